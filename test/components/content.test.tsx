import { resetPageHooks } from './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { NoticeSummary, ProblemReport } from '../../contract/types'
import AppDownloadPage from '../../src/pages/index/appDownload'
import BangzhuPage from '../../src/pages/other/bangzhu'
import FankuiPage from '../../src/pages/other/fankui'
import HelpDetailPage from '../../src/pages/other/helpdetail'
import JieshaoPage from '../../src/pages/other/jieshao'
import ProblemListPage from '../../src/pages/other/ProblemList'
import SuggestPage from '../../src/pages/other/suggest'
import XinwenPage from '../../src/pages/other/xinwen'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, mockApi, sleep, text, typeInto, waitFor, type ApiMock, type Handler } from './helpers'
import { mountPage, unmountPage } from './recycleFixtures'

// jsdom has no TextEncoder, which the qrcode package uses for the text it encodes
if (typeof (globalThis as { TextEncoder?: unknown }).TextEncoder === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  ;(globalThis as { TextEncoder?: unknown }).TextEncoder = require('util').TextEncoder
}

let api: ApiMock
let toast: jest.SpyInstance

const notice = (id: number, over: Partial<NoticeSummary> = {}): NoticeSummary => ({
  id,
  noticeType: '3',
  title: '文章' + id,
  summary: '摘要' + id,
  cover: null,
  pinned: false,
  category: null,
  publishedAt: '2026-11-01T00:00:00.000Z',
  ...over,
})

const report = (over: Partial<ProblemReport> = {}): ProblemReport => ({
  id: 1,
  type: 'bug',
  content: '支付完成后订单一直显示待付款',
  images: ['/api/uploads/p1.png'],
  contact: 'QQ 123456',
  status: 'open',
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  ...over,
})

function serve(handlers: Record<string, Handler>) {
  api = mockApi({ 'GET /need/message/unread': () => ({ code: 200, data: { count: 0 } }), ...handlers })
}

const posts = (path: string) => api.calls.filter((c) => c.method === 'POST' && c.path === path)
const query = (url: string) => new URLSearchParams(url.split('?')[1])
const urls = (path: string) => api.spy.mock.calls.map(([o]) => (o as { url: string }).url).filter((u) => u.split('?')[0] === '/api' + path)

async function typeArea(u: TestUtils, selector: string, value: string) {
  const el = document.querySelector(selector + ' textarea') as HTMLTextAreaElement | null
  if (!el) throw new Error('no textarea ' + selector)
  u.fireEvent.input(el, { target: { value } } as unknown as InputEventInit)
  await sleep(0)
}

function login() {
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
  jest.spyOn(nav, 'redirectTo').mockResolvedValue(undefined as never)
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
})

