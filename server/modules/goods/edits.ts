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

/** Edits listing `id` where `where` holds too; answers the row as it now is, or undefined when nothing matched. */
export async function editListing(db: Db, id: number, set: ListingEdit, now: Date, where?: SQL): Promise<GoodsRow | undefined> {
  const [row] = await db
    .update(goods)
    .set({ ...set, updatedAt: now })
    .where(and(eq(goods.id, id), where))
    .returning()
  return row
}
