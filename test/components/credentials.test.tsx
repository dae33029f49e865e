import './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import type { MyGoods } from '../../contract/types'
import CredentialsPage from '../../src/pages/other/credentials'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { resetPageHooks } from './pageHooks'
import { click, logIn, mockApi, text, typeArea, typeInto, waitFor, type ApiMock, type Handler } from './helpers'
import { goods } from './orderFixtures'

const stale = (over: Partial<MyGoods> = {}): MyGoods => ({
  ...goods,
  id: 4,
  title: '租过的账号',
  price: 50000,
  status: 'off_shelf',
  rejectReason: null,
  createdAt: '2026-11-20T00:00:00.000Z',
  activeOrderId: null,
  proceeds: 47500,
  canDelist: false,
  canRelist: false,
  canEditPrice: true,
  bindings: { phone: true, email: true, thirdParty: false },
  credentialsStale: true,
  ...over,
})

let api: ApiMock
let mounted: TestUtils | null = null
let toast: jest.SpyInstance
let back: jest.Mock
/** jest's Taro has no page stack and no navigateBack: the test gives both */
const taro = Taro as unknown as { getCurrentPages?: () => unknown[]; navigateBack?: unknown }
let redirect: jest.SpyInstance

function serve(put: Handler = () => ({ code: 200, data: stale({ status: 'on_sale', credentialsStale: false, canDelist: true }) }), listing = stale()) {
  api = mockApi({
    'GET /need/myConsignment/4': () => ({ code: 200, data: listing }),
    'PUT /need/myConsignment/4/credentials': put,
  })
}

async function mount(params: Record<string, string> = { id: '4' }, stack = ['pages/other/MyProducts/index', 'pages/other/credentials/index']) {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params, path: '/index/other/credentials' } } as never)
  taro.getCurrentPages = () => stack.map((route) => ({ route }))
  const u = (mounted = new TestUtils())
  await u.mount(CredentialsPage)
  return u
}

const puts = () => api.calls.filter((c) => c.method === 'PUT')
const formError = () => document.querySelector('.form-error')?.textContent

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  logIn()
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
  back = jest.fn(() => Promise.resolve({ errMsg: 'ok' }))
  taro.navigateBack = back
  redirect = jest.spyOn(nav, 'redirectTo').mockResolvedValue(undefined as never)
})

afterEach(() => {
  delete taro.getCurrentPages
  delete taro.navigateBack
  mounted?.unmout()
  mounted = null
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

test('shows the listing and why new credentials are needed; each refused field is explained and nothing is sent', async () => {
  serve()
  const u = await mount()
  await waitFor(() => expect(text()).toContain('租过的账号'))
  expect(text()).toContain('¥500.00')
  expect(text()).toContain('已下架')
  expect(document.querySelector('.cred-intro')?.textContent).toContain('请先在游戏中修改密码')
  expect(document.querySelector('.submit-btn')?.textContent).toBe('保存并重新上架')

  await click(u, '.submit-btn')
  expect(formError()).toBe('请填写游戏账号（最多64个字符）')
  expect(document.querySelector('.f-account.cred-field--error')).not.toBeNull()
  // blanks are not an account
  await typeInto(u, '.f-account', '   ')
  await click(u, '.submit-btn')
  expect(formError()).toBe('请填写游戏账号（最多64个字符）')
  await typeInto(u, '.f-account', 'x'.repeat(65))
  await click(u, '.submit-btn')
  expect(formError()).toBe('请填写游戏账号（最多64个字符）')
  await typeInto(u, '.f-account', 'wzry_8888')
  await waitFor(() => expect(formError()).toBe('请填写登录密码（最多64个字符）'))
  expect(document.querySelector('.f-account.cred-field--error')).toBeNull()
  expect(document.querySelector('.f-password.cred-field--error')).not.toBeNull()
  await typeInto(u, '.f-password', 'newpass1')
  // the notes box stops at the server's limit
  await typeArea(u, '.f-notes', '绑'.repeat(501))
  await waitFor(() => expect((document.querySelector('.f-notes textarea') as HTMLTextAreaElement).value).toHaveLength(500))
  expect(formError()).toBeUndefined()
  expect(puts()).toHaveLength(0)
})

test('a good form sends exactly the CredentialsUpdateInput, tells MyProducts below and goes back to it with a toast', async () => {
  serve()
  const heard: MyGoods[] = []
  const listen = (g: MyGoods) => heard.push(g)
  Taro.eventCenter.on('myGoods:updated', listen)
  try {
    const u = await mount()
    await waitFor(() => expect(document.querySelector('.f-account input')).not.toBeNull())
    await typeInto(u, '.f-account', ' wzry_8888 ')
    await typeInto(u, '.f-password', ' newpass1')
    await typeArea(u, '.f-notes', '  ')
    await click(u, '.submit-btn')
    await waitFor(() => expect(puts()).toHaveLength(1))
    // the password is sent as typed (spaces may be part of it); empty notes are null
    expect(puts()[0].data).toEqual({ account: 'wzry_8888', password: ' newpass1', notes: null })
    await waitFor(() => expect(back).toHaveBeenCalledTimes(1))
    expect(redirect).not.toHaveBeenCalled()
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '账号信息已更新，商品已重新上架' }))
    expect(heard.map((g) => [g.id, g.status, g.credentialsStale])).toEqual([[4, 'on_sale', false]])
  } finally {
    Taro.eventCenter.off('myGoods:updated', listen)
  }
})

