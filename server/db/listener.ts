/**
 * LISTEN on PostgreSQL: one dedicated connection per process (a pooled connection would be handed to queries and
 * lose its LISTEN), shared by every channel, reconnected with backoff when it drops. Notifications sent while it
 * was down are lost, so each listener's `onResume` is called once it is back and re-reads what it may have missed.
 */
import pg from 'pg'

export type OnPayload = (payload: string) => void

interface Listener {
  onPayload: OnPayload
  onResume?: () => void
}

export interface PgListener {
  listen(channel: string, onPayload: OnPayload, onResume?: () => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

const RETRY_MIN_MS = 250
const RETRY_MAX_MS = 5000

export function createPgListener(url: string): PgListener {
  const channels = new Map<string, Set<Listener>>()
  let client: pg.Client | null = null
  let connecting: Promise<pg.Client> | null = null
  let closed = false
  let retryMs = RETRY_MIN_MS
  let retryTimer: NodeJS.Timeout | null = null

  const quote = (channel: string) => '"' + channel.replace(/"/g, '""') + '"'

  async function connect(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: url })
    c.on('notification', (msg) => {
      for (const l of channels.get(msg.channel) ?? []) l.onPayload(msg.payload ?? '')
    })
    // 'error' comes before 'end' on a broken connection; both lead to one reconnect
    c.on('error', () => lost(c))
    c.on('end', () => lost(c))
    await c.connect()
    for (const channel of channels.keys()) await c.query('listen ' + quote(channel))
    return c
  }

  function lost(c: pg.Client) {
    if (client !== c) return
    client = null
    c.removeAllListeners('notification')
    c.end().catch(() => {})
    if (!closed) scheduleReconnect()
  }

  function scheduleReconnect() {
    if (retryTimer || closed) return
    retryTimer = setTimeout(() => {
      retryTimer = null
      ensure()
        .then(() => {
          retryMs = RETRY_MIN_MS
          for (const set of channels.values()) for (const l of set) l.onResume?.()
        })
        .catch(() => {
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS)
          scheduleReconnect()
        })
    }, retryMs)
    retryTimer.unref()
  }

  async function ensure(): Promise<pg.Client> {
    if (client) return client
    connecting ??= connect().then(
      (c) => {
        connecting = null
        if (closed) {
          void c.end().catch(() => {})
          throw new Error('listener closed')
        }
        client = c
        return c
      },
      (err) => {
        connecting = null
        throw err
      },
    )
    return connecting
  }

  return {
    async listen(channel, onPayload, onResume) {
      if (closed) throw new Error('listener closed')
      const listener: Listener = { onPayload, onResume }
      let set = channels.get(channel)
      const first = !set
      if (!set) channels.set(channel, (set = new Set()))
      set.add(listener)
      const c = await ensure()
      // a fresh connection listened to every channel already; an existing one learns the new channel
      if (first) await c.query('listen ' + quote(channel))
      return async () => {
        set.delete(listener)
        if (set.size > 0 || channels.get(channel) !== set) return
        channels.delete(channel)
        await client?.query('unlisten ' + quote(channel)).catch(() => {})
      }
    },
    async close() {
      closed = true
      if (retryTimer) clearTimeout(retryTimer)
      const c = client
      client = null
      channels.clear()
      await c?.end().catch(() => {})
    },
  }
}
