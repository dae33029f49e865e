/**
 * The catalogue's response cache: a list page (POST /web/good/allList) answered once is kept as its finished JSON
 * text and served again without touching the database, until the catalogue changes.
 *
 * Why: a page costs the server a database round trip (about 0.2 ms of CPU in the kernel alone on the bench VM),
 * reading the rows, building the cards and serialising them; a cached page is a map lookup, and the bench's list
 * pages ran at a fraction of a hello-world route's rate without it.
 *
 * How it stays right:
 * - every entry is keyed by the catalogue version (table list_version), which a trigger on goods moves at the
 *   commit of any change a page can show, whichever module, process or hand made it (migration list_version);
 *   the trigger announces the new number on the `goods_list` channel, and each process listens (db/listener.ts);
 * - a page is only stored under a version learnt before its query ran, so it holds at least that version's data;
 * - read-your-writes in this process: a request that may have written (any method but GET/HEAD/OPTIONS) makes the
 *   next page read the version row again before it looks anything up, so the writer's next page never waits for
 *   the notification; other processes learn it from the notification (milliseconds) or, if their listening
 *   connection was lost, by reading the row again once it is back;
 * - what a page holds is shared by everyone: the list has no per-viewer field and no token is read, so the key is
 *   the normalised query and the language (the envelope's message) only;
 * - views are not a change (a detail page counts one on every first visit of the day): a page shows them at most
 *   LIST_CACHE_TTL_SECONDS old, which also bounds the total of a very large result (list.ts counts those once per
 *   10 s anyway).
 * Ordering re-checks the listing's status in its own transaction (order/service.ts), so even a page a few
 * milliseconds old in another process can never sell a listing that is gone.
 *
 * With REDIS_URL set, pages are shared between processes through Redis under the same keys (version included), so a
 * page built by one process serves the others; this process's map is asked first.
 */
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import pg from 'pg'
import type { GoodsQuery } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Database } from '../../db/client'
import { listVersion } from './schema'

export const LIST_CHANNEL = 'goods_list'
const CURSORS_MAX = 20_000

export interface ListCacheConfig {
  enabled: boolean
  /** pages kept in this process (least recently used ones go first) */
  maxEntries: number
  /** the oldest a page may be (views, big totals) */
  ttlSeconds: number
  /** a Redis shared by the processes, or null */
  redisUrl: string | null
}

export const LIST_CACHE_DEFAULTS: ListCacheConfig = { enabled: true, maxEntries: 2000, ttlSeconds: 30, redisUrl: null }

/** A page as sent: its JSON text and, made on first demand, that text compressed for clients that accept it. */
export interface CachedPage {
  body: string
  at: number
  encoded: { br?: Buffer; gzip?: Buffer }
}

type Entry = CachedPage

export const pageOf = (body: string): CachedPage => ({ body, at: Date.now(), encoded: {} })

/** below this the compression plugin sends a page as it is too (app.ts: threshold 1024) */
const COMPRESS_MIN_BYTES = 1024

/**
 * The encoding a client prefers of those a page is kept in (brotli, then gzip), or null: then the compression
 * plugin decides as for any answer. A compressed page is made once per entry instead of on every request (a
 * stream per answer was most of a cached page's cost for a browser).
 */
export function pageEncoding(req: FastifyRequest, page: CachedPage): 'br' | 'gzip' | null {
  const header = req.headers['accept-encoding']
  if (typeof header !== 'string' || Buffer.byteLength(page.body) < COMPRESS_MIN_BYTES) return null
  const accepted = new Set<string>()
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((x) => x.trim()).find((x) => x.startsWith('q='))
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue
    accepted.add(name.trim())
  }
  if (accepted.has('br') || accepted.has('*')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}

export function encodedPage(page: CachedPage, encoding: 'br' | 'gzip'): Buffer {
  return (page.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT } })
      : gzipSync(page.body, { level: 6 }))
}

/** The query with its defaults written in and its parts in one order, so equal queries share one key. */
export function normalisedQuery(q: GoodsQuery): string {
  const attrs = (q.attrs ?? [])
    .map((a) => ({ key: a.key, values: a.values === undefined ? undefined : [...new Set(a.values)].sort(), min: a.min, max: a.max }))
    .sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : JSON.stringify(x) < JSON.stringify(y) ? -1 : 1))
  return JSON.stringify([
    q.gameId,
    q.systemId,
    q.carrierId,
    q.areaId,
    q.serverId,
    q.priceMin,
    q.priceMax,
    attrs,
    q.keyword,
    q.compensation ?? 'none',
    q.accountRealName,
    q.sort ?? 'newest',
    q.pageNum ?? 1,
    q.pageSize ?? 10,
  ])
}

