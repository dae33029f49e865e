import Taro from '@tarojs/taro'
import type { AccountRealName, AttrTemplate, AttrValue } from '../../contract/types'
import {
  ATTR_TEXT_MAX,
  attrProblem,
  charCount,
  CONTACT_MAX,
  CONTACT_MIN,
  CREDENTIAL_MAX,
  CREDENTIAL_NOTES_MAX,
  IMAGES_MAX,
  IMAGES_MIN,
  lengthOk,
  PRICE_MAX_FEN,
  PRICE_MIN_FEN,
  priceOk,
  SELL_DESCRIPTION_MAX,
  SELL_DESCRIPTION_MIN,
  SELL_TITLE_MAX,
  SELL_TITLE_MIN,
} from '../../contract/rules'
import { t } from '../locales'
import { yuanToFen } from './format'
import '../locales/selling'

const isEmpty = (v: AttrValue | undefined | null) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

/**
 * A description draft from the chosen attributes, in template order, e.g. '英雄数量：120个；段位：荣耀王者。'.
 * Attributes left empty are skipped; '' when nothing is chosen.
 */
export function describeAttrs(templates: AttrTemplate[], values: Record<string, AttrValue | undefined>): string {
  const parts: string[] = []
  for (const tpl of templates) {
    const v = values[tpl.key]
    if (isEmpty(v)) continue
    // options in the current language (English names where the catalogue has them)
    const shown = Array.isArray(v)
      ? v.map((o) => tpl.optionLabels?.[o] ?? o).join(t('selling.describe.listSep'))
      : typeof v === 'string' && tpl.options.includes(v)
        ? (tpl.optionLabels?.[v] ?? v)
        : String(v).trim() + (tpl.type === 'number' && tpl.unit ? tpl.unit : '')
    if (shown) parts.push(t('selling.describe.pair', { label: tpl.label, value: shown }))
  }
  return parts.length ? parts.join(t('selling.describe.sep')) + t('selling.describe.end') : ''
}

/** The on-screen message of an attribute's problem (contract attrProblem), or '' when it is fine. */
export function attrProblemText(tpl: AttrTemplate, value: AttrValue | undefined | null): string {
  const problem = attrProblem(tpl, value)
  if (!problem) return ''
  switch (problem) {
    case 'missing':
      return tpl.type === 'number' || tpl.type === 'input'
        ? t('selling.attr.missingInput', { label: tpl.label })
        : t('selling.attr.missingChoice', { label: tpl.label })
    case 'type':
      return tpl.type === 'number' ? t('selling.attr.integer', { label: tpl.label }) : t('selling.attr.option', { label: tpl.label })
    case 'range':
      return t('selling.attr.range', { label: tpl.label, range: rangeText(tpl) })
    case 'option':
      return t('selling.attr.option', { label: tpl.label })
    case 'tooLong':
      return t('selling.attr.tooLong', { label: tpl.label, n: ATTR_TEXT_MAX })
  }
}

/** '0-200', '≥ 1' or '≤ 99' for a number attribute's range (with its unit); '' without one */
export function rangeText(tpl: AttrTemplate): string {
  const unit = tpl.unit ?? ''
  if (tpl.min !== null && tpl.max !== null) return `${tpl.min}-${tpl.max}${unit}`
  if (tpl.min !== null) return `≥ ${tpl.min}${unit}`
  if (tpl.max !== null) return `≤ ${tpl.max}${unit}`
  return ''
}

/**
 * The attributes as ConsignmentInput wants them: template keys only, empty optional ones left out, texts trimmed.
 * Number values are numbers already (AttrForm stores typed digits as numbers).
 */
export function attrsForSubmit(templates: AttrTemplate[], values: Record<string, AttrValue | undefined>): Record<string, AttrValue> {
  const out: Record<string, AttrValue> = {}
  for (const tpl of templates) {
    const v = values[tpl.key]
    if (isEmpty(v)) continue
    out[tpl.key] = typeof v === 'string' ? v.trim() : (v as AttrValue)
  }
  return out
}

/** The one real-name question of the sell form (the listing's accountRealName), in the order it is offered. */
export const ACCOUNT_REAL_NAMES: AccountRealName[] = ['seller', 'none', 'changeable']

