/**
 * What a seller changes on a listing besides its state (state.ts owns goods.status): the price, new credentials after
 * a rental, rental terms. The goods module is the only writer of its table; consignment and rent call these with
 * their own guard (`where`: the seller's own listing, the statuses the edit is allowed in).
 */
import { and, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { goods } from './schema'

type GoodsRow = typeof goods.$inferSelect
export type ListingEdit = Partial<
  Pick<typeof goods.$inferInsert, 'price' | 'attrs' | 'bindings' | 'credentialsEnc' | 'credentialsStale' | 'rentable' | 'rentHourPrice' | 'rentDayPrice' | 'rentMinHours'>
>

/** A listing's price changed (in the edit's transaction): offers on it lapse, favourites hear of a drop. */
export type PriceListener = (tx: Db, row: GoodsRow, before: number, now: Date) => Promise<void>
const priceListeners: PriceListener[] = []

/** Registered once by the modules that react (server/modules/reactions.ts loads them), so goods imports none of them. */
export function onPriceChange(fn: PriceListener): void {
  priceListeners.push(fn)
}

async function update(db: Db, id: number, set: ListingEdit, now: Date, where?: SQL): Promise<GoodsRow | undefined> {
  const [row] = await db
    .update(goods)
    .set({ ...set, updatedAt: now })
    .where(and(eq(goods.id, id), where))
    .returning()
  return row
}

/** Edits listing `id` where `where` holds too; answers the row as it now is, or undefined when nothing matched. */
export async function editListing(db: Db, id: number, set: ListingEdit, now: Date, where?: SQL): Promise<GoodsRow | undefined> {
  if (set.price === undefined) return update(db, id, set, now, where)
  // the old price is read under the row's lock, so each change is told once with the price it left
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ price: goods.price }).from(goods).where(eq(goods.id, id)).for('update')
    const row = await update(tx, id, set, now, where)
    if (row && before && before.price !== row.price) for (const fn of priceListeners) await fn(tx, row, before.price, now)
    return row
  })
}
