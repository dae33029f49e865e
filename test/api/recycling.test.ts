import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, eq, sql } from 'drizzle-orm'
import { defaultConfig } from '../../server/config'
import { goods } from '../../server/modules/goods/schema'
import { messages } from '../../server/modules/inbox/schema'
import { orders } from '../../server/modules/order/schema'
import { recycleQuotes, recycleRequests } from '../../server/modules/recycle/schema'
import { users } from '../../server/modules/user/schema'
import { createSession } from '../../server/modules/auth/sessions'
import { runDueJobs } from '../../server/modules/order/jobs'
import { assertLedgerMatches, balanceOf, completeHandover, fund, goodsStatus, PAY_PASSWORD, verifiedUser } from './buying'
import { call, DRIVERS, registerUser, SECRET, useTestEnv, type TestEnv, type TestUser } from './helpers'
import { uploadImage } from './upload-fixtures'
import { merchant, ownImages, quoted, RECYCLE_CREDENTIALS, recycleInput, region, SELLER_CONTACT, submitted } from './recycling'

const EN = 'en-US,en;q=0.9'
const jobCtx = (env: TestEnv) => ({ db: env.db, config: { ...defaultConfig(), secretKey: SECRET } })
const minutes = (m: number) => new Date(Date.now() + m * 60_000)

async function adminToken(env: TestEnv): Promise<string> {
  const [admin] = await env.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
  return (await createSession(env.db, admin.id, 1)).token
}

const accept = (env: TestEnv, seller: TestUser, requestId: number, quoteId: number) =>
  call(env.app, 'POST', `/api/account/backlist/${requestId}/accept`, { token: seller.token, body: { quoteId } })

async function requestRow(env: TestEnv, id: number) {
  const [row] = await env.db.select().from(recycleRequests).where(eq(recycleRequests.id, id))
  return row
}

async function quoteStatus(env: TestEnv, id: number): Promise<string> {
  const [row] = await env.db.select({ status: recycleQuotes.status }).from(recycleQuotes).where(eq(recycleQuotes.id, id))
  return row.status
}

/** nothing a merchant or stranger may not see: the account, the password, the binding notes, the seller's contact */
function assertNoSecrets(raw: string, what: string) {
  for (const secret of [RECYCLE_CREDENTIALS.account, RECYCLE_CREDENTIALS.password, RECYCLE_CREDENTIALS.notes, SELLER_CONTACT]) {
    assert.ok(!raw.includes(secret), `${what} does not contain ${secret}`)
  }
}

