/**
 * The console's listings (admins only): the review queue with everything a decision needs (images, attributes in
 * words, which credentials exist, the seller's record, blacklist hits), the search over every consignment listing,
 * one listing's detail with its audit history, and taking a listing off the shelf. The decision on a pending
 * listing is review.ts reviewGoods (POST /admin/goods/{id}/review).
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type {
  AdminGoodsAttr,
  AdminGoodsRow,
  AdminListing,
  AdminListingDetail,
  AdminSellerCard,
  CredentialsPresence,
} from '../../../contract/admin-goods'
import type { AccountRealName, AttrValue, GoodsStatus } from '../../../contract/catalogue'
import { lengthOk, maskPhone, PHONE_RE, REVIEW_REASON_MAX, REVIEW_REASON_MIN } from '../../../contract/rules'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { goods } from '../goods/schema'
import { orders } from '../order/schema'
import { users } from '../user/schema'
import { copy } from '../../lib/copy'
import { AppError } from '../../lib/errors'
import type { Lang } from '../../lib/i18n'
import { likeContains } from '../../lib/like'
import { notify } from '../inbox/notify'
import { audit, searchAudit, type Actor } from '../audit/service'
import { disputes } from '../dispute/schema'
import { takeDown as takeListingDown } from '../goods/state'
import { goodsAttrs, referenceFor, summaryColumns, toSummary } from '../goods/summary'
import { blacklistHits, CONTACT_KINDS, GAME_ACCOUNT_KINDS } from '../trust/hits'
import { MY_PRODUCTS_LINK } from './service'
import type { OrderStatus } from '../../../contract/orders'

/** orders that hold a listing (it is 'reserved' while one exists) */
const ACTIVE_ORDER: OrderStatus[] = ['pending_payment', 'paid', 'handover', 'delivered', 'refunding']
const consign = eq(goods.channel, 'consign')

const rowColumns = {
  ...summaryColumns,
  sellerId: goods.sellerId,
  sellerNickname: users.nickname,
  sellerPhone: users.phone,
  createdAt: goods.createdAt,
  updatedAt: goods.updatedAt,
}
const listingColumns = {
  ...rowColumns,
  description: goods.description,
  accountRealName: goods.accountRealName,
  bindings: goods.bindings,
  rentable: goods.rentable,
  credentialsEnc: goods.credentialsEnc,
  contactEnc: goods.contactEnc,
  rejectReason: goods.rejectReason,
  sellerQq: users.qq,
  sellerWechat: users.wechat,
  sellerVerifiedAt: users.verifiedAt,
  sellerAdult: users.adult,
  sellerBannedAt: users.bannedAt,
}

const selectRows = (db: Pick<Db, 'select'>) => db.select(rowColumns).from(goods).innerJoin(users, eq(users.id, goods.sellerId))
const selectListings = (db: Pick<Db, 'select'>) =>
  db.select(listingColumns).from(goods).innerJoin(users, eq(users.id, goods.sellerId))

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['where']>>[number]
type ListingRow = Awaited<ReturnType<ReturnType<typeof selectListings>['where']>>[number]

async function toRows(db: Pick<Db, 'select'>, rows: Row[], lang: Lang): Promise<AdminGoodsRow[]> {
  if (rows.length === 0) return []
  const ref = await referenceFor(db, rows)
  return rows.map((r) => {
    const card = toSummary(ref, r, lang)
    return {
      id: r.id,
      goodsNo: r.goodsNo,
      title: r.title,
      gameId: r.gameId,
      gameName: card.gameName,
      price: r.price,
      status: r.status,
      cover: card.cover,
      sellerId: r.sellerId,
      sellerNickname: r.sellerNickname,
      sellerPhone: maskPhone(r.sellerPhone),
      createdAt: r.createdAt.toISOString(),
      publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
      updatedAt: r.updatedAt.toISOString(),
    }
  })
}

/** Completed sales, disputed orders and rejected listings of these sellers, three grouped counts. */
async function sellerRecords(db: Pick<Db, 'select'>, ids: number[]) {
  const [sales, disputed, rejected] = await Promise.all([
    db
      .select({ id: orders.sellerId, n: count() })
      .from(orders)
      .where(and(inArray(orders.sellerId, ids), eq(orders.status, 'completed'), eq(orders.kind, 'sale')))
      .groupBy(orders.sellerId),
    db
      .select({ id: disputes.sellerId, n: sql<number>`count(distinct ${disputes.orderId})::int` })
      .from(disputes)
      .where(inArray(disputes.sellerId, ids))
      .groupBy(disputes.sellerId),
    db
      .select({ id: goods.sellerId, n: count() })
      .from(goods)
      .where(and(inArray(goods.sellerId, ids), eq(goods.status, 'rejected'), consign))
      .groupBy(goods.sellerId),
  ])
  const map = (rows: { id: number; n: number }[]) => new Map(rows.map((r) => [r.id, Number(r.n)]))
  return { sales: map(sales), disputed: map(disputed), rejected: map(rejected) }
}

