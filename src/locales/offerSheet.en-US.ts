import type offerSheetZhCN from './offerSheet.zh-CN'

/** English copy of the offer sheet; the same keys as offerSheet.zh-CN.ts. */
const offerSheetEnUS: Record<keyof typeof offerSheetZhCN, string> = {
  'offer.btn': 'Offer',
  'offer.sheet.title': 'Make an offer',
  'offer.sheet.price': 'Price ¥{price}',
  'offer.sheet.rules': 'Offer at least ¥{min}. The seller answers within {hours} hours; each side names at most {rounds} prices.',
  'offer.sheet.amount': 'My offer (yuan)',
  'offer.sheet.amountPh': 'Your price',
  'offer.sheet.message': 'Message (optional)',
  'offer.sheet.messagePh': 'A note to the seller; contacts are hidden',
  'offer.sheet.submit': 'Send offer',
  'offer.sheet.errAmount': 'Enter a valid amount',
  'offer.sheet.mine': 'Your offer: ¥{amount} ({status})',
  'offer.sheet.toMine': 'My offers',
  'offer.pay': 'Pay',
  'offer.status.pending_seller': 'Waiting for the seller',
  'offer.status.pending_buyer': 'Waiting for the buyer',
  'offer.status.accepted': 'Agreed, to pay',
  'offer.status.ordered': 'Ordered',
  'offer.status.declined': 'Declined',
  'offer.status.expired': 'Expired',
  'offer.status.lapsed': 'Lapsed',
}
export default offerSheetEnUS
