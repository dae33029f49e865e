/** en-US copy of the dispute steps: the same kinds and parameters as copy-zh.ts. */
import type { CopyParams, Fmt, Template } from '../../lib/copy-types'
import type { DISPUTE_ZH } from './copy-zh'

const TYPES: Record<string, string> = {
  not_as_described: 'not as described',
  handover_failed: 'handover failed',
  recovered: 'account recovered',
  other: 'other problem',
}
const type = (p: CopyParams) => TYPES[String(p.type)] ?? String(p.type)
const heldLine = (p: CopyParams, f: Fmt) =>
  Number(p.held) > 0 ? ` ${f.money(p.held)} of the seller's proceeds is held until the case is settled.` : ''
const party = (p: CopyParams) => (p.role === 'buyer' ? 'The buyer' : 'The seller')
const outcome = (p: CopyParams, f: Fmt) =>
  p.outcome === 'rejected' ? 'after-sale request declined' : `${p.outcome === 'refund_full' ? 'full refund' : 'partial refund'} of ${f.money(p.amount ?? 0)}`
const why = (p: CopyParams) => (p.reason ? `. Reason: ${p.reason}` : '')
const where = (p: CopyParams, f: Fmt, whose: string) =>
  [
    Number(p.toWallet) > 0 || Number(p.toProvider) === 0 ? `${f.money(p.toWallet ?? 0)} went back to ${whose} wallet` : null,
    Number(p.toProvider) > 0 ? `${f.money(p.toProvider)} goes back to ${whose} payment account` : null,
  ]
    .filter(Boolean)
    .join(', ')
const money = (p: CopyParams, f: Fmt) =>
  p.outcome === 'rejected' ? (Number(p.held) > 0 ? `; the held ${f.money(p.held)} was released` : '') : `; ${where(p, f, "the buyer's")}`
const platform = (p: CopyParams, f: Fmt) => (Number(p.platform) > 0 ? ` (${f.money(p.platform)} borne by the platform)` : '')
const line = (p: CopyParams, f: Fmt) => (p.line ? ` ${f.text(p.line)}` : '')