function attrsInWords(ref: Awaited<ReturnType<typeof referenceFor>>, r: ListingRow, lang: Lang): AdminGoodsAttr[] {
  return goodsAttrs(ref, r.gameId, r.attrs as Record<string, AttrValue>, lang).map((a) => {
    const show = (v: string) => a.valueLabels?.[v] ?? v
    const value = Array.isArray(a.value) ? a.value.map(show).join('、') : show(String(a.value))
    return { key: a.key, label: a.label, text: a.type === 'number' && a.unit ? value + a.unit : value }
  })
}

/** Which credential parts exist: the ciphertext is opened here and nothing of it leaves this function. */
function presence(ctx: Ctx, enc: string): { credentials: CredentialsPresence; account: string } {
  const c = JSON.parse(ctx.cipher.decrypt(enc)) as { account?: unknown; password?: unknown; notes?: unknown }
  const filled = (v: unknown) => typeof v === 'string' && v.trim() !== ''
  return {
    credentials: { account: filled(c.account), password: filled(c.password), notes: filled(c.notes) },
    account: typeof c.account === 'string' ? c.account : '',
  }
}

async function toListings(ctx: Ctx, db: Pick<Db, 'select'>, rows: ListingRow[], lang: Lang): Promise<AdminListing[]> {
  if (rows.length === 0) return []
  const [base, ref, records] = await Promise.all([
    toRows(db, rows, lang),
    referenceFor(db, rows),
    sellerRecords(db, [...new Set(rows.map((r) => r.sellerId))]),
  ])
  return Promise.all(
    rows.map(async (r, i): Promise<AdminListing> => {
      const { credentials, account } = presence(ctx, r.credentialsEnc)
      const contact = r.contactEnc ? ctx.cipher.decrypt(r.contactEnc) : null
      const seller: AdminSellerCard = {
        id: r.sellerId,
        nickname: r.sellerNickname,
        phone: maskPhone(r.sellerPhone),
        verified: r.sellerVerifiedAt !== null,
        adult: r.sellerAdult,
        completedSales: records.sales.get(r.sellerId) ?? 0,
        disputes: records.disputed.get(r.sellerId) ?? 0,
        rejectedListings: records.rejected.get(r.sellerId) ?? 0,
        banned: r.sellerBannedAt !== null,
      }
      return {
        ...base[i],
        description: r.description,
        images: r.images,
        region: toSummary(ref, r, lang).region,
        compensation: r.compensation as AdminListing['compensation'],
        accountRealName: r.accountRealName as AccountRealName,
        bindings: r.bindings,
        rentable: r.rentable,
        attrs: attrsInWords(ref, r, lang),
        credentials,
        contactGiven: !!contact?.trim(),
        rejectReason: r.rejectReason,
        views: r.views,
        seller,
        blacklistHits: await blacklistHits(db, r.gameId, [
          { source: 'listing_contact', value: contact, kinds: CONTACT_KINDS },
          { source: 'seller_phone', value: r.sellerPhone, kinds: ['phone', 'wechat'] },
          { source: 'seller_qq', value: r.sellerQq, kinds: ['qq'] },
          { source: 'seller_wechat', value: r.sellerWechat, kinds: ['wechat'] },
          { source: 'game_account', value: account, kinds: GAME_ACCOUNT_KINDS },
        ], lang),
      }
    }),
  )
}

/** GET /admin/goods/queue: listings pending review, oldest first (first come, first reviewed). */
export async function adminReviewQueue(ctx: Ctx, p: { pageNum: number; pageSize: number }, lang: Lang): Promise<Page<AdminListing>> {
  const where = and(eq(goods.status, 'pending_review'), consign)
  const [rows, [{ n }]] = await Promise.all([
    selectListings(ctx.db)
      .where(where)
      .orderBy(asc(goods.createdAt), asc(goods.id))
      .limit(p.pageSize)
      .offset((p.pageNum - 1) * p.pageSize),
    ctx.db.select({ n: count() }).from(goods).where(where),
  ])
  return { rows: await toListings(ctx, ctx.db, rows, lang), total: Number(n) }
}

