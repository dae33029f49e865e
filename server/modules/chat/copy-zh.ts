/** zh-CN copy of the trade room's own system messages (service.ts); the order's steps are in order/copy-zh.ts. */
import type { Template } from '../../lib/copy-types'

export const CHAT_ZH = {
  'chat.staffJoined': () => '平台客服已介入',
} satisfies Record<string, Template>
