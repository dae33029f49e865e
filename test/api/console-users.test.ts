/**
 * The console's users (issue 13): admins only (401, 403 for users and staff), search, profile with masked real
 * name, orders and ledger; ban / unban with a reason (every session ends at once, every login path refuses with
 * the reason, the chat socket closes), the staff / merchant roles; one audit entry per action, none on refusal.
 */
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { before, describe, it } from 'node:test'
import { eq, sql } from 'drizzle-orm'
import WebSocket from 'ws'
import { CHAT_CLOSE_UNAUTHORIZED } from '../../contract/trade'
import type { App } from '../../server/app'
import { users } from '../../server/modules/user/schema'
import { auditLog } from '../../server/modules/audit/schema'
import { verifiedUser } from './buying'
import { call, captcha, DRIVERS, registerUser, roleToken, useTestEnv, type TestEnv } from './helpers'

const auditCount = async (env: TestEnv, targetId: number) =>
  (
    await env.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(sql`${auditLog.targetType} = 'user' and ${auditLog.targetId} = ${String(targetId)}`)
  )[0].n

const userRow = async (env: TestEnv, id: number) => (await env.db.select().from(users).where(eq(users.id, id)))[0]

async function passwordLogin(env: TestEnv, username: string, password: string) {
  return call(env.app, 'POST', '/api/login', { body: { username, password, ...(await captcha(env)) } })
}

async function listening(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  assert.ok(address && typeof address === 'object')
  return `ws://127.0.0.1:${address.port}/api/chat/socket`
}

