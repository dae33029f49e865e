/**
 * When a deposit may go back: SQL conditions on a seller (their users.id column or value), shared by the release
 * job's pick and the deposit page's estimate so both say the same.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Config } from '../../config'
import { claims } from '../claim/schema'
import { goods } from '../goods/schema'
import { orders } from '../order/schema'

type Seller = AnyPgColumn | SQL

/** the seller's last completed sale (null: none) */
export const lastSaleSql = (seller: Seller): SQL =>
  sql`(select max(${orders.completedAt}) from ${orders} where ${orders.sellerId} = ${seller})`

/**
 * Something keeps the deposit whatever the date: an order of theirs still under way, a claim on one of their
 * sales not yet decided or a debt from one, or a listing of theirs that needs the deposit still for sale.
 */
export const releaseBlockedSql = (config: Pick<Config, 'deposit'>, seller: Seller): SQL => {
  const d = config.deposit
  const needs = d.forMerchants
    ? // aliased: the caller's query may itself be on users
      sql`(${goods.price} > ${d.priceThresholdFen} or exists (select 1 from users m where m.id = ${seller} and m.role = 'merchant'))`
    : sql`${goods.price} > ${d.priceThresholdFen}`
  return sql`(exists (select 1 from ${orders} where ${orders.sellerId} = ${seller}
      and ${orders.status} in ('pending_payment', 'paid', 'handover', 'delivered', 'refunding'))
    or exists (select 1 from ${claims} join ${orders} on ${orders.id} = ${claims.orderId}
      where ${orders.sellerId} = ${seller} and (${claims.status} = 'submitted' or ${claims.debtLeft} > 0))
    or exists (select 1 from ${goods} where ${goods.sellerId} = ${seller}
      and ${goods.status} in ('on_sale', 'pending_review', 'reserved') and ${needs}))`
}
