/**
 * The mini program's tab screens: app.config gives WeChat a native tabBar (weapp only; H5 keeps its URLs and
 * BottomNav), the nav helpers reach tab pages with switchTab and hand their query over, and the native bar's
 * labels and unread badge follow the app's language and count.
 */
import * as fs from 'fs'
import * as path from 'path'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import { TABS } from '../../src/components/tabs'
import { routeByName, SUBPACKAGE_ROOT } from '../../src/routes'
import { inboxStore } from '../../src/stores/inbox'
import { localeStore } from '../../src/stores/locale'
import * as nav from '../../src/utils/nav'
import { syncTabBar } from '../../src/utils/tabBar'

;(global as unknown as { defineAppConfig: (c: unknown) => unknown }).defineAppConfig = (c) => c

type AppConfig = {
  pages: string[]
  tabBar?: { list: { pagePath: string; text: string; iconPath: string; selectedIconPath: string }[] }
  lazyCodeLoading?: string
  preloadRule?: Record<string, { packages: string[] }>
}
function appConfigFor(env: typeof process.env.TARO_ENV): AppConfig {
  const before = process.env.TARO_ENV
  process.env.TARO_ENV = env
  try {
    let config!: AppConfig
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      config = require('../../src/app.config').default
    })
    return config
  } finally {
    process.env.TARO_ENV = before
  }
}

const ok = () => Promise.resolve({ errMsg: 'ok' })

afterEach(() => {
  jest.restoreAllMocks()
  process.env.TARO_ENV = 'h5'
  runInAction(() => localeStore.setLocale('zh-CN'))
  inboxStore.clear()
})

test('weapp: a native tabBar of the four tab pages (main package, PNG icons within 40 KB), lazy code loading, the subpackage preloaded from each tab', () => {
  const config = appConfigFor('weapp')
  const pages = TABS.map((tab) => routeByName(tab.name).page)
  expect(config.tabBar!.list.map((i) => [i.pagePath, i.text])).toEqual([
    [pages[0], '首页'],
    [pages[1], '卖号'],
    [pages[2], '消息'],
    [pages[3], '我的'],
  ])
  for (const item of config.tabBar!.list) {
    expect(config.pages).toContain(item.pagePath)
    for (const icon of [item.iconPath, item.selectedIconPath]) {
      const file = path.join(__dirname, '../../src', icon)
      expect(fs.readFileSync(file).subarray(1, 4).toString()).toBe('PNG')
      expect(fs.statSync(file).size).toBeLessThanOrEqual(40 * 1024)
    }
  }
  expect(config.lazyCodeLoading).toBe('requiredComponents')
  for (const page of pages) expect(config.preloadRule![page].packages).toEqual([SUBPACKAGE_ROOT])
})

test('H5: no tabBar in the app config (its own BottomNav, its URLs unchanged)', () => {
  const config = appConfigFor('h5')
  expect(config.tabBar).toBeUndefined()
  expect(config.preloadRule).toBeUndefined()
})

test('weapp: navigateTo/redirectTo a tab page switch to it without a query; the page takes the query when it shows', () => {
  process.env.TARO_ENV = 'weapp'
  const switchTab = jest.spyOn(Taro, 'switchTab').mockImplementation(ok as never)
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockImplementation(ok as never)
  const redirectTo = jest.spyOn(Taro, 'redirectTo').mockImplementation(ok as never)
  void nav.navigateTo('sell', { gameId: 3 })
  void nav.redirectTo('mycenter')
  void nav.navigateTo('goodList', { gameId: 3 })
  expect(switchTab.mock.calls.map(([o]) => o.url)).toEqual(['/pages/index/sell/index', '/pages/index/mycenter/index'])
  expect(navigateTo.mock.calls.map(([o]) => o.url)).toEqual(['/pages/index/goodList/index?gameId=3'])
  expect(redirectTo).not.toHaveBeenCalled()
})

test('H5: the tab pages are reached by URL as before (redirectTo with the query)', () => {
  process.env.TARO_ENV = 'h5'
  const switchTab = jest.spyOn(Taro, 'switchTab').mockImplementation(ok as never)
  const redirectTo = jest.spyOn(Taro, 'redirectTo').mockImplementation(ok as never)
  void nav.redirectTo('sell', { gameId: 3 })
  expect(redirectTo.mock.calls.map(([o]) => o.url)).toEqual(['/pages/index/sell/index?gameId=3'])
  expect(switchTab).not.toHaveBeenCalled()
})

test('the native bar follows the unread count and the language, calling only for what changed; a refused call is tried again', async () => {
  const badge = jest.spyOn(Taro, 'setTabBarBadge').mockImplementation(ok as never)
  const remove = jest.spyOn(Taro, 'removeTabBarBadge').mockImplementation(ok as never)
  const item = jest.spyOn(Taro, 'setTabBarItem').mockImplementation(ok as never)
  await syncTabBar()
  expect(badge).not.toHaveBeenCalled()
  expect(item).not.toHaveBeenCalled()

  inboxStore.setCount(2)
  inboxStore.setChatCount(1)
  await syncTabBar()
  expect(badge).toHaveBeenLastCalledWith({ index: 2, text: '3' })
  inboxStore.setCount(120)
  await syncTabBar()
  expect(badge).toHaveBeenLastCalledWith({ index: 2, text: '99+' })
  await syncTabBar()
  expect(badge).toHaveBeenCalledTimes(2)

  // off a tab page WeChat refuses: the next sync (a tab page showing) sets it
  remove.mockImplementationOnce(() => Promise.reject(new Error('removeTabBarBadge:fail not TabBar page')) as never)
  inboxStore.clear()
  await syncTabBar()
  await syncTabBar()
  expect(remove).toHaveBeenCalledTimes(2)

  localeStore.setLocale('en-US')
  await syncTabBar()
  expect(item.mock.calls.map(([o]) => [o.index, o.text])).toEqual([
    [0, 'Home'],
    [1, 'Sell'],
    [2, 'Messages'],
    [3, 'Me'],
  ])
  localeStore.setLocale('zh-CN')
  await syncTabBar()
  expect(item.mock.calls.slice(4).map(([o]) => o.text)).toEqual(['首页', '卖号', '消息', '我的'])
})
