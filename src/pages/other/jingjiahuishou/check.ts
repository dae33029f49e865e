import {
  CONTACT_MAX,
  CONTACT_MIN,
  CREDENTIAL_MAX,
  CREDENTIAL_NOTES_MAX,
  charCount,
  lengthOk,
  PRICE_MAX_FEN,
  PRICE_MIN_FEN,
  priceOk,
  RECYCLE_IMAGES_MAX,
  RECYCLE_IMAGES_MIN,
  SELL_DESCRIPTION_MAX,
  SELL_DESCRIPTION_MIN,
  SELL_TITLE_MAX,
  SELL_TITLE_MIN,
} from '../../../../contract/rules'
import type { AttrValue, RecycleInput } from '../../../../contract/types'
import { regionComplete, type RegionValue } from '../../../components/RegionPicker'
import type { Problem } from '../../../utils/validate'
import '../../../locales/recycle'
import { yuanToFen } from '../../../utils/format'

/** The appraisal form as typed (price in yuan). */
export interface RecycleForm {
  gameId: number | null
  region: RegionValue
  title: string
  description: string
  images: string[]
  price: string
  account: string
  password: string
  notes: string
  contact: string
  /** the game's attributes, all optional here: what the valuation reference beside the quotes is made from */
  attrs?: Record<string, AttrValue | undefined>
}

/** the attributes given (an empty answer is no answer) */
function givenAttrs(attrs: Record<string, AttrValue | undefined> | undefined): Record<string, AttrValue> | undefined {
  const given = Object.entries(attrs ?? {}).filter(
    (e): e is [string, AttrValue] => e[1] !== undefined && e[1] !== '' && !(Array.isArray(e[1]) && e[1].length === 0),
  )
  return given.length > 0 ? Object.fromEntries(given) : undefined
}

const p = (key: Problem['key'], vars?: Problem['vars']): { problem: Problem } => ({ problem: { key, vars } })

/**
 * The first problem of the form in screen order (the rules of contract/rules.ts, as the server applies them), or
 * the body to send. The region may stop at any level below a system.
 */
export function checkRecycleForm(f: RecycleForm): { problem: Problem } | { input: RecycleInput } {
  if (!f.gameId) return p('recycle.err.game')
  if (!regionComplete(f.region, false) || f.region.systemId === null) return p('recycle.err.region')
  if (!lengthOk(f.title, SELL_TITLE_MIN, SELL_TITLE_MAX)) return p('recycle.err.title', { min: SELL_TITLE_MIN, max: SELL_TITLE_MAX })
  if (!lengthOk(f.description, SELL_DESCRIPTION_MIN, SELL_DESCRIPTION_MAX)) {
    return p('recycle.err.description', { min: SELL_DESCRIPTION_MIN, max: SELL_DESCRIPTION_MAX })
  }
  if (f.images.length < RECYCLE_IMAGES_MIN || f.images.length > RECYCLE_IMAGES_MAX) {
    return p('recycle.err.images', { min: RECYCLE_IMAGES_MIN, max: RECYCLE_IMAGES_MAX })
  }
  const fen = yuanToFen(f.price)
  if (fen === null || !priceOk(fen)) return p('recycle.err.price', { min: PRICE_MIN_FEN / 100, max: PRICE_MAX_FEN / 100 })
  if (!lengthOk(f.account, 1, CREDENTIAL_MAX)) return p('recycle.err.account', { max: CREDENTIAL_MAX })
  if (!f.password.trim() || charCount(f.password) > CREDENTIAL_MAX) return p('recycle.err.password', { max: CREDENTIAL_MAX })
  if (charCount(f.notes) > CREDENTIAL_NOTES_MAX) return p('recycle.err.notes', { max: CREDENTIAL_NOTES_MAX })
  if (!lengthOk(f.contact, CONTACT_MIN, CONTACT_MAX)) return p('recycle.err.contact', { min: CONTACT_MIN, max: CONTACT_MAX })
  return {
    input: {
      gameId: f.gameId,
      systemId: f.region.systemId,
      carrierId: f.region.carrierId,
      areaId: f.region.areaId,
      serverId: f.region.serverId,
      title: f.title.trim(),
      description: f.description.trim(),
      images: f.images,
      expectedPrice: fen,
      credentials: { account: f.account.trim(), password: f.password, notes: f.notes.trim() || null },
      contact: f.contact.trim(),
      ...(givenAttrs(f.attrs) ? { attrs: givenAttrs(f.attrs) } : {}),
    },
  }
}
