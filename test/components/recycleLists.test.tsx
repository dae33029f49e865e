import { resetPageHooks } from './pageHooks'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { RecycleRequest } from '../../contract/types'
import CommitPage from '../../src/pages/index/commit'
import SalePage from '../../src/pages/index/sale'
import MyEvaluationPage from '../../src/pages/other/Myevaluation'
import MyRecyclePage from '../../src/pages/other/myJingjiahuishou'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, mockApi, text, waitFor, type ApiMock } from './helpers'
import { mountPage, quote, recycleRequest, unmountPage, verifiedProfile } from './recycleFixtures'

let api: ApiMock
let modal: jest.SpyInstance

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(verifiedProfile)
  jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
  jest.spyOn(nav, 'reLaunch').mockResolvedValue(undefined as never)
  modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
  jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
})

afterEach(() => {
  unmountPage()
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

const accepted = recycleRequest({
  id: 6,
  title: '国服韩信 全皮肤',
  status: 'accepted',
  quoteCount: 2,
  bestQuote: 160000,
  acceptedQuote: quote(2, 160000, { requestId: 6, status: 'accepted' }),
  orderId: 42,
  orderStatus: 'pending_payment',
})

const urls = () => api.spy.mock.calls.map(([o]) => (o as { url: string }).url)

test('my recycling: tabs ask by status; an open request is cancelled after a confirm; an accepted one links its order', async () => {
  let open: RecycleRequest = recycleRequest({ quoteCount: 1, bestQuote: 120000 })
  api = mockApi({
    'GET /account/backlist/allList': (o) => {
      const status = new URLSearchParams(o.url.split('?')[1]).get('status')
      const all = [open, accepted]
      return { code: 200, data: { rows: status ? all.filter((r) => r.status === status) : all, total: 2 } }
    },
    'POST /account/backlist/5/cancel': () => {
      open = { ...open, status: 'cancelled' }
      return { code: 200, data: open }
    },
  })
  const u = await mountPage(MyRecyclePage)
  await waitFor(() => expect(document.querySelectorAll('.recycle-card')).toHaveLength(2))
  expect(urls()[0]).not.toContain('status=')
  const first = document.querySelector('.recycle-card')!.textContent ?? ''
  expect(first).toContain('V8 百皮肤 荣耀王者')
  expect(first).toContain('¥1500.00')
  expect(first).toContain('¥1200.00')
  // quotes are in: the owner is the one to act
  expect(first).toContain('待选择')
  expect(first).not.toContain('待报价')
  expect(document.querySelector('.recycle-card--accepted')?.textContent).toContain('成交价 ¥1600.00（商户2）')

  await click(u, '.recycle-card--accepted .recycle-order-btn')
  expect(nav.navigateTo).toHaveBeenCalledWith('orderDetail', { id: 42 })
  await click(u, '.recycle-card--open .recycle-quotes-btn')
  expect(nav.navigateTo).toHaveBeenCalledWith('jingjiahuishouPriceList', { id: 5 })

  const tab = Array.from(document.querySelectorAll('.nut-tabs-titles-item')).find((e) => e.textContent === '竞价中')!
  u.fireEvent.click(tab)
  await waitFor(() => expect(urls().some((x) => /status=open/.test(x))).toBe(true))
  await waitFor(() => expect(document.querySelectorAll('.recycle-card')).toHaveLength(1))
  // only open requests may be cancelled
  expect(document.querySelectorAll('.recycle-cancel-btn')).toHaveLength(1)

  modal.mockResolvedValueOnce({ confirm: false, cancel: true })
  await click(u, '.recycle-cancel-btn')
  await waitFor(() => expect(modal).toHaveBeenCalledTimes(1))
  expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0)
  await click(u, '.recycle-cancel-btn')
  await waitFor(() => expect(api.calls.filter((c) => c.path === '/account/backlist/5/cancel')).toHaveLength(1))
  expect(modal.mock.calls[1][0].content).toContain('确定取消该回收申请吗')
  await waitFor(() => expect(text()).toContain('还没有回收申请'))
})

test('my appraisals: expected price against the best quote, the agreed price once accepted; a tap opens the quotes', async () => {
  api = mockApi({
    'GET /account/backlist/allList': () => ({ code: 200, data: { rows: [recycleRequest({ quoteCount: 3, bestQuote: 138000 }), accepted], total: 2 } }),
  })
  const u = await mountPage(MyEvaluationPage)
  await waitFor(() => expect(document.querySelectorAll('.recycle-card')).toHaveLength(2))
  expect(document.querySelector('.recycle-card--open')?.textContent).toContain('最高报价为期望价格的 92%')
  expect(document.querySelector('.recycle-card--accepted')?.textContent).toContain('成交价 ¥1600.00')
  await click(u, '.recycle-card--open')
  expect(nav.navigateTo).toHaveBeenCalledWith('jingjiahuishouPriceList', { id: 5 })
})

test('commit: the request, what happens next and the ways on', async () => {
  api = mockApi({ 'GET /account/backlist/5': () => ({ code: 200, data: recycleRequest() }) })
  const u = await mountPage(CommitPage, { id: '5' })
  await waitFor(() => expect(text()).toContain('申请已提交'))
  expect(text()).toContain('R20261122093015123456')
  expect(text()).toContain('认证商户正在查看并报价')
  expect(text()).toContain('暂无报价')
  await click(u, '.commit-quotes')
  expect(nav.navigateTo).toHaveBeenCalledWith('jingjiahuishouPriceList', { id: 5 })
  await click(u, '.commit-mine')
  expect(nav.navigateTo).toHaveBeenCalledWith('myJingjiahuishou')
  await click(u, '.commit-home')
  expect(nav.reLaunch).toHaveBeenCalledWith('home')
})

test('commit after acceptance names the merchant and links the order', async () => {
  api = mockApi({ 'GET /account/backlist/6': () => ({ code: 200, data: accepted }) })
  await mountPage(CommitPage, { id: '6' })
  await waitFor(() => expect(text()).toContain('你已接受「商户2」的报价 ¥1600.00'))
  expect(document.querySelector('.recycle-order-btn')).not.toBeNull()
})

test('sale: how it works, why it is safe, recent recycles, and the way in', async () => {
  sessionStore.clear()
  api = mockApi({
    'GET /account/backlist/recent': () => ({
      code: 200,
      data: {
        rows: [{ requestNo: 'R1', gameName: '王者荣耀', title: '国服韩信 全皮肤', amount: 88800, merchantName: '星辰回收', completedAt: '2026-11-02T00:00:00.000Z' }],
        total: 1,
      },
    }),
  })
  const u = await mountPage(SalePage)
  await waitFor(() => expect(text()).toContain('国服韩信 全皮肤'))
  expect(text()).toContain('回收流程')
  expect(text()).toContain('平台担保')
  expect(text()).toContain('认证商户')
  expect(text()).toContain('回收商户：星辰回收')
  expect(text()).toContain('¥888.00')
  await click(u, '.sale-start')
  expect(nav.navigateTo).toHaveBeenCalledWith('jingjiahuishou')
})

test('a request with live quotes waits for its owner: 待选择 on the card, the summary and the commit page; without quotes 待报价', async () => {
  const quoted = recycleRequest({ quoteCount: 2, bestQuote: 135000 })
  api = mockApi({ 'GET /account/backlist/5': () => ({ code: 200, data: quoted }) })
  await mountPage(CommitPage, { id: '5' })
  await waitFor(() => expect(text()).toContain('已收到报价'))
  expect(document.querySelector('.recycle-summary .recycle-tag')?.textContent).toBe('待选择')
  expect(text()).toContain('最高 ¥1350.00')
  expect(text()).not.toContain('待报价')
  // the progress marks 提交账号 done and 商户报价 as where it stands
  expect(document.querySelectorAll('.recycle-steps .nut-step-finish')).toHaveLength(1)
  expect(document.querySelector('.recycle-steps .nut-step-process')?.textContent).toContain('商户报价')
  unmountPage()
  document.body.innerHTML = ''

  // quotes counted but none live (all lapsed): back to waiting for merchants
  api = mockApi({ 'GET /account/backlist/allList': () => ({ code: 200, data: { rows: [recycleRequest({ quoteCount: 1, bestQuote: null }), quoted], total: 2 } }) })
  await mountPage(MyEvaluationPage)
  await waitFor(() => expect(document.querySelectorAll('.recycle-card')).toHaveLength(2))
  const tags = Array.from(document.querySelectorAll('.recycle-card .recycle-tag')).map((e) => e.textContent)
  expect(tags).toEqual(['待报价', '待选择'])
  // the tag is a tinted badge, not NutUI's black-bordered plain box
  const tag = document.querySelector('.recycle-tag--choosing') as HTMLElement
  expect(tag.className).not.toContain('nut-tag-plain')
  expect(tag.style.backgroundColor).toBe('rgb(255, 106, 0)')
})