afterEach(() => {
  unmountPage()
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

describe('feedback', () => {
  test('fankui: checks on screen, keeps what was typed, then posts exactly the form and goes to my reports', async () => {
    let answer: { code: number; msg?: string; data?: unknown } = { code: 429, msg: '今天的反馈次数已达上限，请明天再试' }
    serve({ 'POST /account/problem': () => answer })
    login()
    jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['/tmp/shot.png'], tempFiles: [] } as never)
    jest.spyOn(Taro, 'uploadFile').mockResolvedValue({
      statusCode: 200,
      data: JSON.stringify({ code: 200, msg: 'ok', data: { url: '/api/uploads/shot.png', width: 10, height: 10, size: 100 } }),
    } as never)
    const u = await mountPage(FankuiPage)
    await waitFor(() => expect(text()).toContain('反馈类型'))
    expect(text()).toContain('问题反馈')
    expect(text()).toContain('投诉')

    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('请选择反馈类型'))
    await click(u, '.problem-type-complaint')
    // chosen, so 请选择反馈类型 goes at once
    await waitFor(() => expect(text()).not.toContain('请选择反馈类型'))
    await typeArea(u, '.f-problem-content', '太短了')
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('反馈内容需为10-500个字'))
    await typeArea(u, '.f-problem-content', '  卖家发货的账号密码不对，联系不上卖家  ')
    await typeInto(u, '.f-problem-contact', 'qq1')
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('联系方式需为5-50个字'))
    expect(posts('/account/problem')).toHaveLength(0)

    await typeInto(u, '.f-problem-contact', ' QQ 123456 ')
    await click(u, '.image-uploader__add')
    await waitFor(() => expect(document.querySelectorAll('.image-uploader__img')).toHaveLength(1))
    await click(u, '.submit-btn')
    // the server's refusal (429) is shown and nothing typed is lost
    await waitFor(() => expect(text()).toContain('今天的反馈次数已达上限，请明天再试'))
    expect((document.querySelector('.f-problem-content textarea') as HTMLTextAreaElement).value).toContain('卖家发货的账号密码不对')
    expect(nav.redirectTo).not.toHaveBeenCalled()

    answer = { code: 200, data: report({ type: 'complaint' }) }
    await click(u, '.submit-btn')
    await waitFor(() => expect(nav.redirectTo).toHaveBeenCalledWith('ProblemList'))
    expect(posts('/account/problem')).toHaveLength(2)
    expect(posts('/account/problem')[1].data).toEqual({
      type: 'complaint',
      content: '卖家发货的账号密码不对，联系不上卖家',
      images: ['/api/uploads/shot.png'],
      contact: 'QQ 123456',
    })
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '提交成功，我们会尽快回复' }))
  })

  test('suggest: the same form with the type fixed to suggestion; an empty contact is sent as null', async () => {
    serve({ 'POST /account/problem': () => ({ code: 200, data: report({ type: 'suggestion' }) }) })
    login()
    const u = await mountPage(SuggestPage)
    await waitFor(() => expect(text()).toContain('你的每一条建议我们都会认真阅读'))
    expect(document.querySelector('.problem-types')).toBeNull()
    await typeArea(u, '.f-problem-content', '希望增加按价格区间订阅新上架商品的功能')
    await click(u, '.submit-btn')
    await waitFor(() => expect(posts('/account/problem')).toHaveLength(1))
    expect(posts('/account/problem')[0].data).toEqual({
      type: 'suggestion',
      content: '希望增加按价格区间订阅新上架商品的功能',
      images: [],
      contact: null,
    })
    await waitFor(() => expect(nav.redirectTo).toHaveBeenCalledWith('ProblemList'))
  })

  test('ProblemList: my reports with their status, images and the platform reply', async () => {
    serve({
      'GET /account/problem/list': () => ({
        code: 200,
        data: {
          rows: [
            report({ id: 2, type: 'suggestion', content: '希望支持夜间模式', images: [], contact: null }),
            report({ status: 'replied', reply: '已为您核实并补单，请刷新订单查看', repliedAt: '2026-11-20T06:00:00.000Z' }),
          ],
          total: 2,
        },
      }),
    })
    login()
    const u = await mountPage(ProblemListPage)
    await waitFor(() => expect(document.querySelectorAll('.report')).toHaveLength(2))
    const [first, second] = Array.from(document.querySelectorAll('.report')).map((e) => e.textContent ?? '')
    expect(first).toContain('建议')
    expect(first).toContain('待回复')
    expect(first).toContain('客服正在处理')
    expect(second).toContain('问题反馈')
    expect(second).toContain('已回复')
    expect(second).toContain('平台回复')
    expect(second).toContain('已为您核实并补单，请刷新订单查看')
    expect(second).toContain('联系方式：QQ 123456')
    expect(document.querySelectorAll('.report__img')).toHaveLength(1)
    await click(u, '.problem-new')
    expect(nav.navigateTo).toHaveBeenCalledWith('fankui')
  })

  test('ProblemList: empty', async () => {
    serve({ 'GET /account/problem/list': () => ({ code: 200, data: { rows: [], total: 0 } }) })
    login()
    await mountPage(ProblemListPage)
    await waitFor(() => expect(text()).toContain('还没有反馈记录'))
  })
})

