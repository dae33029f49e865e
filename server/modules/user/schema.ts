/**
 * Accounts: who a user is, their role, and the wallet columns the wallet module writes (balance, wallet_held).
 */
import { sql } from 'drizzle-orm'
import { boolean, check, date, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { fen, tz } from '../../db/columns'

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
    /** the openid of the mini program's WeChat login: WeChat JSAPI pay needs it (identity/service.ts openidOf) */
    wechatOpenid: text('wechat_openid'),
    /** WeChat's unionid of the same user when WeChat gives one (mini program bound to an open-platform account) */
    wechatUnionid: text('wechat_unionid'),
    /** when WeChat was bound (modules/identity); null while none is */
    wechatBoundAt: tz('wechat_bound_at'),
    signature: text('signature'),
    role: text('role').notNull().default('user'),
    /** a merchant's shop name (from the approved application), shown on quotes */
    shopName: text('shop_name'),
    /** wallet balance in fen */
    balance: fen('balance').notNull().default(0),
    /**
     * the part of the balance held by open payments (their wallet part, taken only when the provider's part
     * succeeds; released when the payment closes): nothing else may spend it
     */
    walletHeld: fen('wallet_held').notNull().default(0),
    /** argon2id of the 6-digit payment password (支付密码); never sent on the wire */
    payPasswordHash: text('pay_password_hash'),
    /** wrong payment passwords in a row; each try is counted before it is checked (wallet/pay-password.ts) */
    payPasswordFails: integer('pay_password_fails').notNull().default(0),
    payPasswordLockedUntil: tz('pay_password_locked_until'),
    /** AES-256-GCM ciphertexts (lib/crypto.ts); never sent on the wire */
    realNameEnc: text('real_name_enc'),
    idNumberEnc: text('id_number_enc'),
    /** HMAC of the ID number: one account per person without storing it readable */
    idNumberHash: text('id_number_hash'),
    birthDate: date('birth_date', { mode: 'string' }),
    adult: boolean('adult'),
    verifiedAt: tz('verified_at'),
    /** set by an admin's ban (console): no login, no live session (auth/sessions.ts); null while not banned */
    bannedAt: tz('banned_at'),
    /** what the banned user is told when a login is refused */
    banReason: text('ban_reason'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_id_number_hash_key').on(t.idNumberHash),
    uniqueIndex('users_wechat_openid_key').on(t.wechatOpenid),
    uniqueIndex('users_wechat_unionid_key').on(t.wechatUnionid),
    check('users_balance_nonnegative', sql`${t.balance} >= 0`),
    check('users_wallet_held_check', sql`${t.walletHeld} >= 0 and ${t.walletHeld} <= ${t.balance}`),
    check('users_role_check', sql`${t.role} in ('user', 'merchant', 'staff', 'admin')`),
    check('users_gender_check', sql`${t.gender} in ('unknown', 'male', 'female')`),
  ],
)
