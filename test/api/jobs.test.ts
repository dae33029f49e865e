/**
 * Background work that cannot stall, on both drivers: an order whose step throws (a trigger poisons it) does not
 * stop expiry or auto-completion of the others in the same run; it is recorded with its attempts and next attempt,
 * backs off, is set aside after the limit, listed to staff (not to users) and put back by a retry. A provider
 * refund that always fails does not starve the next one. What is stored and reported carries no bound values.
 */
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { and, eq, sql } from 'drizzle-orm'
import { buildApp } from '../../server/app'
import { defaultConfig } from '../../server/config'
import { orders } from '../../server/modules/order/schema'
import { paymentRefunds, payments } from '../../server/modules/payment/schema'
import type { PaymentProvider, RefundRequest } from '../../server/lib/pay'
import { PaymentProviders } from '../../server/lib/payments'
import { retryPolicy } from '../../server/modules/jobs/backoff'
import { drain } from '../../server/modules/jobs/runner'
import { jobFailures } from '../../server/modules/jobs/schema'
import { runDueJobs } from '../../server/modules/order/jobs'
import { sendPendingRefunds } from '../../server/modules/payment/refunds'
import { boughtSale, listing, verifiedUser } from './buying'
import { auditOf } from './console-fixtures'
import { call, DRIVERS, registerUser, roleToken, SECRET, useTestEnv, type TestEnv } from './helpers'

const MAX = 3
const BASE_S = 60
const config = () => ({ ...defaultConfig(), secretKey: SECRET, jobMaxAttempts: MAX, jobBackoffSeconds: BASE_S })
const jobCtx = (e: TestEnv) => ({ db: e.db, config: config() })
const at = (ms: number) => new Date(Date.now() + ms)
const HOUR = 3600_000
const PHONE = '13912345678'

/** A trigger that makes every update of the listed orders throw, as a corrupt row or a bug in a step would. */
async function installPoison(e: TestEnv) {
  await e.db.execute(sql.raw('create table if not exists test_poisoned_orders (id integer primary key)'))
  await e.db.execute(
    sql.raw(`create or replace function test_poison_orders() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from test_poisoned_orders p where p.id = old.id) then
          raise exception 'order % is poisoned', old.id;
        end if;
        return new;
      end $$`),
  )
  await e.db.execute(sql.raw('drop trigger if exists test_poison_orders on orders'))
  await e.db.execute(sql.raw('create trigger test_poison_orders before update on orders for each row execute function test_poison_orders()'))
}
const poison = (e: TestEnv, id: number) => e.db.execute(sql`insert into test_poisoned_orders (id) values (${id})`)
const cure = (e: TestEnv) => e.db.execute(sql.raw('delete from test_poisoned_orders'))

async function pendingOrder(e: TestEnv): Promise<number> {
  const seller = await verifiedUser(e)
  const buyer = await verifiedUser(e)
  const goodsId = await listing(e, seller.id, { price: 5_000, compensation: 'none' })
  const created = await call(e.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId, compensation: 'none', agree: true } })
  assert.equal(created.code, 200, created.msg)
  return created.data.id
}

const statusOf = async (e: TestEnv, id: number) => (await e.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s
const failureOf = async (e: TestEnv, kind: string, itemId: number) =>
  (await e.db.select().from(jobFailures).where(and(eq(jobFailures.kind, kind), eq(jobFailures.itemId, itemId))))[0]

/** A WeChat Pay stand-in that refuses the refunds listed in `refusing` and takes the others. */
class FakeWechat implements PaymentProvider {
  readonly name = 'wechat' as const
  readonly refusing = new Set<string>()
  readonly taken: RefundRequest[] = []
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
    if (this.refusing.has(req.refundNo)) throw new Error(`SYSTEM_ERROR 系统繁忙 (buyer ${PHONE})`)
    this.taken.push(req)
  }
}

/** a pending WeChat refund of `orderId`, as the refund transactions write it */
async function pendingRefund(e: TestEnv, orderId: number): Promise<{ id: number; refundNo: string }> {
  const no = 'P' + Date.now() + Math.floor(Math.random() * 1e6)
  const [p] = await e.db
    .insert(payments)
    .values({ paymentNo: no, orderId, provider: 'wechat', amount: 10_000, status: 'succeeded', providerTxnId: 'wx-txn', expiresAt: new Date(), paidAt: new Date() })
    .returning({ id: payments.id })
  const [r] = await e.db
    .insert(paymentRefunds)
    .values({ refundNo: 'R' + no.slice(1) + '01', paymentId: p.id, orderId, amount: 10_000, reason: '售后全额退款' })
    .returning({ id: paymentRefunds.id, refundNo: paymentRefunds.refundNo })
  return r
}

