import type orderTradeZhCN from './orderTrade.zh-CN'

/** English copy of the trade room's side of the order page: the same keys as orderTrade.zh-CN.ts (a missing or unknown key is a compile error). */
const orderTradeEnUS: Record<keyof typeof orderTradeZhCN, string> = {
  'orderTrade.afterSale': 'After-sale',
  'orderTrade.status.awaiting_seller': 'Awaiting the seller',
  'orderTrade.status.answered': 'Seller answered',
  'orderTrade.status.with_staff': 'With customer service',
  'orderTrade.status.resolved': 'Resolved',
  'orderTrade.status.withdrawn': 'Withdrawn',
  'orderTrade.outcome.refund_full': 'Full refund',
  'orderTrade.outcome.refund_partial': 'Partial refund',
  'orderTrade.outcome.rejected': 'Rejected',
  'orderTrade.handover': 'Handover',
  'orderTrade.handoverSteps': '{n}/{m} steps confirmed',
  'orderTrade.handoverDone': 'Done',
  'orderTrade.toRoom': 'Open the trade room',
  'orderTrade.confirmBlocked': 'Receipt can be confirmed once every handover step is confirmed',
  'orderTrade.confirmDisputed': 'An after-sale request is open: receipt cannot be confirmed now',
  'orderTrade.openDispute': 'After-sale',
  'orderTrade.rate': 'Rate',
  'orderTrade.editRate': 'Edit rating',
  'orderTrade.viewRate': 'See rating',
  'orderTrade.seller': 'Seller',
  'orderTrade.sellerPage': "Seller's page",
  'orderTrade.hintBuyer': 'The seller is working through the handover checklist: check and confirm each step in the trade room',
  'orderTrade.hintSeller': 'Work through the handover checklist in the trade room, marking each step as you finish it',
  'orderTrade.credentialsTip': 'Log in to check the account; the seller rebinds it step by step from the checklist: check each step and confirm it in the trade room.',
}

export default orderTradeEnUS
