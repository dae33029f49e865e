/** Accounts: registration, the two ways to log in, logout and password reset. */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { PHONE_RE } from '../../../contract/rules'
import type { LoginResult, PasswordLogin, RegisterInput, SmsLogin, SmsPasswordChange } from '../../../contract/types'
import type { Ctx } from '../../context'
import { sessions } from './schema'
import { users } from '../user/schema'
import { createSession } from './sessions'
import { createAccount, setLoginPassword } from '../user/accounts'
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/crypto'
import { AppError, isUniqueViolation } from '../../lib/errors'
import { giveBack, hit, reset } from '../limits/limiter'
import { toProfile } from '../user/service'
import { checkCaptcha } from './captcha'
import { consumeCode } from './sms-codes'

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
  if (input.username && (await usernameTaken(ctx, input.username))) throw new AppError(409, 'usernameTaken')
  // The code comes first: only the phone's owner may learn that it is registered (no registration code is sent to a
  // registered phone, so its owner learns it only when registering after one was sent).
  await consumeCode(ctx, input.phone, 'register', input.code)
  const passwordHash = await hashPassword(input.password)
  try {
    const user = await createAccount(ctx.db, {
      phone: input.phone,
      username: input.username || null,
      passwordHash,
      nickname: input.nickname?.trim() || '用户' + input.phone.slice(-4),
    })
    return await startSession(ctx, user)
  } catch (err) {
    if (isUniqueViolation(err, 'users_phone_key')) throw new AppError(409, 'phoneRegistered')
    if (isUniqueViolation(err, 'users_username_lower_key')) throw new AppError(409, 'usernameTaken')
    throw err
  }
}

/** No login code is ever sent to a phone without an account, so for one the code is simply wrong, as for any phone. */
export async function smsLogin(ctx: Ctx, input: SmsLogin): Promise<LoginResult> {
  await consumeCode(ctx, input.phone, 'login', input.code)
  const user = await findByPhone(ctx, input.phone)
  if (!user) throw new AppError(400, 'smsCodeInvalid')
  return startSession(ctx, user)
}

/**
 * Password login. The captcha is checked (and used up) first; failures are counted per account and per
 * IP, and the answer never says whether the account exists. Each try takes its place in both counts before the
 * password is checked, so concurrent tries cannot get more checks than the limits allow; a refused try gives both
 * places back, and a right password clears the account's count and gives the IP's place back.
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
  const windowSeconds = limits.loginFailWindowSeconds
  const [byAccount, byIp] = [await hit(ctx.db, accountKey, windowSeconds), await hit(ctx.db, ipKey, windowSeconds)]
  const over =
    byAccount.count > limits.loginFailsPerAccount ? byAccount : byIp.count > limits.loginFailsPerIp ? byIp : null
  if (over) {
    await giveBack(ctx.db, accountKey)
    await giveBack(ctx.db, ipKey)
    throw new AppError(429, 'loginLocked', { minutes: Math.ceil(over.retryAfter / 60), retryAfter: over.retryAfter })
  }
  const good = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password)
  if (!user || !good) throw new AppError(400, 'badCredentials')
  await reset(ctx.db, accountKey)
  await giveBack(ctx.db, ipKey)
  return startSession(ctx, user)
}

export async function logout(ctx: Ctx, sessionId: number): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** New password through an SMS code (scene reset; like smsLogin, a wrong code for a phone without an account); every session of the user ends. */
export async function resetPassword(ctx: Ctx, input: SmsPasswordChange): Promise<void> {
  await consumeCode(ctx, input.phone, 'reset', input.code)
  const user = await findByPhone(ctx, input.phone)
  if (!user) throw new AppError(400, 'smsCodeInvalid')
  // Hash before the transaction: nothing slow may run while PGlite holds it.
  const passwordHash = await hashPassword(input.password)
  await ctx.db.transaction(async (tx) => {
    await setLoginPassword(tx, user.id, passwordHash)
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
  })
  // The owner proved control of the phone: failed logins before the reset no longer count.
  await reset(ctx.db, `login:user:${user.id}`)
}