for (const driver of DRIVERS) {
  describe(`background jobs [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('a poisoned order does not stop the others; it backs off, is set aside, listed to staff and put back by a retry', async () => {
      const e = env()
      await installPoison(e)
      // the poisoned one is the oldest due: the loop used to take it first, every run, and stop there
      const poisoned = await pendingOrder(e)
      const other = await pendingOrder(e)
      const delivered = await boughtSale(e, { upTo: 'delivered' })
      await poison(e, poisoned)
      const lines: string[] = []
      const now = at(73 * HOUR)
      try {
        const first = await runDueJobs(jobCtx(e), now, (line) => lines.push(line))
        assert.equal(await statusOf(e, other), 'cancelled', 'the next due order expires in the same run')
        assert.equal(await statusOf(e, delivered.orderId), 'completed', 'auto-completion runs too')
        assert.equal(await statusOf(e, poisoned), 'pending_payment', 'its own writes were undone')
        assert.ok(first.expired >= 1 && first.completed >= 1)
        assert.ok(first.failed >= 1)

        let row = await failureOf(e, 'order.expire', poisoned)
        assert.equal(row.attempts, 1)
        assert.equal(row.orderId, poisoned)
        assert.equal(row.deadSince, null)
        assert.equal(row.nextAttemptAt.getTime() - now.getTime(), BASE_S * 1000)
        assert.match(row.lastError, /order \d+ is poisoned/)
        assert.doesNotMatch(row.lastError, /params:/, 'the bound values of the failed query are not kept')
        assert.ok(lines.some((l) => l.startsWith(`order.expire #${poisoned} failed (attempt 1`)))
        assert.ok(lines.every((l) => !l.includes('params:')))

        // backing off: a run before its next attempt leaves it alone
        await runDueJobs(jobCtx(e), now)
        assert.equal((await failureOf(e, 'order.expire', poisoned)).attempts, 1)

        // each failure doubles the wait; the MAX-th sets it aside
        const waits = [BASE_S * 1000]
        for (let attempt = 2; attempt <= MAX; attempt++) {
          const due = row.nextAttemptAt
          await runDueJobs(jobCtx(e), due)
          row = await failureOf(e, 'order.expire', poisoned)
          assert.equal(row.attempts, attempt)
          waits.push(row.nextAttemptAt.getTime() - due.getTime())
        }
        assert.deepEqual(waits, [60_000, 120_000, 240_000])
        assert.ok(row.deadSince, 'dead after the limit')
        await runDueJobs(jobCtx(e), at(1000 * HOUR))
        assert.equal((await failureOf(e, 'order.expire', poisoned)).attempts, MAX, 'a dead item is not tried again')

        // staff see it in the console; users do not
        const staff = await roleToken(e, 'staff')
        const user = await registerUser(e)
        const list = (token?: string, query = '') => call(e.app, 'GET', `/api/admin/jobs/failures?pageSize=50${query}`, { token })
        assert.equal((await list()).code, 401)
        assert.equal((await list(user.token)).code, 403)
        const bad = await list(staff.token, '&status=lost')
        assert.equal(bad.code, 400)
        assert.ok(bad.msg)
        const dead = await list(staff.token, '&status=dead')
        assert.equal(dead.code, 200, dead.msg)
        const listed = dead.data.rows.find((r: { itemId: number; kind: string }) => r.kind === 'order.expire' && r.itemId === poisoned)
        assert.ok(listed, 'the dead order is listed')
        const [{ orderNo }] = await e.db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, poisoned))
        assert.equal(listed.orderId, poisoned)
        assert.equal(listed.orderNo, orderNo)
        assert.equal(listed.attempts, MAX)
        assert.ok(listed.deadSince)
        assert.match(listed.lastError, /poisoned/)
        assert.equal((await list(staff.token, '&status=waiting')).data.rows.some((r: { id: number }) => r.id === listed.id), false)

        // a retry puts it back: due now, counted afresh, audited; a user may not
        const retry = (token: string, id = listed.id) => call(e.app, 'POST', `/api/admin/jobs/failures/${id}/retry`, { token })
        assert.equal((await retry(user.token)).code, 403)
        assert.equal((await retry(staff.token, 99999999)).code, 404)
        const back = await retry(staff.token)
        assert.equal(back.code, 200, back.msg)
        assert.equal(back.data.deadSince, null)
        assert.equal(back.data.attempts, 0)
        const [entry] = await auditOf(e, 'job.retry', listed.id)
        assert.equal(entry.actorId, staff.id)

        // cured, the next run handles it and the failure is gone
        await cure(e)
        await runDueJobs(jobCtx(e), at(1000 * HOUR))
        assert.equal(await statusOf(e, poisoned), 'cancelled')
        assert.equal(await failureOf(e, 'order.expire', poisoned), undefined)
        assert.equal((await list(staff.token)).data.rows.some((r: { id: number }) => r.id === listed.id), false)
      } finally {
        await cure(e)
      }
    })

    it('what a failure stores and reports carries no bound values (a phone number in a failed query)', async () => {
      const e = env()
      const id = await pendingOrder(e)
      const lines: string[] = []
      const now = new Date()
      const run = { now, policy: retryPolicy(config()), max: 10, report: (l: string) => lines.push(l) }
      let picked = false
      const result = await drain(
        e.db,
        {
          kind: 'order.complete',
          pick: async () => (picked ? undefined : ((picked = true), id)),
          ref: (itemId) => ({ itemId, orderId: itemId }),
          // a query that fails with the buyer's phone among its parameters
          handle: (tx) => tx.execute(sql`select ${PHONE}::text as phone, 1 / (select count(*) from orders where false) as boom`),
        },
        run,
      )
      assert.deepEqual(result, { done: 0, failed: 1 })
      const row = await failureOf(e, 'order.complete', id)
      assert.match(row.lastError, /division by zero/)
      for (const text of [row.lastError, ...lines]) {
        assert.ok(!text.includes(PHONE), text)
        assert.doesNotMatch(text, /params:/)
      }
      await e.db.delete(jobFailures).where(eq(jobFailures.id, row.id))
    })

    it('a refund its provider always refuses does not starve the next one; it backs off, dies, and an admin retry resets it', async () => {
      const e = env()
      const s = await boughtSale(e, { upTo: 'delivered' })
      const wechat = new FakeWechat()
      const pay = new PaymentProviders([wechat])
      const ctx = { db: e.db, pay, config: config() }
      const stuck = await pendingRefund(e, s.orderId)
      const next = await pendingRefund(e, s.orderId)
      wechat.refusing.add(stuck.refundNo)
      const now = new Date(Date.now() + 1000)

      // one at a time: the refused one backs off, so the next run sends the newer one instead of the same again
      assert.deepEqual(await sendPendingRefunds(ctx, { limit: 1, now }), { sent: 0, failed: 1 })
      assert.deepEqual(await sendPendingRefunds(ctx, { limit: 1, now }), { sent: 1, failed: 0 })
      assert.deepEqual(
        wechat.taken.map((r) => r.refundNo),
        [next.refundNo],
      )
      const later = await pendingRefund(e, s.orderId)
      assert.deepEqual(await sendPendingRefunds(ctx, { now }), { sent: 1, failed: 0 }, 'a newer one goes out in the same run')
      assert.equal(wechat.taken.at(-1)?.refundNo, later.refundNo)

      const rowOf = async () => (await e.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, stuck.id)))[0]
      let row = await rowOf()
      assert.equal(row.status, 'pending')
      assert.equal(row.failures, 1)
      assert.ok(row.lastError?.startsWith('SYSTEM_ERROR'))
      assert.ok(!row.lastError?.includes(PHONE), 'phone numbers are masked in the stored error')
      const waits = [row.nextAttemptAt.getTime() - now.getTime()]
      for (let n = 2; n <= MAX; n++) {
        const due = row.nextAttemptAt
        assert.deepEqual(await sendPendingRefunds(ctx, { now: due }), { sent: 0, failed: 1 })
        row = await rowOf()
        waits.push(row.nextAttemptAt.getTime() - due.getTime())
      }
      assert.deepEqual(waits, [60_000, 120_000, 240_000], 'the wait doubles')
      assert.equal(row.failures, MAX)
      assert.ok(row.deadSince, 'set aside after the limit')
      assert.deepEqual(await sendPendingRefunds(ctx, { now: at(1000 * HOUR) }), { sent: 0, failed: 0 }, 'the loop leaves a dead refund alone')

      // the console shows it, and an admin's retry resets the backoff
      const admin = await roleToken(e, 'admin')
      const dataDir = mkdtempSync(join(tmpdir(), 'jobs-'))
      const app = await buildApp({ db: e.db, config: { secretKey: SECRET, staticDir: '/nonexistent', dataDir, jobMaxAttempts: MAX }, pay: [wechat], logger: false })
      try {
        const queue = await call(app, 'GET', '/api/admin/refunds?pageSize=50', { token: admin.token })
        assert.equal(queue.code, 200, queue.msg)
        const listed = queue.data.rows.find((r: { id: number }) => r.id === stuck.id)
        assert.ok(listed.deadSince)
        assert.equal(listed.attempts, MAX)
        const again = await call(app, 'POST', `/api/admin/refunds/${stuck.id}/retry`, { token: admin.token })
        assert.equal(again.code, 200, again.msg)
        assert.equal(again.data.sent, false)
        assert.equal(again.data.refund.deadSince, null, 'a retry takes it back into the loop')
        row = await rowOf()
        assert.equal(row.failures, 1, 'counted afresh from the retry')
        assert.equal(row.attempts, MAX + 1)
        wechat.refusing.clear()
        assert.deepEqual(await sendPendingRefunds(ctx, { now: row.nextAttemptAt }), { sent: 1, failed: 0 })
        assert.equal((await rowOf()).status, 'sent')
      } finally {
        await app.close()
        rmSync(dataDir, { recursive: true, force: true })
      }
    })
  })
}
