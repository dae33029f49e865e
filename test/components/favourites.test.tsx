import './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { FavouriteItem, GoodsSummary } from '../../contract/types'
import CollectPage from '../../src/pages/other/collect'
import MybrowsingPage from '../../src/pages/other/Mybrowsing'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import * as nav from '../../src/utils/nav'
import { click, demoProfile, mockApi, text, waitFor } from './helpers'
import { resetPageHooks } from './pageHooks'

const goods = (id: number): GoodsSummary => ({
  id,
  goodsNo: 'G' + id,
  gameId: 1,
  gameName: '王者荣耀',
  title: '收藏的号' + id + '号',
  price: 5000,
  cover: '/api/assets/goods/' + id + '.svg',
  region: '安卓 / QQ',
  compensation: 'none',
  status: id === 2 ? 'sold' : 'on_sale',
  views: 1,
  highlights: [],
  publishedAt: null,
})
const item = (id: number): FavouriteItem => ({ goods: goods(id), at: '2026-11-20T08:00:00.000Z' })

const mounted: TestUtils[] = []
async function mount(Page: () => JSX.Element | null): Promise<TestUtils> {
  const u = new TestUtils()
  mounted.push(u)
  await u.mount(Page)
  return u
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
})

afterEach(() => {
  for (const u of mounted.splice(0)) u.unmout()
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

test('favourites list; a sold one says so; removing one asks first and drops it', async () => {
  const api = mockApi({
    'GET /web/goods/collect/list': () => ({ code: 200, data: { rows: [item(1), item(2)], total: 2 } }),
    'POST /web/goods/collect/remove': () => ({ code: 200, data: null }),
  })
  jest.spyOn(Taro, 'showModal').mockImplementation(() => Promise.resolve({ confirm: true, cancel: false, errMsg: 'ok' }) as never)
  const u = await mount(CollectPage as never)
  await waitFor(() => expect(text()).toContain('收藏的号2号'))
  expect(text()).toContain('已售出')
  await click(u, '.remove-btn')
  await waitFor(() => expect(text()).not.toContain('收藏的号1号'))
  expect(api.calls.find((c) => c.path === '/web/goods/collect/remove')?.data).toEqual({ goodsId: 1 })
  expect(text()).toContain('收藏的号2号')
})

test('browsing history clears after confirmation', async () => {
  const api = mockApi({
    'GET /need/myBrowse': () => ({ code: 200, data: { rows: [item(3)], total: 1 } }),
    'POST /need/myBrowse/clear': () => ({ code: 200, data: null }),
  })
  jest.spyOn(Taro, 'showModal').mockImplementation(() => Promise.resolve({ confirm: true, cancel: false, errMsg: 'ok' }) as never)
  const u = await mount(MybrowsingPage as never)
  await waitFor(() => expect(text()).toContain('收藏的号3号'))
  await click(u, '.clear-btn')
  await waitFor(() => expect(text()).toContain('还没有浏览记录'))
  expect(api.calls.some((c) => c.path === '/need/myBrowse/clear')).toBe(true)
})

test('logged out, both pages send to login and ask the server nothing', async () => {
  sessionStore.clear()
  const api = mockApi({})
  const login = jest.spyOn(nav, 'goLogin').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
  await mount(CollectPage as never)
  await mount(MybrowsingPage as never)
  await waitFor(() => expect(login).toHaveBeenCalledWith('collect'))
  expect(login).toHaveBeenCalledWith('Mybrowsing')
  expect(api.calls).toHaveLength(0)
})
