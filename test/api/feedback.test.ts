import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, count, eq } from 'drizzle-orm'
import { problemReports } from '../../server/modules/feedback/schema'
import { messages } from '../../server/modules/inbox/schema'
import { users } from '../../server/modules/user/schema'
import { createSession } from '../../server/modules/auth/sessions'
import { call, DRIVERS, registerUser, useTestEnv, type TestEnv, type TestUser } from './helpers'
import { ownImages } from './recycling'

const EN = 'en-US,en;q=0.9'
const CONTENT = '下单后一直显示待支付，刷新也没有变化'

async function adminToken(env: TestEnv): Promise<string> {
  const [admin] = await env.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
  return (await createSession(env.db, admin.id, 1)).token
}

const file = (env: TestEnv, user: TestUser, body: unknown, lang?: string) =>
  call(env.app, 'POST', '/api/account/problem', { token: user.token, body, lang })

async function reportsOf(env: TestEnv, userId: number): Promise<number> {
  const [{ n }] = await env.db.select({ n: count() }).from(problemReports).where(eq(problemReports.userId, userId))
  return Number(n)
}

for (const driver of DRIVERS) {
  describe(`feedback and problem reports [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('POST /account/problem: login required; files a report with own images and contact', async () => {
      const e = env()
      let res = await call(e.app, 'POST', '/api/account/problem', { body: { type: 'bug', content: CONTENT, images: [] } })
      assert.equal(res.code, 401)
      const user = await registerUser(e)
      const images = await ownImages(e, user.id, 3)
      res = await file(e, user, { type: 'bug', content: `  ${CONTENT}  `, images, contact: ' QQ 12345678 ' })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.msg, '反馈已提交，我们会尽快处理')
      assert.deepEqual(Object.keys(res.data).sort(), ['contact', 'content', 'createdAt', 'id', 'images', 'repliedAt', 'reply', 'status', 'type'])
      assert.equal(res.data.content, CONTENT, 'trimmed')
      assert.equal(res.data.contact, 'QQ 12345678')
      assert.deepEqual(res.data.images, images)
      assert.equal(res.data.status, 'open')
      assert.equal(res.data.reply, null)
      assert.equal(res.data.repliedAt, null)
      // suggest: no images, no contact; a blank contact is none
      res = await file(e, user, { type: 'suggestion', content: '希望增加按皮肤名称搜索的功能', images: [], contact: '   ' }, EN)
      assert.equal(res.code, 200)
      assert.equal(res.msg, 'report sent, we will look into it soon')
      assert.equal(res.data.contact, null)
      res = await file(e, user, { type: 'complaint', content: '卖家描述的皮肤数量与实际不符', images: [] })
      assert.equal(res.code, 200)
      assert.equal(res.data.contact, null)
    })

    it('POST /account/problem: bad input is a 400 naming the rule, and nothing is stored', async () => {
      const e = env()
      const user = await registerUser(e)
      const other = await registerUser(e)
      const [mine] = await ownImages(e, user.id, 1)
      const four = await ownImages(e, user.id, 4)
      const [theirs] = await ownImages(e, other.id, 1)
      const ok = { type: 'bug', content: CONTENT, images: [] as string[] }
      const cases: [unknown, string, string][] = [
        [{ ...ok, content: '太慢了太慢了太慢了' }, '问题描述需为10-500个字', 'describe the problem in 10-500 characters'],
        [{ ...ok, content: '          ' + '短' }, '问题描述需为10-500个字', 'describe the problem in 10-500 characters'],
        [{ ...ok, content: '长'.repeat(501) }, '问题描述需为10-500个字', 'describe the problem in 10-500 characters'],
        [{ ...ok, images: four }, '最多上传3张图片', 'add at most 3 images'],
        [{ ...ok, images: [theirs] }, '图片无效，请重新上传', 'an image is invalid, please upload it again'],
        [{ ...ok, images: ['https://evil.example/x.png'] }, '图片无效，请重新上传', 'an image is invalid, please upload it again'],
        [{ ...ok, images: [mine, mine] }, '同一张图片不能重复添加', 'the same image cannot be added twice'],
        [{ ...ok, contact: 'qq1' }, '联系方式需为5-50个字符（手机号、QQ或微信）', 'contact'],
        [{ ...ok, type: 'praise' }, '类型格式不正确', 'type is invalid'],
        [{ ...ok, content: undefined }, '内容不能为空', 'content is required'],
        [{ ...ok, userId: 1 }, '不支持的字段：userId', 'unknown field: userId'],
        [{ ...ok, status: 'replied' }, '不支持的字段：status', 'unknown field: status'],
      ]
      for (const [body, zh, en] of cases) {
        let res = await file(e, user, body)
        assert.equal(res.code, 400, JSON.stringify(body).slice(0, 80))
        assert.equal(res.msg, zh)
        res = await file(e, user, body, EN)
        assert.equal(res.code, 400)
        assert.ok(res.msg.includes(en), `${res.msg} ~ ${en}`)
      }
      // the field's name comes from the shared field map
      const noImages = await file(e, user, { type: 'bug', content: CONTENT })
      assert.equal(noImages.code, 400)
      assert.match(noImages.msg, /不能为空$/)
      assert.equal(await reportsOf(e, user.id), 0)
      // exactly the limits pass
      const res = await file(e, user, { ...ok, content: '长'.repeat(500), images: four.slice(0, 3), contact: '12345' })
      assert.equal(res.code, 200, res.msg)
    })

    it('POST /account/problem: past the daily limit per user -> 429 with Retry-After; others unaffected', async () => {
      const e = env()
      const app = await e.build({ limits: { problemsPerUserPerDay: 2 } })
      const user = await registerUser(e)
      const other = await registerUser(e)
      const body = { type: 'other', content: CONTENT, images: [] }
      for (let i = 0; i < 2; i++) {
        const res = await call(app, 'POST', '/api/account/problem', { token: user.token, body })
        assert.equal(res.code, 200, res.msg)
      }
      // a refused report does not count: bad input still answers 400, not 429
      let res = await call(app, 'POST', '/api/account/problem', { token: user.token, body: { ...body, content: '短' } })
      assert.equal(res.code, 400)
      const raw = await app.inject({
        method: 'POST',
        url: '/api/account/problem',
        headers: { token: user.token, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })
      assert.equal(raw.statusCode, 429)
      assert.match(JSON.parse(raw.body).msg, /^今日提交反馈的次数已达上限，请\d+小时后再试$/)
      assert.ok(Number(raw.headers['retry-after']) > 0)
      res = await call(app, 'POST', '/api/account/problem', { token: user.token, body, lang: EN })
      assert.equal(res.code, 429)
      assert.match(res.msg, /as many reports as allowed today/)
      assert.equal(await reportsOf(e, user.id), 2, 'refused reports are not stored')
      res = await call(app, 'POST', '/api/account/problem', { token: other.token, body })
      assert.equal(res.code, 200)
    })

    it('GET /account/problem/list: only mine, newest first, paged; login required', async () => {
      const e = env()
      const a = await registerUser(e)
      const b = await registerUser(e)
      const ids: number[] = []
      for (let i = 1; i <= 3; i++) {
        const res = await file(e, a, { type: 'bug', content: `${CONTENT} 第${i}次`, images: [] })
        ids.push(res.data.id)
      }
      const theirs = await file(e, b, { type: 'complaint', content: '这是另一个用户的投诉内容', images: [] })
      let res = await call(e.app, 'GET', '/api/account/problem/list', { token: a.token })
      assert.equal(res.code, 200)
      assert.equal(res.data.total, 3)
      assert.deepEqual(res.data.rows.map((r: any) => r.id), [...ids].reverse())
      assert.ok(!res.data.rows.some((r: any) => r.id === theirs.data.id))
      res = await call(e.app, 'GET', '/api/account/problem/list?pageNum=2&pageSize=2', { token: a.token })
      assert.deepEqual(res.data.rows.map((r: any) => r.id), [ids[0]])
      assert.equal(res.data.total, 3)
      res = await call(e.app, 'GET', '/api/account/problem/list', { token: b.token })
      assert.deepEqual(res.data.rows.map((r: any) => r.id), [theirs.data.id])
      res = await call(e.app, 'GET', '/api/account/problem/list')
      assert.equal(res.code, 401)
      res = await call(e.app, 'GET', '/api/account/problem/list?pageSize=0', { token: a.token })
      assert.equal(res.code, 400)
      assert.equal(res.msg, '每页条数格式不正确')
      res = await call(e.app, 'GET', '/api/account/problem/list?userId=' + b.id, { token: a.token })
      assert.equal(res.code, 400)
      assert.equal(res.msg, '不支持的字段：userId')
    })

    it('admin: 401/403 for others; list by status; reply -> replied, the user is told, 409 once answered', async () => {
      const e = env()
      const admin = await adminToken(e)
      const user = await registerUser(e)
      const stranger = await registerUser(e)
      const report = (await file(e, user, { type: 'bug', content: CONTENT, images: [] })).data
      const reply = { reply: '已为您核实，订单支付状态已恢复，请刷新后查看。' }

      for (const token of [null, stranger.token]) {
        let res = await call(e.app, 'GET', '/api/admin/problems', { token })
        assert.equal(res.code, token ? 403 : 401)
        res = await call(e.app, 'POST', `/api/admin/problems/${report.id}/reply`, { token, body: reply })
        assert.equal(res.code, token ? 403 : 401)
        // the role is checked before the body
        res = await call(e.app, 'POST', `/api/admin/problems/${report.id}/reply`, { token, body: { nope: 1 } })
        assert.equal(res.code, token ? 403 : 401)
      }

      let res = await call(e.app, 'GET', '/api/admin/problems?status=open&pageSize=50', { token: admin })
      assert.equal(res.code, 200)
      assert.ok(res.data.rows.some((r: any) => r.id === report.id))
      assert.ok(res.data.rows.every((r: any) => r.status === 'open'))
      res = await call(e.app, 'GET', '/api/admin/problems?status=closed', { token: admin })
      assert.equal(res.code, 400)
      assert.equal(res.msg, '状态格式不正确')

      for (const [body, msg] of [
        [{ reply: '   ' }, '请填写1-500个字的回复内容'],
        [{ reply: '好'.repeat(501) }, '请填写1-500个字的回复内容'],
        [{}, '回复内容不能为空'],
        [{ reply: 'ok', status: 'open' }, '不支持的字段：status'],
      ] as const) {
        res = await call(e.app, 'POST', `/api/admin/problems/${report.id}/reply`, { token: admin, body })
        assert.equal(res.code, 400)
        assert.equal(res.msg, msg)
      }
      res = await call(e.app, 'POST', '/api/admin/problems/999999/reply', { token: admin, body: reply })
      assert.equal(res.code, 404)
      assert.equal(res.msg, '反馈不存在')
      res = await call(e.app, 'POST', '/api/admin/problems/abc/reply', { token: admin, body: reply })
      assert.equal(res.code, 400)

      const before = await e.db.select().from(messages).where(eq(messages.userId, user.id))
      res = await call(e.app, 'POST', `/api/admin/problems/${report.id}/reply`, { token: admin, body: { reply: `  ${reply.reply}  ` } })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.msg, '回复已发送')
      assert.equal(res.data.status, 'replied')
      assert.equal(res.data.reply, reply.reply)
      assert.ok(Date.parse(res.data.repliedAt) > 0)

      const after = await e.db.select().from(messages).where(eq(messages.userId, user.id))
      assert.equal(after.length, before.length + 1)
      const msg = after.find((m) => !before.some((b) => b.id === m.id))!
      assert.equal(msg.kind, 'system')
      assert.equal(msg.link, '/index/other/ProblemList')
      assert.ok(msg.content.includes(reply.reply))
      assert.ok(msg.content.includes(CONTENT.slice(0, 10)), 'names the report')

      const mine = await call(e.app, 'GET', '/api/account/problem/list', { token: user.token })
      assert.equal(mine.data.rows[0].status, 'replied')
      assert.equal(mine.data.rows[0].reply, reply.reply)

      res = await call(e.app, 'POST', `/api/admin/problems/${report.id}/reply`, { token: admin, body: { reply: '再次回复' } })
      assert.equal(res.code, 409)
      assert.equal(res.msg, '该反馈已回复，不能重复回复')
      res = await call(e.app, 'POST', `/api/admin/problems/${report.id}/reply`, { token: admin, body: { reply: '再次回复' }, lang: EN })
      assert.equal(res.msg, 'this report has already been answered')
      const [stored] = await e.db.select().from(problemReports).where(eq(problemReports.id, report.id))
      assert.equal(stored.reply, reply.reply, 'the first reply stays')

      res = await call(e.app, 'GET', '/api/admin/problems?status=replied&pageSize=50', { token: admin })
      assert.ok(res.data.rows.some((r: any) => r.id === report.id))
      res = await call(e.app, 'GET', '/api/admin/problems?status=open&pageSize=50', { token: admin })
      assert.ok(!res.data.rows.some((r: any) => r.id === report.id))
    })

    it('two admins replying at once: one reply, one message, the other 409', async () => {
      const e = env()
      const admin = await adminToken(e)
      const user = await registerUser(e)
      const report = (await file(e, user, { type: 'other', content: CONTENT, images: [] })).data
      const results = await Promise.all(
        ['第一位管理员的回复', '第二位管理员的回复'].map((reply) =>
          call(e.app, 'POST', `/api/admin/problems/${report.id}/reply`, { token: admin, body: { reply } }),
        ),
      )
      assert.deepEqual(results.map((r) => r.code).sort(), [200, 409])
      const told = await e.db
        .select()
        .from(messages)
        .where(and(eq(messages.userId, user.id), eq(messages.link, '/index/other/ProblemList')))
      assert.equal(told.length, 1)
      const winner = results.find((r) => r.code === 200)!
      const [stored] = await e.db.select().from(problemReports).where(eq(problemReports.id, report.id))
      assert.equal(stored.reply, winner.data.reply)
    })
  })
}
