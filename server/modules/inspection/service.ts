/**
 * Official inspections (官方验号): staff start one on a listing (the seller is told when the session started), fill
 * the checklist, attach watermarked screenshots and publish. Every change of a draft is one conditional update on
 * status 'draft'; the database refuses any change of a published report (migration 0029's triggers). Publishing
 * re-scores the listing's 找回 risk, closes the seller's request and, when something differs, takes the listing
 * off sale (goods/state.ts) until the seller corrects it (gate.ts keeps review from approving it before).
 */
import { createHash } from 'node:crypto'
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type {
  InspectionBadge,
  InspectionChecksInput,
  InspectionQueueRow,
  InspectionReport,
  SellerInspectionView,
} from '../../../contract/inspection'
import type { AttrValue } from '../../../contract/catalogue'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { copy } from '../../lib/copy'
import { AppError, isUniqueViolation } from '../../lib/errors'
import type { Lang } from '../../lib/lang'
import { notify } from '../inbox/notify'
import { audit, type Actor } from '../audit/service'
import { editListing } from '../goods/edits'
import { goods } from '../goods/schema'
import * as goodsState from '../goods/state'
import { games } from '../game/schema'
import { reference, type AttrRow } from '../game/reference'
import { users } from '../user/schema'
import { listingRisk } from '../risk/schema'
import { computeRisk, publicRisk } from '../risk/service'
import { assertOwnImages, keyOfUrl, readUpload, storeMadeImage } from '../upload/service'
import { correctable, correctionOf, labelled, newChecklist, OBSERVED_MAX, stillDiffering, type StoredCheck } from './checklist'
import { inspectionRequests, inspections, inspectionScreenshots } from './schema'
import { burnWatermark, watermarkText } from './watermark'

export const SCREENSHOTS_MIN = 1
export const SCREENSHOTS_MAX = 20
export const NOTE_MAX = 500
const MY_PRODUCTS_LINK = '/index/other/MyProducts'
const reportLink = (id: number) => `/index/other/inspectionReport?id=${id}`

type Row = typeof inspections.$inferSelect

async function templateOf(db: Pick<Db, 'select'>, gameId: number): Promise<AttrRow[]> {
  return (await reference(db as Db, { gameIds: [gameId] })).attrs.get(gameId) ?? []
}

async function listingOf(db: Pick<Db, 'select'>, goodsId: number) {
  const [row] = await db
    .select({
      id: goods.id,
      goodsNo: goods.goodsNo,
      title: goods.title,
      sellerId: goods.sellerId,
      gameId: goods.gameId,
      status: goods.status,
      channel: goods.channel,
      attrs: goods.attrs,
      bindings: goods.bindings,
    })
    .from(goods)
    .where(eq(goods.id, goodsId))
  return row
}

async function toReport(db: Pick<Db, 'select'>, row: Row, lang: Lang): Promise<InspectionReport> {
  const listing = await listingOf(db, row.goodsId)
  const [template, shots, [inspector]] = await Promise.all([
    templateOf(db, listing.gameId),
    db.select().from(inspectionScreenshots).where(eq(inspectionScreenshots.inspectionId, row.id)).orderBy(asc(inspectionScreenshots.id)),
    db.select({ nickname: users.nickname }).from(users).where(eq(users.id, row.inspectorId)),
  ])
  const checks = labelled(row.checks, template, lang)
  return {
    id: row.id,
    goodsId: row.goodsId,
    goodsNo: listing.goodsNo,
    title: listing.title,
    status: row.status === 'published' ? 'published' : 'draft',
    // staff are named by role, not by their account's nickname, to the public
    inspector: row.status === 'published' ? (lang === 'en-US' ? 'Platform inspector' : '平台验号员') : (inspector?.nickname ?? ''),
    loginAt: row.loginAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    checks,
    screenshots: shots.map((s) => ({ url: s.url, sha256: s.sha256, createdAt: s.createdAt.toISOString() })),
    note: row.note,
    differs: checks.filter((c) => c.ok === false),
  }
}

