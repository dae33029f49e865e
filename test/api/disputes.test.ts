/**
 * Disputes (售后/仲裁, contract/trade.ts) on both drivers: the rules of opening one (order states, the window after
 * completion, one open per order under concurrency, evidence images, bad input), who may read, answer, escalate,
 * withdraw and appeal (a stranger gets 404), escalation by the job when the seller does not answer (once across
 * concurrent runs), staff-only decisions, each outcome's money and its effect on the order and the listing with
 * every ledger summing to its balance, concurrent decisions paying once, the seller's proceeds held and released
 * on a completed order, auto-complete and confirm receipt waiting while a dispute is open, and the room's messages.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import { DISPUTE_DESCRIPTION_MAX } from '../../contract/trade'
import { defaultConfig } from '../../server/config'
import { messages } from '../../server/modules/inbox/schema'
import { orderEvents, orders } from '../../server/modules/order/schema'
import { users } from '../../server/modules/user/schema'
import { ledger } from '../../server/modules/wallet/schema'
import { createSession } from '../../server/modules/auth/sessions'
import { chatMessages, chatRooms } from '../../server/modules/chat/schema'
import { disputes } from '../../server/modules/dispute/schema'
import { runDueJobs } from '../../server/modules/order/jobs'
import { assertLedgerMatches, balanceOf, boughtSale, fund, goodsStatus, heldOf, listing, verifiedUser, type Sale as BoughtSale, type SaleStage } from './buying'
import { staff } from './chat-fixtures'
import { call, DRIVERS, SECRET, useTestEnv, type TestEnv, type TestUser } from './helpers'
import { ownImages } from './recycling'

const HOUR = 3600_000
const EN = 'en-US,en;q=0.9'
const jobCtx = (env: TestEnv) => ({ db: env.db, config: { ...defaultConfig(), secretKey: SECRET } })
const NOTHING_BOUND = { phone: false, email: false, thirdParty: false }
const DESCRIPTION = '登录后发现账号英雄数量与描述不符，少了二十个。'

interface Sale extends BoughtSale {
  /** what the buyer paid */
  paid: number
  sellerProceeds: number
}

async function orderRow(e: TestEnv, id: number) {
  const [o] = await e.db.select().from(orders).where(eq(orders.id, id))
  return o
}

/**
 * A sale bought by a new buyer from a new seller (buying.ts boughtSale: 100 yuan, nothing bound), left at `upTo`;
 * with what the buyer paid and the seller's proceeds as the order row says.
 */
async function sale(e: TestEnv, upTo: SaleStage = 'delivered', compensation: 'none' | 'standard' = 'none'): Promise<Sale> {
  const s = await boughtSale(e, { upTo, listing: { compensation, bindings: NOTHING_BOUND } })
  const o = await orderRow(e, s.orderId)
  assert.equal(o.status, upTo)
  return { ...s, paid: o.walletPaid + o.externalPaid, sellerProceeds: o.sellerProceeds }
}

const staffToken = async (e: TestEnv) => (await staff(e)).token

const open = (e: TestEnv, user: TestUser, orderId: number, body: unknown, lang?: string) =>
  call(e.app, 'POST', `/api/need/order/${orderId}/dispute`, { token: user.token, body, lang })

const input = (overrides: Record<string, unknown> = {}) => ({ type: 'not_as_described', description: DESCRIPTION, images: [], ...overrides })

const act = (e: TestEnv, token: string, id: number, what: 'withdraw' | 'escalate') =>
  call(e.app, 'POST', `/api/need/dispute/${id}/${what}`, { token })

const answer = (e: TestEnv, token: string, id: number, body: unknown) => call(e.app, 'POST', `/api/need/dispute/${id}/answer`, { token, body })

const decide = (e: TestEnv, token: string, id: number, body: unknown) => call(e.app, 'POST', `/api/admin/dispute/${id}/decide`, { token, body })

/** Opens a dispute through the API and answers its id. */
async function opened(e: TestEnv, s: Sale, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await open(e, s.buyer, s.orderId, input(overrides))
  assert.equal(res.code, 200, res.msg)
  return res.data.id
}

/** Opened and handed to staff by the buyer. */
async function withStaff(e: TestEnv, s: Sale): Promise<number> {
  const id = await opened(e, s)
  const up = await act(e, s.buyer.token, id, 'escalate')
  assert.equal(up.code, 200, up.msg)
  assert.equal(up.data.status, 'with_staff')
  return id
}

async function disputeCount(e: TestEnv, orderId: number): Promise<number> {
  const [{ n }] = await e.db.select({ n: sql<number>`count(*)::int` }).from(disputes).where(eq(disputes.orderId, orderId))
  return n
}

/** The system messages of the order's room, oldest first. */
async function roomTexts(e: TestEnv, orderId: number): Promise<string[]> {
  const rows = await e.db
    .select({ body: chatMessages.body })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(and(eq(chatRooms.orderId, orderId), eq(chatMessages.kind, 'system')))
    .orderBy(asc(chatMessages.id))
  return rows.map((r) => r.body)
}

