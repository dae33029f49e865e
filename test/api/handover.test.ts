/**
 * The handover (换绑) of a paid sale order (contract/trade.ts) on both drivers: the checklist built from the
 * listing's bindings and real-name fact, who may mark, confirm and undo, the order delivered (and its protection
 * window started) exactly when the last step is confirmed, confirm receipt gated on it, the refund at once after a
 * missed start deadline paying exactly once, the system messages of the room in order, and the rule that a
 * finished rental's listing needs new credentials before it is on sale again.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, asc, eq } from 'drizzle-orm'
import { defaultConfig } from '../../server/config'
import { goods } from '../../server/modules/goods/schema'
import { messages } from '../../server/modules/inbox/schema'
import { orderEvents, orders } from '../../server/modules/order/schema'
import { users } from '../../server/modules/user/schema'
import { createSession } from '../../server/modules/auth/sessions'
import { chatMessages, chatRooms } from '../../server/modules/chat/schema'
import { runDueJobs } from '../../server/modules/order/jobs'
import {
  assertLedgerMatches,
  balanceOf,
  boughtSale,
  CREDENTIALS,
  fund,
  goodsStatus,
  listing,
  PAY_PASSWORD,
  verifiedUser,
  type ListingOptions,
} from './buying'
import { staff as demoStaff } from './chat-fixtures'
import { call, DRIVERS, SECRET, useTestEnv, type TestEnv } from './helpers'

const HOUR = 3600_000
const EN = 'en-US,en;q=0.9'
const jobCtx = (env: TestEnv) => ({ db: env.db, config: { ...defaultConfig(), secretKey: SECRET } })

const NOTHING_BOUND = { phone: false, email: false, thirdParty: false }
const PHONE_BOUND = { phone: true, email: false, thirdParty: false }

/** a session of the demo customer-service user */
const staffToken = async (e: TestEnv) => (await demoStaff(e)).token

const handover = (e: TestEnv, token: string, id: number, lang?: string) =>
  call(e.app, 'GET', `/api/need/order/${id}/handover`, { token, lang })
const act = (e: TestEnv, token: string, id: number, step: string, action: 'done' | 'confirm', lang?: string) =>
  call(e.app, 'POST', `/api/need/order/${id}/handover/${step}/${action}`, { token, lang })
const undo = (e: TestEnv, token: string, id: number, step: string, what: unknown) =>
  call(e.app, 'POST', `/api/need/order/${id}/handover/${step}/undo`, { token, body: { what } })
const refundNow = (e: TestEnv, token: string, id: number) => call(e.app, 'POST', `/api/need/order/${id}/handover/refund`, { token })

async function orderRow(e: TestEnv, id: number) {
  const [row] = await e.db.select().from(orders).where(eq(orders.id, id))
  return row
}

/** The system messages of the order's room, oldest first. */
async function roomTexts(e: TestEnv, orderId: number): Promise<string[]> {
  const rows = await e.db
    .select({ body: chatMessages.body, kind: chatMessages.kind })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(eq(chatRooms.orderId, orderId))
    .orderBy(asc(chatMessages.id))
  assert.ok(rows.every((r) => r.kind === 'system'))
  return rows.map((r) => r.body)
}

