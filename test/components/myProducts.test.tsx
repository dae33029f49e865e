import './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import { runInAction } from 'mobx'
import type { MyGoods } from '../../contract/types'
import MyProductsPage from '../../src/pages/other/MyProducts'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { resetPageHooks } from './pageHooks'
import { click, demoProfile, mockApi, text, typeInto, waitFor, type ApiMock, type Handler } from './helpers'
import { goods } from './orderFixtures'
import { announceMyGoods } from '../../src/utils/myGoodsUpdates'

const mine = (id: number, over: Partial<MyGoods> = {}): MyGoods => ({
  ...goods,
  id,
  goodsNo: 'G2026112200010' + id,
  title: '我的账号 ' + id,
  price: 100000,
  status: 'on_sale',
  rejectReason: null,
  createdAt: '2026-11-20T00:00:00.000Z',
  activeOrderId: null,
  proceeds: 95000,
  canDelist: true,
  canRelist: false,
  canEditPrice: true,
  bindings: { phone: true, email: true, thirdParty: false },
  credentialsStale: false,
  ...over,
})

let api: ApiMock
let mounted: TestUtils | null = null
let toast: jest.SpyInstance

const statusOf = (url: string) => new URLSearchParams(url.split('?')[1]).get('status')

function serve(rows: (status: string) => MyGoods[], more: Record<string, Handler> = {}) {
  api = mockApi({
    'GET /need/myConsignment': (o) => {
      const r = rows(statusOf(o.url) ?? 'all')
      return { code: 200, data: { rows: r, total: r.length } }
    },
    ...more,
  })
}

// NutUI Tabs measure their titles through Taro's selector query, which needs a current page element
async function mount(): Promise<TestUtils> {
  const container = document.createElement('div')
  container.id = '/pages/test/index'
  document.body.appendChild(container)
  Current.page = { path: container.id } as never
  const u = (mounted = new TestUtils())
  await u.mount(MyProductsPage, { container })
  return u
}

const posts = (path: string) => api.calls.filter((c) => c.method === 'POST' && c.path === path)
const row = (id: number) => document.querySelector('.my-product-' + id) as HTMLElement | null

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: {}, path: '/index/other/MyProducts' } } as never)
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
  jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
})

afterEach(() => {
  mounted?.unmout()
  mounted = null
  Current.page = null
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

test('tabs ask for their status; rows show price, status, proceeds, reject reason and the allowed actions', async () => {
  serve((status) =>
    status === 'rejected'
      ? [mine(3, { status: 'rejected', rejectReason: '图片不清晰', canDelist: false, canRelist: true, canEditPrice: true })]
      : [mine(1), mine(2, { status: 'reserved', activeOrderId: 8, canDelist: false, canEditPrice: false })],
  )
  const u = await mount()
  await waitFor(() => expect(row(1)).not.toBeNull())
  expect(statusOf(api.spy.mock.calls[0][0].url)).toBe('all')
  expect(row(1)!.textContent).toContain('¥1000.00')
  expect(row(1)!.textContent).toContain('在售')
  expect(row(1)!.textContent).toContain('预计到手 ¥950.00')
  expect(row(1)!.querySelector('.act-delist')).not.toBeNull()
  expect(row(2)!.textContent).toContain('交易中')
  expect(row(2)!.textContent).toContain('有进行中的订单')
  expect(row(2)!.querySelector('.my-product__actions')).toBeNull()

  const tab = (label: string) => Array.from(document.querySelectorAll('.nut-tabs-titles-item')).find((e) => e.textContent === label)!
  u.fireEvent.click(tab('审核中'))
  await waitFor(() => expect(api.spy.mock.calls.some(([o]) => statusOf((o as { url: string }).url) === 'pending_review')).toBe(true))
  u.fireEvent.click(tab('未通过'))
  await waitFor(() => expect(row(3)).not.toBeNull())
  expect(row(3)!.textContent).toContain('未通过原因：图片不清晰')
  expect(row(3)!.querySelector('.act-relist')?.textContent).toBe('重新提交')

  u.fireEvent.click(row(3)!)
  expect(nav.navigateTo).toHaveBeenCalledWith('goodDetail', { id: 3 })
})

test('delist asks first, then the row shows the answered listing (off shelf, relist offered) in place', async () => {
  serve(() => [mine(1)], {
    'POST /goods/info/downGoods': () => ({ code: 200, data: mine(1, { status: 'off_shelf', canDelist: false, canRelist: true }) }),
  })
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValueOnce({ confirm: false, cancel: true } as never)
  const u = await mount()
  await waitFor(() => expect(row(1)).not.toBeNull())
  await click(u, '.my-product-1 .act-delist')
  await waitFor(() => expect(modal).toHaveBeenCalledTimes(1))
  expect(modal.mock.calls[0][0]).toMatchObject({ content: '确定下架该商品吗？下架后买家将看不到它。' })
  expect(posts('/goods/info/downGoods')).toHaveLength(0)
  // the tap on the action did not open the listing
  expect(nav.navigateTo).not.toHaveBeenCalled()

  modal.mockResolvedValueOnce({ confirm: true, cancel: false } as never)
  await click(u, '.my-product-1 .act-delist')
  await waitFor(() => expect(posts('/goods/info/downGoods')).toHaveLength(1))
  expect(posts('/goods/info/downGoods')[0].data).toEqual({ id: 1 })
  await waitFor(() => expect(row(1)!.querySelector('.my-product__status')?.textContent).toBe('已下架'))
  expect(row(1)!.querySelector('.act-delist')).toBeNull()
  expect(row(1)!.querySelector('.act-relist')?.textContent).toBe('上架')
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已下架' }))
})

test('edit price: a bad price is explained and nothing is sent; a good one updates the row', async () => {
  serve(() => [mine(1)], {
    'POST /need/goods/editPrice': (o) => {
      const { price } = o.data as { price: number }
      return { code: 200, data: mine(1, { price, proceeds: price - Math.round(price * 0.05) }) }
    },
  })
  const u = await mount()
  await waitFor(() => expect(row(1)).not.toBeNull())
  await click(u, '.my-product-1 .act-edit-price')
  await waitFor(() => expect(document.querySelector('.edit-price-input input')).not.toBeNull())
  await typeInto(u, '.edit-price-input', '0.5')
  await click(u, '.edit-price-submit')
  await waitFor(() => expect(document.querySelector('.edit-price-error')?.textContent).toBe('价格需在1-1000000元之间'))
  await typeInto(u, '.edit-price-input', '')
  await click(u, '.edit-price-submit')
  await waitFor(() => expect(document.querySelector('.edit-price-error')?.textContent).toBe('请输入正确的价格（元，最多两位小数）'))
  expect(posts('/need/goods/editPrice')).toHaveLength(0)

  await typeInto(u, '.edit-price-input', '888.8')
  await click(u, '.edit-price-submit')
  await waitFor(() => expect(posts('/need/goods/editPrice')).toHaveLength(1))
  expect(posts('/need/goods/editPrice')[0].data).toEqual({ id: 1, price: 88880 })
  await waitFor(() => expect(row(1)!.querySelector('.my-product__price')?.textContent).toBe('¥888.80'))
  expect(row(1)!.textContent).toContain('预计到手 ¥844.36')
})

test('a 409 from the server (an order holds it) is shown and the row stays as it was', async () => {
  const busy = { code: 409, msg: '该商品有进行中的订单，不能下架或改价' }
  serve(() => [mine(1)], { 'POST /goods/info/downGoods': () => busy, 'POST /need/goods/editPrice': () => busy })
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
  const u = await mount()
  await waitFor(() => expect(row(1)).not.toBeNull())
  await click(u, '.my-product-1 .act-delist')
  await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '该商品有进行中的订单，不能下架或改价' })))
  expect(row(1)!.querySelector('.my-product__status')?.textContent).toBe('在售')

  await click(u, '.my-product-1 .act-edit-price')
  await waitFor(() => expect(document.querySelector('.edit-price-input input')).not.toBeNull())
  await typeInto(u, '.edit-price-input', '99')
  await click(u, '.edit-price-submit')
  await waitFor(() => expect(document.querySelector('.edit-price-error')?.textContent).toBe('该商品有进行中的订单，不能下架或改价'))
  expect(row(1)!.querySelector('.my-product__price')?.textContent).toBe('¥1000.00')
})

