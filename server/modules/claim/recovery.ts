/**
 * The platform pays a claim first, from its compensation reserve, then (找回: the seller's liability) takes it back
 * from the seller in a fixed order: the unfrozen wallet balance (proceeds not yet withdrawn), then the deposit
 * (保证金), and what neither covers stays a debt on the claim that the seller's next proceeds pay first
 * (order-reactions.ts). Every step is a ledger row on both sides: the seller's wallet and the reserve.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { ClaimRecovery } from '../../../contract/protection'
import type { Db } from '../../db/client'
import { copy } from '../../lib/copy'
import { takeFromDeposit } from '../deposit/holds'
import { notify } from '../inbox/notify'
import { orders } from '../order/schema'
import { users } from '../user/schema'
import { movePlatform } from '../wallet/platform'
import { credit, debit } from '../wallet/service'
import { claims } from './schema'

type ClaimRow = typeof claims.$inferSelect
type OrderRef = { id: number; orderNo: string; sellerId: number }

/** what of `userId`'s balance no payment or deposit holds, read under a row lock so the debit after it holds */
async function unheld(tx: Db, userId: number): Promise<number> {
  const [u] = await tx.select({ balance: users.balance, held: users.walletHeld }).from(users).where(eq(users.id, userId)).for('update')
  return u ? Math.max(0, u.balance - u.held) : 0
}

/** Takes up to `max` of the seller's unheld balance back into the reserve; answers what was taken. */
async function fromWallet(tx: Db, sellerId: number, max: number, orderId: number, claimNo: string, note: 'claim.ledger.recovered' | 'claim.ledger.debtRepaid') {
  const take = Math.min(max, await unheld(tx, sellerId))
  if (take <= 0) return 0
  const done = await debit(tx, sellerId, take, { kind: 'claim_recovery', orderId, note: copy(note, { claimNo }) })
  if (done === null) return 0
  await movePlatform(tx, 'reserve', take, { kind: 'claim_recovery', orderId, userId: sellerId, note: `${claimNo} 追偿（钱包）` })
  return take
}

/**
 * Pays an approved claim (the caller's conditional update made it 'approved' in `tx`: this runs once) from the
 * reserve into the buyer's wallet, and for a 找回 claim recovers it from the seller. Answers the recovery (null when
 * the seller is not liable).
 */
export async function payFromReserve(tx: Db, claim: ClaimRow, order: OrderRef, amount: number): Promise<ClaimRecovery | null> {
  const p = { claimNo: claim.claimNo, orderNo: order.orderNo }
  await movePlatform(tx, 'reserve', -amount, { kind: 'claim_payout', orderId: order.id, userId: claim.userId, note: `${claim.claimNo} 先行赔付` })
  await credit(tx, claim.userId, amount, { kind: 'compensation', orderId: order.id, note: copy('claim.ledger.paid', p) })
  if (claim.reason !== 'retrieved') return null

  const fromBalance = await fromWallet(tx, order.sellerId, amount, order.id, claim.claimNo, 'claim.ledger.recovered')
  const fromDeposit = await takeFromDeposit(tx, order.sellerId, amount - fromBalance, order.id, copy('claim.ledger.depositTaken', p))
  if (fromDeposit > 0) {
    await movePlatform(tx, 'reserve', fromDeposit, { kind: 'claim_recovery', orderId: order.id, userId: order.sellerId, note: `${claim.claimNo} 追偿（保证金）` })
  }
  const debt = amount - fromBalance - fromDeposit
  await tx
    .update(claims)
    .set({ recoveredBalance: fromBalance, recoveredDeposit: fromDeposit, debt, debtLeft: debt })
    .where(eq(claims.id, claim.id))
  await notify(tx, order.sellerId, {
    kind: 'system',
    copy: copy('claim.recovered.seller', { ...p, amount, fromBalance, fromDeposit, debt }),
    link: '/index/other/wallet',
  })
  return { fromBalance, fromDeposit, debt, debtLeft: debt }
}

/**
 * The seller's debts from claims, oldest first, paid from what their wallet holds unfrozen now (called right after
 * new proceeds are credited). Answers what was repaid.
 */
export async function repayDebts(tx: Db, sellerId: number): Promise<number> {
  const owed = await tx
    .select({ id: claims.id, claimNo: claims.claimNo, orderId: claims.orderId, debtLeft: claims.debtLeft })
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .where(and(eq(orders.sellerId, sellerId), gt(claims.debtLeft, 0)))
    .orderBy(asc(claims.id))
    .for('update', { of: claims })
  let repaid = 0
  for (const c of owed) {
    const take = await fromWallet(tx, sellerId, c.debtLeft, c.orderId, c.claimNo, 'claim.ledger.debtRepaid')
    if (take <= 0) break
    await tx.update(claims).set({ debtLeft: sql`${claims.debtLeft} - ${take}` }).where(eq(claims.id, c.id))
    repaid += take
  }
  return repaid
}
