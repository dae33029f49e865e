/**
 * Each process keeps one deal table per game (table.ts) in memory: read from the completed sale orders and their
 * listings when first asked, again after VALUATION_REFRESH_SECONDS, and at once after an order of this process
 * completes or a completed one is refunded (order-reactions.ts). Other processes catch up within the refresh time.
 * A valuation then scans arrays and never waits on the database.
 */
import { and, asc, eq, gte, isNotNull } from 'drizzle-orm'
import type { Ctx } from '../../context'
import { gameAttrs } from '../game/schema'
import { goods } from '../goods/schema'
import { orders } from '../order/schema'
import { buildTable, columnsOf, type DealTable } from './table'

const DAY = 86_400_000
/** per database (tests run several apps in one process), per game */
const tables = new WeakMap<object, Map<number, { generation: number; table: Promise<DealTable> }>>()
/** moved by every invalidation: a table read in an older generation is read again */
let generation = 0

/** forget every table (a deal was added or taken back) */
export function invalidateDeals(): void {
  generation++
}

async function load(ctx: Ctx, gameId: number, now: number): Promise<DealTable> {
  const template = await ctx.db
    .select({ key: gameAttrs.key, label: gameAttrs.label, type: gameAttrs.type, options: gameAttrs.options })
    .from(gameAttrs)
    .where(eq(gameAttrs.gameId, gameId))
    .orderBy(asc(gameAttrs.sort), asc(gameAttrs.id))
  const rows = await ctx.db
    .select({ attrs: goods.attrs, price: orders.price, completedAt: orders.completedAt })
    .from(orders)
    .innerJoin(goods, eq(goods.id, orders.goodsId))
    .where(
      and(
        eq(goods.gameId, gameId),
        eq(orders.status, 'completed'),
        eq(orders.kind, 'sale'),
        isNotNull(orders.completedAt),
        gte(orders.completedAt, new Date(now - ctx.config.valuation.lookbackDays * DAY)),
      ),
    )
  return buildTable(
    gameId,
    columnsOf(template),
    rows.map((r) => ({ attrs: r.attrs, price: r.price, at: r.completedAt!.getTime() })),
    now,
  )
}

export async function dealTable(ctx: Ctx, gameId: number, now = Date.now()): Promise<DealTable> {
  let games = tables.get(ctx.db)
  if (!games) tables.set(ctx.db, (games = new Map()))
  const cached = games.get(gameId)
  if (cached && cached.generation === generation) {
    const t = await cached.table.catch(() => null)
    if (t && now - t.builtAt < ctx.config.valuation.refreshSeconds * 1000) return t
  }
  const entry = { generation, table: load(ctx, gameId, now) }
  games.set(gameId, entry)
  entry.table.catch(() => games.get(gameId) === entry && games.delete(gameId))
  return entry.table
}
