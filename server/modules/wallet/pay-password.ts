/**
 * The payment password (支付密码): six digits, stored as argon2id, set and reset with an SMS code sent to the
 * account's own phone (scene 'pay_password'), never returned. Wrong tries are counted per account: each try is
 * counted (reserved) by one conditional update before the hash is checked, so concurrent guesses cannot exceed
 * PAY_PASSWORD_MAX_FAILS; reaching it locks wallet payment for PAY_PASSWORD_LOCK_MINUTES. A right password clears
 * the count, and so does a reset by SMS (it proves the phone).
 */
import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm'
import type { SmsSent } from '../../../contract/types'
import { SMS_CODE_RE } from '../../../contract/rules'
import { PAY_PASSWORD_RE, payPasswordProblem, type PayPasswordInput } from '../../../contract/wallet'
import type { Ctx } from '../../context'
import { users } from '../../db/schema'
import { hashPassword, verifyPassword } from '../../lib/crypto'
import { AppError } from '../../lib/errors'
import { consumeCode, sendCode } from '../auth/sms-codes'

function checkRule(password: string): void {
  const problem = payPasswordProblem(password)
  if (problem === 'format') throw new AppError(400, 'payPasswordFormat')
  if (problem === 'simple') throw new AppError(400, 'payPasswordSimple')
}

async function phoneOf(ctx: Ctx, userId: number): Promise<string> {
  const [u] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
  if (!u) throw new AppError(401, 'unauthorized')
  return u.phone
}

/** POST /need/wallet/payPassword/sms: a code to the caller's own phone (the usual SMS limits apply). */
export async function sendPayPasswordCode(ctx: Ctx, userId: number, ip: string): Promise<SmsSent> {
  return sendCode(ctx, await phoneOf(ctx, userId), 'pay_password', ip)
}

/** POST /need/wallet/payPassword: sets or replaces the payment password; the wrong-try count and lock are cleared. */
export async function setPayPassword(ctx: Ctx, userId: number, input: PayPasswordInput): Promise<void> {
  checkRule(input.password)
  if (!SMS_CODE_RE.test(input.code)) throw new AppError(400, 'smsCodeInvalid')
  await consumeCode(ctx, await phoneOf(ctx, userId), 'pay_password', input.code)
  const hash = await hashPassword(input.password)
  await ctx.db
    .update(users)
    .set({ payPasswordHash: hash, payPasswordFails: 0, payPasswordLockedUntil: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
}

const minutesUntil = (d: Date | null) => Math.max(1, Math.ceil(((d?.getTime() ?? 0) - Date.now()) / 60_000))

/** Checks the caller's payment password or throws: 400 malformed or wrong (tries left), 409 none set, 429 locked. */
export async function verifyPayPassword(ctx: Ctx, userId: number, password: string | undefined): Promise<void> {
  if (password === undefined || password === '') throw new AppError(400, 'payPasswordRequired')
  if (!PAY_PASSWORD_RE.test(password)) throw new AppError(400, 'payPasswordFormat')
  const { payPasswordMaxFails: max, payPasswordLockMinutes: lockMinutes } = ctx.config.limits
  const lockEnded = and(isNotNull(users.payPasswordLockedUntil), sql`${users.payPasswordLockedUntil} <= now()`)
  const before = sql`(case when ${lockEnded} then 0 else ${users.payPasswordFails} end)`
  // the try is counted first; a lock that has run out starts a fresh count
  const [reserved] = await ctx.db
    .update(users)
    .set({
      payPasswordFails: sql`${before} + 1`,
      payPasswordLockedUntil: sql`case when ${before} + 1 >= ${max} then now() + (${lockMinutes}::int * interval '1 minute') else null end`,
    })
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.payPasswordHash),
        or(lockEnded, and(sql`${users.payPasswordLockedUntil} is null`, lt(users.payPasswordFails, max))),
      ),
    )
    .returning({ hash: users.payPasswordHash, fails: users.payPasswordFails, lockedUntil: users.payPasswordLockedUntil })
  if (!reserved) {
    const [u] = await ctx.db
      .select({ hash: users.payPasswordHash, lockedUntil: users.payPasswordLockedUntil })
      .from(users)
      .where(eq(users.id, userId))
    if (!u?.hash) throw new AppError(409, 'payPasswordNotSet')
    throw new AppError(429, 'payPasswordLocked', { minutes: minutesUntil(u.lockedUntil), retryAfter: minutesUntil(u.lockedUntil) * 60 })
  }
  if (await verifyPassword(reserved.hash!, password)) {
    await ctx.db.update(users).set({ payPasswordFails: 0, payPasswordLockedUntil: null }).where(eq(users.id, userId))
    return
  }
  const left = max - reserved.fails
  if (left <= 0) {
    throw new AppError(429, 'payPasswordLocked', { minutes: lockMinutes, retryAfter: lockMinutes * 60 })
  }
  throw new AppError(400, 'payPasswordWrong', { left })
}

