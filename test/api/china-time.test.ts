/**
 * The platform runs on China time: text the server writes (order timelines, messages, refusals naming a date) and
 * the numbers it stamps read in UTC+8 whatever zone the server process runs in, and agree with what the app shows
 * for the same instant (src/utils/date.ts). Node re-reads process.env.TZ on each Date call, so each case runs the
 * server as if the machine were set to that zone; the expected text is computed with Intl in Asia/Shanghai.
 */
import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { messages } from '../../server/modules/inbox/schema'
import { orders } from '../../server/modules/order/schema'
import { formatDate } from '../../src/utils/date'
import { completeHandover, fund, listing, PAY_PASSWORD, verifiedUser } from './buying'
import { call, DRIVERS, useTestEnv, type TestEnv, type TestUser } from './helpers'
import { ownImages } from './recycling'

const DAY = 86_400_000
const ZONES = ['UTC', 'America/New_York']
const savedTz = process.env.TZ
after(() => {
  process.env.TZ = savedTz
})

const shanghai = (at: number, withTime: boolean) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
  }).format(new Date(at))

async function contents(e: TestEnv, userId: number, title: string): Promise<string> {
  const [row] = await e.db
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.title, title)))
  assert.ok(row, `message ${title}`)
  return row.content
}

async function paidRental(e: TestEnv, renter: TestUser, seller: TestUser) {
  const goodsId = await listing(e, seller.id, { price: 80_000 })
  const set = await call(e.app, 'POST', '/api/need/goods/rent', { token: seller.token, body: { id: goodsId, enabled: true, hourPrice: 500, minHours: 1 } })
  assert.equal(set.code, 200, set.msg)
  await fund(e, renter.id, 10_000)
  const created = await call(e.app, 'POST', '/api/need/rent/order', { token: renter.token, body: { goodsId, unit: 'hour', quantity: 5, agree: true } })
  assert.equal(created.code, 200, created.msg)
  const pay = await call(e.app, 'POST', `/api/need/order/${created.data.id}/pay`, { token: renter.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
  assert.equal(pay.data?.paid, true, pay.msg)
  return (await call(e.app, 'GET', `/api/need/order/${created.data.id}`, { token: renter.token })).data
}

for (const driver of DRIVERS) {
  describe(`China time in server-written text [${driver}]`, () => {
    const env = useTestEnv(driver)

    for (const zone of ZONES) {
      it(`a server in ${zone}: the rental's timeline, both messages and the page agree on 租期至 in UTC+8`, async () => {
        process.env.TZ = zone
        const e = env()
        const seller = await verifiedUser(e)
        const renter = await verifiedUser(e)
        const before = Date.now()
        const order = await paidRental(e, renter, seller)
        const end = Date.parse(order.rental.end)
        const until = shanghai(end, true)

        const note = order.timeline.at(-1).note as string
        assert.equal(note, `平台已将账号信息交付租客，租期至 ${until}`)
        // what the order page shows for the same instant is the time the timeline names
        assert.equal(formatDate(order.rental.end, true), until)
        assert.ok((await contents(e, renter.id, '租号成功')).includes(`至 ${until} 结束`))
        assert.ok((await contents(e, seller.id, '账号已出租')).includes(`租期至 ${until}`))

        // the readable part of the order number is China time too (within the seconds the call took)
        const stamp = order.orderNo.slice(1, 15)
        const allowed = new Set([before, Date.now()].map((t) => shanghai(t, true).replace(/\D/g, '')))
        assert.ok(allowed.has(stamp.slice(0, 12)), `${order.orderNo} is stamped in China time (${[...allowed]})`)
      })

      it(`a server in ${zone}: a refused claim names the day the guarantee ended in China`, async () => {
        process.env.TZ = zone
        const e = env()
        const seller = await verifiedUser(e)
        const buyer = await verifiedUser(e)
        const goodsId = await listing(e, seller.id, { price: 20_000, compensation: 'standard' })
        await fund(e, buyer.id, 40_000)
        const created = await call(e.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId, compensation: 'standard', agree: true } })
        assert.equal(created.code, 200, created.msg)
        const id = created.data.id
        assert.equal((await call(e.app, 'POST', `/api/need/order/${id}/pay`, { token: buyer.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })).data?.paid, true)
        await completeHandover(e, id)
        assert.equal((await call(e.app, 'POST', `/api/need/order/${id}/confirm`, { token: buyer.token })).code, 200)
        // completed so that the 90-day window ended at 17:30 UTC: already the next day in China, the same day in
        // New York and in UTC
        const endUtc = Date.UTC(2026, 0, 10, 17, 30)
        await e.db.update(orders).set({ completedAt: new Date(endUtc - 90 * DAY) }).where(eq(orders.id, id))
        const late = await call(e.app, 'POST', '/api/need/claims', {
          token: buyer.token,
          body: { orderId: id, reason: 'retrieved', description: '收号一周后账号被原号主通过申诉找回，已无法登录。', images: await ownImages(e, buyer.id, 1), contact: 'QQ 12345678' },
        })
        assert.equal(late.code, 400)
        assert.equal(late.msg, '该订单的包赔期已于2026-01-11结束，不能再申请包赔')
      })
    }
  })
}
