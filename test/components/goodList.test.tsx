import './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import { runInAction } from 'mobx'
import type { AttrTemplate, GameNode, GoodsQuery, GoodsSummary } from '../../contract/types'
import GoodListPage from '../../src/pages/index/goodList'
import { catalogStore } from '../../src/stores/catalog'
import { localeStore } from '../../src/stores/locale'
import { noteLeft } from '../../src/utils/pageTrail'
import { click, mockApi, sleep, text, typeInto, waitFor, type ApiMock } from './helpers'
import { firePage, resetPageHooks } from './pageHooks'

const node = (id: number, level: GameNode['level'], name: string, parentId: number | null, hasChildren = true): GameNode => ({
  id,
  gameId: 1,
  parentId,
  level,
  key: 'k' + id,
  name,
  hasChildren,
})

const TREE: Record<string, GameNode[]> = {
  root: [node(10, 'system', '安卓', null), node(11, 'system', '苹果', null)],
  '10': [node(20, 'carrier', 'QQ', 10), node(21, 'carrier', '微信', 10)],
  '20': [node(30, 'area', '一区', 20)],
  '30': [node(40, 'server', '一服', 30, false)],
}

const TEMPLATES: AttrTemplate[] = [
  { key: 'heroes', label: '英雄数', type: 'number', options: [], unit: '个', required: true, filterable: true, min: 0, max: 500, },
  { key: 'rank', label: '段位', type: 'radio', options: ['钻石', '星耀', '王者'], unit: null, required: true, filterable: true, min: null, max: null },
  { key: 'note', label: '备注', type: 'input', options: [], unit: null, required: false, filterable: false, min: null, max: null },
]

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

/** 23 listings, 10 a page */
function fakeServer(): ApiMock {
  return mockApi({
    'GET /web/game/list': () => ({ code: 200, data: [{ type: 'mobile', typeName: '手游', games: [{ id: 1, name: '王者荣耀', icon: '/i.svg', hot: 1 }] }] }),
    'GET /web/keylist': (o) => {
      const parent = /parentId=(\d+)/.exec(o.url)?.[1] ?? 'root'
      return { code: 200, data: TREE[parent] ?? [] }
    },
    'GET /web/gameTempAttr': () => ({ code: 200, data: TEMPLATES }),
    'POST /web/good/allList': (o) => {
      const q = o.data as GoodsQuery
      const start = ((q.pageNum ?? 1) - 1) * (q.pageSize ?? 10)
      const all = Array.from({ length: 23 }, (_, i) => goods(i + 1))
      return { code: 200, data: { rows: all.slice(start, start + (q.pageSize ?? 10)), total: all.length } }
    },
  })
}

const bodies = (api: ApiMock) => api.calls.filter((c) => c.path === '/web/good/allList').map((c) => c.data as GoodsQuery)
const lastBody = (api: ApiMock) => bodies(api)[bodies(api).length - 1]

async function clickText(u: TestUtils, label: string, within = 'body'): Promise<void> {
  const el = Array.from(document.querySelectorAll(within + ' .chip, ' + within + ' .sort-bar__item')).find((e) => e.textContent === label)
  if (!el) throw new Error('no chip ' + label)
  u.fireEvent.click(el)
  await sleep(0)
}

async function mountList(): Promise<{ u: TestUtils; api: ApiMock }> {
  const api = fakeServer()
  Current.router = { params: { gameId: '1' }, path: '/pages/index/goodList/index' } as never
  const u = track(new TestUtils())
  await u.mount(GoodListPage)
  firePage('componentDidShow')
  await waitFor(() => expect(text()).toContain('账号10号'))
  return { u, api }
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    catalogStore.gameTypeList = []
    catalogStore.searchText = ''
    catalogStore.currentGameName = ''
  })
  noteLeft(null)
})

const mounted: TestUtils[] = []
const track = (u: TestUtils) => (mounted.push(u), u)

afterEach(() => {
  for (const u of mounted.splice(0)) u.unmout()
  resetPageHooks()
  jest.restoreAllMocks()
  document.body.innerHTML = ''
  Current.router = null
})

test('the first page asks for the game, the store search text and the newest first', async () => {
  runInAction(() => {
    catalogStore.searchText = '王者'
  })
  const { api } = await mountList()
  expect(bodies(api)).toHaveLength(1)
  expect(lastBody(api)).toEqual({ gameId: 1, keyword: '王者', sort: 'newest', pageNum: 1, pageSize: 10 })
  expect(text()).toContain('¥100.10')
  expect(text()).toContain('王者荣耀')
})

