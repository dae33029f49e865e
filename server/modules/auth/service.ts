/** Accounts: registration, the two ways to log in, logout and password reset. */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { PHONE_RE } from '../../../contract/rules'
import type { LoginResult, PasswordLogin, RegisterInput, SmsLogin, SmsPasswordChange } from '../../../contract/types'
import type { Ctx } from '../../context'
import { sessions, users } from '../../db/schema'
import { createSession } from '../../lib/auth'
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/crypto'
import { AppError, isUniqueViolation } from '../../lib/errors'
import { hit, peek, reset } from '../../lib/rate-limit'
import { toProfile } from '../user/service'
import { checkCaptcha } from './captcha'
import { consumeCode, phoneRegistered } from './sms-codes'

type UserRow = typeof users.$inferSelect

async function startSession(ctx: Ctx, user: UserRow): Promise<LoginResult> {
  const { token, expiresAt } = await createSession(ctx.db, user.id, ctx.config.tokenTtlHours)
  return { token, expiresAt: expiresAt.toISOString(), user: toProfile(ctx, user) }
}

async function findByPhone(ctx: Ctx, phone: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.phone, phone))
  return row
}

async function usernameTaken(ctx: Ctx, username: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
  return !!row
}

export async function register(ctx: Ctx, input: RegisterInput): Promise<LoginResult> {
  if (await phoneRegistered(ctx, input.phone)) throw new AppError(409, 'phoneRegistered')
  if (input.username && (await usernameTaken(ctx, input.username))) throw new AppError(409, 'usernameTaken')
  await consumeCode(ctx, input.phone, 'register', input.code)
  const passwordHash = await hashPassword(input.password)
  try {
    const [user] = await ctx.db
      .insert(users)
      .values({
        phone: input.phone,
        username: input.username || null,
        passwordHash,
        nickname: input.nickname?.trim() || '用户' + input.phone.slice(-4),
      })
      .returning()
    return await startSession(ctx, user)
  } catch (err) {
    if (isUniqueViolation(err, 'users_phone_key')) throw new AppError(409, 'phoneRegistered')
    if (isUniqueViolation(err, 'users_username_lower_key')) throw new AppError(409, 'usernameTaken')
    throw err
  }
}

export async function smsLogin(ctx: Ctx, input: SmsLogin): Promise<LoginResult> {
  const user = await findByPhone(ctx, input.phone)
  if (!user) throw new AppError(404, 'phoneNotRegistered')
  await consumeCode(ctx, input.phone, 'login', input.code)
  return startSession(ctx, user)
}

/**
 * Password login. The captcha is checked (and used up) first; failures are counted per account and per
 * IP, and the answer never says whether the account exists.
 */
export async function passwordLogin(ctx: Ctx, input: PasswordLogin, ip: string): Promise<LoginResult> {
  await checkCaptcha(ctx, input.captchaId, input.captchaCode)
  const { limits } = ctx.config
  const account = input.username.trim().toLowerCase()
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(PHONE_RE.test(account) ? eq(users.phone, account) : sql`lower(${users.username}) = ${account}`)
  // Keyed by the user (not the typed name) so phone and account name share one budget.
  const accountKey = user ? `login:user:${user.id}` : `login:name:${account}`
  const ipKey = `login:ip:${ip}`
  for (const [key, max] of [
    [accountKey, limits.loginFailsPerAccount],
    [ipKey, limits.loginFailsPerIp],
  ] as const) {
    const seen = await peek(ctx.db, key)
    if (seen.count >= max) {
      throw new AppError(429, 'loginLocked', { minutes: Math.ceil(seen.retryAfter / 60), retryAfter: seen.retryAfter })
    }
  }
  const good = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password)
  if (!user || !good) {
    await hit(ctx.db, accountKey, limits.loginFailWindowSeconds)
    await hit(ctx.db, ipKey, limits.loginFailWindowSeconds)
    throw new AppError(400, 'badCredentials')
  }
  await reset(ctx.db, accountKey)
  return startSession(ctx, user)
}

export async function logout(ctx: Ctx, sessionId: number): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** New password through an SMS code (scene reset); every session of the user ends. */
export async function resetPassword(ctx: Ctx, input: SmsPasswordChange): Promise<void> {
  const user = await findByPhone(ctx, input.phone)
  if (!user) throw new AppError(404, 'phoneNotRegistered')
  await consumeCode(ctx, input.phone, 'reset', input.code)
  // Hash before the transaction: nothing slow may run while PGlite holds it.
  const passwordHash = await hashPassword(input.password)
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id))
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
  })
  // The owner proved control of the phone: failed logins before the reset no longer count.
  await reset(ctx.db, `login:user:${user.id}`)
}
