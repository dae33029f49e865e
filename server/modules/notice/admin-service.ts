/**
 * Notices as admins manage them: every notice (published or not), create, replace and delete. Content is HTML
 * sanitised here, before it is stored, so no page ever receives a script; the list summary is its plain excerpt.
 */
import { count, desc, eq, sql } from 'drizzle-orm'
import { charCount, lengthOk, NOTICE_CATEGORY_EN_MAX, NOTICE_CATEGORY_MAX, NOTICE_TITLE_EN_MAX, NOTICE_TITLE_MAX } from '../../../contract/rules'
import type { AdminNotice, NoticeInput } from '../../../contract/service'
import { NoticeType, type NoticeTypeValue, type Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { notices } from './schema'
import { uploads } from '../upload/schema'
import { AppError } from '../../lib/errors'
import { excerpt, sanitizeHtml } from '../../lib/html'
import { audit, changes, type Actor } from '../audit/service'
import { keyOfUrl } from '../upload/service'
import { toDetail } from './service'

type NoticeRow = typeof notices.$inferSelect

/** the Chinese fields as stored, the English ones beside them */
const toAdmin = (row: NoticeRow): AdminNotice => ({
  ...toDetail(row, 'zh-CN'),
  published: row.published,
  titleEn: row.titleEn,
  contentEn: row.contentEn,
  categoryEn: row.categoryEn,
})

const HTTP_URL_RE = /^https?:\/\/[^\s"'<>\\]+$/i

/** An uploaded image of this server (any admin's) or an http(s) link; blank means none. */
async function checkCover(db: Db, raw: string | null | undefined): Promise<string | null> {
  const cover = raw?.trim() || null
  if (cover === null) return null
  if (HTTP_URL_RE.test(cover) && cover.length <= 500) return cover
  const key = keyOfUrl(cover)
  if (key) {
    const [row] = await db.select({ key: uploads.key }).from(uploads).where(eq(uploads.key, key))
    if (row) return cover
  }
  throw new AppError(400, 'noticeCoverInvalid')
}

const showsSomething = (html: string, text: string) => text !== '' || /<img\s/i.test(html)

/**
 * The English copy: each field optional (blank: English readers get the Chinese one), sanitised like the Chinese.
 * English content that sanitises to nothing is no English content, so readers get the Chinese rather than a blank.
 */
function checkEnglish(input: NoticeInput, category: string | null) {
  const titleEn = input.titleEn?.trim() || null
  if (titleEn !== null && charCount(titleEn) > NOTICE_TITLE_EN_MAX) throw new AppError(400, 'noticeTitleEnRule', { max: NOTICE_TITLE_EN_MAX })
  const categoryEn = input.categoryEn?.trim() || null
  if (categoryEn !== null && (category === null || charCount(categoryEn) > NOTICE_CATEGORY_EN_MAX)) {
    throw new AppError(400, 'noticeCategoryEnRule', { max: NOTICE_CATEGORY_EN_MAX })
  }
  const html = sanitizeHtml(input.contentEn ?? '').trim()
  const summaryEn = excerpt(html)
  const shows = showsSomething(html, summaryEn)
  return { titleEn, categoryEn, contentEn: shows ? html : null, summaryEn: shows ? summaryEn : null }
}

/** An edit from a client that does not send the English fields (absent, not blank) keeps them as they are. */
function keptEnglish(input: NoticeInput, current: NoticeRow, category: string | null) {
  return {
    ...(input.titleEn === undefined ? { titleEn: current.titleEn } : {}),
    ...(input.contentEn === undefined ? { contentEn: current.contentEn, summaryEn: current.summaryEn } : {}),
    ...(input.categoryEn === undefined ? { categoryEn: category === null ? null : current.categoryEn } : {}),
  }
}

/** The rules of contract/rules.ts on a notice, and the stored form of its texts. */
async function checkInput(db: Db, input: NoticeInput) {
  const title = input.title.trim()
  if (!lengthOk(title, 1, NOTICE_TITLE_MAX)) throw new AppError(400, 'noticeTitleRule', { max: NOTICE_TITLE_MAX })
  const category = input.category?.trim() || null
  if (category !== null) {
    if (input.noticeType !== NoticeType.help) throw new AppError(400, 'noticeCategoryHelpOnly')
    if (charCount(category) > NOTICE_CATEGORY_MAX) throw new AppError(400, 'noticeCategoryTooLong', { max: NOTICE_CATEGORY_MAX })
  }
  const content = sanitizeHtml(input.content).trim()
  const summary = excerpt(content)
  // what is left after sanitising must show something: text or an image
  if (!showsSomething(content, summary)) throw new AppError(400, 'noticeContentRequired')
  const cover = await checkCover(db, input.cover)
  return {
    noticeType: input.noticeType,
    title,
    content,
    summary,
    category,
    ...checkEnglish(input, category),
    cover,
    pinned: input.pinned ?? false,
    published: input.published ?? true,
  }
}

/** GET /admin/notices: newest first, drafts included. */
export async function listAdminNotices(
  ctx: Ctx,
  q: { noticeType?: NoticeTypeValue; pageNum: number; pageSize: number },
): Promise<Page<AdminNotice>> {
  const where = q.noticeType ? eq(notices.noticeType, q.noticeType) : undefined
  const rows = await ctx.db
    .select()
    .from(notices)
    .where(where)
    .orderBy(desc(notices.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
  const [{ n }] = await ctx.db.select({ n: count() }).from(notices).where(where)
  return { rows: rows.map(toAdmin), total: Number(n) }
}

/** GET /admin/notices/{id}: one notice, published or not (the console's editor). */
export async function adminNotice(ctx: Ctx, id: number): Promise<AdminNotice> {
  const [row] = await ctx.db.select().from(notices).where(eq(notices.id, id))
  if (!row) throw new AppError(404, 'adminNoticeNotFound')
  return toAdmin(row)
}

/** what an audit entry keeps of a notice: the fields an admin sets, the content as its length and excerpt */
const auditFields = (
  r: Pick<NoticeRow, 'noticeType' | 'title' | 'summary' | 'content' | 'category' | 'titleEn' | 'summaryEn' | 'contentEn' | 'categoryEn' | 'cover' | 'pinned' | 'published'>,
) => ({
  noticeType: r.noticeType,
  title: r.title,
  summary: r.summary,
  contentLength: r.content.length,
  category: r.category,
  titleEn: r.titleEn,
  summaryEn: r.summaryEn,
  contentEnLength: r.contentEn?.length ?? 0,
  categoryEn: r.categoryEn,
  cover: r.cover,
  pinned: r.pinned,
  published: r.published,
})

/** POST /admin/notices: the notice and its audit entry commit together. */
export async function createNotice(ctx: Ctx, actor: Actor, input: NoticeInput): Promise<AdminNotice> {
  const values = await checkInput(ctx.db, input)
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(notices).values(values).returning()
    await audit(tx, actor, { action: 'notice.create', targetType: 'notice', targetId: row.id, after: auditFields(row) })
    return toAdmin(row)
  })
}

/**
 * PUT /admin/notices/{id}: replaces every field. A draft that gets published is dated then, so it shows as new
 * rather than at the day it was drafted; an edit of a published notice keeps its date.
 */
export async function updateNotice(ctx: Ctx, actor: Actor, id: number, input: NoticeInput): Promise<AdminNotice> {
  const values = await checkInput(ctx.db, input)
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(notices).where(eq(notices.id, id)).for('update')
    if (!current) throw new AppError(404, 'adminNoticeNotFound')
    const [row] = await tx
      .update(notices)
      .set({
        ...values,
        ...keptEnglish(input, current, values.category),
        publishedAt: sql`case when not ${notices.published} and ${values.published} then now() else ${notices.publishedAt} end`,
        updatedAt: sql`now()`,
      })
      .where(eq(notices.id, id))
      .returning()
    await audit(tx, actor, { action: 'notice.update', targetType: 'notice', targetId: id, ...changes(auditFields(current), auditFields(row)) })
    return toAdmin(row)
  })
}

/** DELETE /admin/notices/{id} */
export async function deleteNotice(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(notices).where(eq(notices.id, id)).returning()
    if (!row) throw new AppError(404, 'adminNoticeNotFound')
    await audit(tx, actor, { action: 'notice.delete', targetType: 'notice', targetId: id, before: auditFields(row) })
  })
}
