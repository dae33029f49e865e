/**
 * The console's case queue: open cases with their holder and wait (service hours only, overdue past the target),
 * claiming (one conditional update: of two staff claiming at once one wins, the other gets 409), handing over
 * (the holder, or an admin assigning any open case) and closing a room case (a dispute's closes with its decision).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { ServiceCase, ServiceCaseKind, ServiceCaseScope, ServiceStaff } from '../../../contract/customer-service'
import type { Page } from '../../../contract/types'
import type { Config } from '../../config'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import type { AuthInfo } from '../../lib/auth'
import { chatRooms } from '../chat/schema'
import { disputes } from '../dispute/schema'
import { goods } from '../goods/schema'
import { orders } from '../order/schema'
import { users } from '../user/schema'
import { serviceMinutes } from './hours'
import { serviceCases } from './schema'

type CaseRow = typeof serviceCases.$inferSelect
type Staffer = Pick<AuthInfo, 'userId' | 'role'>

/** minutes the case has waited (service hours) and whether that is past the target */
export function waitOf(row: Pick<CaseRow, 'waitingSince' | 'closedAt'>, config: Pick<Config, 'service'>, now: Date) {
  if (!row.waitingSince || row.closedAt) return { waitMinutes: 0, overdue: false }
  const waitMinutes = Math.floor(serviceMinutes(row.waitingSince, now, config.service.hours))
  return { waitMinutes, overdue: waitMinutes >= config.service.firstReplyMinutes }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** the rows as the console shows them: order, room and listing title, holder, wait */
async function toCases(db: Db, rows: CaseRow[], config: Pick<Config, 'service'>, now: Date): Promise<ServiceCase[]> {
  if (rows.length === 0) return []
  const roomIds = rows.filter((r) => r.kind === 'room').map((r) => r.refId)
  const disputeIds = rows.filter((r) => r.kind === 'dispute').map((r) => r.refId)
  const [rooms, disputeRows, holders] = await Promise.all([
    roomIds.length ? db.select({ id: chatRooms.id, orderId: chatRooms.orderId, goodsId: chatRooms.goodsId }).from(chatRooms).where(inArray(chatRooms.id, roomIds)) : [],
    disputeIds.length ? db.select({ id: disputes.id, orderId: disputes.orderId }).from(disputes).where(inArray(disputes.id, disputeIds)) : [],
    db
      .select({ id: users.id, nickname: users.nickname })
      .from(users)
      .where(inArray(users.id, [0, ...rows.flatMap((r) => (r.holderId === null ? [] : [r.holderId]))])),
  ])
  const orderIds = [0, ...rooms.flatMap((r) => (r.orderId === null ? [] : [r.orderId])), ...disputeRows.map((d) => d.orderId)]
  const orderRows = await db
    .select({ id: orders.id, orderNo: orders.orderNo, title: goods.title, roomId: chatRooms.id })
    .from(orders)
    .leftJoin(goods, eq(goods.id, orders.goodsId))
    .leftJoin(chatRooms, eq(chatRooms.orderId, orders.id))
    .where(inArray(orders.id, orderIds))
  const presaleGoods = rooms.filter((r) => r.orderId === null).map((r) => r.goodsId)
  const titles = presaleGoods.length ? await db.select({ id: goods.id, title: goods.title }).from(goods).where(inArray(goods.id, presaleGoods)) : []
  const roomOf = new Map(rooms.map((r) => [r.id, r]))
  const disputeOf = new Map(disputeRows.map((d) => [d.id, d]))
  const orderOf = new Map(orderRows.map((o) => [o.id, o]))
  const holderOf = new Map(holders.map((h) => [h.id, h]))
  const titleOf = new Map(titles.map((g) => [g.id, g.title]))
  return rows.map((r) => {
    const room = r.kind === 'room' ? roomOf.get(r.refId) : undefined
    const orderId = room ? room.orderId : (disputeOf.get(r.refId)?.orderId ?? null)
    const order = orderId === null ? undefined : orderOf.get(orderId)
    return {
      id: r.id,
      kind: r.kind,
      refId: r.refId,
      origin: r.origin,
      orderId,
      orderNo: order?.orderNo ?? null,
      roomId: room ? room.id : (order?.roomId ?? null),
      goodsTitle: order?.title ?? (room ? (titleOf.get(room.goodsId) ?? null) : null),
      holder: r.holderId === null ? null : (holderOf.get(r.holderId) ?? { id: r.holderId, nickname: '' }),
      claimedAt: iso(r.claimedAt),
      openedAt: r.openedAt.toISOString(),
      firstAnswerAt: iso(r.firstAnswerAt),
      waitingSince: iso(r.waitingSince),
      closedAt: iso(r.closedAt),
      ...waitOf(r, config, now),
    }
  })
}

/** GET /admin/service/cases: open ones longest waiting first (nobody waiting: oldest first); closed newest first */
export async function listCases(
  ctx: Pick<Ctx, 'db' | 'config'>,
  viewer: Staffer,
  q: { scope: ServiceCaseScope; kind?: ServiceCaseKind; pageNum: number; pageSize: number },
  now = new Date(),
): Promise<Page<ServiceCase>> {
  const conds: SQL[] = []
  if (q.scope === 'closed') conds.push(isNotNull(serviceCases.closedAt))
  else conds.push(isNull(serviceCases.closedAt))
  if (q.scope === 'mine') conds.push(eq(serviceCases.holderId, viewer.userId))
  if (q.scope === 'unclaimed') conds.push(isNull(serviceCases.holderId))
  if (q.kind) conds.push(eq(serviceCases.kind, q.kind))
  const where = and(...conds)
  const order =
    q.scope === 'closed'
      ? [desc(serviceCases.closedAt), desc(serviceCases.id)]
      : [sql`${serviceCases.waitingSince} asc nulls last`, asc(serviceCases.openedAt), asc(serviceCases.id)]
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select()
      .from(serviceCases)
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(serviceCases).where(where),
  ])
  return { rows: await toCases(ctx.db, rows, ctx.config, now), total: Number(n) }
}

