import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { Dispute, Handover, RoomRole } from '../../contract/trade'
import TradePanel, { type TradePanelProps } from '../../src/components/trade/TradePanel'
import { localeStore } from '../../src/stores/locale'
import { click, mockApi, sleep, text, typeArea, typeInto, waitFor, type ApiMock, type Handler } from './helpers'
import { dispute, handover, step } from './tradeFixtures'

let api: ApiMock
let mounted: TestUtils | null = null
let modal: jest.SpyInstance
let toast: jest.SpyInstance

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
})

afterEach(() => {
  mounted?.unmout()
  mounted = null
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

let signedAt: string | null = '2026-11-22T01:00:00.000Z'
const contract = () => ({ orderId: 42, orderNo: 'O1', text: '游戏账号交易合同', sha256: 'ab', buyerAcceptedAt: '2026-11-22T00:00:00.000Z', sellerAcceptedAt: signedAt })

/** the server of one order: its handover (null: 404), dispute and contract, plus extra handlers */
function serve(h: Handover | null | (() => Handover), d: Dispute | null, extra: Record<string, Handler> = {}) {
  const now = () => (typeof h === 'function' ? h() : h)
  api = mockApi({
    'GET /need/order/42/contract': () => ({ code: 200, data: contract() }),
    'POST /need/order/42/contract/accept': () => {
      signedAt = '2026-11-22T06:00:00.000Z'
      return { code: 200, data: contract() }
    },
    'GET /need/order/42/handover': () => (now() ? { code: 200, data: now() } : { code: 404, msg: '订单不存在' }),
    'GET /need/order/42/dispute': () => ({ code: 200, data: d }),
    ...extra,
  })
}

async function mount(myRole: RoomRole, props: Partial<TradePanelProps> = {}) {
  const u = (mounted = new TestUtils())
  await u.mount(() => <TradePanel orderId={42} myRole={myRole} {...props} />)
  await waitFor(() => expect(api.calls.filter((c) => c.method === 'GET' && !c.path.endsWith('/contract'))).toHaveLength(2))
  await sleep(20)
  return u
}

const has = (sel: string) => !!document.querySelector(sel)
const count = (sel: string) => document.querySelectorAll(sel).length
const posted = (path: string) => api.calls.filter((c) => c.method === 'POST' && c.path === path)
const stepText = (key: string) => document.querySelector('.ho-step-' + key)?.textContent ?? ''

describe('handover checklist', () => {
  test('the buyer sees each step with its state and who did it, and confirms only a done step, after being told what to check', async () => {
    let h = handover()
    serve(() => h, null, {
      'POST /need/order/42/handover/phone/confirm': () => {
        h = { ...h, steps: [h.steps[0], step('phone', 'confirmed'), h.steps[2]] }
        return { code: 200, data: h }
      },
    })
    const u = await mount('buyer')
    expect(text()).toContain('换绑清单')
    expect(document.querySelector('.ho-progress')?.textContent).toBe('已确认 1/3 步')
    expect(stepText('password')).toContain('修改登录密码')
    expect(stepText('password')).toContain('已确认')
    expect(stepText('password')).toContain('卖家于 2026-11-22 10:00 标记完成')
    expect(stepText('password')).toContain('买家于 2026-11-22 11:00 确认')
    expect(stepText('phone')).toContain('待买家确认')
    expect(stepText('email')).toContain('待卖家完成')
    expect([count('.ho-confirm'), count('.ho-done'), count('.ho-staff-done'), count('.ho-undo-done')]).toEqual([1, 0, 0, 0])
    expect(has('.ho-step-phone .ho-confirm')).toBe(true)

    modal.mockResolvedValueOnce({ confirm: false, cancel: true })
    await click(u, '.ho-step-phone .ho-confirm')
    await waitFor(() => expect(modal).toHaveBeenCalledTimes(1))
    expect(modal.mock.calls[0][0].content).toContain('绑定的手机号已换绑为本人手机号')
    expect(posted('/need/order/42/handover/phone/confirm')).toHaveLength(0)

    await click(u, '.ho-step-phone .ho-confirm')
    await waitFor(() => expect(posted('/need/order/42/handover/phone/confirm')).toHaveLength(1))
    await waitFor(() => expect(document.querySelector('.ho-progress')?.textContent).toBe('已确认 2/3 步'))
    expect(count('.ho-confirm')).toBe(0)
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已确认' }))
  })

  test('the seller marks steps not done yet, sees the start countdown before starting, and is told when it has passed', async () => {
    let h = handover({ startedAt: null, steps: [step('password'), step('phone')] })
    serve(() => h, null, {
      'POST /need/order/42/handover/password/done': () => {
        h = { ...h, startedAt: '2026-11-22T05:00:00.000Z', steps: [step('password', 'done'), h.steps[1]] }
        return { code: 200, data: h }
      },
    })
    const onChanged = jest.fn()
    const u = await mount('seller', { onChanged })
    expect(document.querySelector('.ho-deadline--seller')?.textContent).toMatch(/请在 (4:59:\d\d|5:00:00) 内开始换绑/)
    expect([count('.ho-done'), count('.ho-confirm'), has('.ho-refund-now-btn')]).toEqual([2, 0, false])
    await click(u, '.ho-step-password .ho-done')
    await waitFor(() => expect(posted('/need/order/42/handover/password/done')).toHaveLength(1))
    expect(modal.mock.calls[0][0].content).toContain('确认已完成“修改登录密码”吗')
    await waitFor(() => expect(stepText('password')).toContain('待买家确认'))
    expect(onChanged).toHaveBeenCalledTimes(1)
    // started: the countdown is gone
    expect(has('.ho-deadline--seller')).toBe(false)
    expect(count('.ho-done')).toBe(1)

    mounted!.unmout()
    serve(handover({ startedAt: null, startDeadline: new Date(Date.now() - 1000).toISOString(), steps: [step('password')] }), null)
    await mount('seller')
    expect(text()).toContain('已超过开始换绑的期限')
  })

  test('the seller signs the trade contract in the checklist (签署交易合同); others never see it', async () => {
    signedAt = null
    serve(handover({ startedAt: null, steps: [step('password')] }), null)
    const u = await mount('seller')
    await waitFor(() => expect(has('.ho-contract-sign')).toBe(true))
    expect(document.querySelector('.ho-contract')?.textContent).toContain('签署交易合同')
    expect(has('.ho-contract-read')).toBe(true)
    await click(u, '.ho-contract-sign')
    await waitFor(() => expect(posted('/need/order/42/contract/accept')).toHaveLength(1))
    await waitFor(() => expect(has('.ho-contract-sign')).toBe(false))
    expect(document.querySelector('.ho-contract')?.textContent).toContain('已签署交易合同')
    mounted!.unmout()
    serve(handover(), null)
    await mount('buyer')
    expect(has('.ho-contract')).toBe(false)
    signedAt = '2026-11-22T01:00:00.000Z'
  })

  test('staff marks, confirms and undoes for either side; undo says what it clears', async () => {
    const h = handover()
    serve(h, null, {
      'POST /need/order/42/handover/password/undo': () => ({ code: 200, data: h }),
      'POST /need/order/42/handover/phone/undo': () => ({ code: 200, data: h }),
      'POST /need/order/42/handover/phone/confirm': () => ({ code: 200, data: h }),
      'POST /need/order/42/handover/email/done': () => ({ code: 200, data: h }),
    })
    const u = await mount('staff')
    expect([has('.ho-step-email .ho-staff-done'), has('.ho-step-phone .ho-staff-confirm'), has('.ho-step-phone .ho-undo-done'), has('.ho-step-password .ho-undo-confirmed')]).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect([count('.ho-done'), count('.ho-confirm')]).toEqual([0, 0])
    await click(u, '.ho-step-password .ho-undo-confirmed')
    await waitFor(() => expect(posted('/need/order/42/handover/password/undo')).toHaveLength(1))
    expect(posted('/need/order/42/handover/password/undo')[0].data).toEqual({ what: 'confirmed' })
    await sleep(20)
    await click(u, '.ho-step-phone .ho-undo-done')
    await waitFor(() => expect(posted('/need/order/42/handover/phone/undo')).toHaveLength(1))
    expect(posted('/need/order/42/handover/phone/undo')[0].data).toEqual({ what: 'done' })
    await sleep(20)
    await click(u, '.ho-step-phone .ho-staff-confirm')
    await waitFor(() => expect(posted('/need/order/42/handover/phone/confirm')).toHaveLength(1))
    await sleep(20)
    await click(u, '.ho-step-email .ho-staff-done')
    await waitFor(() => expect(posted('/need/order/42/handover/email/done')).toHaveLength(1))
  })

  test('立即退款 is offered to the buyer only when the server allows it, and asks first', async () => {
    serve(handover({ startedAt: null, steps: [step('password')], canRefundNow: false }), null)
    await mount('buyer')
    expect(has('.ho-refund-now-btn')).toBe(false)
    expect(text()).toContain('超时未开始您可立即退款')

    mounted!.unmout()
    const late = handover({ startedAt: null, steps: [step('password')], canRefundNow: true, startDeadline: new Date(Date.now() - 1000).toISOString() })
    serve(late, null, { 'POST /need/order/42/handover/refund': () => ({ code: 200, data: { ...late, canRefundNow: false } }) })
    const onChanged = jest.fn()
    const u = await mount('buyer', { onChanged })
    expect(text()).toContain('卖家未在期限内开始换绑')
    await click(u, '.ho-refund-now-btn')
    await waitFor(() => expect(posted('/need/order/42/handover/refund')).toHaveLength(1))
    expect(modal.mock.calls[0][0].content).toContain('已付款项将全部退回钱包')
    await waitFor(() => expect(onChanged).toHaveBeenCalled())

    // the seller and staff never get the button
    for (const role of ['seller', 'staff'] as const) {
      mounted!.unmout()
      serve(late, null)
      await mount(role)
      expect(has('.ho-refund-now-btn')).toBe(false)
    }
  })

  test('a complete handover, or an order that left it, offers no step actions', async () => {
    serve(handover({ completedAt: '2026-11-22T06:00:00.000Z', steps: [step('password', 'confirmed')] }), null)
    await mount('staff')
    expect(text()).toContain('换绑已于 2026-11-22 14:00 全部确认')
    expect(count('.ho-step__actions')).toBe(0)

    mounted!.unmout()
    serve(handover(), null)
    await mount('seller', { orderStatus: 'refunded' })
    expect(count('.ho-step__actions')).toBe(0)
  })

  test('a server refusal is said and the panel shows the order as it now is', async () => {
    serve(handover(), null, { 'POST /need/order/42/handover/phone/confirm': () => ({ code: 409, msg: '订单状态已变化' }) })
    const u = await mount('buyer')
    await click(u, '.ho-step-phone .ho-confirm')
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '订单状态已变化' })))
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/need/order/42/handover')).toHaveLength(2))
  })

  test('an order without handover or dispute renders nothing; a new refreshKey fetches again', async () => {
    serve(null, null)
    let bump = () => undefined as void
    function Host() {
      const [key, setKey] = useState(1)
      bump = () => setKey((k) => k + 1)
      return <TradePanel orderId={42} myRole='buyer' refreshKey={key} />
    }
    const u = (mounted = new TestUtils())
    await u.mount(Host)
    await waitFor(() => expect(api.calls).toHaveLength(2))
    await sleep(20)
    expect(has('.trade-panel')).toBe(false)
    expect(has('.page-state')).toBe(false)
    expect(toast).not.toHaveBeenCalled()
    // a system message in the room: the host bumps the key and the panel shows what changed
    serve(handover(), null)
    await u.act(async () => {
      bump()
      await sleep(0)
    })
    await waitFor(() => expect(has('.handover-card')).toBe(true))
    expect(api.calls.map((c) => c.path).sort()).toEqual(['/need/order/42/dispute', '/need/order/42/handover'])
  })
})

