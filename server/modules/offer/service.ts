/**
 * 议价: a buyer offers a price on a listing that takes offers, the seller accepts, counters or declines, each side
 * naming at most OFFER_MAX_ROUNDS prices, each answer due within OFFER_RESPONSE_HOURS (jobs.ts expires the rest).
 * An accepted offer holds the listing for its buyer (goods/state.ts holdForOffer) for the pay timeout; their
 * order then opens at the agreed price (order.ts). Locks are always taken listing first, then offer, so the
 * actions, the order opening, a price edit and the jobs never wait on each other in a circle; the listing's lock
 * serialises everything that decides who may have it, and the unique indexes stand behind it.
 */
import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm'
import { maskContacts } from '../../../contract/contact-mask'
import { OFFER_LIVE, type Offer, type OfferInput, type OfferRespondInput, type OfferSettings, type OfferSettingsInput, type OfferStatus, type OfferTerms } from '../../../contract/offers'
import { OFFER_MESSAGE_MAX } from '../../../contract/rules'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { copy, type Copy } from '../../lib/copy'
import { AppError, isUniqueViolation } from '../../lib/errors'
import type { MessageKey } from '../../lib/i18n'
import { goods } from '../goods/schema'
import { holdForOffer } from '../goods/state'
import { notify } from '../inbox/notify'
import { limitOrThrow } from '../limits/limiter'
import { BLOCK_ERRORS, blockOf } from '../order/open'
import { offerSettings, offers, offerSteps } from './schema'

export const MY_OFFERS_LINK = '/index/other/myOffers'
const LIVE = OFFER_LIVE as OfferStatus[]
const HOUR = 3_600_000

export type OfferRow = typeof offers.$inferSelect
type Cfg = Pick<Ctx, 'config'>

export interface ListingRow {
  id: number
  sellerId: number
  price: number
  status: string
  title: string
  channel: string
  images: string[]
}

const listingColumns = {
  id: goods.id,
  sellerId: goods.sellerId,
  price: goods.price,
  status: goods.status,
  title: goods.title,
  channel: goods.channel,
  images: goods.images,
}

/** The listing, locked until commit: whatever decides who may have it waits here (see the file's comment). */
export async function lockListing(tx: Db, goodsId: number): Promise<ListingRow | undefined> {
  const [row] = await tx.select(listingColumns).from(goods).where(eq(goods.id, goodsId)).for('update')
  return row
}

export const minAmountOf = (ctx: Cfg, price: number) => Math.ceil((price * ctx.config.offers.minPercent) / 100)

function checkAmount(amount: number | undefined): number {
  if (amount === undefined || !Number.isInteger(amount) || amount <= 0) throw new AppError(400, 'offerAmountRule')
  return amount
}

/** trimmed, checked against its length, contacts masked as in the trade room (chat/service.ts) */
function cleanMessage(message: string | undefined): string | null {
  const text = (message ?? '').trim()
  if (!text) return null
  if (Array.from(text).length > OFFER_MESSAGE_MAX) throw new AppError(400, 'offerMessageRule', { max: OFFER_MESSAGE_MAX })
  return maskContacts(text).text
}

const yuan = (fen: number) => (fen / 100).toFixed(2)

async function rateLimit(ctx: Ctx, userId: number): Promise<void> {
  await limitOrThrow(ctx.db, `offer:${userId}`, 3600, ctx.config.offers.perUserPerHour, 'offerTooMany')
}

async function settingsOf(db: Db, goodsId: number) {
  const [row] = await db.select().from(offerSettings).where(eq(offerSettings.goodsId, goodsId))
  return row ?? { goodsId, enabled: false, floor: null }
}

const step = (tx: Db, offerId: number, by: 'buyer' | 'seller', action: 'offer' | 'counter' | 'accept' | 'decline', amount: number | null, message: string | null, at: Date) =>
  tx.insert(offerSteps).values({ offerId, by, action, amount, message, at })

const tell = (tx: Db, userId: number, c: Copy) => notify(tx, userId, { kind: 'goods', copy: c, link: MY_OFFERS_LINK })

