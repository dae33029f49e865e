/**
 * The public card of a listing (GoodsSummary): goods columns from one single-table query, the game name, tree
 * node names and attribute labels from the reference snapshot (modules/game/reference.ts). Lists (catalogue,
 * favourites, history, orders) never fan out into per-row queries. Never selects credentials, cost or contact.
 */
import { inArray } from 'drizzle-orm'
import type { AttrType, AttrValue, CompensationLevel, GoodsAttr, GoodsStatus, GoodsSummary } from '../../../contract/types'
import type { Db } from '../../db/client'
import { goods } from '../../db/schema'
import type { Lang } from '../../lib/i18n'
import { nodeName } from '../game/node-names'
import { reference, type AttrRow, type Reference } from '../game/reference'
import { GAME_ICON_PATH } from '../game/service'

/** A drizzle database or a transaction of it (both can run the summary query). */
export type DbOrTx = Pick<Db, 'select'>

/** The goods columns a card needs (select them with `db.select(summaryColumns).from(goods)`). */
export const summaryColumns = {
  id: goods.id,
  goodsNo: goods.goodsNo,
  gameId: goods.gameId,
  systemId: goods.systemId,
  carrierId: goods.carrierId,
  areaId: goods.areaId,
  serverId: goods.serverId,
  title: goods.title,
  price: goods.price,
  images: goods.images,
  attrs: goods.attrs,
  compensation: goods.compensation,
  status: goods.status,
  views: goods.views,
  publishedAt: goods.publishedAt,
}

export type SummaryRow = {
  id: number
  goodsNo: string
  gameId: number
  systemId: number | null
  carrierId: number | null
  areaId: number | null
  serverId: number | null
  title: string
  price: number
  images: string[]
  attrs: Record<string, AttrValue>
  compensation: string
  status: string
  views: number
  publishedAt: Date | null
}

export function attrLabel(a: AttrRow, lang: Lang): string {
  return lang === 'en-US' && a.labelEn ? a.labelEn : a.label
}

/** The listing's attributes with their template, in template order (values the template does not know are left out). */
export function goodsAttrs(ref: Reference, gameId: number, values: Record<string, AttrValue>, lang: Lang): GoodsAttr[] {
  return (ref.attrs.get(gameId) ?? []).flatMap((a) =>
    values[a.key] === undefined ? [] : [{ key: a.key, label: attrLabel(a, lang), type: a.type as AttrType, value: values[a.key], unit: a.unit }],
  )
}

/** '英雄数量 120个', '段位 王者', '典藏皮肤 李白-千年之狐/至尊宝' */
function highlight(a: GoodsAttr, lang: Lang): string {
  const value = Array.isArray(a.value) ? a.value.join('/') : String(a.value)
  // units are stored in Chinese ('个', '级'), so English cards leave them out
  const unit = a.type === 'number' && a.unit && lang === 'zh-CN' ? a.unit : ''
  return `${a.label} ${value}${unit}`.trim()
}

const HIGHLIGHTS = 3

function highlights(attrs: GoodsAttr[], lang: Lang): string[] {
  // Free text is too long for a card; checkbox lists only fill places the single values leave.
  const single = attrs.filter((a) => a.type !== 'input' && a.type !== 'checkbox')
  const multi = attrs.filter((a) => a.type === 'checkbox' && Array.isArray(a.value) && a.value.length > 0)
  return [...single, ...multi].slice(0, HIGHLIGHTS).map((a) => highlight(a, lang))
}

/** Cover of a listing without images: its game's icon. */
export function coverOf(images: string[], gameIcon: string): string {
  return images[0] ?? GAME_ICON_PATH + gameIcon
}

/** Names of the listing's tree nodes in the request's language (null where the listing has no node). */
export function nodeNames(ref: Reference, r: Pick<SummaryRow, 'systemId' | 'carrierId' | 'areaId' | 'serverId'>, lang: Lang) {
  const name = (id: number | null) => {
    const n = id === null ? undefined : ref.nodes.get(id)
    return n ? nodeName(lang, n.level, n.key, n.name) : null
  }
  return { systemName: name(r.systemId), carrierName: name(r.carrierId), areaName: name(r.areaId), serverName: name(r.serverId) }
}

export function toSummary(ref: Reference, r: SummaryRow, lang: Lang): GoodsSummary {
  const game = ref.games.get(r.gameId)
  const n = nodeNames(ref, r, lang)
  return {
    id: r.id,
    goodsNo: r.goodsNo,
    gameId: r.gameId,
    gameName: game?.name ?? '',
    title: r.title,
    price: r.price,
    cover: coverOf(r.images, game?.icon ?? ''),
    region: [n.systemName, n.carrierName, n.areaName, n.serverName].filter((p) => p !== null).join(' / '),
    compensation: r.compensation as CompensationLevel,
    status: r.status as GoodsStatus,
    views: r.views,
    highlights: highlights(goodsAttrs(ref, r.gameId, r.attrs, lang), lang),
    publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
  }
}

/** The reference snapshot current for these rows. */
export function referenceFor(db: DbOrTx, rows: Pick<SummaryRow, 'gameId' | 'systemId' | 'carrierId' | 'areaId' | 'serverId'>[]) {
  return reference(db, {
    gameIds: rows.map((r) => r.gameId),
    nodeIds: rows.flatMap((r) => [r.systemId, r.carrierId, r.areaId, r.serverId].filter((id): id is number => id !== null)),
  })
}

/** Cards of already selected rows, in their order. */
export async function toSummaries(db: DbOrTx, rows: SummaryRow[], lang: Lang): Promise<GoodsSummary[]> {
  if (rows.length === 0) return []
  const ref = await referenceFor(db, rows)
  return rows.map((r) => toSummary(ref, r, lang))
}

/**
 * Summaries of the given listings, whatever their status (an order list shows sold ones too); ids that do not
 * exist are absent from the map. Accepts a transaction (`tx`) as well as the database.
 */
export async function loadGoodsSummaries(db: DbOrTx, ids: number[], lang: Lang): Promise<Map<number, GoodsSummary>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await db.select(summaryColumns).from(goods).where(inArray(goods.id, unique))
  const cards = await toSummaries(db, rows, lang)
  return new Map(cards.map((c) => [c.id, c]))
}
