/**
 * The console's orders on both drivers (issue 13): the search and its filters, one order's case file, the room's
 * transcript (reading it marks nothing read), refund and dispute decisions by staff and admins (one of two fired
 * together, each audited once in its transaction, refusals changing nothing), staff handover actions audited, and
 * the admins' provider-refund queue with its retry (admins only, one sender at a time).
 */
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { buildApp } from '../../server/app'
import { orders } from '../../server/modules/order/schema'
import { paymentRefunds, payments } from '../../server/modules/payment/schema'
import type { PaymentProvider, RefundRequest } from '../../server/lib/pay'
import { disputes } from '../../server/modules/dispute/schema'
import { boughtSale } from './buying'
import { staff as staffUser, say } from './chat-fixtures'
import { auditCount, auditOf, race } from './console-fixtures'
import { call, DRIVERS, registerUser, roleToken, SECRET, useTestEnv, type TestEnv } from './helpers'

const NOTHING_BOUND = { phone: false, email: false, thirdParty: false }

/** A WeChat Pay stand-in whose refunds fail until told otherwise, each taking a moment (so two retries overlap). */
class FakeWechat implements PaymentProvider {
  readonly name = 'wechat' as const
  failing = true
  readonly refunds: RefundRequest[] = []
  methods() {
    return []
  }
  async createPayment(): Promise<never> {
    throw new Error('not used')
  }
  async verifyNotification() {
    return null
  }
  async refund(req: RefundRequest) {
    this.refunds.push(req)
    await new Promise((r) => setTimeout(r, 150))
    if (this.failing) throw new Error('SYSTEM_ERROR 系统繁忙')
  }
}

/** A refund of a WeChat payment of `orderId` left pending after three failed attempts. */
async function stuckRefund(e: TestEnv, orderId: number): Promise<number> {
  const no = 'P' + Date.now() + Math.floor(Math.random() * 1e6)
  const [p] = await e.db
    .insert(payments)
    .values({ paymentNo: no, orderId, provider: 'wechat', amount: 10_000, status: 'succeeded', providerTxnId: 'wx-txn', expiresAt: new Date(), paidAt: new Date() })
    .returning({ id: payments.id })
  const [r] = await e.db
    .insert(paymentRefunds)
    .values({ refundNo: 'R' + no.slice(1) + '01', paymentId: p.id, orderId, amount: 10_000, reason: '售后全额退款', attempts: 3, lastError: 'SYSTEM_ERROR 系统繁忙' })
    .returning({ id: paymentRefunds.id })
  return r.id
}

