/**
 * Trust and service data: the blacklist, official and media accounts, cooperation enquiries.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { tz } from '../../db/columns'
import { games } from '../game/schema'
import { users } from '../user/schema'

/** Blacklisted phones, QQ numbers, WeChat ids and game accounts (查黑号); values stored normalised (contract/rules). */
export const blacklist = pgTable(
  'blacklist',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    reason: text('reason').notNull(),
    gameId: integer('game_id').references(() => games.id),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blacklist_entry_key').on(t.kind, t.value, sql`coalesce(${t.gameId}, 0)`),
    check('blacklist_kind_check', sql`${t.kind} in ('phone', 'qq', 'wechat', 'game_account')`),
  ],
)

/** The platform's own accounts: customer service, QQ groups, payee accounts (checkAccount, contactkefu). */
export const officialAccounts = pgTable(
  'official_accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    description: text('description'),
    qrText: text('qr_text'),
    public: boolean('public').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('official_accounts_key').on(t.kind, t.value),
    index('official_accounts_list_idx').on(t.kind, t.public, t.sort),
    check('official_accounts_kind_check', sql`${t.kind} in ('qq', 'wechat', 'phone', 'qq_group', 'payee')`),
  ],
)

/** The platform's media accounts (GET /web/social/list). */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    platform: text('platform').notNull(),
    name: text('name').notNull(),
    handle: text('handle').notNull(),
    description: text('description'),
    url: text('url'),
    followers: integer('followers'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check(
      'social_accounts_platform_check',
      sql`${t.platform} in ('wechat_mp', 'weibo', 'douyin', 'bilibili', 'xiaohongshu', 'kuaishou')`,
    ),
  ],
)

/** Business-cooperation enquiries (POST /web/cooperate). */
export const cooperationEnquiries = pgTable(
  'cooperation_enquiries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    company: text('company'),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    message: text('message').notNull(),
    /** the enquirer when logged in */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** when and by which admin the enquiry was marked handled (null: still open), with the admin's note */
    handledAt: tz('handled_at'),
    handledBy: integer('handled_by').references(() => users.id),
    handledNote: text('handled_note'),
  },
  (t) => [
    index('cooperation_enquiries_created_idx').on(t.createdAt),
    check('cooperation_enquiries_kind_check', sql`${t.kind} in ('channel', 'studio', 'advertising', 'media', 'other')`),
  ],
)