async function lastMessage(e: TestEnv, userId: number) {
  const [m] = await e.db.select().from(messages).where(eq(messages.userId, userId)).orderBy(sql`${messages.id} desc`).limit(1)
  return m
}

async function ledgersMatch(e: TestEnv, s: Sale) {
  await assertLedgerMatches(e, s.buyer.id)
  await assertLedgerMatches(e, s.seller.id)
}

for (const driver of DRIVERS) {
  describe(`disputes [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('opens on handover, delivered and completed within the window; one open per order; bad input changes nothing', async () => {
      const e = env()
      const s = await sale(e, 'handover')
      const stranger = await verifiedUser(e)

      // who: a stranger learns nothing, the seller is told it is the buyer's
      assert.equal((await open(e, stranger, s.orderId, input())).code, 404)
      assert.equal((await open(e, s.seller, s.orderId, input())).code, 403)
      assert.equal((await call(e.app, 'POST', `/api/need/order/${s.orderId}/dispute`, { body: input() })).code, 401)

      // bad input: 400 with a clear message, nothing written
      const short = await open(e, s.buyer, s.orderId, input({ description: '太短了' }))
      assert.equal(short.code, 400)
      assert.match(short.msg, /问题描述需为10-1000个字/)
      const long = await open(e, s.buyer, s.orderId, input({ description: '长'.repeat(DISPUTE_DESCRIPTION_MAX + 1) }), EN)
      assert.equal(long.code, 400)
      assert.match(long.msg, /description must be 10-1000 characters/)
      const many = await open(e, s.buyer, s.orderId, input({ images: await ownImages(e, s.buyer.id, 10) }))
      assert.equal(many.code, 400)
      assert.match(many.msg, /最多9张/)
      const notMine = await open(e, s.buyer, s.orderId, input({ images: await ownImages(e, s.seller.id, 1) }))
      assert.equal(notMine.code, 400, 'an upload of someone else')
      assert.equal((await open(e, s.buyer, s.orderId, input({ type: 'bored' }))).code, 400)
      assert.equal((await open(e, s.buyer, s.orderId, { ...input(), extra: 1 })).code, 400)
      assert.equal((await open(e, s.buyer, s.orderId, { type: 'other', images: [] })).code, 400)
      assert.equal(await disputeCount(e, s.orderId), 0)

      // the order detail offers it to the buyer only
      assert.equal((await call(e.app, 'GET', `/api/need/order/${s.orderId}`, { token: s.buyer.token })).data.canDispute, true)
      assert.equal((await call(e.app, 'GET', `/api/need/order/${s.orderId}`, { token: s.seller.token })).data.canDispute, false)

      const images = await ownImages(e, s.buyer.id, 2)
      const before = Date.now()
      const res = await open(e, s.buyer, s.orderId, input({ images, type: 'handover_failed' }))
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.msg, '售后申请已提交，等待卖家回应')
      const d = res.data
      assert.equal(d.status, 'awaiting_seller')
      assert.equal(d.type, 'handover_failed')
      assert.deepEqual(d.images, images)
      assert.equal(d.heldAmount, 0, 'nothing is held before completion: the seller has not been paid')
      assert.equal(d.paidTotal, s.paid)
      const deadline = Date.parse(d.sellerDeadline)
      assert.ok(deadline >= before + 48 * HOUR && deadline <= Date.now() + 48 * HOUR, 'DISPUTE_ANSWER_HOURS from now')
      assert.deepEqual([d.canAnswer, d.canEscalate, d.canWithdraw, d.canAppeal], [false, true, true, false])
      assert.equal((await call(e.app, 'GET', `/api/need/order/${s.orderId}`, { token: s.buyer.token })).data.canDispute, false)

      // the room and the seller are told
      const texts = await roomTexts(e, s.orderId)
      assert.match(texts.at(-1)!, /^买家发起售后（换绑失败）：登录后发现账号英雄数量与描述不符，少了二十个（附 2 张凭证）。请卖家在 .* 前回应/)
      assert.equal((await lastMessage(e, s.seller.id)).title, '买家发起售后')

      const again = await open(e, s.buyer, s.orderId, input())
      assert.equal(again.code, 409)
      assert.equal(again.msg, '该订单已有处理中的售后申请，请等待处理结果')
      assert.equal(await disputeCount(e, s.orderId), 1)

      // concurrent opens on another order: exactly one
      const t = await sale(e, 'delivered')
      const results = await Promise.all([1, 2, 3, 4].map(() => open(e, t.buyer, t.orderId, input())))
      assert.deepEqual(results.map((r) => r.code).sort(), [200, 409, 409, 409])
      assert.equal(await disputeCount(e, t.orderId), 1)

      // not a paid sale: pending payment, and a rental
      const seller = await verifiedUser(e)
      const goodsId = await listing(e, seller.id, { price: 5_000, compensation: 'none' })
      const unpaid = await call(e.app, 'POST', '/api/need/order', { token: stranger.token, body: { goodsId, compensation: 'none', agree: true } })
      const wrong = await open(e, stranger, unpaid.data.id, input())
      assert.equal(wrong.code, 409)
      assert.equal(wrong.msg, '该订单当前状态不能发起售后')
      const r = await sale(e, 'delivered')
      await e.db.update(orders).set({ kind: 'rental', rentUnit: 'hour', rentQuantity: 2, rentStart: new Date(), rentEnd: new Date(Date.now() + 2 * HOUR) }).where(eq(orders.id, r.orderId))
      assert.equal((await open(e, r.buyer, r.orderId, input())).code, 409)
    })

    it('a completed order: inside DISPUTE_WINDOW_HOURS only, and the seller\'s proceeds are held until the outcome', async () => {
      const e = env()
      const late = await sale(e, 'completed')
      await e.db.update(orders).set({ completedAt: new Date(Date.now() - 73 * HOUR) }).where(eq(orders.id, late.orderId))
      const refused = await open(e, late.buyer, late.orderId, input())
      assert.equal(refused.code, 409)
      assert.match(refused.msg, /订单完成已超过72小时/)
      assert.equal((await call(e.app, 'GET', `/api/need/order/${late.orderId}`, { token: late.buyer.token })).data.canDispute, false)

      const s = await sale(e, 'completed')
      assert.equal(await balanceOf(e, s.seller.id), s.sellerProceeds)
      assert.equal((await call(e.app, 'GET', `/api/need/order/${s.orderId}`, { token: s.buyer.token })).data.canDispute, true)
      const res = await open(e, s.buyer, s.orderId, input({ type: 'recovered' }))
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.heldAmount, s.sellerProceeds)
      assert.equal(await heldOf(e, s.seller.id), s.sellerProceeds)
      const wallet = await call(e.app, 'GET', '/api/need/wallet', { token: s.seller.token })
      assert.equal(wallet.data.available, 0, 'held proceeds cannot be spent')
      assert.match((await roomTexts(e, s.orderId)).at(-1)!, /卖家钱包中 .* 元货款已冻结/)

      // withdrawn: released, nothing else moves
      const gone = await act(e, s.buyer.token, res.data.id, 'withdraw')
      assert.equal(gone.code, 200, gone.msg)
      assert.equal(gone.data.status, 'withdrawn')
      assert.equal(gone.data.heldAmount, 0)
      assert.equal(await heldOf(e, s.seller.id), 0)
      assert.equal(await balanceOf(e, s.seller.id), s.sellerProceeds)
      assert.equal((await orderRow(e, s.orderId)).status, 'completed')

      // a seller who spent part of it: only what is free is held
      const spent = await sale(e, 'completed')
      await fund(e, spent.seller.id, -3_000)
      const partly = await open(e, spent.buyer, spent.orderId, input())
      assert.equal(partly.data.heldAmount, spent.sellerProceeds - 3_000)
      await ledgersMatch(e, spent)
    })

    it('who may read, answer, escalate and withdraw; a stranger gets 404 everywhere', async () => {
      const e = env()
      const s = await sale(e, 'delivered')
      const stranger = await verifiedUser(e)
      const staff = await staffToken(e)
      const get = (token: string | undefined) => call(e.app, 'GET', `/api/need/order/${s.orderId}/dispute`, { token })

      assert.equal((await get(s.buyer.token)).data, null, 'no dispute yet')
      const id = await opened(e, s)
      assert.equal((await get(stranger.token)).code, 404)
      assert.equal((await get(undefined)).code, 401)
      const asSeller = (await get(s.seller.token)).data
      assert.deepEqual([asSeller.canAnswer, asSeller.canEscalate, asSeller.canWithdraw, asSeller.canAppeal], [true, true, false, false])
      const asStaff = await get(staff)
      assert.equal(asStaff.code, 200)
      assert.deepEqual([asStaff.data.canAnswer, asStaff.data.canEscalate, asStaff.data.canWithdraw], [false, false, false])

      for (const what of ['withdraw', 'escalate'] as const) assert.equal((await act(e, stranger.token, id, what)).code, 404)
      assert.equal((await answer(e, stranger.token, id, { text: '我是路人' })).code, 404)
      assert.equal((await act(e, s.seller.token, id, 'withdraw')).code, 403, 'only the buyer withdraws')
      assert.equal((await answer(e, s.buyer.token, id, { text: '我替卖家回答' })).code, 403, 'only the seller answers')
      assert.equal((await answer(e, s.seller.token, id, { text: '   ' })).code, 400)
      assert.equal((await answer(e, s.seller.token, id, { text: 'ok', acceptRefund: 'yes' })).code, 400)
      assert.equal((await call(e.app, 'POST', '/api/need/dispute/999999/withdraw', { token: s.buyer.token })).code, 404)

      const answered = await answer(e, s.seller.token, id, { text: '英雄数量与截图一致，请再核对。' })
      assert.equal(answered.code, 200, answered.msg)
      assert.equal(answered.data.status, 'answered')
      assert.equal(answered.data.sellerAnswer, '英雄数量与截图一致，请再核对。')
      assert.equal((await answer(e, s.seller.token, id, { text: '再说一次' })).code, 409, 'answered once')
      assert.equal((await lastMessage(e, s.buyer.id)).title, '卖家已回应售后申请')

      const up = await act(e, s.seller.token, id, 'escalate')
      assert.equal(up.code, 200, up.msg)
      assert.equal(up.data.status, 'with_staff')
      assert.equal(up.data.escalatedBy, 'seller')
      assert.equal((await act(e, s.buyer.token, id, 'escalate')).code, 409, 'already with staff')
      assert.equal((await answer(e, s.seller.token, id, { text: '补充说明' })).code, 409)

      const gone = await act(e, s.buyer.token, id, 'withdraw')
      assert.equal(gone.code, 200, gone.msg)
      assert.equal(gone.data.status, 'withdrawn')
      assert.equal((await act(e, s.buyer.token, id, 'withdraw')).code, 409)
      assert.equal((await lastMessage(e, s.seller.id)).title, '买家已撤回售后申请')

      // each step is in the room, in order
      const texts = await roomTexts(e, s.orderId)
      const steps = texts.slice(texts.findIndex((t) => t.startsWith('买家发起售后')))
      assert.deepEqual(
        steps.map((t) => t.slice(0, 8)),
        ['买家发起售后（与', '卖家回应：英雄数', '卖家申请平台客服', '买家已撤回售后申'],
      )

      // withdrawn does not stop a new one
      assert.equal((await open(e, s.buyer, s.orderId, input())).code, 200)
    })

    it('an unanswered dispute goes to staff at its deadline, once across concurrent job runs', async () => {
      const e = env()
      const s = await sale(e, 'delivered')
      const id = await opened(e, s)
      await runDueJobs(jobCtx(e), new Date(Date.now() + 47 * HOUR))
      assert.equal((await e.db.select().from(disputes).where(eq(disputes.id, id)))[0].status, 'awaiting_seller', 'not before the deadline')

      const now = new Date(Date.now() + 49 * HOUR)
      const [{ due }] = await e.db
        .select({ due: sql<number>`count(*)::int` })
        .from(disputes)
        .where(and(eq(disputes.status, 'awaiting_seller'), lte(disputes.sellerDeadline, now)))
      const runs = await Promise.all([runDueJobs(jobCtx(e), now), runDueJobs(jobCtx(e), now)])
      assert.equal(runs[0].escalated + runs[1].escalated, due, 'each overdue dispute escalated by one run only')
      const [row] = await e.db.select().from(disputes).where(eq(disputes.id, id))
      assert.equal(row.status, 'with_staff')
      assert.equal(row.escalatedBy, 'timeout')
      const timeouts = (await roomTexts(e, s.orderId)).filter((t) => t.startsWith('卖家未在规定时间内回应'))
      assert.equal(timeouts.length, 1)
      assert.equal((await lastMessage(e, s.buyer.id)).title, '售后已转交平台客服')
      assert.equal((await answer(e, s.seller.token, id, { text: '来晚了' })).code, 409)
    })

    it('only staff see the queue and decide; bad decisions change nothing', async () => {
      const e = env()
      const s = await sale(e, 'delivered')
      const id = await opened(e, s)
      const staff = await staffToken(e)
      const plain = await verifiedUser(e)
      for (const [method, url] of [
        ['GET', '/api/admin/disputes'],
        ['GET', `/api/admin/dispute/${id}`],
        ['POST', `/api/admin/dispute/${id}/decide`],
      ] as const) {
        assert.equal((await call(e.app, method, url, { token: plain.token, body: method === 'POST' ? { outcome: 'rejected', reason: 'x' } : undefined })).code, 403)
        assert.equal((await call(e.app, method, url, { body: method === 'POST' ? { outcome: 'rejected', reason: 'x' } : undefined })).code, 401)
      }
      assert.equal((await decide(e, s.seller.token, id, { outcome: 'refund_full', reason: '我自己判' })).code, 403, 'a party is not staff')

      const early = await decide(e, staff, id, { outcome: 'refund_full', reason: '退款' })
      assert.equal(early.code, 409, 'not with staff yet')
      assert.equal(early.msg, '该售后申请不在待客服裁决状态')
      await act(e, s.buyer.token, id, 'escalate')

      const second = await sale(e, 'delivered')
      const secondId = await withStaff(e, second)
      const queue = await call(e.app, 'GET', '/api/admin/disputes?status=with_staff&pageSize=50', { token: staff })
      assert.equal(queue.code, 200, queue.msg)
      const ids = queue.data.rows.map((r: { id: number }) => r.id)
      assert.ok(ids.indexOf(id) >= 0 && ids.indexOf(id) < ids.indexOf(secondId), 'oldest first')
      const row = queue.data.rows.find((r: { id: number }) => r.id === id)
      const [o] = await e.db.select().from(orders).where(eq(orders.id, s.orderId))
      assert.equal(row.orderNo, o.orderNo)
      assert.equal(row.goods.id, s.goodsId)
      assert.equal(row.goods.title, '测试账号 王者 V8')
      assert.equal(row.buyer.id, s.buyer.id)
      assert.equal(row.seller.id, s.seller.id)
      assert.equal(row.orderStatus, 'delivered')
      assert.equal(typeof row.roomId, 'number')
      assert.ok(queue.data.rows.every((r: { status: string }) => r.status === 'with_staff'))
      const one = await call(e.app, 'GET', `/api/admin/dispute/${id}`, { token: staff })
      assert.equal(one.data.id, id)
      assert.equal((await call(e.app, 'GET', '/api/admin/dispute/999999', { token: staff })).code, 404)
      assert.equal((await call(e.app, 'GET', '/api/admin/disputes?status=open', { token: staff })).code, 400)

      const buyerBefore = await balanceOf(e, s.buyer.id)
      for (const [body, pattern] of [
        [{ outcome: 'refund_partial', reason: '部分退' }, /请填写退款金额/],
        [{ outcome: 'refund_partial', amount: 0, reason: '部分退' }, /部分退款金额需大于0且小于买家实付的/],
        [{ outcome: 'refund_partial', amount: s.paid, reason: '部分退' }, /部分退款金额需大于0且小于买家实付的/],
        [{ outcome: 'refund_partial', amount: 10.5, reason: '部分退' }, /部分退款金额/],
        [{ outcome: 'rejected', reason: '   ' }, /裁决理由需为1-500个字/],
        [{ outcome: 'rejected', reason: '理'.repeat(501) }, /裁决理由需为1-500个字/],
        [{ outcome: 'maybe', reason: '理由' }, /裁决结果/],
        [{ outcome: 'rejected', reason: '理由', extra: true }, /不支持的字段/],
      ] as const) {
        const res = await decide(e, staff, id, body)
        assert.equal(res.code, 400, JSON.stringify(body))
        assert.match(res.msg, pattern)
      }
      assert.equal(await balanceOf(e, s.buyer.id), buyerBefore)
      assert.equal((await e.db.select().from(disputes).where(eq(disputes.id, id)))[0].status, 'with_staff')
      const admin = await e.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
      const adminToken = (await createSession(e.db, admin[0].id, 1)).token
      assert.equal((await call(e.app, 'GET', '/api/admin/disputes', { token: adminToken })).code, 200, 'admins are staff too')
    })

    it('refund_full before completion: everything paid back, order refunded, listing off the shelf', async () => {
      const e = env()
      const s = await sale(e, 'handover')
      const id = await withStaff(e, s)
      const staff = await staffToken(e)
      const buyerBefore = await balanceOf(e, s.buyer.id)
      const res = await decide(e, staff, id, { outcome: 'refund_full', reason: '卖家无法完成换绑' })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.status, 'resolved')
      assert.equal(res.data.outcome, 'refund_full')
      assert.equal(res.data.refundAmount, s.paid)
      assert.equal(res.data.decidedBy, 'staff')
      assert.equal(res.data.decisionReason, '卖家无法完成换绑')
      assert.equal(res.data.orderStatus, 'refunded')
      assert.equal(await balanceOf(e, s.buyer.id), buyerBefore + s.paid)
      assert.equal(await balanceOf(e, s.seller.id), 0, 'the seller was never paid')
      assert.equal(await goodsStatus(e, s.goodsId), 'off_shelf')
      const o = await orderRow(e, s.orderId)
      assert.equal(o.status, 'refunded')
      assert.ok(o.refundedAt)
      const [event] = await e.db.select().from(orderEvents).where(eq(orderEvents.orderId, s.orderId)).orderBy(sql`${orderEvents.id} desc`).limit(1)
      assert.equal(event.status, 'refunded')
      assert.match((await roomTexts(e, s.orderId)).at(-1)!, /^平台客服裁决：全额退款 ¥\d+\.\d\d。理由：卖家无法完成换绑/)
      assert.equal((await lastMessage(e, s.buyer.id)).title, '售后退款已到账')
      assert.equal((await lastMessage(e, s.seller.id)).title, '售后处理结果：退款')
      await ledgersMatch(e, s)
      // decided: no second dispute, no appeal
      assert.equal((await open(e, s.buyer, s.orderId, input())).code, 409)
      const seen = await call(e.app, 'GET', `/api/need/order/${s.orderId}/dispute`, { token: s.buyer.token })
      assert.equal(seen.data.canAppeal, false)
      assert.equal((await act(e, s.buyer.token, id, 'escalate')).code, 409)
    })

    it('refund_partial before completion: the order completes, the seller gets the proceeds less the refund', async () => {
      const e = env()
      const s = await sale(e, 'delivered')
      const id = await withStaff(e, s)
      const staff = await staffToken(e)
      const buyerBefore = await balanceOf(e, s.buyer.id)
      const res = await decide(e, staff, id, { outcome: 'refund_partial', amount: 2_500, reason: '少了部分皮肤' })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.refundAmount, 2_500)
      assert.equal(await balanceOf(e, s.buyer.id), buyerBefore + 2_500)
      assert.equal(await balanceOf(e, s.seller.id), s.sellerProceeds - 2_500)
      const o = await orderRow(e, s.orderId)
      assert.equal(o.status, 'completed')
      assert.ok(o.completedAt)
      assert.equal(await goodsStatus(e, s.goodsId), 'sold')
      await ledgersMatch(e, s)

      // a refund above the proceeds leaves the seller nothing, never less
      const big = await sale(e, 'delivered')
      const bigId = await withStaff(e, big)
      const amount = big.paid - 1
      assert.ok(amount > big.sellerProceeds)
      assert.equal((await decide(e, staff, bigId, { outcome: 'refund_partial', amount, reason: '大部分不符' })).code, 200)
      assert.equal(await balanceOf(e, big.seller.id), 0)
      await ledgersMatch(e, big)
    })

    it('a partial refund after an answer: typed text ending in 。 never doubles the full stop in what is written', async () => {
      const e = env()
      const s = await sale(e, 'delivered')
      const id = await opened(e, s)
      const said = await answer(e, s.seller.token, id, { text: '皮肤确实少了几个，可以部分退款。' })
      assert.equal(said.code, 200, said.msg)
      // what the seller typed is kept as typed
      assert.equal(said.data.sellerAnswer, '皮肤确实少了几个，可以部分退款。')
      const told = await lastMessage(e, s.buyer.id)
      assert.equal(told.title, '卖家已回应售后申请')
      assert.match(told.content, /可以部分退款。如仍有异议/)
      assert.equal((await act(e, s.buyer.token, id, 'escalate')).code, 200)
      const res = await decide(e, await staffToken(e), id, { outcome: 'refund_partial', amount: 2_500, reason: '少了部分皮肤，部分退款。' })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.decisionReason, '少了部分皮肤，部分退款')
      // a reason that is nothing but a full stop is no reason
      const other = await sale(e, 'delivered')
      const otherId = await withStaff(e, other)
      assert.equal((await decide(e, await staffToken(e), otherId, { outcome: 'refund_partial', amount: 2_500, reason: ' 。 ' })).code, 400)

      const notices = await e.db.select().from(messages).where(inArray(messages.userId, [s.buyer.id, s.seller.id]))
      const written = [...notices.flatMap((m) => [m.title, m.content]), ...(await roomTexts(e, s.orderId))]
      assert.ok(written.some((x) => x.includes('部分退款 ¥25.00')), 'the decision was written')
      for (const x of written) assert.ok(!/[。.]{2}|。，|，。/.test(x), x)
    })

    it('rejected: nothing moves, a delivered order gets a day, handover stays; the buyer appeals once, then it is final', async () => {
      const e = env()
      const staff = await staffToken(e)
      const h = await sale(e, 'handover')
      const hId = await withStaff(e, h)
      assert.equal((await decide(e, staff, hId, { outcome: 'rejected', reason: '证据不足' })).code, 200)
      assert.equal((await orderRow(e, h.orderId)).status, 'handover')

      const s = await sale(e, 'delivered')
      const soon = new Date(Date.now() + HOUR)
      await e.db.update(orders).set({ autoCompleteAt: soon }).where(eq(orders.id, s.orderId))
      const id = await withStaff(e, s)
      const buyerBefore = await balanceOf(e, s.buyer.id)
      const res = await decide(e, staff, id, { outcome: 'rejected', reason: '截图显示与描述一致' })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.outcome, 'rejected')
      assert.equal(res.data.refundAmount, null)
      assert.equal(await balanceOf(e, s.buyer.id), buyerBefore)
      assert.equal(await balanceOf(e, s.seller.id), 0)
      const o = await orderRow(e, s.orderId)
      assert.equal(o.status, 'delivered')
      assert.ok(o.autoCompleteAt!.getTime() >= Date.now() + 23.9 * HOUR, 'at least a day before it completes by itself')
      assert.equal((await lastMessage(e, s.buyer.id)).title, '售后申请未通过')

      const seen = (await call(e.app, 'GET', `/api/need/order/${s.orderId}/dispute`, { token: s.buyer.token })).data
      assert.equal(seen.canAppeal, true)
      assert.equal((await call(e.app, 'GET', `/api/need/order/${s.orderId}/dispute`, { token: s.seller.token })).data.canAppeal, false)
      assert.equal((await act(e, s.seller.token, id, 'escalate')).code, 409, 'the seller does not appeal')
      assert.equal((await open(e, s.buyer, s.orderId, input())).code, 409, 'a decided dispute is appealed, not opened again')

      const appeal = await act(e, s.buyer.token, id, 'escalate')
      assert.equal(appeal.code, 200, appeal.msg)
      assert.equal(appeal.msg, '已申请复核，平台客服将重新处理')
      assert.equal(appeal.data.status, 'with_staff')
      assert.equal(appeal.data.appealed, true)
      assert.equal(appeal.data.outcome, null, 'the first decision is cleared for the second')
      assert.match((await roomTexts(e, s.orderId)).at(-1)!, /^买家对驳回结果申请复核/)
      assert.equal((await call(e.app, 'POST', `/api/need/order/${s.orderId}/confirm`, { token: s.buyer.token })).code, 409, 'open again')

      const final = await decide(e, staff, id, { outcome: 'rejected', reason: '复核维持原判' })
      assert.equal(final.code, 200, final.msg)
      assert.match((await roomTexts(e, s.orderId)).at(-1)!, /^平台客服裁决（复核，为最终结果）：驳回售后申请/)
      assert.equal((await call(e.app, 'GET', `/api/need/order/${s.orderId}/dispute`, { token: s.buyer.token })).data.canAppeal, false)
      const twice = await act(e, s.buyer.token, id, 'escalate')
      assert.equal(twice.code, 409)
      assert.equal(twice.msg, '复核只能申请一次，复核结果为最终裁决')

      // the appeal window: DISPUTE_WINDOW_HOURS after the decision
      const t = await sale(e, 'delivered')
      const tId = await withStaff(e, t)
      await decide(e, staff, tId, { outcome: 'rejected', reason: '不支持' })
      await e.db.update(disputes).set({ decidedAt: new Date(Date.now() - 73 * HOUR) }).where(eq(disputes.id, tId))
      assert.equal((await call(e.app, 'GET', `/api/need/order/${t.orderId}/dispute`, { token: t.buyer.token })).data.canAppeal, false)
      assert.equal((await act(e, t.buyer.token, tId, 'escalate')).code, 409)
    })

    it('the seller accepting a full refund resolves it at once', async () => {
      const e = env()
      const s = await sale(e, 'delivered')
      const id = await opened(e, s)
      const buyerBefore = await balanceOf(e, s.buyer.id)
      const res = await answer(e, s.seller.token, id, { text: '确实有误，同意退款', acceptRefund: true })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.msg, '已同意全额退款，款项已退回买家钱包')
      assert.equal(res.data.status, 'resolved')
      assert.equal(res.data.outcome, 'refund_full')
      assert.equal(res.data.decidedBy, 'seller')
      assert.equal(res.data.sellerAnswer, '确实有误，同意退款')
      assert.equal(await balanceOf(e, s.buyer.id), buyerBefore + s.paid)
      assert.equal((await orderRow(e, s.orderId)).status, 'refunded')
      assert.equal(await goodsStatus(e, s.goodsId), 'off_shelf')
      const seen = (await call(e.app, 'GET', `/api/need/order/${s.orderId}/dispute`, { token: s.buyer.token })).data
      assert.equal(seen.canAppeal, false, 'nothing to appeal')
      const texts = await roomTexts(e, s.orderId)
      assert.deepEqual(texts.slice(-2).map((t) => t.slice(0, 6)), ['卖家回应：确', '卖家同意退款'])
      await ledgersMatch(e, s)
    })

    it('concurrent decisions: one wins, the rest get 409, the money moves once', async () => {
      const e = env()
      const s = await sale(e, 'delivered')
      const id = await withStaff(e, s)
      const staff = await staffToken(e)
      const other = await staffToken(e)
      const buyerBefore = await balanceOf(e, s.buyer.id)
      const results = await Promise.all([
        decide(e, staff, id, { outcome: 'refund_full', reason: '退款一' }),
        decide(e, other, id, { outcome: 'refund_full', reason: '退款二' }),
        decide(e, staff, id, { outcome: 'refund_partial', amount: 1_000, reason: '部分' }),
        decide(e, other, id, { outcome: 'rejected', reason: '驳回' }),
        decide(e, staff, id, { outcome: 'refund_full', reason: '退款三' }),
      ])
      assert.deepEqual(results.map((r) => r.code).sort(), [200, 409, 409, 409, 409])
      const won = results.find((r) => r.code === 200)!.data
      const moved = won.outcome === 'refund_full' ? s.paid : won.outcome === 'refund_partial' ? 1_000 : 0
      assert.equal(await balanceOf(e, s.buyer.id), buyerBefore + moved)
      const refunds = await e.db
        .select()
        .from(ledger)
        .where(and(eq(ledger.orderId, s.orderId), eq(ledger.userId, s.buyer.id), eq(ledger.kind, 'refund')))
      assert.equal(refunds.length, moved > 0 ? 1 : 0)
      for (const r of results.filter((r) => r.code === 409)) assert.equal(r.msg, '该售后申请已裁决，不能重复裁决')
      await ledgersMatch(e, s)
    })

    it('completed orders: a partial refund comes out of the hold, a full one takes it and the platform bears the rest', async () => {
      const e = env()
      const staff = await staffToken(e)

      const s = await sale(e, 'completed')
      const id = await withStaff(e, s)
      assert.equal(await heldOf(e, s.seller.id), s.sellerProceeds)
      const buyerBefore = await balanceOf(e, s.buyer.id)
      const partial = await decide(e, staff, id, { outcome: 'refund_partial', amount: 3_000, reason: '部分装备被回收' })
      assert.equal(partial.code, 200, partial.msg)
      assert.equal(partial.data.heldAmount, 0)
      assert.equal(await heldOf(e, s.seller.id), 0, 'the rest is released')
      assert.equal(await balanceOf(e, s.seller.id), s.sellerProceeds - 3_000)
      assert.equal(await balanceOf(e, s.buyer.id), buyerBefore + 3_000)
      assert.equal((await orderRow(e, s.orderId)).status, 'completed')
      await ledgersMatch(e, s)

      // the seller spent most of it: the hold covers part, the platform the rest
      const f = await sale(e, 'completed')
      await fund(e, f.seller.id, -(f.sellerProceeds - 2_000))
      const fId = await withStaff(e, f)
      assert.equal(await heldOf(e, f.seller.id), 2_000)
      const fBuyer = await balanceOf(e, f.buyer.id)
      const full = await decide(e, staff, fId, { outcome: 'refund_full', reason: '账号被原主找回' })
      assert.equal(full.code, 200, full.msg)
      assert.equal(await balanceOf(e, f.seller.id), 0, 'the held part is taken')
      assert.equal(await heldOf(e, f.seller.id), 0)
      assert.equal(await balanceOf(e, f.buyer.id), fBuyer + f.paid, 'everything paid goes back')
      const [credited] = await e.db
        .select()
        .from(ledger)
        .where(and(eq(ledger.orderId, f.orderId), eq(ledger.userId, f.buyer.id), eq(ledger.kind, 'refund')))
      assert.match(credited.note, new RegExp(`其中 ${((f.paid - 2_000) / 100).toFixed(2)} 元由平台承担`))
      assert.equal((await orderRow(e, f.orderId)).status, 'refunded')
      assert.equal(await goodsStatus(e, f.goodsId), 'sold', 'a completed sale stays sold')
      await ledgersMatch(e, f)

      // rejected: the hold is released
      const r = await sale(e, 'completed')
      const rId = await withStaff(e, r)
      assert.equal(await heldOf(e, r.seller.id), r.sellerProceeds)
      assert.equal((await decide(e, staff, rId, { outcome: 'rejected', reason: '无证据' })).code, 200)
      assert.equal(await heldOf(e, r.seller.id), 0)
      assert.equal(await balanceOf(e, r.seller.id), r.sellerProceeds)
      assert.equal((await orderRow(e, r.orderId)).status, 'completed')
      // its appeal holds the proceeds again
      assert.equal((await act(e, r.buyer.token, rId, 'escalate')).code, 200)
      assert.equal(await heldOf(e, r.seller.id), r.sellerProceeds)
      await ledgersMatch(e, r)

      // recovery after the window is a claim (包赔): it links the order's room as evidence (its order card's roomId)
      const c = await sale(e, 'completed', 'standard')
      const claim = await call(e.app, 'POST', '/api/need/claims', {
        token: c.buyer.token,
        body: { orderId: c.orderId, reason: 'retrieved', description: '账号被原号主通过申诉找回了。', images: await ownImages(e, c.buyer.id, 1), contact: 'QQ 12345678' },
      })
      assert.equal(claim.code, 200, claim.msg)
      const [room] = await e.db.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.orderId, c.orderId))
      assert.ok(room, 'the order has its room')
      assert.equal(claim.data.order.roomId, room.id)
      assert.equal((await call(e.app, 'GET', `/api/need/claims/${claim.data.id}`, { token: c.buyer.token })).data.order.roomId, room.id)
    })

    it('while a dispute is open the order waits: no auto-complete, no confirm, no refund request', async () => {
      const e = env()
      const s = await sale(e, 'delivered')
      const id = await opened(e, s)
      await e.db.update(orders).set({ autoCompleteAt: new Date(Date.now() - HOUR) }).where(eq(orders.id, s.orderId))
      await runDueJobs(jobCtx(e))
      assert.equal((await orderRow(e, s.orderId)).status, 'delivered', 'the job passes it by')
      const confirm = await call(e.app, 'POST', `/api/need/order/${s.orderId}/confirm`, { token: s.buyer.token })
      assert.equal(confirm.code, 409)
      assert.equal(confirm.msg, '该订单有处理中的售后申请，请等待处理结果')
      const refund = await call(e.app, 'POST', `/api/need/order/${s.orderId}/refund`, { token: s.buyer.token, body: { reason: '想要退款了' } })
      assert.equal(refund.code, 409)
      assert.equal(await balanceOf(e, s.seller.id), 0)

      assert.equal((await act(e, s.buyer.token, id, 'withdraw')).code, 200)
      await runDueJobs(jobCtx(e))
      assert.equal((await orderRow(e, s.orderId)).status, 'completed', 'withdrawn: the order goes on')
      assert.equal(await balanceOf(e, s.seller.id), s.sellerProceeds)
      await ledgersMatch(e, s)
      const ids = await e.db.select({ id: disputes.id }).from(disputes).where(inArray(disputes.orderId, [s.orderId]))
      assert.equal(ids.length, 1)

      // nor the refund at once of a handover the seller never started
      const h = await sale(e, 'handover')
      await opened(e, h, { type: 'handover_failed' })
      await e.db.update(orders).set({ handoverDeadline: new Date(Date.now() - HOUR) }).where(eq(orders.id, h.orderId))
      const now = await call(e.app, 'POST', `/api/need/order/${h.orderId}/handover/refund`, { token: h.buyer.token })
      assert.equal(now.code, 409)
      assert.equal(now.msg, '该订单有处理中的售后申请，请等待处理结果')
      assert.equal((await orderRow(e, h.orderId)).status, 'handover')
    })
  })
}
