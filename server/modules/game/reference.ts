/**
 * The catalogue's reference data (games, tree nodes, attribute templates) as one in-memory snapshot per
 * database, so a page of listings is a single-table query and its cards are built without joins.
 *
 * Why a cache: joining five tables and building the labels in SQL made the catalogue query cost several times
 * its page scan (`npm run bench:api`). The tables are small and change rarely (admin edits), so:
 * - the snapshot is reloaded after REFERENCE_TTL_MS, so an edited name or label shows within that time;
 * - an id the snapshot does not know (a game, node or template added since) reloads it at once, so new data is
 *   never missing;
 * - inside a transaction (a different handle than the database) it is read fresh, uncached;
 * - an admin's change of the catalogue (game/admin-*.ts) drops the snapshot of its process after it commits
 *   (`dropReference`), so the storefront served by that process sees it on the next request; other server
 *   processes on the same database see it within REFERENCE_TTL_MS.
 */
import { asc } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { inLang, type Lang } from '../../lib/lang'
import { gameAttrs, gameNodes, games } from './schema'

export const REFERENCE_TTL_MS = 30_000

export type AttrRow = typeof gameAttrs.$inferSelect

export interface Reference {
  games: Map<number, { name: string; nameEn: string | null; icon: string; enabled: boolean }>
  nodes: Map<number, { level: string; key: string; name: string; nameEn: string | null }>
  /** attribute rows per game id, in display order */
  attrs: Map<number, AttrRow[]>
  loadedAt: number
}

type Reader = Pick<Db, 'select'>

/** A game's name in the reader's language ('' for a game the snapshot does not know). */
export function gameNameIn(ref: Reference, gameId: number, lang: Lang): string {
  const game = ref.games.get(gameId)
  return game ? inLang(lang, game.name, game.nameEn) : ''
}

async function load(db: Reader): Promise<Reference> {
  const [g, n, a] = await Promise.all([
    db.select({ id: games.id, name: games.name, nameEn: games.nameEn, icon: games.icon, enabled: games.enabled }).from(games),
    db.select({ id: gameNodes.id, level: gameNodes.level, key: gameNodes.key, name: gameNodes.name, nameEn: gameNodes.nameEn }).from(gameNodes),
    db.select().from(gameAttrs).orderBy(asc(gameAttrs.gameId), asc(gameAttrs.sort), asc(gameAttrs.id)),
  ])
  const attrs = new Map<number, AttrRow[]>()
  for (const row of a) {
    const list = attrs.get(row.gameId) ?? []
    list.push(row)
    attrs.set(row.gameId, list)
  }
  return {
    games: new Map(g.map((x) => [x.id, { name: x.name, nameEn: x.nameEn, icon: x.icon, enabled: x.enabled }])),
    nodes: new Map(n.map((x) => [x.id, { level: x.level, key: x.key, name: x.name, nameEn: x.nameEn }])),
    attrs,
    loadedAt: Date.now(),
  }
}

const snapshots = new WeakMap<object, Promise<Reference>>()
/** handles known to be a database (not a transaction): the ones buildApp hands to modules */
const databases = new WeakSet<object>()

/** Marks `db` as a database whose reference data may be cached (called once per app). */
export function cacheReferenceOf(db: Db): void {
  databases.add(db)
}

/** Forgets the snapshot of `db`: the next read loads the tables again (after an admin's catalogue change). */
export function dropReference(db: Db): void {
  snapshots.delete(db)
}

/** The reference snapshot, current for the given ids (unknown ids reload it). */
export async function reference(db: Reader, need: { gameIds?: number[]; nodeIds?: number[] } = {}): Promise<Reference> {
  if (!databases.has(db)) return load(db)
  const cached = snapshots.get(db)
  let ref = cached ? await cached : null
  const missing =
    !ref ||
    Date.now() - ref.loadedAt > REFERENCE_TTL_MS ||
    (need.gameIds ?? []).some((id) => !ref!.games.has(id)) ||
    (need.nodeIds ?? []).some((id) => !ref!.nodes.has(id))
  if (!missing) return ref!
  // one reload at a time per database; concurrent callers share it
  if (snapshots.get(db) === cached) {
    const next = load(db)
    snapshots.set(db, next)
    next.catch(() => snapshots.delete(db))
  }
  ref = await snapshots.get(db)!
  return ref
}
