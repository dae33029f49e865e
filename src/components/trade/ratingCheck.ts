import { RATING_COMMENT_MAX, RATING_TAGS } from '../../../contract/trade'
import type { RatingInput, RatingTag } from '../../../contract/trade'
import { lengthOk } from '../../../contract/rules'
import type { Problem } from '../../utils/validate'
import '../../locales/trade'

/** The rating as typed: its first problem, or the body of PUT /need/order/{id}/rating (tags in the contract's order). */
export function checkRating(stars: number, tags: RatingTag[], comment: string): { problem: Problem } | { input: RatingInput } {
  if (![1, 2, 3, 4, 5].includes(stars)) return { problem: { key: 'trade.rate.err.stars' } }
  const text = comment.trim()
  if (!lengthOk(text, 0, RATING_COMMENT_MAX)) return { problem: { key: 'trade.rate.err.comment', vars: { max: RATING_COMMENT_MAX } } }
  return { input: { stars: stars as RatingInput['stars'], tags: RATING_TAGS.filter((x) => tags.includes(x)), comment: text || null } }
}
