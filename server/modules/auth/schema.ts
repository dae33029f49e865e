/**
 * Login state: sessions, SMS codes and captchas (the rate-limit windows that guard them are the limits module's).
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { tz } from '../../db/columns'
import { users } from '../user/schema'

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: a database leak does not hand out sessions */
    tokenHash: text('token_hash').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
)

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    /** every check counts, so wrong guesses are bounded even under concurrency */
    attempts: integer('attempts').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [
    index('sms_codes_phone_scene_idx').on(t.phone, t.scene, t.id),
    check('sms_codes_scene_check', sql`${t.scene} in ('login', 'register', 'reset', 'pay_password')`),
  ],
)

export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    /** lower-cased answer; the row is deleted on the first check */
    answer: text('answer').notNull(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
)

