/**
 * Consignment (寄售) from the seller's side: submit a listing for review, my listings, and delist / relist /
 * reprice. Lifecycle in the header of contract/selling.ts; every change is one conditional UPDATE on the statuses
 * it starts from, so an order reserving the listing at the same moment is never overwritten.
 */
import { and, count, desc, eq, inArray, notInArray } from 'drizzle-orm'
import type { Page } from '../../../contract/types'
import type { ConsignmentInput, ConsignmentRules, CredentialsInput, MyGoods, MyGoodsTab } from '../../../contract/selling'
import { DEFAULT_BINDINGS, type AccountBindings, type CredentialsUpdateInput } from '../../../contract/trade'
import { sellerProceeds } from '../../../contract/pricing'
import type { GoodsStatus } from '../../../contract/catalogue'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { goods } from '../goods/schema'
import { orders } from '../order/schema'
import { copy } from '../../lib/copy'
import { AppError } from '../../lib/errors'
import type { Lang, MessageKey } from '../../lib/i18n'
import { notify } from '../inbox/notify'
import { humanNo } from '../../lib/human-no'
import { goodsSearchTokens } from '../../lib/search-tokens'
import { reference } from '../game/reference'
import { checkRegion } from '../game/region'
import { editListing } from '../goods/edits'
import * as goodsState from '../goods/state'
import { DELISTABLE, RELISTABLE } from '../goods/state'
import { summaryColumns, toSummaries, type SummaryRow } from '../goods/summary'
import { assertOwnImages } from '../upload/service'
import { assertTrader } from '../user/trader'
import { computeRisk } from '../risk/service'
import { assertCredentials, assertListingTexts, assertPrice, checkedAttrs } from './validate'
import type { OrderStatus } from '../../../contract/orders'
import { assertDepositFor } from '../deposit/service'

export const MY_PRODUCTS_LINK = '/index/other/MyProducts'

/** orders that hold a listing (it is 'reserved' while one of these exists) */
const ACTIVE_ORDER: OrderStatus[] = ['pending_payment', 'paid', 'handover', 'delivered', 'refunding']

const TAB_STATUSES: Record<MyGoodsTab, GoodsStatus[] | null> = {
  all: null,
  pending_review: ['pending_review'],
  // a reserved listing is still "on sale" to its seller: it is waiting for the buyer
  on_sale: ['on_sale', 'reserved'],
  off_shelf: ['off_shelf'],
  sold: ['sold'],
  rejected: ['rejected'],
}

const PRICE_LOCKED: GoodsStatus[] = ['reserved', 'sold']

export function consignmentRules(ctx: Ctx): ConsignmentRules {
  const c = ctx.config
  return {
    sellerFeePercent: c.sellerFeePercent,
    uploadMaxBytes: c.uploadMaxBytes,
    compensationStandardPercent: c.compensationStandardPercent,
    compensationExtendedPercent: c.compensationExtendedPercent,
    reviewHours: c.reviewHours,
  }
}

const mineColumns = {
  ...summaryColumns,
  rejectReason: goods.rejectReason,
  createdAt: goods.createdAt,
  bindings: goods.bindings,
  credentialsStale: goods.credentialsStale,
}
type MineRow = SummaryRow & { rejectReason: string | null; createdAt: Date; bindings: AccountBindings; credentialsStale: boolean }

/** the seller's own consignment listings (recycling escrow listings are managed by their request) */
const ownListing = (userId: number) => and(eq(goods.sellerId, userId), eq(goods.channel, 'consign'))

async function toMyGoods(ctx: Ctx, db: Pick<Db, 'select'>, rows: MineRow[], lang: Lang): Promise<MyGoods[]> {
  if (rows.length === 0) return []
  const [cards, active] = await Promise.all([
    toSummaries(db, rows, lang),
    db
      .select({ goodsId: orders.goodsId, id: orders.id })
      .from(orders)
      .where(and(inArray(orders.goodsId, rows.map((r) => r.id)), inArray(orders.status, ACTIVE_ORDER))),
  ])
  const orderOf = new Map(active.map((o) => [o.goodsId, o.id]))
  return rows.map((r, i) => {
    const status = r.status as GoodsStatus
    return {
      ...cards[i],
      rejectReason: status === 'rejected' ? r.rejectReason : null,
      createdAt: r.createdAt.toISOString(),
      activeOrderId: orderOf.get(r.id) ?? null,
      proceeds: sellerProceeds(r.price, ctx.config.sellerFeePercent),
      canDelist: DELISTABLE.includes(status),
      // a renter knew the credentials: new ones first (updateCredentials relists it)
      canRelist: RELISTABLE.includes(status) && !r.credentialsStale,
      canEditPrice: !PRICE_LOCKED.includes(status),
      bindings: r.bindings,
      credentialsStale: r.credentialsStale,
    }
  })
}