for (const driver of DRIVERS) {
  describe(`handover [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('payment starts the handover: a checklist from the bindings and the real-name fact, a deadline, no auto-complete', async () => {
      const e = env()
      const cases: [ListingOptions, string[]][] = [
        [{}, ['password', 'phone', 'email']],
        [{ bindings: NOTHING_BOUND }, ['password']],
        [{ bindings: { phone: true, email: false, thirdParty: true }, accountRealName: 'seller' }, ['password', 'phone', 'third_party']],
        [{ bindings: { phone: true, email: true, thirdParty: true }, accountRealName: 'changeable' }, ['password', 'phone', 'email', 'realname', 'third_party']],
      ]
      for (const [opts, keys] of cases) {
        const before = Date.now()
        const { buyer, seller, orderId } = await boughtSale(e, { listing: opts })
        const o = await orderRow(e, orderId)
        assert.equal(o.status, 'handover')
        assert.ok(o.paidAt)
        assert.equal(o.deliveredAt, null)
        assert.equal(o.autoCompleteAt, null, 'the protection window waits for the handover')
        assert.ok(Math.abs(o.handoverDeadline!.getTime() - before - 24 * HOUR) < 60_000, 'HANDOVER_START_HOURS after payment')
        for (const token of [buyer.token, seller.token, await staffToken(e)]) {
          const h = await handover(e, token, orderId)
          assert.equal(h.code, 200, h.msg)
          assert.deepEqual(h.data.steps.map((s: { key: string }) => s.key), keys)
          assert.ok(h.data.steps.every((s: Record<string, unknown>) => s.doneAt === null && s.doneBy === null && s.confirmedAt === null && s.confirmedBy === null))
          assert.equal(h.data.startDeadline, o.handoverDeadline!.toISOString())
          assert.deepEqual([h.data.orderId, h.data.startedAt, h.data.completedAt, h.data.canRefundNow], [orderId, null, null, false])
        }
        const [first] = await roomTexts(e, orderId)
        assert.match(first, /^买家已付款 102\.00 元，款项由平台托管。换绑清单：修改登录密码/)
      }
      // a rental has no handover: the renter uses the account as it is
      const seller = await verifiedUser(e)
      const renter = await verifiedUser(e)
      const goodsId = await listing(e, seller.id, { price: 10_000 })
      assert.equal((await call(e.app, 'POST', '/api/need/goods/rent', { token: seller.token, body: { id: goodsId, enabled: true, hourPrice: 500 } })).code, 200)
      await fund(e, renter.id, 10_000)
      const rental = await call(e.app, 'POST', '/api/need/rent/order', { token: renter.token, body: { goodsId, unit: 'hour', quantity: 2, agree: true } })
      await call(e.app, 'POST', `/api/need/order/${rental.data.id}/pay`, { token: renter.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
      assert.equal((await orderRow(e, rental.data.id)).status, 'delivered')
      const none = await handover(e, renter.token, rental.data.id)
      assert.equal(none.code, 404)
      assert.equal(none.msg, '该订单没有换绑流程')
      assert.match((await roomTexts(e, rental.data.id))[0], /^租客已付款/, 'the rental has its room all the same')
    })

    it('who may do what: the buyer cannot mark, the seller cannot confirm, only staff undo, strangers get 404', async () => {
      const e = env()
      const { buyer, seller, orderId } = await boughtSale(e)
      const stranger = await verifiedUser(e)
      const staff = await staffToken(e)

      const byBuyer = await act(e, buyer.token, orderId, 'password', 'done')
      assert.equal(byBuyer.code, 403)
      assert.equal(byBuyer.msg, '只有卖家或平台客服可以标记换绑完成')
      const early = await act(e, buyer.token, orderId, 'password', 'confirm')
      assert.equal(early.code, 409, 'confirm before done')
      assert.equal(early.msg, '卖家尚未标记完成这一项，请等待卖家完成后再确认')
      assert.equal((await act(e, buyer.token, orderId, 'password', 'confirm', EN)).msg, 'the seller has not marked this step done yet; confirm it once they have')

      const done = await act(e, seller.token, orderId, 'password', 'done')
      assert.equal(done.code, 200, done.msg)
      assert.equal(done.msg, '已标记完成')
      assert.equal(done.data.steps[0].doneBy, 'seller')
      assert.ok(done.data.startedAt)
      assert.equal((await act(e, seller.token, orderId, 'password', 'done')).code, 409, 'done twice')
      const bySeller = await act(e, seller.token, orderId, 'password', 'confirm')
      assert.equal(bySeller.code, 403)
      assert.equal(bySeller.msg, '只有买家或平台客服可以确认换绑')

      // staff marks for the seller and confirms for the buyer; the parties cannot undo
      const staffDone = await act(e, staff, orderId, 'phone', 'done')
      assert.equal(staffDone.code, 200, staffDone.msg)
      assert.equal(staffDone.data.steps[1].doneBy, 'staff')
      const staffConfirm = await act(e, staff, orderId, 'phone', 'confirm')
      assert.equal(staffConfirm.data.steps[1].confirmedBy, 'staff')
      for (const token of [buyer.token, seller.token]) {
        const res = await undo(e, token, orderId, 'phone', 'confirmed')
        assert.equal(res.code, 403)
        assert.equal(res.msg, '只有平台客服可以撤销换绑记录')
      }
      const unconfirmed = await undo(e, staff, orderId, 'phone', 'confirmed')
      assert.equal(unconfirmed.code, 200, unconfirmed.msg)
      assert.deepEqual([unconfirmed.data.steps[1].confirmedAt, unconfirmed.data.steps[1].confirmedBy], [null, null])
      assert.ok(unconfirmed.data.steps[1].doneAt, 'the mark stays')
      assert.equal((await undo(e, staff, orderId, 'phone', 'confirmed')).code, 409, 'nothing to undo')
      const unmarked = await undo(e, staff, orderId, 'phone', 'done')
      assert.equal(unmarked.data.steps[1].doneAt, null)
      assert.equal((await undo(e, staff, orderId, 'phone', 'maybe')).code, 400)
      assert.equal((await call(e.app, 'POST', `/api/need/order/${orderId}/handover/phone/undo`, { token: staff, body: {} })).code, 400)

      // steps: a key outside the contract is bad input; one not on this checklist is not found
      assert.equal((await act(e, seller.token, orderId, 'bank', 'done')).code, 400)
      const notOnList = await act(e, seller.token, orderId, 'third_party', 'done')
      assert.equal(notOnList.code, 404)
      assert.equal(notOnList.msg, '该订单的换绑清单中没有这一项')

      // a stranger learns nothing, whatever the route
      const routes: [string, string, unknown][] = [
        ['GET', `/api/need/order/${orderId}/handover`, undefined],
        ['POST', `/api/need/order/${orderId}/handover/email/done`, undefined],
        ['POST', `/api/need/order/${orderId}/handover/password/confirm`, undefined],
        ['POST', `/api/need/order/${orderId}/handover/password/undo`, { what: 'done' }],
        ['POST', `/api/need/order/${orderId}/handover/refund`, undefined],
        ['GET', `/api/need/order/99999999/handover`, undefined],
      ]
      for (const [method, url, body] of routes) {
        const res = await call(e.app, method, url, { token: stranger.token, body })
        assert.equal(res.code, 404, `${method} ${url}`)
        assert.equal(res.msg, '订单不存在')
      }
      assert.equal((await call(e.app, 'GET', `/api/need/order/${orderId}/handover`)).code, 401)
      const h = await handover(e, buyer.token, orderId)
      assert.deepEqual(
        h.data.steps.map((s: { doneBy: string | null; confirmedBy: string | null }) => [s.doneBy, s.confirmedBy]),
        [['seller', null], [null, null], [null, null]],
        'the refused calls changed nothing',
      )
    })

    it('the last confirmation delivers the order and starts the protection window; confirm receipt waits for it', async () => {
      const e = env()
      const { buyer, seller, orderId, goodsId } = await boughtSale(e, { listing: { bindings: PHONE_BOUND } })
      const gated = await call(e.app, 'POST', `/api/need/order/${orderId}/confirm`, { token: buyer.token })
      assert.equal(gated.code, 409)
      assert.equal(gated.msg, '请先完成换绑确认')
      assert.equal((await call(e.app, 'POST', `/api/need/order/${orderId}/confirm`, { token: buyer.token, lang: EN })).msg, 'confirm every handover step first')
      const detail = await call(e.app, 'GET', `/api/need/order/${orderId}`, { token: buyer.token })
      assert.deepEqual(detail.data.credentials, CREDENTIALS, 'the buyer logs in with them during the handover')

      for (const key of ['password', 'phone']) assert.equal((await act(e, seller.token, orderId, key, 'done')).code, 200)
      const half = await act(e, buyer.token, orderId, 'password', 'confirm')
      assert.equal(half.code, 200, half.msg)
      assert.equal(half.data.completedAt, null)
      let o = await orderRow(e, orderId)
      assert.deepEqual([o.status, o.autoCompleteAt, o.deliveredAt], ['handover', null, null], 'not before the last step')
      // not completed by the jobs meanwhile, however late
      await runDueJobs(jobCtx(e), new Date(Date.now() + 1000 * HOUR))
      assert.equal((await orderRow(e, orderId)).status, 'handover')

      const before = Date.now()
      const last = await act(e, buyer.token, orderId, 'phone', 'confirm')
      assert.equal(last.code, 200, last.msg)
      assert.ok(last.data.completedAt)
      o = await orderRow(e, orderId)
      assert.equal(o.status, 'delivered')
      assert.ok(o.deliveredAt && o.deliveredAt.getTime() >= before - 1000)
      assert.equal(o.handoverCompletedAt!.toISOString(), last.data.completedAt)
      assert.ok(Math.abs(o.autoCompleteAt!.getTime() - o.deliveredAt!.getTime() - 72 * HOUR) < 1000, 'protectionHours from now')
      // the handover is over: no more marks, confirmations or undos
      assert.equal((await act(e, seller.token, orderId, 'password', 'done')).code, 409)
      assert.equal((await undo(e, await staffToken(e), orderId, 'phone', 'confirmed')).msg, '订单当前不在换绑中，不能执行此操作')

      const done = await call(e.app, 'POST', `/api/need/order/${orderId}/confirm`, { token: buyer.token })
      assert.equal(done.code, 200, done.msg)
      assert.equal(done.data.status, 'completed')
      assert.equal(await goodsStatus(e, goodsId), 'sold')
      assert.equal(await balanceOf(e, seller.id), 9500)
      await assertLedgerMatches(e, seller.id)
    })

    it('concurrent last confirmations complete the handover exactly once', async () => {
      const e = env()
      // the same last step confirmed many times at once, by the buyer and by staff
      const one = await boughtSale(e, { listing: { bindings: NOTHING_BOUND } })
      assert.equal((await act(e, one.seller.token, one.orderId, 'password', 'done')).code, 200)
      const staff = await staffToken(e)
      const same = await Promise.all(
        Array.from({ length: 6 }, (_, i) => act(e, i % 2 ? staff : one.buyer.token, one.orderId, 'password', 'confirm')),
      )
      assert.deepEqual(same.map((r) => r.code).sort(), [200, 409, 409, 409, 409, 409])
      // two different last steps confirmed at once: both stand, one of them completes
      const two = await boughtSale(e, { listing: { bindings: PHONE_BOUND } })
      for (const key of ['password', 'phone']) await act(e, two.seller.token, two.orderId, key, 'done')
      const both = await Promise.all(['password', 'phone'].map((key) => act(e, two.buyer.token, two.orderId, key, 'confirm')))
      assert.deepEqual(both.map((r) => r.code), [200, 200])

      for (const { orderId } of [one, two]) {
        assert.equal((await orderRow(e, orderId)).status, 'delivered')
        const delivered = await e.db
          .select()
          .from(orderEvents)
          .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'delivered')))
        assert.equal(delivered.length, 1, 'delivered once')
        assert.equal((await roomTexts(e, orderId)).filter((t) => t.startsWith('换绑已全部完成')).length, 1)
      }
    })

    it('refund at once only after the deadline with no step started, and the money comes back exactly once', async () => {
      const e = env()
      const { buyer, seller, orderId, goodsId, total } = await boughtSale(e)
      const balance = await balanceOf(e, buyer.id)
      const soon = await refundNow(e, buyer.token, orderId)
      assert.equal(soon.code, 409, 'not before the deadline')
      assert.equal(soon.msg, '卖家已开始换绑或尚未超过换绑开始期限，暂不能立即退款')
      // the deadline passes
      await e.db.update(orders).set({ handoverDeadline: new Date(Date.now() - 60_000) }).where(eq(orders.id, orderId))
      const h = await handover(e, buyer.token, orderId)
      assert.equal(h.data.canRefundNow, true)
      for (const token of [seller.token, await staffToken(e)]) assert.equal((await refundNow(e, token, orderId)).code, 403, 'the buyer\u2019s call')

      const results = await Promise.all(Array.from({ length: 5 }, () => refundNow(e, buyer.token, orderId)))
      assert.deepEqual(results.map((r) => r.code).sort(), [200, 409, 409, 409, 409])
      const okOne = results.find((r) => r.code === 200)!
      assert.equal(okOne.msg, '已退款，款项已退回钱包')
      assert.equal(okOne.data.canRefundNow, false)
      assert.equal(await balanceOf(e, buyer.id), balance + total, 'everything paid, once')
      await assertLedgerMatches(e, buyer.id)
      assert.equal(await balanceOf(e, seller.id), 0)
      assert.equal(await goodsStatus(e, goodsId), 'off_shelf', 'the buyer saw the credentials')
      const o = await orderRow(e, orderId)
      assert.equal(o.status, 'refunded')
      assert.ok(o.refundedAt)
      const detail = await call(e.app, 'GET', `/api/need/order/${orderId}`, { token: buyer.token })
      assert.equal(detail.data.credentials, null)
      assert.equal(detail.data.timeline.at(-1).status, 'refunded')
      assert.match((await roomTexts(e, orderId)).at(-1)!, /^卖家未在 .+ 前开始换绑，买家已申请立即退款，102\.00 元已退回买家钱包/)

      // a seller who started in time keeps the order, deadline or not
      const started = await boughtSale(e)
      await act(e, started.seller.token, started.orderId, 'password', 'done')
      await e.db.update(orders).set({ handoverDeadline: new Date(Date.now() - 60_000) }).where(eq(orders.id, started.orderId))
      assert.equal((await handover(e, started.buyer.token, started.orderId)).data.canRefundNow, false)
      assert.equal((await refundNow(e, started.buyer.token, started.orderId)).code, 409)
      // staff undoing the only mark leaves nothing started: the refund is open again
      await undo(e, await staffToken(e), started.orderId, 'password', 'done')
      assert.equal((await handover(e, started.buyer.token, started.orderId)).data.canRefundNow, true)
      // until the buyer opens a dispute: that decides the money instead
      const disputed = await call(e.app, 'POST', `/api/need/order/${started.orderId}/dispute`, {
        token: started.buyer.token,
        body: { type: 'handover_failed', description: '卖家标记后又被撤销，至今没有开始换绑。', images: [] },
      })
      assert.equal(disputed.code, 200, disputed.msg)
      assert.equal((await handover(e, started.buyer.token, started.orderId)).data.canRefundNow, false)
    })

    it('the room tells every step in order, from payment to completion', async () => {
      const e = env()
      const { buyer, seller, orderId } = await boughtSale(e, { listing: { bindings: PHONE_BOUND } })
      const staff = await staffToken(e)
      await act(e, seller.token, orderId, 'password', 'done')
      await act(e, staff, orderId, 'phone', 'done')
      await undo(e, staff, orderId, 'phone', 'done')
      await act(e, seller.token, orderId, 'phone', 'done')
      await act(e, buyer.token, orderId, 'password', 'confirm')
      await act(e, staff, orderId, 'phone', 'confirm')
      await call(e.app, 'POST', `/api/need/order/${orderId}/confirm`, { token: buyer.token })
      const texts = await roomTexts(e, orderId)
      const expected = [
        /^买家已付款 102\.00 元，款项由平台托管。换绑清单：修改登录密码、换绑手机。请卖家在 .+ 前开始换绑/,
        /^卖家已完成「修改登录密码」，请买家登录核实后确认。$/,
        /^客服已代卖家标记「换绑手机」完成，请买家登录核实后确认。$/,
        /^客服已撤销「换绑手机」的完成标记，请卖家重新完成。$/,
        /^卖家已完成「换绑手机」，请买家登录核实后确认。$/,
        /^买家已确认「修改登录密码」（已确认 1\/2）。$/,
        /^客服已代买家确认「换绑手机」（已确认 2\/2）。$/,
        /^换绑已全部完成，订单进入72小时保障期，.+ 将自动确认收货。/,
        /^交易完成：买家确认收货。货款 95\.00 元已转入卖家钱包。$/,
      ]
      assert.equal(texts.length, expected.length, texts.join('\n'))
      texts.forEach((t, i) => assert.match(t, expected[i]))
      const [room] = await e.db.select().from(chatRooms).where(eq(chatRooms.orderId, orderId))
      assert.deepEqual([room.kind, room.buyerId, room.sellerId], ['order', buyer.id, seller.id])

      // a refund asked during a handover and refused: both written, and the handover goes on
      const other = await boughtSale(e)
      await call(e.app, 'POST', `/api/need/order/${other.orderId}/refund`, { token: other.buyer.token, body: { reason: '卖家一直不回复消息' } })
      assert.equal((await act(e, other.seller.token, other.orderId, 'password', 'done')).code, 409, 'paused while refunding')
      const [admin] = await e.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
      const adminToken = (await createSession(e.db, admin.id, 1)).token
      await call(e.app, 'POST', `/api/admin/orders/${other.orderId}/refund`, { token: adminToken, body: { approve: false, note: '卖家已在处理' } })
      const otherTexts = await roomTexts(e, other.orderId)
      assert.match(otherTexts.at(-2)!, /^买家申请退款：卖家一直不回复消息。/)
      assert.equal(otherTexts.at(-1), '退款申请未通过：卖家已在处理。订单恢复为换绑中，换绑继续进行。')
      assert.equal((await act(e, other.seller.token, other.orderId, 'password', 'done')).code, 200)
    })

    it('a finished rental leaves the listing off the shelf until the seller enters new credentials', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const renter = await verifiedUser(e)
      const stranger = await verifiedUser(e)
      const goodsId = await listing(e, seller.id, { price: 10_000 })
      await call(e.app, 'POST', '/api/need/goods/rent', { token: seller.token, body: { id: goodsId, enabled: true, hourPrice: 500 } })
      await fund(e, renter.id, 10_000)
      const rental = (await call(e.app, 'POST', '/api/need/rent/order', { token: renter.token, body: { goodsId, unit: 'hour', quantity: 1, agree: true } })).data
      await call(e.app, 'POST', `/api/need/order/${rental.id}/pay`, { token: renter.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
      const fresh = { account: 'game_acc_8848', password: 'Brand-new-pass1', notes: '已改密' }
      const put = (token: string, body: unknown, lang?: string) =>
        call(e.app, 'PUT', `/api/need/myConsignment/${goodsId}/credentials`, { token, body, lang })
      const busy = await put(seller.token, fresh)
      assert.equal(busy.code, 409, 'not while the renter holds it')
      assert.equal(busy.msg, '该商品有进行中的订单，不能下架或改价')

      // the period ends
      const past = new Date(Date.now() - 60_000)
      await e.db.update(orders).set({ rentEnd: past, autoCompleteAt: past }).where(eq(orders.id, rental.id))
      await runDueJobs(jobCtx(e))
      assert.equal((await orderRow(e, rental.id)).status, 'completed')
      assert.equal(await goodsStatus(e, goodsId), 'off_shelf')
      const mine = (await call(e.app, 'GET', `/api/need/myConsignment/${goodsId}`, { token: seller.token })).data
      assert.deepEqual([mine.status, mine.credentialsStale, mine.canRelist], ['off_shelf', true, false])
      const told = await e.db.select({ content: messages.content }).from(messages).where(eq(messages.userId, seller.id))
      assert.ok(told.some((m) => m.content.includes('请修改账号密码，并在“我的商品”中更新账号信息')), 'the seller is told why')

      const relist = await call(e.app, 'GET', `/api/goods/info/upGoods/${goodsId}`, { token: seller.token })
      assert.equal(relist.code, 409)
      assert.equal(relist.msg, '该商品出租结束后账号信息已失效，请先修改账号密码并更新账号信息，商品将自动恢复在售')
      assert.equal(await goodsStatus(e, goodsId), 'off_shelf')

      assert.equal((await put(stranger.token, fresh)).code, 404, 'owner only')
      const blank = await put(seller.token, { ...fresh, password: '   ' })
      assert.equal(blank.code, 400)
      assert.equal(blank.msg, '请填写账号密码（不超过64个字符）')
      assert.equal((await put(seller.token, { ...fresh, pin: '1' })).msg, '不支持的字段：pin')
      assert.equal(await goodsStatus(e, goodsId), 'off_shelf', 'bad input changed nothing')

      const ok = await put(seller.token, fresh)
      assert.equal(ok.code, 200, ok.msg)
      assert.equal(ok.msg, '账号信息已更新，商品已恢复在售')
      assert.deepEqual([ok.data.status, ok.data.credentialsStale], ['on_sale', false])
      assert.ok(!ok.raw.includes(fresh.password), 'credentials are never sent back')
      const [row] = await e.db.select({ stale: goods.credentialsStale }).from(goods).where(eq(goods.id, goodsId))
      assert.equal(row.stale, false)
      // the next buyer gets the new credentials
      const buyer = await verifiedUser(e)
      await fund(e, buyer.id, 20_000)
      const o = (await call(e.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId, compensation: 'none', agree: true } })).data
      await call(e.app, 'POST', `/api/need/order/${o.id}/pay`, { token: buyer.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
      const seen = await call(e.app, 'GET', `/api/need/order/${o.id}`, { token: buyer.token })
      assert.deepEqual(seen.data.credentials, fresh)
      // a listing delisted by its seller stays off the shelf when only its credentials change
      const own = await listing(e, seller.id)
      await call(e.app, 'POST', '/api/goods/info/downGoods', { token: seller.token, body: { id: own } })
      const kept = await call(e.app, 'PUT', `/api/need/myConsignment/${own}/credentials`, { token: seller.token, body: fresh })
      assert.equal(kept.msg, '账号信息已更新')
      assert.equal(kept.data.status, 'off_shelf')
    })
  })
}