test('no listings: the empty state offers to sell', async () => {
  serve(() => [])
  const u = await mount()
  await waitFor(() => expect(text()).toContain('还没有商品'))
  await click(u, '.my-products-sell')
  expect(nav.navigateTo).toHaveBeenCalledWith('sell')
})

test('relist: the row shows what the server did (back to review when it was never approved)', async () => {
  serve(() => [mine(5, { status: 'off_shelf', canDelist: false, canRelist: true })], {
    'GET /goods/info/upGoods/5': () => ({ code: 200, data: mine(5, { status: 'pending_review', canRelist: false, canEditPrice: true }) }),
  })
  const u = await mount()
  await waitFor(() => expect(row(5)).not.toBeNull())
  expect(row(5)!.querySelector('.act-relist')?.textContent).toBe('上架')
  await click(u, '.my-product-5 .act-relist')
  await waitFor(() => expect(row(5)!.querySelector('.my-product__status')?.textContent).toBe('审核中'))
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已重新提交审核' }))
})

test('a listing a rental left with known credentials says why it is off the shelf and opens the credentials form; saved there, the row is back on sale', async () => {
  serve(() => [mine(4, { status: 'off_shelf', credentialsStale: true, canDelist: false, canRelist: false, canEditPrice: true }), mine(5)])
  const u = await mount()
  await waitFor(() => expect(row(4)).not.toBeNull())
  expect(row(4)!.querySelector('.my-product__stale')?.textContent).toBe('租期结束，请修改账号密码后重新上架')
  expect(row(4)!.querySelector('.act-relist')).toBeNull()
  expect(row(5)!.querySelector('.my-product__stale')).toBeNull()
  expect(row(5)!.querySelector('.act-credentials')).toBeNull()
  await click(u, '.my-product-4 .act-credentials')
  expect(row(4)!.querySelector('.act-credentials')?.textContent).toBe('更新账号信息')
  expect(nav.navigateTo).toHaveBeenCalledWith('credentials', { id: 4 })
  expect(nav.navigateTo).toHaveBeenCalledTimes(1)

  // the credentials page answers with the listing as it is now; this page, under it, shows that on the way back
  announceMyGoods(mine(4, { status: 'on_sale', credentialsStale: false }))
  await waitFor(() => expect(row(4)!.querySelector('.my-product__status')?.textContent).toBe('在售'))
  expect(row(4)!.querySelector('.my-product__stale')).toBeNull()
  expect(row(4)!.querySelector('.act-credentials')).toBeNull()
  expect(row(4)!.querySelector('.act-delist')).not.toBeNull()
})