export const DISPUTE_EN: Record<keyof typeof DISPUTE_ZH, Template> = {
  'dispute.opened.room': (p, f) =>
    `The buyer opened an after-sale case (${type(p)}): ${p.description}` +
    (Number(p.images) > 0 ? ` (${p.images} image${Number(p.images) === 1 ? '' : 's'} attached)` : '') +
    `. Seller, please answer before ${f.time(p.until)}, or customer service takes over.${heldLine(p, f)}`,
  'dispute.opened.buyer': {
    title: () => 'After-sale case opened',
    text: (p, f) => `You opened an after-sale case (${type(p)}) for order ${p.orderNo}. The seller must answer before ${f.time(p.until)}, or customer service steps in.`,
  },
  'dispute.opened.seller': {
    title: () => 'The buyer opened an after-sale case',
    text: (p, f) =>
      `The buyer of order ${p.orderNo} opened an after-sale case (${type(p)}): ${p.description}. Please answer in the trade room before ${f.time(p.until)}, or customer service steps in.${heldLine(p, f)}`,
  },
  'dispute.withdrawn.room': (p, f) => `The buyer withdrew the after-sale case.${Number(p.held) > 0 ? ` The held ${f.money(p.held)} was released.` : ''}`,
  'dispute.withdrawn.seller': {
    title: () => 'The buyer withdrew the after-sale case',
    text: (p, f) => `The buyer of order ${p.orderNo} withdrew the after-sale case.${Number(p.held) > 0 ? ` The held ${f.money(p.held)} was released.` : ''}`,
  },
  'dispute.escalated.room': (p) => `${party(p)} asked customer service to step in; the case is now with customer service.`,
  'dispute.escalated.other': {
    title: () => 'After-sale case passed to customer service',
    text: (p) => `${party(p)} of order ${p.orderNo} asked customer service to step in; they will follow up in the trade room.`,
  },
  'dispute.timeout.room': () => 'The seller did not answer in time; the case was passed to customer service.',
  'dispute.timeout.party': {
    title: () => 'After-sale case passed to customer service',
    text: (p) => `The seller did not answer the after-sale case of order ${p.orderNo} in time; customer service took it over and will follow up in the trade room.`,
  },
  'dispute.appealed.room': (p, f) => `The buyer appealed the rejection; customer service will review the case, and the review is final.${heldLine(p, f)}`,
  'dispute.appealed.seller': {
    title: () => 'The buyer appealed',
    text: (p, f) => `The buyer of order ${p.orderNo} appealed the rejection of the after-sale case; customer service will review it.${heldLine(p, f)}`,
  },
  'dispute.answered.room': (p) => `The seller answered: ${p.text}`,
  'dispute.answered.buyer': {
    title: () => 'The seller answered your after-sale case',
    text: (p) => `The seller of order ${p.orderNo} answered: ${p.clause}. If you still disagree, ask customer service to step in from the trade room.`,
  },
  'dispute.decided.room': (p, f) =>
    `${p.by === 'seller' ? 'The seller agreed to a refund' : `Customer service decided${p.appealed ? ' (review, final)' : ''}`}: ${outcome(p, f)}${why(p)}${money(p, f)}.${line(p, f)}`,
  'dispute.decided.buyer': {
    title: (p) => (p.outcome === 'rejected' ? 'After-sale request declined' : 'After-sale refund paid'),
    text: (p, f) =>
      `The after-sale case of order ${p.orderNo} was decided: ${outcome(p, f)}${why(p)}. ` +
      (p.outcome === 'rejected' ? (p.final ? 'This decision is final.' : 'If you disagree, you may appeal once.') : `${where(p, f, 'your')}.`),
  },
  'dispute.decided.seller': {
    title: (p) => `After-sale decision: ${p.outcome === 'rejected' ? 'declined' : 'refund'}`,
    text: (p, f) => `The after-sale case of order ${p.orderNo} was decided: ${outcome(p, f)}${why(p)}${money(p, f)}.${line(p, f)}`,
  },
  'dispute.line.heldTakenBack': (p, f) => `The held ${f.money(p.held)} was taken back from the seller's wallet.`,
  'dispute.line.refunded': (p) =>
    'The order was refunded; ' +
    (p.recycled
      ? 'the recycling request was closed: change the account password before submitting it again.'
      : 'the listing is off the shelf: change the account password, then put it back on sale.'),
  'dispute.line.partialHeld': (p, f) =>
    [Number(p.take) > 0 ? `${f.money(p.take)} was taken from the held proceeds` : '', Number(p.rest) > 0 ? `the other ${f.money(p.rest)} was released` : '']
      .filter(Boolean)
      .join('; ') + '.',
  'dispute.line.partialCompleted': (p, f) => `The order is complete; the seller receives ${f.money(p.proceeds)}.`,
  'dispute.line.handover': () => 'The handover goes on.',
  'dispute.line.delivered': () => 'The order is back to delivered and completes by itself when the protection period ends.',
  'dispute.event.fullRefund': (p, f) => `After-sale full refund of ${f.money(p.amount)}`,
  'dispute.event.partialRefund': (p, f) => `After-sale partial refund of ${f.money(p.amount)}`,
  'dispute.event.partialCompleted': (p, f) => `Completed after an after-sale partial refund of ${f.money(p.amount)}`,
  'dispute.event.rejected': (p) => (p.reason ? `After-sale request declined: ${p.reason}` : 'After-sale request declined'),
  'dispute.ledger.fullRefund': (p, f) => `After-sale full refund of order ${p.orderNo}${platform(p, f)}`,
  'dispute.ledger.fullTakeBack': (p) => `After-sale full refund of order ${p.orderNo}: held proceeds taken back`,
  'dispute.ledger.partialFromHeld': (p) => `After-sale partial refund of order ${p.orderNo}, taken from the held proceeds`,
  'dispute.ledger.partialRefund': (p, f) => `After-sale partial refund of order ${p.orderNo}${platform(p, f)}`,
}
