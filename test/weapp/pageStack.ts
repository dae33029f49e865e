/**
 * The pages the mini-program simulator (simulator.ts) has open, as getCurrentPages() lists them, and Page() made
 * into what miniprogram-simulate knows (Component()): a page's attach pushes it on the stack and runs its
 * onLoad/onShow, its detach runs onHide/onUnload and shows the page under it again.
 */
import { createRequire } from 'node:module'
import type { MountedPage, PageInstance } from './mountedPage.ts'
import type { Recorded } from './recorded.ts'

const require = createRequire(import.meta.url)

export class PageStack {
  /** open pages, bottom first */
  pages: PageInstance[] = []
  /** the page being mounted, set around its attach */
  mounting: { route: string; query: Record<string, string> } | null = null
  /** the instance the last attach made (its page object) */
  attached: PageInstance | null = null
  /** while switching tabs the pages closed on the way do not show the page under them */
  switching = false
  /** pages mounted by the simulator's mount(), by instance, so a switch can close them */
  readonly mounted = new Map<PageInstance, MountedPage>()

  constructor(private readonly recorded: Recorded) {}

  top(): PageInstance | undefined {
    return this.pages[this.pages.length - 1]
  }

  instanceOf(page: MountedPage): PageInstance {
    for (const [instance, p] of this.mounted) if (p === page) return instance
    throw new Error(`${page.route} is not mounted`)
  }

  /** calls a lifecycle hook of a page and records it */
  run(page: PageInstance, hook: 'onLoad' | 'onShow' | 'onHide' | 'onUnload', arg?: unknown): void {
    this.recorded.lifecycle.push({ route: String(page.route), hook })
    ;(page[hook] as ((a?: unknown) => void) | undefined)?.call(page, arg)
  }
}

/**
 * simulate knows Component() only: a Page() becomes a component whose attach runs the page's onLoad/onShow and
 * whose detach runs onHide/onUnload. webpack runs a page's module once, so the definition seen the first time a
 * file runs is registered again whenever the simulator runs that file again.
 */
export function patchRegistration(stack: PageStack): void {
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
  g.Page = (options: Record<string, unknown>) => {
    const methods: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(options)) if (typeof v === 'function') methods[k] = v
    component({
      data: options.data,
      options: options.options,
      methods,
      lifetimes: {
        attached(this: PageInstance) {
          const { route, query } = stack.mounting!
          this.route = route
          this.__route__ = route
          // a page opened over the one on screen hides it (navigateTo)
          const below = stack.top()
          if (below) stack.run(below, 'onHide')
          stack.pages.push(this)
          stack.attached = this
          stack.run(this, 'onLoad', query)
          stack.run(this, 'onShow')
        },
        ready(this: PageInstance) {
          this.onReady?.call(this)
        },
        detached(this: PageInstance) {
          const wasTop = stack.top() === this
          stack.run(this, 'onHide')
          stack.run(this, 'onUnload')
          stack.pages = stack.pages.filter((p) => p !== this)
          // back to the page under it (navigateBack)
          const top = stack.top()
          if (wasTop && top && !stack.switching) stack.run(top, 'onShow')
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
