/** zh-CN copy of a consigned listing's review and shelf (review.ts, service.ts, admin-listings.ts); `reason` as staff typed it. */
import type { Template } from '../../lib/copy-types'

export const CONSIGNMENT_ZH = {
  'goods.submitted': {
    title: () => '商品已提交审核',
    text: (p) => `您的商品“${p.title}”已提交，平台审核通过后将自动上架，请留意消息通知。`,
  },
  'goods.approved': {
    title: () => '商品审核通过',
    text: (p) => `您的商品“${p.title}”已通过审核，现已上架出售。`,
  },
  'goods.rejected': {
    title: () => '商品审核未通过',
    text: (p) => `您的商品“${p.title}”未通过审核，原因：${p.reason}。可在“我的商品”中重新提交审核。`,
  },
  'goods.relisted': {
    title: () => '商品已恢复在售',
    text: (p) => `您已更新“${p.title}”的账号信息，商品已重新上架。`,
  },
  'goods.takenDown': {
    title: () => '商品已被平台下架',
    text: (p) => `您的商品“${p.title}”已被平台下架，原因：${p.reason}。修改后可在“我的商品”中重新提交审核。`,
  },
} satisfies Record<string, Template>
