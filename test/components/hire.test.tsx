import './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import { runInAction } from 'mobx'
import type { GoodsDetail, MyGoods, OrderDetail, RentableGoods, RentTerms } from '../../contract/types'
import OrderCard from '../../src/components/OrderCard'
import GoodDetailPage from '../../src/pages/index/goodDetail'
import HirePage from '../../src/pages/other/hire'
import OrderDetailPage from '../../src/pages/index/orderDetail'
import MyProductsPage from '../../src/pages/other/MyProducts'
import { catalogStore } from '../../src/stores/catalog'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import * as nav from '../../src/utils/nav'
import { click, demoProfile, mockApi, sleep, text, typeInto, waitFor, type ApiMock, type Handler } from './helpers'
import { goods, order } from './orderFixtures'
import { resetPageHooks } from './pageHooks'
import { mountPage, unmountPage } from './recycleFixtures'

let api: ApiMock
let navigate: jest.SpyInstance
let toast: jest.SpyInstance

const terms = (over: Partial<RentTerms> = {}): RentTerms => ({ hourPrice: 500, dayPrice: 3000, minHours: 2, ...over })
const rentable = (id: number, t: Partial<RentTerms> = {}): RentableGoods => ({ goods: { ...goods, id, title: '可租账号 ' + id }, terms: terms(t) })
const gets = (path: string) => api.calls.filter((c) => c.method === 'GET' && c.path === path)
const posts = (path: string) => api.calls.filter((c) => c.method === 'POST' && c.path === path)
const queryOf = (path: string, i = -1) => {
  const calls = api.spy.mock.calls.map(([o]) => (o as { url: string }).url).filter((u) => u.includes(path))
  return new URLSearchParams(calls.at(i)!.split('?')[1] ?? '')
}

function logIn() {
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    catalogStore.gameTypeList = []
  })
  navigate = jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
})

