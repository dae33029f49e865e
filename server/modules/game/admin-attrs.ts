/**
 * A game's attribute template as admins edit it. The template is what the sell form asks and the server checks
 * (consignment/validate.ts, through the reference snapshot), so a change applies to listings submitted from then
 * on; listings already made keep their stored values. For that reason an attribute's key (where listings store
 * the value) and type (the value's shape) are fixed once created. Each change and its audit entry commit
 * together, then this process's reference snapshot is dropped (reference.ts).
 */
import { randomBytes } from 'node:crypto'
import { asc, eq, max } from 'drizzle-orm'
import {
  ATTR_KEY_RE,
  ATTR_LABEL_MAX,
  ATTR_OPTION_MAX,
  ATTR_OPTIONS_MAX,
  ATTR_UNIT_MAX,
  NAME_EN_MAX,
  type AdminGameAttr,
  type GameAttrInput,
  type GameAttrOrderInput,
} from '../../../contract/admin-catalogue'
import type { AttrType } from '../../../contract/catalogue'
import { charCount, lengthOk } from '../../../contract/rules'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { gameAttrs, games } from './schema'
import { AppError, isUniqueViolation } from '../../lib/errors'
import { audit, changes, type Actor } from '../audit/service'
import { catalogueChanged } from '../goods/catalogue-version'
import { dropReference } from './reference'

type AttrRow = typeof gameAttrs.$inferSelect

const CHOICE: AttrType[] = ['radio', 'boxradio', 'checkbox']

const toAdmin = (r: AttrRow): AdminGameAttr => ({
  id: r.id,
  key: r.key,
  label: r.label,
  labelEn: r.labelEn,
  type: r.type as AttrType,
  options: r.options,
  optionsEn: r.optionsEn,
  unit: r.unit,
  required: r.required,
  filterable: r.filterable,
  min: r.min,
  max: r.max,
  sort: r.sort,
})

/** what an audit entry keeps of an attribute */
const auditFields = (r: Pick<AttrRow, 'key' | 'label' | 'labelEn' | 'type' | 'options' | 'optionsEn' | 'unit' | 'required' | 'filterable' | 'min' | 'max'>) => ({
  key: r.key,
  label: r.label,
  labelEn: r.labelEn,
  type: r.type,
  options: r.options,
  optionsEn: r.optionsEn,
  unit: r.unit,
  required: r.required,
  filterable: r.filterable,
  min: r.min,
  max: r.max,
})

async function requireGameRow(db: Db, gameId: number) {
  const [game] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId))
  if (!game) throw new AppError(404, 'catGameNotFound')
}

/** GET /admin/games/{id}/attrs */
export async function adminAttrs(db: Db, gameId: number): Promise<AdminGameAttr[]> {
  await requireGameRow(db, gameId)
  const rows = await db.select().from(gameAttrs).where(eq(gameAttrs.gameId, gameId)).orderBy(asc(gameAttrs.sort), asc(gameAttrs.id))
  return rows.map(toAdmin)
}

/** The stored form of an attribute's fields (all but key and sort), each rule with its own message. */
function checkFields(input: GameAttrInput) {
  const label = input.label.trim()
  if (!lengthOk(label, 1, ATTR_LABEL_MAX)) throw new AppError(400, 'catAttrLabelRule', { max: ATTR_LABEL_MAX })
  const labelEn = input.labelEn?.trim() || null
  if (labelEn !== null && charCount(labelEn) > NAME_EN_MAX) throw new AppError(400, 'catAttrLabelEnRule', { max: NAME_EN_MAX })
  const options = input.options.map((o) => o.trim())
  if (CHOICE.includes(input.type)) {
    if (options.length === 0) throw new AppError(400, 'catAttrOptionsRequired')
    if (options.length > ATTR_OPTIONS_MAX) throw new AppError(400, 'catAttrOptionsTooMany', { max: ATTR_OPTIONS_MAX })
    for (const o of options) if (!lengthOk(o, 1, ATTR_OPTION_MAX)) throw new AppError(400, 'catAttrOptionRule', { max: ATTR_OPTION_MAX })
    const seen = new Set<string>()
    for (const o of options) {
      if (seen.has(o)) throw new AppError(400, 'catAttrOptionsDuplicate', { option: o })
      seen.add(o)
    }
  } else if (options.length > 0 || Object.keys(input.optionsEn ?? {}).length > 0) throw new AppError(400, 'catAttrOptionsNotAllowed')
  const optionsEn = input.optionsEn === undefined ? undefined : optionNamesEn(input.optionsEn, options)
  const unit = input.unit?.trim() || null
  if (unit !== null && charCount(unit) > ATTR_UNIT_MAX) throw new AppError(400, 'catAttrUnitRule', { max: ATTR_UNIT_MAX })
  const min = input.min ?? null
  const maxValue = input.max ?? null
  if ((min !== null || maxValue !== null) && input.type !== 'number') throw new AppError(400, 'catAttrRangeNumberOnly')
  if (min !== null && maxValue !== null && min > maxValue) throw new AppError(400, 'catAttrRangeRule')
  return { label, labelEn, type: input.type, options, optionsEn, unit, required: input.required, filterable: input.filterable, min, max: maxValue }
}

/**
 * The stored English option names: each for an option of the attribute (keys trimmed as the options are), a blank
 * one left out (English readers then see the value), none longer than NAME_EN_MAX.
 */
