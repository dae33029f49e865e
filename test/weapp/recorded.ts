/**
 * What the mini-program simulator (simulator.ts) records of the app's calls for the tests to check: requests,
 * sockets, navigations, modals, toasts, errors, the privacy check, the clipboard and the page lifecycle.
 */
import type { RecordedRequest, RecordedSocket } from './wxHost.ts'

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
  /** the template ids of each wx.requestSubscribeMessage */
  subscribes: string[][]
}

export const emptyRecord = (): Recorded => ({ requests: [], sockets: [], navigations: [], modals: [], toasts: [], errors: [], privacy: [], clipboard: [], lifecycle: [], subscribes: [] })

/** console.error output, uncaught errors and rejected promises go to `rec.errors` (console.error still prints) */
export function recordErrors(rec: Recorded): void {
  const original = console.error
  console.error = (...args: unknown[]) => {
    rec.errors.push(args.map((a) => (a instanceof Error ? a.stack || a.message : String(a))).join(' '))
    original(...args)
  }
  process.on('uncaughtException', (e) => rec.errors.push('uncaught: ' + (e.stack || e.message)))
  process.on('unhandledRejection', (e) => rec.errors.push('unhandled rejection: ' + (e instanceof Error ? e.stack || e.message : String(e))))
}
