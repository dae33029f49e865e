import assert from 'node:assert/strict'
import { randomInt } from 'node:crypto'
import { describe, it } from 'node:test'
import { asc, eq } from 'drizzle-orm'
import { createCipher } from '../../server/lib/crypto'
import { gameAttrs, games, gameTypes } from '../../server/modules/game/schema'
import { goods } from '../../server/modules/goods/schema'
import { orders } from '../../server/modules/order/schema'
import { completeHandover, fund, listing, PAY_PASSWORD, verifiedUser } from './buying'
import { call, DRIVERS, registerUser, SECRET, useTestEnv, type TestEnv } from './helpers'
import { merchant, submitted, recycleInput } from './recycling'

const DAY = 86_400_000
const cipher = createCipher(SECRET)
const RANKS = ['青铜', '白银', '黄金']

/** a game of its own (no demo deals): skins (number), rank (radio), rare (checkbox) */
async function newGame(env: TestEnv): Promise<number> {
  const [type] = await env.db.select({ key: gameTypes.key }).from(gameTypes).limit(1)
  const [g] = await env.db
    .insert(games)
    .values({ name: `估价测试${Date.now()}${randomInt(1e6)}`, type: type.key, icon: 'wzry.svg' })
    .returning({ id: games.id })
  await env.db.insert(gameAttrs).values([
    { gameId: g.id, key: 'skins', label: '皮肤数量', type: 'number', min: 0, max: 1000, sort: 0 },
    { gameId: g.id, key: 'rank', label: '段位', labelEn: 'Rank', type: 'radio', options: RANKS, optionsEn: { 青铜: 'Bronze', 白银: 'Silver', 黄金: 'Gold' }, sort: 1 },
    { gameId: g.id, key: 'rare', label: '稀有皮肤', type: 'checkbox', options: ['甲', '乙', '丙'], sort: 2 },
    { gameId: g.id, key: 'remark', label: '补充说明', type: 'input', sort: 3 },
  ])
  return g.id
}

interface Deal {
  attrs: Record<string, number | string | string[]>
  /** yuan */
  price: number
  completedAt: Date
}

/** completed sales straight into the database, as the order machine leaves them; answers the listings' goods numbers */
async function deals(env: TestEnv, gameId: number, sellerId: number, buyerId: number, list: Deal[]): Promise<string[]> {
  const rows = await env.db
    .insert(goods)
    .values(
      list.map((d, i) => ({
        goodsNo: `GV${Date.now()}${i}${randomInt(1e6)}`,
        sellerId,
        gameId,
        title: '成交测试',
        price: d.price * 100,
        attrs: { ...d.attrs, remark: '卖家的话' },
        credentialsEnc: cipher.encrypt('{}'),
        status: 'sold' as const,
        soldAt: d.completedAt,
      })),
    )
    .returning({ id: goods.id, goodsNo: goods.goodsNo })
  await env.db.insert(orders).values(
    rows.map((r, i) => ({
      orderNo: `OV${Date.now()}${i}${randomInt(1e6)}`,
      goodsId: r.id,
      buyerId,
      sellerId,
      status: 'completed' as const,
      price: list[i].price * 100,
      total: list[i].price * 100,
      sellerProceeds: list[i].price * 95,
      payDeadline: list[i].completedAt,
      completedAt: list[i].completedAt,
    })),
  )
  return rows.map((r) => r.goodsNo)
}

