import type { Dispute, Handover, HandoverStep, Rating } from '../../contract/trade'

export const step = (key: HandoverStep['key'], state: 'pending' | 'done' | 'confirmed' = 'pending'): HandoverStep => ({
  key,
  doneAt: state === 'pending' ? null : '2026-11-22T02:00:00.000Z',
  doneBy: state === 'pending' ? null : 'seller',
  confirmedAt: state === 'confirmed' ? '2026-11-22T03:00:00.000Z' : null,
  confirmedBy: state === 'confirmed' ? 'buyer' : null,
})

export function handover(over: Partial<Handover> = {}): Handover {
  return {
    orderId: 42,
    steps: [step('password', 'confirmed'), step('phone', 'done'), step('email')],
    startedAt: '2026-11-22T02:00:00.000Z',
    completedAt: null,
    startDeadline: new Date(Date.now() + 5 * 3600 * 1000).toISOString(),
    canRefundNow: false,
    ...over,
  }
}

export function dispute(over: Partial<Dispute> = {}): Dispute {
  return {
    id: 5,
    orderId: 42,
    orderNo: 'O20261122000042',
    paidTotal: 98500,
    type: 'handover_failed',
    description: '卖家说已换绑手机，但登录后绑定的还是原手机号',
    images: ['/api/uploads/e1.png'],
    status: 'awaiting_seller',
    sellerAnswer: null,
    sellerAnsweredAt: null,
    sellerDeadline: new Date(Date.now() + 47 * 3600 * 1000).toISOString(),
    escalatedBy: null,
    escalatedAt: null,
    outcome: null,
    refundAmount: null,
    decisionReason: null,
    decidedAt: null,
    decidedBy: null,
    appealed: false,
    heldAmount: 0,
    createdAt: '2026-11-22T04:00:00.000Z',
    canAnswer: false,
    canEscalate: false,
    canWithdraw: false,
    canAppeal: false,
    ...over,
  }
}

export function rating(over: Partial<Rating> = {}): Rating {
  return {
    orderId: 42,
    stars: 4,
    tags: ['fast_handover', 'friendly'],
    comment: '换绑很快，卖家很耐心',
    buyer: '小**',
    goodsTitle: '国服V8 满英雄 300皮肤',
    createdAt: '2026-11-23T01:00:00.000Z',
    updatedAt: '2026-11-23T01:00:00.000Z',
    editableUntil: new Date(Date.now() + 3 * 86400 * 1000).toISOString(),
    ...over,
  }
}
