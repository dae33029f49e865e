/**
 * Writing and searching the audit log. Every admin or staff action calls `audit()` with its own transaction
 * handle, so the entry exists exactly when the action does.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { AuditEntry } from '../../../contract/audit'
import { maskPhone } from '../../../contract/rules'
import type { Page, Role } from '../../../contract/types'
import type { Db } from '../../db/client'
import { users } from '../user/schema'
import { authOf } from '../../lib/auth'
import { auditLog } from './schema'

/** who acts: the logged-in operator of the request and the address it came from (req.ip honours TRUST_PROXY) */
export interface Actor {
  userId: number
  role: Role
  ip: string
}

export function actorOf(req: FastifyRequest): Actor {
  const auth = authOf(req)
  return { userId: auth.userId, role: auth.role, ip: req.ip }
}

export interface AuditInput {
  /** `<domain>.<verb>`: goods.approve, user.ban, game.create ... */
  action: string
  targetType: string
  targetId: string | number
  /** the fields as they were (null when the record is created) */
  before?: Record<string, unknown> | null
  /** the fields as they are now (null when the record is removed) */
  after?: Record<string, unknown> | null
  reason?: string | null
}

/** Appends one entry; call it inside the action's transaction (`tx`), after the change is made. */
export async function audit(tx: Db, actor: Actor, entry: AuditInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.userId,
    actorRole: actor.role,
    ip: actor.ip,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  })
}

/**
 * The fields of `after` whose values differ from `before`, as a before/after pair: what an update entry keeps, so
 * a long record edited in one field shows that field.
 */
export function changes<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {}
  const now: Partial<T> = {}
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue
    was[key] = before[key]
    now[key] = after[key] as T[keyof T]
  }
  return { before: was, after: now }
}

export interface AuditQuery {
  actorId?: number
  action?: string
  targetType?: string
  targetId?: string
  /** ISO instants: from <= createdAt < to */
  from?: Date
  to?: Date
  pageNum: number
  pageSize: number
}

/** GET /admin/audit: newest first. `action` matches a prefix (`goods.` finds every listing action). */
export async function searchAudit(db: Db, q: AuditQuery): Promise<Page<AuditEntry>> {
  const where: SQL[] = []
  if (q.actorId) where.push(eq(auditLog.actorId, q.actorId))
  if (q.action) where.push(sql`starts_with(${auditLog.action}, ${q.action})`)
  if (q.targetType) where.push(eq(auditLog.targetType, q.targetType))
  if (q.targetId) where.push(eq(auditLog.targetId, q.targetId))
  if (q.from) where.push(gte(auditLog.createdAt, q.from))
  if (q.to) where.push(lt(auditLog.createdAt, q.to))
  const cond = where.length ? and(...where) : undefined
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ entry: auditLog, nickname: users.nickname, phone: users.phone })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(cond)
      .orderBy(desc(auditLog.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(cond),
  ])
  return {
    total,
    rows: rows.map(({ entry, nickname, phone }) => ({
      id: entry.id,
      actorId: entry.actorId,
      actorName: `${nickname} (${maskPhone(phone)})`,
      actorRole: entry.actorRole as Role,
      ip: entry.ip,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason,
      createdAt: entry.createdAt.toISOString(),
    })),
  }
}
