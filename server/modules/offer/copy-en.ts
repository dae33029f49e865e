/** en-US copy of 议价 and the buyer's alerts: the same kinds and parameters as copy-zh.ts. */
import type { Template } from '../../lib/copy-types'
import type { OFFER_ZH } from './copy-zh'

export const OFFER_EN: Record<keyof typeof OFFER_ZH, Template> = {
  'offer.received.seller': {
    title: () => 'New offer',
    text: (p, f) => `A buyer offered ${f.money(p.amount)} for your listing "${p.title}"` + (p.message ? ` with the message: ${p.message}` : '') + `. Accept, counter or decline before ${f.time(p.until)}.`,
  },
  'offer.countered.buyer': {
    title: () => 'The seller countered',
    text: (p, f) => `The seller countered ${f.money(p.amount)} for "${p.title}"` + (p.message ? ` with the message: ${p.message}` : '') + `. Answer before ${f.time(p.until)}.`,
  },
  'offer.countered.seller': {
    title: () => 'The buyer made a new offer',
    text: (p, f) => `The buyer offered ${f.money(p.amount)} for "${p.title}"` + (p.message ? ` with the message: ${p.message}` : '') + `. Answer before ${f.time(p.until)}.`,
  },
  'offer.accepted.buyer': {
    title: () => 'Offer accepted',
    text: (p, f) => `"${p.title}" is yours for ${f.money(p.amount)}: it is held for you; place the order and pay before ${f.time(p.until)}.`,
  },
  'offer.accepted.seller': {
    title: () => 'The buyer accepted your counter',
    text: (p, f) => `The buyer accepted ${f.money(p.amount)} for "${p.title}"; the listing is held for them until ${f.time(p.until)}.`,
  },
  'offer.declined.buyer': {
    title: () => 'Offer not accepted',
    text: (p) => `The seller did not accept your offer for "${p.title}". You can still buy it at its price.`,
  },
  'offer.declined.seller': {
    title: () => 'The buyer ended the negotiation',
    text: (p) => `The buyer did not accept your counter for "${p.title}"; the negotiation has ended.`,
  },
  'offer.expired.buyer': {
    title: () => 'Offer expired',
    text: (p) => `Your offer for "${p.title}" was not answered in time and has ended.`,
  },
  'offer.expired.seller': {
    title: () => 'Offer expired',
    text: (p) => `An offer for "${p.title}" was not answered in time and has ended.`,
  },
  'offer.holdExpired.buyer': {
    title: () => 'Agreed price expired',
    text: (p) => `You did not order "${p.title}" in time: the agreed price has expired and the listing is back on sale.`,
  },
  'offer.holdExpired.seller': {
    title: () => 'Agreed price expired',
    text: (p) => `The buyer did not order "${p.title}" in time; the listing is back on sale.`,
  },
  'offer.lapsed.buyer': {
    title: () => 'Offer lapsed',
    text: (p) => `The price or status of "${p.title}" changed, so your offer has lapsed.`,
  },
  'alert.priceDrop': {
    title: () => 'A favourite dropped its price',
    text: (p, f) => `"${p.title}" in your favourites dropped from ${f.money(p.from)} to ${f.money(p.to)}.`,
  },
  'alert.savedSearch': {
    title: () => 'New listings for a saved search',
    text: (p) => `Your saved search in ${p.game} has ${p.count} new listing(s).`,
  },
}
