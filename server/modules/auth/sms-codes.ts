/**
 * SMS verification codes: 6 digits, valid 5 minutes, single use, dead after 5 checks that failed.
 * Sending is rate-limited per IP, per phone (resend gap) and per phone per day. A login or reset code is sent only to
 * a phone with an account and a registration code only to one without, but every request is answered and counted
 * alike either way (the codes that were not sent simply never match).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { SmsScene, SmsSent } from '../../../contract/types'
import type { Ctx } from '../../context'
import { smsCodes } from './schema'
import { users } from '../user/schema'
import { AppError } from '../../lib/errors'
import { hit } from '../limits/limiter'

function codeHash(ctx: Ctx, phone: string, scene: SmsScene, code: string): string {
  return createHmac('sha256', ctx.config.secretKey).update(`${phone}:${scene}:${code}`).digest('hex')
}

export async function phoneRegistered(ctx: Ctx, phone: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone))
  return !!row
}

export async function sendCode(ctx: Ctx, phone: string, scene: SmsScene, ip: string): Promise<SmsSent> {
  const { limits } = ctx.config
  const ipHit = await hit(ctx.db, `sms:ip:${ip}`, 3600)
  if (ipHit.count > limits.smsPerIpPerHour) throw new AppError(429, 'smsIpLimit', { retryAfter: ipHit.retryAfter })

  // Whether the phone has an account changes only whether a code is sent, never the answer or the counting, so
  // these endpoints cannot be used to find out which phones are registered.
  const registered = await phoneRegistered(ctx, phone)
  const deliver = scene === 'register' ? !registered : registered

  const gap = await hit(ctx.db, `sms:phone:${phone}`, limits.smsResendSeconds)
  if (gap.count > 1) throw new AppError(429, 'smsTooSoon', { seconds: gap.retryAfter, retryAfter: gap.retryAfter })
  const day = await hit(ctx.db, `sms:day:${phone}`, 86400)
  if (day.count > limits.smsPerPhonePerDay) throw new AppError(429, 'smsDailyLimit', { retryAfter: day.retryAfter })

  const ttl = ctx.config.smsCodeTtlSeconds
  const sent = { expiresIn: ttl, resendIn: limits.smsResendSeconds }
  if (!deliver) return sent
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await ctx.db.transaction(async (tx) => {
    // Only the newest code of a phone and purpose is valid.
    await tx
      .update(smsCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.scene, scene), isNull(smsCodes.usedAt)))
    await tx.insert(smsCodes).values({
      phone,
      scene,
      codeHash: codeHash(ctx, phone, scene, code),
      expiresAt: sql`now() + (${ttl}::int * interval '1 second')`,
    })
  })
  await ctx.sms.sendCode(phone, code, scene)
  return sent
}

/**
 * Uses up the code or throws 400. Each check first takes one attempt atomically, so concurrent guesses
 * cannot exceed the limit.
 */
export async function consumeCode(ctx: Ctx, phone: string, scene: SmsScene, code: string): Promise<void> {
  const [latest] = await ctx.db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.scene, scene)))
    .orderBy(desc(smsCodes.id))
    .limit(1)
  if (!latest) throw new AppError(400, 'smsCodeInvalid')
  const [taken] = await ctx.db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, latest.id),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, sql`now()`),
        lt(smsCodes.attempts, ctx.config.smsMaxAttempts),
      ),
    )
    .returning({ codeHash: smsCodes.codeHash })
  const expected = Buffer.from(codeHash(ctx, phone, scene, code), 'hex')
  if (!taken || !timingSafeEqual(Buffer.from(taken.codeHash, 'hex'), expected)) throw new AppError(400, 'smsCodeInvalid')
  const [used] = await ctx.db
    .update(smsCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id })
  if (!used) throw new AppError(400, 'smsCodeInvalid')
}
