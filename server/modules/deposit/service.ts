/**
 * Seller deposits (保证金): a seller whose listing is priced above DEPOSIT_PRICE_THRESHOLD_FEN, or a merchant when
 * DEPOSIT_FOR_MERCHANTS, freezes DEPOSIT_FEN of their wallet (a wallet hold: the balance stays theirs, it just
 * cannot be spent or withdrawn) before the listing is submitted. A paid 找回 claim on their sale takes from it
 * (holds.ts) once their unfrozen balance is used up; jobs.ts releases it DEPOSIT_RELEASE_DAYS after their last
 * sale when nothing keeps it.
 */
import { eq, sql } from 'drizzle-orm'
import type { DepositPayInput, DepositState } from '../../../contract/protection'
import type { Config } from '../../config'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { copy } from '../../lib/copy'
import { AppError } from '../../lib/errors'
import { yuan } from '../../lib/money'
import { notify } from '../inbox/notify'
import { users } from '../user/schema'
import { verifyPayPassword } from '../wallet/pay-password'
import { hold } from '../wallet/service'
import { lastSaleSql, releaseBlockedSql } from './release-rules'
import { sellerDeposits } from './schema'

const DEPOSIT_LINK = '/index/other/deposit'
const DAY_MS = 86_400_000

type DepositConfig = Pick<Config, 'deposit'>

/** Whether a listing at `price` of a seller with `role` needs the deposit. */
export function depositNeeded(config: DepositConfig, role: string, price: number): boolean {
  const d = config.deposit
  if (d.fen <= 0) return false
  return price > d.priceThresholdFen || (d.forMerchants && role === 'merchant')
}

/** Refuses (400 depositRequired) a listing at `price` that needs a deposit the seller has not paid in full. */
export async function assertDepositFor(db: Db, config: DepositConfig, userId: number, price: number): Promise<void> {
  const [u] = await db
    .select({ role: users.role, held: sellerDeposits.held })
    .from(users)
    .leftJoin(sellerDeposits, eq(sellerDeposits.userId, users.id))
    .where(eq(users.id, userId))
  if (!u || !depositNeeded(config, u.role, price)) return
  if ((u.held ?? 0) >= config.deposit.fen) return
  throw new AppError(400, 'depositRequired', { threshold: yuan(config.deposit.priceThresholdFen), amount: yuan(config.deposit.fen) })
}

/** GET /need/deposit */
export async function getDeposit(ctx: Ctx, userId: number): Promise<DepositState> {
  const d = ctx.config.deposit
  const [u] = await ctx.db
    .select({
      role: users.role,
      balance: users.balance,
      walletHeld: users.walletHeld,
      held: sellerDeposits.held,
      paidAt: sellerDeposits.paidAt,
      releasedAt: sellerDeposits.releasedAt,
      lastSale: sql<Date | string | null>`${lastSaleSql(users.id)}`,
      blocked: sql<boolean>`${releaseBlockedSql(ctx.config, users.id)}`,
    })
    .from(users)
    .leftJoin(sellerDeposits, eq(sellerDeposits.userId, users.id))
    .where(eq(users.id, userId))
  if (!u) throw new AppError(404, 'userNotFound')
  const held = u.held ?? 0
  const since = u.lastSale ? new Date(u.lastSale) : u.paidAt
  const releaseAt = held > 0 && !u.blocked && since ? new Date(since.getTime() + d.releaseDays * DAY_MS).toISOString() : null
  return {
    held,
    amount: d.fen,
    priceThreshold: d.priceThresholdFen,
    forMerchants: d.forMerchants,
    merchant: u.role === 'merchant',
    releaseDays: d.releaseDays,
    releaseAt,
    available: Math.max(0, u.balance - u.walletHeld),
    paidAt: u.paidAt ? u.paidAt.toISOString() : null,
    releasedAt: u.releasedAt ? u.releasedAt.toISOString() : null,
  }
}

/** POST /need/deposit/pay: freezes what is missing of DEPOSIT_FEN in one transaction; 409 when nothing is. */
export async function payDeposit(ctx: Ctx, userId: number, input: DepositPayInput): Promise<DepositState> {
  await verifyPayPassword(ctx, userId, input.payPassword)
  const amount = ctx.config.deposit.fen
  await ctx.db.transaction(async (tx) => {
    await tx.insert(sellerDeposits).values({ userId }).onConflictDoNothing()
    // the row lock makes two payments at once freeze the deposit once
    const [row] = await tx.select().from(sellerDeposits).where(eq(sellerDeposits.userId, userId)).for('update')
    const missing = amount - row.held
    if (missing <= 0) throw new AppError(409, 'depositAlreadyPaid')
    if (!(await hold(tx, userId, missing))) throw new AppError(400, 'depositNotEnough', { amount: yuan(missing) })
    const now = new Date()
    await tx.update(sellerDeposits).set({ held: amount, paidAt: now, releasedAt: null, updatedAt: now }).where(eq(sellerDeposits.userId, userId))
    await notify(tx, userId, { kind: 'system', copy: copy('deposit.paid', { amount, days: ctx.config.deposit.releaseDays }), link: DEPOSIT_LINK })
  })
  return getDeposit(ctx, userId)
}
