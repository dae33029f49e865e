/**
 * Account recycling as the seller sees it: submit a request, my requests, one request and its quotes, cancel, and
 * the public list of completed recycles. Accepting a quote is in accept.ts; what an order does to its request is
 * in order-sync.ts. Lifecycle: contract/recycling.ts.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { RecentRecycle, RecycleInput, RecycleQuote, RecycleRequest, RecycleTab } from '../../../contract/recycling'
import {
  lengthOk,
  PRICE_MAX_FEN,
  PRICE_MIN_FEN,
  priceOk,
  RECYCLE_IMAGES_MAX,
  RECYCLE_IMAGES_MIN,
  SELL_DESCRIPTION_MAX,
  SELL_DESCRIPTION_MIN,
  SELL_TITLE_MAX,
  SELL_TITLE_MIN,
} from '../../../contract/rules'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import { games } from '../game/schema'
import { recycleQuotes, recycleRequests } from './schema'
import { users } from '../user/schema'
import { AppError } from '../../lib/errors'
import { inLang, type Lang } from '../../lib/i18n'
import { copy } from '../../lib/copy'
import { notify } from '../inbox/notify'
import { checkRegion } from '../game/region'
import { humanNo } from '../../lib/human-no'
import { assertOwnImages } from '../upload/service'
import { assertCredentials, assertContact, checkedAttrs } from '../consignment/validate'
import { assertTrader } from '../user/trader'
import { merchantLink } from './links'
import { ownRequest, selectQuotes, toRequests } from './views'

const yuanOf = (fen: number) => fen / 100

/** The rules of contract/rules.ts on a request; answers the trimmed texts. */
function checkInput(input: RecycleInput) {
  const title = input.title.trim()
  const description = input.description.trim()
  if (!lengthOk(title, SELL_TITLE_MIN, SELL_TITLE_MAX)) throw new AppError(400, 'recycleTitleRule', { min: SELL_TITLE_MIN, max: SELL_TITLE_MAX })
  if (!lengthOk(description, SELL_DESCRIPTION_MIN, SELL_DESCRIPTION_MAX)) {
    throw new AppError(400, 'recycleDescriptionRule', { min: SELL_DESCRIPTION_MIN, max: SELL_DESCRIPTION_MAX })
  }
  if (input.images.length < RECYCLE_IMAGES_MIN || input.images.length > RECYCLE_IMAGES_MAX) {
    throw new AppError(400, 'recycleImagesRule', { min: RECYCLE_IMAGES_MIN, max: RECYCLE_IMAGES_MAX })
  }
  if (!priceOk(input.expectedPrice)) throw new AppError(400, 'recyclePriceRule', { min: yuanOf(PRICE_MIN_FEN), max: yuanOf(PRICE_MAX_FEN) })
  assertCredentials(input.credentials)
  assertContact(input.contact)
  const account = input.credentials.account.trim()
  const notes = input.credentials.notes?.trim() || null
  const contact = input.contact.trim()
  return { title, description, credentials: { account, password: input.credentials.password, notes }, contact }
}