export interface AdminGoodsFilter {
  id?: number
  keyword?: string
  gameId?: number
  seller?: string
  status?: GoodsStatus
  from?: Date
  to?: Date
  pageNum: number
  pageSize: number
}

/** GET /admin/goods/search: every consignment listing, newest first, by any combination of the filters. */
export async function searchListings(ctx: Ctx, q: AdminGoodsFilter, lang: Lang): Promise<Page<AdminGoodsRow>> {
  if (q.from && q.to && q.from > q.to) throw new AppError(400, 'adminGoodsRangeInvalid')
  const where: SQL[] = [consign]
  if (q.id) where.push(eq(goods.id, q.id))
  const keyword = q.keyword?.trim()
  if (keyword) where.push(ilike(goods.title, likeContains(keyword)))
  if (q.gameId) where.push(eq(goods.gameId, q.gameId))
  const seller = q.seller?.trim()
  if (seller) {
    if (PHONE_RE.test(seller)) where.push(eq(users.phone, seller))
    else if (/^[1-9]\d{0,8}$/.test(seller)) where.push(eq(goods.sellerId, Number(seller)))
    else throw new AppError(400, 'adminGoodsSellerInvalid')
  }
  if (q.status) where.push(eq(goods.status, q.status))
  if (q.from) where.push(gte(goods.createdAt, q.from))
  if (q.to) where.push(lt(goods.createdAt, q.to))
  const cond = and(...where)
  const [rows, [{ n }]] = await Promise.all([
    selectRows(ctx.db)
      .where(cond)
      .orderBy(desc(goods.createdAt), desc(goods.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(goods).innerJoin(users, eq(users.id, goods.sellerId)).where(cond),
  ])
  return { rows: await toRows(ctx.db, rows, lang), total: Number(n) }
}

/** GET /admin/goods/{id}: 404 for an unknown id or a recycling escrow listing. */
export async function listingDetail(ctx: Ctx, id: number, lang: Lang): Promise<AdminListingDetail> {
  const rows = await selectListings(ctx.db).where(and(eq(goods.id, id), consign))
  if (rows.length === 0) throw new AppError(404, 'goodsNotFound')
  const [[listing], [active], history] = await Promise.all([
    toListings(ctx, ctx.db, rows, lang),
    ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.goodsId, id), inArray(orders.status, ACTIVE_ORDER))),
    searchAudit(ctx.db, { targetType: 'goods', targetId: String(id), pageNum: 1, pageSize: 50 }),
  ])
  return { ...listing, activeOrderId: active?.id ?? null, history: history.rows }
}

/**
 * POST /admin/goods/{id}/takedown: on_sale -> off_shelf under the row's lock, so an order reserving it at the same
 * moment either comes first (then 409 naming the order) or finds it gone. publishedAt is cleared, so the seller's
 * relist sends it to review again instead of back on sale. The seller is told; the audit entry keeps the reason.
 */
export async function takeDown(ctx: Ctx, actor: Actor, id: number, rawReason: string, lang: Lang): Promise<AdminListingDetail> {
  const reason = rawReason.trim()
  if (!lengthOk(reason, REVIEW_REASON_MIN, REVIEW_REASON_MAX)) {
    throw new AppError(400, 'takedownReasonRule', { min: REVIEW_REASON_MIN, max: REVIEW_REASON_MAX })
  }
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: goods.status, sellerId: goods.sellerId, title: goods.title })
      .from(goods)
      .where(and(eq(goods.id, id), consign))
      .for('update')
    if (!row) throw new AppError(404, 'goodsNotFound')
    if (row.status === 'reserved') {
      const [order] = await tx
        .select({ orderNo: orders.orderNo })
        .from(orders)
        .where(and(eq(orders.goodsId, id), inArray(orders.status, ACTIVE_ORDER)))
      throw new AppError(409, 'takedownHeldByOrder', { orderNo: order?.orderNo ?? '' })
    }
    if (row.status !== 'on_sale') throw new AppError(409, 'takedownNotOnSale')
    if (!(await takeListingDown(tx, id, new Date()))) throw new Error('listing changed under its row lock')
    await audit(tx, actor, {
      action: 'goods.takedown',
      targetType: 'goods',
      targetId: id,
      before: { status: 'on_sale' },
      after: { status: 'off_shelf' },
      reason,
    })
    await notify(tx, row.sellerId, {
      kind: 'goods',
      copy: copy('goods.takenDown', { title: row.title, reason: reason.replace(/[。.！!]+$/, '') }),
      link: MY_PRODUCTS_LINK,
    })
  })
  return listingDetail(ctx, id, lang)
}
