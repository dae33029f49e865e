/** Published notices (announcements, news, help by category, policies): pinned first, then newest. */
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { NoticeDetail, NoticeSummary, NoticeTypeValue, Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import { notices } from './schema'
import { AppError } from '../../lib/errors'

type NoticeRow = typeof notices.$inferSelect

function toSummary(
  row: Pick<NoticeRow, 'id' | 'noticeType' | 'title' | 'summary' | 'cover' | 'pinned' | 'category' | 'publishedAt'>,
): NoticeSummary {
  return {
    id: row.id,
    noticeType: row.noticeType as NoticeTypeValue,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    pinned: row.pinned,
    category: row.category,
    publishedAt: row.publishedAt.toISOString(),
  }
}

export function toDetail(row: NoticeRow): NoticeDetail {
  return { ...toSummary(row), content: row.content }
}

const order = [desc(notices.pinned), desc(notices.publishedAt), desc(notices.id)]

export async function listNotices(
  ctx: Ctx,
  q: { noticeType?: NoticeTypeValue; category?: string; pageNum: number; pageSize: number },
): Promise<Page<NoticeSummary>> {
  const where: SQL[] = [eq(notices.published, true)]
  if (q.noticeType) where.push(eq(notices.noticeType, q.noticeType))
  if (q.category !== undefined) where.push(eq(notices.category, q.category.trim()))
  const cond = and(...where)
  const rows = await ctx.db
    .select({
      id: notices.id,
      noticeType: notices.noticeType,
      title: notices.title,
      summary: notices.summary,
      cover: notices.cover,
      pinned: notices.pinned,
      category: notices.category,
      publishedAt: notices.publishedAt,
    })
    .from(notices)
    .where(cond)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
  const [{ total }] = await ctx.db.select({ total: count() }).from(notices).where(cond)
  return { rows: rows.map(toSummary), total: Number(total) }
}

/** One notice; unpublished ones only for admins (`includeUnpublished`). */
export async function getNotice(ctx: Ctx, id: number, includeUnpublished = false): Promise<NoticeDetail> {
  const [row] = await ctx.db.select().from(notices).where(eq(notices.id, id))
  if (!row || (!row.published && !includeUnpublished)) throw new AppError(404, 'noticeNotFound')
  return toDetail(row)
}

/** The newest published notice of a type: single documents such as the privacy policy. */
export async function latestOfType(ctx: Ctx, noticeType: NoticeTypeValue): Promise<NoticeDetail> {
  const [row] = await ctx.db
    .select()
    .from(notices)
    .where(and(eq(notices.published, true), eq(notices.noticeType, noticeType)))
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(1)
  if (!row) throw new AppError(404, 'noticeNotFound')
  return toDetail(row)
}
