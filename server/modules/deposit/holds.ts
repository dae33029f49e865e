/**
 * What other modules may do to a seller's deposit: a paid 包赔 claim takes from it (claim/recovery.ts), after the
 * seller's unfrozen balance. The deposit is part of the seller's wallet_held, so taking it is the wallet's
 * debitHeld (balance and hold down together, one ledger row) and the deposit row down by the same amount.
 */
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { Copy } from '../../lib/copy'
import { debitHeld } from '../wallet/service'
import { sellerDeposits } from './schema'

/** Takes up to `max` fen from `userId`'s deposit in `tx`; answers what was taken (0 when none is held). */
export async function takeFromDeposit(tx: Db, userId: number, max: number, orderId: number, note: Copy): Promise<number> {
  if (max <= 0) return 0
  const [row] = await tx.select({ held: sellerDeposits.held }).from(sellerDeposits).where(eq(sellerDeposits.userId, userId)).for('update')
  const take = Math.min(row?.held ?? 0, max)
  if (take <= 0) return 0
  await tx
    .update(sellerDeposits)
    .set({ held: sql`${sellerDeposits.held} - ${take}`, updatedAt: new Date() })
    .where(and(eq(sellerDeposits.userId, userId), gt(sellerDeposits.held, 0)))
  await debitHeld(tx, userId, take, { kind: 'deposit_taken', orderId, note })
  return take
}
