/**
 * Home banners and featured blocks as admins manage them (GET /account/zhubo/list shows the enabled ones by
 * sort). Images come from the uploads; links are app page paths the home page can open. Each change and its
 * audit entry commit together.
 */
import { and, asc, eq, max } from 'drizzle-orm'
import {
  PROMOTION_LINK_MAX,
  PROMOTION_LINK_RE,
  PROMOTION_SUBTITLE_EN_MAX,
  PROMOTION_SUBTITLE_MAX,
  PROMOTION_TITLE_EN_MAX,
  PROMOTION_TITLE_MAX,
  type AdminPromotion,
  type PromotionInput,
  type PromotionOrderInput,
} from '../../../contract/admin-content'
import type { PromotionSlot } from '../../../contract/catalogue'
import { charCount, lengthOk } from '../../../contract/rules'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { promotions } from './schema'
import { AppError } from '../../lib/errors'
import { audit, changes, type Actor } from '../audit/service'
import { acceptedImage } from './images'

type Row = typeof promotions.$inferSelect

const toAdmin = (r: Row): AdminPromotion => ({
  id: r.id,
  slot: r.slot as PromotionSlot,
  title: r.title,
  subtitle: r.subtitle,
  titleEn: r.titleEn,
  subtitleEn: r.subtitleEn,
  image: r.image,
  link: r.link,
  sort: r.sort,
  enabled: r.enabled,
})

const fields = (r: Row) => ({ slot: r.slot, title: r.title, subtitle: r.subtitle, titleEn: r.titleEn, subtitleEn: r.subtitleEn, image: r.image, link: r.link, enabled: r.enabled })

/** GET /admin/promotions?slot: enabled or not, in display order. */
export async function listAdminPromotions(db: Db, slot?: PromotionSlot): Promise<AdminPromotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(slot ? eq(promotions.slot, slot) : undefined)
    .orderBy(asc(promotions.slot), asc(promotions.sort), asc(promotions.id))
  return rows.map(toAdmin)
}

async function checkInput(db: Db, input: PromotionInput, current?: Row) {
  const title = input.title.trim()
  if (!lengthOk(title, 1, PROMOTION_TITLE_MAX)) throw new AppError(400, 'promoTitleRule', { max: PROMOTION_TITLE_MAX })
  const subtitle = input.subtitle?.trim() || null
  if (subtitle !== null && charCount(subtitle) > PROMOTION_SUBTITLE_MAX) throw new AppError(400, 'promoSubtitleRule', { max: PROMOTION_SUBTITLE_MAX })
  // absent (a client that does not know them): an edit keeps them
  const titleEn = input.titleEn === undefined ? (current?.titleEn ?? null) : input.titleEn?.trim() || null
  if (titleEn !== null && charCount(titleEn) > PROMOTION_TITLE_EN_MAX) throw new AppError(400, 'promoTitleEnRule', { max: PROMOTION_TITLE_EN_MAX })
  const subtitleEn = input.subtitleEn === undefined ? (current?.subtitleEn ?? null) : input.subtitleEn?.trim() || null
  if (subtitleEn !== null && charCount(subtitleEn) > PROMOTION_SUBTITLE_EN_MAX) {
    throw new AppError(400, 'promoSubtitleEnRule', { max: PROMOTION_SUBTITLE_EN_MAX })
  }
  const link = input.link?.trim() || null
  if (link !== null && (link.length > PROMOTION_LINK_MAX || !PROMOTION_LINK_RE.test(link))) {
    throw new AppError(400, 'promoLinkRule', { max: PROMOTION_LINK_MAX })
  }
  const image = await acceptedImage(db, input.image, current?.image)
  if (!image) throw new AppError(400, 'promoImageInvalid')
  return { slot: input.slot, title, subtitle, titleEn, subtitleEn, image, link, enabled: input.enabled }
}

/** POST /admin/promotions: last of its slot. */
export async function createPromotion(ctx: Ctx, actor: Actor, input: PromotionInput): Promise<AdminPromotion> {
  return ctx.db.transaction(async (tx) => {
    const values = await checkInput(tx, input)
    const [{ last }] = await tx.select({ last: max(promotions.sort) }).from(promotions).where(eq(promotions.slot, values.slot))
    const [row] = await tx.insert(promotions).values({ ...values, sort: (last ?? 0) + 1 }).returning()
    await audit(tx, actor, { action: 'promotion.create', targetType: 'promotion', targetId: row.id, after: fields(row) })
    return toAdmin(row)
  })
}

/** PUT /admin/promotions/{id}: a block moved to the other slot goes last there. */
export async function updatePromotion(ctx: Ctx, actor: Actor, id: number, input: PromotionInput): Promise<AdminPromotion> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update')
    if (!current) throw new AppError(404, 'promoNotFound')
    const values = await checkInput(tx, input, current)
    let sort = current.sort
    if (values.slot !== current.slot) {
      const [{ last }] = await tx.select({ last: max(promotions.sort) }).from(promotions).where(eq(promotions.slot, values.slot))
      sort = (last ?? 0) + 1
    }
    const [row] = await tx.update(promotions).set({ ...values, sort }).where(eq(promotions.id, id)).returning()
    await audit(tx, actor, { action: 'promotion.update', targetType: 'promotion', targetId: id, ...changes(fields(current), fields(row)) })
    return toAdmin(row)
  })
}

/** DELETE /admin/promotions/{id} */
export async function deletePromotion(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(promotions).where(eq(promotions.id, id)).returning()
    if (!row) throw new AppError(404, 'promoNotFound')
    await audit(tx, actor, { action: 'promotion.delete', targetType: 'promotion', targetId: id, before: fields(row) })
  })
}

/** PUT /admin/promotions/order: `ids` must be every promotion of the slot, each once; sorts become 1..n. */
export async function reorderPromotions(ctx: Ctx, actor: Actor, input: PromotionOrderInput): Promise<AdminPromotion[]> {
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: promotions.id })
      .from(promotions)
      .where(eq(promotions.slot, input.slot))
      .orderBy(asc(promotions.sort), asc(promotions.id))
      .for('update')
    const known = new Set(rows.map((r) => r.id))
    if (input.ids.length !== rows.length || new Set(input.ids).size !== rows.length || input.ids.some((x) => !known.has(x))) {
      throw new AppError(400, 'promoOrderMismatch')
    }
    for (const [i, id] of input.ids.entries()) await tx.update(promotions).set({ sort: i + 1 }).where(and(eq(promotions.id, id)))
    await audit(tx, actor, {
      action: 'promotion.reorder',
      targetType: 'promotion',
      targetId: input.slot,
      before: { ids: rows.map((r) => r.id) },
      after: { ids: input.ids },
    })
  })
  return listAdminPromotions(ctx.db, input.slot)
}
