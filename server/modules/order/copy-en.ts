/** en-US copy of the order's steps: the same kinds and parameters as copy-zh.ts. */
import type { CopyParams, Fmt, Template } from '../../lib/copy-types'
import type { ORDER_ZH } from './copy-zh'

const period = (p: CopyParams) => {
  const n = Number(p.rentQuantity ?? 0)
  return `${n} ${p.rentUnit === 'day' ? (n === 1 ? 'day' : 'days') : n === 1 ? 'hour' : 'hours'}`
}
const STEPS: Record<string, string> = {
  password: 'change the login password',
  phone: 'rebind the phone',
  email: 'rebind the email / security questions',
  realname: 'change the real-name verification',
  third_party: 'unlink third-party logins',
}
const steps = (p: CopyParams, f: Fmt) => f.list(((p.steps ?? []) as string[]).map((k) => STEPS[k] ?? k))
const refundWhere = (p: CopyParams, f: Fmt, whose: string) =>
  [
    Number(p.toWallet) > 0 || Number(p.toProvider) === 0 ? `${f.money(p.toWallet ?? 0)} went back to ${whose} wallet` : null,
    Number(p.toProvider) > 0 ? `${f.money(p.toProvider)} goes back to ${whose} payment account` : null,
  ]
    .filter(Boolean)
    .join(', ')
const resumed = (p: CopyParams) =>
  p.resumed === 'handover' ? 'The order is back in handover, which goes on' : 'The order is back to delivered'
const note = (p: CopyParams, f: Fmt) => (p.note ? ` (${f.text(p.note)})` : '')