for (const driver of DRIVERS) {
  describe(`recycling [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('full lifecycle: submit, quotes best first, accept, the merchant pays and confirms, the seller is paid', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const low = await merchant(e, '低价回收行')
      const high = await merchant(e, '高价回收行')
      const r = await region(e)
      // screenshots through the real upload route
      const images = [await uploadImage(e.app, seller.token), await uploadImage(e.app, seller.token)]
      const req = await submitted(e, seller, { images })
      assert.deepEqual(req.images, images)
      assert.match(req.requestNo, /^R\d{20}$/)
      assert.equal(req.status, 'open')
      assert.equal(req.gameName, r.gameName)
      assert.equal(req.region, r.names.join(' / '))
      assert.equal(req.contact, SELLER_CONTACT, 'the seller sees their own contact')
      assert.equal(req.quoteCount, 0)
      assert.equal(req.bestQuote, null)
      assert.equal(req.orderId, null)
      const own = await call(e.app, 'GET', `/api/account/backlist/${req.id}`, { token: seller.token })
      assert.ok(!own.raw.includes(RECYCLE_CREDENTIALS.password) && !own.raw.includes(RECYCLE_CREDENTIALS.account), 'credentials are never sent back')
      const en = await call(e.app, 'GET', `/api/account/backlist/${req.id}`, { token: seller.token, lang: EN })
      assert.ok(en.data.region.length > 0)

      // merchants see it without secrets, and quote
      const list = await call(e.app, 'GET', '/api/merchant/requests', { token: low.token })
      assert.equal(list.code, 200, list.msg)
      const row = list.data.rows.find((x: { id: number }) => x.id === req.id)
      assert.ok(row, 'the open request is listed for merchants')
      assert.equal(row.myQuote, null)
      assertNoSecrets(list.raw, 'the merchant list')
      const qLow = await quoted(e, low, req.id, 30_000, '当天打款')
      assert.equal(qLow.merchantName, '低价回收行')
      assert.equal(qLow.status, 'pending')
      const qHigh = await quoted(e, high, req.id, 35_000)
      const updated = await quoted(e, high, req.id, 36_000, '可议')
      assert.equal(updated.id, qHigh.id, 'one quote per merchant, updated in place')
      assert.equal(updated.amount, 36_000)
      const mine = await call(e.app, 'GET', `/api/merchant/requests?gameId=${r.gameId}`, { token: high.token })
      assert.equal(mine.data.rows.find((x: { id: number }) => x.id === req.id).myQuote.amount, 36_000)
      assertNoSecrets(mine.raw, 'the merchant list with my quote')
      const told = await e.db.select().from(messages).where(and(eq(messages.userId, seller.id), eq(messages.kind, 'recycle')))
      assert.equal(told.length, 3, 'the seller hears of every quote')

      const quotes = await call(e.app, 'GET', `/api/account/backlist/${req.id}/quotes`, { token: seller.token })
      assert.deepEqual(
        quotes.data.map((q: { amount: number; merchantName: string }) => [q.amount, q.merchantName]),
        [
          [36_000, '高价回收行'],
          [30_000, '低价回收行'],
        ],
      )
      const seen = await call(e.app, 'GET', `/api/account/backlist/${req.id}`, { token: seller.token })
      assert.equal(seen.data.quoteCount, 2)
      assert.equal(seen.data.bestQuote, 36_000)

      // accept the best
      const acc = await accept(e, seller, req.id, qHigh.id)
      assert.equal(acc.code, 200, acc.msg)
      assert.equal(acc.data.status, 'accepted')
      assert.equal(acc.data.acceptedQuote.id, qHigh.id)
      assert.equal(acc.data.acceptedQuote.status, 'accepted')
      assert.equal(acc.data.orderStatus, 'pending_payment')
      const orderId = acc.data.orderId
      assert.ok(orderId)
      assert.equal(await quoteStatus(e, qLow.id), 'rejected')
      const stored = await requestRow(e, req.id)
      assert.equal(stored.acceptedQuoteId, qHigh.id)
      const [listingRow] = await e.db.select().from(goods).where(eq(goods.id, stored.goodsId!))
      assert.equal(listingRow.channel, 'recycle')
      assert.equal(listingRow.status, 'reserved')
      assert.equal(listingRow.sellerId, seller.id)
      assert.equal(listingRow.price, 36_000)
      assert.equal(listingRow.compensation, 'none')
      assert.equal(listingRow.publishedAt, null)
      const highMsgs = await e.db.select().from(messages).where(and(eq(messages.userId, high.id), eq(messages.kind, 'recycle')))
      assert.ok(highMsgs.some((m) => m.title.startsWith('报价已被接受') && m.link === `/index/orderDetail?id=${orderId}`))
      const lowMsgs = await e.db.select().from(messages).where(and(eq(messages.userId, low.id), eq(messages.kind, 'recycle')))
      assert.equal(lowMsgs.length, 1, 'the rejected merchant is told')

      // the winner's trade shows the contact; the order has no credentials before payment
      const trades = await call(e.app, 'GET', '/api/merchant/trades', { token: high.token })
      assert.equal(trades.data.total, 1)
      assert.equal(trades.data.rows[0].sellerContact, SELLER_CONTACT)
      assert.equal(trades.data.rows[0].orderId, orderId)
      assert.equal(trades.data.rows[0].orderStatus, 'pending_payment')
      assert.equal(trades.data.rows[0].requestStatus, 'accepted')
      const lowTrades = await call(e.app, 'GET', '/api/merchant/trades', { token: low.token })
      assert.equal(lowTrades.data.total, 0)
      assertNoSecrets(lowTrades.raw, 'the loser\u2019s trades')
      let order = await call(e.app, 'GET', `/api/need/order/${orderId}`, { token: high.token })
      assert.equal(order.data.role, 'buyer')
      assert.equal(order.data.price, 36_000)
      assert.equal(order.data.credentials, null)
      assertNoSecrets(order.raw, 'the unpaid order')
      assert.equal((await call(e.app, 'GET', `/api/need/order/${orderId}`, { token: low.token })).code, 404)

      // pay from the wallet, see the credentials, take the handover (the seller rebinds, the merchant confirms), confirm
      await fund(e, high.id, order.data.total)
      const paid = await call(e.app, 'POST', `/api/need/order/${orderId}/pay`, { token: high.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
      assert.equal(paid.code, 200, paid.msg)
      assert.equal(paid.data.paid, true)
      order = await call(e.app, 'GET', `/api/need/order/${orderId}`, { token: high.token })
      assert.deepEqual(order.data.credentials, RECYCLE_CREDENTIALS)
      assert.equal(order.data.status, 'handover', 'a recycling purchase is handed over like a sale')
      await completeHandover(e, orderId)
      const before = await balanceOf(e, seller.id)
      const done = await call(e.app, 'POST', `/api/need/order/${orderId}/confirm`, { token: high.token })
      assert.equal(done.code, 200, done.msg)
      const finished = await call(e.app, 'GET', `/api/account/backlist/${req.id}`, { token: seller.token })
      assert.equal(finished.data.status, 'completed')
      assert.equal(finished.data.orderStatus, 'completed')
      assert.equal(finished.data.acceptedQuote.amount, 36_000)
      assert.ok((await requestRow(e, req.id)).completedAt)
      assert.equal(await balanceOf(e, seller.id), before + done.data.sellerProceeds)
      assert.equal(done.data.sellerProceeds, 36_000 - 1800, 'price minus the 5 % seller fee')
      await assertLedgerMatches(e, seller.id)
      await assertLedgerMatches(e, high.id)
      assert.equal(await goodsStatus(e, stored.goodsId!), 'sold')

      // the public list of completed recycles
      const recent = await call(e.app, 'GET', '/api/account/backlist/recent?pageSize=50')
      const mineRecent = recent.data.rows.find((x: { requestNo: string }) => x.requestNo === req.requestNo)
      assert.ok(mineRecent)
      assert.equal(mineRecent.amount, 36_000)
      assert.equal(mineRecent.merchantName, '高价回收行')
      assertNoSecrets(recent.raw, 'the public list')
      const tab = await call(e.app, 'GET', '/api/account/backlist/allList?status=completed', { token: seller.token })
      assert.deepEqual(tab.data.rows.map((x: { id: number }) => x.id), [req.id])
    })

    it('cancel of an open request rejects pending quotes; accept, quote and cancel afterwards are 409', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const m1 = await merchant(e)
      const m2 = await merchant(e)
      const req = await submitted(e, seller)
      const q1 = await quoted(e, m1, req.id, 20_000)
      const q2 = await quoted(e, m2, req.id, 21_000)
      const res = await call(e.app, 'POST', `/api/account/backlist/${req.id}/cancel`, { token: seller.token })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.status, 'cancelled')
      assert.equal(res.data.bestQuote, null, 'no live quote is left')
      assert.equal(await quoteStatus(e, q1.id), 'rejected')
      assert.equal(await quoteStatus(e, q2.id), 'rejected')
      const told = await e.db.select().from(messages).where(and(eq(messages.userId, m1.id), eq(messages.kind, 'recycle')))
      assert.equal(told.length, 1)
      const acc = await accept(e, seller, req.id, q1.id)
      assert.equal(acc.code, 409)
      assert.equal(acc.msg, '该回收单已不在报价中，不能执行此操作')
      const again = await call(e.app, 'POST', `/api/account/backlist/${req.id}/cancel`, { token: seller.token })
      assert.equal(again.code, 409)
      const q = await call(e.app, 'POST', '/api/merchant/quote', { token: m1.token, body: { requestId: req.id, amount: 25_000 } })
      assert.equal(q.code, 409)
      const list = await call(e.app, 'GET', '/api/merchant/requests?pageSize=50', { token: m1.token })
      assert.ok(!list.data.rows.some((x: { id: number }) => x.id === req.id), 'cancelled requests are not offered')
      const [{ n }] = await e.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.buyerId, m1.id))
      assert.equal(n, 0)
    })

    it('quotes keep the times they were priced through accept, reject, cancel and lapse', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const [m1, m2, m3] = [await merchant(e, '甲回收'), await merchant(e, '乙回收'), await merchant(e, '丙回收')]
      const req = await submitted(e, seller)
      await quoted(e, m1, req.id, 20_000)
      await quoted(e, m2, req.id, 22_000)
      // priced at three known moments, as if over an afternoon
      const pricedAt = [new Date('2026-03-01T06:00:00Z'), new Date('2026-03-01T07:30:00Z'), new Date('2026-03-01T08:45:00Z')]
      const q3 = await quoted(e, m3, req.id, 21_000)
      const quotes = (await call(e.app, 'GET', `/api/account/backlist/${req.id}/quotes`, { token: seller.token })).data as { id: number }[]
      const ids = quotes.map((q) => q.id).sort((a, b) => a - b)
      for (const [i, id] of ids.entries()) {
        await e.db.update(recycleQuotes).set({ createdAt: pricedAt[i], updatedAt: pricedAt[i] }).where(eq(recycleQuotes.id, id))
      }
      const times = async () => {
        const res = await call(e.app, 'GET', `/api/account/backlist/${req.id}/quotes`, { token: seller.token })
        assert.equal(res.code, 200, res.msg)
        return new Map((res.data as { id: number; status: string; createdAt: string; updatedAt: string }[]).map((q) => [q.id, q]))
      }
      const acc = await accept(e, seller, req.id, q3.id)
      assert.equal(acc.code, 200, acc.msg)
      assert.equal(acc.data.acceptedQuote.updatedAt, pricedAt[2].toISOString(), 'the accepted quote shows when it was priced')
      let seen = await times()
      for (const [i, id] of ids.entries()) {
        assert.equal(seen.get(id)!.createdAt, pricedAt[i].toISOString())
        assert.equal(seen.get(id)!.updatedAt, pricedAt[i].toISOString(), `quote ${id} (${seen.get(id)!.status}) keeps its time`)
      }
      assert.deepEqual([...seen.values()].map((q) => q.status).sort(), ['accepted', 'rejected', 'rejected'])
      // the merchant does not pay: the accepted quote lapses, still with its own time
      await runDueJobs(jobCtx(e), minutes(16))
      seen = await times()
      assert.equal(seen.get(q3.id)!.status, 'lapsed')
      assert.equal(seen.get(q3.id)!.updatedAt, pricedAt[2].toISOString())
      // a rejected merchant prices again on the reopened request: that quote's time moves, and only that one
      const renewed = await quoted(e, m1, req.id, 23_000)
      assert.ok(new Date(renewed.updatedAt).getTime() > pricedAt[2].getTime())
      assert.equal(renewed.createdAt, pricedAt[0].toISOString())
      // cancelling rejects what is pending without touching the times
      const cancelled = await call(e.app, 'POST', `/api/account/backlist/${req.id}/cancel`, { token: seller.token })
      assert.equal(cancelled.code, 200, cancelled.msg)
      seen = await times()
      assert.equal(seen.get(renewed.id)!.updatedAt, renewed.updatedAt)
      assert.equal(seen.get(ids[1])!.updatedAt, pricedAt[1].toISOString())
      // the merchant's trades still list the lapsed trade, with the time it was priced
      const trades = await call(e.app, 'GET', '/api/merchant/trades', { token: m3.token })
      assert.equal(trades.data.rows[0].quote.updatedAt, pricedAt[2].toISOString())
    })

    it('order expiry: the request opens again, the quote lapses, the listing is off the shelf and reused on the next accept', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const slow = await merchant(e, '慢吞吞回收')
      const other = await merchant(e)
      const keyword = 'zqxlapse' + Date.now().toString(36)
      const req = await submitted(e, seller, { title: `${keyword} 回收账号测试` })
      const q = await quoted(e, slow, req.id, 40_000)
      const acc = await accept(e, seller, req.id, q.id)
      assert.equal(acc.code, 200, acc.msg)
      const { goodsId } = await requestRow(e, req.id)
      await runDueJobs(jobCtx(e), minutes(16))
      const after = await call(e.app, 'GET', `/api/account/backlist/${req.id}`, { token: seller.token })
      assert.equal(after.data.status, 'open')
      assert.equal(after.data.orderId, null)
      assert.equal(after.data.acceptedQuote, null)
      const row = await requestRow(e, req.id)
      assert.equal(row.acceptedQuoteId, null)
      assert.equal(row.orderId, null)
      assert.equal(row.goodsId, goodsId, 'the escrow listing is kept for the next acceptance')
      assert.equal(await quoteStatus(e, q.id), 'lapsed')
      assert.equal(await goodsStatus(e, goodsId!), 'off_shelf', 'not back on sale')
      const catalogue = await call(e.app, 'POST', '/api/web/good/allList', { body: { keyword } })
      assert.equal(catalogue.data.total, 0, 'never in the catalogue')
      const told = await e.db.select().from(messages).where(and(eq(messages.userId, seller.id), eq(messages.kind, 'recycle')))
      assert.ok(told.some((m) => m.title.includes('重新开放')))
      const [cancelled] = await e.db.select().from(orders).where(eq(orders.goodsId, goodsId!))
      assert.equal(cancelled.status, 'cancelled')
      const trades = await call(e.app, 'GET', '/api/merchant/trades', { token: slow.token })
      assert.equal(trades.data.rows[0].quote.status, 'lapsed')
      assert.equal(trades.data.rows[0].orderStatus, 'cancelled')
      assert.equal(trades.data.rows[0].sellerContact, '', 'no contact once lapsed')
      // the lapsed merchant cannot revive the quote; another merchant quotes and is accepted on the same listing
      const revive = await call(e.app, 'POST', '/api/merchant/quote', { token: slow.token, body: { requestId: req.id, amount: 41_000 } })
      assert.equal(revive.code, 409)
      const q2 = await quoted(e, other, req.id, 38_000)
      const acc2 = await accept(e, seller, req.id, q2.id)
      assert.equal(acc2.code, 200, acc2.msg)
      assert.equal((await requestRow(e, req.id)).goodsId, goodsId)
      const [listing] = await e.db.select().from(goods).where(eq(goods.id, goodsId!))
      assert.equal(listing.status, 'reserved')
      assert.equal(listing.price, 38_000)
      const [{ n }] = await e.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.goodsId, goodsId!))
      assert.equal(n, 2)
    })

    it('a buyer cancelling the order reopens the request the same way', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const m = await merchant(e)
      const req = await submitted(e, seller)
      const q = await quoted(e, m, req.id, 10_000)
      const acc = await accept(e, seller, req.id, q.id)
      const res = await call(e.app, 'POST', `/api/need/order/${acc.data.orderId}/cancel`, { token: m.token, body: { reason: '不想要了' } })
      assert.equal(res.code, 200, res.msg)
      assert.equal((await requestRow(e, req.id)).status, 'open')
      assert.equal(await quoteStatus(e, q.id), 'lapsed')
    })

    it('refund of the order cancels the request and hides the contact again', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const m = await merchant(e)
      const req = await submitted(e, seller)
      const q = await quoted(e, m, req.id, 10_000)
      const acc = await accept(e, seller, req.id, q.id)
      const orderId = acc.data.orderId
      const o = await call(e.app, 'GET', `/api/need/order/${orderId}`, { token: m.token })
      await fund(e, m.id, o.data.total)
      assert.equal((await call(e.app, 'POST', `/api/need/order/${orderId}/pay`, { token: m.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })).code, 200)
      const ask = await call(e.app, 'POST', `/api/need/order/${orderId}/refund`, { token: m.token, body: { reason: '账号信息与描述不符' } })
      assert.equal(ask.code, 200, ask.msg)
      const decided = await call(e.app, 'POST', `/api/admin/orders/${orderId}/refund`, { token: await adminToken(e), body: { approve: true } })
      assert.equal(decided.code, 200, decided.msg)
      const row = await requestRow(e, req.id)
      assert.equal(row.status, 'cancelled')
      assert.ok(row.cancelledAt)
      assert.equal(await goodsStatus(e, row.goodsId!), 'off_shelf')
      const trades = await call(e.app, 'GET', '/api/merchant/trades', { token: m.token })
      assert.equal(trades.data.rows[0].requestStatus, 'cancelled')
      assert.equal(trades.data.rows[0].orderStatus, 'refunded')
      assert.equal(trades.data.rows[0].sellerContact, '')
      await assertLedgerMatches(e, m.id)
    })

    it('authorization: merchants only quote, only the owner sees and acts, never secrets before acceptance', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const stranger = await verifiedUser(e)
      const m = await merchant(e)
      const req = await submitted(e, seller)
      const q = await quoted(e, m, req.id, 12_000)

      // not a merchant: 403 before the body is even looked at; logged out: 401
      for (const [method, url, body] of [
        ['GET', '/api/merchant/requests', undefined],
        ['GET', '/api/merchant/trades', undefined],
        ['POST', '/api/merchant/quote', { requestId: req.id, amount: 10_000 }],
        ['POST', '/api/merchant/quote', { nonsense: true }],
      ] as const) {
        const res = await call(e.app, method, url, { token: stranger.token, body })
        assert.equal(res.code, 403, `${method} ${url}`)
        assert.equal(res.msg, '仅入驻商家可以使用此功能，请先申请成为商家')
        assertNoSecrets(res.raw, url)
        assert.equal((await call(e.app, method, url, { body })).code, 401)
      }
      const admin = await call(e.app, 'GET', '/api/merchant/requests', { token: await adminToken(e) })
      assert.equal(admin.code, 403, 'admins are not merchants')

      // somebody else's request: 404 on every route, nothing changes
      for (const [method, url, body] of [
        ['GET', `/api/account/backlist/${req.id}`, undefined],
        ['GET', `/api/account/backlist/${req.id}/quotes`, undefined],
        ['POST', `/api/account/backlist/${req.id}/accept`, { quoteId: q.id }],
        ['POST', `/api/account/backlist/${req.id}/cancel`, undefined],
      ] as const) {
        for (const who of [stranger, m]) {
          const res = await call(e.app, method, url, { token: who.token, body })
          assert.equal(res.code, 404, `${method} ${url}`)
          assert.equal(res.msg, '回收单不存在')
        }
      }
      assert.equal((await requestRow(e, req.id)).status, 'open')
      const mine = await call(e.app, 'GET', '/api/account/backlist/allList', { token: stranger.token })
      assert.equal(mine.data.total, 0)

      // unknown quote, or a quote of another request: 404
      const otherReq = await submitted(e, seller)
      const otherQ = await quoted(e, m, otherReq.id, 9_000)
      for (const quoteId of [999_999, otherQ.id]) {
        const res = await accept(e, seller, req.id, quoteId)
        assert.equal(res.code, 404)
        assert.equal(res.msg, '报价不存在')
      }

      // a merchant cannot quote on their own request, and does not see it offered
      const own = await submitted(e, m)
      const self = await call(e.app, 'POST', '/api/merchant/quote', { token: m.token, body: { requestId: own.id, amount: 10_000 } })
      assert.equal(self.code, 400)
      assert.equal(self.msg, '不能给自己的回收单报价')
      const offered = await call(e.app, 'GET', '/api/merchant/requests?pageSize=50', { token: m.token })
      assert.ok(!offered.data.rows.some((x: { id: number }) => x.id === own.id))
      assertNoSecrets(offered.raw, 'the merchant list')
      const unknown = await call(e.app, 'POST', '/api/merchant/quote', { token: m.token, body: { requestId: 999_999, amount: 10_000 } })
      assert.equal(unknown.code, 404)

      // a merchant who lost the role cannot be accepted
      await e.db.update(users).set({ role: 'user' }).where(eq(users.id, m.id))
      const gone = await accept(e, seller, req.id, q.id)
      assert.equal(gone.code, 409)
      assert.equal(gone.msg, '该商家暂时不能交易，请选择其他报价')
      assert.equal((await requestRow(e, req.id)).status, 'open', 'nothing changed')
      assert.equal(await quoteStatus(e, q.id), 'pending')
    })

    it('concurrent accepts of two quotes: exactly one wins, one accepted quote, one order', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const m1 = await merchant(e)
      const m2 = await merchant(e)
      const req = await submitted(e, seller)
      const q1 = await quoted(e, m1, req.id, 20_000)
      const q2 = await quoted(e, m2, req.id, 22_000)
      const results = await Promise.all([accept(e, seller, req.id, q1.id), accept(e, seller, req.id, q2.id)])
      assert.deepEqual(results.map((r) => r.code).sort(), [200, 409])
      const won = results.find((r) => r.code === 200)!
      const lost = results.find((r) => r.code === 409)!
      assert.ok(['该回收单已不在报价中，不能执行此操作', '该报价已失效，请刷新后重试'].includes(lost.msg), lost.msg)
      const quotes = await e.db.select().from(recycleQuotes).where(eq(recycleQuotes.requestId, req.id))
      assert.equal(quotes.filter((x) => x.status === 'accepted').length, 1)
      assert.equal(quotes.filter((x) => x.status === 'rejected').length, 1)
      const row = await requestRow(e, req.id)
      const orderRows = await e.db.select().from(orders).where(eq(orders.goodsId, row.goodsId!))
      assert.equal(orderRows.length, 1)
      assert.equal(orderRows[0].id, won.data.orderId)
      const recycleGoods = await e.db.select().from(goods).where(and(eq(goods.sellerId, seller.id), eq(goods.channel, 'recycle')))
      assert.equal(recycleGoods.length, 1)
    })

    it('20 concurrent quote updates of one merchant leave one quote row', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const m = await merchant(e)
      const req = await submitted(e, seller)
      const amounts = Array.from({ length: 20 }, (_, i) => 10_000 + i * 100)
      const results = await Promise.all(
        amounts.map((amount) => call(e.app, 'POST', '/api/merchant/quote', { token: m.token, body: { requestId: req.id, amount } })),
      )
      for (const r of results) assert.equal(r.code, 200, r.msg)
      const rows = await e.db.select().from(recycleQuotes).where(eq(recycleQuotes.requestId, req.id))
      assert.equal(rows.length, 1)
      assert.ok(amounts.includes(rows[0].amount))
      assert.equal(new Set(results.map((r) => r.data.id)).size, 1)
    })

    it('bad input everywhere: 400 with a clear message, nothing stored', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const other = await verifiedUser(e)
      const m = await merchant(e)
      const good = await recycleInput(e, seller)
      const r = await region(e)
      const [otherGameNode] = await e.db.execute<{ id: number }>(
        sql`select id from game_nodes where game_id <> ${r.gameId} and parent_id is null order by id limit 1`,
      ).then((x) => (x as unknown as { rows: { id: number }[] }).rows)
      const tooMany = await ownImages(e, seller.id, 10)
      const theirs = await ownImages(e, other.id, 1)
      const cases: [Record<string, unknown>, string][] = [
        [{ expectedPrice: 0 }, '期望价格需为1-1000000元，最多两位小数'],
        [{ expectedPrice: -100 }, '期望价格需为1-1000000元，最多两位小数'],
        [{ expectedPrice: 100.5 }, '期望价格需为1-1000000元，最多两位小数'],
        [{ expectedPrice: '500' }, '期望价格格式不正确'],
        [{ images: [] }, '请上传1-9张账号截图'],
        [{ images: tooMany }, '请上传1-9张账号截图'],
        [{ images: theirs }, ''],
        [{ images: ['/api/assets/goods/wzry-1.svg'] }, ''],
        [{ title: '短' }, '标题需为5-60个字'],
        [{ description: '太短了' }, '账号描述需为10-2000个字'],
        [{ contact: '123' }, '联系方式需为5-50个字符（手机号、QQ或微信）'],
        [{ credentials: { account: '', password: 'x1' } }, '请填写游戏账号（不超过64个字符）'],
        [{ credentials: { account: 'a'.repeat(65), password: 'x1' } }, '请填写游戏账号（不超过64个字符）'],
        [{ credentials: { account: 'abc', password: '   ' } }, '请填写账号密码（不超过64个字符）'],
        [{ credentials: { account: 'abc' } }, '密码不能为空'],
        [{ credentials: { account: 'abc', password: 'x', notes: '长'.repeat(501) } }, '绑定信息不能超过500个字'],
        [{ credentials: { account: 'abc', password: 'x', extra: 1 } }, '不支持的字段：extra'],
        [{ price: 100 }, '不支持的字段：price'],
        [{ systemId: otherGameNode.id }, '区服不存在'],
        [{ carrierId: null }, ''],
        [{ systemId: r.carrierId, carrierId: null, areaId: null }, ''],
        [{ gameId: 'x' }, '游戏编号格式不正确'],
      ]
      for (const [patch, msg] of cases) {
        const res = await call(e.app, 'POST', '/api/account/backlist', { token: seller.token, body: { ...good, ...patch } })
        assert.equal(res.code, 400, `${JSON.stringify(patch)}: ${res.msg}`)
        if (msg) assert.equal(res.msg, msg, JSON.stringify(patch))
      }
      const missing = await call(e.app, 'POST', '/api/account/backlist', { token: seller.token, body: { ...good, systemId: undefined } })
      assert.equal(missing.code, 400)
      assert.equal(missing.msg, '系统不能为空')
      const enRes = await call(e.app, 'POST', '/api/account/backlist', { token: seller.token, lang: EN, body: { ...good, expectedPrice: 0 } })
      assert.equal(enRes.msg, 'the expected price must be 1-1000000 yuan with at most two decimals')
      const [{ n }] = await e.db.select({ n: sql<number>`count(*)::int` }).from(recycleRequests).where(eq(recycleRequests.sellerId, seller.id))
      assert.equal(n, 0, 'nothing was stored')

      // unverified users and minors
      const unverified = await registerUser(e)
      const u = await call(e.app, 'POST', '/api/account/backlist', { token: unverified.token, body: { ...good, images: await ownImages(e, unverified.id, 1) } })
      assert.equal(u.code, 400)
      assert.equal(u.msg, '请先完成实名认证再提交回收')
      const minor = await verifiedUser(e, 16)
      const mi = await call(e.app, 'POST', '/api/account/backlist', { token: minor.token, body: { ...good, images: await ownImages(e, minor.id, 1) } })
      assert.equal(mi.code, 400)
      assert.equal(mi.msg, '未满18周岁的用户不能交易游戏账号')

      // quotes
      const req = await submitted(e, seller)
      const quoteCases: [Record<string, unknown>, string][] = [
        [{ amount: 0 }, '报价需为1-1000000元，最多两位小数'],
        [{ amount: -5 }, '报价需为1-1000000元，最多两位小数'],
        [{ amount: 1234.5 }, '报价需为1-1000000元，最多两位小数'],
        [{ amount: 100_000_001 }, '报价需为1-1000000元，最多两位小数'],
        [{ amount: 10_000, note: '长'.repeat(201) }, '报价说明不能超过200个字'],
        [{ amount: 10_000, status: 'accepted' }, '不支持的字段：status'],
        [{ amount: '10000' }, '报价金额格式不正确'],
      ]
      for (const [patch, msg] of quoteCases) {
        const res = await call(e.app, 'POST', '/api/merchant/quote', { token: m.token, body: { requestId: req.id, ...patch } })
        assert.equal(res.code, 400, JSON.stringify(patch))
        assert.equal(res.msg, msg, JSON.stringify(patch))
      }
      const noReq = await call(e.app, 'POST', '/api/merchant/quote', { token: m.token, body: { amount: 10_000 } })
      assert.equal(noReq.msg, '回收单不能为空')
      const [{ q }] = await e.db.select({ q: sql<number>`count(*)::int` }).from(recycleQuotes).where(eq(recycleQuotes.requestId, req.id))
      assert.equal(q, 0)

      // accept and list input
      for (const body of [{}, { quoteId: 'x' }, { quoteId: 1, extra: true }, { quoteId: 0 }]) {
        const res = await call(e.app, 'POST', `/api/account/backlist/${req.id}/accept`, { token: seller.token, body })
        assert.equal(res.code, 400, JSON.stringify(body))
      }
      for (const url of ['/api/account/backlist/allList?status=nope', '/api/account/backlist/allList?pageSize=51', '/api/account/backlist/abc', '/api/account/backlist/recent?x=1']) {
        const res = await call(e.app, 'GET', url, { token: seller.token })
        assert.equal(res.code, 400, url)
      }
      assert.equal((await requestRow(e, req.id)).status, 'open')
    })

    it('merchant application: apply, one pending at a time, admin approves, the user quotes; rejection needs a reason', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const req = await submitted(e, seller)
      const applicant = await verifiedUser(e)
      const admin = await adminToken(e)
      const body = { shopName: '诚信账号回收', contact: '微信 chengxin888', intro: '专注手游账号回收五年，当天打款。' }

      const unverified = await registerUser(e)
      const uv = await call(e.app, 'POST', '/api/merchant/apply', { token: unverified.token, body })
      assert.equal(uv.code, 400)
      assert.equal(uv.msg, '请先完成实名认证再申请成为商家')
      for (const [patch, msg] of [
        [{ shopName: '诚' }, '店铺名称需为2-30个字'],
        [{ intro: '太短' }, '商家介绍需为10-500个字'],
        [{ contact: '1' }, '联系方式需为5-50个字符'],
        [{ role: 'merchant' }, '不支持的字段：role'],
      ] as const) {
        const res = await call(e.app, 'POST', '/api/merchant/apply', { token: applicant.token, body: { ...body, ...patch } })
        assert.equal(res.code, 400)
        assert.equal(res.msg, msg)
      }
      assert.equal((await call(e.app, 'GET', '/api/merchant/application', { token: applicant.token })).data, null)
      const applied = await call(e.app, 'POST', '/api/merchant/apply', { token: applicant.token, body })
      assert.equal(applied.code, 200, applied.msg)
      assert.equal(applied.data.status, 'pending')
      const twice = await call(e.app, 'POST', '/api/merchant/apply', { token: applicant.token, body })
      assert.equal(twice.code, 409)
      assert.equal(twice.msg, '您已有待审核的入驻申请，请耐心等待审核结果')
      const latest = await call(e.app, 'GET', '/api/merchant/application', { token: applicant.token })
      assert.equal(latest.data.id, applied.data.id)
      const early = await call(e.app, 'POST', '/api/merchant/quote', { token: applicant.token, body: { requestId: req.id, amount: 10_000 } })
      assert.equal(early.code, 403)

      // admin only
      assert.equal((await call(e.app, 'GET', '/api/admin/merchant-applications', { token: applicant.token })).code, 403)
      assert.equal((await call(e.app, 'POST', `/api/admin/merchant-applications/${applied.data.id}/review`, { token: applicant.token, body: { approve: true } })).code, 403)
      const queue = await call(e.app, 'GET', '/api/admin/merchant-applications?pageSize=50', { token: admin })
      assert.ok(queue.data.rows.some((x: { id: number }) => x.id === applied.data.id))
      for (const reason of [undefined, '', ' x ', '长'.repeat(201)]) {
        const res = await call(e.app, 'POST', `/api/admin/merchant-applications/${applied.data.id}/review`, {
          token: admin,
          body: reason === undefined ? { approve: false } : { approve: false, reason },
        })
        assert.equal(res.code, 400)
        assert.equal(res.msg, '驳回时请填写2-200个字的原因')
      }
      const approved = await call(e.app, 'POST', `/api/admin/merchant-applications/${applied.data.id}/review`, { token: admin, body: { approve: true } })
      assert.equal(approved.code, 200, approved.msg)
      assert.equal(approved.data.status, 'approved')
      assert.ok(approved.data.decidedAt)
      const [u] = await e.db.select().from(users).where(eq(users.id, applicant.id))
      assert.equal(u.role, 'merchant')
      assert.equal(u.shopName, '诚信账号回收')
      const profile = await call(e.app, 'GET', '/api/system/user/profile', { token: applicant.token })
      assert.equal(profile.data.role, 'merchant')
      const q = await quoted(e, applicant, req.id, 15_000)
      assert.equal(q.merchantName, '诚信账号回收')
      const again = await call(e.app, 'POST', `/api/admin/merchant-applications/${applied.data.id}/review`, { token: admin, body: { approve: false, reason: '重复' } })
      assert.equal(again.code, 409)
      assert.equal((await call(e.app, 'POST', '/api/admin/merchant-applications/999999/review', { token: admin, body: { approve: true } })).code, 404)
      const already = await call(e.app, 'POST', '/api/merchant/apply', { token: applicant.token, body })
      assert.equal(already.code, 409)
      assert.equal(already.msg, '您已经是入驻商家，无需重复申请')
      const msgs = await e.db.select().from(messages).where(eq(messages.userId, applicant.id))
      assert.ok(msgs.some((x) => x.title === '商家入驻申请已通过'))

      // rejection: the reason is kept and told; the user may apply again
      const second = await verifiedUser(e)
      const a2 = await call(e.app, 'POST', '/api/merchant/apply', { token: second.token, body: { ...body, shopName: '另一家回收店' } })
      const rejected = await call(e.app, 'POST', `/api/admin/merchant-applications/${a2.data.id}/review`, {
        token: admin,
        body: { approve: false, reason: '联系方式无法联系' },
      })
      assert.equal(rejected.code, 200, rejected.msg)
      assert.equal(rejected.data.status, 'rejected')
      assert.equal(rejected.data.reason, '联系方式无法联系')
      const [u2] = await e.db.select().from(users).where(eq(users.id, second.id))
      assert.equal(u2.role, 'user')
      const rejList = await call(e.app, 'GET', '/api/admin/merchant-applications?status=rejected', { token: admin })
      assert.ok(rejList.data.rows.some((x: { id: number }) => x.id === a2.data.id))
      const m2 = await e.db.select().from(messages).where(eq(messages.userId, second.id))
      assert.ok(m2.some((x) => x.content.includes('联系方式无法联系')))
      const reapply = await call(e.app, 'POST', '/api/merchant/apply', { token: second.token, body })
      assert.equal(reapply.code, 200, reapply.msg)
      // approving an admin's application never demotes the admin
      const [adminRow] = await e.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
      await e.db.update(users).set({ verifiedAt: new Date(), adult: true }).where(eq(users.id, adminRow.id))
      const adminApp = await call(e.app, 'POST', '/api/merchant/apply', { token: admin, body })
      assert.equal(adminApp.code, 200, adminApp.msg)
      await call(e.app, 'POST', `/api/admin/merchant-applications/${adminApp.data.id}/review`, { token: admin, body: { approve: true } })
      const [stillAdmin] = await e.db.select({ role: users.role }).from(users).where(eq(users.id, adminRow.id))
      assert.equal(stillAdmin.role, 'admin')
    })
  })
}
