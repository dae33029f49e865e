/**
 * Feedback and problem reports (fankui / suggest): a user files one, sees their own with the platform's reply, and
 * an admin answers it (the user gets a message). Rules: contract/service.ts and the limits of contract/rules.ts.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import {
  charCount,
  lengthOk,
  PROBLEM_CONTENT_MAX,
  PROBLEM_CONTENT_MIN,
  PROBLEM_IMAGES_MAX,
  PROBLEM_REPLY_MAX,
} from '../../../contract/rules'
import type { ProblemInput, ProblemReport, ProblemStatus, ProblemType } from '../../../contract/service'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import { problemReports } from './schema'
import { AppError } from '../../lib/errors'
import { copy } from '../../lib/copy'
import { notify } from '../inbox/notify'
import { audit, type Actor } from '../audit/service'
import { limitOrThrow } from '../limits/limiter'
import { assertContact } from '../consignment/validate'
import { assertOwnImages } from '../upload/service'

type ProblemRow = typeof problemReports.$inferSelect

/** where the user reads their reports and the reply */
export const PROBLEM_LIST_LINK = '/index/other/ProblemList'

function toReport(row: ProblemRow): ProblemReport {
  return {
    id: row.id,
    type: row.type as ProblemType,
    content: row.content,
    images: row.images,
    contact: row.contact,
    status: row.status,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The rules of contract/rules.ts on a report; answers the trimmed texts. */
function checkInput(input: ProblemInput) {
  const content = input.content.trim()
  if (!lengthOk(content, PROBLEM_CONTENT_MIN, PROBLEM_CONTENT_MAX)) {
    throw new AppError(400, 'problemContentRule', { min: PROBLEM_CONTENT_MIN, max: PROBLEM_CONTENT_MAX })
  }
  if (input.images.length > PROBLEM_IMAGES_MAX) throw new AppError(400, 'problemImagesRule', { max: PROBLEM_IMAGES_MAX })
  // contact is optional: blank means none
  const contact = input.contact?.trim() || null
  if (contact !== null) assertContact(contact)
  return { content, contact }
}

/** POST /account/problem */
export async function submitProblem(ctx: Ctx, userId: number, input: ProblemInput): Promise<ProblemReport> {
  const clean = checkInput(input)
  await assertOwnImages(ctx.db, userId, input.images)
  // The counter and the report commit together: a refused (429) or failed report does not use up the allowance.
  const row = await ctx.db.transaction(async (tx) => {
    await limitOrThrow(tx, 'problem:' + userId, 86400, ctx.config.limits.problemsPerUserPerDay, 'problemRateLimited')
    const [created] = await tx
      .insert(problemReports)
      .values({ userId, type: input.type, content: clean.content, images: input.images, contact: clean.contact })
      .returning()
    return created
  })
  return toReport(row)
}

async function pageOf(ctx: Ctx, where: SQL | undefined, q: { pageNum: number; pageSize: number }): Promise<Page<ProblemReport>> {
  const rows = await ctx.db
    .select()
    .from(problemReports)
    .where(where)
    .orderBy(desc(problemReports.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
  const [{ n }] = await ctx.db.select({ n: count() }).from(problemReports).where(where)
  return { rows: rows.map(toReport), total: Number(n) }
}

/** GET /account/problem/list: the caller's reports, newest first. */
export function listMyProblems(ctx: Ctx, userId: number, q: { pageNum: number; pageSize: number }): Promise<Page<ProblemReport>> {
  return pageOf(ctx, eq(problemReports.userId, userId), q)
}

/** GET /admin/problems: every report (of a status), newest first. */
export function listProblems(
  ctx: Ctx,
  q: { status?: ProblemStatus; pageNum: number; pageSize: number },
): Promise<Page<ProblemReport>> {
  return pageOf(ctx, q.status ? eq(problemReports.status, q.status) : undefined, q)
}

/** the first words of a report, to say in the message which one was answered */
function gist(content: string, max = 20): string {
  const chars = Array.from(content.replace(/\s+/g, ' '))
  return chars.length > max ? chars.slice(0, max).join('') + '…' : chars.join('')
}

/** POST /admin/problems/{id}/reply: open reports only (409 once replied); the user gets a message. */
export async function replyToProblem(ctx: Ctx, actor: Actor, id: number, rawReply: string): Promise<ProblemReport> {
  const reply = rawReply.trim()
  if (charCount(reply) < 1 || charCount(reply) > PROBLEM_REPLY_MAX) throw new AppError(400, 'problemReplyRule', { max: PROBLEM_REPLY_MAX })
  const row = await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(problemReports)
      .set({ status: 'replied', reply, repliedAt: new Date() })
      .where(and(eq(problemReports.id, id), eq(problemReports.status, 'open')))
      .returning()
    if (!done) {
      const [exists] = await tx.select({ id: problemReports.id }).from(problemReports).where(eq(problemReports.id, id))
      throw exists ? new AppError(409, 'problemAlreadyReplied') : new AppError(404, 'problemNotFound')
    }
    await audit(tx, actor, {
      action: 'problem.reply',
      targetType: 'problem',
      targetId: id,
      before: { status: 'open' },
      after: { status: 'replied' },
      reason: reply,
    })
    await notify(tx, done.userId, {
      kind: 'system',
      copy: copy('feedback.replied', { gist: gist(done.content), reply }),
      link: PROBLEM_LIST_LINK,
    })
    return done
  })
  return toReport(row)
}
