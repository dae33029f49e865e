/** Housekeeping run hourly by main.ts: login rows that can never matter again are deleted. */
import { lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sweepWindows } from '../limits/limiter'
import { captchas, sessions, smsCodes } from './schema'

export async function sweepExpired(db: Db): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, sql`now()`))
  await sweepWindows(db)
  // A day of grace keeps recent codes and sessions around for support questions.
  await db.delete(smsCodes).where(lt(smsCodes.expiresAt, sql`now() - interval '1 day'`))
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now() - interval '1 day'`))
}