test('the filter panel turns the tree, price, attributes and compensation into the POST body', async () => {
  const { u, api } = await mountList()
  await click(u, '.filter-btn')
  await waitFor(() => expect(text()).toContain('安卓'))
  await clickText(u, '安卓')
  await waitFor(() => expect(text()).toContain('QQ'))
  await clickText(u, 'QQ')
  await waitFor(() => expect(text()).toContain('一区'))
  await clickText(u, '一区')
  await waitFor(() => expect(text()).toContain('一服'))
  await clickText(u, '一服')
  await typeInto(u, '.f-price-min', '50')
  await typeInto(u, '.f-price-max', '300.5')
  await typeInto(u, '.attr-heroes .f-min', '100')
  await clickText(u, '王者', '.attr-rank')
  await clickText(u, '标准包赔', '.filter-compensation')
  await clickText(u, '可换绑实名', '.filter-account-real-name')
  expect(text()).not.toContain('备注')
  await click(u, '.filter-apply')
  await waitFor(() => expect(bodies(api)).toHaveLength(2))
  expect(lastBody(api)).toEqual({
    gameId: 1,
    systemId: 10,
    carrierId: 20,
    areaId: 30,
    serverId: 40,
    priceMin: 5000,
    priceMax: 30050,
    attrs: [
      { key: 'heroes', min: 100 },
      { key: 'rank', values: ['王者'] },
    ],
    compensation: 'standard',
    accountRealName: 'changeable',
    sort: 'newest',
    pageNum: 1,
    pageSize: 10,
  })
  expect(text()).toContain('筛选(6)')
})

test('a reversed price range is refused in the panel and nothing is sent', async () => {
  const { u, api } = await mountList()
  await click(u, '.filter-btn')
  await waitFor(() => expect(document.querySelector('.f-price-min input')).not.toBeNull())
  await typeInto(u, '.f-price-min', '300')
  await typeInto(u, '.f-price-max', '50')
  await click(u, '.filter-apply')
  await waitFor(() => expect(text()).toContain('最低价不能高于最高价'))
  await sleep(30)
  expect(bodies(api)).toHaveLength(1)
})

test('changing the tree higher up drops the levels below it', async () => {
  const { u, api } = await mountList()
  await click(u, '.filter-btn')
  await waitFor(() => expect(text()).toContain('安卓'))
  await clickText(u, '安卓')
  await waitFor(() => expect(text()).toContain('QQ'))
  await clickText(u, 'QQ')
  await clickText(u, '苹果')
  await click(u, '.filter-apply')
  await waitFor(() => expect(bodies(api)).toHaveLength(2))
  expect(lastBody(api)).toMatchObject({ systemId: 11 })
  expect(lastBody(api).carrierId).toBeUndefined()
})

test('sort tabs and the search bar change the query and start from page 1', async () => {
  const { u, api } = await mountList()
  await clickText(u, '价格↑')
  await waitFor(() => expect(lastBody(api)).toMatchObject({ sort: 'priceAsc', pageNum: 1 }))
  await clickText(u, '价格↓')
  await waitFor(() => expect(lastBody(api)).toMatchObject({ sort: 'priceDesc' }))
  await clickText(u, '人气')
  await waitFor(() => expect(lastBody(api)).toMatchObject({ sort: 'views' }))
  await typeInto(u, '.good-list-search', '全皮肤')
  await click(u, '.good-list-search__btn')
  await waitFor(() => expect(lastBody(api)).toMatchObject({ keyword: '全皮肤', sort: 'views', pageNum: 1 }))
  expect(catalogStore.searchText).toBe('全皮肤')
})

test('scrolling to the bottom loads the next pages until there is no more', async () => {
  const { api } = await mountList()
  expect(text()).not.toContain('账号11号')
  firePage('onReachBottom')
  await waitFor(() => expect(text()).toContain('账号20号'))
  expect(lastBody(api)).toMatchObject({ pageNum: 2 })
  firePage('onReachBottom')
  await waitFor(() => expect(text()).toContain('账号23号'))
  expect(text()).toContain('没有更多了')
  firePage('onReachBottom')
  await sleep(30)
  expect(bodies(api)).toHaveLength(3)
})

test('an empty result and a failing server show their states', async () => {
  mockApi({
    'GET /web/keylist': () => ({ code: 200, data: [] }),
    'GET /web/gameTempAttr': () => ({ code: 200, data: [] }),
    'POST /web/good/allList': (o) =>
      (o.data as GoodsQuery).sort === 'newest' ? { code: 200, data: { rows: [], total: 0 } } : { code: 500, msg: '服务器繁忙' },
  })
  Current.router = { params: { gameId: '1' }, path: '/pages/index/goodList/index' } as never
  const u = track(new TestUtils())
  await u.mount(GoodListPage)
  await waitFor(() => expect(text()).toContain('没有符合条件的商品'))
  await clickText(u, '人气')
  await waitFor(() => expect(text()).toContain('服务器繁忙'))
  expect(text()).toContain('重试')
})