afterEach(() => {
  unmountPage()
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

describe('hire (我要租)', () => {
  function serveList(rows: RentableGoods[]) {
    api = mockApi({
      'GET /web/game/list': () => ({
        code: 200,
        data: [{ type: 'mobile', typeName: '手游', games: [{ id: 1, name: '王者荣耀', icon: '/i.svg', hot: 1 }, { id: 2, name: '和平精英', icon: '/j.svg', hot: 1 }] }],
      }),
      'GET /web/rent/list': () => ({ code: 200, data: { rows, total: rows.length } }),
    })
  }

  test('lists rentable accounts with their terms; game, sort and keyword ask the server again; a card opens the rent sheet', async () => {
    serveList([rentable(7), rentable(8, { hourPrice: null, minHours: 1 })])
    const u = await mountPage(HirePage)
    await waitFor(() => expect(document.querySelectorAll('.goods-card')).toHaveLength(2))
    expect(text()).toContain('共 2 个可租账号')
    expect(text()).toContain('¥5.00/小时 · ¥30.00/天 · 2小时起租')
    expect(text()).toContain('¥30.00/天')
    expect(queryOf('/web/rent/list').get('sort')).toBe('newest')
    expect(queryOf('/web/rent/list').get('gameId')).toBeNull()

    await click(u, '.hire-sort--hourPriceAsc')
    await waitFor(() => expect(queryOf('/web/rent/list').get('sort')).toBe('hourPriceAsc'))
    await waitFor(() => expect(document.querySelector('.hire-game--2')).not.toBeNull())
    await click(u, '.hire-game--2')
    await waitFor(() => expect(queryOf('/web/rent/list').get('gameId')).toBe('2'))
    await typeInto(u, '.hire-search', '国服')
    await click(u, '.hire-search__btn')
    await waitFor(() => expect(queryOf('/web/rent/list').get('keyword')).toBe('国服'))
    expect(queryOf('/web/rent/list').get('sort')).toBe('hourPriceAsc')

    await waitFor(() => expect(document.querySelector('.goods-card')).not.toBeNull())
    await click(u, '.goods-card')
    expect(navigate).toHaveBeenCalledWith('goodDetail', { id: 7, rent: 1 })
  })

  test('nothing for rent: the empty state says so', async () => {
    serveList([])
    await mountPage(HirePage)
    await waitFor(() => expect(text()).toContain('暂无可租用的账号'))
  })
})

describe('renting from the listing page', () => {
  const detail = (over: Partial<GoodsDetail> = {}): GoodsDetail => ({
    ...goods,
    description: '',
    images: [],
    attrs: [],
    systemName: null,
    carrierName: null,
    areaName: null,
    serverName: null,
    seller: {
      id: 99,
      nickname: '卖家',
      avatar: null,
      verified: true,
      sales: 1,
      memberSince: '2025-01-01T00:00:00.000Z',
      stats: { completedTrades: 1, positiveRate: null, ratingCount: 0, averageStars: null, avgHandoverMinutes: null, disputeRate: 0 },
    },
    protection: { inspection: null, risk: null },
    accountRealName: 'seller',
    bindings: { phone: true, email: true, thirdParty: false },
    favourite: false,
    buyable: true,
    rentable: true,
    ...over,
  })

  function serveDetail(opts: { terms?: RentTerms | null; blocked?: string | null; order?: Handler } = {}) {
    api = mockApi({
      'GET /web/goods/7': () => ({ code: 200, data: detail({ rentable: opts.terms !== null }) }),
      'GET /web/rent/7': () => (opts.terms === null ? { code: 404, msg: '该商品暂不支持出租' } : { code: 200, data: opts.terms ?? terms() }),
      'GET /need/rent/preview': (o) => {
        const q = new URLSearchParams(o.url.split('?')[1])
        const price = (q.get('unit') === 'hour' ? 500 : 3000) * Number(q.get('quantity'))
        const fee = Math.max(100, Math.round(price * 0.02))
        return { code: 200, data: { price, serviceFee: fee, total: price + fee, payMinutes: 15, blocked: opts.blocked ?? null } }
      },
      'POST /need/rent/order': opts.order ?? (() => ({ code: 200, data: order({ id: 55, kind: 'rental' }) })),
    })
  }

  async function mountDetail(params: Record<string, string> = {}) {
    const u = await mountPage(GoodDetailPage, { id: '7', ...params })
    await waitFor(() => expect(text()).toContain(goods.title))
    return u
  }

  test('a listing not offered for rent has no rent card or button', async () => {
    logIn()
    serveDetail({ terms: null })
    await mountDetail()
    await sleep(20)
    // the listing says it is not offered, so its terms (a 404) are never asked for
    expect(gets('/web/rent/7')).toHaveLength(0)
    expect(document.querySelector('.rent-btn')).toBeNull()
    expect(text()).not.toContain('可租用')
  })

  test('the sheet prices the choice on the server, needs the terms accepted, then orders and goes to pay', async () => {
    logIn()
    serveDetail()
    const u = await mountDetail()
    await waitFor(() => expect(document.querySelector('.rent-btn')).not.toBeNull())
    expect(text()).toContain('可租用')
    expect(text()).toContain('¥5.00/小时 · ¥30.00/天 · 2小时起租')
    await click(u, '.rent-btn')
    await waitFor(() => expect(document.querySelector('.rent-total')?.textContent).toBe('¥11.00'))
    expect(queryOf('/need/rent/preview').toString()).toBe('goodsId=7&unit=hour&quantity=2')
    expect(text()).toContain('可租2-72小时')

    await click(u, '.rent-quantity .nut-inputnumber-add')
    await waitFor(() => expect(document.querySelector('.rent-total')?.textContent).toBe('¥16.00'))
    await click(u, '.rent-unit--day')
    await waitFor(() => expect(document.querySelector('.rent-total')?.textContent).toBe('¥31.00'))
    expect(queryOf('/need/rent/preview').get('quantity')).toBe('1')

    await click(u, '.rent-submit')
    await waitFor(() => expect(document.querySelector('.rent-message')?.textContent).toBe('请先阅读并同意交易须知'))
    expect(posts('/need/rent/order')).toHaveLength(0)
    await click(u, '.rent-terms__check')
    await click(u, '.rent-submit')
    await waitFor(() => expect(posts('/need/rent/order')).toHaveLength(1))
    expect(posts('/need/rent/order')[0].data).toEqual({ goodsId: 7, unit: 'day', quantity: 1, agree: true })
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('pay', { orderId: 55 }))
  })

  test('a refusal from the server stays in the sheet with the choice kept', async () => {
    logIn()
    serveDetail({ order: () => ({ code: 400, msg: '按小时租用需为2-72小时' }) })
    const u = await mountDetail()
    await waitFor(() => expect(document.querySelector('.rent-btn')).not.toBeNull())
    await click(u, '.rent-btn')
    await waitFor(() => expect(document.querySelector('.rent-total')?.textContent).toBe('¥11.00'))
    await click(u, '.rent-terms__check')
    await click(u, '.rent-submit')
    await waitFor(() => expect(document.querySelector('.rent-message')?.textContent).toBe('按小时租用需为2-72小时'))
    expect(navigate).not.toHaveBeenCalledWith('pay', expect.anything())
    expect(document.querySelector('.rent-unit--hour.rent-unit--on')).not.toBeNull()
  })

  test('blocked (no real name): the sheet says why, offers verification and cannot submit', async () => {
    logIn()
    serveDetail({ blocked: 'realname' })
    const u = await mountDetail()
    await waitFor(() => expect(document.querySelector('.rent-btn')).not.toBeNull())
    await click(u, '.rent-btn')
    await waitFor(() => expect(text()).toContain('完成实名认证后才能租用账号'))
    await click(u, '.rent-terms__check')
    await click(u, '.rent-submit')
    await sleep(20)
    expect(posts('/need/rent/order')).toHaveLength(0)
    await click(u, '.rent-blocked__go')
    expect(navigate).toHaveBeenCalledWith('Realname')
  })

  test('coming from the rent list (?rent=1) opens the sheet; logged out, rent goes to login', async () => {
    logIn()
    serveDetail()
    await mountDetail({ rent: '1' })
    await waitFor(() => expect(document.querySelector('.rent-total')?.textContent).toBe('¥11.00'))
    unmountPage()
    document.body.innerHTML = ''
    sessionStore.clear()
    serveDetail()
    const u = await mountDetail({ rent: '1' })
    await waitFor(() => expect(document.querySelector('.rent-btn')).not.toBeNull())
    expect(gets('/need/rent/preview')).toHaveLength(0)
    await click(u, '.rent-btn')
    expect(navigate).toHaveBeenCalledWith('login', { redirect: 'goodDetail', back: 'id=7&rent=1', reason: 'rent' })
  })
})

describe('rent settings of my listings', () => {
  const mine = (id: number, over: Partial<MyGoods> = {}): MyGoods => ({
    ...goods,
    id,
    title: '我的账号 ' + id,
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

  async function mount(saved: Handler) {
    logIn()
    api = mockApi({
      'GET /need/myConsignment': () => ({ code: 200, data: { rows: [mine(1), mine(2, { status: 'off_shelf', canDelist: false, canRelist: true })], total: 2 } }),
      'GET /need/goods/rent/1': () => ({ code: 200, data: { hourPrice: null, dayPrice: 3000, minHours: 1, enabled: false } }),
      'POST /need/goods/rent': saved,
    })
    const u = await mountPage(MyProductsPage)
    await waitFor(() => expect(document.querySelector('.my-product-1')).not.toBeNull())
    return u
  }

  test('only listings on sale offer it; bad rents are explained on screen and nothing is sent; good ones are saved', async () => {
    const u = await mount((o) => ({ code: 200, data: { goods, terms: o.data } }))
    expect(document.querySelector('.my-product-2 .act-rent')).toBeNull()
    await click(u, '.my-product-1 .act-rent')
    expect(navigate).not.toHaveBeenCalled()
    await waitFor(() => expect(document.querySelector('.rent-enabled')).not.toBeNull())
    // renting is off: the kept daily rent comes back when it is turned on
    expect(document.querySelector('.rent-day-price')).toBeNull()
    await click(u, '.rent-enabled')
    await waitFor(() => expect((document.querySelector('.rent-day-price input') as HTMLInputElement).value).toBe('30'))

    await typeInto(u, '.rent-day-price', '')
    await click(u, '.rent-popup-submit')
    await waitFor(() => expect(document.querySelector('.rent-popup-error')?.textContent).toBe('请至少填写按小时或按天的租金'))
    await typeInto(u, '.rent-hour-price', '0')
    await click(u, '.rent-popup-submit')
    await waitFor(() => expect(document.querySelector('.rent-popup-error')?.textContent).toBe('租金需为1-1000000元之间的金额（最多两位小数）'))
    await typeInto(u, '.rent-hour-price', '5.123')
    await click(u, '.rent-popup-submit')
    await waitFor(() => expect(document.querySelector('.rent-popup-error')?.textContent).toContain('租金需为'))
    expect(posts('/need/goods/rent')).toHaveLength(0)

    await typeInto(u, '.rent-hour-price', '5.5')
    await typeInto(u, '.rent-day-price', '40')
    await click(u, '.rent-min-hours .nut-inputnumber-add')
    await sleep(20)
    await click(u, '.rent-popup-submit')
    await waitFor(() => expect(posts('/need/goods/rent')).toHaveLength(1))
    expect(posts('/need/goods/rent')[0].data).toEqual({ id: 1, enabled: true, hourPrice: 550, dayPrice: 4000, minHours: 2 })
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '出租设置已保存' })))
  })

  test('a refusal from the server is shown in the sheet, which keeps what was typed', async () => {
    const u = await mount(() => ({ code: 409, msg: '该商品有进行中的订单，暂不能修改出租设置' }))
    await click(u, '.my-product-1 .act-rent')
    await waitFor(() => expect(document.querySelector('.rent-enabled')).not.toBeNull())
    await click(u, '.rent-enabled')
    await waitFor(() => expect(document.querySelector('.rent-hour-price input')).not.toBeNull())
    await typeInto(u, '.rent-hour-price', '8')
    await click(u, '.rent-popup-submit')
    await waitFor(() => expect(document.querySelector('.rent-popup-error')?.textContent).toBe('该商品有进行中的订单，暂不能修改出租设置'))
    expect((document.querySelector('.rent-hour-price input') as HTMLInputElement).value).toBe('8')
  })
})

