import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { defaultConfig } from '../../server/config'
import { goods } from '../../server/modules/goods/schema'
import { messages } from '../../server/modules/inbox/schema'
import { runOfferJobs } from '../../server/modules/offer/jobs'
import { offers } from '../../server/modules/offer/schema'
import { orders } from '../../server/modules/order/schema'
import { fund, goodsStatus, listing, PAY_PASSWORD, verifiedUser } from './buying'
import { call, DRIVERS, SECRET, useTestEnv, type TestEnv, type TestUser } from './helpers'

const MIN = 60_000
const jobCtx = (env: TestEnv) => ({ db: env.db, config: { ...defaultConfig(), secretKey: SECRET } })

async function offerable(env: TestEnv, seller: TestUser, price = 20_000, floor: number | null = null): Promise<number> {
  const goodsId = await listing(env, seller.id, { price })
  const res = await call(env.app, 'PUT', `/api/need/offer/settings/${goodsId}`, { token: seller.token, body: { enabled: true, floor } })
  assert.equal(res.code, 200, res.msg)
  return goodsId
}

const offer = (env: TestEnv, u: TestUser, goodsId: number, amount: number, message?: string) =>
  call(env.app, 'POST', '/api/need/offers', { token: u.token, body: { goodsId, amount, message } })
const respond = (env: TestEnv, u: TestUser, id: number, action: string, amount?: number) =>
  call(env.app, 'POST', `/api/need/offers/${id}/respond`, { token: u.token, body: { action, amount } })
const order = (env: TestEnv, u: TestUser, goodsId: number, offerId?: number) =>
  call(env.app, 'POST', '/api/need/order', { token: u.token, body: { goodsId, compensation: 'none', agree: true, ...(offerId ? { offerId } : {}) } })

async function kindsOf(env: TestEnv, userId: number): Promise<string[]> {
  const rows = await env.db.select({ k: messages.copyKind }).from(messages).where(eq(messages.userId, userId))
  return rows.map((r) => r.k ?? '')
}

async function accepted(env: TestEnv, seller: TestUser, buyer: TestUser, goodsId: number, amount = 15_000): Promise<number> {
  const made = await offer(env, buyer, goodsId, amount)
  assert.equal(made.code, 200, made.msg)
  const ok = await respond(env, seller, made.data.id, 'accept')
  assert.equal(ok.code, 200, ok.msg)
  return made.data.id
}

