/**
 * A listing's state, owned here: every change of goods.status goes through one of these functions (seeds aside),
 * each one conditional UPDATE on the statuses it starts from, so two changes racing on one listing (an order
 * reserving it while its seller delists it) never overwrite each other: the loser matches no row. The callers add
 * their own guard (`where`: the seller's own listing, the consignment channel) and decide what a refusal means.
 * The listing state machine is the table in docs/architecture.md.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { GoodsStatus } from '../../../contract/catalogue'
import type { Db } from '../../db/client'
import { goods } from './schema'

type GoodsInsert = typeof goods.$inferInsert
type Set = Partial<Omit<GoodsInsert, 'status'>>

/** from -> to (or a SQL case over the current status), with `set` beside it; answers the ids changed */
async function move(
  db: Db,
  id: number,
  from: GoodsStatus[],
  to: GoodsStatus | SQL,
  now: Date,
  set: Set = {},
  where?: SQL,
): Promise<boolean> {
  const rows = await db
    .update(goods)
    .set({ ...set, status: to as GoodsStatus, updatedAt: now })
    .where(and(eq(goods.id, id), inArray(goods.status, from), where))
    .returning({ id: goods.id })
  return rows.length > 0
}

/** A new listing: a consignment waiting for review, or a recycling escrow listing already reserved by its order. */
export async function createListing(tx: Db, values: Omit<GoodsInsert, 'status'>, status: 'pending_review' | 'reserved'): Promise<number> {
  const [row] = await tx
    .insert(goods)
    .values({ ...values, status })
    .returning({ id: goods.id })
  return row.id
}

/** on_sale -> reserved: the conditional update that decides which buyer gets the listing. */
export const reserve = (tx: Db, id: number, now: Date) => move(tx, id, ['on_sale'], 'reserved', now)

/**
 * off_shelf -> reserved for the escrow listing of a recycling request accepted again after a lapsed acceptance,
 * with the accepted price and the request's current credentials.
 */
export const reserveEscrow = (tx: Db, id: number, set: Pick<Set, 'price' | 'credentialsEnc' | 'contactEnc'>, now: Date) =>
  move(tx, id, ['off_shelf'], 'reserved', now, set, eq(goods.channel, 'recycle'))

/** reserved -> on_sale: the unpaid order of a catalogue listing was cancelled (an escrow listing stays off). */
export const release = (tx: Db, id: number, now: Date) => move(tx, id, ['reserved'], 'on_sale', now, {}, eq(goods.channel, 'consign'))

/** reserved -> sold: its order completed. */
export const markSold = (tx: Db, id: number, now: Date) => move(tx, id, ['reserved'], 'sold', now, { soldAt: now })

/**
 * reserved -> off_shelf: its order was refunded (the buyer saw the credentials, so the seller changes them before
 * relisting), or the order of an escrow listing was cancelled (kept for the request's next acceptance).
 */
export const takeOffShelf = (tx: Db, id: number, now: Date) => move(tx, id, ['reserved'], 'off_shelf', now)

/**
 * reserved -> off_shelf with credentialsStale: a rental ended, and the renter knew the password; new credentials
 * put it back on sale (relistAfterRental).
 */
export const retireAfterRental = (tx: Db, id: number, now: Date) => move(tx, id, ['reserved'], 'off_shelf', now, { credentialsStale: true })

/** off_shelf -> on_sale once the seller entered new credentials after a rental (approved before: publishedAt). */
export const relistAfterRental = (tx: Db, id: number, now: Date) => move(tx, id, ['off_shelf'], 'on_sale', now, {}, sql`${goods.publishedAt} is not null`)

/** pending_review -> on_sale (shown as new from now) or rejected with the reason: staff's review. */
export const approve = (tx: Db, id: number, now: Date, where?: SQL) =>
  move(tx, id, ['pending_review'], 'on_sale', now, { publishedAt: now, rejectReason: null }, where)
export const reject = (tx: Db, id: number, reason: string, now: Date, where?: SQL) =>
  move(tx, id, ['pending_review'], 'rejected', now, { rejectReason: reason }, where)

/** what a seller may delist, and what they may put back (on sale or up for review) */
export const DELISTABLE: GoodsStatus[] = ['on_sale', 'pending_review']
export const RELISTABLE: GoodsStatus[] = ['off_shelf', 'rejected']

/** DELISTABLE -> off_shelf by its seller (`where`: their own listing). */
export const delist = (db: Db, id: number, now: Date, where?: SQL) => move(db, id, DELISTABLE, 'off_shelf', now, {}, where)

/**
 * off_shelf -> on_sale when it was approved before (publishedAt is set by every approval), otherwise ->
 * pending_review; rejected -> pending_review (resubmitted, the old reason cleared). Never while its credentials
 * are stale (a renter knew them).
 */
export const relist = (db: Db, id: number, now: Date, where?: SQL) =>
  move(
    db,
    id,
    RELISTABLE,
    sql`case when ${goods.status} = 'off_shelf' and ${goods.publishedAt} is not null then 'on_sale' else 'pending_review' end`,
    now,
    { rejectReason: null },
    and(where, eq(goods.credentialsStale, false)),
  )

/** on_sale -> off_shelf by staff: taken down, so relisting goes through review again (publishedAt cleared). */
export const takeDown = (tx: Db, id: number, now: Date) => move(tx, id, ['on_sale'], 'off_shelf', now, { publishedAt: null })

/**
 * on_sale -> reserved for an accepted offer (议价, offer/service.ts): held for its buyer at the agreed price until
 * their order opens on it (offer/order.ts) or the hold runs out.
 */
export const holdForOffer = (tx: Db, id: number, now: Date) => move(tx, id, ['on_sale'], 'reserved', now, {}, eq(goods.channel, 'consign'))

/**
 * reserved -> on_sale when an accepted offer's hold ran out unordered: only while no order holds the listing (an
 * order opened on the offer keeps it until that order moves).
 */
export const releaseOfferHold = (tx: Db, id: number, now: Date) =>
  move(
    tx,
    id,
    ['reserved'],
    'on_sale',
    now,
    {},
    and(
      eq(goods.channel, 'consign'),
      sql`not exists (select 1 from orders o where o.goods_id = ${goods.id} and o.status in ('pending_payment', 'paid', 'handover', 'delivered', 'refunding'))`,
    ),
  )
