/** en-US copy of inspections: the same kinds and parameters as copy-zh.ts. */
import type { Template } from '../../lib/copy-types'
import type { INSPECTION_ZH } from './copy-zh'

export const INSPECTION_EN: Record<keyof typeof INSPECTION_ZH, Template> = {
  'inspection.started': {
    title: () => 'Official inspection started',
    text: (p, f) => `An inspector logged in to "${p.title}" (${p.goodsNo}) with the credentials you gave at ${f.time(p.at)} for the official inspection. Please do not change the password or log in meanwhile; if you did not expect this, contact customer service.`,
  },
  'inspection.passed': {
    title: () => 'Official inspection passed',
    text: (p) => `Your listing "${p.title}" (${p.goodsNo}) passed the official inspection; its page now shows the "Officially inspected" badge.`,
  },
  'inspection.differs': {
    title: () => 'The inspection found differences',
    text: (p) => `The official inspection of "${p.title}" (${p.goodsNo}) found ${p.count} item(s) different from the listing; it cannot go on sale until you correct them. See the differences in My products.`,
  },
}
