/**
 * The checklist of an inspection, made from the game's attribute template when the inspection starts: login
 * works, each attribute the listing declares matches, the bindings are as declared, no ban or limit. Stored
 * without labels (the reader's language labels them) and with values as canonical text, so the seller's listing
 * can be compared with what the inspector saw (stillDiffering) and corrected to it (correctionOf).
 */
import type { AttrValue } from '../../../contract/catalogue'
import type { InspectionCheck } from '../../../contract/inspection'
import type { AccountBindings } from '../../../contract/trade'
import type { Lang } from '../../lib/lang'
import type { AttrRow } from '../game/reference'
import { attrLabel } from '../goods/summary'

export type StoredCheck = Omit<InspectionCheck, 'label'>

const BINDINGS = ['phone', 'email', 'thirdParty'] as const

const FIXED_LABELS: Record<string, Record<Lang, string>> = {
  login: { 'zh-CN': '账号密码可登录', 'en-US': 'the credentials log in' },
  noBan: { 'zh-CN': '无封禁、无限制', 'en-US': 'no ban or limit' },
  'binding:phone': { 'zh-CN': '绑定手机与描述一致', 'en-US': 'bound phone as declared' },
  'binding:email': { 'zh-CN': '绑定邮箱/密保与描述一致', 'en-US': 'bound email as declared' },
  'binding:thirdParty': { 'zh-CN': '第三方登录与描述一致', 'en-US': 'third-party logins as declared' },
}

export const OBSERVED_MAX = 100

/** canonical text of an attribute value: numbers as digits, several options joined by '、' */
export function attrText(v: AttrValue | undefined): string | null {
  if (v === undefined || v === null) return null
  return Array.isArray(v) ? v.join('、') : String(v)
}

const boolText = (b: boolean) => (b ? 'yes' : 'no')

export function newChecklist(template: AttrRow[], attrs: Record<string, AttrValue>, bindings: AccountBindings): StoredCheck[] {
  const checks: StoredCheck[] = [{ key: 'login', declared: null, ok: null, observed: null }]
  for (const a of template) {
    if (attrs[a.key] === undefined) continue
    checks.push({ key: `attr:${a.key}`, declared: attrText(attrs[a.key]), ok: null, observed: null })
  }
  for (const b of BINDINGS) checks.push({ key: `binding:${b}`, declared: boolText(bindings[b]), ok: null, observed: null })
  checks.push({ key: 'noBan', declared: null, ok: null, observed: null })
  return checks
}

function valueIn(key: string, text: string | null, lang: Lang): string | null {
  if (text === null || !key.startsWith('binding:')) return text
  const yes = text === 'yes'
  return lang === 'en-US' ? (yes ? 'bound' : 'not bound') : yes ? '已绑定' : '未绑定'
}

export function labelled(checks: StoredCheck[], template: AttrRow[], lang: Lang): InspectionCheck[] {
  const attrs = new Map(template.map((a) => [a.key, a]))
  return checks.map((c) => {
    const attr = c.key.startsWith('attr:') ? attrs.get(c.key.slice(5)) : undefined
    const unit = attr?.type === 'number' && attr.unit && lang === 'zh-CN' ? attr.unit : ''
    const label = attr ? attrLabel(attr, lang) : (FIXED_LABELS[c.key]?.[lang] ?? c.key)
    return {
      ...c,
      label,
      declared: c.declared === null ? null : valueIn(c.key, c.declared, lang) + (c.key.startsWith('attr:') ? unit : ''),
      observed: c.observed === null ? null : valueIn(c.key, c.observed, lang) + (c.key.startsWith('attr:') ? unit : ''),
    }
  })
}

/** The failed checks of a report the listing still differs from (login and ban failures always do). */
export function stillDiffering(checks: StoredCheck[], attrs: Record<string, AttrValue>, bindings: AccountBindings): StoredCheck[] {
  return checks.filter((c) => {
    if (c.ok !== false) return false
    if (c.key.startsWith('attr:')) return attrText(attrs[c.key.slice(5)]) !== c.observed
    if (c.key.startsWith('binding:')) return boolText(bindings[c.key.slice(8) as (typeof BINDINGS)[number]]) !== c.observed
    return true
  })
}

/** The listing's attributes and bindings set to what the inspector saw (only attribute and binding items). */
export function correctionOf(
  differing: StoredCheck[],
  template: AttrRow[],
  attrs: Record<string, AttrValue>,
  bindings: AccountBindings,
): { attrs: Record<string, AttrValue>; bindings: AccountBindings } {
  const types = new Map(template.map((a) => [a.key, a.type]))
  const nextAttrs = { ...attrs }
  const nextBindings = { ...bindings }
  for (const c of differing) {
    if (c.observed === null) continue
    if (c.key.startsWith('attr:')) {
      const key = c.key.slice(5)
      const type = types.get(key)
      nextAttrs[key] = type === 'number' ? Number(c.observed) : type === 'checkbox' ? c.observed.split(/[、,，]/).map((s) => s.trim()).filter(Boolean) : c.observed
    } else if (c.key.startsWith('binding:')) {
      nextBindings[c.key.slice(8) as (typeof BINDINGS)[number]] = c.observed === 'yes'
    }
  }
  return { attrs: nextAttrs, bindings: nextBindings }
}

/** The seller can correct attribute and binding items, not a failed login or a ban. */
export const correctable = (c: StoredCheck) => c.key.startsWith('attr:') || c.key.startsWith('binding:')
