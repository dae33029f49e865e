/** en-US copy of the trade room's own system messages: the same kinds as copy-zh.ts. */
import type { Template } from '../../lib/copy-types'
import type { CHAT_ZH } from './copy-zh'

export const CHAT_EN: Record<keyof typeof CHAT_ZH, Template> = {
  'chat.staffJoined': () => 'Platform customer service has joined',
}
