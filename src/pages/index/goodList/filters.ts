import type { AccountRealName, AttrFilter, AttrTemplate, CompensationLevel, GameNode, GoodsQuery } from '../../../../contract/types'
import { t } from '../../../locales'
import '../../../locales/catalog'

/** The filter panel's values as the user edits them (prices in yuan, as typed). */
export interface FilterDraft {
  /** chosen nodes of the game's tree, top level first */
  path: GameNode[]
  priceMin: string
  priceMax: string
  /** choice attributes: the ticked options */
  choices: Record<string, string[]>
  /** number attributes: the typed range */
  ranges: Record<string, { min: string; max: string }>
  compensation: CompensationLevel | ''
  /** how the game account is real-name registered (the listing's fact, not a game attribute) */
  accountRealName: AccountRealName | ''
}

export const emptyDraft = (): FilterDraft => ({ path: [], priceMin: '', priceMax: '', choices: {}, ranges: {}, compensation: '', accountRealName: '' })

const NODE_FIELD = { system: 'systemId', carrier: 'carrierId', area: 'areaId', server: 'serverId' } as const

const num = (s: string): number | undefined => {
  const v = s.trim()
  if (!v) return undefined
  const n = Number(v)
  return Number.isFinite(n) && n >= 0 ? n : undefined
}

/** yuan as typed -> fen */
const fen = (s: string): number | undefined => {
  const n = num(s)
  return n === undefined ? undefined : Math.round(n * 100)
}

/**
 * The query part of a draft, or the message of what is wrong with it (a minimum above its maximum). Attribute
 * filters only for the game's filterable templates, in template order.
 */
export function draftToQuery(draft: FilterDraft, templates: AttrTemplate[]): { query: GoodsQuery } | { error: string } {
  const query: GoodsQuery = {}
  for (const node of draft.path) query[NODE_FIELD[node.level]] = node.id
  const priceMin = fen(draft.priceMin)
  const priceMax = fen(draft.priceMax)
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) return { error: t('list.badPrice') }
  if (priceMin !== undefined) query.priceMin = priceMin
  if (priceMax !== undefined) query.priceMax = priceMax
  const attrs: AttrFilter[] = []
  for (const tpl of templates) {
    if (!tpl.filterable) continue
    if (tpl.type === 'number') {
      const r = draft.ranges[tpl.key]
      const min = r ? num(r.min) : undefined
      const max = r ? num(r.max) : undefined
      if (min !== undefined && max !== undefined && min > max) return { error: t('list.badNumber', { label: tpl.label }) }
      if (min !== undefined || max !== undefined) attrs.push({ key: tpl.key, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) })
    } else if (tpl.type !== 'input') {
      const values = draft.choices[tpl.key]
      if (values && values.length > 0) attrs.push({ key: tpl.key, values })
    }
  }
  if (attrs.length > 0) query.attrs = attrs
  if (draft.compensation) query.compensation = draft.compensation
  if (draft.accountRealName) query.accountRealName = draft.accountRealName
  return { query }
}

/** how many filters are set (for the button's badge) */
export function countFilters(query: GoodsQuery): number {
  let n = 0
  if (query.systemId || query.carrierId || query.areaId || query.serverId) n++
  if (query.priceMin !== undefined || query.priceMax !== undefined) n++
  n += query.attrs?.length ?? 0
  if (query.compensation) n++
  if (query.accountRealName) n++
  return n
}
