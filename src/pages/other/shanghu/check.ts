import {
  CONTACT_MAX,
  CONTACT_MIN,
  charCount,
  lengthOk,
  MERCHANT_INTRO_MAX,
  MERCHANT_INTRO_MIN,
  PRICE_MAX_FEN,
  PRICE_MIN_FEN,
  priceOk,
  QUOTE_NOTE_MAX,
  SHOP_NAME_MAX,
  SHOP_NAME_MIN,
} from '../../../../contract/rules'
import type { MerchantApplicationInput } from '../../../../contract/types'
import type { Problem } from '../../../utils/validate'
import '../../../locales/recycle'
import { yuanToFen } from '../../../utils/format'

type Checked<T> = { problem: Problem } | { input: T }

const p = (key: Problem['key'], vars?: Problem['vars']): { problem: Problem } => ({ problem: { key, vars } })

/** The merchant application as typed: its first problem or the body to send. */
export function checkApplication(f: MerchantApplicationInput): Checked<MerchantApplicationInput> {
  if (!lengthOk(f.shopName, SHOP_NAME_MIN, SHOP_NAME_MAX)) return p('recycle.err.shopName', { min: SHOP_NAME_MIN, max: SHOP_NAME_MAX })
  if (!lengthOk(f.contact, CONTACT_MIN, CONTACT_MAX)) return p('recycle.err.contact', { min: CONTACT_MIN, max: CONTACT_MAX })
  if (!lengthOk(f.intro, MERCHANT_INTRO_MIN, MERCHANT_INTRO_MAX)) return p('recycle.err.intro', { min: MERCHANT_INTRO_MIN, max: MERCHANT_INTRO_MAX })
  return { input: { shopName: f.shopName.trim(), contact: f.contact.trim(), intro: f.intro.trim() } }
}

/** A quote as typed (yuan): its first problem or the amount in fen and the note (null when empty). */
export function checkQuote(amount: string, note: string): Checked<{ amount: number; note: string | null }> {
  const fen = yuanToFen(amount)
  if (fen === null || !priceOk(fen)) return p('recycle.err.quoteAmount', { min: PRICE_MIN_FEN / 100, max: PRICE_MAX_FEN / 100 })
  if (charCount(note) > QUOTE_NOTE_MAX) return p('recycle.err.quoteNote', { max: QUOTE_NOTE_MAX })
  return { input: { amount: fen, note: note.trim() || null } }
}
