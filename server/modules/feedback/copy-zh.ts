/** zh-CN copy of feedback: the message telling a user the platform replied. */
import type { Template } from '../../lib/copy-types'

export const FEEDBACK_ZH = {
  'feedback.replied': {
    title: () => '您的反馈已收到回复',
    text: (p) => `您提交的反馈「${p.gist}」已收到平台回复：${p.reply}`,
  },
} satisfies Record<string, Template>
