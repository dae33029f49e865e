/**
 * The one rate limiter: a counter row per key in the database, so limits hold across server processes.
 * A window starts at the first hit of a key and lasts `windowSeconds`; the upsert is atomic.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rateLimits } from './schema'
import { AppError } from '../../lib/errors'
import type { MessageKey } from '../../lib/i18n'

export interface Hit {
  count: number
  /** seconds until the window resets */
  retryAfter: number
}

/**
 * The upsert that counts one event for `key`, returning `count` and `reset_at`: hit() runs it on its own; a caller
 * may run it inside a statement of its own (chat/system.ts postAsMember) and read the row with hitOf.
 */
export function hitQuery(db: Db, key: string, windowSeconds: number) {
  const expired = sql`${rateLimits.resetAt} <= now()`
  return db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + (${windowSeconds}::int * interval '1 second')` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
}

export const hitOf = (row: { count: number; resetAt: Date }): Hit => ({ count: row.count, retryAfter: secondsUntil(row.resetAt) })

/** Counts one event for `key` and returns the count inside the current window. */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<Hit> {
  const [row] = await hitQuery(db, key, windowSeconds)
  return hitOf(row)
}

/**
 * Counts one event for `key` and refuses it past `max` in the window: a 429 with `messageKey`, whose message may
 * use {minutes} or {hours} until the window resets (the envelope also sends Retry-After).
 */
export async function limitOrThrow(db: Db, key: string, windowSeconds: number, max: number, messageKey: MessageKey): Promise<void> {
  refuseOver(await hit(db, key, windowSeconds), max, messageKey)
}

/** The 429 of limitOrThrow for a hit counted elsewhere. */
export function refuseOver(h: Hit, max: number, messageKey: MessageKey): void {
  if (h.count > max) {
    throw new AppError(429, messageKey, {
      retryAfter: h.retryAfter,
      minutes: Math.max(1, Math.ceil(h.retryAfter / 60)),
      hours: Math.max(1, Math.ceil(h.retryAfter / 3600)),
    })
  }
}

/**
 * Takes back one event counted by hit() in the still-running window of `key`: for a caller that reserves an attempt
 * before the check that is limited (so concurrent attempts cannot all pass the check) and then finds the attempt
 * does not count, e.g. a login that turned out right.
 */
export async function giveBack(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`), gt(rateLimits.count, 0)))
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}

function secondsUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000))
}

/** windows that have ended: their rows can never count again (auth/sweep.ts runs this hourly) */
export async function sweepWindows(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`))
}
