/**
 * GET /need/wallet: the wallet's figures and, item by item, what the amounts that are not free are made of: the
 * holds of open payments (payment module), the holds of open disputes (dispute module), the unsettled proceeds and
 * the withdrawals on their way (payout/settlement.ts, which also sums them into the figures). Each item is asked of
 * the module that owns its rule, so the list and the figures cannot tell two stories. A file of its own because
 * payment/holds.ts calls wallet/service.ts.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { WalletItem, WalletSummary } from '../../../contract/wallet'
import type { Ctx } from '../../context'
import { orders } from '../order/schema'
import { payments } from '../payment/schema'
import { openWalletHolds } from '../payment/holds'
import { sellerDisputeHolds } from '../dispute/open'
import { moneyOut, withdrawalsInFlight, type Unsettled } from '../payout/settlement'
import { users } from '../user/schema'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** why unsettled proceeds wait: an open dispute first (it may take them back), then a claim, then the date */
const settlingKind = (u: Unsettled): WalletItem['kind'] => (u.disputeOpen ? 'dispute_frozen' : u.claimOpen ? 'claim' : 'settlement')

/** The items behind `held`, `settling` and `withdrawing`, in that order. */
async function walletItems(ctx: Ctx, userId: number, unsettled: Unsettled[]): Promise<WalletItem[]> {
  const [paying, disputed, inFlight] = await Promise.all([
    openWalletHolds(ctx.db, userId),
    sellerDisputeHolds(ctx.db, userId),
    withdrawalsInFlight(ctx.db, userId),
  ])
  const none = { withdrawalNo: null, endsAt: null }
  return [
    ...paying.map((p): WalletItem => ({ ...none, kind: 'payment', bucket: 'held', amount: p.amount, orderId: p.orderId, orderNo: p.orderNo, endsAt: iso(p.payDeadline) })),
    ...disputed.map((d): WalletItem => ({ ...none, kind: 'dispute', bucket: 'held', amount: d.amount, orderId: d.orderId, orderNo: d.orderNo })),
    ...unsettled.map((u): WalletItem => {
      const kind = settlingKind(u)
      return { ...none, kind, bucket: 'settling', amount: u.amount, orderId: u.orderId, orderNo: u.orderNo, endsAt: kind === 'settlement' ? iso(u.settlesAt) : null }
    }),
    ...inFlight.map((w): WalletItem => ({ kind: 'withdrawal', bucket: 'withdrawing', amount: w.amount, orderId: null, orderNo: null, withdrawalNo: w.withdrawalNo, endsAt: null })),
  ]
}

/**
 * The balance, its held part, what can be withdrawn (payout/settlement.ts), whether a payment password is set, and
 * the items. With `orderId` (one of the caller's orders), `available` counts that order's own holds as usable:
 * paying it again releases them.
 */
export async function walletSummary(ctx: Ctx, userId: number, orderId?: number): Promise<WalletSummary> {
  const now = new Date()
  const [[u], own, out] = await Promise.all([
    ctx.db
      .select({ balance: users.balance, held: users.walletHeld, hash: users.payPasswordHash, lockedUntil: users.payPasswordLockedUntil })
      .from(users)
      .where(eq(users.id, userId)),
    orderId === undefined ? 0 : ownHolds(ctx, userId, orderId),
    moneyOut(ctx.db, ctx.config, userId, now),
  ])
  const items = await walletItems(ctx, userId, out.unsettled)
  const locked = u.lockedUntil && u.lockedUntil.getTime() > now.getTime() ? u.lockedUntil.toISOString() : null
  return {
    balance: u.balance,
    held: u.held,
    available: u.balance - u.held + own,
    settling: out.settling,
    withdrawable: out.withdrawable,
    withdrawing: out.withdrawing,
    withdrawn: out.withdrawn,
    payPasswordSet: !!u.hash,
    payPasswordLockedUntil: locked,
    items,
  }
}

/** the wallet parts held by the caller's own order's open payments */
async function ownHolds(ctx: Ctx, userId: number, orderId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ sum: sql<string | null>`sum(${payments.walletAmount})` })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.orderId, orderId), eq(orders.buyerId, userId), eq(payments.status, 'pending')))
  return Number(row?.sum ?? 0)
}