/** An offer leaves `from` for `set`: one conditional update, so an answer racing the expiry job changes nothing twice. */
async function moveOffer(tx: Db, id: number, from: OfferStatus[], set: Partial<typeof offers.$inferInsert>, now: Date): Promise<OfferRow | undefined> {
  const [row] = await tx
    .update(offers)
    .set({ ...set, updatedAt: now })
    .where(and(eq(offers.id, id), inArray(offers.status, from)))
    .returning()
  return row
}

/** The live offers of a listing lapse (repriced, delisted, sold): each buyer is told. */
export async function lapseLive(tx: Db, goodsId: number, title: string, now: Date, only?: number): Promise<number> {
  const rows = await tx
    .update(offers)
    .set({ status: 'lapsed', expiresAt: null, updatedAt: now })
    .where(and(eq(offers.goodsId, goodsId), inArray(offers.status, LIVE), only === undefined ? undefined : eq(offers.id, only)))
    .returning({ buyerId: offers.buyerId })
  for (const r of rows) await tell(tx, r.buyerId, copy('offer.lapsed.buyer', { title }))
  return rows.length
}

/** A listing no longer negotiable as the offer began: repriced, or neither on sale nor held. */
const listingChanged = (listing: ListingRow, o: OfferRow) => listing.price !== o.listPrice || !['on_sale', 'reserved'].includes(listing.status)

/** POST /need/offers */
export async function makeOffer(ctx: Ctx, userId: number, input: OfferInput): Promise<{ offer: Offer; msg: MessageKey }> {
  await rateLimit(ctx, userId)
  const amount = checkAmount(input.amount)
  const message = cleanMessage(input.message)
  try {
    const { id, msg } = await ctx.db.transaction(async (tx) => {
      const now = new Date()
      const listing = await lockListing(tx, input.goodsId)
      if (!listing || listing.channel !== 'consign' || ['pending_review', 'rejected'].includes(listing.status)) throw new AppError(404, 'offerGoodsNotFound')
      if (listing.sellerId === userId) throw new AppError(400, 'offerOwnGoods')
      if (listing.status !== 'on_sale') throw new AppError(409, 'offerGoodsUnavailable')
      const block = await blockOf(tx, userId, { ...listing, status: 'on_sale' } as never)
      if (block) throw BLOCK_ERRORS[block]
      const settings = await settingsOf(tx, listing.id)
      if (!settings.enabled) throw new AppError(400, 'offerDisabled')
      if (amount >= listing.price) throw new AppError(400, 'offerNotBelowPrice', { price: yuan(listing.price) })
      const min = minAmountOf(ctx, listing.price)
      if (amount < min) throw new AppError(400, 'offerTooLow', { percent: ctx.config.offers.minPercent, min: yuan(min) })
      const [mine] = await tx
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.goodsId, listing.id), eq(offers.buyerId, userId), inArray(offers.status, [...LIVE, 'accepted'])))
      if (mine) throw new AppError(409, 'offerLiveExists')
      const [{ n }] = await tx.select({ n: count() }).from(offers).where(and(eq(offers.buyerId, userId), inArray(offers.status, LIVE)))
      if (n >= ctx.config.offers.openPerBuyer) throw new AppError(409, 'offerOpenLimit', { max: ctx.config.offers.openPerBuyer })
      const belowFloor = settings.floor !== null && amount < settings.floor
      const expiresAt = new Date(now.getTime() + ctx.config.offers.responseHours * HOUR)
      const [row] = await tx
        .insert(offers)
        .values({
          goodsId: listing.id,
          buyerId: userId,
          sellerId: listing.sellerId,
          listPrice: listing.price,
          amount,
          status: belowFloor ? 'declined' : 'pending_seller',
          expiresAt: belowFloor ? null : expiresAt,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: offers.id })
      await step(tx, row.id, 'buyer', 'offer', amount, message, now)
      if (belowFloor) {
        // declined as if by the seller: the buyer learns nothing of the floor, the seller is not disturbed
        await step(tx, row.id, 'seller', 'decline', null, null, now)
        return { id: row.id, msg: 'offerAutoDeclined' as const }
      }
      await tell(tx, listing.sellerId, copy('offer.received.seller', { title: listing.title, amount, message, until: expiresAt.toISOString() }))
      return { id: row.id, msg: 'offerSent' as const }
    })
    return { offer: await getOffer(ctx, userId, id), msg }
  } catch (err) {
    if (isUniqueViolation(err, 'offers_one_live_per_buyer')) throw new AppError(409, 'offerLiveExists')
    throw err
  }
}

