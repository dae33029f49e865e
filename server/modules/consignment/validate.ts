/**
 * The rules of a consignment beyond its types: who may sell, text lengths, price, images, credentials, contact and
 * the attribute values against the game's template. Every failure is a 400 naming the rule, checked before
 * anything is written. Limits and the attribute check itself come from contract/rules.ts.
 */
import type { AttrValue } from '../../../contract/catalogue'
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
  type AttrProblem,
} from '../../../contract/rules'
import type { ConsignmentInput, CredentialsInput } from '../../../contract/selling'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import type { Lang, MessageKey } from '../../lib/i18n'
import { reference, type AttrRow } from '../game/reference'
import { toTemplate } from '../game/service'

export function assertPrice(price: number): void {
  if (!priceOk(price)) throw new AppError(400, 'sellPriceRule', { min: PRICE_MIN_FEN / 100, max: PRICE_MAX_FEN / 100 })
}

/** Titles, description, price, image count, credentials and contact (the attributes are checked separately). */
export function assertListingTexts(input: ConsignmentInput): void {
  if (!lengthOk(input.title, SELL_TITLE_MIN, SELL_TITLE_MAX)) {
    throw new AppError(400, 'sellTitleRule', { min: SELL_TITLE_MIN, max: SELL_TITLE_MAX })
  }
  if (!lengthOk(input.description, SELL_DESCRIPTION_MIN, SELL_DESCRIPTION_MAX)) {
    throw new AppError(400, 'sellDescriptionRule', { min: SELL_DESCRIPTION_MIN, max: SELL_DESCRIPTION_MAX })
  }
  assertPrice(input.price)
  if (input.images.length < IMAGES_MIN || input.images.length > IMAGES_MAX) {
    throw new AppError(400, 'sellImagesCount', { min: IMAGES_MIN, max: IMAGES_MAX })
  }
  assertCredentials(input.credentials)
  assertContact(input.contact)
}

/** The seller's contact (consignment and recycling alike). */
export function assertContact(contact: string): void {
  if (!lengthOk(contact, CONTACT_MIN, CONTACT_MAX)) throw new AppError(400, 'sellContactRule', { min: CONTACT_MIN, max: CONTACT_MAX })
}

/** The game account's credentials (consignment and recycling alike). */
export function assertCredentials(c: CredentialsInput): void {
  if (!lengthOk(c.account, 1, CREDENTIAL_MAX)) throw new AppError(400, 'sellAccountRule', { max: CREDENTIAL_MAX })
  // a password is kept as typed (spaces may belong to it), but it cannot be blank
  if (c.password.trim() === '' || Array.from(c.password).length > CREDENTIAL_MAX) {
    throw new AppError(400, 'sellPasswordRule', { max: CREDENTIAL_MAX })
  }
  if (c.notes && charCount(c.notes) > CREDENTIAL_NOTES_MAX) {
    throw new AppError(400, 'sellNotesTooLong', { max: CREDENTIAL_NOTES_MAX })
  }
}

/** Text values are stored trimmed (lists item by item); anything else as given. */
function normalise(value: unknown): unknown {
  if (typeof value === 'string') return value.trim()
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v.trim() : v))
  return value
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

function problemError(problem: AttrProblem, a: AttrRow, label: string): AppError {
  const key: Record<AttrProblem, MessageKey> = {
    missing: 'attrMissing',
    type: 'attrType',
    range: a.min !== null && a.max !== null ? 'attrRange' : a.min !== null ? 'attrRangeMin' : 'attrRangeMax',
    option: 'attrOption',
    tooLong: 'attrTooLong',
  }
  // a number attribute given a fraction is a range message too: it says "whole number" and the bounds
  const k = problem === 'type' && a.type === 'number' && (a.min !== null || a.max !== null) ? key.range : key[problem]
  return new AppError(400, k, { label, min: a.min ?? '', max: a.type === 'input' ? ATTR_TEXT_MAX : (a.max ?? '') })
}

/**
 * The attribute values checked against the game's template (attrProblem for every template attribute; keys the
 * template does not know are a 400 naming the key). Returns what is stored: only template keys, texts trimmed,
 * empty optional values left out.
 */
export async function checkedAttrs(
  db: Pick<Db, 'select'>,
  gameId: number,
  values: Record<string, unknown>,
  lang: Lang,
  /** every attribute optional (a recycling request's, which only feed its valuation reference) */
  opts: { allOptional?: boolean } = {},
): Promise<Record<string, AttrValue>> {
  const ref = await reference(db, { gameIds: [gameId] })
  const rows = ref.attrs.get(gameId) ?? []
  const known = new Set(rows.map((a) => a.key))
  for (const key of Object.keys(values)) if (!known.has(key)) throw new AppError(400, 'attrUnknown', { key })
  const out: Record<string, AttrValue> = {}
  for (const a of rows) {
    const tpl = { ...toTemplate(a, lang), ...(opts.allOptional ? { required: false } : {}) }
    const value = normalise(values[a.key])
    const problem = attrProblem(tpl, value as AttrValue | undefined)
    if (problem) throw problemError(problem, a, tpl.label)
    if (!isEmpty(value)) out[a.key] = value as AttrValue
  }
  return out
}
