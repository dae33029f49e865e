/**
 * The public card of a listing (GoodsSummary): goods columns from one single-table query, the game name, tree
 * node names and attribute labels from the reference snapshot (modules/game/reference.ts). Lists (catalogue,
 * favourites, history, orders) never fan out into per-row queries. Never selects credentials, cost or contact.
 */
import { inArray } from 'drizzle-orm'
import type { AttrType, AttrValue, CompensationLevel, GoodsAttr, GoodsStatus, GoodsSummary } from '../../../contract/types'
import type { Db } from '../../db/client'
import { goods } from './schema'
import { inLang, type Lang } from '../../lib/i18n'
import { nodeName, optionLabels } from '../game/node-names'
import { reference, type AttrRow, type Reference } from '../game/reference'
import { gameIconUrl } from '../game/service'
import { sellerStandings } from '../rating/stats'

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
  sellerId: goods.sellerId,
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
  sellerId: number
}

export function attrLabel(a: AttrRow, lang: Lang): string {
  return lang === 'en-US' && a.labelEn ? a.labelEn : a.label
}

/** The labels of a listing's value(s) of one attribute in the request's language (only values that have one). */
function valueLabelsOf(a: AttrRow, value: AttrValue, lang: Lang): Record<string, string> {
  const all = optionLabels(lang, a.optionsEn)
  const out: Record<string, string> = {}
  for (const v of Array.isArray(value) ? value : [String(value)]) if (all[v]) out[v] = all[v]
  return out
}

/** The listing's attributes with their template, in template order (values the template does not know are left out). */
export function goodsAttrs(ref: Reference, gameId: number, values: Record<string, AttrValue>, lang: Lang): GoodsAttr[] {
  return (ref.attrs.get(gameId) ?? []).flatMap((a) =>
    values[a.key] === undefined
      ? []
      : [
          {
            key: a.key,
            label: attrLabel(a, lang),
            type: a.type as AttrType,
            value: values[a.key],
            valueLabels: valueLabelsOf(a, values[a.key], lang),
            // units are stored in Chinese; in English the label says what is counted
            unit: lang === 'zh-CN' ? a.unit : null,
          },
        ],
  )
}

/** '英雄数量 120个', '段位 王者', '典藏皮肤 李白-千年之狐/至尊宝' */
function highlight(a: GoodsAttr, lang: Lang, labels: Record<string, string>): string {
  const show = (v: string) => labels[v] ?? v
  const value = Array.isArray(a.value) ? a.value.map(show).join('/') : show(String(a.value))
  // units are stored in Chinese ('个', '级'), so English cards leave them out
  const unit = a.type === 'number' && a.unit && lang === 'zh-CN' ? a.unit : ''
  return `${a.label} ${value}${unit}`.trim()
}

const HIGHLIGHTS = 3

/** Cover of a listing without images: its game's icon. */
export function coverOf(images: string[], gameIcon: string): string {
  return images[0] ?? gameIconUrl(gameIcon)
}

/** Names of the listing's tree nodes in the request's language (null where the listing has no node). */
export function nodeNames(ref: Reference, r: Pick<SummaryRow, 'systemId' | 'carrierId' | 'areaId' | 'serverId'>, lang: Lang) {
  return {
    systemName: nodeNameOf(ref, r.systemId, lang),
    carrierName: nodeNameOf(ref, r.carrierId, lang),
    areaName: nodeNameOf(ref, r.areaId, lang),
    serverName: nodeNameOf(ref, r.serverId, lang),
  }
}

function nodeNameOf(ref: Reference, id: number | null, lang: Lang): string | null {
  const n = id === null ? undefined : ref.nodes.get(id)
  return n ? nodeName(lang, n.level, n.key, n.name, n.nameEn) : null
}

/**
 * What every card of one game shares in one language, worked out once per reference snapshot: a catalogue page
 * then only looks values up (building labels and highlight order per row was a large part of the page's cost).
 */
interface GameCard {
  name: string
  /** cover of a listing without images */
  icon: string
  /** highlight candidates in display order: single values first, then checkbox lists */
  highlights: { attr: AttrRow; label: string; multi: boolean; labels: Record<string, string> }[]
}

interface CardParts {
  games: Map<number, GameCard>
  /** 'system / carrier / area / server' by the listing's four node ids */
  regions: Map<string, string>
}

const partsByRef = new WeakMap<Reference, Record<Lang, CardParts | undefined>>()

