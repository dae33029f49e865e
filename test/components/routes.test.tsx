import './pageHooks'
import * as fs from 'fs'
import * as path from 'path'
import type { ComponentType } from 'react'
import TestUtils from '@tarojs/test-utils-react'
import { runInAction } from 'mobx'
import { Current } from '@tarojs/runtime'
import { customRoutes, findRoute, routes, routeByName, SUBPACKAGE_MAIN_URLS, SUBPACKAGE_ROOT, type RouteName } from '../../src/routes'
import { messages } from '../../src/locales'
import { isTab, TABS } from '../../src/components/tabs'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { catalogStore } from '../../src/stores/catalog'
import { demoProfile, mockApi, text, waitFor } from './helpers'

;(global as unknown as { defineAppConfig: (c: unknown) => unknown }).defineAppConfig = (c) => c
// eslint-disable-next-line @typescript-eslint/no-require-imports
const appConfig = require('../../src/app.config').default as {
  pages: string[]
  subPackages: { root: string; pages: string[] }[]
}

/** every page the app knows, as 'pages/x/index' */
const allPages = [...appConfig.pages, ...appConfig.subPackages.flatMap((s) => s.pages.map((p) => s.root + '/' + p))]

const ISSUE_URLS: Record<string, RouteName> = {
  '/login': 'login',
  '/register': 'register',
  '/yinsi': 'yinsi',
  '/index': 'home',
  '/index/home': 'home',
  '/index/other': 'gonggao',
  '/index/other/gonggao': 'gonggao',
  '/index/other/newsDetail': 'newsDetail',
  '/index/other/mycenter': 'mycenter',
  '/index/other/geren': 'geren',
  '/index/other/passwore': 'passwore',
  '/index/other/Realname': 'Realname',
  '/index/accountOrder': 'accountOrder',
  '/index/goodList': 'goodList',
  '/index/goodDetail': 'goodDetail',
  '/index/finish': 'finish',
  '/index/sureOrder': 'sureOrder',
  '/index/pay': 'pay',
  '/index/orderDetail': 'orderDetail',
  '/index/yhjdetail': 'yhjdetail',
  '/index/other/collect': 'collect',
  '/index/other/myOffers': 'myOffers',
  '/index/other/savedSearches': 'savedSearches',
  '/index/other/Mybrowsing': 'Mybrowsing',
  '/index/other/redbao': 'redbao',
  '/index/other/myOrder': 'myOrder',
  '/index/other/wallet': 'wallet',
  '/index/other/deposit': 'deposit',
  '/index/sell': 'sell',
  '/index/BasicInformation': 'BasicInformation',
  '/index/fillInformation': 'fillInformation',
  '/index/other/MyProducts': 'MyProducts',
  '/index/sale': 'sale',
  '/index/jingjiahuishou': 'jingjiahuishou',
  '/index/commit': 'commit',
  '/index/other/myJingjiahuishou': 'myJingjiahuishou',
  '/index/other/Myevaluation': 'Myevaluation',
  '/index/other/jingjiahuishouPriceList': 'jingjiahuishouPriceList',
  '/index/other/shanghu': 'shanghu',
  '/index/other/heihao': 'heihao',
  '/index/FraudPrevention': 'FraudPrevention',
  '/index/security': 'security',
  '/index/other/baopei': 'baopei',
  '/index/other/baopeiStats': 'baopeiStats',
  '/index/FuwuLists': 'FuwuLists',
  '/index/other/contactkefu': 'contactkefu',
  '/index/other/meiti': 'meiti',
  '/index/other/cooperate': 'cooperate',
  '/index/other/xiaoxi': 'xiaoxi',
  '/index/other/room': 'room',
  '/index/other/dispute': 'dispute',
  '/index/other/rate': 'rate',
  '/index/other/fankui': 'fankui',
  '/index/other/suggest': 'suggest',
  '/index/other/ProblemList': 'ProblemList',
  '/index/other/bangzhu': 'bangzhu',
  '/index/other/helpdetail': 'helpdetail',
  '/index/other/jieshao': 'jieshao',
  '/index/other/xinwen': 'xinwen',
  '/index/appDownload': 'appDownload',
  '/index/hire': 'hire',
  '/index/other/seller': 'seller',
  '/index/other/credentials': 'credentials',
}

