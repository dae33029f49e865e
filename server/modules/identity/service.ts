/**
 * WeChat login: the mini program's wx.login code is exchanged for the user's openid; a known openid logs its account
 * in, an unknown one gets a sealed ticket with which the user proves a phone by SMS code and either joins the
 * account of that phone or gets a new one. Logged-in users bind and unbind WeChat in their settings.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { WechatBinding, WechatBindPhoneInput, WechatLoginResult } from '../../../contract/identity'
import type { LoginResult, SmsScene, SmsSent } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { users } from '../user/schema'
import { createSession } from '../auth/sessions'
import { bindWechatIds, createAccount, unbindWechatIds } from '../user/accounts'
import { hashPassword } from '../../lib/crypto'
import { AppError, isUniqueViolation } from '../../lib/errors'
import { toProfile } from '../user/service'
import { consumeCode, phoneRegistered, sendCode } from '../auth/sms-codes'
import { WechatCodeRejected, WechatPhoneForeign, type WechatIdentity, type WechatLoginProvider } from './wechat-provider'

/** long enough to wait for an SMS and type it */
export const TICKET_TTL_SECONDS = 600

/** The openid WeChat Pay's JSAPI charges, or null when the user has no WeChat bound. */
export async function openidOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ openid: users.wechatOpenid }).from(users).where(eq(users.id, userId))
  return row?.openid ?? null
}

async function exchange(provider: WechatLoginProvider | null, code: string, log: (reason: string) => void): Promise<WechatIdentity> {
  if (!provider) throw new AppError(404, 'wechatLoginOff')
  try {
    return await provider.code2Session(code)
  } catch (err) {
    if (err instanceof WechatCodeRejected) throw new AppError(400, 'wechatCodeInvalid')
    log(err instanceof Error ? err.message : String(err))
    throw new AppError(500, 'wechatUnavailable')
  }
}

async function startSession(ctx: Ctx, userId: number): Promise<LoginResult> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId))
  const { token, expiresAt } = await createSession(ctx.db, user.id, ctx.config.tokenTtlHours)
  return { token, expiresAt: expiresAt.toISOString(), user: toProfile(ctx, user) }
}

/**
 * The ticket is the WeChat identity encrypted and authenticated with the server's key: the app cannot read or
 * change the openid in it, and it stops working after TICKET_TTL_SECONDS.
 */
function sealTicket(ctx: Ctx, who: WechatIdentity): string {
  const expires = Math.floor(Date.now() / 1000) + TICKET_TTL_SECONDS
  return ctx.cipher.encrypt(JSON.stringify({ kind: 'wechat-login', openid: who.openid, unionid: who.unionid, expires }))
}

function openTicket(ctx: Ctx, ticket: string): WechatIdentity {
  try {
    const t = JSON.parse(ctx.cipher.decrypt(ticket)) as { kind?: string; openid?: string; unionid?: string | null; expires?: number }
    if (t.kind === 'wechat-login' && typeof t.openid === 'string' && typeof t.expires === 'number' && t.expires > Date.now() / 1000) {
      return { openid: t.openid, unionid: t.unionid ?? null }
    }
  } catch {
    // not one of ours (or tampered with): same answer as an expired one
  }
  throw new AppError(400, 'wechatTicketInvalid')
}

export async function wechatLogin(
  ctx: Ctx,
  provider: WechatLoginProvider | null,
  wxCode: string,
  log: (reason: string) => void,
): Promise<WechatLoginResult> {
  const who = await exchange(provider, wxCode, log)
  const [known] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.wechatOpenid, who.openid))
  if (known) return { bound: true, login: await startSession(ctx, known.id) }
  return { bound: false, ticket: sealTicket(ctx, who), expiresIn: TICKET_TTL_SECONDS, phoneButton: !!provider?.phoneNumber }
}

/**
 * The code proves the phone either way, so it is the login code of a phone with an account and the registration
 * code of one without; the answer is the same in both cases and tells nobody whether the phone is registered.
 */
async function bindScene(ctx: Ctx, phone: string): Promise<SmsScene> {
  return (await phoneRegistered(ctx, phone)) ? 'login' : 'register'
}