/** applies a filter, a sort and loads page 2, then scrolls down */
async function browse(u: TestUtils, api: ApiMock): Promise<void> {
  await click(u, '.filter-btn')
  await waitFor(() => expect(text()).toContain('安卓'))
  await clickText(u, '安卓')
  await click(u, '.filter-apply')
  await clickText(u, '价格↓')
  await waitFor(() => expect(lastBody(api)).toMatchObject({ systemId: 10, sort: 'priceDesc' }))
  await waitFor(() => expect(text()).toContain('账号10号'))
  firePage('onReachBottom')
  await waitFor(() => expect(text()).toContain('账号20号'))
  firePage('onPageScroll', { scrollTop: 1234 })
}

test('coming back from a listing keeps filters, rows and the scroll position', async () => {
  const { u, api } = await mountList()
  await browse(u, api)
  const sent = bodies(api).length
  const scroll = jest.spyOn(Taro, 'pageScrollTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  // open a listing, then close it (goodDetail notes itself when it closes)
  firePage('componentDidHide')
  noteLeft('goodDetail')
  firePage('componentDidShow')
  await sleep(30)
  expect(bodies(api)).toHaveLength(sent)
  expect(text()).toContain('账号20号')
  expect(text()).toContain('筛选(1)')
  expect(document.querySelector('.sort-priceDesc')!.className).toContain('sort-bar__item--active')
  expect(scroll).toHaveBeenCalledWith({ scrollTop: 1234, duration: 0 })
})

test('coming back from any other page starts fresh', async () => {
  const { u, api } = await mountList()
  await browse(u, api)
  runInAction(() => {
    catalogStore.searchText = '新搜索'
  })
  const scroll = jest.spyOn(Taro, 'pageScrollTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  // e.g. the game switcher, which does not note itself
  firePage('componentDidHide')
  firePage('componentDidShow')
  await waitFor(() => expect(lastBody(api)).toEqual({ gameId: 1, keyword: '新搜索', sort: 'newest', pageNum: 1, pageSize: 10 }))
  await waitFor(() => {
    expect(text()).toContain('账号10号')
    expect(text()).not.toContain('账号20号')
  })
  expect(text()).not.toContain('筛选(1)')
  expect(scroll).toHaveBeenCalledWith({ scrollTop: 0, duration: 0 })
})

test('the game switcher: back on the list, it shows the newly chosen game from the store', async () => {
  const { api } = await mountList()
  await waitFor(() => expect(catalogStore.gameTypeList.length).toBeGreaterThan(0))
  runInAction(() => {
    catalogStore.gameTypeList = [
      {
        type: 'mobile',
        typeName: '手游',
        games: [
          { id: 1, name: '王者荣耀', icon: '/i.svg', hot: 1 },
          { id: 2, name: '和平精英', icon: '/j.svg', hot: 2 },
        ],
      },
    ]
  })
  firePage('componentDidHide')
  // accountOrder sets the current game, then goes back
  catalogStore.setCurrentGameName('和平精英')
  firePage('componentDidShow')
  await waitFor(() => expect(lastBody(api)).toEqual({ gameId: 2, sort: 'newest', pageNum: 1, pageSize: 10 }))
  await waitFor(() => expect(document.querySelector('.good-list-game__name')!.textContent).toBe('和平精英'))
})

test('no listing matches: the empty state offers to clear the words and filters, which lists everything again', async () => {
  const api = mockApi({
    'GET /web/game/list': () => ({ code: 200, data: [{ type: 'mobile', typeName: '手游', games: [{ id: 1, name: '王者荣耀', icon: '/i.svg', hot: 1 }] }] }),
    'GET /web/keylist': () => ({ code: 200, data: [] }),
    'GET /web/gameTempAttr': () => ({ code: 200, data: TEMPLATES }),
    'POST /web/good/allList': (o) => {
      const q = o.data as GoodsQuery
      return { code: 200, data: q.keyword ? { rows: [], total: 0 } : { rows: [goods(1)], total: 1 } }
    },
  })
  Current.router = { params: { gameId: '1' }, path: '/pages/index/goodList/index' } as never
  runInAction(() => {
    catalogStore.searchText = '不存在的词'
  })
  const u = track(new TestUtils())
  await u.mount(GoodListPage)
  firePage('componentDidShow')
  await waitFor(() => expect(text()).toContain('没有符合条件的商品'))
  expect(text()).toContain('清除条件')
  await click(u, '.page-state__action')
  await waitFor(() => expect(text()).toContain('账号1号'))
  expect(lastBody(api).keyword).toBeUndefined()
  expect(catalogStore.searchText).toBe('')
})
