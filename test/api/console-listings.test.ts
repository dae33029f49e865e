/**
 * The console's listings (issue 13): admins only (401, 403 for users and staff); the review queue shows what a
 * decision needs and never the credentials or the contact; approve / reject through the existing review route write
 * their audit entries; the search; take-down with a reason, refused while an order holds the listing and exactly
 * one winner when an order races it; one audit entry per action, none on refusal.
 */
import assert from 'node:assert/strict'
import { randomInt } from 'node:crypto'
import { before, describe, it } from 'node:test'
import { and, desc, eq, sql } from 'drizzle-orm'
import { games } from '../../server/modules/game/schema'
import { goods } from '../../server/modules/goods/schema'
import { messages } from '../../server/modules/inbox/schema'
import { orders } from '../../server/modules/order/schema'
import { users } from '../../server/modules/user/schema'
import { createCipher } from '../../server/lib/crypto'
import { auditLog } from '../../server/modules/audit/schema'
import { verifiedUser } from './buying'
import { call, DRIVERS, registerUser, roleToken, SECRET, useTestEnv, type TestEnv, type TestUser } from './helpers'
import type { GoodsStatus } from '../../contract/catalogue'

const cipher = createCipher(SECRET)
/** the seeded blacklist lists QQ 10001001 and phone 13900000013 */
const GAME_ACCOUNT = '10001001'
const PASSWORD = 'Pa55word!secret'
const CONTACT = '13900000013'

const auditCount = async (env: TestEnv, id: number) =>
  (
    await env.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'goods'), eq(auditLog.targetId, String(id))))
  )[0].n

const statusOf = async (env: TestEnv, id: number) => (await env.db.select().from(goods).where(eq(goods.id, id)))[0]

/** A listing of `sellerId` of the first seeded game with credentials and a contact, as the sell form stores them. */
async function listing(env: TestEnv, sellerId: number, status: GoodsStatus, title = `控制台测试 ${randomInt(1e9)}`): Promise<number> {
  const [game] = await env.db.select({ id: games.id }).from(games).orderBy(games.id).limit(1)
  const [row] = await env.db
    .insert(goods)
    .values({
      goodsNo: 'GC' + Date.now() + String(randomInt(0, 1e6)).padStart(6, '0'),
      sellerId,
      gameId: game.id,
      title,
      description: '控制台测试用商品',
      price: 30_000,
      images: ['/assets/goods/a.jpg', '/assets/goods/b.jpg'],
      credentialsEnc: cipher.encrypt(JSON.stringify({ account: GAME_ACCOUNT, password: PASSWORD, notes: null })),
      contactEnc: cipher.encrypt(CONTACT),
      status,
      publishedAt: status === 'on_sale' ? new Date() : null,
    })
    .returning({ id: goods.id })
  return row.id
}

