/** Quick replies (常用语) per team, kept by customer service in the console and inserted when answering in a room. */
import { and, asc, eq, type SQL } from 'drizzle-orm'
import { QUICK_REPLY_BODY_MAX, QUICK_REPLY_TITLE_MAX, type QuickReply, type QuickReplyInput, type ServiceTeam } from '../../../contract/customer-service'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import { serviceQuickReplies } from './schema'

type Row = typeof serviceQuickReplies.$inferSelect

const toReply = (r: Row): QuickReply => ({ id: r.id, team: r.team, title: r.title, body: r.body, sort: r.sort, updatedAt: r.updatedAt.toISOString() })

function checked(input: QuickReplyInput): { team: ServiceTeam; title: string; body: string; sort: number } {
  const title = input.title.trim()
  const body = input.body.trim()
  if (!title || [...title].length > QUICK_REPLY_TITLE_MAX) throw new AppError(400, 'quickReplyTitleRule', { max: QUICK_REPLY_TITLE_MAX })
  if (!body || [...body].length > QUICK_REPLY_BODY_MAX) throw new AppError(400, 'quickReplyBodyRule', { max: QUICK_REPLY_BODY_MAX })
  return { team: input.team, title, body, sort: input.sort ?? 0 }
}

/** GET /admin/service/quick-replies: by team, then sort, then id */
export async function listQuickReplies(db: Db, team?: ServiceTeam): Promise<QuickReply[]> {
  const where: SQL | undefined = team ? eq(serviceQuickReplies.team, team) : undefined
  const rows = await db
    .select()
    .from(serviceQuickReplies)
    .where(where)
    .orderBy(asc(serviceQuickReplies.team), asc(serviceQuickReplies.sort), asc(serviceQuickReplies.id))
  return rows.map(toReply)
}

export async function createQuickReply(db: Db, staffId: number, input: QuickReplyInput): Promise<QuickReply> {
  const [row] = await db.insert(serviceQuickReplies).values({ ...checked(input), createdBy: staffId }).returning()
  return toReply(row)
}

export async function updateQuickReply(db: Db, id: number, input: QuickReplyInput): Promise<QuickReply> {
  const [row] = await db
    .update(serviceQuickReplies)
    .set({ ...checked(input), updatedAt: new Date() })
    .where(eq(serviceQuickReplies.id, id))
    .returning()
  if (!row) throw new AppError(404, 'quickReplyNotFound')
  return toReply(row)
}

export async function deleteQuickReply(db: Db, id: number): Promise<void> {
  const gone = await db.delete(serviceQuickReplies).where(and(eq(serviceQuickReplies.id, id))).returning({ id: serviceQuickReplies.id })
  if (gone.length === 0) throw new AppError(404, 'quickReplyNotFound')
}
