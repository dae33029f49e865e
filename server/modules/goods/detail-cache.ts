/**
 * The listing detail's cache: what every viewer of GET /web/goods/{id} sees alike (the listing, its names, its
 * seller's card) is built once per listing and language and kept under the catalogue version, like the list's
 * pages (list-cache.ts, which it follows: same version, same LIST_CACHE switch, size and age limits).
 *
 * Why: the detail is the page a visitor opens most after the list, and it took four queries (the listing, the
 * seller's card, the names, the view); cached, one is left, the view count.
 *
 * How it stays right:
 * - any change of a listing (price, status, text, photos) moves the version, which empties this cache as it does
 *   the pages; the writer's own next request reads the new version (list-cache.ts's read-your-writes);
 * - what depends on the viewer stays out of it and is done on every request (goods/service.ts goodsDetail): who
 *   may see a hidden listing, the favourite flag, whether it can be bought, the view count and browsing history;
 * - the seller's card and the view count are not listing changes: they show at most LIST_CACHE_TTL_SECONDS old
 *   (a view counted by this very request shows at once).
 * Entries are this process's own (no Redis): a miss is a handful of indexed reads, not worth a network hop.
 */
import type { Ctx } from '../../context'
import { listCacheOf, type ListCache } from './list-cache'

interface Entry {
  value: unknown
  at: number
}

class DetailCache {
  private entries = new Map<string, Entry>()
  private entriesVersion = -1
  private filling = new Map<string, Promise<unknown>>()
  /** answered from the map, and built (tests read them) */
  readonly stats = { hits: 0, misses: 0 }

  constructor(private readonly list: ListCache) {}

  async get<T>(key: string, build: () => Promise<T>): Promise<T> {
    const version = this.list.config.enabled ? await this.list.currentVersion() : null
    if (version === null) return build()
    const versioned = `${version}|${key}`
    const hit = this.entries.get(versioned)
    if (hit && Date.now() - hit.at < this.list.config.ttlSeconds * 1000) {
      // least recently used first: a hit moves to the end
      this.entries.delete(versioned)
      this.entries.set(versioned, hit)
      this.stats.hits++
      return hit.value as T
    }
    const pending = this.filling.get(versioned)
    if (pending) return pending as Promise<T>
    this.stats.misses++
    const fill = build()
      .then((value) => this.store(version, versioned, value))
      .finally(() => this.filling.delete(versioned))
    this.filling.set(versioned, fill)
    return fill
  }

  /** stored only under a version learnt before the build began, so an entry holds at least that version's data */
  private store<T>(version: number, key: string, value: T): T {
    if (version < this.entriesVersion) return value
    if (version > this.entriesVersion) {
      this.entries.clear()
      this.entriesVersion = version
    }
    if (this.entries.size >= this.list.config.maxEntries) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(key, { value, at: Date.now() })
    return value
  }
}

const caches = new WeakMap<ListCache, DetailCache>()

function cacheOf(list: ListCache): DetailCache {
  let cache = caches.get(list)
  if (!cache) caches.set(list, (cache = new DetailCache(list)))
  return cache
}

/**
 * The shared part of a listing's detail under `key` (listing and language), cached or built by `build`. The
 * value is shared by every request: callers copy it, never change it.
 */
export function sharedDetail<T>(ctx: Ctx, key: string, build: () => Promise<T>): Promise<T> {
  const list = listCacheOf(ctx)
  return list ? cacheOf(list).get(key, build) : build()
}

/** hits and builds of the detail cache that goes with an app's list cache (listCacheOfApp; tests, the bench) */
export function detailCacheStats(list: ListCache): { hits: number; misses: number } {
  return cacheOf(list).stats
}