/** POST /need/offers/{id}/respond: accept, counter or decline, by the side whose turn it is (decline: either side). */
export async function respond(ctx: Ctx, userId: number, id: number, input: OfferRespondInput): Promise<{ offer: Offer; msg: MessageKey }> {
  await rateLimit(ctx, userId)
  const message = cleanMessage(input.message)
  const outcome = await ctx.db.transaction(async (tx): Promise<MessageKey> => {
    const now = new Date()
    const [peek] = await tx.select({ goodsId: offers.goodsId }).from(offers).where(and(eq(offers.id, id), partyOf(userId)))
    if (!peek) throw new AppError(404, 'offerNotFound')
    const listing = await lockListing(tx, peek.goodsId)
    const [o] = await tx.select().from(offers).where(eq(offers.id, id)).for('update')
    if (!listing || !o) throw new AppError(404, 'offerNotFound')
    const role = o.buyerId === userId ? 'buyer' : 'seller'
    if (!LIVE.includes(o.status)) throw new AppError(409, 'offerClosed')
    if (o.expiresAt && o.expiresAt <= now) throw new AppError(409, 'offerClosed')
    if (listingChanged(listing, o)) {
      await lapseLive(tx, o.goodsId, listing.title, now, o.id)
      return 'offerLapsed'
    }
    const title = listing.title
    const other = role === 'buyer' ? o.sellerId : o.buyerId
    if (input.action === 'decline') {
      if (!(await moveOffer(tx, o.id, LIVE, { status: 'declined', expiresAt: null }, now))) throw new AppError(409, 'offerClosed')
      await step(tx, o.id, role, 'decline', null, message, now)
      await tell(tx, other, copy(role === 'seller' ? 'offer.declined.buyer' : 'offer.declined.seller', { title }))
      return 'offerDeclined'
    }
    const mine: OfferStatus = role === 'seller' ? 'pending_seller' : 'pending_buyer'
    if (o.status !== mine) throw new AppError(409, 'offerNotYourTurn')
    if (input.action === 'accept') {
      if (listing.status !== 'on_sale' || !(await holdForOffer(tx, listing.id, now))) throw new AppError(409, 'offerGoodsUnavailable')
      const holdUntil = new Date(now.getTime() + ctx.config.payTimeoutMinutes * 60_000)
      if (!(await moveOffer(tx, o.id, [mine], { status: 'accepted', expiresAt: null, holdUntil }, now))) throw new AppError(409, 'offerClosed')
      await step(tx, o.id, role, 'accept', o.amount, message, now)
      const params = { title, amount: o.amount, until: holdUntil.toISOString() }
      await tell(tx, o.buyerId, copy('offer.accepted.buyer', params))
      if (role === 'buyer') await tell(tx, o.sellerId, copy('offer.accepted.seller', params))
      return 'offerAccepted'
    }
    // counter
    const amount = checkAmount(input.amount)
    const max = ctx.config.offers.maxRounds
    const expiresAt = new Date(now.getTime() + ctx.config.offers.responseHours * HOUR)
    const until = expiresAt.toISOString()
    if (role === 'seller') {
      if (o.sellerRounds >= max) throw new AppError(409, 'offerRoundsUsed', { max })
      if (amount <= o.amount || amount >= listing.price) throw new AppError(400, 'offerCounterRule', { low: yuan(o.amount), high: yuan(listing.price) })
      await moveOffer(tx, o.id, [mine], { status: 'pending_buyer', amount, sellerRounds: o.sellerRounds + 1, expiresAt }, now)
      await step(tx, o.id, 'seller', 'counter', amount, message, now)
      await tell(tx, o.buyerId, copy('offer.countered.buyer', { title, amount, message, until }))
      return 'offerCountered'
    }
    if (o.buyerRounds >= max) throw new AppError(409, 'offerRoundsUsed', { max })
    if (amount >= o.amount) throw new AppError(400, 'offerBuyerCounterRule', { high: yuan(o.amount) })
    const min = minAmountOf(ctx, listing.price)
    if (amount < min) throw new AppError(400, 'offerTooLow', { percent: ctx.config.offers.minPercent, min: yuan(min) })
    const settings = await settingsOf(tx, listing.id)
    await step(tx, o.id, 'buyer', 'counter', amount, message, now)
    if (settings.floor !== null && amount < settings.floor) {
      await moveOffer(tx, o.id, [mine], { status: 'declined', amount, buyerRounds: o.buyerRounds + 1, expiresAt: null }, now)
      await step(tx, o.id, 'seller', 'decline', null, null, now)
      return 'offerAutoDeclined'
    }
    await moveOffer(tx, o.id, [mine], { status: 'pending_seller', amount, buyerRounds: o.buyerRounds + 1, expiresAt }, now)
    await tell(tx, o.sellerId, copy('offer.countered.seller', { title, amount, message, until }))
    return 'offerCountered'
  })
  // a lapse is committed, then refused: the listing changed under the negotiation
  if (outcome === 'offerLapsed') throw new AppError(409, 'offerLapsed')
  return { offer: await getOffer(ctx, userId, id), msg: outcome }
}

