/** en-US copy of a consigned listing's review and shelf: the same kinds and parameters as copy-zh.ts. */
import type { Template } from '../../lib/copy-types'
import type { CONSIGNMENT_ZH } from './copy-zh'

export const CONSIGNMENT_EN: Record<keyof typeof CONSIGNMENT_ZH, Template> = {
  'goods.submitted': {
    title: () => 'Listing submitted for review',
    text: (p) => `Your listing "${p.title}" was submitted; it goes on sale once the platform approves it. Watch your messages.`,
  },
  'goods.approved': {
    title: () => 'Listing approved',
    text: (p) => `Your listing "${p.title}" was approved and is now on sale.`,
  },
  'goods.rejected': {
    title: () => 'Listing not approved',
    text: (p) => `Your listing "${p.title}" was not approved. Reason: ${p.reason}. You may submit it again under My listings.`,
  },
  'goods.relisted': {
    title: () => 'Listing back on sale',
    text: (p) => `You updated the account details of "${p.title}"; the listing is back on sale.`,
  },
  'goods.takenDown': {
    title: () => 'Listing taken down by the platform',
    text: (p) => `Your listing "${p.title}" was taken down by the platform. Reason: ${p.reason}. After changing it you may submit it for review again under My listings.`,
  },
}
