import type { AttrTemplate, AttrValue } from './catalogue'

/**
 * Input rules used by both the app (to tell the user early) and the server (the authority).
 * One place per rule: change a limit here and both sides follow.
 */
export const PHONE_RE = /^1[3-9]\d{9}$/
export const SMS_CODE_RE = /^\d{6}$/
/** account name: starts with a letter, 4-20 letters, digits or underscores */
export const USERNAME_RE = /^[A-Za-z][A-Za-z0-9_]{3,19}$/
/** 8-32 characters with at least one letter and one digit */
export const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,32}$/
export const NICKNAME_MAX = 20
export const SIGNATURE_MAX = 100
export const QQ_RE = /^[1-9]\d{4,11}$/
export const WECHAT_RE = /^[A-Za-z][-_A-Za-z0-9]{5,19}$/
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const EMAIL_MAX = 100
/** Chinese names (with the middle dot of minority names), 2-30 characters */
export const REAL_NAME_RE = /^[\u4e00-\u9fa5·]{2,30}$/
export const ADULT_AGE = 18

/** search keywords: longer ones are still searched but never counted for the hot searches */
export const SEARCH_KEYWORD_MAX = 30

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CHECK = '10X98765432'

export interface IdNumberInfo {
  /** YYYY-MM-DD */
  birthDate: string
}

/**
 * Validates an 18-digit resident ID number (GB 11643-1999): region digits, a real birth date
 * not in the future, and the ISO 7064 MOD 11-2 check character. Returns null when invalid.
 */
export function parseIdNumber(raw: string, today: Date = new Date()): IdNumberInfo | null {
  const id = raw.trim().toUpperCase()
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return null
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * ID_WEIGHTS[i]
  if (ID_CHECK[sum % 11] !== id[17]) return null
  const y = Number(id.slice(6, 10))
  const m = Number(id.slice(10, 12))
  const d = Number(id.slice(12, 14))
  const birth = new Date(Date.UTC(y, m - 1, d))
  if (y < 1900 || birth.getUTCFullYear() !== y || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) return null
  if (birth.getTime() > today.getTime()) return null
  return { birthDate: id.slice(6, 10) + '-' + id.slice(10, 12) + '-' + id.slice(12, 14) }
}

/** Whole years between a YYYY-MM-DD birth date and `today` (UTC+8 calendar is close enough for a date). */
export function ageOn(birthDate: string, today: Date = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number)
  const ty = today.getUTCFullYear()
  const tm = today.getUTCMonth() + 1
  const td = today.getUTCDate()
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0)
}

/** '110101199003071234' -> '1101**********1234' */
export function maskIdNumber(id: string): string {
  return id.slice(0, 4) + '*'.repeat(Math.max(0, id.length - 8)) + id.slice(-4)
}

/** '张三' -> '张*', '欧阳娜娜' -> '欧***' */
export function maskName(name: string): string {
  const chars = Array.from(name)
  return chars[0] + '*'.repeat(Math.max(1, chars.length - 1))
}

/** '13800001234' -> '138****1234' */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? phone.slice(0, 3) + '****' + phone.slice(7) : phone
}

/** A refund request's reason, counted in characters (code points). */
export const REFUND_REASON_MIN = 5
export const REFUND_REASON_MAX = 200
export function refundReasonOk(reason: string): boolean {
  const n = Array.from(reason.trim()).length
  return n >= REFUND_REASON_MIN && n <= REFUND_REASON_MAX
}

// ---- selling and recycling ----

/** Listing and recycling texts, counted in characters (code points) of the trimmed text. */
export const SELL_TITLE_MIN = 5
export const SELL_TITLE_MAX = 60
export const SELL_DESCRIPTION_MIN = 10
export const SELL_DESCRIPTION_MAX = 2000
/** prices and quotes in fen: 1 yuan to 1 000 000 yuan */
export const PRICE_MIN_FEN = 100
export const PRICE_MAX_FEN = 100_000_000
/** a listing: the cover and at least two detail images */
export const IMAGES_MIN = 3
export const IMAGES_MAX = 12
/** a recycling request's screenshots */
export const RECYCLE_IMAGES_MIN = 1
export const RECYCLE_IMAGES_MAX = 9
export const CREDENTIAL_MAX = 64
export const CREDENTIAL_NOTES_MAX = 500
export const CONTACT_MIN = 5
export const CONTACT_MAX = 50
export const ATTR_TEXT_MAX = 50
export const QUOTE_NOTE_MAX = 200
/** an offer's or counter's message (议价), contacts masked as in the trade room */
export const OFFER_MESSAGE_MAX = 200
/** the reason of a rejected listing or merchant application */
export const REVIEW_REASON_MIN = 2
export const REVIEW_REASON_MAX = 200
export const SHOP_NAME_MIN = 2
export const SHOP_NAME_MAX = 30
export const MERCHANT_INTRO_MIN = 10
export const MERCHANT_INTRO_MAX = 500

/** Characters (code points) of the trimmed text. */
export const charCount = (s: string) => Array.from(s.trim()).length

export const lengthOk = (s: string, min: number, max: number) => {
  const n = charCount(s)
  return n >= min && n <= max
}

export const priceOk = (fen: number) => Number.isInteger(fen) && fen >= PRICE_MIN_FEN && fen <= PRICE_MAX_FEN

