/**
 * Settlement: how much of a wallet can leave the platform. A sale's proceeds settle `settlementDays` after the
 * order completed, and stay frozen while a dispute or a compensation claim on the order is open, because either
 * may still take them back. Money held for open payments or by a dispute (users.wallet_held) cannot leave either.
 * Nothing is stored: it is read from the ledger, the orders and their disputes and claims, so it can never drift.
 */
import { and, eq, gt, gte, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm'
import type { WithdrawalStatus } from '../../../contract/payout'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { claims } from '../claim/schema'
import { orders } from '../order/schema'
import { users } from '../user/schema'
import { ledger } from '../wallet/schema'
import { OPEN_STATUSES } from '../dispute/open'
import { disputes } from '../dispute/schema'
import { withdrawals } from './schema'

const DAY_MS = 86_400_000
/** the withdrawal statuses whose amount counts as `withdrawing` */
const IN_FLIGHT: WithdrawalStatus[] = ['pending', 'paying', 'failed']

export interface MoneyOut {
  balance: number
  /** wallet_held: open payments and disputes */
  held: number
  /** proceeds not yet settled (or frozen by an open dispute or claim), beyond what wallet_held already holds */
  settling: number
  withdrawable: number
  /** requested, not yet paid out (already out of the balance) */
  withdrawing: number
  /** paid out */
  withdrawn: number
  /** what `settling` is made of, order by order */
  unsettled: Unsettled[]
}

/** One order's proceeds not yet settled, and why. */
export interface Unsettled {
  orderId: number
  orderNo: string
  /** fen, beyond what an open dispute on the order already holds in wallet_held */
  amount: number
  /** an open dispute or an open compensation claim on the order keeps it frozen, whatever the date */
  disputeOpen: boolean
  claimOpen: boolean
  /** when the settlement hold ends; null while the order is not completed */
  settlesAt: Date | null
}

/**
 * The unsettled proceeds of a seller at `now`, order by order (oldest order first): the one rule behind `settling`
 * and the wallet's list of what it is made of.
 */
export async function unsettledOrders(db: Db, config: Pick<Config, 'payout'>, userId: number, now: Date): Promise<Unsettled[]> {
  const holdMs = config.payout.settlementDays * DAY_MS
  const cutoff = new Date(now.getTime() - holdMs)
  const proceeds = db
    .select({ orderId: ledger.orderId, amount: sql<string>`sum(${ledger.amount})`.as('amount') })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.kind, 'sale_proceeds'), isNotNull(ledger.orderId)))
    .groupBy(ledger.orderId)
    .as('p')
  const openDispute = sql<boolean>`exists (select 1 from ${disputes} where ${disputes.orderId} = ${orders.id} and ${inArray(disputes.status, OPEN_STATUSES)})`
  const openClaim = sql<boolean>`exists (select 1 from ${claims} where ${claims.orderId} = ${orders.id} and ${claims.status} = 'submitted')`
  // an open dispute on a completed order already holds part of the proceeds in wallet_held: not twice
  const disputeHeld = sql`coalesce((select sum(${disputes.heldAmount}) from ${disputes} where ${disputes.orderId} = ${orders.id} and ${inArray(disputes.status, OPEN_STATUSES)}), 0)`
  const rows = await db
    .select({
      orderId: orders.id,
      orderNo: orders.orderNo,
      amount: sql<string>`greatest(${proceeds.amount} - ${disputeHeld}, 0)`,
      disputeOpen: openDispute,
      claimOpen: openClaim,
      completedAt: orders.completedAt,
    })
    .from(proceeds)
    .innerJoin(orders, eq(orders.id, proceeds.orderId))
    .where(or(isNull(orders.completedAt), gt(orders.completedAt, cutoff), openDispute, openClaim))
    .orderBy(orders.id)
  return rows
    .map((r) => ({
      orderId: r.orderId,
      orderNo: r.orderNo,
      amount: Number(r.amount),
      disputeOpen: !!r.disputeOpen,
      claimOpen: !!r.claimOpen,
      settlesAt: r.completedAt ? new Date(r.completedAt.getTime() + holdMs) : null,
    }))
    .filter((r) => r.amount > 0)
}

/** A withdrawal requested and not yet paid out (its amount already left the balance). */
export interface InFlight {
  withdrawalNo: string
  amount: number
}

/** The user's withdrawals on their way (pending, paying, or failed and waiting to be tried again), oldest first. */
export async function withdrawalsInFlight(db: Db, userId: number): Promise<InFlight[]> {
  return db
    .select({ withdrawalNo: withdrawals.withdrawalNo, amount: withdrawals.amount })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), inArray(withdrawals.status, IN_FLIGHT)))
    .orderBy(withdrawals.id)
}

/** The wallet's money-out figures at `now`. */
export async function moneyOut(db: Db, config: Pick<Config, 'payout'>, userId: number, now = new Date()): Promise<MoneyOut> {
  const [u] = await db.select({ balance: users.balance, held: users.walletHeld }).from(users).where(eq(users.id, userId))
  const unsettled = await unsettledOrders(db, config, userId, now)
  const settling = unsettled.reduce((sum, r) => sum + r.amount, 0)
  const [w] = await db
    .select({
      withdrawing: sql<string>`coalesce(sum(${withdrawals.amount}) filter (where ${inArray(withdrawals.status, IN_FLIGHT)}), 0)`,
      withdrawn: sql<string>`coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.status} = 'paid'), 0)`,
    })
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
  return {
    balance: u.balance,
    held: u.held,
    settling,
    withdrawable: Math.max(0, u.balance - u.held - settling),
    withdrawing: Number(w.withdrawing),
    withdrawn: Number(w.withdrawn),
    unsettled,
  }
}

/** Start of the China-time day of `now`: the daily limit counts from there. */
export function chinaDayStart(now: Date): Date {
  const offset = 8 * 3600_000
  return new Date(Math.floor((now.getTime() + offset) / DAY_MS) * DAY_MS - offset)
}

/** Fen requested today (China time) by the user, rejected withdrawals not counted. */
export async function requestedToday(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), ne(withdrawals.status, 'rejected'), gte(withdrawals.createdAt, chinaDayStart(now))))
  return Number(row.sum)
}