export class ListCache {
  private entries = new Map<string, Entry>()
  /** the version the entries belong to */
  private entriesVersion = -1
  /** the current version as far as this process knows; null: read it from the database first */
  private known: number | null = null
  /** moves whenever `known` is set or forgotten, so a version read that raced with either is not kept */
  private epoch = 0
  private reading: Promise<number> | null = null
  private readingEpoch = -1
  private filling = new Map<string, Promise<CachedPage>>()
  private redis: Redis | null = null
  /** which database the shared keys belong to: one Redis may serve several (tests, staging next to production) */
  private namespace = ''
  private redisFailed = false
  private stopListening: (() => Promise<void>) | null = null
  /** where deep pages start (list.ts), by query and page, for `cursorsVersion` only */
  private cursors = new Map<string, unknown>()
  private cursorsVersion = -1
  /** entries answered from this process's map, from Redis, and built (tests and the bench read them) */
  readonly stats = { hits: 0, shared: 0, misses: 0 }

  constructor(
    private readonly db: Ctx['db'],
    readonly config: ListCacheConfig,
    private readonly warn: (msg: string, err: unknown) => void,
  ) {}

  async start(realtime: Pick<Database, 'listen'>): Promise<void> {
    this.stopListening = await realtime.listen(
      LIST_CHANNEL,
      (payload) => this.announced(Number(payload)),
      () => this.forget(),
    )
    // PGlite is one process: nobody to share pages with
    const client = (this.db as unknown as { $client: unknown }).$client
    if (this.config.enabled && this.config.redisUrl && client instanceof pg.Pool) {
      // the database's oid changes when it is dropped and made again, so its old versions' pages never match
      const [row] = await this.db
        .select({
          id: sql<string>`current_database() || ':' || (select oid from pg_database where datname = current_database()) || '@' || coalesce(inet_server_addr()::text, 'local') || ':' || coalesce(inet_server_port(), 0)`,
        })
        .from(listVersion)
      this.namespace = 'list:' + createHash('sha256').update(String(row?.id)).digest('base64url').slice(0, 12) + ':'
      this.redis = new Redis(this.config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false })
      this.redis.on('error', (err) => this.redisDown(err))
    }
  }

  async stop(): Promise<void> {
    await this.stopListening?.()
    this.stopListening = null
    this.redis?.disconnect()
    this.redis = null
    this.entries.clear()
    this.cursors.clear()
  }

  /**
   * The current catalogue version, or null when this app does not follow it (no LISTEN). Known whether or not
   * pages are cached (LIST_CACHE off still follows it for the deep-page cursors).
   */
  async currentVersion(): Promise<number | null> {
    return this.stopListening ? this.version() : null
  }

  /** a deep page's starting point remembered under `version` (list.ts), or undefined */
  cursor(version: number, key: string): unknown {
    return version === this.cursorsVersion ? this.cursors.get(key) : undefined
  }

  rememberCursor(version: number, key: string, cursor: unknown) {
    if (version < this.cursorsVersion) return
    if (version > this.cursorsVersion) {
      this.cursors.clear()
      this.cursorsVersion = version
    }
    if (this.cursors.size >= CURSORS_MAX) this.cursors.delete(this.cursors.keys().next().value!)
    this.cursors.set(key, cursor)
  }

  /** a committed version, from the notification */
  private announced(version: number) {
    if (!Number.isSafeInteger(version)) return this.forget()
    this.epoch++
    // after a forget() only the row is trusted: a late notification of an older commit must not stand in for it
    if (this.known !== null && version > this.known) this.known = version
  }

  /** the version may have moved without this process hearing of it: read it before the next lookup */
  forget() {
    this.epoch++
    this.known = null
  }

  private async version(): Promise<number> {
    if (this.known !== null) return this.known
    // a read that began before the last forget() may predate a write this caller must see: read again
    if (!this.reading || this.readingEpoch !== this.epoch) {
      const epoch = (this.readingEpoch = this.epoch)
      const reading: Promise<number> = this.db
        .select({ v: listVersion.version })
        .from(listVersion)
        .then(([row]) => {
          const v = Number(row?.v ?? 0)
          // a notification or a local write since the read began knows better
          if (this.epoch === epoch) this.known = v
          return v
        })
        .finally(() => {
          if (this.reading === reading) this.reading = null
        })
      this.reading = reading
    }
    return this.reading
  }

  /**
   * The page: cached, or its JSON text built by `build` (errors are not cached). Concurrent misses of one key
   * share one build.
   */
  async page(lang: string, query: GoodsQuery, build: () => Promise<string>): Promise<CachedPage> {
    if (!this.config.enabled) return pageOf(await build())
    const version = await this.version()
    const key = `${version}|${lang}|${normalisedQuery(query)}`
    const now = Date.now()
    const hit = this.entries.get(key)
    if (hit && now - hit.at < this.config.ttlSeconds * 1000) {
      // least recently used first: a hit moves to the end
      this.entries.delete(key)
      this.entries.set(key, hit)
      this.stats.hits++
      return hit
    }
    const pending = this.filling.get(key)
    if (pending) return pending
    const fill = this.fill(version, key, build).finally(() => this.filling.delete(key))
    this.filling.set(key, fill)
    return fill
  }

  private async fill(version: number, key: string, build: () => Promise<string>): Promise<CachedPage> {
    const shared = await this.sharedGet(key)
    if (shared !== null) {
      this.stats.shared++
      return this.store(version, key, pageOf(shared))
    }
    this.stats.misses++
    const page = pageOf(await build())
    void this.sharedSet(key, page.body)
    return this.store(version, key, page)
  }

  private store(version: number, key: string, page: CachedPage): CachedPage {
    if (version < this.entriesVersion) return page
    if (version > this.entriesVersion) {
      this.entries.clear()
      this.entriesVersion = version
    }
    this.entries.delete(key)
    if (this.entries.size >= this.config.maxEntries) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(key, page)
    return page
  }

  private async sharedGet(key: string): Promise<string | null> {
    if (!this.redis || this.redis.status !== 'ready') return null
    try {
      return await this.redis.get(this.namespace + key)
    } catch (err) {
      this.redisDown(err)
      return null
    }
  }

  private async sharedSet(key: string, body: string) {
    if (!this.redis || this.redis.status !== 'ready') return
    try {
      await this.redis.set(this.namespace + key, body, 'PX', this.config.ttlSeconds * 1000)
    } catch (err) {
      this.redisDown(err)
    }
  }

  /** Redis is a help, not a need: pages are built here while it is away (said once per outage) */
  private redisDown(err: unknown) {
    if (this.redisFailed) return
    this.redisFailed = true
    this.warn('list cache: Redis unavailable, building pages in this process', err)
    this.redis?.once('ready', () => {
      this.redisFailed = false
    })
  }

  /** entries held in this process */
  get size() {
    return this.entries.size
  }
}