const partyOf = (userId: number): SQL => or(eq(offers.buyerId, userId), eq(offers.sellerId, userId))!

async function toOffers(db: Db, rows: OfferRow[], userId: number, maxRounds: number): Promise<Offer[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const goodsIds = [...new Set(rows.map((r) => r.goodsId))]
  const listings = await db.select({ id: goods.id, title: goods.title, images: goods.images }).from(goods).where(inArray(goods.id, goodsIds))
  const byGoods = new Map(listings.map((l) => [l.id, l]))
  const steps = await db.select().from(offerSteps).where(inArray(offerSteps.offerId, ids)).orderBy(offerSteps.id)
  return rows.map((r) => {
    const role = r.buyerId === userId ? 'buyer' : 'seller'
    const l = byGoods.get(r.goodsId)
    return {
      id: r.id,
      goodsId: r.goodsId,
      title: l?.title ?? '',
      cover: l?.images[0] ?? null,
      listPrice: r.listPrice,
      amount: r.amount,
      status: r.status,
      role,
      myTurn: (role === 'seller' && r.status === 'pending_seller') || (role === 'buyer' && r.status === 'pending_buyer'),
      buyerRounds: r.buyerRounds,
      sellerRounds: r.sellerRounds,
      maxRounds,
      expiresAt: r.expiresAt?.toISOString() ?? null,
      holdUntil: r.status === 'accepted' ? (r.holdUntil?.toISOString() ?? null) : null,
      orderId: r.orderId,
      steps: steps
        .filter((s) => s.offerId === r.id)
        .map((s) => ({
          by: s.by === 'seller' ? ('seller' as const) : ('buyer' as const),
          action: s.action as Offer['steps'][number]['action'],
          amount: s.amount,
          message: s.message,
          at: s.at.toISOString(),
        })),
      createdAt: r.createdAt.toISOString(),
    }
  })
}

/** GET /need/offers/{id}: 404 for anyone but its buyer and seller */
export async function getOffer(ctx: Ctx, userId: number, id: number): Promise<Offer> {
  const [row] = await ctx.db.select().from(offers).where(and(eq(offers.id, id), partyOf(userId)))
  if (!row) throw new AppError(404, 'offerNotFound')
  return (await toOffers(ctx.db, [row], userId, ctx.config.offers.maxRounds))[0]
}