export async function sendBindCode(ctx: Ctx, ticket: string, phone: string, ip: string): Promise<SmsSent> {
  openTicket(ctx, ticket)
  return sendCode(ctx, phone, await bindScene(ctx, phone), ip)
}

export async function bindPhone(ctx: Ctx, input: WechatBindPhoneInput): Promise<LoginResult> {
  const who = openTicket(ctx, input.ticket)
  const scene = await bindScene(ctx, input.phone)
  await consumeCode(ctx, input.phone, scene, input.code)
  return bindProvedPhone(ctx, who, input.phone)
}

/** WeChat's phone-number button: WeChat itself proved the phone, so no SMS code is needed. */
export async function bindPhoneNumber(
  ctx: Ctx,
  provider: WechatLoginProvider | null,
  ticket: string,
  phoneCode: string,
  log: (reason: string) => void,
): Promise<LoginResult> {
  const who = openTicket(ctx, ticket)
  if (!provider?.phoneNumber) throw new AppError(404, 'wechatPhoneOff')
  let phone: string
  try {
    phone = await provider.phoneNumber(phoneCode)
  } catch (err) {
    if (err instanceof WechatCodeRejected) throw new AppError(400, 'wechatCodeInvalid')
    if (err instanceof WechatPhoneForeign) throw new AppError(400, 'wechatPhoneForeign')
    log(err instanceof Error ? err.message : String(err))
    throw new AppError(500, 'wechatUnavailable')
  }
  return bindProvedPhone(ctx, who, phone)
}

/** The phone is proved: WeChat joins that phone's account, or a new account is made for both. */
async function bindProvedPhone(ctx: Ctx, who: WechatIdentity, phone: string): Promise<LoginResult> {
  const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone))
  if (owner) {
    await attach(ctx.db, owner.id, who)
    return startSession(ctx, owner.id)
  }
  // Nobody knows this account's password: it logs in by WeChat or SMS code until its owner sets one (忘记密码).
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'))
  try {
    const user = await createAccount(ctx.db, { phone, passwordHash, nickname: '微信用户' + phone.slice(-4), wechat: who })
    return await startSession(ctx, user.id)
  } catch (err) {
    if (isUniqueViolation(err, 'users_phone_key')) throw new AppError(409, 'phoneRegistered')
    throw conflictOf(err)
  }
}

/** Binds `who` to the account; one WeChat per account (its columns) and one account per WeChat (unique indexes). */
async function attach(db: Db, userId: number, who: WechatIdentity): Promise<void> {
  let bound: boolean
  try {
    bound = await bindWechatIds(db, userId, who)
  } catch (err) {
    throw conflictOf(err)
  }
  // Binding the WeChat the account already has is not an error (a retried request).
  if (!bound && (await openidOf(db, userId)) !== who.openid) throw new AppError(409, 'wechatAccountHasOther')
}

function conflictOf(err: unknown): unknown {
  if (isUniqueViolation(err, 'users_wechat_openid_key') || isUniqueViolation(err, 'users_wechat_unionid_key')) {
    return new AppError(409, 'wechatTakenByOther')
  }
  return err
}

export async function bindWechat(
  ctx: Ctx,
  provider: WechatLoginProvider | null,
  userId: number,
  wxCode: string,
  log: (reason: string) => void,
): Promise<WechatBinding> {
  const who = await exchange(provider, wxCode, log)
  await attach(ctx.db, userId, who)
  return wechatBinding(ctx.db, userId)
}

export async function unbindWechat(db: Db, userId: number): Promise<void> {
  if (!(await unbindWechatIds(db, userId))) throw new AppError(409, 'wechatNotBound')
}

export async function wechatBinding(db: Db, userId: number): Promise<WechatBinding> {
  const [row] = await db
    .select({ openid: users.wechatOpenid, boundAt: users.wechatBoundAt })
    .from(users)
    .where(eq(users.id, userId))
  const bound = !!row?.openid
  return { bound, boundAt: bound && row.boundAt ? row.boundAt.toISOString() : null }
}
