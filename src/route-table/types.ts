/** The route table's types (src/routes.ts holds the table and what is derived from it). */
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
  | 'notifySettings'
  | 'inspectionReport'
  | 'myOffers'
  | 'savedSearches'
  | 'deposit'
  | 'baopeiStats'
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
  | 'valuation'
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
