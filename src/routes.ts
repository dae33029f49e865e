/**
 * THE route table of the app: each entry maps a Taro page (its file path under src/) to its H5 URL(s) and its
 * title per locale. Plain data only (no imports): config/index.ts (Node, at build time) derives
 * `h5.router.customRoutes` from it, src/app.config.ts derives the pages list and the WeChat subpackage.
 *
 * - `urls[0]` is the canonical URL; the others are aliases (default children such as `/index`).
 * - The first entry is the home page: H5 redirects `/` to its first URL.
 * - Pages under `pages/other/` form the WeChat subpackage (root `pages/other`), served under `/index/other/...`.
 * - `auth: true` pages need a token; without one they send the user to /login.
 */
export type RouteName =
  | 'home'
  | 'login'
  | 'register'
  | 'yinsi'
  | 'gonggao'
  | 'newsDetail'
  | 'mycenter'
  | 'geren'
  | 'passwore'
  | 'Realname'
  | 'accountOrder'
  | 'goodList'
  | 'goodDetail'
  | 'finish'
  | 'sureOrder'
  | 'pay'
  | 'paySuccess'
  | 'accountSecurity'
  | 'payPassword'
  | 'orderDetail'
  | 'yhjdetail'
  | 'collect'
  | 'Mybrowsing'
  | 'redbao'
  | 'myOrder'
  | 'wallet'
  | 'sell'
  | 'BasicInformation'
  | 'fillInformation'
  | 'MyProducts'
  | 'sellSuccess'
  | 'sale'
  | 'jingjiahuishou'
  | 'commit'
  | 'myJingjiahuishou'
  | 'Myevaluation'
  | 'jingjiahuishouPriceList'
  | 'shanghu'
  | 'heihao'
  | 'FraudPrevention'
  | 'security'
  | 'baopei'
  | 'FuwuLists'
  | 'contactkefu'
  | 'meiti'
  | 'cooperate'
  | 'xiaoxi'
  | 'room'
  | 'dispute'
  | 'rate'
  | 'fankui'
  | 'suggest'
  | 'ProblemList'
  | 'bangzhu'
  | 'helpdetail'
  | 'jieshao'
  | 'xinwen'
  | 'appDownload'
  | 'hire'
  | 'seller'
  | 'credentials'
  | 'withdraw'
  | 'payoutAccounts'
  | 'withdrawals'

export interface RouteTitle {
  'zh-CN': string
  'en-US': string
}

export interface RouteEntry {
  name: RouteName
  /** page module path relative to src/, without extension: 'pages/login/index' */
  page: string
  /** H5 URL(s); the first is canonical */
  urls: string[]
  title: RouteTitle
  auth?: boolean
}

/** Root folder of the WeChat subpackage; every page below it is served under /index/other. */
export const SUBPACKAGE_ROOT = 'pages/other'