/** GET /inspection/{id}: a published report, for anyone (404 for a draft). Staff see drafts too. */
export async function getReport(ctx: Ctx, id: number, lang: Lang, staff: boolean): Promise<InspectionReport> {
  const [row] = await ctx.db.select().from(inspections).where(eq(inspections.id, id))
  if (!row || (row.status !== 'published' && !staff)) throw new AppError(404, 'inspectionNotFound')
  return toReport(ctx.db, row, lang)
}

/** The newest published inspection of a listing, or undefined. */
async function newestPublished(db: Pick<Db, 'select'>, goodsId: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(inspections)
    .where(and(eq(inspections.goodsId, goodsId), isNotNull(inspections.publishedAt)))
    .orderBy(desc(inspections.publishedAt), desc(inspections.id))
    .limit(1)
  return row
}

/** The listing's badge (goods detail): the newest published inspection. */
export async function inspectionBadge(db: Pick<Db, 'select'>, goodsId: number, gameId: number, lang: Lang): Promise<InspectionBadge | null> {
  const row = await newestPublished(db, goodsId)
  if (!row || !row.publishedAt) return null
  const checks = labelled(row.checks, await templateOf(db, gameId), lang)
  return { id: row.id, publishedAt: row.publishedAt.toISOString(), checked: checks.map((c) => c.label), passed: !row.differs }
}

/** GET /web/inspection/goods/{goodsId}: the badge of a catalogue listing (null: none published). */
export async function listingBadge(ctx: Ctx, goodsId: number, lang: Lang): Promise<InspectionBadge | null> {
  const listing = await listingOf(ctx.db, goodsId)
  if (!listing || listing.channel !== 'consign') throw new AppError(404, 'inspectionGoodsNotFound')
  return inspectionBadge(ctx.db, goodsId, listing.gameId, lang)
}

/**
 * Why a listing may not go on sale because of inspections, or null: the newest report found differences the
 * listing still has, or its risk is high and no report was published.
 */
export async function inspectionDifferences(db: Pick<Db, 'select'>, goodsId: number): Promise<StoredCheck[]> {
  const row = await newestPublished(db, goodsId)
  if (!row || !row.differs) return []
  const listing = await listingOf(db, goodsId)
  return stillDiffering(row.checks, listing.attrs, listing.bindings)
}

/** POST /admin/inspections {goodsId}: a draft with the checklist; the seller is told the session started. */
export async function startInspection(ctx: Ctx, actor: Actor, goodsId: number, lang: Lang): Promise<InspectionReport> {
  const listing = await listingOf(ctx.db, goodsId)
  if (!listing || listing.channel !== 'consign') throw new AppError(404, 'inspectionGoodsNotFound')
  if (listing.status === 'sold') throw new AppError(409, 'inspectionGoodsSold')
  const template = await templateOf(ctx.db, listing.gameId)
  const now = new Date()
  let row: Row
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(inspections)
        .values({ goodsId, inspectorId: actor.userId, loginAt: now, checks: newChecklist(template, listing.attrs, listing.bindings), createdAt: now })
        .returning()
      await notify(tx, listing.sellerId, {
        kind: 'goods',
        copy: copy('inspection.started', { title: listing.title, goodsNo: listing.goodsNo, at: now.toISOString() }),
        link: MY_PRODUCTS_LINK,
      })
      await audit(tx, actor, { action: 'inspection.start', targetType: 'goods', targetId: goodsId, before: null, after: { inspectionId: created.id }, reason: null })
      return created
    })
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(409, 'inspectionDraftExists')
    throw e
  }
  return toReport(ctx.db, row, lang)
}

async function draftOf(db: Pick<Db, 'select'>, id: number): Promise<Row> {
  const [row] = await db.select().from(inspections).where(eq(inspections.id, id))
  if (!row) throw new AppError(404, 'inspectionNotFound')
  if (row.status !== 'draft') throw new AppError(409, 'inspectionPublished')
  return row
}

