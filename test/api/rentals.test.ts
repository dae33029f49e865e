/**
 * Renting (contract/rentals.ts) on both drivers: the seller's terms with their rules, the public list and terms,
 * the rental order through payment, the period (credentials only while it runs), completion by the job or an
 * early return, and the listing shared by renters and buyers without ever being held twice.
 */
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { describe, it } from 'node:test'
import { eq, sql } from 'drizzle-orm'
import { defaultConfig } from '../../server/config'
import { games } from '../../server/modules/game/schema'
import { goods } from '../../server/modules/goods/schema'
import { messages } from '../../server/modules/inbox/schema'
import { orders } from '../../server/modules/order/schema'
import { users } from '../../server/modules/user/schema'
import { createSession } from '../../server/modules/auth/sessions'
import { goodsSearchTokens } from '../../server/lib/search-tokens'
import { runDueJobs } from '../../server/modules/order/jobs'
import { assertLedgerMatches, balanceOf, CREDENTIALS, fund, goodsStatus, listing, PAY_PASSWORD, verifiedUser } from './buying'
import { call, DRIVERS, registerUser, SECRET, useTestEnv, type TestEnv, type TestUser } from './helpers'

const EN = 'en-US,en;q=0.9'
const HOUR = 3600_000
const jobCtx = (env: TestEnv) => ({ db: env.db, config: { ...defaultConfig(), secretKey: SECRET } })

const settings = (e: TestEnv, token: string, body: Record<string, unknown>, lang?: string) =>
  call(e.app, 'POST', '/api/need/goods/rent', { token, body, lang })

const rent = (e: TestEnv, token: string, body: Record<string, unknown>) =>
  call(e.app, 'POST', '/api/need/rent/order', { token, body: { agree: true, ...body } })

const getOrder = (e: TestEnv, token: string, id: number) => call(e.app, 'GET', `/api/need/order/${id}`, { token })

async function rentableListing(e: TestEnv, seller: TestUser, terms: Record<string, unknown>, opts: Parameters<typeof listing>[2] = {}) {
  const id = await listing(e, seller.id, opts)
  const res = await settings(e, seller.token, { id, enabled: true, ...terms })
  assert.equal(res.code, 200, res.msg)
  return id
}

/** the search tokens the consignment flow stores (the buying fixture's listings have none) */
async function indexed(e: TestEnv, id: number): Promise<number> {
  const [g] = await e.db.select({ title: goods.title, description: goods.description }).from(goods).where(eq(goods.id, id))
  await e.db
    .update(goods)
    .set({ searchTokens: goodsSearchTokens({ title: g.title, description: g.description, gameName: '' }) })
    .where(eq(goods.id, id))
  return id
}

async function titles(e: TestEnv, userId: number): Promise<string[]> {
  const rows = await e.db.select({ title: messages.title }).from(messages).where(eq(messages.userId, userId))
  return rows.map((r) => r.title)
}

async function rentRow(e: TestEnv, id: number) {
  const [row] = await e.db
    .select({ rentable: goods.rentable, hour: goods.rentHourPrice, day: goods.rentDayPrice, minHours: goods.rentMinHours })
    .from(goods)
    .where(eq(goods.id, id))
  return row
}

