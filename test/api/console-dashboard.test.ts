import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import type { AdminDashboard } from '../../contract/admin-dashboard'
import { chinaDate } from '../../contract/clock'
import { users } from '../../server/modules/user/schema'
import { createSession } from '../../server/modules/auth/sessions'
import { seriesStart } from '../../server/modules/console/service'
import { boughtSale, listing, verifiedUser } from './buying'
import { call, DRIVERS, registerUser, roleToken, useTestEnv, type TestEnv } from './helpers'

async function dashboardOf(env: TestEnv, token: string): Promise<AdminDashboard> {
  const res = await call<AdminDashboard>(env.app, 'GET', '/api/admin/dashboard', { token })
  assert.equal(res.code, 200, res.msg)
  return res.data
}

describe('dashboard days', () => {
  it('start at China midnight 29 days before today, whatever the time of day in UTC', () => {
    // 2026-05-10 23:30 in China is 15:30 UTC; 2026-05-11 00:30 in China is 16:30 UTC the day before
    assert.equal(seriesStart(new Date('2026-05-10T15:30:00Z')).toISOString(), '2026-04-10T16:00:00.000Z')
    assert.equal(seriesStart(new Date('2026-05-10T16:30:00Z')).toISOString(), '2026-04-11T16:00:00.000Z')
    assert.equal(seriesStart(new Date('2026-05-10T16:30:00Z'), 1).toISOString(), '2026-05-10T16:00:00.000Z')
  })
})