for (const driver of DRIVERS) {
  describe(`valuation [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('values from the comparables: weighted median as the estimate, the 20th-80th percentile as the range, anonymised comparables', async () => {
      const e = env()
      const gameId = await newGame(e)
      const seller = await registerUser(e)
      const buyer = await registerUser(e)
      const at = new Date(Date.now() - DAY)
      const same = { skins: 100, rank: '白银', rare: ['甲'] }
      // ten identical accounts sold the same day for 100..190 yuan: equal weights
      const goodsNos = await deals(e, gameId, seller.id, buyer.id, Array.from({ length: 10 }, (_, i) => ({ attrs: same, price: 100 + 10 * i, completedAt: at })))
      // far away in every attribute: not a comparable
      await deals(e, gameId, seller.id, buyer.id, [{ attrs: { skins: 900, rank: '黄金', rare: ['甲', '乙', '丙'] }, price: 5000, completedAt: at }])

      const res = await call(e.app, 'POST', '/api/web/valuation', { body: { gameId, attrs: same } })
      assert.equal(res.code, 200, res.msg)
      const v = res.data
      assert.equal(v.status, 'ok')
      assert.equal(v.estimate, 14_000)
      assert.equal(v.low, 11_000)
      assert.equal(v.high, 17_000)
      assert.equal(v.deals, 11)
      assert.equal(v.level, 'high')
      assert.ok(v.confidence >= 0.6 && v.confidence <= 1)
      assert.equal(v.comparables.length, 10)
      for (const c of v.comparables) {
        assert.deepEqual(Object.keys(c).sort(), ['attrs', 'date', 'price', 'weight'])
        // the template's comparable attributes only: no free text the seller typed
        assert.deepEqual(c.attrs, same)
        assert.match(c.date, /^\d{4}-\d{2}-\d{2}$/)
        assert.ok(c.price >= 10_000 && c.price <= 19_000)
      }
      const text = JSON.stringify(res.data)
      for (const no of goodsNos) assert.ok(!text.includes(no))
      assert.ok(!text.includes('卖家的话') && !text.includes('sellerId') && !text.includes('goodsId'))
    })

    it('says "too few" instead of a number when there are not enough close comparables', async () => {
      const e = env()
      const gameId = await newGame(e)
      const seller = await registerUser(e)
      const buyer = await registerUser(e)
      const at = new Date(Date.now() - 3 * DAY)
      await deals(e, gameId, seller.id, buyer.id, [
        ...Array.from({ length: 3 }, (_, i) => ({ attrs: { skins: 50, rank: '青铜', rare: [] }, price: 80 + i, completedAt: at })),
        ...Array.from({ length: 6 }, (_, i) => ({ attrs: { skins: 800, rank: '黄金', rare: ['甲', '乙'] }, price: 900 + i, completedAt: at })),
      ])
      const res = await call(e.app, 'POST', '/api/web/valuation', { body: { gameId, attrs: { skins: 50, rank: '青铜', rare: [] } } })
      assert.equal(res.code, 200, res.msg)
      assert.deepEqual(res.data, { status: 'too_few', found: 3, needed: 5, deals: 9 })
      const empty = await newGame(e)
      const none = await call(e.app, 'POST', '/api/web/valuation', { body: { gameId: empty, attrs: {} } })
      assert.deepEqual(none.data, { status: 'too_few', found: 0, needed: 5, deals: 0 })
    })

    it('checks prices: the badge only when truly below by the margin, the warning far from the range; bad input refused', async () => {
      const e = env()
      const gameId = await newGame(e)
      const seller = await registerUser(e)
      const buyer = await registerUser(e)
      const same = { skins: 300, rank: '黄金', rare: [] }
      await deals(e, gameId, seller.id, buyer.id, Array.from({ length: 10 }, (_, i) => ({ attrs: same, price: 100 + 10 * i, completedAt: new Date(Date.now() - DAY) })))
      const check = (price: number) => call(e.app, 'POST', '/api/web/valuation/check', { body: { gameId, attrs: same, price } })
      const cheap = await check(10_000)
      assert.equal(cheap.code, 200, cheap.msg)
      assert.equal(cheap.data.belowPercent, 28)
      assert.equal(cheap.data.farFromRange, null)
      assert.equal((await check(13_500)).data.belowPercent, null)
      assert.equal((await check(30_000)).data.farFromRange, 'above')
      assert.equal((await check(5_000)).data.farFromRange, 'below')

      const [onSale] = await e.db
        .insert(goods)
        .values({ goodsNo: `GL${Date.now()}`, sellerId: seller.id, gameId, title: '在售', price: 12_000, attrs: same, credentialsEnc: cipher.encrypt('{}'), status: 'on_sale' })
        .returning({ id: goods.id })
      const listing = await call(e.app, 'GET', `/api/web/valuation/listing?goodsId=${onSale.id}`)
      assert.equal(listing.code, 200, listing.msg)
      assert.equal(listing.data.belowPercent, 14)
      const badges = await call(e.app, 'GET', `/api/web/valuation/badges?ids=${onSale.id},999999`)
      assert.deepEqual(badges.data, [
        { goodsId: onSale.id, belowPercent: 14 },
        { goodsId: 999999, belowPercent: null },
      ])
      assert.equal((await call(e.app, 'GET', '/api/web/valuation/listing?goodsId=999999')).code, 404)

      const badAttrs = await call(e.app, 'POST', '/api/web/valuation', { body: { gameId, attrs: { skins: { a: 1 } } } })
      assert.equal(badAttrs.code, 400)
      assert.match(badAttrs.msg, /属性值格式不正确/)
      const badPrice = await call(e.app, 'POST', '/api/web/valuation/check', { body: { gameId, attrs: same, price: 5 }, lang: 'en-US' })
      assert.equal(badPrice.code, 400)
      assert.match(badPrice.msg, /price must be 1-1000000 yuan/)
      assert.equal((await call(e.app, 'POST', '/api/web/valuation', { body: { gameId: 999999, attrs: {} } })).code, 404)
    })

    it('a sale completed through the order machine is counted at once (the deal table is read again)', async () => {
      const e = env()
      const gameId = await newGame(e)
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const at = new Date(Date.now() - 2 * DAY)
      await deals(e, gameId, seller.id, buyer.id, Array.from({ length: 5 }, (_, i) => ({ attrs: {}, price: 100 + i, completedAt: at })))
      const value = async () => (await call(e.app, 'POST', '/api/web/valuation', { body: { gameId, attrs: {} } })).data
      assert.equal((await value()).deals, 5)
      const goodsId = await listing(e, seller.id, { gameId, price: 30_000, compensation: 'none' })
      await fund(e, buyer.id, 100_000)
      const created = await call(e.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId, compensation: 'none', agree: true } })
      assert.equal(created.code, 200, created.msg)
      const paid = await call(e.app, 'POST', `/api/need/order/${created.data.id}/pay`, { token: buyer.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
      assert.equal(paid.code, 200, paid.msg)
      await completeHandover(e, created.data.id)
      const done = await call(e.app, 'POST', `/api/need/order/${created.data.id}/confirm`, { token: buyer.token })
      assert.equal(done.code, 200, done.msg)
      const after = await value()
      assert.equal(after.deals, 6)
      assert.ok(after.comparables.some((c: { price: number }) => c.price === 30_000))
    })

    it('recycling requests carry optional attributes for the valuation reference: the seller and merchants see them', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const input = await recycleInput(e, seller)
      const [skins] = await e.db.select({ key: gameAttrs.key, type: gameAttrs.type }).from(gameAttrs).where(eq(gameAttrs.gameId, input.gameId)).orderBy(asc(gameAttrs.sort))
      assert.ok(skins, 'the first demo game has a template')
      const value = skins.type === 'number' ? 100 : undefined
      const attrs = value === undefined ? {} : { [skins.key]: value }
      // not every required attribute: the request is not a listing, its attributes only feed the reference
      const request = await submitted(e, seller, { attrs })
      assert.deepEqual(request.attrs, attrs)
      const m = await merchant(e)
      const openings = await call(e.app, 'GET', `/api/merchant/requests?gameId=${input.gameId}&pageNum=1&pageSize=50`, { token: m.token })
      assert.equal(openings.code, 200, openings.msg)
      assert.deepEqual(openings.data.rows.find((r: { id: number }) => r.id === request.id).attrs, attrs)
      const bad = await call(e.app, 'POST', '/api/account/backlist', { token: seller.token, body: { ...(await recycleInput(e, seller)), attrs: { nosuch: 1 } } })
      assert.equal(bad.code, 400)
      // without attributes, as before
      assert.deepEqual((await submitted(e, seller)).attrs, {})
    })

    it('price history: the median per week (Monday, China time), narrowed to a rank or a band of skins', async () => {
      const e = env()
      const gameId = await newGame(e)
      const seller = await registerUser(e)
      const buyer = await registerUser(e)
      // Wednesdays at noon China time, two and four weeks before the current week's Monday
      const monday = (() => {
        const local = Date.now() + 8 * 3600_000
        const day = Math.floor(local / DAY)
        return (day - ((day + 3) % 7)) * DAY - 8 * 3600_000
      })()
      const wednesday = (weeksAgo: number) => new Date(monday - weeksAgo * 7 * DAY + 2 * DAY + 12 * 3600_000)
      const iso = (weeksAgo: number) => new Date(monday + 8 * 3600_000 - weeksAgo * 7 * DAY).toISOString().slice(0, 10)
      await deals(e, gameId, seller.id, buyer.id, [
        { attrs: { skins: 10, rank: '青铜', rare: [] }, price: 100, completedAt: wednesday(4) },
        { attrs: { skins: 20, rank: '青铜', rare: [] }, price: 300, completedAt: wednesday(4) },
        { attrs: { skins: 500, rank: '黄金', rare: [] }, price: 900, completedAt: wednesday(4) },
        { attrs: { skins: 30, rank: '青铜', rare: [] }, price: 200, completedAt: wednesday(2) },
        { attrs: { skins: 600, rank: '黄金', rare: [] }, price: 1000, completedAt: wednesday(2) },
        // older than the year shown
        { attrs: { skins: 30, rank: '青铜', rare: [] }, price: 50, completedAt: new Date(Date.now() - 400 * DAY) },
      ])
      const all = await call(e.app, 'GET', `/api/web/valuation/history?gameId=${gameId}`)
      assert.equal(all.code, 200, all.msg)
      assert.deepEqual(all.data.weeks, [
        { week: iso(4), median: 30_000, count: 3 },
        { week: iso(2), median: 60_000, count: 2 },
      ])
      assert.equal(all.data.count, 5)
      const bronze = await call(e.app, 'GET', `/api/web/valuation/history?gameId=${gameId}&key=rank&value=${encodeURIComponent('青铜')}`)
      assert.deepEqual(bronze.data.weeks, [
        { week: iso(4), median: 20_000, count: 2 },
        { week: iso(2), median: 20_000, count: 1 },
      ])
      const band = await call(e.app, 'GET', `/api/web/valuation/history?gameId=${gameId}&key=skins&min=100&max=1000`)
      assert.deepEqual(band.data.weeks, [
        { week: iso(4), median: 90_000, count: 1 },
        { week: iso(2), median: 100_000, count: 1 },
      ])
      const en = await call(e.app, 'GET', `/api/web/valuation/history?gameId=${gameId}`, { lang: 'en-US' })
      const rank = en.data.filters.find((f: { key: string }) => f.key === 'rank')
      assert.deepEqual(
        rank.choices.map((c: { label: string }) => c.label),
        ['Bronze', 'Silver', 'Gold'],
      )
    })
  })
}