describe('dispute card', () => {
  test('shows type, description, evidence, status and the answer countdown', async () => {
    serve(null, dispute())
    await mount('buyer')
    expect(text()).toContain('售后 · 换绑未完成或失败')
    expect(document.querySelector('.dp-status')?.textContent).toBe('待卖家回应')
    expect(text()).toContain('卖家说已换绑手机')
    expect(count('.dp-image')).toBe(1)
    expect(document.querySelector('.dp-deadline')?.textContent).toMatch(/卖家需在 4[67]:\d\d:\d\d 内回应/)
    // nothing the buyer may do without flags
    expect([has('.dp-withdraw'), has('.dp-escalate'), has('.dp-appeal'), has('.dp-answer'), has('.dp-decide')]).toEqual([false, false, false, false, false])
  })

  test('the seller answers (text required) or agrees to a full refund after a warning', async () => {
    serve(null, dispute({ canAnswer: true, canEscalate: true }), {
      'POST /need/dispute/5/answer': () => ({ code: 200, data: dispute({ status: 'answered' }) }),
    })
    const u = await mount('seller')
    expect(has('.dp-escalate')).toBe(true)
    await click(u, '.dp-answer-submit')
    await waitFor(() => expect(text()).toContain('请填写回应内容'))
    expect(posted('/need/dispute/5/answer')).toHaveLength(0)
    await typeArea(u, '.f-dp-answer', '  已经换绑了，请重新登录看看  ')
    await click(u, '.dp-answer-submit')
    await waitFor(() => expect(posted('/need/dispute/5/answer')).toHaveLength(1))
    expect(posted('/need/dispute/5/answer')[0].data).toEqual({ text: '已经换绑了，请重新登录看看' })

    mounted!.unmout()
    serve(null, dispute({ canAnswer: true }), { 'POST /need/dispute/5/answer': () => ({ code: 200, data: dispute({ status: 'resolved' }) }) })
    const v = await mount('seller')
    await click(v, '.dp-accept')
    await waitFor(() => expect(posted('/need/dispute/5/answer')).toHaveLength(1))
    expect(modal.mock.calls.at(-1)[0].content).toContain('全额退还买家')
    expect(posted('/need/dispute/5/answer')[0].data).toEqual({ text: '同意全额退款', acceptRefund: true })
  })

  test('the buyer withdraws or asks staff; after a rejection, appeals once; the outcome is shown', async () => {
    serve(null, dispute({ canWithdraw: true, canEscalate: true, status: 'answered', sellerAnswer: '已换绑', sellerAnsweredAt: '2026-11-22T05:00:00.000Z' }), {
      'POST /need/dispute/5/withdraw': () => ({ code: 200, data: dispute({ status: 'withdrawn' }) }),
      'POST /need/dispute/5/escalate': () => ({ code: 200, data: dispute({ status: 'with_staff' }) }),
    })
    const u = await mount('buyer')
    expect(text()).toContain('卖家回应 · 2026-11-22 13:00')
    await click(u, '.dp-escalate')
    await waitFor(() => expect(posted('/need/dispute/5/escalate')).toHaveLength(1))
    await sleep(20)
    await click(u, '.dp-withdraw')
    await waitFor(() => expect(posted('/need/dispute/5/withdraw')).toHaveLength(1))
    expect(modal.mock.calls.map((c) => c[0].content)).toEqual([expect.stringContaining('申请平台客服介入'), expect.stringContaining('撤回本次售后申请')])

    mounted!.unmout()
    const rejected = dispute({
      status: 'resolved',
      outcome: 'rejected',
      decisionReason: '聊天记录显示已完成换绑',
      decidedAt: '2026-11-23T02:00:00.000Z',
      decidedBy: 'staff',
      escalatedBy: 'timeout',
      escalatedAt: '2026-11-23T01:00:00.000Z',
      canAppeal: true,
      canEscalate: true,
    })
    serve(null, rejected, { 'POST /need/dispute/5/escalate': () => ({ code: 200, data: { ...rejected, status: 'with_staff', appealed: true } }) })
    const v = await mount('buyer')
    expect(text()).toContain('处理结果驳回')
    expect(text()).toContain('处理说明：聊天记录显示已完成换绑')
    expect(text()).toContain('客服于 2026-11-23 10:00 裁决')
    expect(text()).toContain('卖家未按时回应，2026-11-23 09:00 已转客服处理')
    // a resolved dispute is appealed, not escalated
    expect([has('.dp-appeal'), has('.dp-escalate')]).toEqual([true, false])
    await click(v, '.dp-appeal')
    await waitFor(() => expect(posted('/need/dispute/5/escalate')).toHaveLength(1))
    expect(modal.mock.calls.at(-1)[0].content).toContain('复核只能申请一次')
  })

  test('a refund outcome shows its amount', async () => {
    serve(null, dispute({ status: 'resolved', outcome: 'refund_partial', refundAmount: 20000, decisionReason: '部分不符', decidedAt: '2026-11-23T02:00:00.000Z', decidedBy: 'staff' }))
    await mount('seller')
    expect(document.querySelector('.dp-decision')?.textContent).toContain('部分退款 · 退款 ¥200.00')
  })

  test('staff decides: outcome and reason required, a partial amount between 0 and what was paid, then it is sent', async () => {
    let answer: { code: number; msg?: string; data?: unknown } = { code: 409, msg: '该售后已裁决' }
    serve(null, dispute({ status: 'with_staff', escalatedBy: 'buyer', escalatedAt: '2026-11-22T05:00:00.000Z', heldAmount: 95000 }), {
      'POST /admin/dispute/5/decide': () => answer,
    })
    const u = await mount('staff')
    expect(text()).toContain('买家实付 ¥985.00')
    expect(text()).toContain('处理期间已冻结卖家货款 ¥950.00')
    await click(u, '.dp-decide-submit')
    await waitFor(() => expect(text()).toContain('请选择处理结果'))

    await click(u, '.dp-choice--refund_partial')
    await waitFor(() => expect(has('.f-dp-amount')).toBe(true))
    await typeArea(u, '.f-dp-reason', '描述与实际部分不符')
    for (const bad of ['', '0', '985', '1000', '12.345', 'abc']) {
      await typeInto(u, '.f-dp-amount', bad)
      await click(u, '.dp-decide-submit')
      await waitFor(() => expect(text()).toContain('部分退款金额需大于0且小于买家实付 ¥985.00'))
    }
    expect(posted('/admin/dispute/5/decide')).toHaveLength(0)
    await typeInto(u, '.f-dp-amount', '984.99')
    await typeArea(u, '.f-dp-reason', '   ')
    await click(u, '.dp-decide-submit')
    await waitFor(() => expect(text()).toContain('请填写处理说明'))
    expect(posted('/admin/dispute/5/decide')).toHaveLength(0)

    await typeInto(u, '.f-dp-amount', '12.5')
    await typeArea(u, '.f-dp-reason', '描述与实际部分不符')
    await click(u, '.dp-decide-submit')
    await waitFor(() => expect(posted('/admin/dispute/5/decide')).toHaveLength(1))
    expect(modal.mock.calls.at(-1)[0].content).toContain('部分退款 ¥12.50')
    expect(posted('/admin/dispute/5/decide')[0].data).toEqual({ outcome: 'refund_partial', amount: 1250, reason: '描述与实际部分不符' })
    // the server's refusal is said on the form
    await waitFor(() => expect(document.querySelector('.dp-decide .form-error')?.textContent).toBe('该售后已裁决'))

    answer = { code: 200, data: dispute({ status: 'resolved', outcome: 'rejected' }) }
    await click(u, '.dp-choice--rejected')
    await waitFor(() => expect(has('.f-dp-amount')).toBe(false))
    await click(u, '.dp-decide-submit')
    await waitFor(() => expect(posted('/admin/dispute/5/decide')).toHaveLength(2))
    expect(posted('/admin/dispute/5/decide')[1].data).toEqual({ outcome: 'rejected', reason: '描述与实际部分不符' })
  })

  test('only staff gets the decision form, and only while the dispute is with them', async () => {
    for (const [role, status, shown] of [
      ['buyer', 'with_staff', false],
      ['seller', 'with_staff', false],
      ['staff', 'answered', false],
      ['staff', 'with_staff', true],
    ] as const) {
      serve(null, dispute({ status }))
      await mount(role)
      expect(has('.dp-decide')).toBe(shown)
      mounted!.unmout()
      mounted = null
      document.body.innerHTML = ''
    }
  })
})