export const routes: RouteEntry[] = [
  {
    name: 'home',
    page: 'pages/index/home/index',
    urls: ['/index/home', '/index'],
    title: { 'zh-CN': '首页', 'en-US': 'Home' },
  },
  {
    name: 'login',
    page: 'pages/login/index',
    urls: ['/login'],
    title: { 'zh-CN': '登录', 'en-US': 'Log in' },
  },
  {
    name: 'register',
    page: 'pages/register/index',
    urls: ['/register'],
    title: { 'zh-CN': '注册', 'en-US': 'Register' },
  },
  {
    name: 'yinsi',
    page: 'pages/yinsi/index',
    urls: ['/yinsi'],
    title: { 'zh-CN': '隐私政策', 'en-US': 'Privacy policy' },
  },
  {
    name: 'gonggao',
    page: 'pages/other/gonggao/index',
    urls: ['/index/other/gonggao', '/index/other'],
    title: { 'zh-CN': '公告', 'en-US': 'Announcements' },
  },
  {
    name: 'newsDetail',
    page: 'pages/other/newsDetail/index',
    urls: ['/index/other/newsDetail'],
    title: { 'zh-CN': '公告详情', 'en-US': 'Announcement' },
  },
  {
    name: 'mycenter',
    page: 'pages/other/mycenter/index',
    urls: ['/index/other/mycenter'],
    title: { 'zh-CN': '个人中心', 'en-US': 'My centre' },
  },
  {
    name: 'geren',
    page: 'pages/other/geren/index',
    urls: ['/index/other/geren'],
    title: { 'zh-CN': '个人资料', 'en-US': 'Profile' },
    auth: true,
  },
  {
    name: 'passwore',
    page: 'pages/other/passwore/index',
    urls: ['/index/other/passwore'],
    title: { 'zh-CN': '修改密码', 'en-US': 'Change password' },
  },
  {
    name: 'Realname',
    page: 'pages/other/Realname/index',
    urls: ['/index/other/Realname'],
    title: { 'zh-CN': '实名认证', 'en-US': 'Real-name verification' },
    auth: true,
  },
  {
    name: 'accountOrder',
    page: 'pages/index/accountOrder/index',
    urls: ['/index/accountOrder'],
    title: { 'zh-CN': '全部游戏', 'en-US': 'All games' },
  },
  {
    name: 'goodList',
    page: 'pages/index/goodList/index',
    urls: ['/index/goodList'],
    title: { 'zh-CN': '商品列表', 'en-US': 'Goods list' },
  },
  {
    name: 'goodDetail',
    page: 'pages/index/goodDetail/index',
    urls: ['/index/goodDetail'],
    title: { 'zh-CN': '商品详情', 'en-US': 'Listing' },
  },
  {
    name: 'finish',
    page: 'pages/index/finish/index',
    urls: ['/index/finish'],
    title: { 'zh-CN': '最新成交', 'en-US': 'Recent deals' },
  },
  {
    name: 'sureOrder',
    page: 'pages/index/sureOrder/index',
    urls: ['/index/sureOrder'],
    title: { 'zh-CN': '确认订单', 'en-US': 'Confirm order' },
    auth: true,
  },
  {
    name: 'pay',
    page: 'pages/index/pay/index',
    urls: ['/index/pay'],
    title: { 'zh-CN': '订单支付', 'en-US': 'Payment' },
    auth: true,
  },
  {
    name: 'paySuccess',
    page: 'pages/other/paySuccess/index',
    urls: ['/index/other/paySuccess'],
    title: { 'zh-CN': '支付成功', 'en-US': 'Payment successful' },
    auth: true,
  },
  {
    name: 'accountSecurity',
    page: 'pages/other/accountSecurity/index',
    urls: ['/index/other/accountSecurity'],
    title: { 'zh-CN': '账号与安全', 'en-US': 'Account security' },
    auth: true,
  },
  {
    name: 'payPassword',
    page: 'pages/other/payPassword/index',
    urls: ['/index/other/payPassword'],
    title: { 'zh-CN': '支付密码', 'en-US': 'Payment password' },
    auth: true,
  },
  {
    name: 'orderDetail',
    page: 'pages/index/orderDetail/index',
    urls: ['/index/orderDetail'],
    title: { 'zh-CN': '订单详情', 'en-US': 'Order' },
    auth: true,
  },
  {
    name: 'yhjdetail',
    page: 'pages/index/yhjdetail/index',
    urls: ['/index/yhjdetail'],
    title: { 'zh-CN': '优惠券', 'en-US': 'Coupons' },
  },
  {
    name: 'collect',
    page: 'pages/other/collect/index',
    urls: ['/index/other/collect'],
    title: { 'zh-CN': '我的收藏', 'en-US': 'Favourites' },
    auth: true,
  },
  {
    name: 'Mybrowsing',
    page: 'pages/other/Mybrowsing/index',
    urls: ['/index/other/Mybrowsing'],
    title: { 'zh-CN': '浏览记录', 'en-US': 'Browsing history' },
    auth: true,
  },
  {
    name: 'redbao',
    page: 'pages/other/redbao/index',
    urls: ['/index/other/redbao'],
    title: { 'zh-CN': '红包', 'en-US': 'Red packets' },
  },
  {
    name: 'myOrder',
    page: 'pages/other/myOrder/index',
    urls: ['/index/other/myOrder'],
    title: { 'zh-CN': '我的订单', 'en-US': 'My orders' },
    auth: true,
  },
  {
    name: 'wallet',
    page: 'pages/other/wallet/index',
    urls: ['/index/other/wallet'],
    title: { 'zh-CN': '我的钱包', 'en-US': 'Wallet' },
    auth: true,
  },
  {
    name: 'sell',
    page: 'pages/index/sell/index',
    urls: ['/index/sell'],
    title: { 'zh-CN': '我要卖', 'en-US': 'Sell an account' },
  },
  {
    name: 'BasicInformation',
    page: 'pages/index/BasicInformation/index',
    urls: ['/index/BasicInformation'],
    title: { 'zh-CN': '账号基本信息', 'en-US': 'Account basics' },
    auth: true,
  },
  {
    name: 'fillInformation',
    page: 'pages/index/fillInformation/index',
    urls: ['/index/fillInformation'],
    title: { 'zh-CN': '填写商品信息', 'en-US': 'Listing details' },
    auth: true,
  },
  {
    name: 'MyProducts',
    page: 'pages/other/MyProducts/index',
    urls: ['/index/other/MyProducts'],
    title: { 'zh-CN': '我的商品', 'en-US': 'My listings' },
    auth: true,
  },
  {
    name: 'sellSuccess',
    page: 'pages/other/sellSuccess/index',
    urls: ['/index/other/sellSuccess'],
    title: { 'zh-CN': '提交成功', 'en-US': 'Submitted' },
    auth: true,
  },
  {
    name: 'sale',
    page: 'pages/index/sale/index',
    urls: ['/index/sale'],
    title: { 'zh-CN': '账号回收', 'en-US': 'Account recycling' },
  },
  {
    name: 'jingjiahuishou',
    page: 'pages/index/jingjiahuishou/index',
    urls: ['/index/jingjiahuishou'],
    title: { 'zh-CN': '竞价回收估价', 'en-US': 'Recycling appraisal' },
    auth: true,
  },
  {
    name: 'commit',
    page: 'pages/index/commit/index',
    urls: ['/index/commit'],
    title: { 'zh-CN': '回收申请', 'en-US': 'Recycling request' },
    auth: true,
  },
  {
    name: 'myJingjiahuishou',
    page: 'pages/other/myJingjiahuishou/index',
    urls: ['/index/other/myJingjiahuishou'],
    title: { 'zh-CN': '我的回收', 'en-US': 'My recycling' },
    auth: true,
  },
  {
    name: 'Myevaluation',
    page: 'pages/other/Myevaluation/index',
    urls: ['/index/other/Myevaluation'],
    title: { 'zh-CN': '我的估价', 'en-US': 'My appraisals' },
    auth: true,
  },
  {
    name: 'jingjiahuishouPriceList',
    page: 'pages/other/jingjiahuishouPriceList/index',
    urls: ['/index/other/jingjiahuishouPriceList'],
    title: { 'zh-CN': '商家报价', 'en-US': 'Quotes' },
    auth: true,
  },
  {
    name: 'shanghu',
    page: 'pages/other/shanghu/index',
    urls: ['/index/other/shanghu'],
    title: { 'zh-CN': '商户中心', 'en-US': 'Merchant centre' },
    auth: true,
  },
  {
    name: 'heihao',
    page: 'pages/other/heihao/index',
    urls: ['/index/other/heihao'],
    title: { 'zh-CN': '查黑号', 'en-US': 'Blacklist check' },
  },
  {
    name: 'FraudPrevention',
    page: 'pages/index/FraudPrevention/index',
    urls: ['/index/FraudPrevention'],
    title: { 'zh-CN': '防骗指南', 'en-US': 'Fraud prevention' },
  },
  {
    name: 'security',
    page: 'pages/index/security/index',
    urls: ['/index/security'],
    title: { 'zh-CN': '交易安全', 'en-US': 'How escrow works' },
  },
  {
    name: 'baopei',
    page: 'pages/other/baopei/index',
    urls: ['/index/other/baopei'],
    title: { 'zh-CN': '包赔服务', 'en-US': 'Compensation guarantee' },
  },
  {
    name: 'FuwuLists',
    page: 'pages/index/FuwuLists/index',
    urls: ['/index/FuwuLists'],
    title: { 'zh-CN': '平台服务', 'en-US': 'Services' },
  },
  {
    name: 'contactkefu',
    page: 'pages/other/contactkefu/index',
    urls: ['/index/other/contactkefu'],
    title: { 'zh-CN': '联系客服', 'en-US': 'Customer service' },
  },
  {
    name: 'meiti',
    page: 'pages/other/meiti/index',
    urls: ['/index/other/meiti'],
    title: { 'zh-CN': '官方媒体', 'en-US': 'Media accounts' },
  },
  {
    name: 'cooperate',
    page: 'pages/other/cooperate/index',
    urls: ['/index/other/cooperate'],
    title: { 'zh-CN': '商务合作', 'en-US': 'Business cooperation' },
  },
  {
    name: 'xiaoxi',
    page: 'pages/other/xiaoxi/index',
    urls: ['/index/other/xiaoxi'],
    title: { 'zh-CN': '我的消息', 'en-US': 'Messages' },
    auth: true,
  },
  {
    // the trade room: ?id=<roomId>, or ?orderId=<orderId> for the room of that order
    name: 'room',
    page: 'pages/other/room/index',
    urls: ['/index/other/room'],
    title: { 'zh-CN': '交易房间', 'en-US': 'Trade room' },
    auth: true,
  },
  {
    // the buyer's after-sale request on an order: ?orderId=
    name: 'dispute',
    page: 'pages/other/dispute/index',
    urls: ['/index/other/dispute'],
    title: { 'zh-CN': '申请售后', 'en-US': 'After-sale request' },
    auth: true,
  },
  {
    // the buyer's rating of a completed trade (read only for the seller and after the edit window): ?orderId=
    name: 'rate',
    page: 'pages/other/rate/index',
    urls: ['/index/other/rate'],
    title: { 'zh-CN': '评价交易', 'en-US': 'Rate the trade' },
    auth: true,
  },
  {
    name: 'fankui',
    page: 'pages/other/fankui/index',
    urls: ['/index/other/fankui'],
    title: { 'zh-CN': '意见反馈', 'en-US': 'Feedback' },
    auth: true,
  },
  {
    name: 'suggest',
    page: 'pages/other/suggest/index',
    urls: ['/index/other/suggest'],
    title: { 'zh-CN': '投诉建议', 'en-US': 'Suggestions' },
    auth: true,
  },
  {
    name: 'ProblemList',
    page: 'pages/other/ProblemList/index',
    urls: ['/index/other/ProblemList'],
    title: { 'zh-CN': '我的反馈', 'en-US': 'My reports' },
    auth: true,
  },
  {
    name: 'bangzhu',
    page: 'pages/other/bangzhu/index',
    urls: ['/index/other/bangzhu'],
    title: { 'zh-CN': '帮助中心', 'en-US': 'Help centre' },
  },
  {
    name: 'helpdetail',
    page: 'pages/other/helpdetail/index',
    urls: ['/index/other/helpdetail'],
    title: { 'zh-CN': '帮助详情', 'en-US': 'Help article' },
  },
  {
    name: 'jieshao',
    page: 'pages/other/jieshao/index',
    urls: ['/index/other/jieshao'],
    title: { 'zh-CN': '平台介绍', 'en-US': 'About us' },
  },
  {
    name: 'xinwen',
    page: 'pages/other/xinwen/index',
    urls: ['/index/other/xinwen'],
    title: { 'zh-CN': '新闻资讯', 'en-US': 'News' },
  },
  {
    name: 'appDownload',
    page: 'pages/index/appDownload/index',
    urls: ['/index/appDownload'],
    title: { 'zh-CN': '下载与使用', 'en-US': 'Get the app' },
  },
  {
    name: 'hire',
    page: 'pages/index/hire/index',
    urls: ['/index/hire'],
    title: { 'zh-CN': '我要租', 'en-US': 'Rent an account' },
  },
  {
    name: 'seller',
    page: 'pages/other/seller/index',
    urls: ['/index/other/seller'],
    title: { 'zh-CN': '卖家主页', 'en-US': 'Seller' },
  },
  {
    name: 'credentials',
    page: 'pages/other/credentials/index',
    urls: ['/index/other/credentials'],
    title: { 'zh-CN': '更新账号信息', 'en-US': 'Update account details' },
    auth: true,
  },
  {
    name: 'withdraw',
    page: 'pages/other/withdraw/index',
    urls: ['/index/other/withdraw'],
    title: { 'zh-CN': '提现', 'en-US': 'Withdraw' },
    auth: true,
  },
  {
    name: 'payoutAccounts',
    page: 'pages/other/payoutAccounts/index',
    urls: ['/index/other/payoutAccounts'],
    title: { 'zh-CN': '提现账户', 'en-US': 'Payout accounts' },
    auth: true,
  },
  {
    name: 'withdrawals',
    page: 'pages/other/withdrawals/index',
    urls: ['/index/other/withdrawals'],
    title: { 'zh-CN': '提现记录', 'en-US': 'Withdrawals' },
    auth: true,
  },
]

