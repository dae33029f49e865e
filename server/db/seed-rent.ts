/**
 * Demo data of renting (我要租): about twenty listings on sale, spread over the catalogue, offered for rent with
 * rents that follow their price (about 0.4 % of it per hour, ten hours' rent per day), some by the hour only or by
 * the day only. Called by seed.ts inside its transaction, after the listings (seed-goods.ts).
 */
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from './client'
import { goods } from '../modules/goods/schema'

const RENTABLE = 20

/** whole yuan, at least 1 */
const yuanFen = (fen: number) => Math.max(100, Math.round(fen / 100) * 100)

export async function seedRent(tx: Db): Promise<void> {
  const onSale = await tx
    .select({ id: goods.id, price: goods.price })
    .from(goods)
    .where(and(eq(goods.status, 'on_sale'), eq(goods.channel, 'consign')))
    .orderBy(asc(goods.id))
  if (onSale.length === 0) return
  // every n-th listing, so each game and seller gets some
  const step = Math.max(1, Math.floor(onSale.length / RENTABLE))
  const picked = onSale.filter((_, i) => i % step === 0).slice(0, RENTABLE)
  for (const [i, g] of picked.entries()) {
    const hour = yuanFen(g.price * 0.004)
    const dayOnly = i % 5 === 3
    const hourOnly = !dayOnly && i % 7 === 4
    await tx
      .update(goods)
      .set({
        rentable: true,
        rentHourPrice: dayOnly ? null : hour,
        rentDayPrice: hourOnly ? null : yuanFen(hour * 10),
        rentMinHours: [1, 1, 2, 3][i % 4],
      })
      .where(eq(goods.id, g.id))
  }
}
