/**
 * The console's users (admins only): search, profile, orders, ban / unban and the staff and merchant roles. Each
 * decision locks the user's row, checks its state and writes its audit entry in the same transaction, so two
 * admins acting at once get one success and one 409. A ban ends every session of the user at once
 * (auth/sessions.ts endSessions; createSession and the session lookup refuse a banned user).
 */
import { and, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { AdminUserOrder, AdminUserProfile, AdminUserRow, RoleChangeInput } from '../../../contract/admin-users'
import { lengthOk, maskPhone, REVIEW_REASON_MAX, REVIEW_REASON_MIN } from '../../../contract/rules'
import type { Page, Role } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { goods } from '../goods/schema'
import { orders } from '../order/schema'
import { users } from './schema'
import { endSessions } from '../auth/sessions'
import { AppError } from '../../lib/errors'
import { t, type Lang, type MessageKey } from '../../lib/i18n'
import { likePrefix } from '../../lib/like'
import { audit, type Actor } from '../audit/service'
import { disputes } from '../dispute/schema'
import { realNameInfo } from './service'

type UserRow = typeof users.$inferSelect

const toRow = (u: UserRow): AdminUserRow => ({
  id: u.id,
  username: u.username,
  nickname: u.nickname,
  phone: maskPhone(u.phone),
  role: u.role as Role,
  verified: u.verifiedAt !== null,
  banned: u.bannedAt !== null,
  createdAt: u.createdAt.toISOString(),
})

export interface UserFilter {
  q?: string
  role?: Role
  banned?: boolean
  pageNum: number
  pageSize: number
}

/** GET /admin/users: `q` digits are an id or the start of a phone, anything else the start of an account name. */
export async function searchUsers(ctx: Ctx, f: UserFilter): Promise<Page<AdminUserRow>> {
  const where: (SQL | undefined)[] = []
  const q = f.q?.trim()
  if (q) {
    if (/^\d+$/.test(q)) {
      const asId = q.length <= 9 && !q.startsWith('0') ? eq(users.id, Number(q)) : undefined
      where.push(or(asId, sql`starts_with(${users.phone}, ${q})`))
    } else {
      where.push(sql`lower(${users.username}) like ${likePrefix(q.toLowerCase())}`)
    }
  }
  if (f.role) where.push(eq(users.role, f.role))
  if (f.banned !== undefined) where.push(f.banned ? isNotNull(users.bannedAt) : isNull(users.bannedAt))
  const cond = and(...where)
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(cond)
      .orderBy(desc(users.id))
      .limit(f.pageSize)
      .offset((f.pageNum - 1) * f.pageSize),
    ctx.db.select({ n: count() }).from(users).where(cond),
  ])
  return { rows: rows.map(toRow), total: Number(n) }
}

async function userOr404(db: Pick<Db, 'select'>, id: number, lock = false): Promise<UserRow> {
  const query = db.select().from(users).where(eq(users.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw new AppError(404, 'userNotFound')
  return row
}

/** 404 for an unknown user id. */
export async function assertUser(ctx: Ctx, id: number): Promise<void> {
  await userOr404(ctx.db, id)
}

/** GET /admin/users/{id}: name and ID number masked as the app masks them for their owner. */
export async function userProfile(ctx: Ctx, id: number): Promise<AdminUserProfile> {
  const u = await userOr404(ctx.db, id)
  const [[sales], [bought], [disputed], [rejected]] = await Promise.all([
    ctx.db.select({ n: count() }).from(orders).where(and(eq(orders.sellerId, id), eq(orders.status, 'completed'), eq(orders.kind, 'sale'))),
    ctx.db.select({ n: count() }).from(orders).where(eq(orders.buyerId, id)),
    ctx.db.select({ n: sql<number>`count(distinct ${disputes.orderId})::int` }).from(disputes).where(eq(disputes.sellerId, id)),
    ctx.db
      .select({ n: count() })
      .from(goods)
      .where(and(eq(goods.sellerId, id), eq(goods.status, 'rejected'), eq(goods.channel, 'consign'))),
  ])
  return {
    ...toRow(u),
    avatar: u.avatar,
    realName: realNameInfo(ctx, u),
    bannedAt: u.bannedAt ? u.bannedAt.toISOString() : null,
    banReason: u.banReason,
    wechatBound: u.wechatOpenid !== null,
    shopName: u.shopName,
    balance: u.balance,
    walletHeld: u.walletHeld,
    completedSales: Number(sales.n),
    ordersBought: Number(bought.n),
    disputes: Number(disputed.n),
    rejectedListings: Number(rejected.n),
  }
}

/** GET /admin/users/{id}/orders: as buyer and as seller, newest first. */
export async function userOrders(ctx: Ctx, id: number, p: { pageNum: number; pageSize: number }): Promise<Page<AdminUserOrder>> {
  await assertUser(ctx, id)
  const cond = or(eq(orders.buyerId, id), eq(orders.sellerId, id))
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        goodsId: orders.goodsId,
        title: goods.title,
        buyerId: orders.buyerId,
        kind: orders.kind,
        status: orders.status,
        total: orders.total,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(goods, eq(goods.id, orders.goodsId))
      .where(cond)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(p.pageSize)
      .offset((p.pageNum - 1) * p.pageSize),
    ctx.db.select({ n: count() }).from(orders).where(cond),
  ])
  return {
    total: Number(n),
    rows: rows.map((r) => ({
      id: r.id,
      orderNo: r.orderNo,
      goodsId: r.goodsId,
      title: r.title,
      side: r.buyerId === id ? 'buyer' : 'seller',
      kind: r.kind as AdminUserOrder['kind'],
      status: r.status,
      total: r.total,
      createdAt: r.createdAt.toISOString(),
    })),
  }
}

