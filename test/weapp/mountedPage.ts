/**
 * A page the mini-program simulator (simulator.ts) has mounted, as the tests hold it: its rendered tree, its Taro
 * node tree, its text, and the user's taps, events and typing on it. Also the shapes of what miniprogram-simulate
 * gives and of a page instance.
 */
import { fire, renderedSelector, settle } from './dom.ts'

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
export type PageInstance = Record<string, unknown> & {
  route?: string
  onLoad?: (q: unknown) => void
  onShow?: () => void
  onHide?: () => void
  onUnload?: () => void
  onReady?: () => void
  onTabItemTap?: (item: unknown) => void
}

/** a component rendered by miniprogram-simulate */
export interface SimComponent {
  dom: Element
  data: { root?: TaroNode }
  instance: Record<string, unknown>
  attach: (parent: Element) => void
  detach: () => void
  querySelector: (sel: string) => { dispatchEvent: (name: string, detail?: unknown) => void } | null
}

/** miniprogram-simulate's module */
export interface Simulate {
  load: (path: string, tag?: string, options?: Record<string, unknown>) => string
  render: (id: string, props?: Record<string, unknown>) => SimComponent
}

/**
 * The test's handle on page `route`, rendered as `comp` inside `parent`. `close` forgets the page and says whether
 * it was still open (a tab switch may have closed it already); only then is it detached.
 */
export function mountedPage(route: string, comp: SimComponent, parent: Element, close: () => boolean): MountedPage {
  const find = (selector: string) => {
    const el = comp.dom.querySelector(renderedSelector(selector))
    if (!el) throw new Error(`${route}: nothing matches ${selector}`)
    return el
  }
  return {
    route,
    dom: comp.dom,
    root: () => (comp.data.root ?? {}) as TaroNode,
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
      if (!close()) return
      comp.detach()
      parent.remove()
    },
  }
}
