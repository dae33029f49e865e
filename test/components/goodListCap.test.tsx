/**
 * The catalogue pages through its first GOODS_RESULTS_MAX results only (the server refuses a page past them): the
 * list stops there cleanly and says how to see the rest, instead of asking for a page the server refuses. The
 * limit is made 20 here so two pages reach it.
 */
import './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import { runInAction } from 'mobx'
import type { GoodsQuery, GoodsSummary } from '../../contract/types'
import GoodListPage from '../../src/pages/index/goodList'
import { catalogStore } from '../../src/stores/catalog'
import { localeStore } from '../../src/stores/locale'
import { noteLeft } from '../../src/utils/pageTrail'
import { mockApi, sleep, text, waitFor } from './helpers'
import { firePage, resetPageHooks } from './pageHooks'

jest.mock('../../contract/catalogue', () => ({ ...jest.requireActual('../../contract/catalogue'), GOODS_RESULTS_MAX: 20 }))

const goods = (id: number): GoodsSummary => ({
  id,
  goodsNo: 'G' + id,
  gameId: 1,
  gameName: '王者荣耀',
  title: '账号' + id + '号',
  price: 10000 + id,
  cover: '/api/assets/goods/' + id + '.svg',
  region: '华东大区',
  compensation: 'standard',
  status: 'on_sale',
  views: id,
  highlights: ['英雄 ' + id],
  publishedAt: '2026-11-01T00:00:00.000Z',
})

let mounted: TestUtils | null = null

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    catalogStore.gameTypeList = []
    catalogStore.searchText = ''
    catalogStore.currentGameName = ''
  })
  noteLeft(null)
})

afterEach(() => {
  mounted?.unmout()
  mounted = null
  resetPageHooks()
  jest.restoreAllMocks()
  document.body.innerHTML = ''
  Current.router = null
})

test('the list ends at the last page the server gives, says so and how to see more, and asks no further', async () => {
  const api = mockApi({
    'GET /web/game/list': () => ({ code: 200, data: [{ type: 'mobile', typeName: '手游', games: [{ id: 1, name: '王者荣耀', icon: '/i.svg', hot: 1 }] }] }),
    'GET /web/gameTempAttr': () => ({ code: 200, data: [] }),
    'POST /web/good/allList': (o) => {
      const q = o.data as GoodsQuery
      const start = ((q.pageNum ?? 1) - 1) * (q.pageSize ?? 10)
      // 35 match; like the server, a page starting past the limit is refused
      if (start >= 20) return { code: 400, msg: '最多只能查看前20条结果，请缩小筛选范围或换个关键词' }
      return { code: 200, data: { rows: Array.from({ length: 10 }, (_, i) => goods(start + i + 1)), total: 35 } }
    },
  })
  Current.router = { params: { gameId: '1' }, path: '/pages/index/goodList/index' } as never
  mounted = new TestUtils()
  await mounted.mount(GoodListPage)
  firePage('componentDidShow')
  await waitFor(() => expect(text()).toContain('账号10号'))
  expect(text()).toContain('35')
  firePage('onReachBottom')
  await waitFor(() => expect(text()).toContain('账号20号'))
  expect(text()).toContain('已显示前20条，缩小筛选范围或换个关键词可查看更多')
  expect(text()).not.toContain('没有更多了')
  firePage('onReachBottom')
  await sleep(30)
  expect(api.calls.filter((c) => c.path === '/web/good/allList')).toHaveLength(2)
  expect(text()).not.toContain('最多只能查看')
})
