/**
 * Runs the built mini program (dist/weapp) headlessly: WeChat's own WXML/WXSS compilers (wcc/wcsc from
 * miniprogram-compiler) through miniprogram-simulate, in a jsdom window, with `wx` backed by the real API server.
 *
 * What the simulator lacks is filled in (see ../shared TOOLCHAIN "Running the compiled mini program headlessly"):
 * Page() is registered as a component, component configs are replayed for later mounts (webpack runs each module
 * once) (pageStack.ts); storage, navigation, modals and toasts are recorded (wxApis.ts, recorded.ts);
 * createSelectorQuery answers with empty rectangles, wx.request is forwarded to the server with fetch, and
 * wx.connectSocket opens a real WebSocket (the `ws` package) to the server's chat socket (wxHost.ts).
 *
 * The native tab bar (app.json `tabBar`) behaves as WeChat's (nativeTabs.ts): switchTab closes the pages over the
 * tabs and hides the tab on screen, loading a tab page on its first visit and only showing it on later ones (it
 * stays alive); navigateTo/redirectTo refuse tab pages; the tab bar APIs (badge, red dot, item text) keep the bar's
 * state and work only while a tab page is on screen (tabBarApi.ts); `tapTab` is the user's tap, with the page's
 * onTabItemTap.
 */
import { chmodSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { until } from './dom.ts'
import { mountedPage, type MountedPage, type Simulate, type TaroNode } from './mountedPage.ts'
import { NativeTabs } from './nativeTabs.ts'
import { PageStack, patchRegistration } from './pageStack.ts'
import { patchPrivacyCheck } from './privacy-check.ts'
import { emptyRecord, recordErrors, type Recorded } from './recorded.ts'
import type { TabBarState } from './tabBarApi.ts'
import { patchWx } from './wxApis.ts'

const require = createRequire(import.meta.url)

export type { RecordedRequest, RecordedSocket } from './wxHost.ts'
export { renderedSelector, settle, until } from './dom.ts'
export type { Recorded } from './recorded.ts'
export type { TabBarState } from './tabBarApi.ts'
export type { MountedPage, TaroNode } from './mountedPage.ts'

export class WeappSimulator {
  readonly recorded: Recorded = emptyRecord()
  /** the user has agreed to the privacy guide (WeChat remembers it per user and mini program) */
  privacyAgreed = false
  /** the native tab bar, as app.json declares it and the tab bar APIs changed it (null: the app has none) */
  readonly tabBar: TabBarState | null
  readonly storage = new Map<string, unknown>()
  /** what the next showModal answers */
  modalAnswer = { confirm: true }
  /** what wx.requestSubscribeMessage answers for every template id */
  subscribeAnswer = 'accept'
  readonly app: { pages: string[]; subPackages?: { root: string; pages: string[] }[]; tabBar?: { list: { pagePath: string; text: string }[] } }
  private sim!: Simulate
  private ids = new Map<string, string>()
  private stack = new PageStack(this.recorded)
  private tabs: NativeTabs

  constructor(
    readonly dir: string,
    /** the API base the build was made with, and the server's to send its requests to instead */
    private builtApiBase: string,
    private apiBase: string,
  ) {
    this.app = JSON.parse(readFileSync(join(dir, 'app.json'), 'utf8'))
    this.tabBar = this.app.tabBar ? { items: this.app.tabBar.list.map((i) => ({ pagePath: i.pagePath, text: i.text, badge: null, redDot: false })) } : null
    this.tabs = new NativeTabs(this.stack, this.tabBar, this.recorded, (route) => this.mount(route))
  }

  isTabPage(route: string): boolean {
    return this.tabs.isTabPage(route)
  }

  /** the route of the page on screen (top of the stack) */
  current(): string | undefined {
    return this.stack.top()?.route
  }

  /** every page path of app.json (main package first, then the subpackages) */
  pages(): string[] {
    return [...this.app.pages, ...(this.app.subPackages ?? []).flatMap((s) => s.pages.map((p) => s.root.replace(/\/$/, '') + '/' + p))]
  }

  start(): void {
    // the compilers ship without the execute bit
    const bin = join(require.resolve('miniprogram-compiler/package.json'), '..', 'bin', 'linux')
    for (const f of ['wcc', 'wcsc']) chmodSync(join(bin, f), 0o755)

    const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { pretendToBeVisual: true })
    const g = globalThis as Record<string, unknown>
    for (const key of ['window', 'document', 'navigator', 'Node', 'Element', 'HTMLElement', 'Event', 'CustomEvent', 'MutationObserver', 'getComputedStyle']) {
      g[key] = key === 'window' ? dom.window : (dom.window as unknown as Record<string, unknown>)[key]
    }
    if (typeof (g.getComputedStyle as unknown) === 'function') g.getComputedStyle = dom.window.getComputedStyle.bind(dom.window)

    this.sim = require('miniprogram-simulate') as Simulate
    patchRegistration(this.stack)
    patchWx(this, this.builtApiBase, this.apiBase)
    patchPrivacyCheck(this)
    recordErrors(this.recorded)

    // app.js: Taro's runtime, the shared chunks and App()
    let appConfig: Record<string, (...a: unknown[]) => unknown> | undefined
    g.App = (config: Record<string, (...a: unknown[]) => unknown>) => {
      appConfig = config
    }
    g.getApp = () => appConfig
    g.getCurrentPages = () => [...this.stack.pages]
    require(join(this.dir, 'app.js'))
    if (!appConfig) throw new Error('app.js did not call App()')
    const launch = { path: this.app.pages[0], query: {}, scene: 1001 }
    appConfig.onLaunch?.call(appConfig, launch)
    appConfig.onShow?.call(appConfig, launch)
  }

  /** wx.switchTab to tab page `route` (nativeTabs.ts) */
  switchTab(route: string): Promise<MountedPage> {
    return this.tabs.switchTab(route)
  }

  /** what a reLaunch does to the tab pages: unloads them (the next switch loads them again) */
  closeTabs(): void {
    this.tabs.closeTabs()
  }

  /** the user taps tab `index` of the native bar: a switch unless it is the tab on screen, then its onTabItemTap */
  tapTab(index: number): Promise<MountedPage> {
    return this.tabs.tapTab(index)
  }

  /** Mounts a page of app.json with a query, like a navigation to it. */
  async mount(route: string, query: Record<string, string> = {}): Promise<MountedPage> {
    let id = this.ids.get(route)
    if (!id) {
      id = this.sim.load(join(this.dir, route), { rootPath: this.dir, compiler: 'official' })
      this.ids.set(route, id)
    }
    const comp = this.sim.render(id)
    const parent = document.createElement('parent-wrapper')
    document.body.appendChild(parent)
    this.stack.mounting = { route, query }
    try {
      comp.attach(parent)
    } finally {
      this.stack.mounting = null
    }
    const instance = this.stack.attached!
    // React renders after onLoad's promise: wait for the first setData of the page's tree
    await until(() => (((comp.data.root ?? {}) as TaroNode).cn?.length ?? 0) > 0, 10000, `${route} never rendered`)
    const page = mountedPage(route, comp, parent, () => this.stack.mounted.delete(instance))
    this.stack.mounted.set(instance, page)
    return page
  }
}
