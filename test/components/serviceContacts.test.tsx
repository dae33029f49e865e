import { resetPageHooks } from './pageHooks'
import Taro from '@tarojs/taro'
import type { ServiceContact, SocialAccount } from '../../contract/service'
import ContactKefuPage from '../../src/pages/other/contactkefu'
import MeitiPage from '../../src/pages/other/meiti'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { click, mockApi, text, waitFor, type ApiMock } from './helpers'
import { mountPage, unmountPage } from './recycleFixtures'

let api: ApiMock
let clip: jest.SpyInstance
let toast: jest.SpyInstance

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
  clip = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue(undefined as never)
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
})

afterEach(() => {
  unmountPage()
  resetPageHooks()
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

const contact = (id: number, kind: ServiceContact['kind'], name: string, value: string, over: Partial<ServiceContact> = {}): ServiceContact => ({
  id,
  kind,
  name,
  value,
  description: null,
  qrText: null,
  ...over,
})

test('contactkefu: the three sections with their rows; copy puts the value on the clipboard; a QR code in a popup', async () => {
  api = mockApi({
    'GET /V2/H5/allQQlist': () => ({ code: 200, data: [contact(1, 'qq', '售前客服-小橙', '800800800', { description: '9:00-23:00' })] }),
    'GET /V2/H5/account': () => ({
      code: 200,
      data: [contact(2, 'wechat', '售后客服-小蓝', 'kefu_xiaolan', { qrText: 'https://u.wechat.com/kefu_xiaolan' }), contact(3, 'phone', '客服热线', '4008008800')],
    }),
    'GET /V2/H5/qqGroup': () => ({ code: 200, data: [contact(4, 'qq_group', '官方交易1群', '123456789', { description: '2000人群，新人福利', qrText: 'https://qm.qq.com/q/abc' })] }),
  })
  const u = await mountPage(ContactKefuPage)
  await waitFor(() => expect(text()).toContain('官方交易1群'))
  expect(text()).toContain('售前客服-小橙')
  expect(text()).toContain('QQ 800800800')
  expect(text()).toContain('9:00-23:00')
  expect(text()).toContain('微信 kefu_xiaolan')
  expect(text()).toContain('电话 4008008800')
  expect(text()).toContain('2000人群，新人福利')
  expect(document.querySelectorAll('.contact-row')).toHaveLength(4)
  // QR buttons only where there is something to draw
  expect(document.querySelectorAll('.qr-btn')).toHaveLength(2)

  await click(u, '.contact-4 .copy-btn')
  expect(clip).toHaveBeenCalledWith({ data: '123456789' })
  await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已复制' })))

  await click(u, '.contact-2 .qr-btn')
  await waitFor(() => expect(document.querySelector('.qr-code__img')).not.toBeNull())
  expect(document.querySelector('.qr-code__img')!.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
  const svg = Buffer.from(document.querySelector('.qr-code__img')!.getAttribute('src')!.split(',')[1], 'base64').toString()
  expect(svg).toContain('<svg')
  expect(text()).toContain('截图保存后用对应App扫码')

  await click(u, '.kefu-verify')
  expect(nav.navigateTo).toHaveBeenCalledWith('heihao', { tab: 'official' })
})

test('contactkefu: a failed section says so on its own, the others still show', async () => {
  api = mockApi({
    'GET /V2/H5/allQQlist': () => ({ code: 500, msg: '服务器开小差了' }),
    'GET /V2/H5/account': () => ({ code: 200, data: [] }),
    'GET /V2/H5/qqGroup': () => ({ code: 200, data: [contact(4, 'qq_group', '官方交易1群', '123456789')] }),
  })
  await mountPage(ContactKefuPage)
  await waitFor(() => expect(text()).toContain('官方交易1群'))
  await waitFor(() => expect(text()).toContain('服务器开小差了'))
  expect(document.querySelector('.contact-section--accounts')!.textContent).toContain('暂无')
  // each section asked once (no retry behind the failed one); the page also asks what to expect from customer service
  expect(api.calls.filter((c) => c.path.startsWith('/V2/H5/'))).toHaveLength(3)
  expect(api.calls.filter((c) => c.path === '/service/expectation')).toHaveLength(1)
})

test('meiti: platform, name, handle to copy, followers, description; QR of the url', async () => {
  const accounts: SocialAccount[] = [
    { id: 1, platform: 'wechat_mp', name: '橙子游戏交易', handle: 'chengzi_game', description: '每周活动与防骗提醒', url: 'https://mp.weixin.qq.com/x', followers: 123456 },
    { id: 2, platform: 'bilibili', name: '橙子交易官方', handle: 'UID 10086', description: null, url: null, followers: 888 },
  ]
  mockApi({ 'GET /web/social/list': () => ({ code: 200, data: accounts }) })
  const u = await mountPage(MeitiPage)
  await waitFor(() => expect(text()).toContain('橙子游戏交易'))
  expect(text()).toContain('微信公众号')
  expect(text()).toContain('账号 chengzi_game')
  expect(text()).toContain('12.3万 粉丝')
  expect(text()).toContain('每周活动与防骗提醒')
  expect(text()).toContain('哔哩哔哩')
  expect(text()).toContain('888 粉丝')
  expect(document.querySelectorAll('.qr-btn')).toHaveLength(1)
  await click(u, '.media-2 .copy-btn')
  expect(clip).toHaveBeenCalledWith({ data: 'UID 10086' })
  await click(u, '.media-1 .qr-btn')
  await waitFor(() => expect(document.querySelector('.qr-code__img')).not.toBeNull())
})
