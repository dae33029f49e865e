/**
 * One-time subscribe-message grants (wechat_subscribe_grants): counted when the app reports the user's 'accept',
 * used one per send by a conditional update (never below zero, whatever runs at the same time).
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { wechatSubscribeGrants as grants } from './wechat-schema'

/** one more grant of each template key */
export async function addGrants(db: Db, userId: number, keys: string[]): Promise<void> {
  if (keys.length === 0) return
  await db
    .insert(grants)
    .values(keys.map((templateKey) => ({ userId, templateKey, remaining: 1 })))
    .onConflictDoUpdate({ target: [grants.userId, grants.templateKey], set: { remaining: sql`${grants.remaining} + 1`, updatedAt: sql`now()` } })
}

/** takes one grant; false when there is none */
export async function useGrant(db: Db, userId: number, key: string): Promise<boolean> {
  const rows = await db
    .update(grants)
    .set({ remaining: sql`${grants.remaining} - 1`, updatedAt: sql`now()` })
    .where(and(eq(grants.userId, userId), eq(grants.templateKey, key), gt(grants.remaining, 0)))
    .returning({ remaining: grants.remaining })
  return rows.length > 0
}

/** gives back a grant WeChat did not use (the send failed before it was delivered) */
export const returnGrant = (db: Db, userId: number, key: string) => addGrants(db, userId, [key])

/** the user turned the template off in WeChat (43101): the grants counted are gone */
export async function dropGrants(db: Db, userId: number, key: string): Promise<void> {
  await db.update(grants).set({ remaining: 0, updatedAt: sql`now()` }).where(and(eq(grants.userId, userId), eq(grants.templateKey, key)))
}

/** unused grants by template key */
export async function grantsOf(db: Db, userId: number, keys?: string[]): Promise<Record<string, number>> {
  const rows = await db
    .select({ key: grants.templateKey, remaining: grants.remaining })
    .from(grants)
    .where(keys ? and(eq(grants.userId, userId), inArray(grants.templateKey, keys)) : eq(grants.userId, userId))
  return Object.fromEntries(rows.map((r) => [r.key, r.remaining]))
}
