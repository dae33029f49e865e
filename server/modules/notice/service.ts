/** Published notices (announcements, news, help by category, policies): pinned first, then newest. */
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm'
import type { NoticeDetail, NoticeSummary, NoticeTypeValue, Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import { notices } from './schema'
import { AppError } from '../../lib/errors'
import { inLang, type Lang } from '../../lib/i18n'

type NoticeRow = typeof notices.$inferSelect

/** the columns a list shows, in both languages */
const summaryColumns = {
  id: notices.id,
  noticeType: notices.noticeType,
  title: notices.title,
  titleEn: notices.titleEn,
  summary: notices.summary,
  summaryEn: notices.summaryEn,
  cover: notices.cover,
  pinned: notices.pinned,
  category: notices.category,
  categoryEn: notices.categoryEn,
  publishedAt: notices.publishedAt,
}
type SummaryRow = Pick<NoticeRow, keyof typeof summaryColumns>

/** A notice in the reader's language: each English field where the operator wrote one, else the Chinese. */
function toSummary(row: SummaryRow, lang: Lang): NoticeSummary {
  return {
    id: row.id,
    noticeType: row.noticeType as NoticeTypeValue,
    title: inLang(lang, row.title, row.titleEn),
    summary: inLang(lang, row.summary, row.summaryEn),
    cover: row.cover,
    pinned: row.pinned,
    category: inLang(lang, row.category, row.categoryEn),
    publishedAt: row.publishedAt.toISOString(),
  }
}

export function toDetail(row: NoticeRow, lang: Lang): NoticeDetail {
  return { ...toSummary(row, lang), content: inLang(lang, row.content, row.contentEn) }
}

const order = [desc(notices.pinned), desc(notices.publishedAt), desc(notices.id)]

export async function listNotices(
  ctx: Ctx,
  q: { noticeType?: NoticeTypeValue; category?: string; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<Page<NoticeSummary>> {
  const where: SQL[] = [eq(notices.published, true)]
  if (q.noticeType) where.push(eq(notices.noticeType, q.noticeType))
  // a category is named by its Chinese or its English name (English readers are shown the latter)
  if (q.category !== undefined) where.push(or(eq(notices.category, q.category.trim()), eq(notices.categoryEn, q.category.trim()))!)
  const cond = and(...where)
  const rows = await ctx.db
    .select(summaryColumns)
    .from(notices)
    .where(cond)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
  const [{ total }] = await ctx.db.select({ total: count() }).from(notices).where(cond)
  return { rows: rows.map((r) => toSummary(r, lang)), total: Number(total) }
}

/** One notice; unpublished ones only for admins (`includeUnpublished`). */
export async function getNotice(ctx: Ctx, id: number, lang: Lang, includeUnpublished = false): Promise<NoticeDetail> {
  const [row] = await ctx.db.select().from(notices).where(eq(notices.id, id))
  if (!row || (!row.published && !includeUnpublished)) throw new AppError(404, 'noticeNotFound')
  return toDetail(row, lang)
}

/** The newest published notice of a type: single documents such as the privacy policy. */
export async function latestOfType(ctx: Ctx, noticeType: NoticeTypeValue, lang: Lang): Promise<NoticeDetail> {
  const [row] = await ctx.db
    .select()
    .from(notices)
    .where(and(eq(notices.published, true), eq(notices.noticeType, noticeType)))
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(1)
  if (!row) throw new AppError(404, 'noticeNotFound')
  return toDetail(row, lang)
}
