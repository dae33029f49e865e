/**
 * GET /need/orders/{id}/money: one order's money timeline (contract/money.ts) for its buyer, its seller and staff,
 * asked of each owner like the wallet summary (summary.ts): the order's figures, the ledger rows with the order's
 * ref (this module), refunds through the payment provider (payment/refunds.ts), disputes (dispute/open.ts), claims
 * (claim/service.ts) and the settlement rule (payout/settlement.ts). Read only; nothing is stored.
 */
import { eq } from 'drizzle-orm'
import type { MoneyStep, OrderMoney } from '../../../contract/money'
import type { ClaimReason } from '../../../contract/service'
import type { DisputeType } from '../../../contract/trade'
import type { Ctx } from '../../context'
import { isStaff, type AuthInfo } from '../../lib/auth'
import { AppError } from '../../lib/errors'
import { claimsOfOrder } from '../claim/service'
import { disputesOfOrder, OPEN_STATUSES } from '../dispute/open'
import { orders } from '../order/schema'
import { providerRefundsOf } from '../payment/refunds'
import { unsettledOrders } from '../payout/settlement'
import { orderLedger } from './service'

const WALLET_LINK = '/index/other/wallet'
const DAY_MS = 86_400_000
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null)
const BLANK = { at: null, until: null, amount: null, wallet: null, external: null, fee: null, destination: null, freeze: null } as const
const step = (s: Pick<MoneyStep, 'kind' | 'state'> & Partial<MoneyStep>): MoneyStep => ({ ...BLANK, ...s })
const sum = (rows: { amount: number }[]) => rows.reduce((n, r) => n + r.amount, 0)
const first = <T extends { at: Date }>(rows: T[]) => (rows.length > 0 ? rows[0].at : null)

