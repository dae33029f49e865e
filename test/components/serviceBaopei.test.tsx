import { resetPageHooks } from './pageHooks'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { ClaimableOrder, CompensationClaim } from '../../contract/service'
import type { OrderSummary } from '../../contract/types'
import BaopeiPage from '../../src/pages/other/baopei'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, mockApi, text, typeInto, waitFor, type ApiMock } from './helpers'
import { goods } from './orderFixtures'
import { mountPage, unmountPage } from './recycleFixtures'

let api: ApiMock
let toast: jest.SpyInstance

const orderOf = (id: number): OrderSummary => ({
  id,
  orderNo: 'O2026112200000' + id,
  status: 'completed',
  goods: { ...goods, id: 100 + id, title: '订单' + id + '的账号', status: 'sold' },
  price: 100000,
  total: 110000,
  sellerProceeds: 95000,
  createdAt: '2026-11-01T00:00:00.000Z',
  payDeadline: null,
  role: 'buyer',
  kind: 'sale',
  rental: null,
  roomId: null,
  unread: 0,
})

const claimable: ClaimableOrder[] = [
  { order: orderOf(41), compensation: 'extended', cap: 100000, until: '2027-02-01T00:00:00.000Z' },
  { order: orderOf(42), compensation: 'standard', cap: 50000, until: '2026-12-01T00:00:00.000Z' },
]

const claim = (over: Partial<CompensationClaim> = {}): CompensationClaim => ({
  id: 1,
  claimNo: 'C20261122000001',
  order: orderOf(40),
  reason: 'retrieved',
  description: '账号被原号主通过申诉找回了',
  images: ['/api/uploads/e.png'],
  contact: '13800001234',
  status: 'approved',
  cap: 100000,
  topups: [],
  paidAmount: 80000,
  decisionNote: '核实属实，按80%赔付',
  createdAt: '2026-11-10T02:00:00.000Z',
  decidedAt: '2026-11-11T02:00:00.000Z',
  dueAt: null,
  overdue: false,
  recovery: null,
  ...over,
})

function serve(extra: Parameters<typeof mockApi>[0] = {}) {
  api = mockApi({
    'GET /V2/H5/gonggaoDetails': () => ({
      code: 200,
      data: { id: 5, noticeType: '5', title: '包赔服务说明', summary: '', cover: null, pinned: false, category: null, publishedAt: '2026-01-01T00:00:00.000Z', content: '<p>包赔条款正文</p>' },
    }),
    'GET /need/claims/eligible': () => ({ code: 200, data: claimable }),
    'GET /need/claims': () => ({ code: 200, data: { rows: [claim(), claim({ id: 2, claimNo: 'C2', status: 'submitted', paidAmount: null, decisionNote: null })], total: 2 } }),
    'POST /need/claims': () => ({ code: 200, data: claim({ id: 3, status: 'submitted', paidAmount: null, decisionNote: null }) }),
    ...extra,
  })
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
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

const posted = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/need/claims')
const tab = (label: string) => Array.from(document.querySelectorAll('.nut-tabs-titles-item')).find((e) => e.textContent === label)!

test('the terms for everyone; without a session the claim tabs ask to log in and nothing is asked', async () => {
  sessionStore.clear()
  serve()
  const u = await mountPage(BaopeiPage)
  await waitFor(() => expect(text()).toContain('包赔条款正文'))
  u.fireEvent.click(tab('申请理赔'))
  await waitFor(() => expect(text()).toContain('登录后可查看可理赔的订单并申请理赔'))
  const login = jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
  await click(u, '.baopei-login .login-prompt__btn')
  // says why, then logs in over the page and comes back to the claim tab
  expect(login).toHaveBeenCalledWith('login', { redirect: 'baopei', back: 'tab=apply', reason: 'claim' })
  expect(api.calls.filter((c) => c.path.startsWith('/need/'))).toHaveLength(0)
})

test('eligible orders with cap and window; a bad claim is refused on screen; a good one posts exactly CompensationClaimInput', async () => {
  serve()
  jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['/tmp/e.png'], tempFiles: [] } as never)
  jest.spyOn(Taro, 'uploadFile').mockResolvedValue({
    statusCode: 200,
    data: JSON.stringify({ code: 200, msg: 'ok', data: { url: '/api/uploads/e.png', contentType: 'image/png', size: 10 } }),
  } as never)
  const u = await mountPage(BaopeiPage, { tab: 'apply' })
  await waitFor(() => expect(document.querySelectorAll('.claimable')).toHaveLength(2))
  expect(text()).toContain('订单41的账号')
  expect(text()).toContain('加长包赔')
  expect(text()).toContain('最高赔付 ¥1000.00')
  expect(text()).toContain('标准包赔')
  expect(text()).toContain('最高赔付 ¥500.00')
  expect(text()).toContain('保障期至 2026-12-01')

  await click(u, '.claimable-42 .apply-btn')
  await waitFor(() => expect(text()).toContain('理赔申请'))
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('请选择理赔原因'))
  await click(u, '.reason-banned')
  const area = () => document.querySelector('.f-description textarea')!
  u.fireEvent.input(area(), { target: { value: '被封了' } } as unknown as InputEventInit)
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('情况说明需为10-1000个字'))
  u.fireEvent.input(area(), { target: { value: '  登录时提示账号因违规被封禁十年，购买前并无记录。 ' } } as unknown as InputEventInit)
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('请上传1-6张证据截图'))
  await click(u, '.image-uploader__add')
  await waitFor(() => expect(document.querySelectorAll('.image-uploader__img')).toHaveLength(1))
  await typeInto(u, '.f-contact', 'QQ')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('联系方式需为5-50个字'))
  expect((document.querySelector('.f-contact input') as HTMLInputElement).value).toBe('QQ')
  expect(posted()).toHaveLength(0)

  await typeInto(u, '.f-contact', ' QQ 123456 ')
  await click(u, '.submit-btn')
  await waitFor(() => expect(posted()).toHaveLength(1))
  expect(posted()[0].data).toEqual({
    orderId: 42,
    reason: 'banned',
    description: '登录时提示账号因违规被封禁十年，购买前并无记录。',
    images: ['/api/uploads/e.png'],
    contact: 'QQ 123456',
  })
  await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '理赔申请已提交，请留意消息通知' })))
  // on to my claims, with both lists asked again
  await waitFor(() => expect(text()).toContain('C20261122000001'))
  expect(api.calls.filter((c) => c.path === '/need/claims/eligible').length).toBeGreaterThanOrEqual(2)
})

