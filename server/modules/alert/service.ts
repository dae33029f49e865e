/**
 * The buyer's alerts. 降价提醒: a favourited listing's price drops (goods/edits.ts onPriceChange) and each user who
 * favourited it, unless they turned it off on that favourite, is told once per drop. Saved searches (关注): a game
 * and the catalogue's filters; jobs.ts tells of new matching listings.
 */
import { and, count, desc, eq, ne, notExists } from 'drizzle-orm'
import type { PriceAlertInput, SavedSearch, SavedSearchInput, SavedSearchQuery } from '../../../contract/offers'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { copy } from '../../lib/copy'
import { AppError, isUniqueViolation } from '../../lib/errors'
import type { Lang } from '../../lib/i18n'
import { games } from '../game/schema'
import { publishedSince } from '../goods/list'
import { favourites } from '../goods/schema'
import { notify } from '../inbox/notify'
import { priceAlertsOff, priceDropNotices, savedSearches } from './schema'

type Row = { id: number; title: string; price: number; status: string; sellerId: number }

/** onPriceChange: a drop is told to the favourites that want it, once per (from, to) each. */
export async function tellPriceDrop(tx: Db, row: Row, before: number, now: Date): Promise<void> {
  if (row.price >= before || row.status !== 'on_sale') return
  const fans = await tx
    .select({ userId: favourites.userId })
    .from(favourites)
    .where(
      and(
        eq(favourites.goodsId, row.id),
        ne(favourites.userId, row.sellerId),
        notExists(
          tx
            .select({ one: priceAlertsOff.userId })
            .from(priceAlertsOff)
            .where(and(eq(priceAlertsOff.userId, favourites.userId), eq(priceAlertsOff.goodsId, favourites.goodsId))),
        ),
      ),
    )
  if (fans.length === 0) return
  const fresh = await tx
    .insert(priceDropNotices)
    .values(fans.map((f) => ({ userId: f.userId, goodsId: row.id, fromPrice: before, toPrice: row.price, at: now })))
    .onConflictDoNothing()
    .returning({ userId: priceDropNotices.userId })
  for (const f of fresh) {
    await notify(tx, f.userId, { kind: 'goods', copy: copy('alert.priceDrop', { title: row.title, from: before, to: row.price }), link: `/index/goodDetail?id=${row.id}` })
  }
}

/** PUT /need/alerts/price: on or off on one of my favourites */
export async function setPriceAlert(ctx: Ctx, userId: number, input: PriceAlertInput): Promise<{ goodsId: number; enabled: boolean }> {
  const [fav] = await ctx.db
    .select({ goodsId: favourites.goodsId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.goodsId, input.goodsId)))
  if (!fav) throw new AppError(400, 'priceAlertNotFavourite')
  if (input.enabled) {
    await ctx.db.delete(priceAlertsOff).where(and(eq(priceAlertsOff.userId, userId), eq(priceAlertsOff.goodsId, input.goodsId)))
  } else {
    await ctx.db.insert(priceAlertsOff).values({ userId, goodsId: input.goodsId }).onConflictDoNothing()
  }
  return { goodsId: input.goodsId, enabled: input.enabled }
}

/** GET /need/alerts/price: the favourites whose alert is off (every other favourite's is on) */
export async function priceAlertsOffOf(ctx: Ctx, userId: number): Promise<number[]> {
  const rows = await ctx.db.select({ goodsId: priceAlertsOff.goodsId }).from(priceAlertsOff).where(eq(priceAlertsOff.userId, userId))
  return rows.map((r) => r.goodsId)
}

const FILTER_KEYS = ['gameId', 'systemId', 'carrierId', 'areaId', 'serverId', 'priceMin', 'priceMax', 'attrs', 'keyword', 'compensation', 'accountRealName'] as const

/** the query with only its filters, in one key order (attrs by key, values sorted): the same search reads the same */
function canonical(q: SavedSearchQuery): SavedSearchQuery {
  const out: Record<string, unknown> = {}
  for (const k of FILTER_KEYS) {
    const v = q[k]
    if (v === undefined || v === null || v === '') continue
    if (k === 'attrs') {
      const attrs = (v as NonNullable<SavedSearchQuery['attrs']>)
        .map((a) => ({ ...a, ...(a.values ? { values: [...a.values].sort() } : {}) }))
        .sort((a, b) => a.key.localeCompare(b.key))
      if (attrs.length > 0) out.attrs = attrs
      continue
    }
    out[k] = k === 'keyword' ? String(v).trim() : v
  }
  return out as SavedSearchQuery
}

const gameNameOf = (name: string, nameEn: string | null, lang: Lang) => (lang === 'en-US' && nameEn ? nameEn : name)

/** POST /need/saved-searches */
export async function saveSearch(ctx: Ctx, userId: number, input: SavedSearchInput, lang: Lang): Promise<SavedSearch> {
  if (!input.query.gameId) throw new AppError(400, 'savedSearchGameRequired')
  const query = canonical(input.query)
  const now = new Date()
  // checks the filters as the list does (unknown attributes: its 400), before anything is stored
  await publishedSince(ctx, query, now, 1)
  const [{ n }] = await ctx.db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId))
  const max = ctx.config.offers.savedSearchesPerUser
  if (n >= max) throw new AppError(409, 'savedSearchLimit', { max })
  try {
    const [row] = await ctx.db
      .insert(savedSearches)
      .values({ userId, gameId: query.gameId, query, queryKey: JSON.stringify(query), since: now, dueAt: now, createdAt: now })
      .returning({ id: savedSearches.id })
    return (await mySearches(ctx, userId, lang, row.id))[0]
  } catch (err) {
    if (isUniqueViolation(err, 'saved_searches_user_query_key')) throw new AppError(409, 'savedSearchExists')
    throw err
  }
}

/** GET /need/saved-searches (or one of them) */
export async function mySearches(ctx: Ctx, userId: number, lang: Lang, id?: number): Promise<SavedSearch[]> {
  const rows = await ctx.db
    .select({ s: savedSearches, name: games.name, nameEn: games.nameEn })
    .from(savedSearches)
    .innerJoin(games, eq(games.id, savedSearches.gameId))
    .where(and(eq(savedSearches.userId, userId), id === undefined ? undefined : eq(savedSearches.id, id)))
    .orderBy(desc(savedSearches.id))
  return rows.map(({ s, name, nameEn }) => ({
    id: s.id,
    query: s.query,
    gameName: gameNameOf(name, nameEn, lang),
    createdAt: s.createdAt.toISOString(),
    lastNoticeAt: s.lastNoticeAt?.toISOString() ?? null,
  }))
}

/** DELETE /need/saved-searches/{id}: its notices stop with it */
export async function deleteSearch(ctx: Ctx, userId: number, id: number): Promise<void> {
  const gone = await ctx.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id })
  if (gone.length === 0) throw new AppError(404, 'savedSearchNotFound')
}