export async function orderMoney(ctx: Ctx, who: AuthInfo, orderId: number): Promise<OrderMoney> {
  const [o] = await ctx.db.select().from(orders).where(eq(orders.id, orderId))
  const role = !o ? null : o.buyerId === who.userId ? 'buyer' : o.sellerId === who.userId ? 'seller' : isStaff(who.role) ? 'staff' : null
  if (!o || !role) throw new AppError(404, 'orderNotFound')
  const now = new Date()
  const [ledgerRows, outRefunds, disputes, claims, unsettled] = await Promise.all([
    orderLedger(ctx.db, o.id),
    providerRefundsOf(ctx.db, o.id),
    disputesOfOrder(ctx.db, o.id),
    claimsOfOrder(ctx.db, o.id),
    o.completedAt ? unsettledOrders(ctx.db, ctx.config, o.sellerId, now) : Promise.resolve([]),
  ])
  const buyerSide = role !== 'seller'
  const sellerSide = role !== 'buyer'
  const of = (userId: number, kind: string) => ledgerRows.filter((r) => r.userId === userId && r.kind === kind)
  const steps: MoneyStep[] = []

  if (!o.paidAt) {
    if (o.status === 'pending_payment') steps.push(step({ kind: 'paid', state: 'current', amount: o.total, until: iso(o.payDeadline) }))
    return { orderId: o.id, orderNo: o.orderNo, role, steps, walletLink: null }
  }
  steps.push(
    step({ kind: 'paid', state: 'done', at: iso(o.paidAt), amount: o.total, wallet: buyerSide ? o.walletPaid : null, external: buyerSide ? o.externalPaid : null }),
  )
  const escrowEnd = o.completedAt ?? o.refundedAt ?? o.cancelledAt
  steps.push(step({ kind: 'escrow', state: escrowEnd ? 'done' : 'current', at: iso(o.paidAt), until: iso(escrowEnd ?? o.autoCompleteAt), amount: o.total }))

  for (const d of disputes) {
    const open = OPEN_STATUSES.includes(d.status)
    steps.push(
      step({
        kind: 'freeze',
        state: open ? 'current' : 'done',
        at: iso(d.createdAt),
        // open: the seller's answer deadline while it waits for the seller; staff decide without a fixed date
        until: iso(open ? (d.status === 'awaiting_seller' ? d.sellerDeadline : null) : d.decidedAt),
        amount: sellerSide && d.heldAmount > 0 ? d.heldAmount : null,
        freeze: { by: 'dispute', reason: d.type as DisputeType, outcome: (d.outcome as 'refund_full' | 'refund_partial' | 'rejected' | null) ?? null },
      }),
    )
  }
  for (const c of claims) {
    const outcome = c.status === 'approved' || c.status === 'rejected' ? c.status : null
    steps.push(
      step({ kind: 'freeze', state: outcome ? 'done' : 'current', at: iso(c.createdAt), until: iso(c.decidedAt), freeze: { by: 'claim', reason: c.reason as ClaimReason, outcome } }),
    )
  }

  // money back to the buyer: to the wallet (ledger) and through the provider (payment_refunds)
  for (const r of of(o.buyerId, 'refund')) steps.push(step({ kind: 'refund', state: 'done', at: iso(r.at), amount: r.amount, destination: buyerSide ? 'wallet' : null }))
  for (const r of outRefunds) {
    steps.push(step({ kind: 'refund', state: r.status === 'sent' ? 'done' : 'current', at: iso(r.at), until: iso(r.sentAt), amount: r.amount, destination: buyerSide ? 'original' : null }))
  }

  const proceeds = of(o.sellerId, 'sale_proceeds')
  const takenBack = of(o.sellerId, 'refund')
  const live = !o.completedAt && !o.refundedAt && !o.cancelledAt && o.status !== 'refunding'
  let walletLink: string | null = null
  if (proceeds.length > 0) {
    const released = sum(proceeds)
    steps.push(step({ kind: 'released', state: 'done', at: iso(first(proceeds)), amount: sellerSide ? released : null, fee: sellerSide ? o.price - o.sellerProceeds : null }))
    if (sellerSide) {
      for (const r of takenBack) steps.push(step({ kind: 'taken_back', state: 'done', at: iso(r.at), amount: -r.amount }))
      const settlesAt = new Date(o.completedAt!.getTime() + ctx.config.payout.settlementDays * DAY_MS)
      // an open dispute or claim keeps them frozen whatever the date (payout/settlement.ts)
      const frozen = disputes.some((d) => OPEN_STATUSES.includes(d.status)) || claims.some((c) => c.status === 'submitted')
      const left = Math.max(0, released + sum(takenBack))
      if (frozen || unsettled.some((u) => u.orderId === o.id)) {
        steps.push(step({ kind: 'settling', state: 'current', at: iso(o.completedAt), until: frozen ? null : iso(settlesAt), amount: left }))
        steps.push(step({ kind: 'withdrawable', state: 'next', at: frozen ? null : iso(settlesAt), amount: left }))
      } else {
        steps.push(step({ kind: 'settling', state: 'done', at: iso(o.completedAt), until: iso(settlesAt), amount: left }))
        steps.push(step({ kind: 'withdrawable', state: 'done', at: iso(settlesAt), amount: left }))
      }
      walletLink = WALLET_LINK
    }
  } else if (live) {
    // still to come when the buyer confirms (or the auto-confirmation does)
    steps.push(step({ kind: 'released', state: 'next', at: iso(o.autoCompleteAt), amount: sellerSide ? o.sellerProceeds : null, fee: sellerSide ? o.price - o.sellerProceeds : null }))
    if (sellerSide) steps.push(step({ kind: 'settling', state: 'next', amount: o.sellerProceeds }), step({ kind: 'withdrawable', state: 'next', amount: o.sellerProceeds }))
  }
  if (buyerSide) for (const r of of(o.buyerId, 'compensation')) steps.push(step({ kind: 'compensation', state: 'done', at: iso(r.at), amount: r.amount }))

  return { orderId: o.id, orderNo: o.orderNo, role, steps: ordered(steps), walletLink }
}

/** what happened (done, under way) by time; what is still to come after it, as planned */
function ordered(steps: MoneyStep[]): MoneyStep[] {
  const started = steps.filter((s) => s.state !== 'next' && s.at)
  const rest = steps.filter((s) => !(s.state !== 'next' && s.at))
  const rank = (s: MoneyStep) => Date.parse(s.at!)
  return [...started.map((s, i) => ({ s, i })).sort((a, b) => rank(a.s) - rank(b.s) || a.i - b.i).map((x) => x.s), ...rest]
}
