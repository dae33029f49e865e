/**
 * POST /account/backlist/{id}/accept: the seller takes one quote. In one transaction the request is locked and
 * moved open -> accepted by a conditional update (of two concurrent accepts exactly one gets the row; the partial
 * unique index recycle_quotes_one_accepted stands behind it), the escrow listing is created (or, after a lapsed
 * acceptance, reused) already reserved, the order is opened through the order module's own openOrder with the
 * merchant as the buyer, the other pending quotes are rejected, and everyone is told. The merchant then pays
 * like any buyer. Quotes keep their times: a quote's updatedAt is when its merchant last priced it, which the
 * seller and the merchant see; only the status changes here.
 */
import { and, eq, ne } from 'drizzle-orm'
import type { RecycleRequest } from '../../../contract/recycling'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { games } from '../game/schema'
import { recycleQuotes, recycleRequests } from './schema'
import { users } from '../user/schema'
import { AppError, isUniqueViolation } from '../../lib/errors'
import type { Lang } from '../../lib/i18n'
import { copy } from '../../lib/copy'
import { notify } from '../inbox/notify'
import { goodsSearchTokens } from '../../lib/search-tokens'
import { humanNo } from '../../lib/human-no'
import { createListing, reserveEscrow } from '../goods/state'
import { orderLink } from '../order/tell'
import { openOrder } from '../order/open'
import { merchantLink, quotesLink } from './links'
import { getMyRequest } from './service'
import type { RequestRow } from './views'

/** 409 unless the quote's merchant may still buy: a merchant, real-name verified, adult. */
async function checkMerchant(tx: Db, merchantId: number): Promise<void> {
  const [m] = await tx
    .select({ role: users.role, verifiedAt: users.verifiedAt, adult: users.adult })
    .from(users)
    .where(eq(users.id, merchantId))
  if (!m || m.role !== 'merchant' || !m.verifiedAt || m.adult !== true) throw new AppError(409, 'recycleMerchantUnavailable')
}

/**
 * The escrow listing of the request at `price`, reserved: a new one, or the one left off the shelf by a lapsed
 * acceptance (its order was cancelled, so no active order holds it).
 */
async function reserveEscrowListing(tx: Db, request: RequestRow, price: number, now: Date): Promise<{ id: number; sellerId: number; price: number }> {
  if (request.goodsId !== null) {
    const reused = await reserveEscrow(tx, request.goodsId, { price, credentialsEnc: request.credentialsEnc, contactEnc: request.contactEnc }, now)
    if (!reused) throw new AppError(409, 'recycleNotOpen')
    return { id: request.goodsId, sellerId: request.sellerId, price }
  }
  const [game] = await tx.select({ name: games.name }).from(games).where(eq(games.id, request.gameId))
  const id = await createListing(
    tx,
    {
      goodsNo: humanNo('G', now),
      sellerId: request.sellerId,
      gameId: request.gameId,
      systemId: request.systemId,
      carrierId: request.carrierId,
      areaId: request.areaId,
      serverId: request.serverId,
      title: request.title,
      description: request.description,
      price,
      images: request.images,
      // a completed recycling is a deal like any other: the valuation learns from its attributes
      attrs: request.attrs,
      compensation: 'none',
      channel: 'recycle',
      credentialsEnc: request.credentialsEnc,
      contactEnc: request.contactEnc,
      searchTokens: goodsSearchTokens({ title: request.title, description: request.description, gameName: game?.name ?? '' }),
      publishedAt: null,
      createdAt: now,
      updatedAt: now,
    },
    'reserved',
  )
  return { id, sellerId: request.sellerId, price }
}

export async function acceptQuote(ctx: Ctx, userId: number, requestId: number, quoteId: number, lang: Lang): Promise<RecycleRequest> {
  try {
    await ctx.db.transaction(async (tx) => {
      const now = new Date()
      const [request] = await tx.select().from(recycleRequests).where(eq(recycleRequests.id, requestId)).for('update')
      if (!request || request.sellerId !== userId) throw new AppError(404, 'recycleNotFound')
      const [quote] = await tx
        .select()
        .from(recycleQuotes)
        .where(and(eq(recycleQuotes.id, quoteId), eq(recycleQuotes.requestId, requestId)))
      if (!quote) throw new AppError(404, 'recycleQuoteNotFound')
      if (request.status !== 'open') throw new AppError(409, 'recycleNotOpen')
      if (quote.status !== 'pending') throw new AppError(409, 'recycleQuoteNotPending')
      await checkMerchant(tx, quote.merchantId)

      // the conditional updates decide, not the reads above
      const [taken] = await tx
        .update(recycleRequests)
        .set({ status: 'accepted', acceptedQuoteId: quote.id, updatedAt: now })
        .where(and(eq(recycleRequests.id, requestId), eq(recycleRequests.status, 'open')))
        .returning({ id: recycleRequests.id })
      if (!taken) throw new AppError(409, 'recycleNotOpen')
      const [accepted] = await tx
        .update(recycleQuotes)
        .set({ status: 'accepted' })
        .where(and(eq(recycleQuotes.id, quote.id), eq(recycleQuotes.status, 'pending')))
        .returning({ id: recycleQuotes.id })
      if (!accepted) throw new AppError(409, 'recycleQuoteNotPending')

      const listing = await reserveEscrowListing(tx, request, quote.amount, now)
      const order = await openOrder(tx, ctx, { listing, buyerId: quote.merchantId, compensation: 'none', now, announce: false })
      await tx.update(recycleRequests).set({ goodsId: listing.id, orderId: order.id }).where(eq(recycleRequests.id, requestId))
      const rejected = await tx
        .update(recycleQuotes)
        .set({ status: 'rejected' })
        .where(and(eq(recycleQuotes.requestId, requestId), eq(recycleQuotes.status, 'pending'), ne(recycleQuotes.id, quote.id)))
        .returning({ merchantId: recycleQuotes.merchantId })

      const minutes = ctx.config.payTimeoutMinutes
      const about = { requestNo: request.requestNo, title: request.title }
      await notify(tx, quote.merchantId, {
        kind: 'recycle',
        copy: copy('recycle.quote.accepted.merchant', { ...about, amount: quote.amount, minutes, orderNo: order.orderNo }),
        link: orderLink(order.id),
      })
      for (const r of rejected) {
        await notify(tx, r.merchantId, {
          kind: 'recycle',
          copy: copy('recycle.quote.notChosen', about),
          link: merchantLink,
        })
      }
      await notify(tx, userId, {
        kind: 'recycle',
        copy: copy('recycle.quote.accepted.seller', { ...about, amount: quote.amount, minutes }),
        link: quotesLink(requestId),
      })
    })
  } catch (err) {
    // the indexes stand behind the conditional updates
    if (isUniqueViolation(err, 'recycle_quotes_one_accepted')) throw new AppError(409, 'recycleNotOpen')
    if (isUniqueViolation(err, 'orders_one_active_per_goods')) throw new AppError(409, 'recycleNotOpen')
    throw err
  }
  return getMyRequest(ctx, userId, requestId, lang)
}
