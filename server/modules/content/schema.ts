/**
 * Home-page content the console edits: banners and featured blocks.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'

/** Home banners and featured blocks (GET /account/zhubo/list?type). */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    slot: text('slot').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    /** English copy (null: English callers see the Chinese) */
    titleEn: text('title_en'),
    subtitleEn: text('subtitle_en'),
    image: text('image').notNull(),
    link: text('link'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    index('promotions_slot_idx').on(t.slot, t.enabled, t.sort),
    check('promotions_slot_check', sql`${t.slot} in ('banner', 'featured')`),
  ],
)
