/**
 * Chinese copy of the seller's record, listing bindings and rental relisting (keys seller.*): the seller page, the
 * seller block and bindings of the listing page, the bindings question of the sell form, the stale-credentials
 * notice of my products and the credentials page. seller.en-US.ts must have exactly the same keys.
 */
const sellerZhCN = {
  // the record, wherever it is shown
  'seller.none': '暂无',
  'seller.percent': '{n}%',
  'seller.percentBelow': '<0.1%',
  'seller.minutes': '约 {n} 分钟',
  'seller.hours': '约 {n} 小时',
  'seller.days': '约 {n} 天',
  'seller.trades': '{n} 笔',
  'seller.stat.trades': '成交',
  'seller.stat.positive': '好评率',
  'seller.stat.handover': '平均换绑',
  'seller.stat.dispute': '纠纷率',
  'seller.line.trades': '成交 {n} 笔',
  'seller.line.positive': '好评率 {rate}',
  'seller.line.handover': '平均换绑 {time}',
  'seller.open': '卖家主页',

  // the seller page
  'seller.page.verified': '实名认证',
  'seller.page.since': '{date} 加入',
  'seller.page.ratingSummary': '{n} 条评价 · 平均 {stars} 星',
  'seller.page.noRatings': '暂无评价',
  'seller.page.notFound': '卖家不存在',
  'seller.tab.goods': '在售商品',
  'seller.tab.ratings': '评价',
  'seller.tab.ratingsCount': '评价（{n}）',
  'seller.goods.empty': '该卖家暂无在售商品',
  'seller.ratings.empty': '还没有买家评价',
  'seller.rating.goods': '购买：{title}',

  // what is bound to the game account (listing page and sell form)
  'seller.bindings.title': '账号绑定情况',
  'seller.bindings.phone': '绑定手机',
  'seller.bindings.email': '绑定邮箱',
  'seller.bindings.thirdParty': '第三方登录',
  'seller.bindings.yes': '有',
  'seller.bindings.no': '无',
  'seller.bindings.checklist': '付款后的换绑清单按以上绑定情况逐项进行，卖家完成、买家确认后才算交付。',
  'seller.bindings.formTip': '如实填写，买家付款后将按此逐项换绑',
  'seller.bindings.phoneHint': '账号绑定了手机号，成交后需换绑为买家的手机',
  'seller.bindings.emailHint': '账号绑定了邮箱或密保，成交后需换绑为买家的',
  'seller.bindings.thirdPartyHint': '账号关联了微信、QQ、微博等登录方式，成交后需解绑',

  // my products: a rental ended, the credentials must change before it sells again
  'seller.stale.reason': '租期结束，请修改账号密码后重新上架',
  'seller.stale.action': '更新账号信息',

  // the credentials page
  'seller.cred.intro': '租用结束后，租客曾登录过该账号。请先在游戏中修改密码，再在这里填写新的账号信息，商品将重新上架。',
  'seller.cred.account': '游戏账号',
  'seller.cred.accountPh': '登录用的账号、手机号或ID',
  'seller.cred.password': '新密码',
  'seller.cred.passwordPh': '修改后的登录密码',
  'seller.cred.notes': '绑定说明（选填）',
  'seller.cred.notesPh': '绑定的手机、邮箱、密保等，买家换绑时需要的信息',
  'seller.cred.secure': '账号信息加密保存，只有付款后的买家才能看到。',
  'seller.cred.submit': '保存并重新上架',
  'seller.cred.save': '保存',
  'seller.cred.done': '账号信息已更新，商品已重新上架',
  'seller.cred.saved': '账号信息已更新',
  'seller.cred.badId': '商品参数有误',
}

export default sellerZhCN
