/**
 * The 找回 risk of a listing (contract/inspection.ts): its score with the reasons, and what the seller declared
 * of the account's origin at consignment (kept here: the goods table is the goods module's).
 */
import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { AccountOrigin, RiskReasonKey } from '../../../contract/inspection'
import { tz } from '../../db/columns'
import { goods } from '../goods/schema'

/** One row per listing, rewritten on every computation (consignment, review, inspection published). */
export const listingRisk = pgTable(
  'listing_risk',
  {
    goodsId: integer('goods_id')
      .primaryKey()
      .references(() => goods.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    level: text('level').notNull(),
    reasons: jsonb('reasons').$type<{ key: RiskReasonKey; points: number }[]>().notNull().default([]),
    /** declared at consignment; null: not declared (listings consigned before the declaration existed) */
    origin: jsonb('origin').$type<AccountOrigin>(),
    computedAt: tz('computed_at').notNull().defaultNow(),
  },
  (t) => [
    check('listing_risk_score_check', sql`${t.score} between 0 and 100`),
    check('listing_risk_level_check', sql`${t.level} in ('low', 'medium', 'high')`),
  ],
)
