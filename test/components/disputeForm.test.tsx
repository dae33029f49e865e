import { resetPageHooks } from './pageHooks'
import Taro from '@tarojs/taro'
import type { Dispute } from '../../contract/trade'
import type { OrderDetail } from '../../contract/types'
import DisputePage from '../../src/pages/other/dispute'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, logIn, mockApi, text, typeArea, waitFor, type ApiMock } from './helpers'
import { order } from './orderFixtures'
import { mountPage, unmountPage } from './recycleFixtures'
import { dispute } from './tradeFixtures'

let api: ApiMock
let redirect: jest.SpyInstance

const inHandover = (over: Partial<OrderDetail> = {}) => order({ status: 'handover', payDeadline: null, roomId: 8, ...over })

function serve(o: OrderDetail, latest: Dispute | null, post: () => { code: number; msg?: string; data?: unknown } = () => ({ code: 200, data: dispute() })) {
  api = mockApi({
    'GET /need/order/42': () => ({ code: 200, data: o }),
    'GET /need/order/42/dispute': () => ({ code: 200, data: latest }),
    'POST /need/order/42/dispute': post,
  })
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  logIn()
  redirect = jest.spyOn(nav, 'redirectTo').mockResolvedValue(undefined as never)
  jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
})

afterEach(() => {
  unmountPage()
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

const posted = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/need/order/42/dispute')

test('申请售后: type and description checked on screen, images uploaded, then sent and on to the room with a toast', async () => {
  let answer: { code: number; msg?: string; data?: unknown } = { code: 409, msg: '该订单已有进行中的售后' }
  serve(inHandover(), null, () => answer)
  jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['/tmp/shot.png'], tempFiles: [] } as never)
  jest.spyOn(Taro, 'uploadFile').mockResolvedValue({
    statusCode: 200,
    data: JSON.stringify({ code: 200, msg: 'ok', data: { url: '/api/uploads/shot.png', width: 10, height: 10, size: 100 } }),
  } as never)
  const u = await mountPage(DisputePage, { orderId: '42' })
  await waitFor(() => expect(text()).toContain('问题类型'))
  expect(text()).toContain('国服V8 满英雄 300皮肤')
  for (const label of ['账号与描述不符', '换绑未完成或失败', '账号被找回', '其他问题']) expect(text()).toContain(label)

  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('请选择问题类型'))
  await click(u, '.dispute-type--handover_failed')
  expect(document.querySelector('.dispute-type--handover_failed')?.className).toContain('option-chip--on')
  // fixed, so the error goes at once (the next problem waits for the next submit)
  await waitFor(() => expect(document.querySelector('.form-error')).toBeNull())
  await typeArea(u, '.f-dispute-description', '   换绑失败了   ')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('问题描述需为10-1000个字'))
  expect(posted()).toHaveLength(0)
  // the counter shows the limit
  expect(text()).toContain('/1000')

  await typeArea(u, '.f-dispute-description', '  卖家说已换绑手机，但登录后绑定的还是原手机号  ')
  await waitFor(() => expect(text()).not.toContain('问题描述需为10-1000个字'))
  await click(u, '.image-uploader__add')
  await waitFor(() => expect(document.querySelectorAll('.image-uploader__img')).toHaveLength(1))
  await click(u, '.submit-btn')
  // the server's refusal is said, and nothing typed is lost
  await waitFor(() => expect(text()).toContain('该订单已有进行中的售后'))
  expect(redirect).not.toHaveBeenCalled()

  answer = { code: 200, data: dispute() }
  await click(u, '.submit-btn')
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('room', { orderId: 42 }))
  expect(posted()).toHaveLength(2)
  expect(posted()[1].data).toEqual({ type: 'handover_failed', description: '卖家说已换绑手机，但登录后绑定的还是原手机号', images: ['/api/uploads/shot.png'] })
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '售后申请已提交，请在交易房间与卖家沟通' }))
})

test('an order that cannot take a dispute says why instead of a form', async () => {
  // a dispute is already open: to the room
  serve(inHandover(), dispute({ status: 'awaiting_seller' }))
  let u = await mountPage(DisputePage, { orderId: '42' })
  await waitFor(() => expect(text()).toContain('该订单已有进行中的售后，请在交易房间查看'))
  expect(document.querySelector('.dispute-form')).toBeNull()
  await click(u, '.dispute-to-room')
  expect(redirect).toHaveBeenCalledWith('room', { orderId: 42 })
  unmountPage()

  // the seller, an unpaid order, a rental, a completed order the server closed: no form
  for (const o of [
    inHandover({ role: 'seller' }),
    order(),
    inHandover({ kind: 'rental', status: 'delivered' }),
    inHandover({ status: 'completed', canDispute: false }),
  ]) {
    serve(o, null)
    u = await mountPage(DisputePage, { orderId: '42' })
    await waitFor(() => expect(text()).toContain('该订单当前不能申请售后'))
    expect(document.querySelector('.dispute-form')).toBeNull()
    unmountPage()
    document.body.innerHTML = ''
  }

  // a completed order inside the window (the server says so): the form; a withdrawn dispute does not block
  serve(inHandover({ status: 'completed', canDispute: true }), dispute({ status: 'withdrawn' }))
  await mountPage(DisputePage, { orderId: '42' })
  await waitFor(() => expect(document.querySelector('.dispute-form')).not.toBeNull())
})

test('a bad order id is refused without asking the server', async () => {
  serve(inHandover(), null)
  await mountPage(DisputePage, { orderId: 'abc' })
  await waitFor(() => expect(text()).toContain('订单参数有误'))
  expect(api.calls).toHaveLength(0)
})