/** PUT /admin/inspections/{id}: the results of some or all checks (drafts only). */
export async function saveChecks(ctx: Ctx, id: number, input: InspectionChecksInput, lang: Lang): Promise<InspectionReport> {
  const row = await draftOf(ctx.db, id)
  const listing = await listingOf(ctx.db, row.goodsId)
  const template = new Map((await templateOf(ctx.db, listing.gameId)).map((a) => [a.key, a]))
  const byKey = new Map(row.checks.map((c) => [c.key, c]))
  for (const given of input.checks) {
    const check = byKey.get(given.key as StoredCheck['key'])
    if (!check) throw new AppError(400, 'inspectionUnknownCheck')
    let observed = given.observed?.trim() || null
    if (!given.ok && correctable(check)) {
      if (!observed || observed.length > OBSERVED_MAX) throw new AppError(400, 'inspectionObservedRequired', { max: OBSERVED_MAX })
      const attr = check.key.startsWith('attr:') ? template.get(check.key.slice(5)) : undefined
      if (attr?.type === 'number' && !Number.isFinite(Number(observed))) throw new AppError(400, 'inspectionObservedNumber', { label: attr.label })
      if (check.key.startsWith('binding:')) observed = observed === 'yes' || observed === 'true' || observed === '已绑定' ? 'yes' : 'no'
    }
    byKey.set(check.key, { ...check, ok: given.ok, observed: given.ok ? null : observed })
  }
  const note = input.note === undefined ? row.note : input.note?.trim() || null
  if (note && note.length > NOTE_MAX) throw new AppError(400, 'inspectionNoteRule', { max: NOTE_MAX })
  const checks = row.checks.map((c) => byKey.get(c.key)!)
  const updated = await ctx.db
    .update(inspections)
    .set({ checks, note, differs: checks.some((c) => c.ok === false) })
    .where(and(eq(inspections.id, id), eq(inspections.status, 'draft')))
    .returning()
  if (updated.length === 0) throw new AppError(409, 'inspectionPublished')
  return toReport(ctx.db, updated[0], lang)
}

/**
 * POST /admin/inspections/{id}/screenshots {url}: an image the inspector uploaded, stored again with the listing
 * number and the time burnt in, and the SHA-256 of the stored bytes.
 */
export async function addScreenshot(ctx: Ctx, staffId: number, id: number, url: string, lang: Lang): Promise<InspectionReport> {
  const row = await draftOf(ctx.db, id)
  await assertOwnImages(ctx.db, staffId, [url])
  const source = await readUpload(ctx, keyOfUrl(url)!)
  if (!source) throw new AppError(400, 'imageInvalid')
  const shots = await ctx.db.select({ id: inspectionScreenshots.id }).from(inspectionScreenshots).where(eq(inspectionScreenshots.inspectionId, id))
  if (shots.length >= SCREENSHOTS_MAX) throw new AppError(400, 'inspectionTooManyScreenshots', { max: SCREENSHOTS_MAX })
  const listing = await listingOf(ctx.db, row.goodsId)
  const now = new Date()
  const marked = await burnWatermark(source.bytes, watermarkText(listing.goodsNo, now))
  const stored = await storeMadeImage(ctx, staffId, marked, 'image/jpeg')
  const sha256 = createHash('sha256').update(marked).digest('hex')
  try {
    await ctx.db.insert(inspectionScreenshots).values({ inspectionId: id, url: stored.url, sha256, createdAt: now })
  } catch {
    // published between the read and the insert: the trigger refused it
    throw new AppError(409, 'inspectionPublished')
  }
  return getReport(ctx, id, lang, true)
}