function reasonOf(raw: string, rule: MessageKey): string {
  const reason = raw.trim()
  if (!lengthOk(reason, REVIEW_REASON_MIN, REVIEW_REASON_MAX)) throw new AppError(400, rule, { min: REVIEW_REASON_MIN, max: REVIEW_REASON_MAX })
  return reason
}

/** POST /admin/users/{id}/ban: never oneself nor an admin; every session ends in the same transaction. */
export async function banUser(ctx: Ctx, actor: Actor, id: number, rawReason: string): Promise<AdminUserProfile> {
  const reason = reasonOf(rawReason, 'banReasonRule')
  await ctx.db.transaction(async (tx) => {
    const u = await userOr404(tx, id, true)
    if (u.id === actor.userId) throw new AppError(409, 'banSelf')
    if (u.role === 'admin') throw new AppError(409, 'banAdmin')
    if (u.bannedAt) throw new AppError(409, 'userAlreadyBanned')
    await tx.update(users).set({ bannedAt: new Date(), banReason: reason, updatedAt: new Date() }).where(eq(users.id, id))
    await endSessions(tx, id)
    await audit(tx, actor, { action: 'user.ban', targetType: 'user', targetId: id, before: { banned: false }, after: { banned: true }, reason })
  })
  return userProfile(ctx, id)
}

/** POST /admin/users/{id}/unban */
export async function unbanUser(ctx: Ctx, actor: Actor, id: number, rawReason: string): Promise<AdminUserProfile> {
  const reason = reasonOf(rawReason, 'unbanReasonRule')
  await ctx.db.transaction(async (tx) => {
    const u = await userOr404(tx, id, true)
    if (!u.bannedAt) throw new AppError(409, 'userNotBanned')
    await tx.update(users).set({ bannedAt: null, banReason: null, updatedAt: new Date() }).where(eq(users.id, id))
    await audit(tx, actor, { action: 'user.unban', targetType: 'user', targetId: id, before: { banned: true }, after: { banned: false }, reason })
  })
  return userProfile(ctx, id)
}

const ROLE_NAME: Record<Role, MessageKey> = { staff: 'roleStaff', merchant: 'roleMerchant', user: 'roleUser', admin: 'roleUser' }

/** The role's name in the request's language, for messages. */
export const roleName = (lang: Lang, role: Role) => t(lang, ROLE_NAME[role])

/** POST /admin/users/{id}/role: a user holds one role, so a grant starts from 'user' and a revoke ends there. */
export async function changeRole(ctx: Ctx, actor: Actor, id: number, input: RoleChangeInput, lang: Lang): Promise<AdminUserProfile> {
  await ctx.db.transaction(async (tx) => {
    const u = await userOr404(tx, id, true)
    const current = u.role as Role
    if (current === 'admin') throw new AppError(409, 'roleAdminLocked')
    const name = roleName(lang, input.role)
    if (input.grant) {
      if (current === input.role) throw new AppError(409, 'roleAlreadyHeld', { role: name })
      if (current !== 'user') throw new AppError(409, 'roleTaken', { current: roleName(lang, current) })
    } else if (current !== input.role) {
      throw new AppError(409, 'roleNotHeld', { role: name })
    }
    const next: Role = input.grant ? input.role : 'user'
    await tx.update(users).set({ role: next, updatedAt: new Date() }).where(eq(users.id, id))
    await audit(tx, actor, {
      action: input.grant ? 'user.grantRole' : 'user.revokeRole',
      targetType: 'user',
      targetId: id,
      before: { role: current },
      after: { role: next },
    })
  })
  return userProfile(ctx, id)
}