describe('rental orders', () => {
  const credentials = { account: 'wzry_8848', password: 'Secret#123', notes: null }
  const running = (over: Partial<OrderDetail> = {}) =>
    order({
      kind: 'rental',
      status: 'delivered',
      payDeadline: null,
      price: 1500,
      credentials,
      rental: {
        unit: 'hour',
        quantity: 3,
        start: new Date(Date.now() - 3600_000).toISOString(),
        end: new Date(Date.now() + 2 * 3600_000).toISOString(),
      },
      ...over,
    })

  function serveOrder(start: OrderDetail) {
    let current = start
    api = mockApi({
      'GET /need/order/42': () => ({ code: 200, data: current }),
      'POST /need/order/42/confirm': () => {
        current = { ...current, status: 'completed', credentials: null, rental: { ...current.rental!, end: new Date().toISOString() } }
        return { code: 200, data: current }
      },
    })
  }

  async function mountOrder(o: OrderDetail) {
    logIn()
    serveOrder(o)
    const u = await mountPage(OrderDetailPage, { id: '42' })
    await waitFor(() => expect(document.querySelector('.order-head__status')).not.toBeNull())
    return u
  }

  test('a running rental: the period, the time left, the credentials, and early return after a confirm', async () => {
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
    const u = await mountOrder(running())
    expect(text()).toMatch(/租期剩余 (1:59:5\d|2:00:00)/)
    expect(text()).toContain('按小时')
    expect(text()).toContain('3小时')
    expect(text()).toContain('wzry_8848')
    expect(text()).toContain('租期内请勿修改密码')
    expect(text()).not.toContain('将自动确认收货')
    expect(document.querySelector('.return-btn')?.textContent).toBe('提前归还')
    await click(u, '.return-btn')
    await waitFor(() => expect(posts('/need/order/42/confirm')).toHaveLength(1))
    expect(modal.mock.calls[0][0]).toMatchObject({ content: expect.stringContaining('确定提前归还账号吗') })
    await waitFor(() => expect(document.querySelector('.order-head__status')?.textContent).toBe('已完成'))
    expect(text()).toContain('租期已结束，账号已收回')
    expect(text()).not.toContain('wzry_8848')
    expect(document.querySelector('.return-btn')).toBeNull()
  })

  test('past its end the renter no longer sees the credentials, even if the page still has them', async () => {
    const past = new Date(Date.now() - 1000).toISOString()
    await mountOrder(running({ rental: { unit: 'day', quantity: 1, start: '2026-11-21T00:00:00.000Z', end: past } }))
    expect(text()).toContain('租期已结束，账号已收回')
    expect(text()).not.toContain('wzry_8848')
  })

  test('an unpaid rental says when the period starts; the seller sees the credentials at any time', async () => {
    await mountOrder(running({ status: 'pending_payment', payDeadline: new Date(Date.now() + 600_000).toISOString(), credentials: null, rental: { unit: 'day', quantity: 2, start: null, end: null } }))
    expect(text()).toContain('付款后开始计时')
    expect(text()).toContain('2天')
    expect(document.querySelector('.pay-btn')).not.toBeNull()
    unmountPage()
    document.body.innerHTML = ''
    await mountOrder(running({ role: 'seller', rental: { unit: 'hour', quantity: 3, start: '2026-11-21T00:00:00.000Z', end: '2026-11-21T03:00:00.000Z' } }))
    expect(text()).toContain('wzry_8848')
  })

  test('my orders: a rental card is tagged and counts down while it runs', async () => {
    const o = running()
    const u = new TestUtils()
    Current.router = { params: {}, path: '/pages/test/index' } as never
    await u.mount(() => <OrderCard order={o} />)
    expect(text()).toContain('租号')
    expect(text()).toContain('租用 3小时')
    expect(text()).toMatch(/租期剩余 (1:59:5\d|2:00:00)/)
    u.unmout()
  })
})
