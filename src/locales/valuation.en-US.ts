import type valuationZhCN from './valuation.zh-CN'

/** English copy of the valuation and the price history; the same keys as valuation.zh-CN.ts. */
const valuationEnUS: Record<keyof typeof valuationZhCN, string> = {
  'valuation.intro': "An estimate of an account's value from this shop's real completed deals of the same game. Free; nothing you enter is kept.",
  'valuation.pickGame': 'Choose the game',
  'valuation.attrs': "The account's attributes",
  'valuation.attrsTip': 'The more you fill in, the closer the estimate; leave out what you are unsure of',
  'valuation.submit': 'Value it',
  'valuation.estimate': 'Estimate',
  'valuation.range': 'Range',
  'valuation.confidence': 'Confidence',
  'valuation.level.high': 'high',
  'valuation.level.medium': 'medium',
  'valuation.level.low': 'low',
  'valuation.basis': 'From {n} similar deals ({deals} in all)',
  'valuation.tooFew': 'Too few similar deals ({found} found, {needed} needed) to estimate. Try with fewer attributes.',
  'valuation.comparables': 'Similar deals',
  'valuation.comparablesTip': 'Sellers, buyers and listings are not shown',
  'valuation.method': 'How: similar deals weighted by how close their attributes are and how recent they are; the estimate is their weighted median price, the range the weighted 20th to 80th percentile.',
  'valuation.suggest': 'Suggested price {price} (range {low} - {high})',
  'valuation.useSuggest': 'Use it',
  'valuation.farAbove': 'Your price is well above the valuation range: it may be hard to sell',
  'valuation.farBelow': 'Your price is well below the valuation range: check it is right',
  'valuation.free': 'Free valuation',
  'valuation.freeDesc': 'What is your account worth?',
  'valuation.reference': 'Valuation {low} - {high} (estimate {estimate})',
  'valuation.referenceNone': 'Too few deals for a valuation',
  'valuation.history': 'Deal prices',
  'valuation.historyAll': 'All',
  'valuation.historyDeals': '{n} deals in the last year, weekly median price',
  'valuation.historyEmpty': 'No deals in the last year',
  'valuation.historyHere': 'This listing {price}',
  'valuation.week': 'Week',
}

export default valuationEnUS
