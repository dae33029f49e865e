/** en-US copy of feedback: the same kinds and parameters as copy-zh.ts. */
import type { Template } from '../../lib/copy-types'
import type { FEEDBACK_ZH } from './copy-zh'

export const FEEDBACK_EN: Record<keyof typeof FEEDBACK_ZH, Template> = {
  'feedback.replied': {
    title: () => 'Your feedback has a reply',
    text: (p) => `The platform replied to your feedback "${p.gist}": ${p.reply}`,
  },
}
