/** Rendered-tree helpers of the mini-program simulator (simulator.ts) and its tests. */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** What j-component's own dispatchEvent does for a custom event, for any rendered element: an exparser event. */
export function fire(el: Element, name: string, detail: Record<string, unknown>): void {
  const exparser = require('miniprogram-exparser') as {
    Event: { dispatchEvent: (target: unknown, ev: unknown) => void; create: (name: string, detail: unknown, opts: unknown) => unknown }
  }
  const node = (el as unknown as { __wxElement?: unknown }).__wxElement
  if (!node) throw new Error('not a rendered mini-program element: ' + el.tagName)
  exparser.Event.dispatchEvent(node, exparser.Event.create(name, detail, { bubbles: true, composed: true, extraFields: { touches: {}, changedTouches: {} } }))
}

/** '.sms-btn' -> the rendered class (simulate prefixes the page's classes with its tag, `main--`) */
export const renderedSelector = (selector: string) => selector.replace(/\.([\w-]+)/g, '[class~="main--$1"]')

export const settle = (ms = 50) => new Promise((r) => setTimeout(r, ms))

export async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error(what)
    await settle(20)
  }
}