/** GET /need/offers: my offers as buyer or as seller, newest first */
export async function listOffers(ctx: Ctx, userId: number, role: 'buyer' | 'seller', pageNum: number, pageSize: number): Promise<Page<Offer>> {
  const where = role === 'buyer' ? eq(offers.buyerId, userId) : eq(offers.sellerId, userId)
  const rows = await ctx.db
    .select()
    .from(offers)
    .where(where)
    .orderBy(desc(offers.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
  const [{ n }] = await ctx.db.select({ n: count() }).from(offers).where(where)
  return { rows: await toOffers(ctx.db, rows, userId, ctx.config.offers.maxRounds), total: n }
}

/** GET /web/offer/goods/{id}: whether the listing takes offers and the public rules; the caller's own offer */
export async function offerTerms(ctx: Ctx, userId: number | null, goodsId: number): Promise<OfferTerms> {
  const [listing] = await ctx.db.select(listingColumns).from(goods).where(eq(goods.id, goodsId))
  if (!listing || listing.channel !== 'consign' || ['pending_review', 'rejected'].includes(listing.status)) throw new AppError(404, 'offerGoodsNotFound')
  const settings = await settingsOf(ctx.db, goodsId)
  let mine: Offer | null = null
  if (userId !== null) {
    const [row] = await ctx.db
      .select()
      .from(offers)
      .where(and(eq(offers.goodsId, goodsId), eq(offers.buyerId, userId)))
      .orderBy(desc(offers.id))
      .limit(1)
    if (row) mine = (await toOffers(ctx.db, [row], userId, ctx.config.offers.maxRounds))[0]
  }
  return {
    enabled: settings.enabled && listing.status === 'on_sale' && listing.sellerId !== userId,
    price: listing.price,
    minAmount: minAmountOf(ctx, listing.price),
    maxRounds: ctx.config.offers.maxRounds,
    responseHours: ctx.config.offers.responseHours,
    mine,
  }
}

async function ownListing(db: Db, userId: number, goodsId: number): Promise<ListingRow> {
  const [listing] = await db.select(listingColumns).from(goods).where(eq(goods.id, goodsId))
  if (!listing || listing.sellerId !== userId || listing.channel !== 'consign') throw new AppError(404, 'offerGoodsNotFound')
  return listing
}

/** GET /need/offer/settings/{goodsId}: the seller's own listing only */
export async function getSettings(ctx: Ctx, userId: number, goodsId: number): Promise<OfferSettings> {
  await ownListing(ctx.db, userId, goodsId)
  const s = await settingsOf(ctx.db, goodsId)
  return { goodsId, enabled: s.enabled, floor: s.floor }
}

/** PUT /need/offer/settings/{goodsId}: turning offers off lapses the live ones. */
export async function putSettings(ctx: Ctx, userId: number, goodsId: number, input: OfferSettingsInput): Promise<OfferSettings> {
  const listing = await ownListing(ctx.db, userId, goodsId)
  const floor = input.floor ?? null
  if (floor !== null && (!Number.isInteger(floor) || floor <= 0 || floor >= listing.price)) throw new AppError(400, 'offerFloorRule')
  await ctx.db.transaction(async (tx) => {
    const now = new Date()
    await lockListing(tx, goodsId)
    await tx
      .insert(offerSettings)
      .values({ goodsId, enabled: input.enabled, floor, updatedAt: now })
      .onConflictDoUpdate({ target: offerSettings.goodsId, set: { enabled: input.enabled, floor, updatedAt: now } })
    if (!input.enabled) await lapseLive(tx, goodsId, listing.title, now)
  })
  return { goodsId, enabled: input.enabled, floor }
}

/** Offers of a repriced listing lapse (goods/edits.ts onPriceChange, inside the edit's transaction). */
export async function lapseOnPriceChange(tx: Db, row: { id: number; title: string }, _before: number, now: Date): Promise<void> {
  await lapseLive(tx, row.id, row.title, now)
}
