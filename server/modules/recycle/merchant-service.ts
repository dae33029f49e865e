/**
 * Recycling as a merchant sees it: open requests of others (never credentials or contact), quoting, and the
 * merchant's trades (accepted quotes with their orders; the seller's contact only once accepted). Credentials
 * reach a merchant only through a paid order, like any buyer.
 */
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm'
import type { OrderStatus } from '../../../contract/orders'
import type { MerchantTrade, QuoteInput, QuoteStatus, RecycleOpening, RecycleQuote, RecycleStatus } from '../../../contract/recycling'
import { charCount, PRICE_MAX_FEN, PRICE_MIN_FEN, priceOk, QUOTE_NOTE_MAX } from '../../../contract/rules'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import { games } from '../game/schema'
import { orders } from '../order/schema'
import { recycleQuotes, recycleRequests } from './schema'
import { users } from '../user/schema'
import { AppError } from '../../lib/errors'
import { inLang, type Lang } from '../../lib/i18n'
import { copy } from '../../lib/copy'
import { notify } from '../inbox/notify'
import { quotesLink } from './links'
import { placesOf, quoteStats, selectQuotes, toQuote, quoteColumns } from './views'

/** GET /merchant/requests: open requests of other users, newest first, with the caller's own quote. */
export async function listOpenings(
  ctx: Ctx,
  merchantId: number,
  q: { gameId: number | null; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<Page<RecycleOpening>> {
  const where = and(
    eq(recycleRequests.status, 'open'),
    ne(recycleRequests.sellerId, merchantId),
    q.gameId === null ? undefined : eq(recycleRequests.gameId, q.gameId),
  )
  // only what a merchant may see: no credentials, no contact
  const rows = await ctx.db
    .select({
      id: recycleRequests.id,
      requestNo: recycleRequests.requestNo,
      gameId: recycleRequests.gameId,
      systemId: recycleRequests.systemId,
      carrierId: recycleRequests.carrierId,
      areaId: recycleRequests.areaId,
      serverId: recycleRequests.serverId,
      title: recycleRequests.title,
      description: recycleRequests.description,
      images: recycleRequests.images,
      expectedPrice: recycleRequests.expectedPrice,
      attrs: recycleRequests.attrs,
      createdAt: recycleRequests.createdAt,
    })
    .from(recycleRequests)
    .where(where)
    .orderBy(desc(recycleRequests.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
  const [{ n }] = await ctx.db.select({ n: count() }).from(recycleRequests).where(where)
  const ids = rows.map((r) => r.id)
  const [place, stats, mine] = await Promise.all([
    placesOf(ctx.db, rows, lang),
    quoteStats(ctx.db, ids),
    ids.length > 0
      ? selectQuotes(ctx.db, and(inArray(recycleQuotes.requestId, ids), eq(recycleQuotes.merchantId, merchantId))!)
      : Promise.resolve([] as RecycleQuote[]),
  ])
  const myQuote = new Map(mine.map((m) => [m.requestId, m]))
  return {
    rows: rows.map((r) => ({
      id: r.id,
      requestNo: r.requestNo,
      gameId: r.gameId,
      ...place(r),
      title: r.title,
      description: r.description,
      images: r.images,
      expectedPrice: Number(r.expectedPrice),
      attrs: r.attrs,
      quoteCount: stats.get(r.id)?.quoteCount ?? 0,
      myQuote: myQuote.get(r.id) ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(n),
  }
}

/**
 * POST /merchant/quote: one upsert on (request, merchant) while the request is held open by a share lock (an
 * accept, which locks the request for update, waits for it or makes it see a closed request). A quote that is
 * no longer pending is not touched: the upsert's condition decides, so concurrent updates leave one row.
 */
export async function saveQuote(ctx: Ctx, merchantId: number, input: QuoteInput): Promise<RecycleQuote> {
  if (!priceOk(input.amount)) throw new AppError(400, 'quoteAmountRule', { min: PRICE_MIN_FEN / 100, max: PRICE_MAX_FEN / 100 })
  const note = input.note?.trim() || null
  if (note !== null && charCount(note) > QUOTE_NOTE_MAX) throw new AppError(400, 'quoteNoteRule', { max: QUOTE_NOTE_MAX })
  return ctx.db.transaction(async (tx) => {
    const now = new Date()
    const [request] = await tx
      .select({ id: recycleRequests.id, sellerId: recycleRequests.sellerId, status: recycleRequests.status, requestNo: recycleRequests.requestNo, title: recycleRequests.title })
      .from(recycleRequests)
      .where(eq(recycleRequests.id, input.requestId))
      .for('share')
    if (!request) throw new AppError(404, 'recycleNotFound')
    if (request.sellerId === merchantId) throw new AppError(400, 'quoteOwnRequest')
    if (request.status !== 'open') throw new AppError(409, 'recycleNotOpen')
    const [saved] = await tx
      .insert(recycleQuotes)
      .values({ requestId: request.id, merchantId, amount: input.amount, note, status: 'pending', createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [recycleQuotes.requestId, recycleQuotes.merchantId],
        // a quote rejected when another was accepted may be renewed once the request is open again (the accepted
        // merchant did not pay); a lapsed quote (that merchant) stays final
        set: { amount: input.amount, note, status: 'pending', updatedAt: now },
        setWhere: inArray(recycleQuotes.status, ['pending', 'rejected']),
      })
      .returning({ id: recycleQuotes.id, createdAt: recycleQuotes.createdAt })
    if (!saved) throw new AppError(409, 'recycleQuoteNotPending')
    const [quote] = await tx
      .select(quoteColumns)
      .from(recycleQuotes)
      .innerJoin(users, eq(users.id, recycleQuotes.merchantId))
      .where(eq(recycleQuotes.id, saved.id))
    const isNew = saved.createdAt.getTime() === now.getTime()
    await notify(tx, request.sellerId, {
      kind: 'recycle',
      copy: copy(isNew ? 'recycle.quote.new' : 'recycle.quote.updated', {
        merchant: quote.merchantName,
        requestNo: request.requestNo,
        title: request.title,
        amount: input.amount,
        note,
      }),
      link: quotesLink(request.id),
    })
    return toQuote(quote)
  })
}

const TRADE_STATUSES: QuoteStatus[] = ['accepted', 'lapsed']
/** request states in which an accepted quote's merchant may reach the seller */
const CONTACT_SHOWN: RecycleStatus[] = ['accepted', 'completed']

/** GET /merchant/trades: the caller's accepted (and lapsed) quotes, latest change first. */
export async function listTrades(ctx: Ctx, merchantId: number, p: { pageNum: number; pageSize: number }, lang: Lang): Promise<Page<MerchantTrade>> {
  const where = and(eq(recycleQuotes.merchantId, merchantId), inArray(recycleQuotes.status, TRADE_STATUSES))
  const rows = await ctx.db
    .select({
      quote: quoteColumns,
      requestNo: recycleRequests.requestNo,
      gameName: games.name,
      gameNameEn: games.nameEn,
      title: recycleRequests.title,
      requestStatus: recycleRequests.status,
      goodsId: recycleRequests.goodsId,
      contactEnc: recycleRequests.contactEnc,
    })
    .from(recycleQuotes)
    .innerJoin(users, eq(users.id, recycleQuotes.merchantId))
    .innerJoin(recycleRequests, eq(recycleRequests.id, recycleQuotes.requestId))
    .innerJoin(games, eq(games.id, recycleRequests.gameId))
    .where(where)
    // the request moves on acceptance, payment and completion; the quote's own time stays the time it was priced
    .orderBy(desc(recycleRequests.updatedAt), desc(recycleQuotes.id))
    .limit(p.pageSize)
    .offset((p.pageNum - 1) * p.pageSize)
  const [{ n }] = await ctx.db.select({ n: count() }).from(recycleQuotes).where(where)
  // one quote per merchant and request, so the merchant has at most one order on each escrow listing
  const goodsIds = rows.flatMap((r) => (r.goodsId === null ? [] : [r.goodsId]))
  const orderRows =
    goodsIds.length > 0
      ? await ctx.db
          .select({ id: orders.id, goodsId: orders.goodsId, status: orders.status })
          .from(orders)
          .where(and(inArray(orders.goodsId, goodsIds), eq(orders.buyerId, merchantId)))
          .orderBy(desc(orders.id))
      : []
  const orderOf = new Map<number, { id: number; status: string }>()
  for (const o of orderRows) if (!orderOf.has(o.goodsId)) orderOf.set(o.goodsId, o)
  return {
    rows: rows.map((r) => {
      const quote = toQuote(r.quote)
      const requestStatus = r.requestStatus
      const order = r.goodsId === null ? undefined : orderOf.get(r.goodsId)
      const showContact = quote.status === 'accepted' && CONTACT_SHOWN.includes(requestStatus)
      return {
        quote,
        requestNo: r.requestNo,
        gameName: inLang(lang, r.gameName, r.gameNameEn),
        title: r.title,
        requestStatus,
        orderId: order?.id ?? null,
        orderStatus: (order?.status as OrderStatus | undefined) ?? null,
        sellerContact: showContact ? ctx.cipher.decrypt(r.contactEnc) : '',
      }
    }),
    total: Number(n),
  }
}
