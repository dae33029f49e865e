import './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import type { Rating, SellerProfile, SellerStats } from '../../contract/trade'
import type { GoodsSummary } from '../../contract/types'
import SellerPage from '../../src/pages/other/seller'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { handoverText, rateText, starsText } from '../../src/utils/sellerStats'
import { click, mockApi, sleep, text, waitFor, type ApiMock } from './helpers'
import { firePage, resetPageHooks } from './pageHooks'
import { goods } from './orderFixtures'

const stats = (over: Partial<SellerStats> = {}): SellerStats => ({
  completedTrades: 36,
  positiveRate: 0.9523,
  ratingCount: 21,
  averageStars: 4.66,
  avgHandoverMinutes: 150,
  disputeRate: 0.05,
  ...over,
})

const profile = (over: Partial<SellerProfile> = {}): SellerProfile => ({
  id: 9,
  nickname: '诚信卖家',
  avatar: null,
  verified: true,
  memberSince: '2025-03-01T00:00:00.000Z',
  stats: stats(),
  ...over,
})

const listing = (id: number): GoodsSummary => ({ ...goods, id, title: '在售账号' + id + '号', status: 'on_sale' })

const rating = (orderId: number, over: Partial<Rating> = {}): Rating => ({
  orderId,
  stars: 5,
  tags: ['fast_handover', 'as_described'],
  comment: '换绑很快，卖家很耐心',
  buyer: '张**',
  goodsTitle: '国服韩信 全皮肤',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  editableUntil: '2026-11-27T08:00:00.000Z',
  ...over,
})

const pageOf = (url: string) => Number(/pageNum=(\d+)/.exec(url)?.[1] ?? '1')

let api: ApiMock

function serve(opts: { seller?: SellerProfile; goods?: GoodsSummary[]; ratings?: Rating[] } = {}) {
  const all = opts.goods ?? Array.from({ length: 12 }, (_, i) => listing(i + 1))
  const ratings = opts.ratings ?? [rating(1), rating(2, { stars: 3, tags: [], comment: null, buyer: '李*' })]
  api = mockApi({
    'GET /web/seller/9': () => ({ code: 200, data: opts.seller ?? profile() }),
    'GET /web/seller/9/goods': (o) => {
      const n = pageOf(o.url)
      return { code: 200, data: { rows: all.slice((n - 1) * 10, n * 10), total: all.length } }
    },
    'GET /web/seller/9/ratings': (o) => {
      const n = pageOf(o.url)
      return { code: 200, data: { rows: ratings.slice((n - 1) * 10, n * 10), total: ratings.length } }
    },
  })
}

const mounted: TestUtils[] = []

// NutUI Tabs measure their titles through Taro's selector query, which needs a current page element
async function mount(params: Record<string, string> = { id: '9' }): Promise<TestUtils> {
  const container = document.createElement('div')
  container.id = '/pages/other/seller/index'
  document.body.appendChild(container)
  Current.page = { path: container.id } as never
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params, path: '/index/other/seller' } } as never)
  const u = new TestUtils()
  mounted.push(u)
  await u.mount(SellerPage, { container })
  return u
}

const asked = (path: string) => api.calls.filter((c) => c.path === path)
const tab = (label: string) => Array.from(document.querySelectorAll('.nut-tabs-titles-item')).find((e) => e.textContent === label) as HTMLElement
const cell = (key: string) => document.querySelector('.seller-stat--' + key)!

beforeEach(() => {
  localeStore.setLocale('zh-CN')
})

afterEach(() => {
  for (const u of mounted.splice(0)) u.unmout()
  resetPageHooks()
  jest.restoreAllMocks()
  document.body.innerHTML = ''
  Current.page = null
})

describe('the record as words', () => {
  test('rates: whole percents plain, one decimal otherwise, nothing measured yet is 暂无, a tiny rate is not 0%', () => {
    expect(rateText(0.95)).toBe('95%')
    expect(rateText(0.9523)).toBe('95.2%')
    expect(rateText(1)).toBe('100%')
    expect(rateText(0)).toBe('0%')
    expect(rateText(0.0004)).toBe('<0.1%')
    expect(rateText(null)).toBe('暂无')
  })

  test('handover time: minutes under an hour, hours (one decimal) under a day, then days; null is 暂无', () => {
    expect(handoverText(25)).toBe('约 25 分钟')
    expect(handoverText(0.2)).toBe('约 1 分钟')
    expect(handoverText(59.6)).toBe('约 1 小时')
    expect(handoverText(150)).toBe('约 2.5 小时')
    expect(handoverText(120)).toBe('约 2 小时')
    expect(handoverText(1439)).toBe('约 1 天')
    expect(handoverText(2160)).toBe('约 1.5 天')
    expect(handoverText(null)).toBe('暂无')
  })

  test('in English', () => {
    localeStore.setLocale('en-US')
    expect(handoverText(25)).toBe('about 25 min')
    expect(handoverText(150)).toBe('about 2.5 h')
    expect(rateText(null)).toBe('None yet')
    expect(starsText(4.66)).toBe('4.7')
    expect(starsText(null)).toBe('')
  })
})