/** text each page shows once loaded (zh-CN), with the fake server below */
const RENDERS: Record<RouteName, string> = {
  home: '王者荣耀',
  login: '密码登录',
  register: '我已阅读并同意',
  yinsi: '隐私政策正文',
  gonggao: '五一活动公告',
  newsDetail: '公告正文',
  mycenter: '¥123.45',
  geren: '个性签名',
  passwore: '新密码',
  Realname: '未满18周岁的用户不能进行账号交易',
  accountOrder: '王者荣耀',
  goodList: '国服韩信 全皮肤',
  goodDetail: '国服韩信 全皮肤',
  finish: '国服韩信 全皮肤',
  collect: '国服韩信 全皮肤',
  myOffers: '暂无议价',
  savedSearches: '还没有关注的搜索',
  Mybrowsing: '国服韩信 全皮肤',
  sureOrder: '商品参数有误',
  pay: '订单参数有误',
  paySuccess: '缺少订单编号，请从订单中打开',
  accountSecurity: '去设置',
  payPassword: '验证码将发送至 138****1234',
  notifySettings: '免打扰时段',
  inspectionReport: '报告参数有误',
  deposit: '已冻结保证金',
  orderDetail: '订单参数有误',
  yhjdetail: '领取优惠券',
  redbao: '领取红包',
  myOrder: '待付款',
  wallet: '收支明细',
  sell: '寄售（自主定价）',
  BasicInformation: '请先在“我要卖”中选择游戏',
  fillInformation: '请先完成账号基本信息',
  MyProducts: '还没有商品',
  sellSuccess: '商品参数有误',
  valuation: '根据本平台同款游戏的真实成交记录估算账号价值',
  sale: '国服韩信 全皮肤',
  jingjiahuishou: '完成实名认证后才能提交账号回收',
  commit: '回收申请参数有误',
  myJingjiahuishou: '还没有回收申请',
  Myevaluation: '还没有估价记录',
  jingjiahuishouPriceList: '回收申请参数有误',
  shanghu: '成为回收商户',
  heihao: '验证官方账号',
  FraudPrevention: '隐私政策正文',
  security: '担保交易流程',
  baopei: '包赔说明',
  baopeiStats: '赔付用时中位数',
  FuwuLists: '担保交易',
  contactkefu: '售前客服-小橙',
  meiti: '橙子游戏交易',
  cooperate: '渠道合作',
  xiaoxi: '暂无消息',
  room: '交易房间不存在',
  dispute: '订单参数有误',
  rate: '订单参数有误',
  fankui: '反馈类型',
  suggest: '你的每一条建议我们都会认真阅读',
  ProblemList: '还没有反馈记录',
  bangzhu: '五一活动公告',
  helpdetail: '文章不存在或已下线',
  jieshao: '平台保障',
  xinwen: '五一活动公告',
  appDownload: '手机浏览器扫码打开网页版',
  hire: '按小时或按天租用账号',
  seller: '卖家不存在',
  credentials: '商品参数有误',
  withdraw: '还没有提现账户，请先绑定',
  payoutAccounts: '还没有提现账户',
  withdrawals: '暂无提现记录',
}

const listing = {
  id: 7,
  goodsNo: 'G7',
  gameId: 1,
  gameName: '王者荣耀',
  title: '国服韩信 全皮肤',
  price: 88800,
  cover: '/api/assets/goods/7.svg',
  region: '安卓 / QQ',
  compensation: 'standard',
  status: 'on_sale',
  views: 3,
  highlights: [],
  publishedAt: '2026-11-01T00:00:00.000Z',
}
const favouriteRows = { rows: [{ goods: listing, at: '2026-11-02T00:00:00.000Z' }], total: 1 }