/** GET /need/myConsignment/{id}: one listing of `userId` as MyGoods, or 404 (others' listings and recycling listings alike). */
export async function myGoods(ctx: Ctx, userId: number, id: number, lang: Lang): Promise<MyGoods> {
  const rows = await ctx.db.select(mineColumns).from(goods).where(and(eq(goods.id, id), ownListing(userId)))
  if (rows.length === 0) throw new AppError(404, 'myGoodsNotFound')
  return (await toMyGoods(ctx, ctx.db, rows, lang))[0]
}

/** A listing's stored credentials (goods.credentials_enc): account and notes trimmed, the password as typed. */
function sealCredentials(ctx: Ctx, c: CredentialsInput): string {
  return ctx.cipher.encrypt(JSON.stringify({ account: c.account.trim(), password: c.password, notes: c.notes?.trim() || null }))
}

/** POST /need/consignment: a new listing, pending review; the seller is told in the same transaction. */
export async function submitConsignment(ctx: Ctx, userId: number, input: ConsignmentInput, lang: Lang): Promise<MyGoods> {
  await assertTrader(ctx.db, userId, { unverified: 'sellRealNameRequired', minor: 'sellMinor' })
  assertListingTexts(input)
  await checkRegion(ctx.db, input.gameId, input, { toLeaf: true })
  const attrs = await checkedAttrs(ctx.db, input.gameId, input.attrs, lang)
  await assertOwnImages(ctx.db, userId, input.images)
  await assertDepositFor(ctx.db, ctx.config, userId, input.price)

  const gameName = (await reference(ctx.db, { gameIds: [input.gameId] })).games.get(input.gameId)?.name ?? ''
  const title = input.title.trim()
  const description = input.description.trim()
  // encrypted before the transaction: it holds the connection only for the writes
  const credentialsEnc = sealCredentials(ctx, input.credentials)
  const contactEnc = ctx.cipher.encrypt(input.contact.trim())
  const now = new Date()

  const id = await ctx.db.transaction(async (tx) => {
    const listingId = await goodsState.createListing(
      tx,
      {
        goodsNo: humanNo('G', now),
        sellerId: userId,
        gameId: input.gameId,
        systemId: input.systemId,
        carrierId: input.carrierId ?? null,
        areaId: input.areaId ?? null,
        serverId: input.serverId ?? null,
        title,
        description,
        price: input.price,
        images: input.images,
        attrs,
        compensation: input.compensation,
        accountRealName: input.accountRealName,
        bindings: input.bindings ?? DEFAULT_BINDINGS,
        channel: 'consign',
        credentialsEnc,
        contactEnc,
        searchTokens: goodsSearchTokens({ title, description, gameName }),
        createdAt: now,
        updatedAt: now,
      },
      'pending_review',
    )
    await computeRisk(ctx, tx, listingId, input.origin ?? null)
    await notify(tx, userId, {
      kind: 'goods',
      copy: copy('goods.submitted', { title }),
      link: MY_PRODUCTS_LINK,
    })
    return listingId
  })
  return myGoods(ctx, userId, id, lang)
}

/** GET /need/myConsignment: the caller's listings of a tab, newest first. */
export async function listMyGoods(
  ctx: Ctx,
  userId: number,
  tab: MyGoodsTab,
  p: { pageNum: number; pageSize: number },
  lang: Lang,
): Promise<Page<MyGoods>> {
  const statuses = TAB_STATUSES[tab]
  const where = and(ownListing(userId), statuses ? inArray(goods.status, statuses) : undefined)
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select(mineColumns)
      .from(goods)
      .where(where)
      .orderBy(desc(goods.createdAt), desc(goods.id))
      .limit(p.pageSize)
      .offset((p.pageNum - 1) * p.pageSize),
    ctx.db.select({ n: count() }).from(goods).where(where),
  ])
  return { rows: await toMyGoods(ctx, ctx.db, rows, lang), total: Number(n) }
}

