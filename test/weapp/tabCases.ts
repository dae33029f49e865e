/**
 * The native tab bar cases of weapp.test.ts (kept apart so neither file grows past a screenful): what app.json
 * declares for the bar, and the bar at work in the simulator (tab pages kept alive, a tap into a tab, the badge,
 * the labels in English).
 */
import assert from 'node:assert/strict'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { renderedSelector, until, type WeappSimulator } from './simulator.ts'

/** the tab pages, in the bar's order (首页, 卖号, 消息, 我的) */
export const TAB_PAGES = ['pages/index/home/index', 'pages/index/sell/index', 'pages/index/xiaoxi/index', 'pages/index/mycenter/index']

type Api = <T>(path: string, token?: string, init?: RequestInit) => Promise<T>

/** app.json (in `DIR`) declares the bar with its icons in the main package, lazy code loading and the preloading */
export function checkTabBarDeclared(sim: WeappSimulator, DIR: string): void {
  const app = sim.app as typeof sim.app & {
    lazyCodeLoading?: string
    preloadRule?: Record<string, { network?: string; packages: string[] }>
    tabBar?: { list: { pagePath: string; text: string; iconPath: string; selectedIconPath: string }[] }
  }
  assert.deepEqual(
    app.tabBar?.list.map((i) => [i.pagePath, i.text]),
    TAB_PAGES.map((p, i) => [p, ['首页', '卖号', '消息', '我的'][i]]),
  )
  for (const item of app.tabBar!.list) {
    assert.ok(app.pages.includes(item.pagePath), `${item.pagePath} is in the main package`)
    for (const icon of [item.iconPath, item.selectedIconPath]) {
      const file = join(DIR, icon)
      assert.ok(existsSync(file), `${icon} is in the build`)
      assert.ok(!icon.startsWith(app.subPackages![0].root), `${icon} is in the main package`)
      assert.ok(statSync(file).size <= 40 * 1024, `${icon} is within WeChat's 40 KB`)
      assert.equal(readFileSync(file).subarray(1, 4).toString(), 'PNG')
    }
  }
  assert.equal(app.lazyCodeLoading, 'requiredComponents')
  for (const page of TAB_PAGES) assert.deepEqual(app.preloadRule?.[page]?.packages, [app.subPackages![0].root], `${page} preloads the subpackage`)
}

/**
 * Runs as the seller (`tokens.seller`, the simulator's session); `roomId`: a room where the buyer writes to them.
 * Leaves no tab page alive (as a reLaunch would).
 */
export async function checkTabsAtWork(sim: WeappSimulator, api: Api, tokens: Record<string, string>, roomId: number): Promise<void> {
  const [HOME, SELL, XIAOXI, MINE] = TAB_PAGES
  const errors = sim.recorded.errors.length
  // loads since this test began (the walk above loaded every page once, as pages of its own)
  const mark = sim.recorded.lifecycle.length
  const loads = (route: string) => sim.recorded.lifecycle.slice(mark).filter((l) => l.route === route && l.hook === 'onLoad').length
  const unread = async () =>
    (await api<{ count: number }>('/need/message/unread', tokens.seller)).count + (await api<{ total: number }>('/need/chat/unread', tokens.seller)).total
  const badge = () => sim.tabBar!.items[2].badge

  try {
    const shown = (n: number) => (n > 99 ? '99+' : String(n))
    const home = await sim.tapTab(0)
    assert.equal(sim.current(), HOME)

    // 卖号: pick a game (state of the page itself, not of a store)
    const sell = await sim.tapTab(1)
    await until(() => sell.dom.querySelector(renderedSelector('.game-grid__item')) !== null, 10000, 'the sell page shows no games')
    await sell.tap('.game-grid__item')
    await until(() => sell.text().includes('已选择：'), 5000, 'picking a game did not show it')
    const picked = sell.text().match(/已选择：(\S+)/)![1]

    // round trip through two other tabs: 卖号 is shown again, not loaded again, with the game still picked
    await sim.tapTab(0)
    await sim.tapTab(3)
    const again = await sim.tapTab(1)
    assert.equal(again.dom, sell.dom, 'the same page, kept alive')
    assert.equal(loads(SELL), 1, 'sell loaded once')
    assert.equal(loads(HOME), 1, 'home loaded once')
    assert.ok(again.text().includes('已选择：' + picked), 'the picked game survived the round trip')

    // a tap into a tab from a page (首页's 我要卖 entry) switches to the kept tab: switchTab, no navigateTo
    const navs = sim.recorded.navigations.length
    await sim.tapTab(0)
    await home.tap('.quick-sell')
    await until(() => sim.current() === SELL, 5000, 'the quick entry did not switch to 卖号')
    assert.deepEqual(
      sim.recorded.navigations.slice(navs).filter((n) => n.api !== 'tabBar'),
      [{ api: 'switchTab', url: '/' + SELL }],
    )
    assert.equal(loads(SELL), 1)

    // 消息 fetches the count when it shows: the badge is that count (none at zero)
    const before = await unread()
    await sim.tapTab(2)
    await until(() => badge() === (before > 0 ? shown(before) : null), 10000, `badge ${badge()} is not the unread count ${before}`)
    // a new message for the seller: the badge follows when the count is fetched again
    await api('/need/chat/room/' + roomId + '/messages', tokens.buyer, { method: 'POST', body: JSON.stringify({ kind: 'text', text: '还在吗？在线等' }) })
    const more = await unread()
    assert.equal(more, before + 1)
    await sim.tapTab(0)
    await sim.tapTab(2)
    await until(() => badge() === shown(more), 10000, `badge ${badge()} did not follow the count ${more}`)
    // everything read elsewhere: the badge goes when the count is fetched again
    await api('/need/message/readAll', tokens.seller, { method: 'POST', body: '{}' })
    type Rooms = { rows: { id: number; unread: number; lastMessage: { id: number } | null }[] }
    for (const room of (await api<Rooms>('/need/chat/rooms?pageNum=1&pageSize=50', tokens.seller)).rows.filter((r) => r.unread > 0)) {
      await api(`/need/chat/room/${room.id}/read`, tokens.seller, { method: 'POST', body: JSON.stringify({ lastId: room.lastMessage!.id }) })
    }
    assert.equal(await unread(), 0)
    await sim.tapTab(0)
    await sim.tapTab(2)
    await until(() => badge() === null, 10000, `badge ${badge()} stayed at zero unread`)
    assert.equal(loads(XIAOXI), 1, 'messages loaded once')

    // English: the labels follow the language (switched on 我的)
    const mine = await sim.tapTab(3)
    await mine.tap('.lang-en-US')
    await until(() => sim.tabBar!.items.map((i) => i.text).join() === 'Home,Sell,Messages,Me', 5000, 'the tab labels did not turn English')
    await mine.tap('.lang-zh-CN')
    await until(() => sim.tabBar!.items.map((i) => i.text).join() === '首页,卖号,消息,我的', 5000, 'the tab labels did not turn Chinese again')
    assert.equal(loads(MINE), 1)
    assert.deepEqual(sim.recorded.errors.slice(errors), [])
  } finally {
    // as a reLaunch would: the later tests open their pages themselves
    sim.closeTabs()
  }
}
