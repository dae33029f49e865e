/**
 * A channel that reaches a user outside the app: SMS, WeChat subscribe messages. Each sits behind this one
 * interface with a sandbox implementation for tests and demos, like the payment and SMS providers. The in-app
 * inbox is the third channel; it is written in the event's own transaction (inbox/notify.ts), so it needs no
 * delivery. What goes to which channel is the channel table (docs/architecture.md, "Notifications").
 */
import type { Copy } from '../../lib/copy'

export type OutsideChannelName = 'sms' | 'wechat'

/** One queued send, as the outbox worker hands it to a channel. */
export interface Delivery {
  /** the outbox row's id: the idempotency key a provider gets where it takes one */
  id: number
  userId: number
  /** the message's copy kind and parameters (lib/copy.ts), e.g. 'order.paid.seller' */
  copy: Copy
  /** app URL of what it is about, e.g. '/index/orderDetail?id=3' */
  link: string | null
}

export type SendResult =
  | { ok: true; providerId?: string | null }
  /**
   * `retry`: a failure that may pass (network, rate limit); otherwise the send is given up (refused). `skip`: it was
   * never for this user (no phone, no grant to use): the outbox row is marked skipped with `error` as the reason.
   */
  | { ok: false; retry: boolean; error: string; skip?: boolean }

export interface OutsideChannel {
  readonly name: OutsideChannelName
  send(delivery: Delivery): Promise<SendResult>
}