async function caseRow(db: Db, id: number): Promise<CaseRow> {
  const [row] = await db.select().from(serviceCases).where(eq(serviceCases.id, id))
  if (!row) throw new AppError(404, 'serviceCaseNotFound')
  return row
}

async function nameOf(db: Db, id: number): Promise<string> {
  const [u] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, id))
  return u?.nickname ?? String(id)
}

export async function getCase(ctx: Pick<Ctx, 'db' | 'config'>, id: number, now = new Date()): Promise<ServiceCase> {
  const [c] = await toCases(ctx.db, [await caseRow(ctx.db, id)], ctx.config, now)
  return c
}

/** The open case of a room or dispute, or null (the console's room and dispute views show who holds it). */
export async function caseOf(ctx: Pick<Ctx, 'db' | 'config'>, kind: ServiceCaseKind, refId: number, now = new Date()): Promise<ServiceCase | null> {
  const [row] = await ctx.db
    .select()
    .from(serviceCases)
    .where(and(eq(serviceCases.kind, kind), eq(serviceCases.refId, refId), isNull(serviceCases.closedAt)))
  return row ? (await toCases(ctx.db, [row], ctx.config, now))[0] : null
}

/**
 * POST /admin/service/case/{id}/claim: nobody's open case becomes the caller's in one conditional update. Claiming
 * one's own again changes nothing; one held by another is 409 naming the holder; a closed one 409.
 */
export async function claimCase(ctx: Pick<Ctx, 'db' | 'config'>, viewer: Staffer, id: number, now = new Date()): Promise<ServiceCase> {
  const [won] = await ctx.db
    .update(serviceCases)
    .set({ holderId: viewer.userId, claimedAt: now })
    .where(and(eq(serviceCases.id, id), isNull(serviceCases.closedAt), isNull(serviceCases.holderId)))
    .returning()
  if (won) return (await toCases(ctx.db, [won], ctx.config, now))[0]
  const row = await caseRow(ctx.db, id)
  if (row.closedAt) throw new AppError(409, 'serviceCaseClosed')
  if (row.holderId === viewer.userId) return (await toCases(ctx.db, [row], ctx.config, now))[0]
  throw new AppError(409, 'serviceCaseHeld', { name: await nameOf(ctx.db, row.holderId!) })
}

/**
 * POST /admin/service/case/{id}/assign: the holder hands the case to another staff member, or an admin assigns
 * any open case. Conditional on the holder the caller saw, so a hand-over racing a claim changes one or the other.
 */
export async function assignCase(ctx: Pick<Ctx, 'db' | 'config'>, viewer: Staffer, id: number, toId: number, now = new Date()): Promise<ServiceCase> {
  const row = await caseRow(ctx.db, id)
  if (row.closedAt) throw new AppError(409, 'serviceCaseClosed')
  if (viewer.role !== 'admin' && row.holderId !== viewer.userId) throw new AppError(403, 'serviceCaseNotYours')
  const [to] = await ctx.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, toId))
  if (!to || (to.role !== 'staff' && to.role !== 'admin')) throw new AppError(400, 'serviceAssignTarget')
  if (row.holderId === toId) return (await toCases(ctx.db, [row], ctx.config, now))[0]
  const [moved] = await ctx.db
    .update(serviceCases)
    .set({ holderId: toId, claimedAt: now })
    .where(
      and(
        eq(serviceCases.id, id),
        isNull(serviceCases.closedAt),
        row.holderId === null ? isNull(serviceCases.holderId) : eq(serviceCases.holderId, row.holderId),
      ),
    )
    .returning()
  if (!moved) throw new AppError(409, 'serviceCaseMoved')
  return (await toCases(ctx.db, [moved], ctx.config, now))[0]
}

/** POST /admin/service/case/{id}/close: the holder (or an admin) closes a room case; a dispute's closes with its decision. */
export async function closeCase(ctx: Pick<Ctx, 'db' | 'config'>, viewer: Staffer, id: number, now = new Date()): Promise<ServiceCase> {
  const row = await caseRow(ctx.db, id)
  if (row.kind === 'dispute') throw new AppError(409, 'serviceCaseDisputeCloses')
  if (viewer.role !== 'admin' && row.holderId !== viewer.userId) throw new AppError(403, 'serviceCaseNotYours')
  const [closed] = await ctx.db
    .update(serviceCases)
    .set({ closedAt: now, waitingSince: null })
    .where(and(eq(serviceCases.id, id), isNull(serviceCases.closedAt)))
    .returning()
  if (!closed) throw new AppError(409, 'serviceCaseClosed')
  return (await toCases(ctx.db, [closed], ctx.config, now))[0]
}

/** GET /admin/service/staff: who a case can go to */
export async function listStaff(db: Db): Promise<ServiceStaff[]> {
  return db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(inArray(users.role, ['staff', 'admin']))
    .orderBy(asc(users.id))
}