/** POST /account/backlist */
export async function submitRequest(ctx: Ctx, userId: number, input: RecycleInput, lang: Lang): Promise<RecycleRequest> {
  await assertTrader(ctx.db, userId, { unverified: 'recycleRealNameRequired', minor: 'orderMinor' })
  const clean = checkInput(input)
  const region = { systemId: input.systemId, carrierId: input.carrierId ?? null, areaId: input.areaId ?? null, serverId: input.serverId ?? null }
  await checkRegion(ctx.db, input.gameId, region, { toLeaf: false })
  await assertOwnImages(ctx.db, userId, input.images)
  const attrs = input.attrs ? await checkedAttrs(ctx.db, input.gameId, input.attrs, lang, { allOptional: true }) : {}
  const now = new Date()
  const [row] = await ctx.db
    .insert(recycleRequests)
    .values({
      requestNo: humanNo('R', now),
      sellerId: userId,
      gameId: input.gameId,
      ...region,
      title: clean.title,
      description: clean.description,
      images: input.images,
      expectedPrice: input.expectedPrice,
      attrs,
      credentialsEnc: ctx.cipher.encrypt(JSON.stringify(clean.credentials)),
      contactEnc: ctx.cipher.encrypt(clean.contact),
      status: 'open',
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  const [out] = await toRequests(ctx.db, ctx.cipher, [row], lang)
  return out
}

/** GET /account/backlist/allList: the caller's requests, newest first. */
export async function listMyRequests(
  ctx: Ctx,
  userId: number,
  q: { tab: RecycleTab; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<Page<RecycleRequest>> {
  const where = and(eq(recycleRequests.sellerId, userId), q.tab === 'all' ? undefined : eq(recycleRequests.status, q.tab))
  const rows = await ctx.db
    .select()
    .from(recycleRequests)
    .where(where)
    .orderBy(desc(recycleRequests.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
  const [{ n }] = await ctx.db.select({ n: count() }).from(recycleRequests).where(where)
  return { rows: await toRequests(ctx.db, ctx.cipher, rows, lang), total: Number(n) }
}

/** GET /account/backlist/{id} */
export async function getMyRequest(ctx: Ctx, userId: number, id: number, lang: Lang): Promise<RecycleRequest> {
  const row = await ownRequest(ctx.db, userId, id)
  const [out] = await toRequests(ctx.db, ctx.cipher, [row], lang)
  return out
}

/** GET /account/backlist/{id}/quotes: every quote, highest first. */
export async function quotesOfMyRequest(ctx: Ctx, userId: number, id: number): Promise<RecycleQuote[]> {
  await ownRequest(ctx.db, userId, id)
  return selectQuotes(ctx.db, eq(recycleQuotes.requestId, id))
}

/** POST /account/backlist/{id}/cancel: open requests only; their pending quotes are rejected and their merchants told. */
export async function cancelMyRequest(ctx: Ctx, userId: number, id: number, lang: Lang): Promise<RecycleRequest> {
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(recycleRequests).where(eq(recycleRequests.id, id)).for('update')
    if (!locked || locked.sellerId !== userId) throw new AppError(404, 'recycleNotFound')
    const now = new Date()
    const [done] = await tx
      .update(recycleRequests)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(and(eq(recycleRequests.id, id), eq(recycleRequests.status, 'open')))
      .returning({ id: recycleRequests.id })
    if (!done) throw new AppError(409, 'recycleNotOpen')
    const rejected = await tx
      .update(recycleQuotes)
      // the quotes keep the time they were priced (see accept.ts)
      .set({ status: 'rejected' })
      .where(and(eq(recycleQuotes.requestId, id), eq(recycleQuotes.status, 'pending')))
      .returning({ merchantId: recycleQuotes.merchantId })
    for (const q of rejected) {
      await notify(tx, q.merchantId, {
        kind: 'recycle',
        copy: copy('recycle.request.cancelled', { requestNo: locked.requestNo, title: locked.title }),
        link: merchantLink,
      })
    }
  })
  return getMyRequest(ctx, userId, id, lang)
}

/** GET /account/backlist/recent: completed recycles, newest first (public; no seller shown). */
export async function recentRecycles(ctx: Ctx, p: { pageNum: number; pageSize: number }, lang: Lang): Promise<Page<RecentRecycle>> {
  const where = eq(recycleRequests.status, 'completed')
  const rows = await ctx.db
    .select({
      requestNo: recycleRequests.requestNo,
      gameName: games.name,
      gameNameEn: games.nameEn,
      title: recycleRequests.title,
      amount: recycleQuotes.amount,
      merchantName: sql<string>`coalesce(${users.shopName}, ${users.nickname})`,
      completedAt: recycleRequests.completedAt,
      updatedAt: recycleRequests.updatedAt,
    })
    .from(recycleRequests)
    .innerJoin(games, eq(games.id, recycleRequests.gameId))
    .innerJoin(recycleQuotes, eq(recycleQuotes.id, recycleRequests.acceptedQuoteId))
    .innerJoin(users, eq(users.id, recycleQuotes.merchantId))
    .where(where)
    .orderBy(sql`${recycleRequests.completedAt} desc nulls last`, desc(recycleRequests.id))
    .limit(p.pageSize)
    .offset((p.pageNum - 1) * p.pageSize)
  const [{ n }] = await ctx.db.select({ n: count() }).from(recycleRequests).where(where)
  return {
    rows: rows.map((r) => ({
      requestNo: r.requestNo,
      gameName: inLang(lang, r.gameName, r.gameNameEn),
      title: r.title,
      amount: Number(r.amount),
      merchantName: r.merchantName,
      completedAt: (r.completedAt ?? r.updatedAt).toISOString(),
    })),
    total: Number(n),
  }
}
