/**
 * WeChat subscribe messages (订阅消息, wechat-channel.ts): the one-time grants users gave, and the access token
 * every server process shares.
 */
import { sql } from 'drizzle-orm'
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { tz } from '../../db/columns'
import { users } from '../user/schema'

/**
 * One-time subscriptions: each 'accept' of `requestSubscribeMessage` lets the platform send the user one message
 * of that template. Counted per template key (WECHAT_SUBSCRIBE_TEMPLATES), used by one conditional update per send.
 */
export const wechatSubscribeGrants = pgTable(
  'wechat_subscribe_grants',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateKey: text('template_key').notNull(),
    /** grants not used yet */
    remaining: integer('remaining').notNull().default(0),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.templateKey] }), check('wechat_subscribe_grants_remaining_check', sql`${t.remaining} >= 0`)],
)

/**
 * The mini program's access token, one row (id 1): one process refreshes it while holding `refreshing_until`,
 * the others read it here instead of asking WeChat (each ask may invalidate the token the others hold).
 */
export const wechatAccessToken = pgTable(
  'wechat_access_token',
  {
    id: integer('id').primaryKey(),
    token: text('token'),
    /** when the token is to be replaced (WeChat's expiry less a margin) */
    expiresAt: tz('expires_at'),
    /** a process is asking WeChat for a new token until then; others wait for it */
    refreshingUntil: tz('refreshing_until'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('wechat_access_token_one_row', sql`${t.id} = 1`)],
)
