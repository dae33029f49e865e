/**
 * Coupon and red-packet templates and the coupons users claimed.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { fen, tz } from '../../db/columns'
import { games } from '../game/schema'
import { users } from '../user/schema'

export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** English name (null: English readers see `name`) */
    nameEn: text('name_en'),
    description: text('description').notNull().default(''),
    amount: fen('amount').notNull(),
    threshold: fen('threshold').notNull().default(0),
    gameId: integer('game_id').references(() => games.id),
    validDays: integer('valid_days').notNull(),
    claimFrom: tz('claim_from'),
    claimUntil: tz('claim_until'),
    /** null: unlimited */
    stock: integer('stock'),
    claimedCount: integer('claimed_count').notNull().default(0),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    /** handed out by GET /coupon/record/receiveCoupon/auto (newcomer and automatic coupons) */
    auto: boolean('auto').notNull().default(false),
    /** listed in GET /V2/H5/getCouponList for users to claim */
    listed: boolean('listed').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('coupon_templates_kind_check', sql`${t.kind} in ('coupon', 'red_packet')`),
    check('coupon_templates_amount_positive', sql`${t.amount} > 0`),
    check('coupon_templates_stock_check', sql`${t.stock} is null or ${t.claimedCount} <= ${t.stock}`),
  ],
)

/** A claimed coupon or red packet. status 0 unused, 1 used (held by orderId); expiry from expiresAt. */
export const couponRecords = pgTable(
  'coupon_records',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: integer('status').notNull().default(0),
    orderId: integer('order_id'),
    claimedAt: tz('claimed_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [
    index('coupon_records_user_idx').on(t.userId, t.status, t.expiresAt),
    index('coupon_records_template_user_idx').on(t.templateId, t.userId),
    check('coupon_records_status_check', sql`${t.status} in (0, 1)`),
  ],
)
