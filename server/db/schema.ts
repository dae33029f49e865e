/**
 * The database schema (drizzle pg-core). One schema and one migrations folder serve PGlite and PostgreSQL.
 * After a change run `npm run db:generate` and commit the new migration.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    username: text('username'),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    avatar: text('avatar'),
    gender: text('gender').notNull().default('unknown'),
    email: text('email'),
    qq: text('qq'),
    wechat: text('wechat'),
    signature: text('signature'),
    role: text('role').notNull().default('user'),
    /** wallet balance in fen */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** AES-256-GCM ciphertexts (lib/crypto.ts); never sent on the wire */
    realNameEnc: text('real_name_enc'),
    idNumberEnc: text('id_number_enc'),
    /** HMAC of the ID number: one account per person without storing it readable */
    idNumberHash: text('id_number_hash'),
    birthDate: date('birth_date', { mode: 'string' }),
    adult: boolean('adult'),
    verifiedAt: tz('verified_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_id_number_hash_key').on(t.idNumberHash),
    check('users_balance_nonnegative', sql`${t.balance} >= 0`),
    check('users_role_check', sql`${t.role} in ('user', 'merchant', 'admin')`),
    check('users_gender_check', sql`${t.gender} in ('unknown', 'male', 'female')`),
  ],
)

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
    check('sms_codes_scene_check', sql`${t.scene} in ('login', 'register', 'reset')`),
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

/** One row per limiter key: a window that starts at the first hit (lib/rate-limit.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: tz('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
)

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    noticeType: text('notice_type').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** sanitised HTML (lib/html.ts) */
    content: text('content').notNull(),
    cover: text('cover'),
    pinned: boolean('pinned').notNull().default(false),
    published: boolean('published').notNull().default(true),
    publishedAt: tz('published_at').notNull().defaultNow(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('notices_list_idx').on(t.noticeType, t.published, t.pinned, t.publishedAt),
    check('notices_type_check', sql`${t.noticeType} in ('1', '2', '3', '4', '5', '6', '7')`),
  ],
)

export const gameTypes = pgTable('game_types', {
  key: text('key').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
})

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type')
      .notNull()
      .references(() => gameTypes.key),
    /** file name under server/assets/games */
    icon: text('icon').notNull(),
    /** popularity: higher comes first */
    hot: integer('hot').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('games_name_key').on(t.name), index('games_type_hot_idx').on(t.type, t.hot)],
)

/** system (安卓/苹果) -> carrier (QQ/微信) -> area -> server, per game */
export const gameNodes = pgTable(
  'game_nodes',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => gameNodes.id, { onDelete: 'cascade' }),
    level: text('level').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('game_nodes_children_idx').on(t.gameId, t.parentId, t.sort),
    uniqueIndex('game_nodes_key').on(t.gameId, sql`coalesce(${t.parentId}, 0)`, t.key),
    check('game_nodes_level_check', sql`${t.level} in ('system', 'carrier', 'area', 'server')`),
  ],
)
