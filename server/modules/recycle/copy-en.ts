/** en-US copy of recycling: the same kinds and parameters as copy-zh.ts. */
import type { CopyParams, Fmt, Template } from '../../lib/copy-types'
import type { RECYCLE_ZH } from './copy-zh'

const quoted = (p: CopyParams, f: Fmt) =>
  `Merchant "${p.merchant}" quoted ${f.money(p.amount)} for your recycling request ${p.requestNo} ("${p.title}")${p.note ? `: ${p.note}` : '.'}`

export const RECYCLE_EN: Record<keyof typeof RECYCLE_ZH, Template> = {
  'recycle.quote.new': { title: () => 'New quote received', text: quoted },
  'recycle.quote.updated': { title: () => 'A merchant updated their quote', text: quoted },
  'recycle.quote.accepted.merchant': {
    title: (p) => `Quote accepted: please pay within ${p.minutes} minutes`,
    text: (p, f) =>
      `The seller accepted your quote of ${f.money(p.amount)} for recycling request ${p.requestNo} ("${p.title}"); order ${p.orderNo} was created. Please pay within ${p.minutes} minutes, then the account details appear in the order. If you do not pay in time the quote lapses.`,
  },
  'recycle.quote.accepted.seller': {
    title: () => 'Quote accepted',
    text: (p, f) =>
      `You accepted the quote of ${f.money(p.amount)} for recycling request ${p.requestNo} ("${p.title}"). The merchant has ${p.minutes} minutes to pay; once the merchant confirms receipt the money goes to your wallet.`,
  },
  'recycle.quote.notChosen': {
    title: () => 'Quote not chosen',
    text: (p) => `The seller of recycling request ${p.requestNo} ("${p.title}") chose another merchant's quote; your quote has lapsed.`,
  },
  'recycle.request.cancelled': {
    title: () => 'Recycling request cancelled',
    text: (p) => `The seller cancelled recycling request ${p.requestNo} ("${p.title}") that you quoted on; your quote has lapsed.`,
  },
  'recycle.request.reopened': {
    title: () => 'The merchant did not pay: your request is open again',
    text: (p, f) =>
      `Order ${p.orderNo} of recycling request ${p.requestNo} ("${p.title}") was cancelled: ${p.reason ? f.text(p.reason) : 'the merchant did not pay'}. That quote has lapsed and the request is open for new quotes.`,
  },
  'recycle.merchant.approved': {
    title: () => 'Merchant application approved',
    text: (p) => `Congratulations, your merchant application (shop "${p.shopName}") was approved. You can now quote on recycling requests in the merchant centre.`,
  },
  'recycle.merchant.rejected': {
    title: () => 'Merchant application declined',
    text: (p) => `Your merchant application (shop "${p.shopName}") was declined: ${p.reason}. You may change it and apply again.`,
  },
}
