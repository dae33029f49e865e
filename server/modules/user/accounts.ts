/**
 * The users table's rows are this module's: other modules' steps that make an account or change its login, its WeChat
 * binding or its role call these. The wallet's columns (balance, wallet_held, the payment password and its tries) are
 * the wallet module's (docs/architecture.md); test/api/ownership.test.ts checks both.
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from './schema'

type UserRow = typeof users.$inferSelect
export type NewAccount = Pick<typeof users.$inferInsert, 'phone' | 'passwordHash' | 'nickname'> & {
  username?: string | null
  /** the WeChat that made the account (a WeChat phone login), bound from the start */
  wechat?: WechatIds
}
export interface WechatIds {
  openid: string
  unionid: string | null
}

/** A new account (unique violations on phone, username or WeChat are the caller's to explain). */
export async function createAccount(db: Db, a: NewAccount): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      phone: a.phone,
      username: a.username ?? null,
      passwordHash: a.passwordHash,
      nickname: a.nickname,
      ...(a.wechat ? { wechatOpenid: a.wechat.openid, wechatUnionid: a.wechat.unionid, wechatBoundAt: sql`now()` } : {}),
    })
    .returning()
  return row
}

export async function setLoginPassword(tx: Db, userId: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId))
}

/** Binds a WeChat to an account that has none; false when it already has one. */
export async function bindWechatIds(db: Db, userId: number, who: WechatIds): Promise<boolean> {
  const bound = await db
    .update(users)
    .set({ wechatOpenid: who.openid, wechatUnionid: who.unionid, wechatBoundAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.wechatOpenid)))
    .returning({ id: users.id })
  return bound.length > 0
}

/** Unbinds the account's WeChat; false when none was bound. */
export async function unbindWechatIds(db: Db, userId: number): Promise<boolean> {
  const gone = await db
    .update(users)
    .set({ wechatOpenid: null, wechatUnionid: null, wechatBoundAt: null })
    .where(and(eq(users.id, userId), isNotNull(users.wechatOpenid)))
    .returning({ id: users.id })
  return gone.length > 0
}

/** An approved merchant application: a plain user becomes a merchant (staff keep their role) under `shopName`. */
export async function grantMerchant(tx: Db, userId: number, shopName: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ role: sql`case when ${users.role} = 'user' then 'merchant' else ${users.role} end`, shopName, updatedAt: now })
    .where(eq(users.id, userId))
}
