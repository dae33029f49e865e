import type { RentTerms, RentUnit } from '../../contract/types'
import { t } from '../locales'
import { formatFen } from './format'
import '../locales/rent'

/** '¥5.00/小时 · ¥30.00/天 · 2小时起租': a listing's rent terms in one line (rent list, listing page). */
export function termsText(terms: RentTerms): string {
  const parts: string[] = []
  if (terms.hourPrice !== null) parts.push(t('rent.perHour', { price: formatFen(terms.hourPrice) }))
  if (terms.dayPrice !== null) parts.push(t('rent.perDay', { price: formatFen(terms.dayPrice) }))
  if (terms.hourPrice !== null && terms.minHours > 1) parts.push(t('rent.minHours', { n: terms.minHours }))
  return parts.join(' · ')
}

/** '3小时', '2天' */
export const lengthText = (unit: RentUnit, quantity: number) => t(unit === 'day' ? 'rent.qty.day' : 'rent.qty.hour', { n: quantity })

/** '按小时', '按天' */
export const unitText = (unit: RentUnit) => t(unit === 'day' ? 'rent.unit.day' : 'rent.unit.hour')

/** The units a listing offers, hour first. */
export function unitsOf(terms: RentTerms): RentUnit[] {
  const out: RentUnit[] = []
  if (terms.hourPrice !== null) out.push('hour')
  if (terms.dayPrice !== null) out.push('day')
  return out
}
