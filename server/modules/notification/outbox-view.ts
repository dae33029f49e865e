/** The console's view of what was sent to a user outside the app (GET /admin/users/{id}/notifications). */
import { desc, eq, sql } from 'drizzle-orm'
import type { NotifyChannel, OutboxEntry, OutboxStatus } from '../../../contract/notifications'
import type { Page } from '../../../contract/types'
import type { Db } from '../../db/client'
import { renderMessage, type CopyParams } from '../../lib/copy'
import { notificationOutbox } from './schema'

type Row = typeof notificationOutbox.$inferSelect

const toWire = (r: Row): OutboxEntry => {
  const m = renderMessage('zh-CN', { kind: r.copyKind, params: r.copyParams as CopyParams })
  return {
    id: r.id,
    channel: r.channel as NotifyChannel,
    copyKind: r.copyKind,
    text: m.title ? `${m.title}：${m.content}` : m.content,
    link: r.link,
    status: r.status as OutboxStatus,
    urgent: r.urgent,
    attempts: r.attempts,
    nextAttemptAt: r.nextAttemptAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    providerId: r.providerId,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
  }
}

export async function userOutbox(db: Db, userId: number, page: { pageNum: number; pageSize: number }): Promise<Page<OutboxEntry>> {
  const where = eq(notificationOutbox.userId, userId)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(notificationOutbox)
      .where(where)
      .orderBy(desc(notificationOutbox.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(notificationOutbox).where(where),
  ])
  return { rows: rows.map(toWire), total }
}