describe('help, about, news, app guide', () => {
  const help = [
    notice(11, { title: '如何购买账号', category: '买号指南' }),
    notice(12, { title: '如何发布商品', category: '卖号指南' }),
    notice(13, { title: '购买后如何换绑', category: '买号指南' }),
    notice(14, { title: '平台规则总览', category: null }),
    notice(15, { title: '退款多久到账', category: '支付与退款' }),
  ]

  test('bangzhu: every help article (type 3, large pages) grouped by category; the search filters titles', async () => {
    serve({ 'GET /web/notice/list': () => ({ code: 200, data: { rows: help, total: help.length } }) })
    const u = await mountPage(BangzhuPage)
    await waitFor(() => expect(document.querySelectorAll('.help-group')).toHaveLength(4))
    const q = query(urls('/web/notice/list')[0])
    expect(q.get('noticeType')).toBe('3')
    expect(q.get('pageSize')).toBe('50')
    const groups = Array.from(document.querySelectorAll('.help-group')).map((g) => ({
      title: g.querySelector('.help-group__title')?.textContent,
      articles: Array.from(g.querySelectorAll('.help-article')).map((a) => a.querySelector('.nut-cell-title')?.textContent ?? a.textContent),
    }))
    expect(groups.map((g) => g.title)).toEqual(['买号指南', '卖号指南', '支付与退款', '其他问题'])
    expect(groups[0].articles.join('|')).toContain('如何购买账号')
    expect(groups[0].articles.join('|')).toContain('购买后如何换绑')
    expect(groups[0].articles).toHaveLength(2)
    expect(text()).toContain('2 篇')

    await typeInto(u, '.help-search__input', '购买')
    await waitFor(() => expect(document.querySelectorAll('.help-article')).toHaveLength(2))
    expect(document.querySelectorAll('.help-group')).toHaveLength(1)
    await typeInto(u, '.help-search__input', '不存在的问题')
    await waitFor(() => expect(text()).toContain('没有找到与“不存在的问题”相关的文章'))
    await typeInto(u, '.help-search__input', '')
    await waitFor(() => expect(document.querySelectorAll('.help-article')).toHaveLength(5))

    await click(u, '.help-article')
    expect(nav.navigateTo).toHaveBeenCalledWith('helpdetail', { id: 11 })
    await click(u, '.help-kefu')
    expect(nav.navigateTo).toHaveBeenCalledWith('contactkefu')
    await click(u, '.help-feedback')
    expect(nav.navigateTo).toHaveBeenCalledWith('fankui')
  })

  test('bangzhu: more than one page of articles is read to the end', async () => {
    const many = Array.from({ length: 60 }, (_, i) => notice(100 + i, { category: i < 50 ? '买号指南' : '卖号指南' }))
    serve({
      'GET /web/notice/list': (o) => {
        const pageNum = Number(query(o.url).get('pageNum'))
        return { code: 200, data: { rows: many.slice((pageNum - 1) * 50, pageNum * 50), total: many.length } }
      },
    })
    await mountPage(BangzhuPage)
    await waitFor(() => expect(document.querySelectorAll('.help-article')).toHaveLength(60))
    expect(urls('/web/notice/list')).toHaveLength(2)
  })

  test('helpdetail: the article and the other articles of its category', async () => {
    serve({
      'GET /web/notice/11': () => ({ code: 200, data: { ...help[0], content: '<p>选择商品后点击立即购买</p>' } }),
      'GET /web/notice/list': () => ({ code: 200, data: { rows: [help[0], help[2]], total: 2 } }),
    })
    const u = await mountPage(HelpDetailPage, { id: '11' })
    await waitFor(() => expect(text()).toContain('购买后如何换绑'))
    expect(text()).toContain('如何购买账号')
    expect(text()).toContain('相关文章')
    const q = query(urls('/web/notice/list')[0])
    expect(q.get('noticeType')).toBe('3')
    expect(q.get('category')).toBe('买号指南')
    // the article itself is not listed as related to itself
    expect(document.querySelectorAll('.help-related__item')).toHaveLength(1)
    await click(u, '.help-related__item')
    expect(nav.redirectTo).toHaveBeenCalledWith('helpdetail', { id: 13 })
  })

  test('helpdetail: a missing article says so', async () => {
    serve({ 'GET /web/notice/99': () => ({ code: 404, msg: '公告不存在或已下线' }) })
    await mountPage(HelpDetailPage, { id: '99' })
    await waitFor(() => expect(text()).toContain('公告不存在或已下线'))
    await mountPage(HelpDetailPage, { id: 'abc' })
    await waitFor(() => expect(text()).toContain('文章不存在或已下线'))
  })

  test('jieshao: the about document, the guarantees and links on', async () => {
    serve({
      'GET /V2/H5/gonggaoDetails': (o) => ({
        code: 200,
        data: { ...notice(6, { noticeType: '6', title: '关于我们' }), content: '<p>专注游戏账号交易的担保平台</p>', noticeTypeAsked: query(o.url).get('noticeType') },
      }),
    })
    const u = await mountPage(JieshaoPage)
    await waitFor(() => expect(text()).toContain('关于我们'))
    expect(query(urls('/V2/H5/gonggaoDetails')[0]).get('noticeType')).toBe('6')
    expect(text()).toContain('担保交易')
    expect(text()).toContain('包赔服务')
    await click(u, '.about-link--security')
    expect(nav.navigateTo).toHaveBeenCalledWith('security')
    await click(u, '.about-link--baopei')
    expect(nav.navigateTo).toHaveBeenCalledWith('baopei')
    await click(u, '.about-link--contactkefu')
    expect(nav.navigateTo).toHaveBeenCalledWith('contactkefu')
  })

  test('xinwen: news with cover and summary, opening in newsDetail', async () => {
    serve({
      'GET /web/notice/list': () => ({
        code: 200,
        data: { rows: [notice(21, { noticeType: '2', title: '平台升级公告', summary: '全新包赔服务上线', cover: '/api/assets/news/1.svg' })], total: 1 },
      }),
    })
    const u = await mountPage(XinwenPage)
    await waitFor(() => expect(text()).toContain('平台升级公告'))
    expect(query(urls('/web/notice/list')[0]).get('noticeType')).toBe('2')
    expect(text()).toContain('全新包赔服务上线')
    expect(document.querySelector('.news-item__cover')).not.toBeNull()
    await click(u, '.news-item')
    expect(nav.navigateTo).toHaveBeenCalledWith('newsDetail', { id: 21 })
  })

  test('xinwen: empty', async () => {
    serve({ 'GET /web/notice/list': () => ({ code: 200, data: { rows: [], total: 0 } }) })
    await mountPage(XinwenPage)
    await waitFor(() => expect(text()).toContain('暂无新闻资讯'))
  })

  test('appDownload: the guide (type 10), a QR code of the H5 home and a copy button', async () => {
    serve({
      'GET /V2/H5/gonggaoDetails': () => ({
        code: 200,
        data: { ...notice(10, { noticeType: '10', title: '小程序与网页版使用指南' }), content: '<p>微信搜索小程序名称即可打开</p>' },
      }),
    })
    const clip = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue(undefined as never)
    const u = await mountPage(AppDownloadPage)
    await waitFor(() => expect(text()).toContain('小程序与网页版使用指南'))
    expect(query(urls('/V2/H5/gonggaoDetails')[0]).get('noticeType')).toBe('10')
    const home = location.origin + '/index/home'
    expect(text()).toContain(home)
    await waitFor(() => expect(document.querySelector('.qr-code img, .qr-code__img')).not.toBeNull())
    await click(u, '.app-copy')
    expect(clip).toHaveBeenCalledWith({ data: home })
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '链接已复制，可粘贴到浏览器打开' })))
  })
})