test('a claim the server refuses (409) shows its sentence and keeps the form', async () => {
  serve({ 'POST /need/claims': () => ({ code: 409, msg: '该订单已有处理中的理赔申请' }) })
  jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['/tmp/e.png'], tempFiles: [] } as never)
  jest.spyOn(Taro, 'uploadFile').mockResolvedValue({
    statusCode: 200,
    data: JSON.stringify({ code: 200, msg: 'ok', data: { url: '/api/uploads/e.png', contentType: 'image/png', size: 10 } }),
  } as never)
  const u = await mountPage(BaopeiPage, { orderId: '41' })
  await waitFor(() => expect(text()).toContain('理赔申请'))
  expect(document.querySelector('.claim-form')).not.toBeNull()
  await click(u, '.reason-retrieved')
  u.fireEvent.input(document.querySelector('.f-description textarea')!, { target: { value: '账号被原号主通过申诉找回了。' } } as unknown as InputEventInit)
  await click(u, '.image-uploader__add')
  await waitFor(() => expect(document.querySelectorAll('.image-uploader__img')).toHaveLength(1))
  await typeInto(u, '.f-contact', '13800001234')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('该订单已有处理中的理赔申请'))
  expect(posted()[0].data).toMatchObject({ orderId: 41, reason: 'retrieved' })
  expect((document.querySelector('.f-contact input') as HTMLInputElement).value).toBe('13800001234')
})

test('my claims: status, paid amount and decision note; an empty eligible list says why', async () => {
  serve({ 'GET /need/claims/eligible': () => ({ code: 200, data: [] }) })
  const u = await mountPage(BaopeiPage, { tab: 'mine' })
  await waitFor(() => expect(document.querySelectorAll('.claim-card')).toHaveLength(2))
  expect(text()).toContain('已赔付')
  expect(text()).toContain('¥800.00')
  expect(text()).toContain('核实属实，按80%赔付')
  expect(text()).toContain('审核中')
  // each claim downloads its evidence bundle (下载证据包)
  expect([...document.querySelectorAll('.claim-evidence')].map((b) => b.textContent)).toEqual(['下载证据包', '下载证据包'])
  u.fireEvent.click(tab('申请理赔'))
  await waitFor(() => expect(text()).toContain('暂无可申请理赔的订单'))
})

test('a 充值包赔 order: top-ups are added with amount, date and receipt, refused one by one, and sent in fen', async () => {
  serve({ 'GET /need/claims/eligible': () => ({ code: 200, data: [{ order: orderOf(43), compensation: 'topup', cap: 100000, until: '2027-11-01T00:00:00.000Z' }] }) })
  jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['/tmp/e.png'], tempFiles: [] } as never)
  jest.spyOn(Taro, 'uploadFile').mockResolvedValue({
    statusCode: 200,
    data: JSON.stringify({ code: 200, msg: 'ok', data: { url: '/api/uploads/e.png', contentType: 'image/png', size: 10 } }),
  } as never)
  const u = await mountPage(BaopeiPage, { orderId: '43' })
  await waitFor(() => expect(document.querySelector('.claim-topups')).not.toBeNull())
  await click(u, '.reason-retrieved')
  u.fireEvent.input(document.querySelector('.f-description textarea')!, { target: { value: '账号被原号主通过申诉找回了，期间充值了两次。' } } as unknown as InputEventInit)
  await click(u, '.claim-form > .form-block .image-uploader__add')
  await waitFor(() => expect(document.querySelectorAll('.image-uploader__img')).toHaveLength(1))
  await typeInto(u, '.f-contact', '13800001234')
  await click(u, '.claim-topups__add')
  await waitFor(() => expect(document.querySelector('.topup-1')).not.toBeNull())
  await typeInto(u, '.topup-1 .f-topup-amount', '648')
  await typeInto(u, '.topup-1 .f-topup-date', '2026/11/20')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('第1笔充值日期请按“2026-11-20”填写，且不晚于今天'))
  await typeInto(u, '.topup-1 .f-topup-date', '2026-11-20')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('第1笔充值请上传1张充值凭证'))
  expect(posted()).toHaveLength(0)
  await click(u, '.topup-1 .image-uploader__add')
  await waitFor(() => expect(document.querySelectorAll('.image-uploader__img')).toHaveLength(2))
  await click(u, '.submit-btn')
  await waitFor(() => expect(posted()).toHaveLength(1))
  expect(posted()[0].data).toMatchObject({ orderId: 43, reason: 'retrieved', topups: [{ amount: 64800, paidAt: expect.any(String), receipt: '/api/uploads/e.png' }] })
})