export const ORDER_EN: Record<keyof typeof ORDER_ZH, Template> = {
  'order.created.buyer': {
    title: () => 'Order placed',
    text: (p) => `You ordered "${p.title}" (order ${p.orderNo}). Please pay within ${p.payMinutes} minutes, or the order is cancelled.`,
  },
  'order.created.seller': {
    title: () => 'Your listing was ordered',
    text: (p) => `Your listing "${p.title}" was ordered (order ${p.orderNo}). Waiting for the buyer to pay.`,
  },
  'rental.created.buyer': {
    title: () => 'Rental order placed',
    text: (p) => `You ordered a rental of "${p.title}" for ${period(p)} (order ${p.orderNo}). Please pay within ${p.payMinutes} minutes, or the order is cancelled.`,
  },
  'rental.created.seller': {
    title: () => 'Your listing was ordered for rent',
    text: (p) => `Your listing "${p.title}" was ordered for rent for ${period(p)} (order ${p.orderNo}). Waiting for the renter to pay.`,
  },
  'rental.paid.buyer': {
    title: () => 'Rental started',
    text: (p, f) =>
      `Order ${p.orderNo} is paid: "${p.title}" is yours for ${period(p)}, until ${f.time(p.until)}. The account details are on the order page; do not change the password or bindings during the rental. To return it early, confirm on the order page.`,
  },
  'rental.paid.seller': {
    title: () => 'Account rented out',
    text: (p, f) =>
      `Your listing "${p.title}" was rented (order ${p.orderNo}) until ${f.time(p.until)}. The rent goes to your wallet when the period ends. The renter knows the password, so the listing goes off the shelf: change the password and update the account details to put it back on sale.`,
  },
  'rental.paid.room': (p, f) =>
    `The renter paid ${f.money(p.paid)}, held by the platform. Rental of ${period(p)}, until ${f.time(p.until)}; do not change the password or bindings during the rental.`,
  'order.paid.buyer': {
    title: () => 'Paid, waiting for the handover',
    text: (p, f) =>
      `Order ${p.orderNo} is paid; the platform holds the money. The account details of "${p.title}" are on the order page. The seller completes the handover step by step in the trade room (${steps(p, f)}); log in to check each step and confirm it. After the last confirmation a ${p.protectionHours}-hour protection period starts.`,
  },
  'order.paid.seller': {
    title: () => 'The buyer paid',
    text: (p, f) =>
      `The buyer paid for your listing "${p.title}" (order ${p.orderNo}); the platform holds the money. Start the handover in the trade room before ${f.time(p.deadline)}: ${steps(p, f)}, and mark each step done. If you do not start in time, the buyer may take a refund.`,
  },
  'order.paid.room': (p, f) =>
    `The buyer paid ${f.money(p.paid)}, held by the platform. Handover checklist: ${steps(p, f)}. Seller, please start before ${f.time(p.deadline)} and mark each step done; the buyer logs in to check and confirms each step. After the last confirmation the order enters a ${p.protectionHours}-hour protection period.`,
  'order.cancelled.buyer': {
    title: () => 'Order cancelled',
    text: (p, f) =>
      `Order ${p.orderNo} ("${p.title}") was cancelled: ${f.text(p.reason)}` +
      (Number(p.walletPaid) > 0 ? `; the ${f.money(p.walletPaid)} you paid went back to your wallet` : '') +
      (Number(p.released) > 0 ? `; the ${f.money(p.released)} held for this order was released` : '') +
      '; coupons used were returned.',
  },
  'order.cancelled.seller': {
    title: () => 'Order cancelled',
    text: (p, f) => `Order ${p.orderNo} for "${p.title}" was cancelled: ${f.text(p.reason)}. Your listing is back on sale.`,
  },
  'order.handoverDone.buyer': {
    title: () => 'Handover complete',
    text: (p, f) =>
      `Every handover step of order ${p.orderNo} ("${p.title}") is confirmed. The protection period has started; receipt is confirmed automatically at ${f.time(p.until)}. You may confirm earlier; if anything is wrong, open an after-sale case before then.`,
  },
  'order.handoverDone.seller': {
    title: () => 'Handover complete',
    text: (p) => `Every handover step of order ${p.orderNo} ("${p.title}") is confirmed. The money goes to your wallet when the protection period ends or the buyer confirms receipt.`,
  },
  'order.handoverDone.room': (p, f) =>
    `The handover is complete and the order is in its ${p.protectionHours}-hour protection period; receipt is confirmed automatically at ${f.time(p.until)}. If anything is wrong, open an after-sale case before then.`,
  'rental.completed.buyer': {
    title: () => 'Rental ended',
    text: (p, f) => `Order ${p.orderNo} ("${p.title}") has ended: ${f.text(p.note)}. The account was taken back; thank you for renting.`,
  },
  'rental.completed.seller': {
    title: () => 'Rental ended, rent received',
    text: (p, f) =>
      `Order ${p.orderNo} ("${p.title}") has ended: ${f.text(p.note)}. ${f.money(p.proceeds)} went to your wallet. The renter knew the password, so the listing is off the shelf: change the password and update the account details under My listings to put it back on sale.`,
  },
  'rental.completed.room': (p, f) => `Rental ended: ${f.text(p.note)}. The rent of ${f.money(p.proceeds)} went to the owner's wallet.`,
  'order.completed.buyer': {
    title: () => 'Order complete',
    text: (p, f) => `Order ${p.orderNo} ("${p.title}") is complete: ${f.text(p.note)}. Thank you for your purchase.`,
  },
  'order.completed.seller': {
    title: () => 'Order complete, money received',
    text: (p, f) => `Order ${p.orderNo} ("${p.title}") is complete; ${f.money(p.proceeds)} went to your wallet.`,
  },
  'order.completed.room': (p, f) => `Order complete: ${f.text(p.note)}. ${f.money(p.proceeds)} went to the seller's wallet.`,
  'order.refundRequested.buyer': {
    title: () => 'Refund requested',
    text: (p) => `You asked for a refund of order ${p.orderNo} ("${p.title}"). Customer service will handle it soon.`,
  },
  'order.refundRequested.seller': {
    title: () => 'The buyer asked for a refund',
    text: (p, f) => `The buyer of order ${p.orderNo} ("${p.title}") asked for a refund: ${f.text(p.reason)}. Customer service will step in.`,
  },
  'order.refundRequested.room': (p, f) =>
    `The buyer asked for a refund: ${f.text(p.reason)}. Customer service will step in; the handover and confirming receipt are paused meanwhile.`,
  'order.refundRejected.buyer': {
    title: () => 'Refund request declined',
    text: (p, f) =>
      `Order ${p.orderNo} ("${p.title}"): ${f.text({ kind: 'order.refundRejected.event', params: p })}. ${resumed(p)}. ` +
      (p.sale
        ? 'An order can ask for a refund only once; if you disagree, open an after-sale case on the order page.'
        : 'An order can ask for a refund only once; for questions please contact customer service.'),
  },
  'order.refundRejected.seller': {
    title: () => 'Refund request declined',
    text: (p) => `The buyer's refund request for order ${p.orderNo} ("${p.title}") was declined. ${resumed(p)}.`,
  },
  'order.refundRejected.room': (p, f) => `${f.text({ kind: 'order.refundRejected.event', params: p })}. ${resumed(p)}.`,
  'order.refundRejected.event': (p, f) => (p.note ? `Refund request declined: ${f.text(p.note)}` : 'Refund request declined'),
  'order.refunded.buyer': {
    title: () => 'Refunded',
    text: (p, f) => `Order ${p.orderNo} ("${p.title}") was refunded${note(p, f)}: ${refundWhere(p, f, 'your')}.`,
  },
  'order.refunded.seller': {
    title: () => 'Order refunded',
    text: (p, f) =>
      `Order ${p.orderNo} ("${p.title}") was refunded${note(p, f)}. ` +
      (p.recycled
        ? 'The recycling request was closed: change the account password before submitting it again.'
        : 'The listing is off the shelf: change the account password, then put it back on sale.'),
  },
  'order.refunded.room': (p, f) => `${f.text(p.roomText)}${refundWhere(p, f, "the buyer's")}; the order is closed.`,
  'order.refunded.approvedRoom': (p, f) => (p.note ? `Refund request approved (${f.text(p.note)}): ` : 'Refund request approved: '),
  'order.refunded.missedRoom': (p, f) => `The seller did not start the handover before ${f.time(p.deadline)} and the buyer took a refund at once: `,
  'order.latePayment.buyer': {
    title: () => 'Payment returned',
    text: (p, f) =>
      Number(p.toProvider) > 0
        ? `Order ${p.orderNo} is closed; the ${f.money(p.amount)} you just paid goes back to your payment account.`
        : `Order ${p.orderNo} is closed; the ${f.money(p.amount)} you just paid went back to your wallet.`,
  },
  'order.event.paid': (p, f) => `Paid ${f.money(p.paid)}, held by the platform`,
  'order.event.rentalDelivered': (p, f) => `The platform delivered the account details to the renter; rental until ${f.time(p.until)}`,
  'order.event.handoverWaiting': (p, f) => `Waiting for the seller's handover (${steps(p, f)}); to start before ${f.time(p.deadline)}`,
  'order.event.handoverDone': (p, f) => `Handover complete, every step confirmed by the buyer; protection until ${f.time(p.until)}`,
  'order.event.handoverStarted': () => 'The seller started the handover',
  'order.note.buyerConfirmed': () => 'the buyer confirmed receipt',
  'order.note.renterReturned': () => 'the renter returned the account early',
  'order.note.autoConfirmed': () => 'the protection period ended and receipt was confirmed automatically',
  'order.note.rentalEnded': () => 'the rental period ended',
  'order.note.payExpired': () => 'not paid in time, cancelled automatically',
  'order.note.buyerCancelled': (p) => (p.reason ? `cancelled by the buyer: ${p.reason}` : 'cancelled by the buyer'),
  'order.note.handoverMissed': () => 'the seller did not start the handover in time; the buyer took a refund at once',
  'order.ledger.refund': (p) => `Refund of order ${p.orderNo}`,
  'order.ledger.lateRefund': (p) => `Order ${p.orderNo} closed, payment returned to the balance`,
  'order.ledger.walletPaid': (p) => `Order ${p.orderNo} paid from the balance`,
  'order.ledger.cancelReturn': (p) => `Order ${p.orderNo} cancelled, the balance part returned`,
  'order.ledger.proceeds': (p) =>
    p.deducted
      ? `Order ${p.orderNo} complete, proceeds received (less the service fee and the after-sale partial refund)`
      : `Order ${p.orderNo} complete, proceeds received (less the service fee)`,
}
