/**
 * Home's 猜你喜欢 (HomeFeed): the feed's first page on mount, the next as the page reaches its end, a listing that
 * moved up between two pages shown once, the heading saying whether it follows the user's own browsing, a new
 * feed after logging in, and a failed page as an error with a retry.
 */
import './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import { runInAction } from 'mobx'
import type { GoodsSummary } from '../../contract/types'
import HomeFeed from '../../src/components/HomeFeed'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { logIn, mockApi, sleep, text, waitFor } from './helpers'
import { firePage, resetPageHooks } from './pageHooks'

const goods = (id: number): GoodsSummary => ({
  id,
  goodsNo: 'G' + id,
  gameId: 1,
  gameName: '王者荣耀',
  title: '推荐账号' + id + '号',
  price: 10000 + id,
  cover: '/api/assets/goods/wzry-1.jpg',
  region: '安卓 / QQ',
  compensation: 'standard',
  status: 'on_sale',
  views: 100 - id,
  highlights: [],
  publishedAt: '2026-11-01T00:00:00.000Z',
  sellerStanding: { positiveRate: id % 2 ? null : 1, ratingCount: id % 2 ? 0 : 3, completedTrades: 3, memberSince: '2025-01-01T00:00:00.000Z' },
})

const page = (ids: number[], personalised = false, total = 25) => ({ code: 200, data: { rows: ids.map(goods), total, personalised } })

let mounted: TestUtils | null = null

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    sessionStore.token = ''
  })
})

afterEach(() => {
  mounted?.unmout()
  mounted = null
  resetPageHooks()
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

const titles = () => Array.from(document.querySelectorAll('.goods-card__title')).map((e) => e.textContent)

test('pages on as the page reaches its end; a listing already shown is not shown again', async () => {
  const api = mockApi({
    'GET /web/goods/feed': (o) => {
      const n = Number(new URL(o.url, 'http://x').searchParams.get('pageNum'))
      // between the two pages, listing 10 gained views and moved down into page 2
      return n === 1 ? page([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) : n === 2 ? page([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]) : page([20, 21])
    },
  })
  mounted = new TestUtils()
  await mounted.mount(HomeFeed)
  // the first mount of the suite loads Taro's components: slow on a busy machine
  await waitFor(() => expect(titles()).toHaveLength(10), 30000)
  expect(text()).toContain('猜你喜欢')
  expect(text()).toContain('大家都在看')
  expect(text()).toContain('新卖家')
  expect(text()).toContain('好评 100%')
  firePage('onReachBottom')
  await waitFor(() => expect(titles()).toContain('推荐账号19号'))
  expect(titles().filter((t) => t === '推荐账号10号')).toHaveLength(1)
  firePage('onReachBottom')
  await waitFor(() => expect(text()).toContain('没有更多了'))
  expect(api.calls.filter((c) => c.path === '/web/goods/feed')).toHaveLength(3)
}, 90000)

test('logged in: a new feed, said to follow the user’s browsing and favourites', async () => {
  let personal = false
  mockApi({ 'GET /web/goods/feed': () => page([1, 2], personal, 2) })
  mounted = new TestUtils()
  await mounted.mount(HomeFeed)
  await waitFor(() => expect(text()).toContain('大家都在看'))
  personal = true
  logIn()
  await waitFor(() => expect(text()).toContain('按你的浏览和收藏推荐'))
})

test('English heading; a failed first page says so and retries', async () => {
  localeStore.setLocale('en-US')
  let fail = true
  mockApi({ 'GET /web/goods/feed': () => (fail ? { code: 500, msg: 'Server busy', data: null } : page([3], false, 1)) })
  mounted = new TestUtils()
  await mounted.mount(HomeFeed)
  await waitFor(() => expect(text()).toContain('Server busy'))
  expect(text()).toContain('You may like')
  fail = false
  const retry = document.querySelector('.page-state button, .page-state__retry, .nut-button') as HTMLElement
  mounted.fireEvent.click(retry)
  await waitFor(() => expect(titles()).toEqual(['推荐账号3号']))
  await sleep(0)
  expect(text()).toContain('Popular now')
})
