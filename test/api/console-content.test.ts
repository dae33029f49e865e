/**
 * The console's content API (admins only): banners and featured blocks, coupon templates and issuing, the
 * blacklist, official accounts, cooperation enquiries and notices. Each change writes one audit entry in its
 * transaction; bad input is refused with a clear message and changes nothing; decisions happen once.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { count, eq } from 'drizzle-orm'
import { promotions } from '../../server/modules/content/schema'
import { couponRecords, couponTemplates } from '../../server/modules/coupon/schema'
import { auditLog } from '../../server/modules/audit/schema'
import { call, DRIVERS, registerUser, roleToken, type TestEnv, useTestEnv } from './helpers'
import { uploadImage } from './upload-fixtures'

const routes: [string, string][] = [
  ['GET', '/api/admin/promotions'],
  ['POST', '/api/admin/promotions'],
  ['PUT', '/api/admin/promotions/order'],
  ['PUT', '/api/admin/promotions/1'],
  ['DELETE', '/api/admin/promotions/1'],
  ['GET', '/api/admin/coupon-templates'],
  ['POST', '/api/admin/coupon-templates'],
  ['PUT', '/api/admin/coupon-templates/1'],
  ['PUT', '/api/admin/coupon-templates/1/enabled'],
  ['POST', '/api/admin/coupon-templates/1/issue'],
  ['GET', '/api/admin/cooperation'],
  ['POST', '/api/admin/cooperation/1/handled'],
  ['POST', '/api/admin/blacklist'],
  ['DELETE', '/api/admin/blacklist/1'],
  ['POST', '/api/admin/official-accounts'],
  ['DELETE', '/api/admin/official-accounts/1'],
  ['GET', '/api/admin/notices/1'],
  ['POST', '/api/admin/notices'],
]

const auditOf = (e: TestEnv, action: string) => e.db.select().from(auditLog).where(eq(auditLog.action, action))
const rowsOf = async (e: TestEnv, table: typeof promotions | typeof couponTemplates | typeof couponRecords) =>
  Number((await e.db.select({ n: count() }).from(table))[0].n)

const template = (over: Record<string, unknown> = {}) => ({
  kind: 'coupon',
  name: '客服补偿券',
  description: '满100减20',
  amount: 2000,
  threshold: 10_000,
  gameId: null,
  validDays: 30,
  stock: 2,
  perUserLimit: 1,
  auto: false,
  listed: false,
  enabled: true,
  ...over,
})

for (const driver of DRIVERS) {
  describe(`console content API [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('every route: 401 without login, 403 for a user and for staff', async () => {
      const e = env()
      const user = await registerUser(e)
      const staff = await roleToken(e, 'staff')
      for (const [method, url] of routes) {
        const body = method === 'GET' || method === 'DELETE' ? undefined : {}
        assert.equal((await call(e.app, method, url, { body })).code, 401, `${method} ${url}`)
        for (const token of [user.token, staff.token]) assert.equal((await call(e.app, method, url, { token, body })).code, 403, `${method} ${url}`)
      }
    })

    it('banners and featured blocks: uploaded images and app links only, shown on the home page by order, each change audited', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      const image = await uploadImage(e.app, admin.token)
      const before = await rowsOf(e, promotions)
      const bad: [Record<string, unknown>, RegExp][] = [
        [{ slot: 'banner', title: '', image, enabled: true }, /标题/],
        [{ slot: 'banner', title: '新春活动', image: '/api/assets/goods/banner-1.jpg', enabled: true }, /上传推荐位图片/],
        [{ slot: 'banner', title: '新春活动', image, link: 'https://evil.example/', enabled: true }, /站内页面路径/],
        [{ slot: 'banner', title: '新春活动', image, link: 'javascript:alert(1)', enabled: true }, /站内页面路径/],
      ]
      for (const [body, msg] of bad) {
        const res = await call(e.app, 'POST', '/api/admin/promotions', { token: admin.token, body })
        assert.equal(res.code, 400, JSON.stringify(body))
        assert.match(res.msg, msg)
      }
      assert.equal(await rowsOf(e, promotions), before)

      const created = await call(e.app, 'POST', '/api/admin/promotions', {
        token: admin.token,
        body: { slot: 'banner', title: '新春活动', subtitle: '全场包赔', image, link: '/index/goodList?gameId=1', enabled: true },
      })
      assert.equal(created.code, 200, created.msg)
      const home = async () => (await call(e.app, 'GET', '/api/account/zhubo/list?type=banner')).data.map((p: { id: number }) => p.id)
      assert.equal((await home()).at(-1), created.data.id, 'a new banner goes last')

      const ids: number[] = (await call(e.app, 'GET', '/api/admin/promotions?slot=banner', { token: admin.token })).data.map((p: { id: number }) => p.id)
      assert.equal((await call(e.app, 'PUT', '/api/admin/promotions/order', { token: admin.token, body: { slot: 'banner', ids: ids.slice(1) } })).code, 400)
      const order = [created.data.id, ...ids.filter((id) => id !== created.data.id)]
      const reordered = await call(e.app, 'PUT', '/api/admin/promotions/order', { token: admin.token, body: { slot: 'banner', ids: order } })
      assert.equal(reordered.code, 200, reordered.msg)
      assert.deepEqual(await home(), order)

      // a seeded banner keeps its asset image when edited; disabling hides it from the home page
      const seeded = ids.find((id) => id !== created.data.id)!
      const [row] = await e.db.select().from(promotions).where(eq(promotions.id, seeded))
      const off = await call(e.app, 'PUT', `/api/admin/promotions/${seeded}`, {
        token: admin.token,
        body: { slot: 'banner', title: row.title, subtitle: row.subtitle, image: row.image, link: row.link, enabled: false },
      })
      assert.equal(off.code, 200, off.msg)
      assert.ok(!(await home()).includes(seeded))
      assert.deepEqual((await auditOf(e, 'promotion.update'))[0].after, { enabled: false })

      assert.equal((await call(e.app, 'DELETE', `/api/admin/promotions/${created.data.id}`, { token: admin.token })).code, 200)
      assert.equal((await call(e.app, 'DELETE', `/api/admin/promotions/${created.data.id}`, { token: admin.token })).code, 404)
      for (const action of ['promotion.create', 'promotion.reorder', 'promotion.delete']) assert.equal((await auditOf(e, action)).length, 1, action)
    })

    it('coupon templates: checked input, enable and disable, issuing takes stock (never past it, concurrent grants included)', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      const before = await rowsOf(e, couponTemplates)
      const bad: [Record<string, unknown>, RegExp][] = [
        [template({ name: ' ' }), /名称/],
        [template({ amount: 0 }), /面额/],
        [template({ threshold: 1000 }), /门槛不能低于面额/],
        [template({ stock: -1 }), /库存/],
        [template({ validDays: 0 }), /有效天数/],
        [template({ perUserLimit: 0 }), /每人限领/],
        [template({ gameId: 999_999 }), /游戏不存在/],
        [template({ claimFrom: '2026-12-01T00:00:00Z', claimUntil: '2026-11-01T00:00:00Z' }), /领取开始时间/],
      ]
      for (const [body, msg] of bad) {
        const res = await call(e.app, 'POST', '/api/admin/coupon-templates', { token: admin.token, body })
        assert.equal(res.code, 400, JSON.stringify(body))
        assert.match(res.msg, msg)
      }
      assert.equal(await rowsOf(e, couponTemplates), before)

      const created = await call(e.app, 'POST', '/api/admin/coupon-templates', { token: admin.token, body: template() })
      assert.equal(created.code, 200, created.msg)
      const id = created.data.id
      const user = await registerUser(e)
      const issueUrl = `/api/admin/coupon-templates/${id}/issue`

      // by phone: the user holds it; bad targets and reasons change nothing
      for (const [body, code, msg] of [
        [{ reason: '补偿' }, 400, /二选一/],
        [{ phone: user.phone, userId: user.id, reason: '补偿' }, 400, /二选一/],
        [{ phone: user.phone, reason: '' }, 400, /发放原因/],
        [{ phone: '19900000000', reason: '补偿' }, 404, /找不到该用户/],
      ] as [Record<string, unknown>, number, RegExp][]) {
        const res = await call(e.app, 'POST', issueUrl, { token: admin.token, body })
        assert.equal(res.code, code, JSON.stringify(body))
        assert.match(res.msg, msg)
      }
      const byPhone = await call(e.app, 'POST', issueUrl, { token: admin.token, body: { phone: user.phone, reason: '交易纠纷补偿' } })
      assert.equal(byPhone.code, 200, byPhone.msg)
      assert.equal(byPhone.data.userId, user.id)
      const mine = await call(e.app, 'GET', '/api/coupon/record/myList?status=0&pageSize=50', { token: user.token })
      assert.ok(mine.data.rows.some((r: { templateId: number }) => r.templateId === id))
      const [issued] = await auditOf(e, 'coupon.issue')
      assert.equal(issued.reason, '交易纠纷补偿')
      assert.deepEqual(issued.after, { templateId: id, userId: user.id })

      // stock left: 1. Five concurrent grants: exactly one gets it, the others are told it is gone
      const others = await Promise.all([1, 2, 3, 4, 5].map(() => registerUser(e)))
      const results = await Promise.all(others.map((u) => call(e.app, 'POST', issueUrl, { token: admin.token, body: { userId: u.id, reason: '活动补发' } })))
      assert.deepEqual(results.map((r) => r.code).sort(), [200, 409, 409, 409, 409])
      assert.match(results.find((r) => r.code === 409)!.msg, /领完/)
      const [t] = await e.db.select().from(couponTemplates).where(eq(couponTemplates.id, id))
      assert.equal(t.claimedCount, 2)
      assert.equal(Number((await e.db.select({ n: count() }).from(couponRecords).where(eq(couponRecords.templateId, id)))[0].n), 2)
      assert.equal((await auditOf(e, 'coupon.issue')).length, 2)

      // once handed out: stock not below 2, terms fixed, kind fixed; raising the stock is fine
      const put = (body: Record<string, unknown>) => call(e.app, 'PUT', `/api/admin/coupon-templates/${id}`, { token: admin.token, body })
      assert.match((await put(template({ stock: 1 }))).msg, /不少于已发放的2张/)
      assert.match((await put(template({ amount: 3000, threshold: 10_000 }))).msg, /不能再修改/)
      assert.match((await put(template({ kind: 'red_packet' }))).msg, /类型创建后不能修改/)
      const raised = await put(template({ stock: 10, name: '客服补偿券（加量）' }))
      assert.equal(raised.code, 200, raised.msg)
      assert.deepEqual((await auditOf(e, 'coupon.update'))[0].after, { name: '客服补偿券（加量）', stock: 10 })

      // disabled: no grants
      const off = await call(e.app, 'PUT', `/api/admin/coupon-templates/${id}/enabled`, { token: admin.token, body: { enabled: false } })
      assert.equal(off.data.enabled, false)
      const refused = await call(e.app, 'POST', issueUrl, { token: admin.token, body: { userId: user.id, reason: '再发一张' } })
      assert.equal(refused.code, 409)
      assert.match(refused.msg, /已停用/)
      assert.equal((await auditOf(e, 'coupon.disable')).length, 1)
      const list = await call(e.app, 'GET', '/api/admin/coupon-templates?kind=coupon&pageSize=50', { token: admin.token })
      assert.equal(list.data.rows.find((r: { id: number }) => r.id === id).claimedCount, 2)
    })

    it('blacklist and official accounts: adding and removing is audited; a duplicate changes nothing', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      const added = await call(e.app, 'POST', '/api/admin/blacklist', { token: admin.token, body: { kind: 'qq', value: '10009999', reason: '多次找回账号' } })
      assert.equal(added.code, 200, added.msg)
      const dup = await call(e.app, 'POST', '/api/admin/blacklist', { token: admin.token, body: { kind: 'qq', value: '10009999', reason: '多次找回账号' } })
      assert.equal(dup.code, 409)
      assert.equal((await auditOf(e, 'blacklist.add')).length, 1)
      assert.equal((await auditOf(e, 'blacklist.add'))[0].reason, '多次找回账号')
      assert.equal((await call(e.app, 'DELETE', `/api/admin/blacklist/${added.data.id}`, { token: admin.token })).code, 200)
      assert.deepEqual((await auditOf(e, 'blacklist.remove'))[0].before, { kind: 'qq', value: '10009999', gameId: null, reason: '多次找回账号' })

      const official = await call(e.app, 'POST', '/api/admin/official-accounts', { token: admin.token, body: { kind: 'wechat', name: '售后客服', value: 'xc_after_sale', public: true } })
      assert.equal(official.code, 200, official.msg)
      assert.equal((await call(e.app, 'POST', '/api/admin/official-accounts', { token: admin.token, body: { kind: 'wechat', name: '售后客服', value: 'xc_after_sale', public: true } })).code, 409)
      assert.equal((await call(e.app, 'DELETE', `/api/admin/official-accounts/${official.data.id}`, { token: admin.token })).code, 200)
      assert.equal((await auditOf(e, 'official.add')).length, 1)
      assert.equal((await auditOf(e, 'official.remove')).length, 1)
    })

    it('cooperation enquiries: marked handled exactly once, with a note, audited', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      const sent = await call(e.app, 'POST', '/api/web/cooperate', { body: { kind: 'studio', name: '张经理', contact: '13912345678', message: '我们是一家代练工作室，希望合作上架账号' } })
      assert.equal(sent.code, 200, sent.msg)
      const id = sent.data.id
      const open = await call(e.app, 'GET', '/api/admin/cooperation?handled=false&pageSize=50', { token: admin.token })
      assert.ok(open.data.rows.some((r: { id: number; handledAt: string | null }) => r.id === id && r.handledAt === null))
      assert.match((await call(e.app, 'POST', `/api/admin/cooperation/${id}/handled`, { token: admin.token, body: { note: '长'.repeat(201) } })).msg, /处理说明/)
      const both = await Promise.all([1, 2].map(() => call(e.app, 'POST', `/api/admin/cooperation/${id}/handled`, { token: admin.token, body: { note: '已电话联系' } })))
      assert.deepEqual(both.map((r) => r.code).sort(), [200, 409])
      const done = await call(e.app, 'GET', '/api/admin/cooperation?handled=true&pageSize=50', { token: admin.token })
      const row = done.data.rows.find((r: { id: number }) => r.id === id)
      assert.equal(row.handledNote, '已电话联系')
      assert.ok(row.handledAt)
      assert.equal((await auditOf(e, 'cooperation.handle')).length, 1)
      assert.equal((await call(e.app, 'POST', '/api/admin/cooperation/999999/handled', { token: admin.token, body: {} })).code, 404)
    })

    it('notices: create, edit and delete are audited; the content is sanitised; a refused notice writes nothing', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      const empty = await call(e.app, 'POST', '/api/admin/notices', { token: admin.token, body: { noticeType: '1', title: '空公告', content: '<script>alert(1)</script>' } })
      assert.equal(empty.code, 400)
      assert.equal((await auditOf(e, 'notice.create')).length, 0)
      const created = await call(e.app, 'POST', '/api/admin/notices', {
        token: admin.token,
        body: { noticeType: '1', title: '维护公告', content: '<h2>停机维护</h2><p onclick="x()">今晚<strong>22:00</strong></p><script>alert(1)</script>' },
      })
      assert.equal(created.code, 200, created.msg)
      assert.doesNotMatch(created.data.content, /script|onclick/)
      const read = await call(e.app, 'GET', `/api/admin/notices/${created.data.id}`, { token: admin.token })
      assert.equal(read.data.content, created.data.content)
      const [entry] = await auditOf(e, 'notice.create')
      assert.equal((entry.after as { title: string }).title, '维护公告')
      const edited = await call(e.app, 'PUT', `/api/admin/notices/${created.data.id}`, { token: admin.token, body: { noticeType: '1', title: '维护公告（延期）', content: created.data.content } })
      assert.equal(edited.code, 200, edited.msg)
      assert.deepEqual((await auditOf(e, 'notice.update'))[0].after, { title: '维护公告（延期）' })
      assert.equal((await call(e.app, 'DELETE', `/api/admin/notices/${created.data.id}`, { token: admin.token })).code, 200)
      assert.equal((await auditOf(e, 'notice.delete')).length, 1)
      assert.equal((await call(e.app, 'GET', `/api/admin/notices/${created.data.id}`, { token: admin.token })).code, 404)
    })
  })
}
