import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { sql } from 'drizzle-orm'
import { audit } from '../../server/modules/audit/service'
import { auditLog } from '../../server/modules/audit/schema'
import { call, DRIVERS, registerUser, roleToken, useTestEnv } from './helpers'

for (const driver of DRIVERS) {
  describe(`audit log [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('GET /admin/audit: 401 without login, 403 for users and staff', async () => {
      const e = env()
      const user = await registerUser(e)
      const staff = await roleToken(e, 'staff')
      assert.equal((await call(e.app, 'GET', '/api/admin/audit')).code, 401)
      assert.equal((await call(e.app, 'GET', '/api/admin/audit', { token: user.token })).code, 403)
      assert.equal((await call(e.app, 'GET', '/api/admin/audit', { token: staff.token })).code, 403)
    })

    it('entries are searchable by action prefix, target and actor, newest first; bad filters are refused', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      const actor = { userId: admin.id, role: 'admin' as const, ip: '10.1.2.3' }
      await e.db.transaction(async (tx) => {
        await audit(tx, actor, { action: 'goods.approve', targetType: 'goods', targetId: 7, before: { status: 'pending' }, after: { status: 'on_sale' } })
        await audit(tx, actor, { action: 'user.ban', targetType: 'user', targetId: 9, after: { banned: true }, reason: '欺诈' })
      })
      const res = await call(e.app, 'GET', '/api/admin/audit?action=goods.&pageSize=50', { token: admin.token })
      assert.equal(res.code, 200, res.msg)
      const [entry] = res.data.rows
      assert.equal(res.data.total, 1)
      assert.equal(entry.action, 'goods.approve')
      assert.equal(entry.targetId, '7')
      assert.equal(entry.ip, '10.1.2.3')
      assert.deepEqual(entry.before, { status: 'pending' })
      assert.deepEqual(entry.after, { status: 'on_sale' })
      assert.match(entry.actorName, /138\*{4}0000/)
      const byTarget = await call(e.app, 'GET', '/api/admin/audit?targetType=user&targetId=9', { token: admin.token })
      assert.equal(byTarget.data.rows[0].reason, '欺诈')
      assert.equal(byTarget.data.rows[0].before, null)
      const bad = await call(e.app, 'GET', "/api/admin/audit?action=x';drop", { token: admin.token })
      assert.equal(bad.code, 400)
    })

    it('nobody can change or remove an entry, not even the app: update, delete and truncate are refused', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      await audit(e.db, { userId: admin.id, role: 'admin', ip: '127.0.0.1' }, { action: 'game.create', targetType: 'game', targetId: 1 })
      // drizzle wraps the database's error: its cause carries the trigger's message
      const refused = (err: any) => /append-only/.test(String(err?.cause?.message ?? err?.message))
      await assert.rejects(e.db.update(auditLog).set({ reason: 'edited' }), refused)
      await assert.rejects(e.db.delete(auditLog), refused)
      await assert.rejects(e.db.execute(sql`truncate audit_log`), refused)
      const [{ n }] = await e.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)
      assert.ok(n >= 1)
    })

    it('an entry written in a transaction that rolls back is gone with the action', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      const before = (await e.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n
      await assert.rejects(
        e.db.transaction(async (tx) => {
          await audit(tx, { userId: admin.id, role: 'admin', ip: '127.0.0.1' }, { action: 'user.ban', targetType: 'user', targetId: 2 })
          throw new Error('the action failed')
        }),
        /the action failed/,
      )
      const after = (await e.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n
      assert.equal(after, before)
    })
  })
}