const caches = new WeakMap<object, ListCache>()

/** The app's list cache (installListCache), or null when it has none. */
export function listCacheOf(ctx: Ctx): ListCache | null {
  return caches.get(ctx) ?? null
}

/** The same by the app buildApp answered (tests, the bench's counters). */
export function listCacheOfApp(app: FastifyInstance): ListCache | null {
  return caches.get(app) ?? null
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Gives the app its list cache. Without `realtime` (no LISTEN: an app built without the Database) the cache stays
 * off, since changes made by other processes would go unheard.
 */
export async function installListCache(
  app: FastifyInstance,
  ctx: Ctx,
  config: ListCacheConfig,
  realtime: Pick<Database, 'listen'> | undefined,
): Promise<void> {
  const cache = new ListCache(ctx.db, { ...config, enabled: config.enabled && realtime !== undefined }, (msg, err) => app.log.warn({ err }, msg))
  caches.set(ctx, cache)
  caches.set(app, cache)
  if (!realtime) return
  // the version is followed even with LIST_CACHE off: deep pages start from remembered cursors under it
  await cache.start(realtime)
  app.addHook('onClose', () => cache.stop())
  // before the answer leaves: the writer's next request reads the version its own write made
  app.addHook('onSend', async (req, _reply, payload) => {
    if (!SAFE_METHODS.has(req.method) && req.routeOptions.config?.listCacheReadOnly !== true) cache.forget()
    return payload
  })
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a non-GET route that never writes (the catalogue query is a POST): its answers do not make the cache re-read the version */
    listCacheReadOnly?: boolean
  }
}