/** POST /admin/inspections/{id}/publish: every item checked and a screenshot at least; then never changes. */
export async function publishInspection(ctx: Ctx, actor: Actor, id: number, lang: Lang): Promise<InspectionReport> {
  const row = await draftOf(ctx.db, id)
  const unchecked = row.checks.filter((c) => c.ok === null).length
  if (unchecked > 0) throw new AppError(400, 'inspectionUnchecked', { count: unchecked })
  const shots = await ctx.db.select({ id: inspectionScreenshots.id }).from(inspectionScreenshots).where(eq(inspectionScreenshots.inspectionId, id))
  if (shots.length < SCREENSHOTS_MIN) throw new AppError(400, 'inspectionNoScreenshot', { min: SCREENSHOTS_MIN })
  const listing = await listingOf(ctx.db, row.goodsId)
  const differs = row.checks.filter((c) => c.ok === false)
  const now = new Date()
  const published = await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(inspections)
      .set({ status: 'published', publishedAt: now, differs: differs.length > 0 })
      .where(and(eq(inspections.id, id), eq(inspections.status, 'draft')))
      .returning()
    if (!done) return null
    await tx.update(inspectionRequests).set({ doneAt: now }).where(and(eq(inspectionRequests.goodsId, row.goodsId), isNull(inspectionRequests.doneAt)))
    await computeRisk(ctx, tx, row.goodsId)
    // what the buyer would be sold differs from what they see: off sale until corrected (review again)
    if (differs.length > 0) await goodsState.takeDown(tx, row.goodsId, now)
    await notify(tx, listing.sellerId, {
      kind: 'goods',
      copy:
        differs.length > 0
          ? copy('inspection.differs', { title: listing.title, goodsNo: listing.goodsNo, count: differs.length })
          : copy('inspection.passed', { title: listing.title, goodsNo: listing.goodsNo }),
      link: differs.length > 0 ? MY_PRODUCTS_LINK : reportLink(id),
    })
    await audit(tx, actor, {
      action: 'inspection.publish',
      targetType: 'goods',
      targetId: row.goodsId,
      before: null,
      after: { inspectionId: id, differs: differs.map((c) => c.key) },
      reason: null,
    })
    return done
  })
  if (!published) throw new AppError(409, 'inspectionPublished')
  return toReport(ctx.db, published, lang)
}

/** GET /admin/inspections/queue: sellers' open requests and high-risk listings under review without a report. */
export async function inspectionQueue(ctx: Ctx, lang: Lang, now = new Date()): Promise<InspectionQueueRow[]> {
  const columns = { goodsId: goods.id, goodsNo: goods.goodsNo, title: goods.title, status: goods.status, gameName: games.name, gameNameEn: games.nameEn }
  const [requested, risky, drafts] = await Promise.all([
    ctx.db
      .select({ ...columns, since: inspectionRequests.createdAt })
      .from(inspectionRequests)
      .innerJoin(goods, eq(goods.id, inspectionRequests.goodsId))
      .innerJoin(games, eq(games.id, goods.gameId))
      .where(isNull(inspectionRequests.doneAt)),
    ctx.db
      .select({ ...columns, since: goods.createdAt })
      .from(listingRisk)
      .innerJoin(goods, eq(goods.id, listingRisk.goodsId))
      .innerJoin(games, eq(games.id, goods.gameId))
      .where(and(eq(listingRisk.level, 'high'), eq(goods.status, 'pending_review'))),
    ctx.db.select({ id: inspections.id, goodsId: inspections.goodsId }).from(inspections).where(eq(inspections.status, 'draft')),
  ])
  const draftOfGoods = new Map(drafts.map((d) => [d.goodsId, d.id]))
  const inspected = new Set(
    risky.length === 0
      ? []
      : (
          await ctx.db
            .select({ goodsId: inspections.goodsId })
            .from(inspections)
            .where(and(inArray(inspections.goodsId, risky.map((r) => r.goodsId)), isNotNull(inspections.publishedAt)))
        ).map((r) => r.goodsId),
  )
  const seen = new Set<number>()
  const rows: InspectionQueueRow[] = []
  for (const [why, list] of [['request', requested], ['risk', risky.filter((r) => !inspected.has(r.goodsId))]] as const) {
    for (const r of list) {
      if (seen.has(r.goodsId)) continue
      seen.add(r.goodsId)
      rows.push({
        goodsId: r.goodsId,
        goodsNo: r.goodsNo,
        title: r.title,
        gameName: lang === 'en-US' && r.gameNameEn ? r.gameNameEn : r.gameName,
        status: r.status,
        why,
        since: r.since.toISOString(),
        waitingMinutes: Math.max(0, Math.floor((now.getTime() - r.since.getTime()) / 60_000)),
        draftId: draftOfGoods.get(r.goodsId) ?? null,
      })
    }
  }
  return rows.sort((a, b) => a.since.localeCompare(b.since))
}