function cardParts(ref: Reference, lang: Lang): CardParts {
  let byLang = partsByRef.get(ref)
  if (!byLang) partsByRef.set(ref, (byLang = { 'zh-CN': undefined, 'en-US': undefined }))
  return (byLang[lang] ??= { games: new Map(), regions: new Map() })
}

function gameCard(ref: Reference, parts: CardParts, gameId: number, lang: Lang): GameCard {
  let card = parts.games.get(gameId)
  if (card) return card
  const game = ref.games.get(gameId)
  const attrs = ref.attrs.get(gameId) ?? []
  // Free text is too long for a card; checkbox lists only fill places the single values leave.
  const labels = (a: AttrRow) => optionLabels(lang, a.optionsEn)
  const single = attrs.filter((a) => a.type !== 'input' && a.type !== 'checkbox').map((a) => ({ attr: a, label: attrLabel(a, lang), multi: false, labels: labels(a) }))
  const multi = attrs.filter((a) => a.type === 'checkbox').map((a) => ({ attr: a, label: attrLabel(a, lang), multi: true, labels: labels(a) }))
  card = { name: game ? inLang(lang, game.name, game.nameEn) : '', icon: gameIconUrl(game?.icon ?? ''), highlights: [...single, ...multi] }
  parts.games.set(gameId, card)
  return card
}

function regionOf(ref: Reference, parts: CardParts, r: SummaryRow, lang: Lang): string {
  const key = `${r.systemId},${r.carrierId},${r.areaId},${r.serverId}`
  let region = parts.regions.get(key)
  if (region === undefined) {
    const n = nodeNames(ref, r, lang)
    region = [n.systemName, n.carrierName, n.areaName, n.serverName].filter((p) => p !== null).join(' / ')
    parts.regions.set(key, region)
  }
  return region
}

function highlightsOf(card: GameCard, values: Record<string, AttrValue>, lang: Lang): string[] {
  const out: string[] = []
  for (const h of card.highlights) {
    const value = values[h.attr.key]
    if (value === undefined || (h.multi && !(Array.isArray(value) && value.length > 0))) continue
    out.push(highlight({ key: h.attr.key, label: h.label, type: h.attr.type as AttrType, value, unit: h.attr.unit }, lang, h.labels))
    if (out.length === HIGHLIGHTS) break
  }
  return out
}

export function toSummary(ref: Reference, r: SummaryRow, lang: Lang): GoodsSummary {
  const parts = cardParts(ref, lang)
  const card = gameCard(ref, parts, r.gameId, lang)
  return {
    id: r.id,
    goodsNo: r.goodsNo,
    gameId: r.gameId,
    gameName: card.name,
    title: r.title,
    price: r.price,
    cover: r.images[0] ?? card.icon,
    region: regionOf(ref, parts, r, lang),
    compensation: r.compensation as CompensationLevel,
    status: r.status as GoodsStatus,
    views: r.views,
    highlights: highlightsOf(card, r.attrs, lang),
    publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
  }
}

/** The reference snapshot current for these rows. */
export function referenceFor(db: DbOrTx, rows: Pick<SummaryRow, 'gameId' | 'systemId' | 'carrierId' | 'areaId' | 'serverId'>[]) {
  const gameIds: number[] = []
  const nodeIds: number[] = []
  for (const r of rows) {
    gameIds.push(r.gameId)
    if (r.systemId !== null) nodeIds.push(r.systemId)
    if (r.carrierId !== null) nodeIds.push(r.carrierId)
    if (r.areaId !== null) nodeIds.push(r.areaId)
    if (r.serverId !== null) nodeIds.push(r.serverId)
  }
  return reference(db, { gameIds, nodeIds })
}

/** Cards of already selected rows, in their order, with their sellers' standing (one statement for the page). */
export async function toSummaries(db: DbOrTx, rows: SummaryRow[], lang: Lang): Promise<GoodsSummary[]> {
  if (rows.length === 0) return []
  const [ref, standings] = await Promise.all([referenceFor(db, rows), sellerStandings(db, rows.map((r) => r.sellerId))])
  const out = new Array<GoodsSummary>(rows.length)
  for (let i = 0; i < rows.length; i++) {
    const card = toSummary(ref, rows[i], lang)
    const standing = standings.get(rows[i].sellerId)
    out[i] = standing ? { ...card, sellerStanding: standing } : card
  }
  return out
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
