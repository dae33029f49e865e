/** Housekeeping run hourly by main.ts: rows that can never matter again are deleted. */
import { lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { captchas, rateLimits, sessions, smsCodes } from '../modules/auth/schema'

export async function sweepExpired(db: Db): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, sql`now()`))
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`))
  // A day of grace keeps recent codes and sessions around for support questions.
  await db.delete(smsCodes).where(lt(smsCodes.expiresAt, sql`now() - interval '1 day'`))
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now() - interval '1 day'`))
}