/**
 * Why a conditional update of the caller's listing matched nothing: 404 when it is not theirs, else 409. `stale`:
 * the message when the listing's credentials are stale (a renter knew them) and that is what held it back.
 */
async function refusal(ctx: Ctx, userId: number, id: number, otherwise: MessageKey, stale?: MessageKey): Promise<AppError> {
  const [row] = await ctx.db
    .select({ status: goods.status, stale: goods.credentialsStale })
    .from(goods)
    .where(and(eq(goods.id, id), ownListing(userId)))
  if (!row) return new AppError(404, 'myGoodsNotFound')
  if (row.status === 'reserved') return new AppError(409, 'myGoodsReserved')
  if (row.status === 'sold') return new AppError(409, 'myGoodsSold')
  if (stale && row.stale) return new AppError(409, stale)
  return new AppError(409, otherwise)
}

/** POST /goods/info/downGoods: on_sale | pending_review -> off_shelf. */
export async function delist(ctx: Ctx, userId: number, id: number, lang: Lang): Promise<MyGoods> {
  if (!(await goodsState.delist(ctx.db, id, new Date(), ownListing(userId)))) throw await refusal(ctx, userId, id, 'myGoodsNotOnSale')
  return myGoods(ctx, userId, id, lang)
}

/**
 * GET /goods/info/upGoods/{id}: off_shelf -> on_sale when it was approved before (publishedAt is set by every
 * approval), otherwise -> pending_review; rejected -> pending_review (resubmitted, the old reason cleared).
 */
export async function relist(ctx: Ctx, userId: number, id: number, lang: Lang): Promise<MyGoods> {
  // a renter knew the credentials: new ones first (updateCredentials relists it)
  if (!(await goodsState.relist(ctx.db, id, new Date(), ownListing(userId)))) throw await refusal(ctx, userId, id, 'myGoodsNotOffShelf', 'myGoodsCredentialsStale')
  return myGoods(ctx, userId, id, lang)
}

/** what updateCredentials did, for the route's message */
export type CredentialsOutcome = 'relisted' | 'updated'

/**
 * PUT /need/myConsignment/{id}/credentials: new credentials (after a rental, or any time before a sale). Never
 * while an order holds the listing (its buyer or renter sees the current ones) nor once sold. Clears
 * credentialsStale; a listing that was off the shelf only because of it goes back on sale when it was approved
 * before (publishedAt). A listing the seller delisted themselves stays off the shelf.
 */
export async function updateCredentials(
  ctx: Ctx,
  userId: number,
  id: number,
  input: CredentialsUpdateInput,
  lang: Lang,
): Promise<{ listing: MyGoods; outcome: CredentialsOutcome }> {
  assertCredentials(input)
  const credentialsEnc = sealCredentials(ctx, input)
  const now = new Date()
  const relisted = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: goods.status, stale: goods.credentialsStale, publishedAt: goods.publishedAt, title: goods.title })
      .from(goods)
      .where(and(eq(goods.id, id), ownListing(userId)))
      .for('update')
    if (!before) throw new AppError(404, 'myGoodsNotFound')
    if (before.status === 'reserved') throw new AppError(409, 'myGoodsReserved')
    if (before.status === 'sold') throw new AppError(409, 'myGoodsSold')
    const back = before.stale && before.status === 'off_shelf' && before.publishedAt !== null
    await editListing(tx, id, { credentialsEnc, credentialsStale: false }, now)
    if (back && !(await goodsState.relistAfterRental(tx, id, now))) throw new Error('listing changed under its row lock')
    if (back) {
      await notify(tx, userId, {
        kind: 'goods',
        copy: copy('goods.relisted', { title: before.title }),
        link: MY_PRODUCTS_LINK,
      })
    }
    return back
  })
  return { listing: await myGoods(ctx, userId, id, lang), outcome: relisted ? 'relisted' : 'updated' }
}

/** POST /need/goods/editPrice: any status but reserved or sold; the status stays. */
export async function editPrice(ctx: Ctx, userId: number, id: number, price: number, lang: Lang): Promise<MyGoods> {
  assertPrice(price)
  const row = await editListing(ctx.db, id, { price }, new Date(), and(ownListing(userId), notInArray(goods.status, PRICE_LOCKED)))
  if (!row) throw await refusal(ctx, userId, id, 'myGoodsReserved')
  return myGoods(ctx, userId, id, lang)
}
