/**
 * The mini program's access token, one for all server processes (wechat_access_token, one row). A process reads
 * it from memory until shortly before it expires, then from the row; when the row's token is missing or expired,
 * one process takes the refresh (a conditional update sets `refreshing_until`), asks WeChat's stable_token and
 * writes it back, while the others wait for the row. A token WeChat refused (40001/42001) is renewed once by
 * whoever sees it first; the others find the new one in the row. Subscribe messages (wechat-channel.ts) and the
 * login's phone-number call (identity/wechat-provider.ts) use the same holder.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { weixinJson, WechatUnavailable } from '../identity/wechat-provider'
import { wechatAccessToken } from './wechat-schema'

export interface WechatApp {
  appId: string
  secret: string
  apiBase: string
}

/** What the login and the channel need of a token source. */
export interface AccessTokens {
  get(): Promise<string>
  /** `bad` was refused by WeChat: a new one (or the one another process already got) */
  renew(bad: string): Promise<string>
}

/** replaced this long before WeChat's expiry, so a token is never used in its last minutes */
const MARGIN_S = 300
/** how long a refresh may take before another process may take it over */
const LEASE_MS = 15_000
const POLL_MS = 100

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export class WechatTokenHolder implements AccessTokens {
  #memory: { token: string; until: number } | null = null
  #inflight: Promise<string> | null = null
  /** token requests this holder made to WeChat (tests read it) */
  fetched = 0
  constructor(
    private readonly db: Db,
    private readonly app: WechatApp,
  ) {}

  async get(): Promise<string> {
    if (this.#memory && this.#memory.until > Date.now()) return this.#memory.token
    this.#inflight ??= this.#load(null).finally(() => (this.#inflight = null))
    return this.#inflight
  }

  async renew(bad: string): Promise<string> {
    this.#memory = null
    // expire it in the row unless someone already replaced it
    await this.db.update(wechatAccessToken).set({ expiresAt: new Date(0) }).where(and(eq(wechatAccessToken.id, 1), eq(wechatAccessToken.token, bad)))
    this.#inflight ??= this.#load(bad).finally(() => (this.#inflight = null))
    const token = await this.#inflight
    // a load that was already under way may have read the refused token: load again past it
    return token === bad ? this.#load(bad) : token
  }

  async #load(bad: string | null): Promise<string> {
    await this.db.insert(wechatAccessToken).values({ id: 1 }).onConflictDoNothing()
    const giveUp = Date.now() + LEASE_MS * 2
    while (Date.now() < giveUp) {
      const [row] = await this.db.select().from(wechatAccessToken).where(eq(wechatAccessToken.id, 1))
      if (row?.token && row.expiresAt && row.expiresAt.getTime() > Date.now() && row.token !== bad) {
        this.#memory = { token: row.token, until: row.expiresAt.getTime() }
        return row.token
      }
      const now = new Date()
      const [claimed] = await this.db
        .update(wechatAccessToken)
        .set({ refreshingUntil: new Date(now.getTime() + LEASE_MS) })
        .where(and(eq(wechatAccessToken.id, 1), or(isNull(wechatAccessToken.refreshingUntil), lt(wechatAccessToken.refreshingUntil, now))))
        .returning({ id: wechatAccessToken.id })
      if (claimed) return this.#refresh(bad !== null)
      await sleep(POLL_MS)
    }
    throw new WechatUnavailable('access token: another process did not finish its refresh')
  }

  /** holding the lease: ask WeChat, store the token, let go of the lease (also on failure) */
  async #refresh(force: boolean): Promise<string> {
    let token: string
    let until: Date
    try {
      this.fetched++
      const body = await weixinJson<{ access_token?: string; expires_in?: number }>(
        new URL('/cgi-bin/stable_token', this.app.apiBase),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ grant_type: 'client_credential', appid: this.app.appId, secret: this.app.secret, ...(force ? { force_refresh: true } : {}) }),
        },
        'stable_token',
      )
      if (!body.access_token) throw new WechatUnavailable(`stable_token answered errcode ${body.errcode ?? 'none'}: ${body.errmsg ?? ''}`)
      token = body.access_token
      until = new Date(Date.now() + Math.max(60, (body.expires_in ?? 7200) - MARGIN_S) * 1000)
    } catch (err) {
      await this.db.update(wechatAccessToken).set({ refreshingUntil: null }).where(eq(wechatAccessToken.id, 1))
      throw err
    }
    await this.db
      .update(wechatAccessToken)
      .set({ token, expiresAt: until, refreshingUntil: null, updatedAt: new Date() })
      .where(eq(wechatAccessToken.id, 1))
    this.#memory = { token, until: until.getTime() }
    return token
  }
}

const holders = new WeakMap<Db, WechatTokenHolder>()

/** The process's holder for this database (one per app database, so the login and the channel share memory). */
export function wechatTokensOf(db: Db, app: WechatApp): WechatTokenHolder {
  let h = holders.get(db)
  if (!h) holders.set(db, (h = new WechatTokenHolder(db, app)))
  return h
}