for (const driver of DRIVERS) {
  describe(`console listings [${driver}]`, () => {
    const env = useTestEnv(driver)
    let admin: { id: number; token: string }
    let staff: { id: number; token: string }
    let seller: TestUser
    before(async () => {
      admin = await roleToken(env(), 'admin')
      staff = await roleToken(env(), 'staff')
      seller = await verifiedUser(env())
    })

    it('every route: 401 logged out, 403 for a user and for staff; nothing changes', async () => {
      const e = env()
      const id = await listing(e, seller.id, 'on_sale')
      const routes: [string, string, unknown?][] = [
        ['GET', '/api/admin/goods/queue'],
        ['GET', '/api/admin/goods/search'],
        ['GET', `/api/admin/goods/${id}`],
        ['POST', `/api/admin/goods/${id}/takedown`, { reason: '违规商品' }],
        ['POST', `/api/admin/goods/${id}/review`, { approve: false, reason: '违规商品' }],
      ]
      for (const [method, url, body] of routes) {
        assert.equal((await call(e.app, method, url, { body })).code, 401, url)
        assert.equal((await call(e.app, method, url, { body, token: seller.token })).code, 403, url)
        assert.equal((await call(e.app, method, url, { body, token: staff.token })).code, 403, url)
      }
      assert.equal((await statusOf(e, id)).status, 'on_sale')
      assert.equal(await auditCount(e, id), 0)
    })

    it('the queue: oldest first, images, attributes, credentials by presence only, the seller card and blacklist hits', async () => {
      const e = env()
      const id = await listing(e, seller.id, 'pending_review')
      let found: any
      for (let page = 1; !found; page++) {
        const res = await call(e.app, 'GET', `/api/admin/goods/queue?pageSize=50&pageNum=${page}`, { token: admin.token })
        assert.equal(res.code, 200, res.msg)
        assert.ok(!res.raw.includes(PASSWORD) && !res.raw.includes(GAME_ACCOUNT) && !res.raw.includes(CONTACT), 'no credential or contact')
        assert.ok(res.data.rows.every((r: { status: string }) => r.status === 'pending_review'))
        const times = res.data.rows.map((r: { createdAt: string }) => r.createdAt)
        assert.deepEqual(times, [...times].sort(), 'oldest first')
        found = res.data.rows.find((r: { id: number }) => r.id === id)
        assert.ok(found || res.data.rows.length === 50, 'the new listing is in the queue')
      }
      assert.deepEqual(found.images, ['/assets/goods/a.jpg', '/assets/goods/b.jpg'])
      assert.deepEqual(found.credentials, { account: true, password: true, notes: false })
      assert.equal(found.contactGiven, true)
      assert.equal(found.seller.id, seller.id)
      assert.equal(found.seller.phone, seller.phone.slice(0, 3) + '****' + seller.phone.slice(7))
      assert.equal(found.seller.verified, true)
      assert.equal(found.seller.banned, false)
      const sources = found.blacklistHits.map((h: { source: string; kind: string }) => `${h.source}:${h.kind}`).sort()
      // the game account is a listed QQ number, the contact a listed phone; the seller's own phone is clean
      assert.ok(sources.includes('game_account:qq'), sources.join())
      assert.ok(sources.includes('listing_contact:phone'), sources.join())
      assert.ok(!sources.some((s: string) => s.startsWith('seller_')), sources.join())
      assert.ok(found.blacklistHits.every((h: { reason: string }) => h.reason.length > 0))
      // a seeded pending listing carries its attributes with labels
      const seeded = await call(e.app, 'GET', '/api/admin/goods/queue?pageSize=5', { token: admin.token })
      const withAttrs = seeded.data.rows.find((r: { attrs: unknown[] }) => r.attrs.length > 0)
      assert.ok(withAttrs, 'a seeded pending listing has attributes')
      assert.ok(withAttrs.attrs.every((a: { label: string; text: string }) => a.label && a.text))
    })

    it('approve and reject through the review route: the seller is told, the audit log has each; bad input and races change nothing', async () => {
      const e = env()
      const a = await listing(e, seller.id, 'pending_review')
      const b = await listing(e, seller.id, 'pending_review')
      const noReason = await call(e.app, 'POST', `/api/admin/goods/${b}/review`, { token: admin.token, body: { approve: false, reason: ' ' } })
      assert.equal(noReason.code, 400)
      assert.equal(noReason.msg, '请填写2-200个字的驳回原因')
      assert.equal((await statusOf(e, b)).status, 'pending_review')
      assert.equal(await auditCount(e, b), 0)

      // approve and reject race: exactly one decision
      const race = await Promise.all([
        call(e.app, 'POST', `/api/admin/goods/${a}/review`, { token: admin.token, body: { approve: true } }),
        call(e.app, 'POST', `/api/admin/goods/${a}/review`, { token: admin.token, body: { approve: false, reason: '图片不清晰' } }),
        call(e.app, 'POST', `/api/admin/goods/${a}/review`, { token: admin.token, body: { approve: true } }),
      ])
      assert.deepEqual(race.map((r) => r.code).sort(), [200, 409, 409])
      assert.equal(await auditCount(e, a), 1)

      const rejected = await call(e.app, 'POST', `/api/admin/goods/${b}/review`, { token: admin.token, body: { approve: false, reason: '截图与描述不符' } })
      assert.equal(rejected.code, 200, rejected.msg)
      const mine = await call(e.app, 'GET', `/api/need/myConsignment/${b}`, { token: seller.token })
      assert.equal(mine.data.rejectReason, '截图与描述不符')
      const [told] = await e.db.select().from(messages).where(eq(messages.userId, seller.id)).orderBy(desc(messages.id)).limit(1)
      assert.match(told.content, /截图与描述不符/)
      const audit = await call(e.app, 'GET', `/api/admin/audit?targetType=goods&targetId=${b}`, { token: admin.token })
      assert.equal(audit.data.rows[0].action, 'goods.reject')
      assert.equal(audit.data.rows[0].reason, '截图与描述不符')
      assert.deepEqual(audit.data.rows[0].after, { status: 'rejected' })

      const detail = await call(e.app, 'GET', `/api/admin/goods/${b}`, { token: admin.token })
      assert.equal(detail.code, 200, detail.msg)
      assert.equal(detail.data.status, 'rejected')
      assert.equal(detail.data.rejectReason, '截图与描述不符')
      assert.deepEqual(detail.data.history.map((h: { action: string }) => h.action), ['goods.reject'])
      assert.equal(detail.data.activeOrderId, null)
      assert.ok(!detail.raw.includes(PASSWORD) && !detail.raw.includes(GAME_ACCOUNT))
      assert.equal((await call(e.app, 'GET', '/api/admin/goods/999999', { token: admin.token })).code, 404)
    })

    it('search: by id, title keyword, seller id or phone, status and time; bad filters are refused clearly', async () => {
      const e = env()
      const title = `搜索专用标题 ${randomInt(1e9)}`
      const id = await listing(e, seller.id, 'on_sale', title)
      const q = (query: string) => call(e.app, 'GET', `/api/admin/goods/search?${query}`, { token: admin.token })
      assert.deepEqual((await q(`id=${id}`)).data.rows.map((r: { id: number }) => r.id), [id])
      assert.deepEqual((await q(`keyword=${encodeURIComponent(title.slice(2))}`)).data.rows.map((r: { id: number }) => r.id), [id])
      const bySeller = await q(`seller=${seller.phone}&status=on_sale`)
      assert.ok(bySeller.data.rows.some((r: { id: number }) => r.id === id))
      assert.ok(bySeller.data.rows.every((r: { sellerId: number; status: string }) => r.sellerId === seller.id && r.status === 'on_sale'))
      assert.equal((await q(`seller=${seller.id}&id=${id}`)).data.total, 1)
      assert.equal((await q(`id=${id}&status=sold`)).data.total, 0)
      const now = Date.now()
      assert.equal((await q(`id=${id}&from=${new Date(now - 60_000).toISOString()}&to=${new Date(now + 60_000).toISOString()}`)).data.total, 1)
      assert.equal((await q(`id=${id}&from=${new Date(now + 60_000).toISOString()}`)).data.total, 0)
      assert.equal((await q('keyword=%25')).data.rows.every((r: { title: string }) => r.title.includes('%')), true)
      const range = await q(`from=${new Date(now).toISOString()}&to=${new Date(now - 1000).toISOString()}`)
      assert.equal(range.code, 400)
      assert.equal(range.msg, '开始时间不能晚于结束时间')
      const badSeller = await q('seller=abc')
      assert.equal(badSeller.code, 400)
      assert.equal(badSeller.msg, '卖家请填写用户ID或11位手机号')
      assert.equal((await q('status=nope')).code, 400)
      assert.equal((await q('secret=1')).code, 400)
    })

    it('take-down: a reason is required; the seller is told; it leaves the storefront and relisting needs review again', async () => {
      const e = env()
      const id = await listing(e, seller.id, 'on_sale')
      const noReason = await call(e.app, 'POST', `/api/admin/goods/${id}/takedown`, { token: admin.token, body: { reason: '' } })
      assert.equal(noReason.code, 400)
      assert.equal(noReason.msg, '请填写2-200个字的下架原因')
      assert.equal((await statusOf(e, id)).status, 'on_sale')
      assert.equal(await auditCount(e, id), 0)

      const done = await call(e.app, 'POST', `/api/admin/goods/${id}/takedown`, { token: admin.token, body: { reason: '疑似盗号' } })
      assert.equal(done.code, 200, done.msg)
      assert.equal(done.msg, '已下架，已通知卖家')
      assert.equal(done.data.status, 'off_shelf')
      assert.deepEqual(done.data.history.map((h: { action: string; reason: string }) => `${h.action}:${h.reason}`), ['goods.takedown:疑似盗号'])
      assert.notEqual((await call(e.app, 'GET', `/api/web/goods/${id}`)).data?.status, 'on_sale')
      const [told] = await e.db.select().from(messages).where(eq(messages.userId, seller.id)).orderBy(desc(messages.id)).limit(1)
      assert.equal(told.title, '商品已被平台下架')
      assert.match(told.content, /疑似盗号/)
      const again = await call(e.app, 'POST', `/api/admin/goods/${id}/takedown`, { token: admin.token, body: { reason: '疑似盗号' } })
      assert.equal(again.code, 409)
      assert.equal(again.msg, '只有在售的商品可以下架')
      const relisted = await call(e.app, 'GET', `/api/goods/info/upGoods/${id}`, { token: seller.token })
      assert.equal(relisted.code, 200, relisted.msg)
      assert.equal(relisted.data.status, 'pending_review')
      assert.equal(await auditCount(e, id), 1)
    })

    it('take-down of a listing an open order holds: 409 naming the order, nothing changes; racing an order, exactly one wins', async () => {
      const e = env()
      const buyer = await verifiedUser(e)
      const held = await listing(e, seller.id, 'on_sale')
      const order = await call(e.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId: held, compensation: 'none', agree: true } })
      assert.equal(order.code, 200, order.msg)
      const refused = await call(e.app, 'POST', `/api/admin/goods/${held}/takedown`, { token: admin.token, body: { reason: '疑似盗号' } })
      assert.equal(refused.code, 409)
      assert.equal(refused.msg, `该商品有进行中的订单（${order.data.orderNo}），不能下架，请先处理订单`)
      assert.equal((await statusOf(e, held)).status, 'reserved')
      assert.equal(await auditCount(e, held), 0)
      const detail = await call(e.app, 'GET', `/api/admin/goods/${held}`, { token: admin.token })
      assert.equal(detail.data.activeOrderId, order.data.id)

      for (let i = 0; i < 3; i++) {
        const id = await listing(e, seller.id, 'on_sale')
        const other: TestUser = await verifiedUser(e)
        const [take, buy] = await Promise.all([
          call(e.app, 'POST', `/api/admin/goods/${id}/takedown`, { token: admin.token, body: { reason: '疑似盗号' } }),
          call(e.app, 'POST', '/api/need/order', { token: other.token, body: { goodsId: id, compensation: 'none', agree: true } }),
        ])
        assert.equal([take.code, buy.code].filter((c) => c === 200).length, 1, `one winner: takedown ${take.code} ${take.msg}, order ${buy.code} ${buy.msg}`)
        const row = await statusOf(e, id)
        const open = await e.db.select().from(orders).where(and(eq(orders.goodsId, id), eq(orders.status, 'pending_payment')))
        if (take.code === 200) {
          assert.equal(row.status, 'off_shelf')
          assert.equal(open.length, 0)
        } else {
          assert.equal(row.status, 'reserved')
          assert.equal(open.length, 1)
        }
        assert.equal(await auditCount(e, id), take.code === 200 ? 1 : 0)
      }
    })

    it('the seller card counts completed sales and rejected listings and shows a ban', async () => {
      const e = env()
      const fresh = await verifiedUser(e)
      await listing(e, fresh.id, 'rejected')
      const id = await listing(e, fresh.id, 'pending_review')
      await e.db.update(users).set({ bannedAt: new Date(), banReason: '测试' }).where(eq(users.id, fresh.id))
      const detail = await call(e.app, 'GET', `/api/admin/goods/${id}`, { token: admin.token })
      assert.equal(detail.data.seller.rejectedListings, 1)
      assert.equal(detail.data.seller.completedSales, 0)
      assert.equal(detail.data.seller.banned, true)
      const unused: TestUser = await registerUser(e)
      assert.equal((await call(e.app, 'GET', `/api/admin/goods/search?seller=${unused.id}`, { token: admin.token })).data.total, 0)
    })
  })
}