/** What the consignment form holds (the sell draft's fields the checks read). */
export interface ConsignmentForm {
  attrs: Record<string, AttrValue | undefined>
  title: string
  description: string
  /** yuan as typed */
  price: string
  images: string[]
  credentials: { account: string; password: string; notes: string }
  contact: string
  agree: boolean
}

export type SellField = 'title' | 'price' | 'description' | 'images' | 'account' | 'password' | 'notes' | 'contact' | 'agree'

export interface SellProblem {
  /** a SellField, or 'attr:<key>' */
  field: string
  text: string
}

/**
 * Every problem of the form, in screen order, with the rules the server applies (contract/rules.ts); empty when
 * it may be sent.
 */
export function consignmentProblems(f: ConsignmentForm, templates: AttrTemplate[]): SellProblem[] {
  const out: SellProblem[] = []
  const add = (field: string, text: string) => out.push({ field, text })
  for (const tpl of templates) {
    const text = attrProblemText(tpl, f.attrs[tpl.key])
    if (text) add('attr:' + tpl.key, text)
  }
  if (!lengthOk(f.title, SELL_TITLE_MIN, SELL_TITLE_MAX)) add('title', t('selling.err.title', { min: SELL_TITLE_MIN, max: SELL_TITLE_MAX }))
  const fen = yuanToFen(f.price)
  if (fen === null) add('price', t('selling.err.priceFormat'))
  else if (!priceOk(fen)) add('price', t('selling.err.priceRange', { min: PRICE_MIN_FEN / 100, max: PRICE_MAX_FEN / 100 }))
  if (!lengthOk(f.description, SELL_DESCRIPTION_MIN, SELL_DESCRIPTION_MAX))
    add('description', t('selling.err.description', { min: SELL_DESCRIPTION_MIN, max: SELL_DESCRIPTION_MAX }))
  if (f.images.length < IMAGES_MIN || f.images.length > IMAGES_MAX)
    add('images', t('selling.err.images', { min: IMAGES_MIN, max: IMAGES_MAX, details: IMAGES_MIN - 1 }))
  out.push(...credentialProblems(f.credentials))
  if (!lengthOk(f.contact, CONTACT_MIN, CONTACT_MAX)) add('contact', t('selling.err.contact', { min: CONTACT_MIN, max: CONTACT_MAX }))
  if (!f.agree) add('agree', t('selling.err.agree'))
  return out
}

export type CredentialField = 'account' | 'password' | 'notes'

/**
 * Problems of the game account's credentials (the consignment form's and the credentials update's), in screen
 * order, with the server's limits (contract/rules.ts).
 */
export function credentialProblems(c: { account: string; password: string; notes: string }): { field: CredentialField; text: string }[] {
  const out: { field: CredentialField; text: string }[] = []
  if (!lengthOk(c.account, 1, CREDENTIAL_MAX)) out.push({ field: 'account', text: t('selling.err.account', { max: CREDENTIAL_MAX }) })
  if (!c.password || charCount(c.password) > CREDENTIAL_MAX) out.push({ field: 'password', text: t('selling.err.password', { max: CREDENTIAL_MAX }) })
  if (charCount(c.notes) > CREDENTIAL_NOTES_MAX) out.push({ field: 'notes', text: t('selling.err.notes', { max: CREDENTIAL_NOTES_MAX }) })
  return out
}

/** The element of a problem's field on the fill form: '.attr-<key>' for an attribute, '.f-<field>' otherwise. */
export function fieldSelector(field: string): string {
  if (field === 'agree') return '.fill-terms'
  const key = field.startsWith('attr:') ? field.slice(5) : null
  if (key === null) return '.f-' + field
  // a template key is a plain identifier; anything else cannot be a class selector, so go to the section
  return /^[A-Za-z_][\w-]*$/.test(key) ? '.attr-' + key : '.fill-attrs'
}

/**
 * Scrolls the page so a refused field (with its message) is in view, a little below the top so its label shows.
 * Runs after the render that shows the messages; pageScrollTo with a selector works on H5 and in WeChat.
 */
export function scrollToField(selector: string): void {
  setTimeout(() => {
    Taro.pageScrollTo({ selector, offsetTop: -80, duration: 200 }).catch(() => {
      /* the field is gone (the page was left): nothing to scroll to */
    })
  }, 50)
}
