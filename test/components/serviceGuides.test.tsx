import { resetPageHooks } from './pageHooks'
import Taro from '@tarojs/taro'
import FraudPreventionPage from '../../src/pages/index/FraudPrevention'
import SecurityPage from '../../src/pages/index/security'
import FuwuListsPage from '../../src/pages/index/FuwuLists'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { click, mockApi, text, waitFor, type ApiMock } from './helpers'
import { mountPage, unmountPage } from './recycleFixtures'

let api: ApiMock

const doc = (noticeType: string, title: string, body: string) => ({
  id: Number(noticeType),
  noticeType,
  title,
  summary: '',
  cover: null,
  pinned: false,
  category: null,
  publishedAt: '2026-01-01T00:00:00.000Z',
  content: `<p>${body}</p>`,
})

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
  jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
  api = mockApi({
    'GET /V2/H5/gonggaoDetails': (o) =>
      /noticeType=8/.test(o.url)
        ? { code: 200, data: doc('8', '防骗指南', '不要脱离平台私下交易') }
        : /noticeType=9/.test(o.url)
          ? { code: 200, data: doc('9', '担保交易说明', '货款由平台托管') }
          : { code: 404, msg: '文档不存在' },
  })
})

afterEach(() => {
  unmountPage()
  resetPageHooks()
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

test('FraudPrevention: the fraud guide (type 8) and the way to the checks', async () => {
  const u = await mountPage(FraudPreventionPage)
  await waitFor(() => expect(text()).toContain('不要脱离平台私下交易'))
  expect(api.spy.mock.calls[0][0].url).toContain('noticeType=8')
  await click(u, '.guide-heihao')
  expect(nav.navigateTo).toHaveBeenCalledWith('heihao')
  await click(u, '.guide-kefu')
  expect(nav.navigateTo).toHaveBeenCalledWith('contactkefu')
})

test('security: the steps, the escrow guide (type 9) and a way to buy', async () => {
  const u = await mountPage(SecurityPage)
  await waitFor(() => expect(text()).toContain('货款由平台托管'))
  expect(document.querySelectorAll('.escrow-step')).toHaveLength(4)
  expect(text()).toContain('平台打款给卖家')
  await click(u, '.escrow-buy')
  expect(nav.navigateTo).toHaveBeenCalledWith('accountOrder')
})

test('FuwuLists: every service as a card opening its screen; the titles follow the language', async () => {
  const u = await mountPage(FuwuListsPage)
  for (const title of ['担保交易', '包赔服务', '查黑号', '防骗指南', '账号回收', '寄售', '我要租', '联系客服', '帮助中心', '商务合作']) {
    expect(text()).toContain(title)
  }
  expect(document.querySelectorAll('.fuwu-card')).toHaveLength(10)
  await click(u, '.fuwu-hire')
  expect(nav.navigateTo).toHaveBeenCalledWith('hire')
  await click(u, '.fuwu-security')
  expect(nav.navigateTo).toHaveBeenCalledWith('security')
  localeStore.setLocale('en-US')
  await waitFor(() => expect(text()).toContain('Compensation guarantee'))
  expect(text()).toContain('Escrow trading')
  expect(api.calls).toHaveLength(0)
})