/** What is wrong with one attribute value, or null. 'missing' only for required attributes left empty. */
export type AttrProblem = 'missing' | 'type' | 'range' | 'option' | 'tooLong'

const emptyValue = (v: AttrValue | undefined | null) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

/**
 * The one check of an attribute value against its template, used by the sell form (to tell the user early) and
 * by the server (the authority): number -> an integer in [min, max]; input -> text up to ATTR_TEXT_MAX characters;
 * radio / boxradio -> one of the options; checkbox -> distinct options.
 */
export function attrProblem(tpl: AttrTemplate, value: AttrValue | undefined | null): AttrProblem | null {
  if (emptyValue(value)) return tpl.required ? 'missing' : null
  switch (tpl.type) {
    case 'number':
      if (typeof value !== 'number' || !Number.isInteger(value)) return 'type'
      if ((tpl.min !== null && value < tpl.min) || (tpl.max !== null && value > tpl.max)) return 'range'
      return null
    case 'input':
      if (typeof value !== 'string') return 'type'
      return charCount(value) > ATTR_TEXT_MAX ? 'tooLong' : null
    case 'radio':
    case 'boxradio':
      if (typeof value !== 'string') return 'type'
      return tpl.options.includes(value) ? null : 'option'
    case 'checkbox':
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) return 'type'
      return value.every((v) => tpl.options.includes(v)) && new Set(value).size === value.length ? null : 'option'
  }
}

// ---- trust, service and content ----

/** Blacklist and official-account lookups: what a value of each kind may look like (after trimming). */
export const QQ_GROUP_RE = /^[1-9]\d{5,11}$/
export const GAME_ACCOUNT_MAX = 64
export const BLACKLIST_VALUE_MIN = 2
export const BLACKLIST_VALUE_MAX = 64
/** service hotlines (400 / 800 numbers), which the official-account check accepts as phones */
export const HOTLINE_RE = /^[48]00\d{7}$/
export const CLAIM_DESCRIPTION_MIN = 10
export const CLAIM_DESCRIPTION_MAX = 1000
export const CLAIM_IMAGES_MAX = 6
/** a 充值包赔 claim's top-ups: at most this many, each 1..CLAIM_TOPUP_MAX_FEN fen, paid after the order was paid */
export const CLAIM_TOPUPS_MAX = 20
export const CLAIM_TOPUP_MAX_FEN = 100_000_000
export const PROBLEM_CONTENT_MIN = 10
export const PROBLEM_CONTENT_MAX = 500
export const PROBLEM_IMAGES_MAX = 3
export const PROBLEM_REPLY_MAX = 500
export const COOPERATION_MESSAGE_MIN = 10
export const COOPERATION_MESSAGE_MAX = 1000
export const COOPERATION_NAME_MAX = 30
export const COOPERATION_COMPANY_MAX = 50
export const NOTICE_TITLE_MAX = 100
export const NOTICE_CATEGORY_MAX = 20
/** the English copy of a notice: English words take more characters than the Chinese */
export const NOTICE_TITLE_EN_MAX = 200
export const NOTICE_CATEGORY_EN_MAX = 40
/** renting: the longest rental by the hour and by the day */
export const RENT_MAX_HOURS = 72
export const RENT_MAX_DAYS = 30

/**
 * The value a lookup matches on: trimmed; phone and QQ digits only (spaces and dashes dropped); WeChat ids, game
 * accounts and payee accounts lower-cased. Used by the check screens (to show what is looked up) and the server.
 */
export function normaliseLookup(kind: string, raw: string): string {
  const v = raw.trim()
  if (kind === 'phone' || kind === 'qq' || kind === 'qq_group') return v.replace(/[\s-]/g, '')
  return v.toLowerCase()
}

/**
 * The kind to look a typed value up as, when `chosen` is what the user picked among `kinds`: the chosen kind
 * whenever the value can be of it (an 11-digit number may be a QQ too, digits may be a game account), else what the
 * value plainly is, if that is offered: a mainland mobile, then a QQ number, then a WeChat id. A QQ number typed
 * while 手机号 is picked is looked up as a QQ rather than refused.
 */
export function lookupKindOf<K extends string>(chosen: K, raw: string, kinds: readonly K[]): K {
  if (lookupValueOk(chosen, normaliseLookup(chosen, raw))) return chosen
  const guesses: [string, RegExp][] = [
    ['phone', PHONE_RE],
    ['qq', QQ_RE],
    ['wechat', WECHAT_RE],
  ]
  const found = guesses.find(([kind, re]) => kinds.includes(kind as K) && re.test(normaliseLookup(kind, raw)))
  return found ? (found[0] as K) : chosen
}

/** Whether a normalised value can be of its kind (400 otherwise, before any lookup). */
export function lookupValueOk(kind: string, value: string): boolean {
  switch (kind) {
    case 'phone':
      return PHONE_RE.test(value) || HOTLINE_RE.test(value)
    case 'qq':
      return QQ_RE.test(value)
    case 'qq_group':
      return QQ_GROUP_RE.test(value)
    case 'wechat':
      return WECHAT_RE.test(value) || PHONE_RE.test(value)
    default:
      return Array.from(value).length >= BLACKLIST_VALUE_MIN && Array.from(value).length <= BLACKLIST_VALUE_MAX
  }
}
