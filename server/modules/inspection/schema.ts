/**
 * Official inspections (官方验号) of listings, their screenshots and the sellers' requests for one.
 * A published inspection and its screenshots never change: migration 0029 adds triggers refusing an update or
 * delete of a published row and of a published inspection's screenshots (drizzle cannot declare triggers).
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { InspectionCheck } from '../../../contract/inspection'
import { tz } from '../../db/columns'
import { goods } from '../goods/schema'
import { users } from '../user/schema'

export const inspections = pgTable(
  'inspections',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    inspectorId: integer('inspector_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('draft'),
    /** when the inspector logged in with the seller's credentials (the seller was told) */
    loginAt: tz('login_at').notNull(),
    checks: jsonb('checks').$type<Omit<InspectionCheck, 'label'>[]>().notNull().default([]),
    note: text('note'),
    /** some check failed (kept for the queries: the listing's sale block reads the newest published one) */
    differs: boolean('differs').notNull().default(false),
    createdAt: tz('created_at').notNull().defaultNow(),
    publishedAt: tz('published_at'),
  },
  (t) => [
    // one draft per listing at a time: two inspectors never work on one listing unknowingly
    uniqueIndex('inspections_one_draft_per_goods').on(t.goodsId).where(sql`${t.status} = 'draft'`),
    index('inspections_goods_idx').on(t.goodsId, t.id),
    check('inspections_status_check', sql`${t.status} in ('draft', 'published')`),
    check('inspections_published_check', sql`(${t.status} = 'published') = (${t.publishedAt} is not null)`),
  ],
)

export const inspectionScreenshots = pgTable(
  'inspection_screenshots',
  {
    id: serial('id').primaryKey(),
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => inspections.id),
    /** the watermarked copy's URL (/api/uploads/<key>) */
    url: text('url').notNull(),
    /** SHA-256 (hex) of the stored bytes */
    sha256: text('sha256').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('inspection_screenshots_inspection_idx').on(t.inspectionId, t.id), check('inspection_screenshots_sha_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`)],
)

/** A seller asking for an inspection of their listing; answered when an inspection of it is published. */
export const inspectionRequests = pgTable(
  'inspection_requests',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    createdAt: tz('created_at').notNull().defaultNow(),
    doneAt: tz('done_at'),
  },
  (t) => [uniqueIndex('inspection_requests_one_open').on(t.goodsId).where(sql`${t.doneAt} is null`)],
)
