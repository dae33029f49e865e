/** Chinese (default) copy. en-US.ts must have exactly the same keys (checked by the compiler). */
const zhCN = {
  'app.name': '游戏账号交易',
  'common.loading': '加载中…',
  'common.empty': '暂无数据',
  'empty.browse': '去逛逛',
  'empty.sell': '去出售',
  'empty.recycle': '去估价',
  'empty.claim': '去领取',
  'empty.clearSearch': '清除条件',
  'common.retry': '重试',
  'common.loadMore': '加载更多',
  'common.noMore': '没有更多了',
  'common.capped': '已显示前{n}条，缩小筛选范围或换个关键词可查看更多',
  'common.save': '保存',
  'common.submit': '提交',
  'common.confirm': '确定',
  'common.cancel': '取消',
  'common.notSet': '未填写',
  'common.loadFailed': '加载失败',
  'common.backHome': '返回首页',

  'net.error': '网络异常，请检查网络后重试',
  'net.timeout': '登录超时，请重新登录',
  'net.unknown': '请求失败，请稍后重试',

  'nav.home': '首页',
  'nav.notice': '公告',
  'nav.mine': '我的',
  'nav.sell': '卖号',
  'nav.messages': '消息',

  // why a login-gated action sends the user to the login page first
  'gate.favourite': '请先登录后再收藏',
  'gate.buy': '请先登录后再购买',
  'gate.rent': '请先登录后再租号',
  'gate.sell': '请先登录后再出售',
  'gate.messages': '请先登录后查看消息',
  'gate.orders': '请先登录后查看订单',
  'gate.wallet': '请先登录后查看钱包',
  'gate.coupon': '请先登录后再领券',
  'gate.claim': '请先登录后再申请包赔',
  'gate.chat': '请先登录后再咨询',

  'home.notices': '公告',
  'home.games': '热门游戏',
  'home.noGames': '暂无游戏',
  'home.selected': '已选择：{name}',

  'notice.empty': '暂无公告',
  'notice.pinned': '置顶',
  'notice.notFound': '公告不存在或已下线',

  'home.searchPh': '搜索游戏、账号关键词',
  'home.search': '搜索',
  'home.searchClear': '清除搜索内容',
  'home.allGames': '全部游戏',
  'home.featured': '精选推荐',
  'home.recentDeals': '最新成交',
  'home.feed': '猜你喜欢',
  'home.feedMine': '按你的浏览和收藏推荐',
  'home.feedPopular': '大家都在看',
  'home.more': '更多',
  'home.quickBuy': '我要买',
  'home.quickSell': '我要卖',
  'home.quickRecycle': '账号回收',
  'home.quickMine': '我的商品',
  'home.dealBuyer': '买家 {buyer}',
} as const

/** keys of the core copy (the packs' keys are added in ./index.ts) */
export type CoreKey = keyof typeof zhCN
export type Messages = Record<CoreKey, string>

const messages: Messages = zhCN
export default messages