for (const driver of DRIVERS) {
  describe(`rentals [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('rent settings: bad input is a clear 400 and changes nothing; others get 404; not on sale or reserved 409', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const other = await verifiedUser(e)
      const id = await listing(e, seller.id)
      const cases: [Record<string, unknown>, string][] = [
        [{ enabled: true }, '开启出租时请至少设置按小时或按天的租金'],
        [{ enabled: true, hourPrice: null, dayPrice: null }, '开启出租时请至少设置按小时或按天的租金'],
        [{ enabled: true, hourPrice: 0 }, '租金需为1-1000000元之间的金额'],
        [{ enabled: true, hourPrice: 500, dayPrice: 99 }, '租金需为1-1000000元之间的金额'],
        [{ enabled: true, dayPrice: -100 }, '租金需为1-1000000元之间的金额'],
        [{ enabled: true, hourPrice: 500, minHours: 0 }, '最短租用时长需为1-72小时'],
        [{ enabled: true, hourPrice: 500, minHours: 73 }, '最短租用时长需为1-72小时'],
        [{ enabled: true, hourPrice: 500, minHours: 1.5 }, '最短租用时长格式不正确'],
        [{ enabled: true, hourPrice: '5' }, '每小时租金格式不正确'],
        [{ enabled: 'yes', hourPrice: 500 }, '是否出租格式不正确'],
        [{ enabled: true, hourPrice: 500, deposit: 100 }, '不支持的字段：deposit'],
      ]
      for (const [body, msg] of cases) {
        const res = await settings(e, seller.token, { id, ...body })
        assert.equal(res.code, 400, JSON.stringify(body))
        assert.equal(res.msg, msg)
      }
      const noId = await settings(e, seller.token, { enabled: true, hourPrice: 500 })
      assert.equal(noId.code, 400)
      const en = await settings(e, seller.token, { id, enabled: true }, EN)
      assert.equal(en.msg, 'set an hourly or a daily rent (or both) to offer the listing for rent')
      assert.deepEqual(await rentRow(e, id), { rentable: false, hour: null, day: null, minHours: 1 }, 'nothing changed')

      const anon = await call(e.app, 'POST', '/api/need/goods/rent', { body: { id, enabled: true, hourPrice: 500 } })
      assert.equal(anon.code, 401)
      for (const target of [id, 999_999_999]) {
        const notMine = await settings(e, other.token, { id: target, enabled: true, hourPrice: 500 })
        assert.equal(notMine.code, 404)
        assert.equal(notMine.msg, '商品不存在')
        assert.equal((await settings(e, other.token, { id: target, enabled: false })).code, 404)
        assert.equal((await call(e.app, 'GET', `/api/need/goods/rent/${target}`, { token: other.token })).code, 404)
      }
      assert.equal((await rentRow(e, id)).rentable, false)

      for (const status of ['off_shelf', 'pending_review', 'sold'] as const) {
        const off = await listing(e, seller.id, { status })
        const res = await settings(e, seller.token, { id: off, enabled: true, hourPrice: 500 })
        assert.equal(res.code, 409, status)
        assert.equal(res.msg, '只有在售的商品可以开启出租')
        assert.equal((await rentRow(e, off)).rentable, false)
      }
      const reserved = await listing(e, seller.id, { status: 'reserved' })
      for (const body of [{ enabled: true, hourPrice: 500 }, { enabled: false }]) {
        const res = await settings(e, seller.token, { id: reserved, ...body })
        assert.equal(res.code, 409)
        assert.equal(res.msg, '该商品有进行中的订单，暂不能修改出租设置')
      }
    })

    it('rent settings: on with terms, read back by the seller, public terms; off keeps the terms for next time', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const id = await listing(e, seller.id, { price: 50_000 })
      const on = await settings(e, seller.token, { id, enabled: true, hourPrice: 600, dayPrice: 5000, minHours: 2 })
      assert.equal(on.code, 200, on.msg)
      assert.equal(on.msg, '已开启出租')
      assert.equal(on.data.goods.id, id)
      assert.equal(on.data.goods.price, 50_000)
      assert.deepEqual(on.data.terms, { hourPrice: 600, dayPrice: 5000, minHours: 2 })
      assert.ok(!/game_acc|S3cret/.test(on.raw), 'no credentials')
      const mine = await call(e.app, 'GET', `/api/need/goods/rent/${id}`, { token: seller.token })
      assert.deepEqual(mine.data, { hourPrice: 600, dayPrice: 5000, minHours: 2, enabled: true })
      const pub = await call(e.app, 'GET', `/api/web/rent/${id}`)
      assert.equal(pub.code, 200)
      assert.deepEqual(pub.data, { hourPrice: 600, dayPrice: 5000, minHours: 2 })

      // by the day only: minHours defaults to 1
      const changed = await settings(e, seller.token, { id, enabled: true, dayPrice: 4000 })
      assert.deepEqual(changed.data.terms, { hourPrice: null, dayPrice: 4000, minHours: 1 })

      const off = await settings(e, seller.token, { id, enabled: false })
      assert.equal(off.code, 200)
      assert.equal(off.msg, '已关闭出租')
      assert.deepEqual((await call(e.app, 'GET', `/api/need/goods/rent/${id}`, { token: seller.token })).data, {
        hourPrice: null,
        dayPrice: 4000,
        minHours: 1,
        enabled: false,
      })
      const gone = await call(e.app, 'GET', `/api/web/rent/${id}`)
      assert.equal(gone.code, 404)
      assert.equal(gone.msg, '该商品暂不支持出租')
      // an off-shelf listing can still have renting turned off
      const offShelf = await listing(e, seller.id, { status: 'off_shelf' })
      assert.equal((await settings(e, seller.token, { id: offShelf, enabled: false })).code, 200)
      // hidden listings never show terms
      const hidden = await listing(e, seller.id, { status: 'pending_review' })
      await e.db.update(goods).set({ rentable: true, rentHourPrice: 100 }).where(eq(goods.id, hidden))
      assert.equal((await call(e.app, 'GET', `/api/web/rent/${hidden}`)).code, 404)
      assert.equal((await call(e.app, 'GET', '/api/web/rent/abc')).code, 400)
    })

    it('rent list: only rentable listings on sale; game and keyword filters; three sorts; paging', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const word = 'zq' + randomBytes(4).toString('hex')
      const [g1, g2] = await e.db.select({ id: games.id }).from(games).orderBy(games.id).limit(2)
      const cheap = await indexed(e, await rentableListing(e, seller, { hourPrice: 100, dayPrice: 3000 }, { title: `${word} 便宜号`, gameId: g1.id }))
      const dear = await indexed(e, await rentableListing(e, seller, { hourPrice: 300, dayPrice: 1000 }, { title: `${word} 贵号`, gameId: g1.id }))
      const dayOnly = await indexed(e, await rentableListing(e, seller, { dayPrice: 2000 }, { title: `${word} 包天号`, gameId: g2.id }))
      await indexed(e, await listing(e, seller.id, { title: `${word} 不出租`, gameId: g1.id }))
      const delisted = await indexed(e, await rentableListing(e, seller, { hourPrice: 100 }, { title: `${word} 已下架`, gameId: g1.id }))
      await e.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, delisted))

      const list = async (q: string) => {
        const res = await call(e.app, 'GET', `/api/web/rent/list?keyword=${word}${q}`)
        assert.equal(res.code, 200, res.msg)
        return res.data as { rows: { goods: { id: number }; terms: { hourPrice: number | null } }[]; total: number }
      }
      const newest = await list('')
      assert.equal(newest.total, 3)
      assert.deepEqual(new Set(newest.rows.map((r) => r.goods.id)), new Set([cheap, dear, dayOnly]))
      assert.deepEqual(newest.rows.find((r) => r.goods.id === dayOnly)?.terms, { hourPrice: null, dayPrice: 2000, minHours: 1 })
      assert.deepEqual((await list('&sort=hourPriceAsc')).rows.map((r) => r.goods.id), [cheap, dear, dayOnly])
      assert.deepEqual((await list('&sort=dayPriceAsc')).rows.map((r) => r.goods.id), [dear, dayOnly, cheap])
      assert.deepEqual((await list(`&gameId=${g2.id}`)).rows.map((r) => r.goods.id), [dayOnly])
      const page2 = await list('&sort=hourPriceAsc&pageNum=2&pageSize=2')
      assert.equal(page2.total, 3)
      assert.deepEqual(page2.rows.map((r) => r.goods.id), [dayOnly])
      const chinese = await call(e.app, 'GET', `/api/web/rent/list?keyword=${encodeURIComponent(word + ' 包天')}`)
      assert.deepEqual(chinese.data.rows.map((r: { goods: { id: number } }) => r.goods.id), [dayOnly])
      const all = await call(e.app, 'GET', '/api/web/rent/list?pageSize=50')
      assert.equal(all.code, 200)
      assert.ok(all.data.rows.every((r: { goods: { status: string } }) => r.goods.status === 'on_sale'))

      for (const q of ['sort=priceAsc', 'gameId=abc', 'pageSize=51', 'colour=red', `keyword=${'x'.repeat(51)}`]) {
        const bad = await call(e.app, 'GET', `/api/web/rent/list?${q}`)
        assert.equal(bad.code, 400, q)
      }
    })

    it('rental order -> wallet pay -> credentials while the period runs -> job completes it: seller paid, listing back on sale', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const renter = await verifiedUser(e)
      await fund(e, renter.id, 10_000)
      const goodsId = await rentableListing(e, seller, { hourPrice: 500, dayPrice: 3000, minHours: 2 }, { price: 80_000 })

      const short = await rent(e, renter.token, { goodsId, unit: 'hour', quantity: 1 })
      assert.equal(short.code, 400)
      assert.equal(short.msg, '按小时租用需为2-72小时')
      assert.equal(await goodsStatus(e, goodsId), 'on_sale', 'a refused order leaves the listing on sale')

      const preview = (q: string, token = renter.token) => call(e.app, 'GET', `/api/need/rent/preview?goodsId=${goodsId}&${q}`, { token })
      const p = await preview('unit=hour&quantity=3')
      assert.deepEqual(p.data, { price: 1500, serviceFee: 100, total: 1600, payMinutes: 15, blocked: null })
      assert.equal((await preview('unit=day&quantity=2')).data.total, 6000 + 120)
      assert.equal((await preview('unit=hour&quantity=3', seller.token)).data.blocked, 'own')
      assert.equal((await preview('unit=hour&quantity=1')).msg, '按小时租用需为2-72小时')
      assert.equal((await preview('unit=week&quantity=1')).code, 400)
      assert.equal((await preview('unit=hour&quantity=3&x=1')).code, 400)
      assert.equal((await call(e.app, 'GET', `/api/need/rent/preview?goodsId=${goodsId}&unit=hour&quantity=3`)).code, 401)

      const created = await rent(e, renter.token, { goodsId, unit: 'hour', quantity: 3 })
      assert.equal(created.code, 200, created.msg)
      const o = created.data
      assert.equal(o.kind, 'rental')
      assert.deepEqual(o.rental, { unit: 'hour', quantity: 3, start: null, end: null })
      assert.equal(o.status, 'pending_payment')
      assert.equal(o.price, 1500, 'unit price x quantity')
      assert.equal(o.compensation, 'none')
      assert.equal(o.serviceFee, 100, 'the minimum service fee')
      assert.equal(o.total, 1600)
      assert.equal(o.sellerProceeds, 1425)
      assert.equal(o.credentials, null)
      assert.equal(await goodsStatus(e, goodsId), 'reserved')
      assert.ok((await titles(e, renter.id)).includes('租号订单已创建'))
      assert.ok((await titles(e, seller.id)).includes('商品已被下单租用'))
      assert.equal((await preview('unit=hour&quantity=3', (await verifiedUser(e)).token)).data.blocked, 'unavailable')
      // the listing's page still shows its terms while it is held
      assert.equal((await call(e.app, 'GET', `/api/web/rent/${goodsId}`)).code, 200)

      const pay = await call(e.app, 'POST', `/api/need/order/${o.id}/pay`, { token: renter.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
      assert.deepEqual(pay.data, { paid: true, walletPaid: 1600, payment: null, launch: null })
      const paid = (await getOrder(e, renter.token, o.id)).data
      assert.equal(paid.status, 'delivered')
      assert.deepEqual(paid.credentials, CREDENTIALS)
      const start = Date.parse(paid.rental.start)
      assert.ok(Math.abs(start - Date.now()) < 60_000)
      assert.equal(Date.parse(paid.rental.end) - start, 3 * HOUR)
      assert.equal(paid.autoCompleteAt, paid.rental.end, 'completes when the period ends')
      assert.ok(paid.timeline.at(-1).note.includes('租期至'))
      assert.ok((await titles(e, renter.id)).includes('租号成功'))
      assert.ok((await titles(e, seller.id)).includes('账号已出租'))
      const summary = await call(e.app, 'GET', '/api/need/myOrder', { token: renter.token })
      const card = summary.data.rows.find((r: { id: number }) => r.id === o.id)
      assert.equal(card.kind, 'rental')
      assert.deepEqual(card.rental, paid.rental)

      // nothing is due yet
      await runDueJobs(jobCtx(e))
      assert.equal((await getOrder(e, renter.token, o.id)).data.status, 'delivered')

      // the clock passes the end of the period: the renter no longer sees the credentials, the seller does
      const past = new Date(Date.now() - 60_000)
      await e.db.update(orders).set({ rentEnd: past, autoCompleteAt: past }).where(eq(orders.id, o.id))
      assert.equal((await getOrder(e, renter.token, o.id)).data.credentials, null)
      assert.deepEqual((await getOrder(e, seller.token, o.id)).data.credentials, CREDENTIALS)

      const result = await runDueJobs(jobCtx(e))
      assert.ok(result.completed >= 1)
      const done = (await getOrder(e, renter.token, o.id)).data
      assert.equal(done.status, 'completed')
      assert.equal(done.credentials, null)
      assert.equal(done.timeline.at(-1).note, '租期已到，系统自动结束租用')
      assert.equal(Date.parse(done.rental.end), past.getTime(), 'the period is not moved by the job')
      assert.equal(await balanceOf(e, seller.id), 1425)
      assert.equal(await balanceOf(e, renter.id), 10_000 - 1600)
      await assertLedgerMatches(e, seller.id)
      await assertLedgerMatches(e, renter.id)
      // not sold, but off the shelf: the renter knew the password (issue 11)
      assert.equal(await goodsStatus(e, goodsId), 'off_shelf')
      assert.equal((await rentRow(e, goodsId)).rentable, true, 'its rent terms are kept')
      assert.ok((await titles(e, renter.id)).includes('租期已结束'))
      assert.ok((await titles(e, seller.id)).includes('租期已结束，租金已到账'))
      const mine = await call(e.app, 'GET', `/api/need/myConsignment/${goodsId}`, { token: seller.token })
      assert.equal(mine.data.credentialsStale, true)
      assert.equal(mine.data.canRelist, false)
      const relist = await call(e.app, 'GET', `/api/goods/info/upGoods/${goodsId}`, { token: seller.token })
      assert.equal(relist.code, 409, 'new credentials first')
      const fresh = await call(e.app, 'PUT', `/api/need/myConsignment/${goodsId}/credentials`, {
        token: seller.token,
        body: { account: CREDENTIALS.account, password: 'N3w-pass!after', notes: null },
      })
      assert.equal(fresh.code, 200, fresh.msg)
      assert.equal(fresh.data.status, 'on_sale')
      assert.equal(fresh.data.credentialsStale, false)
      assert.equal((await call(e.app, 'GET', `/api/web/rent/${goodsId}`)).code, 200)

      // with new credentials it can be rented (or bought) again
      const again = await rent(e, renter.token, { goodsId, unit: 'day', quantity: 1 })
      assert.equal(again.code, 200, again.msg)
      assert.equal(again.data.price, 3000)
    })

    it('early return: confirm completes the rental at once, ends the period and hides the credentials', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const renter = await verifiedUser(e)
      await fund(e, renter.id, 20_000)
      const goodsId = await rentableListing(e, seller, { dayPrice: 8000 })
      const o = (await rent(e, renter.token, { goodsId, unit: 'day', quantity: 2 })).data
      assert.equal(o.price, 16_000)
      assert.equal(o.serviceFee, 320)
      await call(e.app, 'POST', `/api/need/order/${o.id}/pay`, { token: renter.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
      const paid = (await getOrder(e, renter.token, o.id)).data
      assert.equal(Date.parse(paid.rental.end) - Date.parse(paid.rental.start), 48 * HOUR)
      assert.deepEqual(paid.credentials, CREDENTIALS)

      const bySeller = await call(e.app, 'POST', `/api/need/order/${o.id}/confirm`, { token: seller.token })
      assert.equal(bySeller.code, 403)
      const back = await call(e.app, 'POST', `/api/need/order/${o.id}/confirm`, { token: renter.token })
      assert.equal(back.code, 200, back.msg)
      assert.equal(back.data.status, 'completed')
      assert.equal(back.data.credentials, null)
      assert.ok(Date.parse(back.data.rental.end) <= Date.now(), 'the period ends now')
      assert.equal(back.data.timeline.at(-1).note, '租客提前归还账号')
      assert.equal(await balanceOf(e, seller.id), 15_200)
      assert.equal(await goodsStatus(e, goodsId), 'off_shelf', 'until the seller enters new credentials')
      await assertLedgerMatches(e, seller.id)
      const twice = await call(e.app, 'POST', `/api/need/order/${o.id}/confirm`, { token: renter.token })
      assert.equal(twice.code, 409)
    })

    it('2 renters and 1 buyer at once: exactly one wins; a rented listing cannot be bought (409)', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const [r1, r2, buyer] = await Promise.all([verifiedUser(e), verifiedUser(e), verifiedUser(e)])
      const goodsId = await rentableListing(e, seller, { hourPrice: 500, dayPrice: 3000 })
      const results = await Promise.all([
        rent(e, r1.token, { goodsId, unit: 'hour', quantity: 2 }),
        rent(e, r2.token, { goodsId, unit: 'day', quantity: 1 }),
        call(e.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId, compensation: 'none', agree: true } }),
      ])
      const won = results.filter((r) => r.code === 200)
      assert.equal(won.length, 1)
      for (const r of results.filter((x) => x.code !== 200)) {
        assert.equal(r.code, 409)
        assert.equal(r.msg, '该商品已被他人下单或已下架，请选择其他商品')
      }
      const rows = await e.db.select().from(orders).where(eq(orders.goodsId, goodsId))
      assert.equal(rows.length, 1)
      assert.equal(await goodsStatus(e, goodsId), 'reserved')

      // while a rental runs, nobody buys or rents it
      const seller2 = await verifiedUser(e)
      const renter = await verifiedUser(e)
      await fund(e, renter.id, 10_000)
      const other = await rentableListing(e, seller2, { hourPrice: 500 })
      const o = (await rent(e, renter.token, { goodsId: other, unit: 'hour', quantity: 2 })).data
      await call(e.app, 'POST', `/api/need/order/${o.id}/pay`, { token: renter.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
      const buy = await call(e.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId: other, compensation: 'none', agree: true } })
      assert.equal(buy.code, 409)
      const preview = await call(e.app, 'GET', `/api/need/order/preview?goodsId=${other}`, { token: buyer.token })
      assert.equal(preview.data.blocked, 'unavailable')
      const rentAgain = await rent(e, buyer.token, { goodsId: other, unit: 'hour', quantity: 2 })
      assert.equal(rentAgain.code, 409)
      const change = await settings(e, seller2.token, { id: other, enabled: false })
      assert.equal(change.code, 409, 'terms are fixed while rented')
      const delist = await call(e.app, 'POST', '/api/goods/info/downGoods', { token: seller2.token, body: { id: other } })
      assert.equal(delist.code, 409)
    })

    it('rental order bad input: terms, unit, length, buyer rules; nothing reserved', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const renter = await verifiedUser(e)
      const hourOnly = await rentableListing(e, seller, { hourPrice: 500, minHours: 3 })
      const dayOnly = await rentableListing(e, seller, { dayPrice: 3000 })
      const plain = await listing(e, seller.id)
      const cases: [Record<string, unknown>, number, string][] = [
        [{ goodsId: hourOnly, unit: 'hour', quantity: 3, agree: false }, 400, '请阅读并同意《账号租赁协议》后再下单'],
        [{ goodsId: hourOnly, unit: 'day', quantity: 1 }, 400, '该商品不支持按天租用'],
        [{ goodsId: dayOnly, unit: 'hour', quantity: 3 }, 400, '该商品不支持按小时租用'],
        [{ goodsId: hourOnly, unit: 'hour', quantity: 2 }, 400, '按小时租用需为3-72小时'],
        [{ goodsId: hourOnly, unit: 'hour', quantity: 73 }, 400, '按小时租用需为3-72小时'],
        [{ goodsId: dayOnly, unit: 'day', quantity: 0 }, 400, '按天租用需为1-30天'],
        [{ goodsId: dayOnly, unit: 'day', quantity: 31 }, 400, '按天租用需为1-30天'],
        [{ goodsId: dayOnly, unit: 'day', quantity: 1.5 }, 400, '租用时长格式不正确'],
        [{ goodsId: dayOnly, unit: 'week', quantity: 1 }, 400, '租用方式格式不正确'],
        [{ goodsId: dayOnly, unit: 'day', quantity: 1, couponId: 3 }, 400, '不支持的字段：couponId'],
        [{ goodsId: plain, unit: 'day', quantity: 1 }, 409, '该商品暂不支持出租'],
        [{ goodsId: 999_999_999, unit: 'day', quantity: 1 }, 404, '商品不存在'],
      ]
      for (const [body, code, msg] of cases) {
        const res = await rent(e, renter.token, body)
        assert.equal(res.code, code, JSON.stringify(body))
        assert.equal(res.msg, msg)
      }
      const own = await rent(e, seller.token, { goodsId: dayOnly, unit: 'day', quantity: 1 })
      assert.equal(own.code, 400)
      assert.equal(own.msg, '不能购买自己发布的商品')
      const unverified = await registerUser(e)
      assert.equal((await rent(e, unverified.token, { goodsId: dayOnly, unit: 'day', quantity: 1 })).msg, '请先完成实名认证再下单')
      const minor = await verifiedUser(e, 16)
      assert.equal((await rent(e, minor.token, { goodsId: dayOnly, unit: 'day', quantity: 1 })).msg, '未满18周岁的用户不能交易游戏账号')
      const anon = await call(e.app, 'POST', '/api/need/rent/order', { body: { goodsId: dayOnly, unit: 'day', quantity: 1, agree: true } })
      assert.equal(anon.code, 401)
      const en = await call(e.app, 'POST', '/api/need/rent/order', { token: renter.token, lang: EN, body: { goodsId: dayOnly, unit: 'hour', quantity: 3, agree: true } })
      assert.equal(en.msg, 'this listing cannot be rented by the hour')
      for (const id of [hourOnly, dayOnly, plain]) assert.equal(await goodsStatus(e, id), 'on_sale')
      const [{ n }] = await e.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.buyerId, renter.id))
      assert.equal(n, 0)
    })

    it('a cancelled rental puts the listing back on sale (still rentable); an approved refund takes it off the shelf', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const renter = await verifiedUser(e)
      await fund(e, renter.id, 10_000)
      const goodsId = await rentableListing(e, seller, { hourPrice: 1000 })
      const o = (await rent(e, renter.token, { goodsId, unit: 'hour', quantity: 1 })).data
      const cancelled = await call(e.app, 'POST', `/api/need/order/${o.id}/cancel`, { token: renter.token, body: {} })
      assert.equal(cancelled.data.status, 'cancelled')
      assert.equal(await goodsStatus(e, goodsId), 'on_sale')
      assert.equal((await rentRow(e, goodsId)).rentable, true)

      const o2 = (await rent(e, renter.token, { goodsId, unit: 'hour', quantity: 2 })).data
      await call(e.app, 'POST', `/api/need/order/${o2.id}/pay`, { token: renter.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
      const refund = await call(e.app, 'POST', `/api/need/order/${o2.id}/refund`, { token: renter.token, body: { reason: '账号无法登录，密码错误' } })
      assert.equal(refund.code, 200, refund.msg)
      assert.deepEqual(refund.data.credentials, CREDENTIALS, 'still shown while refunding inside the period')
      const [admin] = await e.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
      const token = (await createSession(e.db, admin.id, 1)).token
      const ok = await call(e.app, 'POST', `/api/admin/orders/${o2.id}/refund`, { token, body: { approve: true } })
      assert.equal(ok.data.status, 'refunded')
      assert.equal(await balanceOf(e, renter.id), 10_000)
      assert.equal(await goodsStatus(e, goodsId), 'off_shelf')
      await assertLedgerMatches(e, renter.id)
    })
  })
}