test('the head and the record: avatar, nickname, real-name mark, member since, rating summary and the four numbers', async () => {
  serve()
  await mount()
  await waitFor(() => expect(text()).toContain('诚信卖家'))
  expect(document.querySelector('.seller-head .avatar')).not.toBeNull()
  expect(document.querySelector('.seller-head__verified')?.textContent).toBe('实名认证')
  expect(document.querySelector('.seller-head__since')?.textContent).toBe('2025-03-01 加入')
  expect(document.querySelector('.seller-head__ratings')?.textContent).toBe('21 条评价 · 平均 4.7 星')
  expect(cell('trades').textContent).toBe('36 笔成交')
  expect(cell('positive').textContent).toBe('95.2%好评率')
  expect(cell('handover').textContent).toBe('约 2.5 小时平均换绑')
  expect(cell('dispute').textContent).toBe('5%纠纷率')
  expect(tab('评价（21）')).toBeTruthy()
})

test('a new seller: nothing measured reads 暂无, no ratings yet, no real-name mark when not verified', async () => {
  serve({
    seller: profile({ verified: false, stats: stats({ completedTrades: 0, positiveRate: null, ratingCount: 0, averageStars: null, avgHandoverMinutes: null, disputeRate: null }) }),
    goods: [],
    ratings: [],
  })
  const u = await mount()
  await waitFor(() => expect(text()).toContain('诚信卖家'))
  expect(document.querySelector('.seller-head__verified')).toBeNull()
  expect(document.querySelector('.seller-head__ratings')?.textContent).toBe('暂无评价')
  expect(cell('trades').querySelector('.seller-stat__value')?.textContent).toBe('0 笔')
  for (const k of ['positive', 'handover', 'dispute']) expect(cell(k).querySelector('.seller-stat__value')?.textContent).toBe('暂无')
  // both tabs have their empty state
  await waitFor(() => expect(text()).toContain('该卖家暂无在售商品'))
  u.fireEvent.click(tab('评价'))
  await waitFor(() => expect(text()).toContain('还没有买家评价'))
})

test('在售商品 lists the listings a page at a time and opens one; 评价 asks for ratings only when opened', async () => {
  serve()
  const go = jest.spyOn(nav, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
  const u = await mount()
  await waitFor(() => expect(text()).toContain('在售账号10号'))
  expect(text()).not.toContain('在售账号11号')
  expect(asked('/web/seller/9/ratings')).toHaveLength(0)
  firePage('onReachBottom')
  await waitFor(() => expect(text()).toContain('在售账号12号'))
  expect(text()).toContain('没有更多了')
  expect(asked('/web/seller/9/goods').map((c) => pageOf(api.spy.mock.calls[api.calls.indexOf(c)][0].url))).toEqual([1, 2])
  firePage('onReachBottom')
  await sleep(30)
  expect(asked('/web/seller/9/goods')).toHaveLength(2)
  await click(u, '.goods-card')
  expect(go).toHaveBeenCalledWith('goodDetail', { id: 1 })
})

test('评价 shows stars, tags, comment, the masked buyer, the date and what was bought', async () => {
  serve()
  const u = await mount()
  await waitFor(() => expect(tab('评价（21）')).toBeTruthy())
  u.fireEvent.click(tab('评价（21）'))
  await waitFor(() => expect(document.querySelector('.seller-rating-1')).not.toBeNull())
  const first = document.querySelector('.seller-rating-1')!
  expect(first.querySelector('.seller-rating__buyer')?.textContent).toBe('张**')
  expect(first.querySelector('.seller-rating__date')?.textContent).toBe('2026-11-20')
  expect(first.querySelector('.nut-rate')).not.toBeNull()
  expect([...first.querySelectorAll('.seller-rating__tag')].map((e) => e.textContent)).toEqual(['换绑快', '描述相符'])
  expect(first.querySelector('.seller-rating__comment')?.textContent).toBe('换绑很快，卖家很耐心')
  expect(first.querySelector('.seller-rating__goods')?.textContent).toBe('购买：国服韩信 全皮肤')
  // without tags or a comment only the stars and the rest
  const second = document.querySelector('.seller-rating-2')!
  expect(second.querySelector('.seller-rating__tags')).toBeNull()
  expect(second.querySelector('.seller-rating__comment')).toBeNull()
  expect(second.querySelector('.seller-rating__buyer')?.textContent).toBe('李*')
  expect(asked('/web/seller/9/ratings')).toHaveLength(1)
})

test('?tab=ratings opens on the ratings', async () => {
  serve()
  await mount({ id: '9', tab: 'ratings' })
  await waitFor(() => expect(document.querySelector('.seller-rating-1')).not.toBeNull())
  expect(asked('/web/seller/9/goods')).toHaveLength(0)
})

test('an id that is not a user number says so and asks nothing; an unknown seller shows the server’s 404', async () => {
  serve()
  await mount({ id: 'x1' })
  await waitFor(() => expect(text()).toContain('卖家不存在'))
  expect(api.calls).toEqual([])
  mounted.pop()!.unmout()
  document.body.innerHTML = ''
  api = mockApi({ 'GET /web/seller/8': () => ({ code: 404, msg: '卖家不存在' }) })
  await mount({ id: '8' })
  await waitFor(() => expect(text()).toContain('卖家不存在'))
  expect(document.querySelector('.seller-stats')).toBeNull()
  expect(api.calls.map((c) => c.path)).toEqual(['/web/seller/8'])
})