test('opened on its own (no MyProducts below), saving opens MyProducts on the listing’s tab', async () => {
  serve(() => ({ code: 200, data: stale({ status: 'pending_review', credentialsStale: false }) }))
  const u = await mount({ id: '4' }, ['pages/other/credentials/index'])
  await waitFor(() => expect(document.querySelector('.f-account input')).not.toBeNull())
  await typeInto(u, '.f-account', 'acc')
  await typeInto(u, '.f-password', 'pw')
  await typeArea(u, '.f-notes', '绑定手机 138****0000')
  await click(u, '.submit-btn')
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('MyProducts', { tab: 'pending_review' }))
  expect(puts()[0].data).toEqual({ account: 'acc', password: 'pw', notes: '绑定手机 138****0000' })
  expect(back).not.toHaveBeenCalled()
  // it did not go on sale (never approved): the toast does not say so
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '账号信息已更新' }))
})

test('the server refusing (an order holds it) is shown and what was typed stays', async () => {
  serve(() => ({ code: 409, msg: '该商品有进行中的订单，不能修改账号信息' }))
  const u = await mount()
  await waitFor(() => expect(document.querySelector('.f-account input')).not.toBeNull())
  await typeInto(u, '.f-account', 'acc')
  await typeInto(u, '.f-password', 'pw')
  await click(u, '.submit-btn')
  await waitFor(() => expect(formError()).toBe('该商品有进行中的订单，不能修改账号信息'))
  expect((document.querySelector('.f-account input') as HTMLInputElement).value).toBe('acc')
  expect(back).not.toHaveBeenCalled()
  expect(redirect).not.toHaveBeenCalled()
})

test('a listing without stale credentials can still get new ones, without the rental wording', async () => {
  serve(undefined, stale({ status: 'on_sale', credentialsStale: false, canDelist: true }))
  await mount()
  await waitFor(() => expect(text()).toContain('租过的账号'))
  expect(document.querySelector('.cred-intro')).toBeNull()
  expect(document.querySelector('.submit-btn')?.textContent).toBe('保存')
})

test('without a listing id it says so and asks nothing; someone else’s listing shows the server’s 404', async () => {
  serve()
  await mount({ id: 'abc' })
  await waitFor(() => expect(text()).toContain('商品参数有误'))
  expect(api.calls).toEqual([])
  mounted?.unmout()
  document.body.innerHTML = ''
  api = mockApi({ 'GET /need/myConsignment/5': () => ({ code: 404, msg: '商品不存在' }) })
  await mount({ id: '5' })
  await waitFor(() => expect(text()).toContain('商品不存在'))
  expect(document.querySelector('.submit-btn')).toBeNull()
})

test('logged out, it sends to login and asks nothing', async () => {
  sessionStore.clear()
  serve()
  const login = jest.spyOn(nav, 'goLogin').mockResolvedValue(undefined as never)
  await mount()
  await waitFor(() => expect(login).toHaveBeenCalledWith('credentials'))
  expect(api.calls).toEqual([])
})