for (const driver of DRIVERS) {
  describe(`console users [${driver}]`, () => {
    const env = useTestEnv(driver)
    let admin: { id: number; token: string }
    let staff: { id: number; token: string }
    before(async () => {
      admin = await roleToken(env(), 'admin')
      staff = await roleToken(env(), 'staff')
    })

    it('every route: 401 logged out, 403 for a user and for staff', async () => {
      const e = env()
      const user = await registerUser(e)
      const routes: [string, string, unknown?][] = [
        ['GET', '/api/admin/users'],
        ['GET', `/api/admin/users/${user.id}`],
        ['GET', `/api/admin/users/${user.id}/orders`],
        ['GET', `/api/admin/users/${user.id}/ledger`],
        ['POST', `/api/admin/users/${user.id}/ban`, { reason: '测试封禁' }],
        ['POST', `/api/admin/users/${user.id}/unban`, { reason: '测试解封' }],
        ['POST', `/api/admin/users/${user.id}/role`, { role: 'staff', grant: true }],
      ]
      for (const [method, url, body] of routes) {
        assert.equal((await call(e.app, method, url, { body })).code, 401, url)
        assert.equal((await call(e.app, method, url, { body, token: user.token })).code, 403, url)
        assert.equal((await call(e.app, method, url, { body, token: staff.token })).code, 403, url)
      }
      assert.equal((await userRow(e, user.id)).role, 'user')
      assert.equal((await userRow(e, user.id)).bannedAt, null)
      assert.equal(await auditCount(e, user.id), 0)
    })

    it('search by id, phone start and account name; profile masks name, ID number and phone; orders and ledger page', async () => {
      const e = env()
      const user = await verifiedUser(e)
      const byId = await call(e.app, 'GET', `/api/admin/users?q=${user.id}`, { token: admin.token })
      assert.equal(byId.code, 200, byId.msg)
      assert.ok(byId.data.rows.some((r: { id: number }) => r.id === user.id))
      const byPhone = await call(e.app, 'GET', `/api/admin/users?q=${user.phone}`, { token: admin.token })
      assert.deepEqual(byPhone.data.rows.map((r: { id: number }) => r.id), [user.id])
      assert.equal(byPhone.data.rows[0].phone, user.phone.slice(0, 3) + '****' + user.phone.slice(7))
      const byName = await call(e.app, 'GET', `/api/admin/users?q=${user.username.toUpperCase()}`, { token: admin.token })
      assert.deepEqual(byName.data.rows.map((r: { id: number }) => r.id), [user.id])
      const staffOnly = await call(e.app, 'GET', '/api/admin/users?role=staff&pageSize=50', { token: admin.token })
      assert.ok(staffOnly.data.rows.length > 0 && staffOnly.data.rows.every((r: { role: string }) => r.role === 'staff'))
      // LIKE wildcards are text, not patterns; anything else is refused with a clear message
      assert.equal((await call(e.app, 'GET', '/api/admin/users?q=_', { token: admin.token })).data.total, 0)
      const bad = await call(e.app, 'GET', `/api/admin/users?q=${encodeURIComponent("x' or 1=1")}`, { token: admin.token })
      assert.equal(bad.code, 400)
      assert.match(bad.msg, /格式不正确/)

      const profile = await call(e.app, 'GET', `/api/admin/users/${user.id}`, { token: admin.token })
      assert.equal(profile.code, 200, profile.msg)
      assert.equal(profile.data.realName.verified, true)
      assert.equal(profile.data.realName.name, '张*')
      assert.match(profile.data.realName.idNumber, /^\d{4}\*{10}[\dX]{4}$/)
      assert.ok(!profile.raw.includes(user.phone), 'the phone is masked')
      assert.ok(!profile.raw.includes('张三'), 'the real name is masked')
      assert.equal(profile.data.banned, false)
      assert.equal((await call(e.app, 'GET', '/api/admin/users/999999', { token: admin.token })).code, 404)

      const seller = (await e.db.select().from(users).where(eq(users.username, 'seller01')))[0]
      const orders = await call(e.app, 'GET', `/api/admin/users/${seller.id}/orders?pageSize=5`, { token: admin.token })
      assert.equal(orders.code, 200, orders.msg)
      assert.ok(orders.data.total > 0)
      assert.ok(orders.data.rows.length <= 5 && orders.data.rows.every((o: { side: string }) => ['buyer', 'seller'].includes(o.side)))
      const buyer = (await e.db.select().from(users).where(eq(users.username, 'buyer01')))[0]
      const ledger = await call(e.app, 'GET', `/api/admin/users/${buyer.id}/ledger?pageSize=3`, { token: admin.token })
      assert.equal(ledger.code, 200, ledger.msg)
      assert.ok(ledger.data.total > 0 && ledger.data.rows.length <= 3)
      assert.equal((await call(e.app, 'GET', '/api/admin/users/999999/ledger', { token: admin.token })).code, 404)
    })

    it('ban: a reason is required, the session ends at once, password, SMS and WeChat logins say why; unban restores logins', async () => {
      const e = env()
      // a WeChat user: the sandbox derives the openid from the code, so the same code logs the same account in again
      const wxCode = randomBytes(16).toString('hex')
      const first = await call(e.app, 'POST', '/api/wechat/login', { body: { wxCode } })
      const user = await registerUser(e)
      await call(e.app, 'POST', '/api/wechat/sendYzm', { body: { ticket: first.data.ticket, phone: user.phone } })
      const bound = await call(e.app, 'POST', '/api/wechat/bindPhone', { body: { ticket: first.data.ticket, phone: user.phone, code: e.sms.last(user.phone) } })
      assert.equal(bound.code, 200, bound.msg)

      const noReason = await call(e.app, 'POST', `/api/admin/users/${user.id}/ban`, { token: admin.token, body: { reason: ' ' } })
      assert.equal(noReason.code, 400)
      assert.equal(noReason.msg, '请填写2-200个字的封禁原因')
      const missing = await call(e.app, 'POST', `/api/admin/users/${user.id}/ban`, { token: admin.token, body: {} })
      assert.equal(missing.code, 400)
      assert.equal((await call(e.app, 'GET', '/api/system/user/profile', { token: user.token })).code, 200)
      assert.equal(await auditCount(e, user.id), 0)

      const banned = await call(e.app, 'POST', `/api/admin/users/${user.id}/ban`, { token: admin.token, body: { reason: '多次欺诈买家' } })
      assert.equal(banned.code, 200, banned.msg)
      assert.equal(banned.data.banned, true)
      assert.equal(banned.data.banReason, '多次欺诈买家')
      // both the registration session and the WeChat one are gone
      assert.equal((await call(e.app, 'GET', '/api/system/user/profile', { token: user.token })).code, 401)
      assert.equal((await call(e.app, 'GET', '/api/system/user/profile', { token: bound.data.token })).code, 401)

      const byPassword = await passwordLogin(e, user.username, user.password)
      assert.equal(byPassword.code, 403)
      assert.equal(byPassword.msg, '账号已被封禁：多次欺诈买家')
      // a wrong password says nothing about the ban
      assert.equal((await passwordLogin(e, user.username, 'Wrong0000')).msg, '账号或密码错误')
      assert.equal((await call(e.app, 'GET', `/api/sms/sendYzm?phone=${user.phone}&scene=login`)).code, 200)
      const bySms = await call(e.app, 'POST', '/api/h5/login', { body: { phone: user.phone, code: e.sms.last(user.phone, 'login') } })
      assert.equal(bySms.code, 403)
      assert.equal(bySms.msg, '账号已被封禁：多次欺诈买家')
      const byWechat = await call(e.app, 'POST', '/api/wechat/login', { body: { wxCode } })
      assert.equal(byWechat.code, 403)
      assert.equal(byWechat.msg, '账号已被封禁：多次欺诈买家')

      const twice = await call(e.app, 'POST', `/api/admin/users/${user.id}/ban`, { token: admin.token, body: { reason: '再次封禁' } })
      assert.equal(twice.code, 409)
      assert.equal(twice.msg, '该用户已被封禁')
      assert.equal((await userRow(e, user.id)).banReason, '多次欺诈买家')

      const audit = await call(e.app, 'GET', `/api/admin/audit?targetType=user&targetId=${user.id}`, { token: admin.token })
      assert.deepEqual(audit.data.rows.map((r: { action: string }) => r.action), ['user.ban'])
      assert.equal(audit.data.rows[0].reason, '多次欺诈买家')
      assert.equal(audit.data.rows[0].actorId, admin.id)

      const lifted = await call(e.app, 'POST', `/api/admin/users/${user.id}/unban`, { token: admin.token, body: { reason: '申诉通过' } })
      assert.equal(lifted.code, 200, lifted.msg)
      assert.equal(lifted.data.banned, false)
      // the old sessions stay ended; logging in works again
      assert.equal((await call(e.app, 'GET', '/api/system/user/profile', { token: user.token })).code, 401)
      const again = await passwordLogin(e, user.username, user.password)
      assert.equal(again.code, 200, again.msg)
      const notBanned = await call(e.app, 'POST', `/api/admin/users/${user.id}/unban`, { token: admin.token, body: { reason: '申诉通过' } })
      assert.equal(notBanned.code, 409)
      assert.equal(notBanned.msg, '该用户未被封禁')
      assert.equal(await auditCount(e, user.id), 2)
    })

    it('an admin cannot ban themselves or another admin; nothing changes and nothing is logged', async () => {
      const e = env()
      const self = await call(e.app, 'POST', `/api/admin/users/${admin.id}/ban`, { token: admin.token, body: { reason: '测试封禁' } })
      assert.equal(self.code, 409)
      assert.equal(self.msg, '不能封禁自己的账号')
      const other = await e.db
        .insert(users)
        .values({ phone: '170' + String(Date.now()).slice(-8), passwordHash: 'x', nickname: '管理员二', role: 'admin' })
        .returning({ id: users.id })
      const res = await call(e.app, 'POST', `/api/admin/users/${other[0].id}/ban`, { token: admin.token, body: { reason: '测试封禁' } })
      assert.equal(res.code, 409)
      assert.equal(res.msg, '不能封禁管理员')
      assert.equal((await userRow(e, other[0].id)).bannedAt, null)
      assert.equal(await auditCount(e, admin.id), 0)
      assert.equal(await auditCount(e, other[0].id), 0)
      const role = await call(e.app, 'POST', `/api/admin/users/${other[0].id}/role`, { token: admin.token, body: { role: 'staff', grant: false } })
      assert.equal(role.code, 409)
      assert.equal(role.msg, '管理员的角色不能在后台修改')
      const toAdmin = await call(e.app, 'POST', `/api/admin/users/${other[0].id}/role`, { token: admin.token, body: { role: 'admin', grant: true } })
      assert.equal(toAdmin.code, 400)
    })

    it('concurrent bans of one user: exactly one succeeds, one audit entry', async () => {
      const e = env()
      const user = await registerUser(e)
      const results = await Promise.all(
        [1, 2, 3].map(() => call(e.app, 'POST', `/api/admin/users/${user.id}/ban`, { token: admin.token, body: { reason: '并发封禁' } })),
      )
      assert.deepEqual(results.map((r) => r.code).sort(), [200, 409, 409])
      assert.equal(await auditCount(e, user.id), 1)
    })

    it('roles: grant and revoke staff and merchant; the new role applies to the next request; one role at a time', async () => {
      const e = env()
      const user = await registerUser(e)
      const grant = await call(e.app, 'POST', `/api/admin/users/${user.id}/role`, { token: admin.token, body: { role: 'staff', grant: true } })
      assert.equal(grant.code, 200, grant.msg)
      assert.equal(grant.msg, '已授予客服角色')
      assert.equal(grant.data.role, 'staff')
      // the same session now reaches staff routes
      assert.equal((await call(e.app, 'GET', '/api/admin/disputes', { token: user.token })).code, 200)
      const merchant = await call(e.app, 'POST', `/api/admin/users/${user.id}/role`, { token: admin.token, body: { role: 'merchant', grant: true } })
      assert.equal(merchant.code, 409)
      assert.equal(merchant.msg, '该用户当前是客服，请先撤销该角色')
      const wrongRevoke = await call(e.app, 'POST', `/api/admin/users/${user.id}/role`, { token: admin.token, body: { role: 'merchant', grant: false } })
      assert.equal(wrongRevoke.code, 409)
      assert.equal(wrongRevoke.msg, '该用户不是商户，无需撤销')
      const revoke = await call(e.app, 'POST', `/api/admin/users/${user.id}/role`, { token: admin.token, body: { role: 'staff', grant: false } })
      assert.equal(revoke.code, 200, revoke.msg)
      assert.equal(revoke.data.role, 'user')
      assert.equal((await call(e.app, 'GET', '/api/admin/disputes', { token: user.token })).code, 403)
      const asMerchant = await call(e.app, 'POST', `/api/admin/users/${user.id}/role`, { token: admin.token, body: { role: 'merchant', grant: true } })
      assert.equal(asMerchant.data.role, 'merchant')
      const bad = await call(e.app, 'POST', `/api/admin/users/${user.id}/role`, { token: admin.token, body: { role: 'merchant' } })
      assert.equal(bad.code, 400)
      const audit = await call(e.app, 'GET', `/api/admin/audit?targetType=user&targetId=${user.id}`, { token: admin.token })
      assert.deepEqual(
        audit.data.rows.map((r: { action: string; after: { role: string } }) => `${r.action}:${r.after.role}`),
        ['user.grantRole:merchant', 'user.revokeRole:user', 'user.grantRole:staff'],
      )
    })

    it("a ban closes the user's chat socket at once", async () => {
      const e = env()
      const app = await e.build()
      const url = await listening(app)
      const user = await registerUser(e)
      const ws = new WebSocket(url)
      const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)))
      const ready = new Promise<void>((resolve) => ws.on('message', (d) => JSON.parse(d.toString()).type === 'ready' && resolve()))
      await new Promise((resolve) => ws.once('open', resolve))
      ws.send(JSON.stringify({ type: 'auth', token: user.token }))
      await ready
      const started = Date.now()
      const res = await call(e.app, 'POST', `/api/admin/users/${user.id}/ban`, { token: admin.token, body: { reason: '测试封禁' } })
      assert.equal(res.code, 200, res.msg)
      assert.equal(await closed, CHAT_CLOSE_UNAUTHORIZED)
      assert.ok(Date.now() - started < 10_000, 'closed long before the minute recheck')
    })
  })
}
