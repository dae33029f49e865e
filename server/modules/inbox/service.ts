/**
 * The messages inbox: the messages the server wrote to a user (inbox/notify.ts notify), newest first, and their
 * read state. Every query is bounded by the owner, so another user's message id is simply not found (404).
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Message, MessageKind } from '../../../contract/orders'
import type { UnreadCount } from '../../../contract/service'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import { messages } from './schema'
import { readMessage } from '../../lib/copy'
import { AppError } from '../../lib/errors'
import type { Lang } from '../../lib/i18n'

type MessageRow = typeof messages.$inferSelect

/** the stored message as `lang` reads it (lib/copy.ts: rendered from its kind, or its stored text) */
const toMessage = (r: MessageRow, lang: Lang): Message => ({
  id: r.id,
  kind: r.kind as MessageKind,
  ...readMessage(lang, r),
  link: r.link,
  read: r.readAt !== null,
  createdAt: r.createdAt.toISOString(),
})

/** GET /need/message/list */
export async function listMessages(
  ctx: Ctx,
  userId: number,
  q: { kind?: MessageKind; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<Page<Message>> {
  const where = and(eq(messages.userId, userId), q.kind ? eq(messages.kind, q.kind) : undefined)
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(where)
    // ids grow with time; they also order messages written in the same instant (one transaction)
    .orderBy(desc(messages.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
  const [{ n }] = await ctx.db.select({ n: count() }).from(messages).where(where)
  return { rows: rows.map((r) => toMessage(r, lang)), total: Number(n) }
}

/** GET /need/message/changeRead/{id}: reading twice keeps the first read time. */
export async function markRead(ctx: Ctx, userId: number, id: number, lang: Lang): Promise<Message> {
  const [row] = await ctx.db
    .update(messages)
    .set({ readAt: sql`coalesce(${messages.readAt}, now())` })
    .where(and(eq(messages.id, id), eq(messages.userId, userId)))
    .returning()
  if (!row) throw new AppError(404, 'messageNotFound')
  return toMessage(row, lang)
}

/** GET /need/message/unread: counted on the partial index messages_unread_idx (user_id where read_at is null). */
export async function unreadCount(ctx: Ctx, userId: number): Promise<UnreadCount> {
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)))
  return { count: Number(n) }
}

/** POST /need/message/readAll: answers what is unread afterwards (0 unless a message arrived meanwhile). */
export async function markAllRead(ctx: Ctx, userId: number): Promise<UnreadCount> {
  await ctx.db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)))
  return unreadCount(ctx, userId)
}
