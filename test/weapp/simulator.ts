/**
 * Runs the built mini program (dist/weapp) headlessly: WeChat's own WXML/WXSS compilers (wcc/wcsc from
 * miniprogram-compiler) through miniprogram-simulate, in a jsdom window, with `wx` backed by the real API server.
 *
 * What the simulator lacks is filled in here (see ../shared TOOLCHAIN "Running the compiled mini program
 * headlessly"): Page() is registered as a component, component configs are replayed for later mounts (webpack
 * runs each module once), storage, navigation, modals and toasts are recorded, createSelectorQuery answers with
 * empty rectangles, wx.request is forwarded to the server with fetch, and wx.connectSocket opens a real WebSocket
 * (the `ws` package) to the server's chat socket.
 *
 * The native tab bar (app.json `tabBar`) behaves as WeChat's: switchTab closes the pages over the tabs and hides
 * the tab on screen, loading a tab page on its first visit and only showing it on later ones (it stays alive);
 * navigateTo/redirectTo refuse tab pages; the tab bar APIs (badge, red dot, item text) keep the bar's state and
 * work only while a tab page is on screen; `tapTab` is the user's tap, with the page's onTabItemTap.
 */
import { chmodSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { patchPrivacyCheck } from './privacy-check.ts'
import { fire, renderedSelector, settle, until } from './dom.ts'
import { patchTabBarApis, type TabBarState } from './tabBarApi.ts'
import { done, fail, patchHost, type RecordedRequest, type RecordedSocket } from './wxHost.ts'

const require = createRequire(import.meta.url)

export type { RecordedRequest, RecordedSocket } from './wxHost.ts'
export { renderedSelector, settle, until } from './dom.ts'

export interface Recorded {
  requests: RecordedRequest[]
  sockets: RecordedSocket[]
  /** navigation calls, e.g. { api: 'navigateTo', url: '/pages/index/goodList/index?gameId=1' } */
  navigations: { api: string; url: string }[]
  modals: { content: string }[]
  toasts: string[]
  /** uncaught errors, rejected promises and console.error output */
  errors: string[]
  /** WeChat's privacy check: each held call of a privacy API and how the app answered it */
  privacy: { referrer: string; event: string; buttonId?: string }[]
  /** what wx.setClipboardData was given */
  clipboard: string[]
  /** page lifecycle calls in order, e.g. { route: 'pages/index/sell/index', hook: 'onLoad' } */
  lifecycle: { route: string; hook: 'onLoad' | 'onShow' | 'onHide' | 'onUnload' }[]
}

export type { TabBarState } from './tabBarApi.ts'

export interface MountedPage {
  route: string
  /** the page's rendered tree (the custom element holding it) */
  dom: Element
  /** the Taro node tree as it was set on the page (`root`) */
  root: () => TaroNode
  text: () => string
  /** taps the first rendered element matching `selector` (a class selector of the app, e.g. '.sms-btn') */
  tap: (selector: string) => Promise<void>
  /** dispatches the event `name` on the first rendered element matching `selector` (e.g. a button's open-type event) */
  fire: (selector: string, name: string, detail?: Record<string, unknown>) => Promise<void>
  /** types into the first <input> inside the element matching `selector` */
  input: (selector: string, value: string) => Promise<void>
  unmount: () => void
}

export interface TaroNode {
  nn?: string
  cn?: TaroNode[]
  cl?: string
  v?: string
  [key: string]: unknown
}

/** a page as getCurrentPages() lists it: the component standing in for Page(), with the page's methods */
type PageInstance = Record<string, unknown> & {
  route?: string
  onLoad?: (q: unknown) => void
  onShow?: () => void
  onHide?: () => void
  onUnload?: () => void
  onReady?: () => void
  onTabItemTap?: (item: unknown) => void
}

interface SimComponent {
  dom: Element
  data: { root?: TaroNode }
  instance: Record<string, unknown>
  attach: (parent: Element) => void
  detach: () => void
  querySelector: (sel: string) => { dispatchEvent: (name: string, detail?: unknown) => void } | null
}

interface Simulate {
  load: (path: string, tag?: string, options?: Record<string, unknown>) => string
  render: (id: string, props?: Record<string, unknown>) => SimComponent
}

export class WeappSimulator {
  readonly recorded: Recorded = { requests: [], sockets: [], navigations: [], modals: [], toasts: [], errors: [], privacy: [], clipboard: [], lifecycle: [] }
  /** the user has agreed to the privacy guide (WeChat remembers it per user and mini program) */
  privacyAgreed = false
  /** the native tab bar, as app.json declares it and the tab bar APIs changed it (null: the app has none) */
  readonly tabBar: TabBarState | null
  readonly storage = new Map<string, unknown>()
  /** what the next showModal answers */
  modalAnswer = { confirm: true }
  readonly app: { pages: string[]; subPackages?: { root: string; pages: string[] }[]; tabBar?: { list: { pagePath: string; text: string }[] } }
  private sim!: Simulate
  private ids = new Map<string, string>()
  private pageStack: PageInstance[] = []
  private mounting: { route: string; query: Record<string, string> } | null = null
  /** the instance the last attach made (its page object) */
  private attached: PageInstance | null = null
  /** tab pages loaded by a switch, kept alive until the simulator ends (WeChat never unloads them but on reLaunch) */
  private tabs = new Map<string, { page: MountedPage; instance: PageInstance }>()
  /** while switching tabs the pages closed on the way do not show the page under them */
  private switching = false
  /** pages mounted by mount(), by instance, so a switch can close them */
  private mounted = new Map<PageInstance, MountedPage>()
  /** tab pages a switch is loading (mounted, first render pending) */
  private loadingTabs = new Map<string, Promise<MountedPage>>()

  private instanceOf(page: MountedPage): PageInstance {
    for (const [instance, p] of this.mounted) if (p === page) return instance
    throw new Error(`${page.route} is not mounted`)
  }

  constructor(
    readonly dir: string,
    /** the API base the build was made with, and the server's to send its requests to instead */
    private builtApiBase: string,
    private apiBase: string,
  ) {
    this.app = JSON.parse(readFileSync(join(dir, 'app.json'), 'utf8'))
    this.tabBar = this.app.tabBar ? { items: this.app.tabBar.list.map((i) => ({ pagePath: i.pagePath, text: i.text, badge: null, redDot: false })) } : null
  }

  isTabPage(route: string): boolean {
    return this.tabBar?.items.some((i) => i.pagePath === route) ?? false
  }

  /** the route of the page on screen (top of the stack) */
  current(): string | undefined {
    return this.pageStack[this.pageStack.length - 1]?.route
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
    this.patchRegistration()
    this.patchWx()
    patchPrivacyCheck(this)
    this.catchErrors()

    // app.js: Taro's runtime, the shared chunks and App()
    let appConfig: Record<string, (...a: unknown[]) => unknown> | undefined
    g.App = (config: Record<string, (...a: unknown[]) => unknown>) => {
      appConfig = config
    }
    g.getApp = () => appConfig
    g.getCurrentPages = () => [...this.pageStack]
    require(join(this.dir, 'app.js'))
    if (!appConfig) throw new Error('app.js did not call App()')
    const launch = { path: this.app.pages[0], query: {}, scene: 1001 }
    appConfig.onLaunch?.call(appConfig, launch)
    appConfig.onShow?.call(appConfig, launch)
  }

  /**
   * simulate knows Component() only: a Page() becomes a component whose attach runs the page's onLoad/onShow and
   * whose detach runs onHide/onUnload. webpack runs a page's module once, so the definition seen the first time a
   * file runs is registered again whenever the simulator runs that file again.
   */
  private patchRegistration(): void {
    const g = globalThis as Record<string, unknown>
    const simComponent = g.Component as (def: Record<string, unknown>) => void
    const seen = new Map<string, Record<string, unknown>>()
    let running: string | null = null
    let registered = false
    const component = (def: Record<string, unknown>) => {
      registered = true
      if (running) seen.set(running, def)
      simComponent(def)
    }
    g.Component = component
    const self = this
    g.Page = (options: Record<string, unknown>) => {
      const methods: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(options)) if (typeof v === 'function') methods[k] = v
      component({
        data: options.data,
        options: options.options,
        methods,
        lifetimes: {
          attached(this: PageInstance) {
            const { route, query } = self.mounting!
            this.route = route
            this.__route__ = route
            // a page opened over the one on screen hides it (navigateTo)
            const below = self.pageStack[self.pageStack.length - 1]
            if (below) self.run(below, 'onHide')
            self.pageStack.push(this)
            self.attached = this
            self.run(this, 'onLoad', query)
            self.run(this, 'onShow')
          },
          ready(this: PageInstance) {
            this.onReady?.call(this)
          },
          detached(this: PageInstance) {
            const wasTop = self.pageStack[self.pageStack.length - 1] === this
            self.run(this, 'onHide')
            self.run(this, 'onUnload')
            self.pageStack = self.pageStack.filter((p) => p !== this)
            // back to the page under it (navigateBack)
            const top = self.pageStack[self.pageStack.length - 1]
            if (wasTop && top && !self.switching) self.run(top, 'onShow')
          },
        },
      })
    }
    const utils = require('miniprogram-simulate/src/utils') as { runJs: (file: string) => void }
    utils.runJs = (file: string) => {
      running = file
      registered = false
      require(file)
      delete require.cache[require.resolve(file)]
      running = null
      if (!registered && seen.has(file)) simComponent(seen.get(file)!)
    }
  }

  /** calls a lifecycle hook of a page and records it */
  private run(page: PageInstance, hook: 'onLoad' | 'onShow' | 'onHide' | 'onUnload', arg?: unknown): void {
    this.recorded.lifecycle.push({ route: String(page.route), hook })
    ;(page[hook] as ((a?: unknown) => void) | undefined)?.call(page, arg)
  }

  /**
   * What wx.switchTab does: closes every page that is not a tab page, hides the tab page on screen, and shows the
   * tab `route`: loaded (onLoad, onShow) on its first visit, only shown (onShow) after, with its state as it was.
   */
  async switchTab(route: string): Promise<MountedPage> {
    if (!this.isTabPage(route)) throw new Error(`switchTab:fail can not switch to no-tabBar page ${route}`)
    this.switching = true
    try {
      for (const page of [...this.pageStack].reverse()) {
        if (this.isTabPage(String(page.route))) continue
        const open = this.mounted.get(page)
        if (open) open.unmount()
        else this.pageStack = this.pageStack.filter((p) => p !== page)
      }
    } finally {
      this.switching = false
    }
    const top = this.pageStack[this.pageStack.length - 1]
    // already on screen (or being loaded by a switch still waiting for its first render)
    if (top && top.route === route) return this.tabs.get(route)?.page ?? (await this.loadingTabs.get(route))!
    if (top) {
      this.run(top, 'onHide')
      this.pageStack = this.pageStack.filter((p) => p !== top)
    }
    const kept = this.tabs.get(route)
    if (kept) {
      this.pageStack.push(kept.instance)
      this.run(kept.instance, 'onShow')
      await settle()
      return kept.page
    }
    const loading = this.mount(route)
    this.loadingTabs.set(route, loading)
    const page = await loading.finally(() => this.loadingTabs.delete(route))
    this.tabs.set(route, { page, instance: this.instanceOf(page) })
    return page
  }

  /** what a reLaunch does to the tab pages: unloads them (the next switch loads them again) */
  closeTabs(): void {
    for (const { page } of this.tabs.values()) page.unmount()
    this.tabs.clear()
  }

  /** the user taps tab `index` of the native bar: a switch unless it is the tab on screen, then its onTabItemTap */
  async tapTab(index: number): Promise<MountedPage> {
    const item = this.tabBar?.items[index]
    if (!item) throw new Error(`no tab ${index}`)
    this.recorded.navigations.push({ api: 'tabBar', url: '/' + item.pagePath })
    const page = await this.switchTab(item.pagePath)
    const instance = this.tabs.get(item.pagePath)!.instance
    instance.onTabItemTap?.call(instance, { index: String(index), pagePath: item.pagePath, text: item.text })
    await settle()
    return page
  }

  private patchWx(): void {
    const wx = (globalThis as Record<string, Record<string, unknown>>).wx
    const rec = this.recorded
    // storage, in memory, as the real one: values are kept as they were set
    wx.setStorageSync = (k: string, v: unknown) => void this.storage.set(k, v)
    wx.getStorageSync = (k: string) => (this.storage.has(k) ? this.storage.get(k) : '')
    wx.removeStorageSync = (k: string) => void this.storage.delete(k)
    wx.clearStorageSync = () => this.storage.clear()
    wx.setStorage = (o: Record<string, unknown>) => (this.storage.set(o.key as string, o.data), done(o, { errMsg: 'setStorage:ok' }))
    wx.getStorage = (o: Record<string, unknown>) =>
      this.storage.has(o.key as string) ? done(o, { data: this.storage.get(o.key as string), errMsg: 'getStorage:ok' }) : fail(o, 'getStorage:fail data not found')
    wx.removeStorage = (o: Record<string, unknown>) => (this.storage.delete(o.key as string), done(o, { errMsg: 'removeStorage:ok' }))
    wx.clearStorage = (o: Record<string, unknown>) => (this.storage.clear(), done(o, { errMsg: 'clearStorage:ok' }))
    // wx.login: a new one-time code each call, as WeChat gives; the server's WeChat login sandbox derives the openid from it
    let logins = 0
    wx.login = (o: Record<string, unknown>) => setTimeout(() => done(o, { code: `sim${process.pid}x${++logins}`, errMsg: 'login:ok' }), 0)

    // navigations are recorded (the tests mount the pages they mean to see), but WeChat's rules for tab pages hold
    const routeOf = (url: string) => url.replace(/^\//, '').split('?')[0]
    for (const api of ['navigateTo', 'redirectTo', 'reLaunch', 'navigateBack']) {
      wx[api] = (o: Record<string, unknown>) => {
        const url = String(o.url ?? '')
        rec.navigations.push({ api, url })
        if ((api === 'navigateTo' || api === 'redirectTo') && this.isTabPage(routeOf(url))) return fail(o, `${api}:fail can not ${api} a tabbar page`)
        done(o, { errMsg: api + ':ok' })
      }
    }
    // switchTab carries no query (WeChat drops it) and really switches: the tab pages stay alive
    wx.switchTab = (o: Record<string, unknown>) => {
      const url = String(o.url ?? '')
      rec.navigations.push({ api: 'switchTab', url })
      if (!this.isTabPage(routeOf(url))) return fail(o, 'switchTab:fail can not switch to no-tabBar page')
      this.switchTab(routeOf(url)).then(
        () => done(o, { errMsg: 'switchTab:ok' }),
        (e) => fail(o, 'switchTab:fail ' + String(e)),
      )
    }
    patchTabBarApis(wx, this.tabBar, () => this.isTabPage(this.current() ?? ''))
    wx.showModal = (o: Record<string, unknown>) => {
      rec.modals.push({ content: String(o.content ?? '') })
      const answer = this.modalAnswer
      setTimeout(() => done(o, { ...answer, cancel: !answer.confirm, errMsg: 'showModal:ok' }), 0)
    }
    wx.showToast = (o: Record<string, unknown>) => {
      rec.toasts.push(String(o.title ?? ''))
      done(o, { errMsg: 'showToast:ok' })
    }

    patchHost(wx, rec, this.builtApiBase, this.apiBase)
  }

  private catchErrors(): void {
    const rec = this.recorded
    const original = console.error
    console.error = (...args: unknown[]) => {
      rec.errors.push(args.map((a) => (a instanceof Error ? a.stack || a.message : String(a))).join(' '))
      original(...args)
    }
    process.on('uncaughtException', (e) => rec.errors.push('uncaught: ' + (e.stack || e.message)))
    process.on('unhandledRejection', (e) => rec.errors.push('unhandled rejection: ' + (e instanceof Error ? e.stack || e.message : String(e))))
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
    this.mounting = { route, query }
    try {
      comp.attach(parent)
    } finally {
      this.mounting = null
    }
    const instance = this.attached!
    const root = () => (comp.data.root ?? {}) as TaroNode
    // React renders after onLoad's promise: wait for the first setData of the page's tree
    await until(() => (root().cn?.length ?? 0) > 0, 10000, `${route} never rendered`)
    const find = (selector: string) => {
      const el = comp.dom.querySelector(renderedSelector(selector))
      if (!el) throw new Error(`${route}: nothing matches ${selector}`)
      return el
    }
    const page: MountedPage = {
      route,
      dom: comp.dom,
      root,
      text: () => (comp.dom.textContent ?? '').replace(/\s+/g, ' ').trim(),
      tap: async (selector) => {
        fire(find(selector), 'tap', {})
        await settle()
      },
      fire: async (selector, name, detail = {}) => {
        fire(find(selector), name, detail)
        await settle()
      },
      input: async (selector, value) => {
        const host = find(selector)
        const input = host.matches('wx-input, input') ? host : host.querySelector('wx-input, input')
        if (!input) throw new Error(`${route}: no input in ${selector}`)
        fire(input, 'input', { value, cursor: value.length })
        await settle()
      },
      unmount: () => {
        // a switch may have closed it already
        if (!this.mounted.delete(instance)) return
        comp.detach()
        parent.remove()
      },
    }
    this.mounted.set(instance, page)
    return page
  }
}
