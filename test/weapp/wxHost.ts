/**
 * The wx APIs of the simulator that reach past the page (see simulator.ts): layout queries (answered with empty
 * rectangles), wx.request forwarded with fetch to the server started by the test, and wx.connectSocket as a real
 * WebSocket to its chat socket. What they did is recorded.
 */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

export interface RecordedRequest {
  method: string
  url: string
  header: Record<string, string>
  status: number
}

/** a socket the app opened: its URL and the frames each way, parsed */
export interface RecordedSocket {
  url: string
  sent: Record<string, unknown>[]
  received: Record<string, unknown>[]
  /** the close code, once closed */
  closed: number | null
}

type Opts = Record<string, unknown>

export const done = (opts: Opts, res: Record<string, unknown>) => {
  ;(opts.success as ((r: unknown) => void) | undefined)?.(res)
  ;(opts.complete as ((r: unknown) => void) | undefined)?.(res)
}

export const fail = (opts: Opts, errMsg: string) => {
  ;(opts.fail as ((r: unknown) => void) | undefined)?.({ errMsg })
  ;(opts.complete as ((r: unknown) => void) | undefined)?.({ errMsg })
}

/** `builtApiBase`: the API base the build was made with; `apiBase`: the test server's, where requests go instead */
export function patchHost(
  wx: Record<string, unknown>,
  rec: { requests: RecordedRequest[]; sockets: RecordedSocket[]; errors: string[] },
  builtApiBase: string,
  apiBase: string,
): void {
  // layout is not computed here: every query answers with empty rectangles
  const selectorQuery = () => {
    const results: unknown[] = []
    const node = (all: boolean) => {
      const n = {
        boundingClientRect: () => (results.push(all ? [] : { top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 }), q),
        scrollOffset: () => (results.push({ scrollTop: 0, scrollLeft: 0 }), q),
        fields: () => (results.push(all ? [] : {}), q),
        node: () => (results.push(all ? [] : { node: null }), q),
        context: () => (results.push({ context: null }), q),
      }
      return n
    }
    const q = {
      in: () => q,
      select: () => node(false),
      selectAll: () => node(true),
      selectViewport: () => node(false),
      exec: (cb?: (r: unknown[]) => void) => setTimeout(() => cb?.(results), 0),
    }
    return q
  }
  wx.createSelectorQuery = selectorQuery

  wx.request = (o: Record<string, unknown>) => {
    const method = String(o.method ?? 'GET').toUpperCase()
    let url = String(o.url)
    if (url.startsWith(builtApiBase)) url = apiBase + url.slice(builtApiBase.length)
    // a build made for another API base (TARO_APP_API_BASE differs from the test's) would reach nothing
    else rec.errors.push(`wx.request outside the API base ${builtApiBase}: ${url}`)
    const header = Object.fromEntries(Object.entries((o.header as Record<string, unknown>) ?? {}).map(([k, v]) => [k, String(v)]))
    let body: string | undefined
    if (o.data !== undefined && o.data !== null) {
      if (method === 'GET') {
        const qs = new URLSearchParams(Object.entries(o.data as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString()
        if (qs) url += (url.includes('?') ? '&' : '?') + qs
      } else body = typeof o.data === 'string' ? o.data : JSON.stringify(o.data)
    }
    const entry: RecordedRequest = { method, url, header, status: 0 }
    rec.requests.push(entry)
    let aborted = false
    fetch(url, { method, headers: header, body })
      .then(async (res) => {
        const text = await res.text()
        let data: unknown = text
        if (o.dataType !== 'text') {
          try {
            data = JSON.parse(text)
          } catch {
            data = text
          }
        }
        entry.status = res.status
        if (!aborted) done(o, { statusCode: res.status, data, header: Object.fromEntries(res.headers), errMsg: 'request:ok' })
      })
      .catch((e) => {
        if (!aborted) fail(o, 'request:fail ' + String(e))
      })
    return { abort: () => (aborted = true), onHeadersReceived() {}, offHeadersReceived() {} }
  }

  // wx.connectSocket: a real WebSocket to the server, with the SocketTask surface the app uses
  const WebSocket = require('ws') as typeof import('ws').WebSocket
  const asWs = (base: string) => base.replace(/^http/, 'ws')
  wx.connectSocket = (o: Record<string, unknown>) => {
    let url = String(o.url)
    if (url.startsWith(asWs(builtApiBase))) url = asWs(apiBase) + url.slice(asWs(builtApiBase).length)
    else rec.errors.push(`wx.connectSocket outside the API base ${asWs(builtApiBase)}: ${url}`)
    const entry: RecordedSocket = { url, sent: [], received: [], closed: null }
    rec.sockets.push(entry)
    type Fn = (res: Record<string, unknown>) => void
    const on: Record<'open' | 'message' | 'close' | 'error', Fn[]> = { open: [], message: [], close: [], error: [] }
    const ws = new WebSocket(url)
    const parse = (text: string) => {
      try {
        return JSON.parse(text) as Record<string, unknown>
      } catch {
        return { raw: text }
      }
    }
    ws.on('open', () => on.open.forEach((fn) => fn({ header: {} })))
    ws.on('message', (data) => {
      const text = String(data)
      entry.received.push(parse(text))
      on.message.forEach((fn) => fn({ data: text }))
    })
    ws.on('close', (code, reason) => {
      entry.closed = code
      on.close.forEach((fn) => fn({ code, reason: String(reason) }))
    })
    ws.on('error', (e) => on.error.forEach((fn) => fn({ errMsg: String(e) })))
    setTimeout(() => done(o, { errMsg: 'connectSocket:ok' }), 0)
    return {
      send: (s: Record<string, unknown>) => {
        if (ws.readyState !== WebSocket.OPEN) return fail(s, 'sendSocketMessage:fail socket is not open')
        entry.sent.push(parse(String(s.data)))
        ws.send(String(s.data))
        done(s, { errMsg: 'sendSocketMessage:ok' })
      },
      close: (c: Record<string, unknown> = {}) => {
        ws.close(typeof c.code === 'number' ? c.code : 1000)
        done(c, { errMsg: 'closeSocket:ok' })
      },
      onOpen: (fn: Fn) => void on.open.push(fn),
      onMessage: (fn: Fn) => void on.message.push(fn),
      onClose: (fn: Fn) => void on.close.push(fn),
      onError: (fn: Fn) => void on.error.push(fn),
    }
  }
}
