import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import { useState } from 'react'
import type { GameSummary } from '../../contract/types'
import SearchPanel from '../../src/components/SearchPanel'
import { matchGames } from '../../src/components/SearchSuggestions'
import { catalogStore } from '../../src/stores/catalog'
import { localeStore } from '../../src/stores/locale'
import { RECENT_KEY } from '../../src/utils/recentSearches'
import { click, mockApi, sleep, text, typeInto, waitFor } from './helpers'

const GAMES: GameSummary[] = [
  { id: 1, name: '王者荣耀', icon: '/wz.svg', hot: 100 },
  { id: 2, name: '英雄联盟', icon: '/lol.svg', hot: 80 },
  { id: 3, name: '英雄联盟手游', icon: '/lolm.svg', hot: 90 },
]

function Harness({ onSearch, onPickGame }: { onSearch: (t: string) => void; onPickGame: (g: GameSummary) => void }) {
  const [value, setValue] = useState('')
  return <SearchPanel className='test-search' placeholder='搜索' value={value} onChange={setValue} onSearch={onSearch} onPickGame={onPickGame} />
}

async function mount(hot = [{ keyword: '王者荣耀', count: 38 }, { keyword: '国服', count: 31 }]) {
  const api = mockApi({
    'GET /web/search/hot': () => ({ code: 200, data: hot }),
    'GET /web/game/list': () => ({ code: 200, data: [{ type: 'mobile', typeName: '手游', games: GAMES }] }),
  })
  const onSearch = jest.fn()
  const onPickGame = jest.fn()
  const u = new TestUtils()
  await u.mount(() => <Harness onSearch={onSearch} onPickGame={onPickGame} />)
  return { u, api, onSearch, onPickGame }
}

async function focus(u: TestUtils) {
  const input = document.querySelector('.test-search input') as HTMLInputElement
  u.fireEvent.focus(input)
  await sleep(0)
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  Taro.removeStorageSync(RECENT_KEY)
  runInAction(() => {
    catalogStore.gameTypeList = [{ type: 'mobile', typeName: '手游', games: GAMES }]
  })
})

afterEach(() => {
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

test('matchGames: names containing the text, most popular first, at most three', () => {
  expect(matchGames(GAMES, '英雄').map((g) => g.id)).toEqual([3, 2])
  expect(matchGames(GAMES, '  ')).toEqual([])
  expect(matchGames(GAMES, '原神')).toEqual([])
})

test('focused, it shows the hot searches of the server; tapping one searches it and keeps it as recent', async () => {
  const { u, onSearch } = await mount()
  expect(document.querySelector('.search-panel')).toBeNull()
  await focus(u)
  await waitFor(() => expect(text()).toContain('热门搜索'))
  expect(text()).toContain('1. 王者荣耀')
  expect(text()).toContain('2. 国服')
  expect(text()).not.toContain('最近搜索')
  const chip = Array.from(document.querySelectorAll('.search-hot .search-panel__chip')).find((e) => e.textContent?.includes('国服'))!
  u.fireEvent.click(chip)
  await sleep(0)
  expect(onSearch).toHaveBeenCalledWith('国服')
  expect(document.querySelector('.search-panel')).toBeNull()
  expect(Taro.getStorageSync(RECENT_KEY)).toEqual(['国服'])
})

test('recent searches: most recent first, without repeats, and cleared with 清空', async () => {
  const { u, onSearch } = await mount([])
  for (const word of ['典藏', '国服', '典藏']) {
    await typeInto(u, '.test-search', word)
    await click(u, '.test-search__btn')
  }
  expect(onSearch.mock.calls.map((c) => c[0])).toEqual(['典藏', '国服', '典藏'])
  await typeInto(u, '.test-search', '')
  await focus(u)
  await waitFor(() => expect(text()).toContain('最近搜索'))
  const chips = Array.from(document.querySelectorAll('.search-recent .search-panel__chip')).map((e) => e.textContent)
  expect(chips).toEqual(['典藏', '国服'])
  await click(u, '.search-panel__clear')
  expect(text()).not.toContain('最近搜索')
  expect(Taro.getStorageSync(RECENT_KEY)).toBe('')
})

test('typing a game name offers that game; tapping it opens the game instead of searching words', async () => {
  const { u, onSearch, onPickGame } = await mount()
  await focus(u)
  await typeInto(u, '.test-search', '英雄')
  await waitFor(() => expect(document.querySelectorAll('.search-panel__game')).toHaveLength(2))
  expect(text()).toContain('英雄联盟手游')
  expect(text()).toContain('搜索“英雄”')
  await click(u, '.search-game-2')
  expect(onPickGame).toHaveBeenCalledWith(GAMES[1])
  expect(onSearch).not.toHaveBeenCalled()
  expect(document.querySelector('.search-panel')).toBeNull()
})

test('a failing hot list leaves the rest of the panel working', async () => {
  mockApi({ 'GET /web/search/hot': () => ({ code: 500, msg: '服务器繁忙', data: null }) })
  const onSearch = jest.fn()
  const u = new TestUtils()
  await u.mount(() => <Harness onSearch={onSearch} onPickGame={jest.fn()} />)
  await focus(u)
  await typeInto(u, '.test-search', '王者')
  await waitFor(() => expect(document.querySelectorAll('.search-panel__game')).toHaveLength(1))
})

test("searching a game's name (or a part only one game has) opens that game's list; other words stay a keyword search", async () => {
  const { u, onSearch, onPickGame } = await mount([])
  await typeInto(u, '.test-search', '王者荣耀')
  await click(u, '.test-search__btn')
  expect(onPickGame).toHaveBeenLastCalledWith(GAMES[0])
  await typeInto(u, '.test-search', ' 英雄联盟手游 ')
  await click(u, '.test-search__btn')
  expect(onPickGame).toHaveBeenLastCalledWith(GAMES[2])
  await typeInto(u, '.test-search', '王者')
  await click(u, '.test-search__btn')
  expect(onPickGame).toHaveBeenLastCalledWith(GAMES[0])
  expect(onSearch).not.toHaveBeenCalled()
  // two games share '英雄', one character is too little, and a hero is no game: words
  for (const word of ['英雄', '王', '李白']) {
    await typeInto(u, '.test-search', word)
    await click(u, '.test-search__btn')
  }
  expect(onSearch.mock.calls.map((c) => c[0])).toEqual(['英雄', '王', '李白'])
  expect(onPickGame).toHaveBeenCalledTimes(3)
})