for (const driver of DRIVERS) {
  describe(`console orders [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('search: staff and admins only; by order number, buyer or seller id or phone, status and time; bad filters are 400', async () => {
      const e = env()
      const staff = await roleToken(e, 'staff')
      const admin = await roleToken(e, 'admin')
      const merchant = await roleToken(e, 'merchant')
      const s = await boughtSale(e, { upTo: 'delivered', listing: { bindings: NOTHING_BOUND } })
      const [o] = await e.db.select().from(orders).where(eq(orders.id, s.orderId))
      const search = (query: string, token = staff.token) => call(e.app, 'GET', `/api/admin/orders?pageSize=50&${query}`, { token })

      assert.equal((await call(e.app, 'GET', '/api/admin/orders')).code, 401)
      assert.equal((await search('', s.buyer.token)).code, 403)
      assert.equal((await search('', merchant.token)).code, 403)
      assert.equal((await search('', admin.token)).code, 200)

      const ids = async (query: string) => {
        const res = await search(query)
        assert.equal(res.code, 200, `${query}: ${res.msg}`)
        return (res.data.rows as { id: number }[]).map((r) => r.id)
      }
      assert.deepEqual(await ids(`orderNo=${o.orderNo}`), [o.id])
      assert.ok((await ids(`orderNo=${o.orderNo.slice(0, 12)}`)).includes(o.id), 'a prefix finds it')
      assert.deepEqual(await ids(`userId=${s.buyer.id}`), [o.id])
      assert.deepEqual(await ids(`phone=${s.seller.phone}`), [o.id])
      assert.deepEqual(await ids(`phone=${s.buyer.phone}&status=delivered`), [o.id])
      assert.deepEqual(await ids(`userId=${s.buyer.id}&status=cancelled`), [])
      const hour = 3600_000
      const at = (ms: number) => encodeURIComponent(new Date(o.createdAt.getTime() + ms).toISOString())
      assert.deepEqual(await ids(`userId=${s.buyer.id}&from=${at(-hour)}&to=${at(hour)}`), [o.id])
      assert.deepEqual(await ids(`userId=${s.buyer.id}&from=${at(hour)}`), [])
      const [row] = (await search(`orderNo=${o.orderNo}`)).data.rows
      assert.equal(row.buyer.phone, s.buyer.phone)
      assert.equal(row.status, 'delivered')
      assert.ok(row.roomId, 'a paid order has its room')

      const range = await search(`from=${at(hour)}&to=${at(-hour)}`)
      assert.equal(range.code, 400)
      assert.equal(range.msg, '开始时间需早于结束时间')
      for (const bad of ['phone=12', 'status=lost', 'orderNo=O%27--', 'userId=0', 'from=yesterday', 'pageSize=500', 'foo=1']) {
        assert.equal((await search(bad)).code, 400, bad)
      }
    })

    it('detail and transcript: timeline, payments, ledger, handover and room for staff; 404 for an unknown order; reading marks nothing read', async () => {
      const e = env()
      const staff = await roleToken(e, 'staff')
      const s = await boughtSale(e, { upTo: 'delivered', listing: { bindings: NOTHING_BOUND } })
      assert.equal((await call(e.app, 'GET', `/api/admin/orders/${s.orderId}`, { token: s.buyer.token })).code, 403)
      assert.equal((await call(e.app, 'GET', `/api/admin/orders/${s.orderId}/messages`, { token: s.seller.token })).code, 403)
      assert.equal((await call(e.app, 'GET', '/api/admin/orders/99999999', { token: staff.token })).code, 404)

      const res = await call(e.app, 'GET', `/api/admin/orders/${s.orderId}`, { token: staff.token })
      assert.equal(res.code, 200, res.msg)
      const d = res.data
      assert.equal(d.status, 'delivered')
      assert.ok(d.timeline.length >= 3)
      assert.equal(d.walletPaid, s.total)
      assert.ok(d.ledger.some((l: { party: string; kind: string; amount: number }) => l.party === 'buyer' && l.kind === 'order_payment' && l.amount === -s.total))
      assert.equal(d.handover.steps.length, 1)
      assert.equal(d.dispute, null)
      assert.deepEqual(d.refunds, [])

      const roomId = d.roomId as number
      await say(e, s.buyer.token, roomId, '你好，账号已经登录成功了')
      const unread = async (token: string) => (await call(e.app, 'GET', '/api/need/chat/unread', { token })).data.total as number
      const sellerUnread = await unread(s.seller.token)
      assert.ok(sellerUnread >= 1)
      const page = await call(e.app, 'GET', `/api/admin/orders/${s.orderId}/messages?limit=2`, { token: staff.token })
      assert.equal(page.code, 200, page.msg)
      assert.equal(page.data.roomId, roomId)
      assert.equal(page.data.rows.length, 2)
      assert.equal(page.data.hasMore, true)
      assert.equal(page.data.rows[1].text, '你好，账号已经登录成功了')
      const older = await call(e.app, 'GET', `/api/admin/orders/${s.orderId}/messages?before=${page.data.rows[0].id}&limit=100`, { token: staff.token })
      assert.ok(older.data.rows.every((m: { kind: string }) => m.kind === 'system'))
      assert.equal(await unread(s.seller.token), sellerUnread, "staff reading does not touch the seller's unread count")
      assert.equal((await call(e.app, 'GET', `/api/admin/orders/${s.orderId}/messages?after=1&before=2`, { token: staff.token })).code, 400)
    })

    it('refund decisions: staff and admins, one of two fired together, audited once; refusals change nothing', async () => {
      const e = env()
      const staff = await roleToken(e, 'staff')
      const admin = await roleToken(e, 'admin')
      const s = await boughtSale(e, { upTo: 'delivered', listing: { bindings: NOTHING_BOUND } })
      const asked = await call(e.app, 'POST', `/api/need/order/${s.orderId}/refund`, { token: s.buyer.token, body: { reason: '账号无法登录，密码错误' } })
      assert.equal(asked.code, 200, asked.msg)
      const decide = (token: string | undefined, body: unknown) => call(e.app, 'POST', `/api/admin/orders/${s.orderId}/refund`, { token, body })

      assert.equal((await decide(undefined, { approve: true })).code, 401)
      assert.equal((await decide(s.seller.token, { approve: true })).code, 403)
      assert.equal((await decide(staff.token, { approve: 'yes' })).code, 400)
      assert.equal((await decide(staff.token, { approve: true, note: '长'.repeat(201) })).code, 400)
      const [still] = await e.db.select({ status: orders.status }).from(orders).where(eq(orders.id, s.orderId))
      assert.equal(still.status, 'refunding')
      assert.equal(await auditCount(e, 'order', s.orderId), 0)

      assert.deepEqual(await race(decide(staff.token, { approve: true, note: '核实账号无法登录' }), decide(admin.token, { approve: false, note: '账号可正常登录' })), [200, 409])
      const [after] = await e.db.select({ status: orders.status }).from(orders).where(eq(orders.id, s.orderId))
      const entries = [...(await auditOf(e, 'order.refund.approve', s.orderId)), ...(await auditOf(e, 'order.refund.reject', s.orderId))]
      assert.equal(entries.length, 1)
      assert.deepEqual(entries[0].before, { status: 'refunding' })
      assert.deepEqual(entries[0].after, { status: after.status })
    })

    it('dispute decisions: one of two fired together, audited once with the reason; a user is refused and nothing changes', async () => {
      const e = env()
      const staff = await roleToken(e, 'staff')
      const admin = await roleToken(e, 'admin')
      const s = await boughtSale(e, { upTo: 'delivered', listing: { bindings: NOTHING_BOUND } })
      const opened = await call(e.app, 'POST', `/api/need/order/${s.orderId}/dispute`, {
        token: s.buyer.token,
        body: { type: 'not_as_described', description: '登录后发现英雄数量与描述不符，少了二十个。', images: [] },
      })
      assert.equal(opened.code, 200, opened.msg)
      const id = opened.data.id
      assert.equal((await call(e.app, 'POST', `/api/need/dispute/${id}/escalate`, { token: s.buyer.token })).code, 200)
      const decide = (token: string, body: unknown) => call(e.app, 'POST', `/api/admin/dispute/${id}/decide`, { token, body })

      assert.equal((await decide(s.buyer.token, { outcome: 'refund_full', reason: '描述不符' })).code, 403)
      assert.equal((await decide(staff.token, { outcome: 'refund_partial', reason: '部分不符' })).code, 400, 'a partial refund needs its amount')
      const [open] = await e.db.select().from(disputes).where(eq(disputes.id, id))
      assert.equal(open.status, 'with_staff')
      assert.equal(await auditCount(e, 'dispute', id), 0)

      const detail = await call(e.app, 'GET', `/api/admin/orders/${s.orderId}`, { token: staff.token })
      assert.equal(detail.data.dispute.id, id)
      assert.equal(detail.data.disputeStatus, 'with_staff')

      assert.deepEqual(
        await race(decide(staff.token, { outcome: 'refund_full', reason: '英雄数量与描述不符' }), decide(admin.token, { outcome: 'rejected', reason: '证据不足' })),
        [200, 409],
      )
      const [done] = await e.db.select().from(disputes).where(eq(disputes.id, id))
      const entries = await auditOf(e, 'dispute.decide', id)
      assert.equal(entries.length, 1)
      assert.equal(entries[0].reason, done.decisionReason)
      assert.equal((entries[0].after as { outcome: string }).outcome, done.outcome)
    })

    it("staff handover actions are audited; the parties' own are not", async () => {
      const e = env()
      const kefu = await staffUser(e)
      const s = await boughtSale(e, { upTo: 'handover', listing: { bindings: NOTHING_BOUND } })
      const done = await call(e.app, 'POST', `/api/need/order/${s.orderId}/handover/password/done`, { token: kefu.token })
      assert.equal(done.code, 200, done.msg)
      const [entry] = await auditOf(e, 'handover.done', s.orderId)
      assert.equal(entry.actorId, kefu.id)
      assert.deepEqual(entry.after, { step: 'password' })
      const undo = await call(e.app, 'POST', `/api/need/order/${s.orderId}/handover/password/undo`, { token: kefu.token, body: { what: 'done' } })
      assert.equal(undo.code, 200, undo.msg)
      assert.equal((await auditOf(e, 'handover.undo', s.orderId)).length, 1)
      assert.equal((await call(e.app, 'POST', `/api/need/order/${s.orderId}/handover/password/done`, { token: s.seller.token })).code, 200)
      assert.equal((await call(e.app, 'POST', `/api/need/order/${s.orderId}/handover/password/confirm`, { token: s.buyer.token })).code, 200)
      assert.equal((await auditOf(e, 'handover.done', s.orderId)).length, 1, "the seller's own mark is not an operator action")
      assert.equal((await auditOf(e, 'handover.confirm', s.orderId)).length, 0)
    })

    it('provider refunds: admins only; the retry sends now, one of two fired together, audited; a sent one is 409', async () => {
      const e = env()
      const staff = await roleToken(e, 'staff')
      const admin = await roleToken(e, 'admin')
      const buyer = await registerUser(e)
      const s = await boughtSale(e, { upTo: 'delivered', listing: { bindings: NOTHING_BOUND } })
      const id = await stuckRefund(e, s.orderId)
      const wechat = new FakeWechat()
      const dataDir = mkdtempSync(join(tmpdir(), 'console-orders-'))
      const app = await buildApp({ db: e.db, config: { secretKey: SECRET, staticDir: '/nonexistent', dataDir }, pay: [wechat], logger: false })
      try {
        const retry = (token: string | undefined) => call(app, 'POST', `/api/admin/refunds/${id}/retry`, { token })
        assert.equal((await call(app, 'GET', '/api/admin/refunds')).code, 401)
        assert.equal((await call(app, 'GET', '/api/admin/refunds', { token: staff.token })).code, 403)
        assert.equal((await retry(staff.token)).code, 403)
        assert.equal((await retry(buyer.token)).code, 403)
        assert.equal((await call(app, 'GET', '/api/admin/refunds?status=lost', { token: admin.token })).code, 400)
        assert.equal((await call(app, 'POST', '/api/admin/refunds/99999999/retry', { token: admin.token })).code, 404)
        assert.equal(wechat.refunds.length, 0)
        assert.equal(await auditCount(e, 'paymentRefund', id), 0)

        const queue = await call(app, 'GET', '/api/admin/refunds?pageSize=50', { token: admin.token })
        assert.equal(queue.code, 200, queue.msg)
        const listed = queue.data.rows.find((r: { id: number }) => r.id === id)
        assert.equal(listed.attempts, 3)
        assert.equal(listed.lastError, 'SYSTEM_ERROR 系统繁忙')
        assert.equal(listed.provider, 'wechat')
        const detail = await call(app, 'GET', `/api/admin/orders/${s.orderId}`, { token: staff.token })
        assert.equal(detail.data.refunds[0].id, id, 'the order shows its provider refunds')

        // the provider still refuses: the attempt is counted and the error kept
        const failed = await retry(admin.token)
        assert.equal(failed.code, 200, failed.msg)
        assert.equal(failed.data.sent, false)
        assert.equal(failed.data.refund.attempts, 4)
        assert.equal(failed.data.refund.status, 'pending')

        wechat.failing = false
        assert.deepEqual(await race(retry(admin.token), retry(admin.token)), [200, 409])
        const [sent] = await e.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id))
        assert.equal(sent.status, 'sent')
        assert.equal(sent.sendingSince, null)
        assert.equal(wechat.refunds.length, 2, 'one call per accepted retry')
        const again = await retry(admin.token)
        assert.equal(again.code, 409)
        assert.equal(again.msg, '该退款已被支付渠道受理，无需重试')
        const entries = await auditOf(e, 'refund.retry', id)
        assert.equal(entries.length, 2)
        assert.ok(entries.every((a) => a.actorId === admin.id))
      } finally {
        await app.close()
        rmSync(dataDir, { recursive: true, force: true })
      }
    })
  })
}
