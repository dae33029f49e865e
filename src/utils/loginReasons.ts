import { t, type MessageKey } from '../locales'

/**
 * Why a login-gated action sent the user to log in. The key travels in the login page's query (?reason=buy) and the
 * page says its sentence, since a toast shown before the page opens is gone by the time it shows. A fixed set of
 * keys, so a link can never put its own words on the login page.
 */
export const LOGIN_REASONS = {
  favourite: 'gate.favourite',
  buy: 'gate.buy',
  rent: 'gate.rent',
  sell: 'gate.sell',
  messages: 'gate.messages',
  orders: 'gate.orders',
  wallet: 'gate.wallet',
  coupon: 'gate.coupon',
  claim: 'gate.claim',
  chat: 'gate.chat',
} as const satisfies Record<string, MessageKey>

export type LoginReason = keyof typeof LOGIN_REASONS

/** The sentence of a reason key from a query, or '' for none or anything not in LOGIN_REASONS. */
export function loginReasonText(raw: string | undefined): string {
  return raw && Object.prototype.hasOwnProperty.call(LOGIN_REASONS, raw) ? t(LOGIN_REASONS[raw as LoginReason]) : ''
}
