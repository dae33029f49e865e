/**
 * The payment password (支付密码): six digits, stored as argon2id, set and reset with an SMS code sent to the
 * account's own phone (scene 'pay_password'), never returned. Only a wrong password counts: the hash is checked
 * before anything is written, so a right password never adds to the count (however many race) and a request that
 * stops halfway (a crash, kill -9) leaves nothing behind. A wrong one is counted by one conditional update, so
 * wrong tries that race are all counted; reaching PAY_PASSWORD_MAX_FAILS locks wallet payment for
 * PAY_PASSWORD_LOCK_MINUTES. Tries that were being checked when the lock came answer as locked, right or wrong, so
 * no more than PAY_PASSWORD_MAX_FAILS tries per lock are ever answered. A right password clears the count, and so
 * does a reset by SMS (it proves the phone).
 */
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { SmsSent } from '../../../contract/types'
import { SMS_CODE_RE } from '../../../contract/rules'
import { PAY_PASSWORD_RE, payPasswordProblem, type PayPasswordInput } from '../../../contract/wallet'
import type { Ctx } from '../../context'
import { users } from '../user/schema'
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

/**
 * Why a try that found the account changed under it gets no further: a racing wrong try locked it (429), or an SMS
 * reset replaced the password it was checked against (that password is wrong now; not counted).
 */
async function refusal(ctx: Ctx, userId: number): Promise<AppError> {
  const [u] = await ctx.db
    .select({ hash: users.payPasswordHash, fails: users.payPasswordFails, lockedUntil: users.payPasswordLockedUntil })
    .from(users)
    .where(eq(users.id, userId))
  if (!u?.hash) return new AppError(409, 'payPasswordNotSet')
  if (u.lockedUntil && u.lockedUntil.getTime() > Date.now()) {
    const minutes = minutesUntil(u.lockedUntil)
    return new AppError(429, 'payPasswordLocked', { minutes, retryAfter: minutes * 60 })
  }
  return new AppError(400, 'payPasswordWrong', { left: Math.max(1, ctx.config.limits.payPasswordMaxFails - u.fails) })
}

/** Checks the caller's payment password or throws: 400 malformed or wrong (tries left), 409 none set, 429 locked. */
export async function verifyPayPassword(ctx: Ctx, userId: number, password: string | undefined): Promise<void> {
  if (password === undefined || password === '') throw new AppError(400, 'payPasswordRequired')
  if (!PAY_PASSWORD_RE.test(password)) throw new AppError(400, 'payPasswordFormat')
  const { payPasswordMaxFails: max, payPasswordLockMinutes: lockMinutes } = ctx.config.limits
  const lockEnded = and(isNotNull(users.payPasswordLockedUntil), sql`${users.payPasswordLockedUntil} <= now()`)
  const open = or(isNull(users.payPasswordLockedUntil), lockEnded)
  const [u] = await ctx.db
    .select({ hash: users.payPasswordHash, open: sql<boolean>`${open}` })
    .from(users)
    .where(eq(users.id, userId))
  if (!u?.hash) throw new AppError(409, 'payPasswordNotSet')
  if (!u.open) throw await refusal(ctx, userId)
  // both writes below apply only while the account is open and the password is still the one checked: a try that
  // raced a lock or an SMS reset changes nothing
  const same = and(eq(users.id, userId), eq(users.payPasswordHash, u.hash), open)

  if (await verifyPassword(u.hash, password)) {
    const cleared = await ctx.db
      .update(users)
      .set({ payPasswordFails: 0, payPasswordLockedUntil: null })
      .where(same)
      .returning({ id: users.id })
    if (cleared.length) return
    throw await refusal(ctx, userId)
  }

  // a lock that has run out starts a fresh count
  const before = sql`(case when ${lockEnded} then 0 else ${users.payPasswordFails} end)`
  const [counted] = await ctx.db
    .update(users)
    .set({
      payPasswordFails: sql`${before} + 1`,
      payPasswordLockedUntil: sql`case when ${before} + 1 >= ${max} then now() + (${lockMinutes}::int * interval '1 minute') else null end`,
    })
    .where(same)
    .returning({ fails: users.payPasswordFails })
  if (!counted) throw await refusal(ctx, userId)
  const left = max - counted.fails
  if (left <= 0) throw new AppError(429, 'payPasswordLocked', { minutes: lockMinutes, retryAfter: lockMinutes * 60 })
  throw new AppError(400, 'payPasswordWrong', { left })
}