function optionNamesEn(given: Record<string, string>, options: string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [rawValue, rawName] of Object.entries(given)) {
    const value = rawValue.trim()
    if (!options.includes(value)) throw new AppError(400, 'catAttrOptionEnUnknown', { option: value })
    const name = rawName.trim()
    if (charCount(name) > NAME_EN_MAX) throw new AppError(400, 'catAttrOptionEnRule', { max: NAME_EN_MAX })
    if (name) out[value] = name
  }
  return out
}

/** POST /admin/games/{id}/attrs: last in the form. */
export async function addAttr(ctx: Ctx, actor: Actor, gameId: number, input: GameAttrInput): Promise<AdminGameAttr> {
  const fields = checkFields(input)
  const key = input.key?.trim() || 'a' + randomBytes(4).toString('hex')
  if (!ATTR_KEY_RE.test(key)) throw new AppError(400, 'catAttrKeyRule')
  let row: AttrRow
  try {
    row = await ctx.db.transaction(async (tx) => {
      // the game row is locked so concurrent additions to one game take their places one after the other
      const [game] = await tx.select({ id: games.id }).from(games).where(eq(games.id, gameId)).for('update')
      if (!game) throw new AppError(404, 'catGameNotFound')
      const [{ last }] = await tx.select({ last: max(gameAttrs.sort) }).from(gameAttrs).where(eq(gameAttrs.gameId, gameId))
      const [created] = await tx
        .insert(gameAttrs)
        .values({ gameId, key, ...fields, optionsEn: fields.optionsEn ?? {}, sort: (last ?? -1) + 1 })
        .returning()
      await catalogueChanged(tx)
      await audit(tx, actor, { action: 'gameAttr.create', targetType: 'gameAttr', targetId: created.id, after: { gameId, ...auditFields(created) } })
      return created
    })
  } catch (err) {
    if (isUniqueViolation(err, 'game_attrs_key')) throw new AppError(409, 'catAttrKeyTaken')
    throw err
  }
  dropReference(ctx.db)
  return toAdmin(row)
}

/** PUT /admin/game-attrs/{id}: label, options, unit, required, filterable, range; key and type stay. */
export async function updateAttr(ctx: Ctx, actor: Actor, id: number, input: GameAttrInput): Promise<AdminGameAttr> {
  const fields = checkFields(input)
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(gameAttrs).where(eq(gameAttrs.id, id)).for('update')
    if (!current) throw new AppError(404, 'catAttrNotFound')
    if (input.key !== undefined && input.key.trim() !== current.key) throw new AppError(400, 'catAttrKeyFixed')
    if (input.type !== current.type) throw new AppError(400, 'catAttrTypeFixed')
    // not sent (a client that does not know them): the English names of the options that stay are kept
    const optionsEn = fields.optionsEn ?? Object.fromEntries(Object.entries(current.optionsEn).filter(([value]) => fields.options.includes(value)))
    const [updated] = await tx.update(gameAttrs).set({ ...fields, optionsEn }).where(eq(gameAttrs.id, id)).returning()
    const diff = changes(auditFields(current), auditFields(updated))
    await catalogueChanged(tx)
    await audit(tx, actor, { action: 'gameAttr.update', targetType: 'gameAttr', targetId: id, ...diff })
    return updated
  })
  dropReference(ctx.db)
  return toAdmin(row)
}

/** DELETE /admin/game-attrs/{id}: listings keep the value they stored under its key (no longer shown or asked). */
export async function removeAttr(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(gameAttrs).where(eq(gameAttrs.id, id)).for('update')
    if (!current) throw new AppError(404, 'catAttrNotFound')
    await tx.delete(gameAttrs).where(eq(gameAttrs.id, id))
    await catalogueChanged(tx)
    await audit(tx, actor, { action: 'gameAttr.remove', targetType: 'gameAttr', targetId: id, before: { gameId: current.gameId, ...auditFields(current) } })
  })
  dropReference(ctx.db)
}

/** PUT /admin/games/{id}/attrs/order: `ids` must be every attribute of the game, each once. */
export async function reorderAttrs(ctx: Ctx, actor: Actor, gameId: number, input: GameAttrOrderInput): Promise<AdminGameAttr[]> {
  await ctx.db.transaction(async (tx) => {
    const [game] = await tx.select({ id: games.id }).from(games).where(eq(games.id, gameId)).for('update')
    if (!game) throw new AppError(404, 'catGameNotFound')
    const rows = await tx
      .select({ id: gameAttrs.id })
      .from(gameAttrs)
      .where(eq(gameAttrs.gameId, gameId))
      .orderBy(asc(gameAttrs.sort), asc(gameAttrs.id))
    const known = new Set(rows.map((r) => r.id))
    if (input.ids.length !== rows.length || new Set(input.ids).size !== rows.length || input.ids.some((x) => !known.has(x))) {
      throw new AppError(400, 'catAttrOrderMismatch')
    }
    for (const [sort, id] of input.ids.entries()) await tx.update(gameAttrs).set({ sort }).where(eq(gameAttrs.id, id))
    await catalogueChanged(tx)
    await audit(tx, actor, {
      action: 'gameAttr.reorder',
      targetType: 'game',
      targetId: gameId,
      before: { ids: rows.map((r) => r.id) },
      after: { ids: input.ids },
    })
  })
  dropReference(ctx.db)
  return adminAttrs(ctx.db, gameId)
}
