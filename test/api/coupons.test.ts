import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { couponRecords, couponTemplates } from '../../server/modules/coupon/schema'
import { claimed, listing, template, verifiedUser } from './buying'
import { call, DRIVERS, registerUser, useTestEnv } from './helpers'

const DAY = 86400_000

for (const driver of DRIVERS) {
  describe(`coupons and red packets [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('the claimable list: listed, enabled, in the claim window, with stock; my counts when logged in', async () => {
      const e = env()
      const open = await template(e, { name: '可领券', amount: 777, threshold: 5000, stock: 5, perUserLimit: 2 })
      const later = await template(e, { name: '未开始', claimFrom: new Date(Date.now() + DAY) })
      const over = await template(e, { name: '已结束', claimUntil: new Date(Date.now() - 1000) })
      const soldOut = await template(e, { name: '已领完', stock: 1, claimedCount: 1 })
      const disabled = await template(e, { name: '停用', enabled: false })
      const hidden = await template(e, { name: '不公开', listed: false })
      let res = await call(e.app, 'GET', '/api/V2/H5/getCouponList')
      assert.equal(res.code, 200)
      const ids = res.data.map((t: { id: number }) => t.id)
      assert.ok(ids.includes(open))
      for (const id of [later, over, soldOut, disabled, hidden]) assert.ok(!ids.includes(id), `template ${id} not offered`)
      assert.ok(res.data.some((t: { name: string }) => t.name === '满100减10'), 'seeded coupons are offered')
      assert.ok(!res.data.some((t: { name: string }) => t.name === '新人专享券'), 'newcomer coupons come automatically')
      const mine = res.data.find((t: { id: number }) => t.id === open)
      assert.deepEqual(mine, {
        id: open,
        kind: 'coupon',
        name: '可领券',
        description: '',
        amount: 777,
        threshold: 5000,
        gameId: null,
        gameName: null,
        validDays: 30,
        claimUntil: null,
        remaining: 5,
        perUserLimit: 2,
        claimed: 0,
        claimable: true,
      })
      const amounts = res.data.map((t: { amount: number }) => t.amount)
      assert.deepEqual(amounts, [...amounts].sort((a, b) => b - a), 'biggest first')
      const user = await registerUser(e)
      await claimed(e, user, open)
      await claimed(e, user, open)
      res = await call(e.app, 'GET', '/api/V2/H5/getCouponList', { token: user.token })
      const after = res.data.find((t: { id: number }) => t.id === open)
      assert.equal(after.claimed, 2)
      assert.equal(after.remaining, 3)
      assert.equal(after.claimable, false, 'per-user limit reached')
      // a stale token is treated as logged out, not refused
      assert.equal((await call(e.app, 'GET', '/api/V2/H5/getCouponList', { token: 'stale' })).code, 200)
      const reds = await call(e.app, 'GET', '/api/V2/H5/getCouponList?kind=red_packet')
      assert.ok(reds.data.length > 0 && reds.data.every((t: { kind: string; threshold: number }) => t.kind === 'red_packet'))
      // detail
      const detail = await call(e.app, 'GET', `/api/V2/H5/coupon/${open}`, { token: user.token })
      assert.equal(detail.data.claimed, 2)
      assert.equal((await call(e.app, 'GET', `/api/V2/H5/coupon/${disabled}`)).code, 404)
      assert.equal((await call(e.app, 'GET', '/api/V2/H5/coupon/99999999')).msg, '优惠券不存在或已下架')
      assert.equal((await call(e.app, 'GET', `/api/V2/H5/coupon/${soldOut}`)).data.claimable, false)
    })

    it('claiming: a record valid for validDays; limits, windows and hidden templates refused with a clear message', async () => {
      const e = env()
      const user = await registerUser(e)
      const tpl = await template(e, { name: '限领一张', amount: 300, validDays: 7 })
      const res = await call(e.app, 'POST', '/api/coupon/record/receive', { token: user.token, body: { templateId: tpl } })
      assert.equal(res.code, 200, res.msg)
      const r = res.data
      assert.equal(r.templateId, tpl)
      assert.equal(r.status, 0)
      assert.equal(r.expired, false)
      assert.equal(r.orderNo, null)
      assert.ok(Math.abs(Date.parse(r.expiresAt) - Date.parse(r.claimedAt) - 7 * DAY) < 1000)
      const cases: [number, number, string][] = [
        [tpl, 409, '已达到该优惠券的领取上限'],
        [await template(e, { stock: 1, claimedCount: 1 }), 409, '优惠券已被领完'],
        [await template(e, { claimFrom: new Date(Date.now() + DAY) }), 409, '该优惠券不在领取时间内'],
        [await template(e, { claimUntil: new Date(Date.now() - 1) }), 409, '该优惠券不在领取时间内'],
        [await template(e, { listed: false }), 404, '优惠券不存在或已下架'],
        [await template(e, { auto: true, listed: false }), 404, '优惠券不存在或已下架'],
        [await template(e, { enabled: false }), 404, '优惠券不存在或已下架'],
        [99_999_999, 404, '优惠券不存在或已下架'],
      ]
      for (const [templateId, code, msg] of cases) {
        const bad = await call(e.app, 'POST', '/api/coupon/record/receive', { token: user.token, body: { templateId } })
        assert.equal(bad.code, code, `template ${templateId}`)
        assert.equal(bad.msg, msg)
      }
      const en = await call(e.app, 'POST', '/api/coupon/record/receive', { token: user.token, lang: 'en-US', body: { templateId: tpl } })
      assert.equal(en.msg, 'you have claimed as many of this coupon as allowed')
      const recs = await e.db.select().from(couponRecords).where(eq(couponRecords.userId, user.id))
      assert.equal(recs.length, 1, 'refused claims created nothing')
    })

    it('30 concurrent claims of a stock-10 coupon: exactly 10', async () => {
      const e = env()
      const tpl = await template(e, { name: '限量10张', stock: 10 })
      const users = await Promise.all(Array.from({ length: 30 }, () => registerUser(e)))
      const results = await Promise.all(
        users.map((u) => call(e.app, 'POST', '/api/coupon/record/receive', { token: u.token, body: { templateId: tpl } })),
      )
      assert.equal(results.filter((r) => r.code === 200).length, 10)
      for (const r of results.filter((x) => x.code !== 200)) {
        assert.equal(r.code, 409)
        assert.equal(r.msg, '优惠券已被领完')
      }
      const [t] = await e.db.select().from(couponTemplates).where(eq(couponTemplates.id, tpl))
      assert.equal(t.claimedCount, 10)
      assert.equal((await e.db.select().from(couponRecords).where(eq(couponRecords.templateId, tpl))).length, 10)
    })

    it('one user\u2019s parallel claims respect the per-user limit', async () => {
      const e = env()
      const tpl = await template(e, { name: '每人两张', perUserLimit: 2 })
      const user = await registerUser(e)
      const results = await Promise.all(
        Array.from({ length: 12 }, () => call(e.app, 'POST', '/api/coupon/record/receive', { token: user.token, body: { templateId: tpl } })),
      )
      assert.equal(results.filter((r) => r.code === 200).length, 2)
      assert.ok(results.filter((r) => r.code !== 200).every((r) => r.code === 409 && r.msg === '已达到该优惠券的领取上限'))
      const recs = await e.db
        .select()
        .from(couponRecords)
        .where(and(eq(couponRecords.templateId, tpl), eq(couponRecords.userId, user.id)))
      assert.equal(recs.length, 2)
      const [t] = await e.db.select().from(couponTemplates).where(eq(couponTemplates.id, tpl))
      assert.equal(t.claimedCount, 2, 'refused claims took no stock')
    })

    it('automatic coupons: claimed once per user, even with parallel calls; later calls claim nothing', async () => {
      const e = env()
      const user = await registerUser(e)
      const first = await call(e.app, 'GET', '/api/coupon/record/receiveCoupon/auto', { token: user.token })
      assert.equal(first.code, 200, first.msg)
      const names = first.data.claimed.map((r: { name: string }) => r.name)
      assert.ok(names.includes('新人专享券') && names.includes('新人红包'), names.join())
      const second = await call(e.app, 'GET', '/api/coupon/record/receiveCoupon/auto', { token: user.token })
      assert.deepEqual(second.data, { claimed: [] })
      const other = await registerUser(e)
      const parallel = await Promise.all(
        Array.from({ length: 5 }, () => call(e.app, 'GET', '/api/coupon/record/receiveCoupon/auto', { token: other.token })),
      )
      const total = parallel.reduce((n, r) => n + r.data.claimed.length, 0)
      assert.equal(total, first.data.claimed.length)
      assert.equal((await call(e.app, 'GET', '/api/coupon/record/receiveCoupon/auto')).code, 401)
    })

    it('my list: unused and valid, used (with the order), expired; by kind; paged', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const unused = await claimed(e, buyer, await template(e, { name: '未使用', amount: 100 }))
      const used = await claimed(e, buyer, await template(e, { name: '已使用', amount: 200 }))
      const old = await claimed(e, buyer, await template(e, { name: '已过期', amount: 300 }))
      const red = await claimed(e, buyer, await template(e, { name: '红包', kind: 'red_packet', amount: 50 }))
      await e.db.update(couponRecords).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(couponRecords.id, old))
      const goodsId = await listing(e, seller.id, { price: 10_000, compensation: 'none' })
      const o = await call(e.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId, compensation: 'none', agree: true, couponId: used } })
      assert.equal(o.code, 200, o.msg)
      const list = async (q: string) => (await call(e.app, 'GET', `/api/coupon/record/myList${q}`, { token: buyer.token })).data
      assert.deepEqual((await list('')).rows.map((r: { id: number }) => r.id).sort(), [unused, red].sort(), 'status 0 by default')
      assert.deepEqual((await list('?status=0&kind=coupon')).rows.map((r: { id: number }) => r.id), [unused])
      assert.deepEqual((await list('?status=0&kind=red_packet')).rows.map((r: { id: number }) => r.id), [red])
      const usedRows = (await list('?status=1')).rows
      assert.equal(usedRows.length, 1)
      assert.equal(usedRows[0].id, used)
      assert.equal(usedRows[0].status, 1)
      assert.equal(usedRows[0].orderNo, o.data.orderNo)
      assert.ok(usedRows[0].usedAt)
      const expired = (await list('?status=2')).rows
      assert.deepEqual(expired.map((r: { id: number; expired: boolean }) => [r.id, r.expired]), [[old, true]])
      const page = await list('?status=0&pageSize=1&pageNum=2')
      assert.equal(page.total, 2)
      assert.equal(page.rows.length, 1)
      // cancelling releases the used coupon back to unused
      await call(e.app, 'POST', `/api/need/order/${o.data.id}/cancel`, { token: buyer.token })
      assert.equal((await list('?status=1')).total, 0)
      assert.equal((await list('?status=0')).total, 3)
      const stranger = await registerUser(e)
      const theirs = await call(e.app, 'GET', '/api/coupon/record/myList?status=0', { token: stranger.token })
      assert.equal(theirs.data.total, 0)
    })

    it('bad input on every coupon route: 400 with a clear message, nothing claimed', async () => {
      const e = env()
      const user = await registerUser(e)
      const cases: [string, string, unknown, RegExp][] = [
        ['GET', '/api/V2/H5/getCouponList?kind=gift', undefined, /kind|类型/],
        ['GET', '/api/V2/H5/getCouponList?x=1', undefined, /不支持的字段：x/],
        ['GET', '/api/V2/H5/coupon/abc', undefined, /编号/],
        ['POST', '/api/coupon/record/receive', undefined, /请求内容不能为空/],
        ['POST', '/api/coupon/record/receive', {}, /templateId|优惠券/],
        ['POST', '/api/coupon/record/receive', { templateId: '3' }, /templateId|优惠券/],
        ['POST', '/api/coupon/record/receive', { templateId: 0 }, /templateId|优惠券/],
        ['POST', '/api/coupon/record/receive', { templateId: 1, userId: 2 }, /不支持的字段：userId/],
        ['GET', '/api/coupon/record/myList?status=3', undefined, /status|状态/],
        ['GET', '/api/coupon/record/myList?kind=x', undefined, /kind|类型/],
        ['GET', '/api/coupon/record/myList?pageSize=100', undefined, /每页条数/],
        ['GET', '/api/coupon/record/myList?userId=1', undefined, /不支持的字段：userId/],
      ]
      for (const [method, url, body, msg] of cases) {
        const res = await call(e.app, method, url, { token: user.token, body })
        assert.equal(res.code, 400, `${method} ${url} ${JSON.stringify(body)}: ${res.msg}`)
        assert.match(res.msg, msg, `${method} ${url}`)
      }
      assert.equal((await e.db.select().from(couponRecords).where(eq(couponRecords.userId, user.id))).length, 0)
      for (const [method, url] of [
        ['POST', '/api/coupon/record/receive'],
        ['GET', '/api/coupon/record/myList'],
      ]) {
        assert.equal((await call(e.app, method, url, { body: { templateId: 1 } })).code, 401, url)
      }
    })
  })
}
