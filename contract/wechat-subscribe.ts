/**
 * WeChat subscribe messages (订阅消息): which templates the mini program asks for at a moment, and the answers of
 * `requestSubscribeMessage` it reports (server/modules/notification/wechat-routes.ts).
 */

/** the moments WeChat lets the mini program ask: after paying, after listing, after opening a dispute */
export const SUBSCRIBE_MOMENTS = ['paid', 'listed', 'dispute'] as const
export type SubscribeMoment = (typeof SUBSCRIBE_MOMENTS)[number]

/** each template id's answer in `requestSubscribeMessage`'s result ('filter': WeChat hid the template) */
export type SubscribeAnswer = 'accept' | 'reject' | 'ban' | 'filter'

/** GET /need/notify/wechat-grants?moment= */
export interface SubscribeAsk {
  /** template ids for `requestSubscribeMessage({ tmplIds })`; empty: do not ask */
  tmplIds: string[]
}

/** POST /need/notify/wechat-grants */
export interface SubscribeResultsInput {
  results: Record<string, SubscribeAnswer>
}

export interface SubscribeResultsCounted {
  /** the template ids whose 'accept' was counted (ids the server does not know are ignored) */
  counted: string[]
}
