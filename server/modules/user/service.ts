/** The logged-in user's own profile and real-name verification. There is no way to address another user. */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { ADULT_AGE, ageOn, maskIdNumber, maskName, parseIdNumber } from '../../../contract/rules'
import type { Gender, ProfileUpdate, RealNameInfo, RealNameInput, Role, UserProfile } from '../../../contract/types'
import type { Ctx } from '../../context'
import { users } from './schema'
import { AppError, isUniqueViolation } from '../../lib/errors'

type UserRow = typeof users.$inferSelect

export function realNameInfo(ctx: Ctx, row: UserRow): RealNameInfo {
  if (!row.verifiedAt || !row.realNameEnc || !row.idNumberEnc) {
    return { verified: false, name: null, idNumber: null, adult: null, verifiedAt: null }
  }
  return {
    verified: true,
    name: maskName(ctx.cipher.decrypt(row.realNameEnc)),
    idNumber: maskIdNumber(ctx.cipher.decrypt(row.idNumberEnc)),
    adult: row.adult,
    verifiedAt: row.verifiedAt.toISOString(),
  }
}

export function toProfile(ctx: Ctx, row: UserRow): UserProfile {
  return {
    id: row.id,
    username: row.username,
    phone: row.phone,
    nickname: row.nickname,
    avatar: row.avatar,
    gender: row.gender as Gender,
    email: row.email,
    qq: row.qq,
    wechat: row.wechat,
    signature: row.signature,
    role: row.role as Role,
    balance: row.balance,
    realName: realNameInfo(ctx, row),
    createdAt: row.createdAt.toISOString(),
  }
}

async function loadUser(ctx: Ctx, userId: number): Promise<UserRow> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId))
  // The session outlived its user (deleted account): treat it as logged out.
  if (!row) throw new AppError(401, 'unauthorized')
  return row
}

export async function getProfile(ctx: Ctx, userId: number): Promise<UserProfile> {
  return toProfile(ctx, await loadUser(ctx, userId))
}

/** Optional text fields: '' and null both clear the field. */
const clear = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim())

export async function updateProfile(ctx: Ctx, userId: number, input: ProfileUpdate): Promise<UserProfile> {
  const [row] = await ctx.db
    .update(users)
    .set({
      nickname: input.nickname?.trim(),
      gender: input.gender,
      email: clear(input.email),
      qq: clear(input.qq),
      wechat: clear(input.wechat),
      signature: clear(input.signature),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning()
  if (!row) throw new AppError(401, 'unauthorized')
  return toProfile(ctx, row)
}

export async function verifyRealName(ctx: Ctx, userId: number, input: RealNameInput): Promise<RealNameInfo> {
  const idNumber = input.idNumber.trim().toUpperCase()
  const parsed = parseIdNumber(idNumber)
  if (!parsed) throw new AppError(400, 'idNumberInvalid')
  const current = await loadUser(ctx, userId)
  if (current.verifiedAt) throw new AppError(409, 'realNameDone')
  try {
    const [row] = await ctx.db
      .update(users)
      .set({
        realNameEnc: ctx.cipher.encrypt(input.realName),
        idNumberEnc: ctx.cipher.encrypt(idNumber),
        idNumberHash: ctx.cipher.hmac(idNumber),
        birthDate: parsed.birthDate,
        // Minors are recorded, not refused: trading checks `adult` later.
        adult: ageOn(parsed.birthDate) >= ADULT_AGE,
        verifiedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, userId), isNull(users.verifiedAt)))
      .returning()
    if (!row) throw new AppError(409, 'realNameDone')
    return realNameInfo(ctx, row)
  } catch (err) {
    if (isUniqueViolation(err, 'users_id_number_hash_key')) throw new AppError(409, 'idNumberUsed')
    throw err
  }
}
