/** Chinese copy of the offer sheet on a listing (keys offer.btn, offer.sheet.*, offer.pay, offer.status.*): in the
 * main package with the listing page, so kept apart from offer.zh-CN.ts; offerSheet.en-US.ts has the same keys. */
const offerSheetZhCN = {
  'offer.btn': '议价',
  'offer.sheet.title': '向卖家议价',
  'offer.sheet.price': '售价 ¥{price}',
  'offer.sheet.rules': '出价不低于 ¥{min}，卖家将在{hours}小时内答复，双方各最多出价{rounds}次。',
  'offer.sheet.amount': '我的出价（元）',
  'offer.sheet.amountPh': '输入你的出价',
  'offer.sheet.message': '留言（选填）',
  'offer.sheet.messagePh': '给卖家留言，联系方式会被隐藏',
  'offer.sheet.submit': '发送出价',
  'offer.sheet.errAmount': '请输入有效的出价',
  'offer.sheet.mine': '你的议价：¥{amount}（{status}）',
  'offer.sheet.toMine': '查看我的议价',
  'offer.pay': '去支付',
  'offer.status.pending_seller': '等待卖家答复',
  'offer.status.pending_buyer': '等待买家答复',
  'offer.status.accepted': '已成交，待支付',
  'offer.status.ordered': '已下单',
  'offer.status.declined': '未成交',
  'offer.status.expired': '已过期',
  'offer.status.lapsed': '已失效',
}
export default offerSheetZhCN