for (const driver of DRIVERS) {
  describe(`offers (议价) [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('negotiates within the rules: share of the price, floor unseen, rounds, turns, masked messages', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const goodsId = await offerable(e, seller, 20_000, 14_000)
      const off = await listing(e, seller.id)
      assert.equal((await offer(e, buyer, off, 15_000)).code, 400, 'offers off by default')
      const low = await offer(e, buyer, goodsId, 9_000)
      assert.equal(low.code, 400)
      assert.match(low.msg, /50%/)
      assert.equal((await offer(e, buyer, goodsId, 20_000)).code, 400, 'at the price: order instead')
      assert.equal((await offer(e, seller, goodsId, 15_000)).code, 400, 'own listing')
      const below = await offer(e, buyer, goodsId, 12_000)
      assert.equal(below.code, 200, below.msg)
      assert.equal(below.data.status, 'declined')
      assert.doesNotMatch(below.msg, /140|14000|底价|floor/)
      assert.ok(!(await kindsOf(e, seller.id)).includes('offer.received.seller'), 'the seller is not disturbed by an offer below the floor')

      const made = await offer(e, buyer, goodsId, 15_000, '加我微信 wxid_abc12345 或 QQ 12345678')
      assert.equal(made.code, 200, made.msg)
      assert.equal(made.data.status, 'pending_seller')
      assert.doesNotMatch(made.data.steps[0].message, /wxid_abc12345|12345678/)
      assert.equal((await offer(e, buyer, goodsId, 16_000)).code, 409, 'one live offer per listing')
      assert.ok((await kindsOf(e, seller.id)).includes('offer.received.seller'))
      const id = made.data.id
      assert.equal((await respond(e, buyer, id, 'accept')).code, 409, "not the buyer's turn")
      assert.equal((await respond(e, seller, id, 'counter', 14_000)).code, 400, 'a counter must be above the offer')
      const c1 = await respond(e, seller, id, 'counter', 19_000)
      assert.equal(c1.code, 200, c1.msg)
      assert.equal(c1.data.status, 'pending_buyer')
      assert.ok((await kindsOf(e, buyer.id)).includes('offer.countered.buyer'))
      assert.equal((await respond(e, buyer, id, 'counter', 16_000)).code, 200)
      assert.equal((await respond(e, seller, id, 'counter', 18_500)).code, 200)
      const b3 = await respond(e, buyer, id, 'counter', 17_000)
      assert.equal(b3.code, 200, b3.msg)
      assert.equal(b3.data.buyerRounds, 3)
      assert.equal((await respond(e, seller, id, 'counter', 18_000)).code, 200)
      const over = await respond(e, buyer, id, 'counter', 17_500)
      assert.equal(over.code, 409, 'the buyer used their 3 rounds')
      assert.equal((await respond(e, seller, id, 'counter', 17_900)).code, 409, "not the seller's turn")

      // someone else sees and does nothing
      const other = await verifiedUser(e)
      assert.equal((await call(e.app, 'GET', `/api/need/offers/${id}`, { token: other.token })).code, 404)
      assert.equal((await respond(e, other, id, 'accept')).code, 404)
      assert.equal((await respond(e, other, id, 'decline')).code, 404)
      const list = await call(e.app, 'GET', '/api/need/offers?role=buyer&pageNum=1&pageSize=10', { token: other.token })
      assert.equal(list.data.total, 0)
      assert.equal((await call(e.app, 'PUT', `/api/need/offer/settings/${goodsId}`, { token: other.token, body: { enabled: false } })).code, 404)

      const acc = await respond(e, buyer, id, 'accept')
      assert.equal(acc.code, 200, acc.msg)
      assert.equal(acc.data.status, 'accepted')
      assert.equal(await goodsStatus(e, goodsId), 'reserved')
      assert.ok((await kindsOf(e, seller.id)).includes('offer.accepted.seller'))

      // the order is at the agreed price, whatever else the client sends
      const stranger = await verifiedUser(e)
      assert.equal((await order(e, stranger, goodsId)).code, 409, 'held for the buyer')
      assert.equal((await order(e, stranger, goodsId, id)).code, 409, "someone else's offer")
      const preview = await call(e.app, 'GET', `/api/need/order/preview?goodsId=${goodsId}&offerId=${id}`, { token: buyer.token })
      assert.equal(preview.code, 200, preview.msg)
      assert.equal(preview.data.blocked, null)
      const placed = await order(e, buyer, goodsId, id)
      assert.equal(placed.code, 200, placed.msg)
      assert.equal(placed.data.price, 18_000)
      await fund(e, buyer.id, 100_000)
      const paid = await call(e.app, 'POST', `/api/need/order/${placed.data.id}/pay`, { token: buyer.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
      assert.equal(paid.code, 200, paid.msg)
      const [row] = await e.db.select().from(offers).where(eq(offers.id, id))
      assert.equal(row.status, 'ordered')
      assert.equal(row.orderId, placed.data.id)
      assert.equal((await order(e, buyer, goodsId, id)).code, 409, 'an offer orders once')
    })

    it('an offer accepted while someone else is paying is refused; the listing sells once', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const payer = await verifiedUser(e)
      const goodsId = await offerable(e, seller)
      const made = await offer(e, buyer, goodsId, 15_000)
      assert.equal((await order(e, payer, goodsId)).code, 200)
      const acc = await respond(e, seller, made.data.id, 'accept')
      assert.equal(acc.code, 409)
      const [row] = await e.db.select().from(offers).where(eq(offers.id, made.data.id))
      assert.equal(row.status, 'pending_seller', 'nothing changed')
    })

    it('two offers accepted at once: one wins, the listing is held once', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const goodsId = await offerable(e, seller)
      const ids: number[] = []
      for (const amount of [15_000, 16_000, 17_000]) {
        const b = await verifiedUser(e)
        ids.push((await offer(e, b, goodsId, amount)).data.id)
      }
      const results = await Promise.all(ids.map((id) => respond(e, seller, id, 'accept')))
      assert.deepEqual(results.map((r) => r.code).sort(), [200, 409, 409])
      const acceptedRows = await e.db.select().from(offers).where(and(eq(offers.goodsId, goodsId), eq(offers.status, 'accepted')))
      assert.equal(acceptedRows.length, 1)
    })

    it('the accepted buyer and a normal buyer at once, or the buyer twice: one order', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const other = await verifiedUser(e)
      const goodsId = await offerable(e, seller)
      const id = await accepted(e, seller, buyer, goodsId)
      const results = await Promise.all([order(e, buyer, goodsId, id), order(e, buyer, goodsId, id), order(e, other, goodsId)])
      assert.deepEqual(results.map((r) => r.code), [results[0].code, results[1].code, 409])
      assert.deepEqual([results[0].code, results[1].code].sort(), [200, 409])
      const rows = await e.db.select().from(orders).where(eq(orders.goodsId, goodsId))
      assert.equal(rows.length, 1)
      assert.equal(rows[0].price, 15_000)
    })

    it('a repriced listing lapses its offers at once; a delisted one at the next job run, with a notice', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const goodsId = await offerable(e, seller)
      const made = await offer(e, buyer, goodsId, 15_000)
      const edit = await call(e.app, 'POST', '/api/need/goods/editPrice', { token: seller.token, body: { id: goodsId, price: 19_000 } })
      assert.equal(edit.code, 200, edit.msg)
      assert.equal((await respond(e, seller, made.data.id, 'accept')).code, 409)
      assert.equal((await e.db.select().from(offers).where(eq(offers.id, made.data.id)))[0].status, 'lapsed')
      assert.ok((await kindsOf(e, buyer.id)).includes('offer.lapsed.buyer'))

      const second = await offer(e, buyer, goodsId, 15_000)
      assert.equal(second.code, 200, second.msg)
      const down = await call(e.app, 'POST', '/api/goods/info/downGoods', { token: seller.token, body: { id: goodsId } })
      assert.equal(down.code, 200, down.msg)
      const run = await runOfferJobs(jobCtx(e))
      assert.equal(run.lapsed, 1)
      assert.equal((await e.db.select().from(offers).where(eq(offers.id, second.data.id)))[0].status, 'lapsed')
      assert.equal((await respond(e, seller, second.data.id, 'accept')).code, 409)
    })

    it('unanswered offers expire, an unordered hold gives the listing back, concurrent job runs do each once', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const g1 = await offerable(e, seller)
      const g2 = await offerable(e, seller)
      const live = await offer(e, buyer, g1, 15_000)
      await accepted(e, seller, buyer, g2)
      assert.equal(await goodsStatus(e, g2), 'reserved')
      const now = new Date(Date.now() + 25 * 60 * MIN)
      const runs = await Promise.all([runOfferJobs(jobCtx(e), now), runOfferJobs(jobCtx(e), now)])
      assert.ok(runs[0].expired + runs[1].expired >= 2)
      assert.equal((await e.db.select().from(offers).where(eq(offers.id, live.data.id)))[0].status, 'expired')
      assert.equal(await goodsStatus(e, g2), 'on_sale')
      const kinds = await kindsOf(e, buyer.id)
      assert.equal(kinds.filter((k) => k === 'offer.expired.buyer').length, 1, 'told once')
      assert.equal(kinds.filter((k) => k === 'offer.holdExpired.buyer').length, 1, 'told once')
      assert.equal((await order(e, buyer, g2)).code, 200, 'back on sale at its price')
    })

    it('limits: open offers per buyer', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const max = defaultConfig().offers.openPerBuyer
      for (let i = 0; i < max; i++) assert.equal((await offer(e, buyer, await offerable(e, seller), 15_000)).code, 200)
      const over = await offer(e, buyer, await offerable(e, seller), 15_000)
      assert.equal(over.code, 409)
    })
  })

  describe(`alerts [${driver}]`, () => {
    const env = useTestEnv(driver)

    const favourite = (e: TestEnv, u: TestUser, goodsId: number) => call(e.app, 'POST', '/api/web/goods/collect', { token: u.token, body: { goodsId } })
    const reprice = (e: TestEnv, s: TestUser, id: number, price: number) => call(e.app, 'POST', '/api/need/goods/editPrice', { token: s.token, body: { id, price } })
    const drops = async (e: TestEnv, userId: number) => (await kindsOf(e, userId)).filter((k) => k === 'alert.priceDrop').length

    it('a favourite hears of each drop once; not when turned off or unfavourited', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const fan = await verifiedUser(e)
      const quiet = await verifiedUser(e)
      const gone = await verifiedUser(e)
      const goodsId = await listing(e, seller.id, { price: 20_000 })
      for (const u of [fan, quiet, gone]) assert.equal((await favourite(e, u, goodsId)).code, 200)
      assert.equal((await call(e.app, 'PUT', '/api/need/alerts/price', { token: quiet.token, body: { goodsId, enabled: false } })).code, 200)
      assert.equal((await call(e.app, 'POST', '/api/web/goods/collect/remove', { token: gone.token, body: { goodsId } })).code, 200)
      assert.equal((await reprice(e, seller, goodsId, 18_000)).code, 200)
      assert.equal(await drops(e, fan.id), 1)
      assert.equal((await reprice(e, seller, goodsId, 18_000)).code, 200)
      assert.equal((await reprice(e, seller, goodsId, 19_000)).code, 200)
      assert.equal(await drops(e, fan.id), 1, 'no change and a rise tell nothing')
      assert.equal((await reprice(e, seller, goodsId, 17_000)).code, 200)
      assert.equal(await drops(e, fan.id), 2)
      assert.equal(await drops(e, quiet.id), 0)
      assert.equal(await drops(e, gone.id), 0)
      const off = await call(e.app, 'GET', '/api/need/alerts/price', { token: quiet.token })
      assert.deepEqual(off.data, [goodsId])
    })

    it('a saved search tells of new listings only, at most the daily cap, and stops when unfollowed', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const user = await verifiedUser(e)
      const first = await listing(e, seller.id, { price: 30_000 })
      const [{ gameId }] = await e.db.select({ gameId: goods.gameId }).from(goods).where(eq(goods.id, first))
      const saved = await call(e.app, 'POST', '/api/need/saved-searches', { token: user.token, body: { query: { gameId, priceMin: 25_000 } } })
      assert.equal(saved.code, 200, saved.msg)
      assert.equal((await call(e.app, 'POST', '/api/need/saved-searches', { token: user.token, body: { query: { priceMin: 25_000, gameId } } })).code, 409)
      const notices = async () => (await kindsOf(e, user.id)).filter((k) => k === 'alert.savedSearch').length
      let at = Date.now() + MIN
      const tick = async () => {
        at += 16 * MIN
        await runOfferJobs(jobCtx(e), new Date(at))
      }
      await tick()
      assert.equal(await notices(), 0, 'listings from before the search are not new')
      await listing(e, seller.id, { gameId, price: 10_000 })
      await tick()
      assert.equal(await notices(), 0, 'a listing outside the filters')
      const cap = defaultConfig().offers.savedSearchDailyCap
      for (let i = 0; i < cap + 2; i++) {
        await listing(e, seller.id, { gameId, price: 30_000 })
        await tick()
      }
      assert.equal(await notices(), cap)
      const list = await call(e.app, 'GET', '/api/need/saved-searches', { token: user.token })
      assert.equal(list.data.length, 1)
      const other = await verifiedUser(e)
      assert.equal((await call(e.app, 'DELETE', `/api/need/saved-searches/${saved.data.id}`, { token: other.token })).code, 404)
      assert.equal((await call(e.app, 'DELETE', `/api/need/saved-searches/${saved.data.id}`, { token: user.token })).code, 200)
      at += 2 * 86_400_000
      await listing(e, seller.id, { gameId, price: 30_000 })
      await tick()
      assert.equal(await notices(), cap, 'unfollowed: no more notices')
    })
  })
}