const notice = { id: 3, noticeType: '1', title: '五一活动公告', summary: '活动摘要', cover: null, pinned: true, publishedAt: '2026-05-01T00:00:00.000Z' }

function fakeServer() {
  return mockApi({
    'GET /captchaImage': () => ({ code: 200, data: { captchaId: 'c', img: 'data:image/svg+xml;base64,PHN2Zy8+', expiresIn: 60 } }),
    'GET /web/notice/list': () => ({ code: 200, data: { rows: [notice], total: 1 } }),
    'GET /web/notice/3': () => ({ code: 200, data: { ...notice, content: '<p>公告正文</p>' } }),
    'GET /V2/H5/gonggaoDetails': () => ({ code: 200, data: { ...notice, id: 9, noticeType: '7', title: '隐私政策', content: '<p>隐私政策正文</p>' } }),
    'GET /web/game/list': () => ({
      code: 200,
      data: [{ type: 'mobile', typeName: '手游', games: [{ id: 1, name: '王者荣耀', icon: '/api/assets/games/wzry.svg', hot: 1 }] }],
    }),
    'GET /system/user/profile': () => ({ code: 200, data: demoProfile }),
    'POST /web/good/allList': () => ({ code: 200, data: { rows: [listing], total: 1 } }),
    'GET /web/goods/7': () => ({
      code: 200,
      data: {
        ...listing,
        description: '',
        images: [listing.cover],
        attrs: [],
        systemName: null,
        carrierName: null,
        areaName: null,
        serverName: null,
        seller: {
          id: 9,
          nickname: '卖家',
          avatar: null,
          verified: true,
          sales: 1,
          memberSince: '2026-01-01T00:00:00.000Z',
          stats: { completedTrades: 1, positiveRate: null, ratingCount: 0, averageStars: null, avgHandoverMinutes: null, disputeRate: 0 },
        },
        accountRealName: 'seller',
        bindings: { phone: true, email: true, thirdParty: false },
        favourite: false,
        buyable: true,
      },
    }),
    'GET /web/recentlydeal': () => ({
      code: 200,
      data: { rows: [{ orderNo: 'O1', goodsId: 7, gameName: '王者荣耀', title: listing.title, price: 88800, cover: listing.cover, buyer: '张**', completedAt: '2026-11-02T00:00:00.000Z' }], total: 1 },
    }),
    'GET /web/goods/collect/list': () => ({ code: 200, data: favouriteRows }),
    'GET /need/myBrowse': () => ({ code: 200, data: favouriteRows }),
    'GET /need/myConsignment': () => ({ code: 200, data: { rows: [], total: 0 } }),
    'GET /account/backlist/allList': () => ({ code: 200, data: { rows: [], total: 0 } }),
    'GET /account/backlist/recent': () => ({
      code: 200,
      data: { rows: [{ requestNo: 'R1', gameName: '王者荣耀', title: listing.title, amount: 88800, merchantName: '星辰回收', completedAt: '2026-11-02T00:00:00.000Z' }], total: 1 },
    }),
    'GET /merchant/application': () => ({ code: 200, data: null }),
    'GET /web/rent/list': () => ({ code: 200, data: { rows: [], total: 0 } }),
    'GET /need/message/list': () => ({ code: 200, data: { rows: [], total: 0 } }),
    'GET /need/message/unread': () => ({ code: 200, data: { count: 0 } }),
    'GET /need/offers': () => ({ code: 200, data: { rows: [], total: 0 } }),
    'GET /need/saved-searches': () => ({ code: 200, data: [] }),
    'GET /need/notify/prefs': () => ({
      code: 200,
      data: { groups: [{ group: 'order', urgent: true, channels: [{ channel: 'sms', enabled: true }, { channel: 'wechat', enabled: true }] }], quietHours: { enabled: true, from: 22, to: 8 } },
    }),
    'GET /need/deposit': () => ({
      code: 200,
      data: { held: 0, amount: 50000, priceThreshold: 500000, forMerchants: true, merchant: false, releaseDays: 90, releaseAt: null, available: 12345, paidAt: null, releasedAt: null },
    }),
    'GET /need/claims/debt': () => ({ code: 200, data: { total: 0, rows: [] } }),
    'GET /web/claims/stats': () => ({ code: 200, data: { days: 30, claims: 3, paid: 2, paidAmount: 50000, medianHoursToPay: 20.5, payWithinHours: 48 } }),
    'GET /need/wallet': () => ({
      code: 200,
      data: { balance: 12345, held: 0, available: 12345, settling: 0, withdrawable: 12345, withdrawing: 0, withdrawn: 0, payPasswordSet: false, payPasswordLockedUntil: null, items: [] },
    }),
    'GET /need/payout/options': () => ({
      code: 200,
      data: {
        kinds: ['alipay', 'wechat', 'bank'],
        minAmount: 1000,
        feePercent: 0.6,
        feeMin: 100,
        dailyLimit: 5000000,
        usedToday: 0,
        settlementDays: 3,
        withdrawable: 12345,
        verified: true,
        payPasswordSet: false,
      },
    }),
    'GET /need/payout/accounts': () => ({ code: 200, data: [] }),
    'GET /need/payout/withdrawals': () => ({ code: 200, data: { rows: [], total: 0 } }),
    'GET /account/problem/list': () => ({ code: 200, data: { rows: [], total: 0 } }),
    'GET /V2/H5/allQQlist': () => ({ code: 200, data: [{ id: 1, kind: 'qq', name: '售前客服-小橙', value: '800800800', description: null, qrText: null }] }),
    'GET /V2/H5/account': () => ({ code: 200, data: [] }),
    'GET /V2/H5/qqGroup': () => ({ code: 200, data: [] }),
    'GET /web/social/list': () => ({
      code: 200,
      data: [{ id: 1, platform: 'weibo', name: '橙子游戏交易', handle: 'chengzi', description: null, url: null, followers: null }],
    }),
  })
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  sessionStore.clear()
  runInAction(() => {
    catalogStore.gameTypeList = []
  })
})

