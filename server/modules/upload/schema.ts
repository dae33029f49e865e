/**
 * Images users uploaded.
 */
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { tz } from '../../db/columns'
import { users } from '../user/schema'

/** Images users uploaded (POST /upload/image); the bytes live in the storage (lib/storage.ts) under `key`. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    /** '<random>.<ext>', the last part of the served URL /api/uploads/<key> */
    key: text('key').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_key_key').on(t.key), index('uploads_owner_idx').on(t.ownerId, t.id)],
)
