/**
 * The console's review queues on both drivers (issue 13): compensation claims and feedback for staff and admins,
 * withdrawals and merchant applications for admins only. For each: 401 without a login, 403 for the roles left
 * out (with nothing changed and no audit entry), bad input refused the same way, one decision of two fired
 * together (200 and 409), and exactly one audit entry, written with the decision.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { claims } from '../../server/modules/claim/schema'
import { problemReports } from '../../server/modules/feedback/schema'
import { merchantApplications } from '../../server/modules/recycle/schema'
import { withdrawals } from '../../server/modules/payout/schema'
import { auditCount, auditOf, openProblem, pendingApplication, pendingWithdrawal, race, submittedClaim } from './console-fixtures'
import { call, DRIVERS, registerUser, roleToken, useTestEnv } from './helpers'

for (const driver of DRIVERS) {
  describe(`console review queues [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('claims: staff and admins list and decide, users get 403; one decision of two, audited once', async () => {
      const e = env()
      const staff = await roleToken(e, 'staff')
      const admin = await roleToken(e, 'admin')
      const user = await registerUser(e)
      const { id } = await submittedClaim(e)
      const decide = (token: string | undefined, body: unknown) => call(e.app, 'POST', `/api/admin/claims/${id}/decision`, { token, body })

      assert.equal((await call(e.app, 'GET', '/api/admin/claims?status=submitted')).code, 401)
      assert.equal((await call(e.app, 'GET', '/api/admin/claims?status=submitted', { token: user.token })).code, 403)
      for (const token of [staff.token, admin.token]) {
        const list = await call(e.app, 'GET', '/api/admin/claims?status=submitted&pageSize=50', { token })
        assert.equal(list.code, 200, list.msg)
        assert.ok(list.data.rows.some((c: { id: number }) => c.id === id))
      }

      // refusals change nothing and write nothing
      assert.equal((await decide(undefined, { approve: false, note: '证据不足' })).code, 401)
      assert.equal((await decide(user.token, { approve: false, note: '证据不足' })).code, 403)
      const noNote = await decide(staff.token, { approve: false })
      assert.equal(noNote.code, 400)
      assert.match(noNote.msg, /原因|说明/)
      assert.equal((await decide(staff.token, { approve: true, amount: 99_999_999 })).code, 400)
      const [still] = await e.db.select().from(claims).where(eq(claims.id, id))
      assert.equal(still.status, 'submitted')
      assert.equal(await auditCount(e, 'claim', id), 0)

      const codes = await race(decide(staff.token, { approve: true, amount: 5_000, note: '核实被找回' }), decide(admin.token, { approve: false, note: '证据不足，无法核实' }))
      assert.deepEqual(codes, [200, 409])
      const [decided] = await e.db.select().from(claims).where(eq(claims.id, id))
      const entries = [...(await auditOf(e, 'claim.approve', id)), ...(await auditOf(e, 'claim.reject', id))]
      assert.equal(entries.length, 1)
      assert.equal(entries[0].action, decided.status === 'approved' ? 'claim.approve' : 'claim.reject')
      assert.deepEqual(entries[0].after, { status: decided.status, paidAmount: decided.paidAmount })
      assert.equal(entries[0].reason, decided.decisionNote)
    })

    it('feedback: staff reply, users get 403; one reply of two, audited once with the reply', async () => {
      const e = env()
      const staff = await roleToken(e, 'staff')
      const user = await registerUser(e)
      const { id } = await openProblem(e)
      const reply = (token: string | undefined, text: unknown) => call(e.app, 'POST', `/api/admin/problems/${id}/reply`, { token, body: { reply: text } })

      assert.equal((await call(e.app, 'GET', '/api/admin/problems?status=open', { token: user.token })).code, 403)
      const list = await call(e.app, 'GET', '/api/admin/problems?status=open&pageSize=50', { token: staff.token })
      assert.equal(list.code, 200, list.msg)
      assert.equal((await reply(undefined, '已修复')).code, 401)
      assert.equal((await reply(user.token, '已修复')).code, 403)
      assert.equal((await reply(staff.token, '   ')).code, 400)
      assert.equal((await reply(staff.token, 42)).code, 400)
      const [open] = await e.db.select().from(problemReports).where(eq(problemReports.id, id))
      assert.equal(open.status, 'open')
      assert.equal(await auditCount(e, 'problem', id), 0)

      assert.deepEqual(await race(reply(staff.token, '问题已修复，请刷新后重试。'), reply(staff.token, '已转技术处理。')), [200, 409])
      const [done] = await e.db.select().from(problemReports).where(eq(problemReports.id, id))
      const entries = await auditOf(e, 'problem.reply', id)
      assert.equal(entries.length, 1)
      assert.equal(entries[0].reason, done.reply)
      assert.equal(entries[0].actorRole, 'staff')
    })

    it('withdrawals: admins only (staff 403 on the queue and the decision, nothing changed); one approval of two, audited once without account details', async () => {
      const e = env()
      const staff = await roleToken(e, 'staff')
      const admin = await roleToken(e, 'admin')
      const { id } = await pendingWithdrawal(e)
      const decide = (token: string | undefined, body: unknown) => call(e.app, 'POST', `/api/admin/withdrawals/${id}/decision`, { token, body })

      assert.equal((await call(e.app, 'GET', '/api/admin/withdrawals')).code, 401)
      assert.equal((await call(e.app, 'GET', '/api/admin/withdrawals', { token: staff.token })).code, 403)
      assert.equal((await decide(staff.token, { approve: true })).code, 403)
      assert.equal((await decide(admin.token, { approve: false })).code, 400, 'a rejection needs a reason')
      assert.equal((await decide(admin.token, { approve: 'yes' })).code, 400)
      const [pending] = await e.db.select().from(withdrawals).where(eq(withdrawals.id, id))
      assert.equal(pending.status, 'pending')
      assert.equal(await auditCount(e, 'withdrawal', id), 0)

      assert.deepEqual(await race(decide(admin.token, { approve: true }), decide(admin.token, { approve: true })), [200, 409])
      const [paid] = await e.db.select().from(withdrawals).where(eq(withdrawals.id, id))
      assert.equal(paid.status, 'paid')
      const entries = await auditOf(e, 'withdrawal.approve', id)
      assert.equal(entries.length, 1)
      assert.equal((entries[0].after as { status: string }).status, 'paying')
      const text = JSON.stringify(entries[0])
      assert.ok(!text.includes('13912345678') && !text.includes('张三'), 'no account number or real name in the log')

      const second = await pendingWithdrawal(e)
      const rejected = await call(e.app, 'POST', `/api/admin/withdrawals/${second.id}/decision`, { token: admin.token, body: { approve: false, reason: '收款账户信息有误' } })
      assert.equal(rejected.code, 200, rejected.msg)
      const [entry] = await auditOf(e, 'withdrawal.reject', second.id)
      assert.equal(entry.reason, '收款账户信息有误')
    })

    it('merchant applications: admins only; one review of two, audited once', async () => {
      const e = env()
      const staff = await roleToken(e, 'staff')
      const admin = await roleToken(e, 'admin')
      const { id, user } = await pendingApplication(e)
      const review = (token: string | undefined, body: unknown) => call(e.app, 'POST', `/api/admin/merchant-applications/${id}/review`, { token, body })

      assert.equal((await call(e.app, 'GET', '/api/admin/merchant-applications', { token: staff.token })).code, 403)
      assert.equal((await review(undefined, { approve: true })).code, 401)
      assert.equal((await review(staff.token, { approve: true })).code, 403)
      assert.equal((await review(user.token, { approve: true })).code, 403)
      assert.equal((await review(admin.token, { approve: false })).code, 400, 'a rejection needs a reason')
      const [pending] = await e.db.select().from(merchantApplications).where(eq(merchantApplications.id, id))
      assert.equal(pending.status, 'pending')
      assert.equal(await auditCount(e, 'merchantApplication', id), 0)

      assert.deepEqual(await race(review(admin.token, { approve: true }), review(admin.token, { approve: false, reason: '资料不完整，请补充' })), [200, 409])
      const [done] = await e.db.select().from(merchantApplications).where(eq(merchantApplications.id, id))
      const entries = [...(await auditOf(e, 'merchant.approve', id)), ...(await auditOf(e, 'merchant.reject', id))]
      assert.equal(entries.length, 1)
      assert.equal((entries[0].after as { status: string }).status, done.status)
    })
  })
}