const mounted: TestUtils[] = []

afterEach(async () => {
  // unmount (not just wipe the DOM): components with timers or selector queries must not outlive their test
  for (const u of mounted.splice(0)) u.unmout()
  await new Promise((r) => setTimeout(r, 0))
  jest.restoreAllMocks()
  document.body.innerHTML = ''
  Current.router = null
  Current.page = null
})

describe('route table', () => {
  test('every URL of this issue maps to its page, which is in app.config and exists on disk', () => {
    for (const [url, name] of Object.entries(ISSUE_URLS)) {
      const r = findRoute(url)
      expect(r?.name).toBe(name)
      expect(allPages).toContain(r!.page)
      expect(fs.existsSync(path.join(__dirname, '../../src', r!.page + '.tsx'))).toBe(true)
      expect(fs.existsSync(path.join(__dirname, '../../src', r!.page + '.config.ts'))).toBe(true)
    }
    expect(allPages).toHaveLength(routes.length)
  })

  test('`/` goes to /index/home: home is the first page and /index/home its first URL; /index and /index/other are default children', () => {
    expect(appConfig.pages[0]).toBe(routeByName('home').page)
    expect(routes[0].urls[0]).toBe('/index/home')
    const cr = customRoutes()
    expect(cr['/pages/index/home/index']).toEqual(['/index/home', '/index'])
    expect(cr['/pages/other/gonggao/index']).toEqual(['/index/other/gonggao', '/index/other'])
    expect(cr['/pages/login/index']).toBe('/login')
  })

  test('pages under /index/other and the consignment form live in the WeChat subpackage, the others and the tab screens in the main package', () => {
    expect(appConfig.subPackages).toHaveLength(1)
    expect(appConfig.subPackages[0].root).toBe(SUBPACKAGE_ROOT)
    for (const r of routes) {
      // WeChat's native tabBar needs its pages in the main package; their URLs stay /index/other/...
      const inSub = (r.urls[0].startsWith('/index/other/') && !isTab(r.name)) || SUBPACKAGE_MAIN_URLS.includes(r.name)
      expect(r.page.startsWith(SUBPACKAGE_ROOT + '/')).toBe(inSub)
    }
    expect(TABS.map((tab) => routeByName(tab.name).urls[0])).toEqual(['/index/home', '/index/sell', '/index/other/xiaoxi', '/index/other/mycenter'])
    for (const tab of TABS) expect(appConfig.pages).toContain(routeByName(tab.name).page)
    // no URL is claimed twice
    const urls = routes.flatMap((r) => r.urls)
    expect(new Set(urls).size).toBe(urls.length)
  })

  test('every route has a title in both locales; both locales have the same keys', () => {
    for (const r of routes) {
      expect(r.title['zh-CN']).toBeTruthy()
      expect(r.title['en-US']).toBeTruthy()
    }
    expect(Object.keys(messages['en-US']).sort()).toEqual(Object.keys(messages['zh-CN']).sort())
  })

  test.each(routes.map((r) => [r.urls[0], r.name] as const))('%s renders its page', async (_url, name) => {
    fakeServer()
    const redirect = jest.spyOn(nav, 'redirectTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    if (name === 'newsDetail') Current.router = { params: { id: '3' }, path: '/pages/other/newsDetail/index' } as never
    if (name === 'goodDetail') Current.router = { params: { id: '7' }, path: '/pages/index/goodDetail/index' } as never
    if (name === 'geren' || name === 'Realname' || name === 'mycenter' || routeByName(name).auth) {
      runInAction(() => {
        sessionStore.token = 'tok'
      })
      sessionStore.setProfile(demoProfile)
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Page = require(path.join('../../src', routeByName(name).page)).default as ComponentType
    // a page container as the Taro app makes it (selector queries of NutUI's Tabs look the page up by path)
    const container = document.createElement('div')
    container.id = '/' + routeByName(name).page
    document.body.appendChild(container)
    Current.page = { path: container.id } as never
    const u = new TestUtils()
    mounted.push(u)
    await u.mount(Page, { container })
    await waitFor(() => expect(text()).toContain(RENDERS[name]))
    expect(redirect).not.toHaveBeenCalled()
  })

  test('pages that need a session send a logged-out user to /login (and back after)', async () => {
    fakeServer()
    const login = jest.spyOn(nav, 'goLogin').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    const guarded = routes.filter((r) => r.auth).map((r) => r.name)
    expect(guarded).toEqual([
      'geren',
      'Realname',
      'sureOrder',
      'pay',
      'paySuccess',
      'accountSecurity',
      'payPassword',
      'notifySettings',
      'orderDetail',
      'collect',
      'myOffers',
      'savedSearches',
      'Mybrowsing',
      'myOrder',
      'deposit',
      'wallet',
      'BasicInformation',
      'fillInformation',
      'MyProducts',
      'sellSuccess',
      'jingjiahuishou',
      'commit',
      'myJingjiahuishou',
      'Myevaluation',
      'jingjiahuishouPriceList',
      'shanghu',
      'xiaoxi',
      'room',
      'dispute',
      'rate',
      'fankui',
      'suggest',
      'ProblemList',
      'credentials',
      'withdraw',
      'payoutAccounts',
      'withdrawals',
    ])
    for (const name of guarded) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const Page = require(path.join('../../src', routeByName(name).page)).default as ComponentType
      const u = new TestUtils()
      await u.mount(Page)
      await waitFor(() => expect(login).toHaveBeenCalledWith(name))
      expect(text()).toContain('登录后查看个人信息')
      u.unmout()
    }
  })

  test('my centre logged out shows the login prompt', async () => {
    fakeServer()
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Page = require('../../src/pages/index/mycenter').default as ComponentType
    const u = new TestUtils()
    await u.mount(Page)
    await waitFor(() => expect(text()).toContain('登录后查看个人信息'))
    expect(text()).not.toContain('退出登录')
  })
})
