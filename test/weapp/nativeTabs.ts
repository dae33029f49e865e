/**
 * The native tab bar's navigation in the mini-program simulator (simulator.ts), as WeChat's: switchTab closes the
 * pages over the tabs and hides the tab on screen, loading a tab page on its first visit and only showing it on
 * later ones (it stays alive until a reLaunch); a tap on a tab is a switch, then the page's onTabItemTap.
 */
import { settle } from './dom.ts'
import type { MountedPage, PageInstance } from './mountedPage.ts'
import type { PageStack } from './pageStack.ts'
import type { Recorded } from './recorded.ts'
import type { TabBarState } from './tabBarApi.ts'

export class NativeTabs {
  /** tab pages loaded by a switch, kept alive until the simulator ends (WeChat never unloads them but on reLaunch) */
  private tabs = new Map<string, { page: MountedPage; instance: PageInstance }>()
  /** tab pages a switch is loading (mounted, first render pending) */
  private loadingTabs = new Map<string, Promise<MountedPage>>()

  constructor(
    private readonly stack: PageStack,
    /** the native tab bar (null: the app has none) */
    private readonly bar: TabBarState | null,
    private readonly recorded: Recorded,
    /** mounts a page, as a navigation to it */
    private readonly mount: (route: string) => Promise<MountedPage>,
  ) {}

  isTabPage(route: string): boolean {
    return this.bar?.items.some((i) => i.pagePath === route) ?? false
  }

  /**
   * What wx.switchTab does: closes every page that is not a tab page, hides the tab page on screen, and shows the
   * tab `route`: loaded (onLoad, onShow) on its first visit, only shown (onShow) after, with its state as it was.
   */
  async switchTab(route: string): Promise<MountedPage> {
    const stack = this.stack
    if (!this.isTabPage(route)) throw new Error(`switchTab:fail can not switch to no-tabBar page ${route}`)
    stack.switching = true
    try {
      for (const page of [...stack.pages].reverse()) {
        if (this.isTabPage(String(page.route))) continue
        const open = stack.mounted.get(page)
        if (open) open.unmount()
        else stack.pages = stack.pages.filter((p) => p !== page)
      }
    } finally {
      stack.switching = false
    }
    const top = stack.top()
    // already on screen (or being loaded by a switch still waiting for its first render)
    if (top && top.route === route) return this.tabs.get(route)?.page ?? (await this.loadingTabs.get(route))!
    if (top) {
      stack.run(top, 'onHide')
      stack.pages = stack.pages.filter((p) => p !== top)
    }
    const kept = this.tabs.get(route)
    if (kept) {
      stack.pages.push(kept.instance)
      stack.run(kept.instance, 'onShow')
      await settle()
      return kept.page
    }
    const loading = this.mount(route)
    this.loadingTabs.set(route, loading)
    const page = await loading.finally(() => this.loadingTabs.delete(route))
    this.tabs.set(route, { page, instance: stack.instanceOf(page) })
    return page
  }

  /** what a reLaunch does to the tab pages: unloads them (the next switch loads them again) */
  closeTabs(): void {
    for (const { page } of this.tabs.values()) page.unmount()
    this.tabs.clear()
  }

  /** the user taps tab `index` of the native bar: a switch unless it is the tab on screen, then its onTabItemTap */
  async tapTab(index: number): Promise<MountedPage> {
    const item = this.bar?.items[index]
    if (!item) throw new Error(`no tab ${index}`)
    this.recorded.navigations.push({ api: 'tabBar', url: '/' + item.pagePath })
    const page = await this.switchTab(item.pagePath)
    const instance = this.tabs.get(item.pagePath)!.instance
    instance.onTabItemTap?.call(instance, { index: String(index), pagePath: item.pagePath, text: item.text })
    await settle()
    return page
  }
}