async function ownListing(db: Pick<Db, 'select'>, sellerId: number, goodsId: number) {
  const listing = await listingOf(db, goodsId)
  if (!listing || listing.sellerId !== sellerId || listing.channel !== 'consign') throw new AppError(404, 'inspectionGoodsNotFound')
  return listing
}

/** POST /need/inspection/request {goodsId}: the seller asks for an inspection of their listing. */
export async function requestInspection(ctx: Ctx, sellerId: number, goodsId: number): Promise<void> {
  const listing = await ownListing(ctx.db, sellerId, goodsId)
  if (listing.status === 'sold') throw new AppError(409, 'inspectionGoodsSold')
  try {
    await ctx.db.insert(inspectionRequests).values({ goodsId, sellerId })
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(409, 'inspectionRequestExists')
    throw e
  }
}

/** GET /need/inspection/goods/{goodsId}: the seller's view (their listing only). */
export async function sellerView(ctx: Ctx, sellerId: number, goodsId: number, lang: Lang): Promise<SellerInspectionView> {
  const listing = await ownListing(ctx.db, sellerId, goodsId)
  const [open, row] = await Promise.all([
    ctx.db.select({ id: inspectionRequests.id }).from(inspectionRequests).where(and(eq(inspectionRequests.goodsId, goodsId), isNull(inspectionRequests.doneAt))),
    newestPublished(ctx.db, goodsId),
  ])
  const template = await templateOf(ctx.db, listing.gameId)
  const differing = row ? stillDiffering(row.checks, listing.attrs, listing.bindings) : []
  return {
    requested: open.length > 0,
    report: row ? await toReport(ctx.db, row, lang) : null,
    differs: labelled(differing, template, lang),
    risk: await publicRisk(ctx.db, ctx.config, goodsId, lang),
  }
}

/**
 * POST /need/inspection/goods/{goodsId}/correct: the seller takes the inspector's findings into the listing
 * (attributes and bindings); never while an order holds it. Login and ban failures need a new inspection.
 */
export async function correctListing(ctx: Ctx, sellerId: number, goodsId: number, lang: Lang): Promise<SellerInspectionView> {
  const listing = await ownListing(ctx.db, sellerId, goodsId)
  const row = await newestPublished(ctx.db, goodsId)
  const differing = row ? stillDiffering(row.checks, listing.attrs, listing.bindings) : []
  const fixable = differing.filter(correctable)
  if (fixable.length === 0) throw new AppError(400, differing.length > 0 ? 'inspectionNotCorrectable' : 'inspectionNothingToCorrect')
  const next = correctionOf(fixable, await templateOf(ctx.db, listing.gameId), listing.attrs as Record<string, AttrValue>, listing.bindings)
  await ctx.db.transaction(async (tx) => {
    const edited = await editListing(tx, goodsId, next, new Date(), and(eq(goods.sellerId, sellerId), inArray(goods.status, ['pending_review', 'on_sale', 'off_shelf', 'rejected'])))
    if (!edited) throw new AppError(409, 'goodsUnavailable')
    await computeRisk(ctx, tx, goodsId)
  })
  return sellerView(ctx, sellerId, goodsId, lang)
}
