/**
 * WeChat's tab bar APIs for the mini-program simulator (simulator.ts): setTabBarBadge, removeTabBarBadge,
 * showTabBarRedDot, hideTabBarRedDot and setTabBarItem change the bar's state, and like WeChat's they work only
 * while a tab page is on screen ("not TabBar page" otherwise) and on an item that exists.
 */
import { done, fail } from './wxHost.ts'

/** what WeChat's native tab bar shows: per item its text, badge (null: none) and red dot */
export interface TabBarState {
  items: { pagePath: string; text: string; badge: string | null; redDot: boolean }[]
}

export function patchTabBarApis(wx: Record<string, unknown>, bar: TabBarState | null, onTabPage: () => boolean): void {
  // the tab bar APIs: only while a tab page is on screen, on an item that exists
  const tabItem = (api: string, o: Record<string, unknown>) => {
    const items = bar?.items
    if (!items) return void fail(o, `${api}:fail no tabBar`)
    if (!onTabPage()) return void fail(o, `${api}:fail not TabBar page`)
    const item = items[Number(o.index)]
    if (!item) return void fail(o, `${api}:fail tabbar item not found`)
    return item
  }
  const tabApi = (api: string, change: (item: TabBarState['items'][number], o: Record<string, unknown>) => void) => {
    wx[api] = (o: Record<string, unknown>) => {
      const item = tabItem(api, o)
      if (!item) return
      change(item, o)
      done(o, { errMsg: api + ':ok' })
    }
  }
  tabApi('setTabBarBadge', (item, o) => ((item.badge = String(o.text ?? '')), (item.redDot = false)))
  tabApi('removeTabBarBadge', (item) => (item.badge = null))
  tabApi('showTabBarRedDot', (item) => ((item.redDot = true), (item.badge = null)))
  tabApi('hideTabBarRedDot', (item) => (item.redDot = false))
  tabApi('setTabBarItem', (item, o) => {
    if (typeof o.text === 'string') item.text = o.text
  })
}