export function inSubpackage(entry: RouteEntry): boolean {
  return entry.page.startsWith(SUBPACKAGE_ROOT + '/')
}

/** Pages of the main package, in table order (the first is the home page). */
export function mainPages(): string[] {
  return routes.filter((r) => !inSubpackage(r)).map((r) => r.page)
}

/** Pages of the subpackage, relative to its root. */
export function subPages(): string[] {
  return routes.filter(inSubpackage).map((r) => r.page.slice(SUBPACKAGE_ROOT.length + 1))
}

/** `h5.router.customRoutes`: '/pages/x/index' -> ['/url', '/alias'] */
export function customRoutes(): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const r of routes) out['/' + r.page] = r.urls.length === 1 ? r.urls[0] : r.urls
  return out
}

export function routeByName(name: RouteName): RouteEntry {
  const r = routes.find((x) => x.name === name)
  if (!r) throw new Error('unknown route ' + name)
  return r
}

/** Finds the entry of a page path ('pages/x/index' or '/pages/x/index') or of an H5 URL ('/index/home'). */
export function findRoute(pathOrUrl: string): RouteEntry | undefined {
  const p = pathOrUrl.split('?')[0]
  const bare = p.replace(/^\//, '')
  return routes.find((r) => r.page === bare || r.urls.includes(p))
}