for (const driver of DRIVERS) {
  describe(`console dashboard [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('GET /admin/dashboard: 401 without login, 403 for users and merchants, 200 for staff and admins', async () => {
      const e = env()
      const user = await registerUser(e)
      const merchant = await roleToken(e, 'merchant')
      assert.equal((await call(e.app, 'GET', '/api/admin/dashboard')).code, 401)
      assert.equal((await call(e.app, 'GET', '/api/admin/dashboard', { token: 'not-a-token' })).code, 401)
      assert.equal((await call(e.app, 'GET', '/api/admin/dashboard', { token: user.token })).code, 403)
      assert.equal((await call(e.app, 'GET', '/api/admin/dashboard', { token: merchant.token })).code, 403)
      for (const role of ['staff', 'admin'] as const) {
        const { token } = await roleToken(e, role)
        assert.equal((await call(e.app, 'GET', '/api/admin/dashboard', { token })).code, 200)
      }
    })

    it('30 China days ending today, oldest first; totals add the days up', async () => {
      const e = env()
      const { token } = await roleToken(e, 'admin')
      const d = await dashboardOf(e, token)
      assert.equal(d.days.length, 30)
      assert.equal(d.days[29].date, chinaDate(new Date()))
      assert.deepEqual(d.today, d.days[29])
      for (let i = 1; i < 30; i++) assert.ok(d.days[i - 1].date < d.days[i].date)
      for (const key of ['orders', 'paidOrders', 'gmv', 'listings', 'users', 'refunds', 'disputes'] as const) {
        assert.equal(d.totals[key], d.days.reduce((s, day) => s + (day[key] ?? 0), 0), key)
      }
      // the demo data was loaded today: its users and listings are today's
      assert.ok(d.today.users > 0)
    })

    it('staff get no money figures and only their own queues (claims, disputes, feedback)', async () => {
      const e = env()
      const staff = await roleToken(e, 'staff')
      const admin = await roleToken(e, 'admin')
      await boughtSale(e)
      const s = await dashboardOf(e, staff.token)
      assert.equal(s.totals.gmv, null)
      assert.ok(s.days.every((d) => d.gmv === null))
      assert.equal(s.queues.listingsToReview, null)
      assert.equal(s.queues.merchantApplications, null)
      assert.equal(s.queues.withdrawals, null)
      assert.equal(s.queues.withdrawalsAmount, null)
      assert.equal(typeof s.queues.claims, 'number')
      assert.equal(typeof s.queues.disputesOpen, 'number')
      assert.equal(typeof s.queues.feedback, 'number')
      const raw = JSON.stringify(s)
      assert.ok(!/"gmv":\d/.test(raw), 'no GMV anywhere in what staff read')
      const a = await dashboardOf(e, admin.token)
      assert.ok((a.today.gmv ?? 0) > 0)
      assert.equal(typeof a.queues.listingsToReview, 'number')
      assert.equal(typeof a.queues.withdrawalsAmount, 'number')
      // the same counts for both
      assert.equal(s.today.paidOrders, a.today.paidOrders)
      assert.equal(s.queues.disputesOpen, a.queues.disputesOpen)
    })

    it('the figures move: a submitted listing waits for review until approved, a paid order adds to orders and GMV', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      const before = await dashboardOf(e, admin.token)
      const seller = await verifiedUser(e)
      const goodsId = await listing(e, seller.id, { status: 'pending_review' })
      const submitted = await dashboardOf(e, admin.token)
      assert.equal(submitted.queues.listingsToReview, before.queues.listingsToReview! + 1)
      assert.equal(submitted.today.listings, before.today.listings + 1)
      assert.equal(submitted.today.users, before.today.users + 1)
      const approved = await call(e.app, 'POST', `/api/admin/goods/${goodsId}/review`, { token: admin.token, body: { approve: true } })
      assert.equal(approved.code, 200, approved.msg)
      const reviewed = await dashboardOf(e, admin.token)
      assert.equal(reviewed.queues.listingsToReview, before.queues.listingsToReview)

      const sale = await boughtSale(e)
      const sold = await dashboardOf(e, admin.token)
      assert.equal(sold.today.orders, reviewed.today.orders + 1)
      assert.equal(sold.today.paidOrders, reviewed.today.paidOrders + 1)
      assert.equal(sold.today.gmv, reviewed.today.gmv! + sale.total)
      assert.equal(sold.totals.gmv, reviewed.totals.gmv! + sale.total)
    })

    it('feedback without a reply waits; a dispute the seller leaves to staff counts as open and escalated', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      const before = await dashboardOf(e, admin.token)
      const user = await registerUser(e)
      const filed = await call(e.app, 'POST', '/api/account/problem', { token: user.token, body: { type: 'bug', content: '订单页打不开，一直转圈', images: [] } })
      assert.equal(filed.code, 200, filed.msg)
      const sale = await boughtSale(e, { upTo: 'delivered' })
      const opened = await call(e.app, 'POST', `/api/need/order/${sale.orderId}/dispute`, {
        token: sale.buyer.token,
        body: { type: 'not_as_described', description: '皮肤数量与描述不符，少了二十个', images: [] },
      })
      assert.equal(opened.code, 200, opened.msg)
      const escalated = await call(e.app, 'POST', `/api/need/dispute/${opened.data.id}/escalate`, { token: sale.buyer.token })
      assert.equal(escalated.code, 200, escalated.msg)
      const after = await dashboardOf(e, admin.token)
      assert.equal(after.queues.feedback, before.queues.feedback + 1)
      assert.equal(after.queues.disputesOpen, before.queues.disputesOpen + 1)
      assert.equal(after.queues.disputesEscalated, before.queues.disputesEscalated + 1)
      assert.equal(after.today.disputes, before.today.disputes + 1)
    })

    it('a session of a user made staff later reads the dashboard; one demoted is refused at once', async () => {
      const e = env()
      const user = await registerUser(e)
      await e.db.update(users).set({ role: 'staff' }).where(eq(users.id, user.id))
      const token = (await createSession(e.db, user.id, 1)).token
      assert.equal((await call(e.app, 'GET', '/api/admin/dashboard', { token })).code, 200)
      await e.db.update(users).set({ role: 'user' }).where(eq(users.id, user.id))
      assert.equal((await call(e.app, 'GET', '/api/admin/dashboard', { token })).code, 403)
    })
  })
}
