/**
 * The rate-limit windows: one counter row per key, shared by every server process (limiter.ts).
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { tz } from '../../db/columns'

/** One row per limiter key: a window that starts at the first hit (limiter.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: tz('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
)
