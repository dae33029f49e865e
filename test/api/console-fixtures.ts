/**
 * Fixtures of the console API tests (console-orders, console-queues): the rows each review queue holds, made the
 * way their own tests make them (through the API where a rule matters, straight in the database otherwise), and
 * the audit log as the tests read it.
 */
import assert from 'node:assert/strict'
import { randomInt } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { claims } from '../../server/modules/claim/schema'
import { problemReports } from '../../server/modules/feedback/schema'
import { merchantApplications } from '../../server/modules/recycle/schema'
import { auditLog } from '../../server/modules/audit/schema'
import { fund, PAY_PASSWORD, verifiedUser } from './buying'
import { orderRow } from './chat-fixtures'
import { call, registerUser, type TestEnv, type TestUser } from './helpers'

/** The entries of `action` on one target. */
export async function auditOf(env: TestEnv, action: string, targetId: number | string) {
  return env.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))))
}

/** Every audit entry on a target whatever the action (to show a refusal wrote none). */
export async function auditCount(env: TestEnv, targetType: string, targetId: number | string): Promise<number> {
  const [{ n }] = await env.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
  return n
}

/** Two calls fired together: their codes sorted (one decision wins: [200, 409]). */
export async function race(first: Promise<{ code: number }>, second: Promise<{ code: number }>): Promise<number[]> {
  const results = await Promise.all([first, second])
  return results.map((r) => r.code).sort()
}

/** A submitted compensation claim on a completed order of a new buyer (cap 200 yuan). */
export async function submittedClaim(env: TestEnv): Promise<{ id: number; buyer: TestUser }> {
  const buyer = await registerUser(env)
  const seller = await registerUser(env)
  const { orderId } = await orderRow(env, buyer.id, seller.id, { status: 'completed' })
  const [row] = await env.db
    .insert(claims)
    .values({
      claimNo: 'C' + Date.now() + String(randomInt(0, 1e6)).padStart(6, '0'),
      orderId,
      userId: buyer.id,
      reason: 'retrieved',
      description: '账号在交易完成后被原号主找回，已无法登录。',
      images: ['/uploads/evidence.png'],
      contact: '13800001234',
      cap: 20_000,
    })
    .returning({ id: claims.id })
  return { id: row.id, buyer }
}

/** An open problem report of a new user. */
export async function openProblem(env: TestEnv): Promise<{ id: number; user: TestUser }> {
  const user = await registerUser(env)
  const [row] = await env.db
    .insert(problemReports)
    .values({ userId: user.id, type: 'bug', content: '订单页面打开后一直转圈，无法查看订单详情。' })
    .returning({ id: problemReports.id })
  return { id: row.id, user }
}

/** A pending merchant application of a new verified user. */
export async function pendingApplication(env: TestEnv): Promise<{ id: number; user: TestUser }> {
  const user = await verifiedUser(env)
  const [row] = await env.db
    .insert(merchantApplications)
    .values({ userId: user.id, shopName: '星辰回收', contact: '13800005678', intro: '专注王者荣耀账号回收五年，价格公道。' })
    .returning({ id: merchantApplications.id })
  return { id: row.id, user }
}

/** A pending withdrawal of 100 yuan to an Alipay account, requested through the API by a new verified user. */
export async function pendingWithdrawal(env: TestEnv): Promise<{ id: number; user: TestUser }> {
  const user = await verifiedUser(env)
  await fund(env, user.id, 50_000)
  const bound = await call(env.app, 'POST', '/api/need/payout/accounts', {
    token: user.token,
    body: { kind: 'alipay', account: '13912345678', holderName: '张三' },
  })
  assert.equal(bound.code, 200, bound.msg)
  const w = await call(env.app, 'POST', '/api/need/payout/withdrawals', {
    token: user.token,
    body: { amount: 10_000, accountId: bound.data.id, payPassword: PAY_PASSWORD },
  })
  assert.equal(w.code, 200, w.msg)
  return { id: w.data.id, user }
}
