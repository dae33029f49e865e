import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, eq, sql } from 'drizzle-orm'
import { claims } from '../../server/modules/claim/schema'
import { messages } from '../../server/modules/inbox/schema'
import { orders } from '../../server/modules/order/schema'
import { users } from '../../server/modules/user/schema'
import { ledger } from '../../server/modules/wallet/schema'
import { createSession } from '../../server/modules/auth/sessions'
import { assertLedgerMatches, balanceOf, completeHandover, fund, listing, PAY_PASSWORD, verifiedUser } from './buying'
import { call, DRIVERS, registerUser, useTestEnv, type TestEnv, type TestUser } from './helpers'
import { ownImages } from './recycling'

const EN = 'en-US,en;q=0.9'
const DAY = 86_400_000
const CLAIMS_LINK = '/index/other/baopei'

async function adminToken(env: TestEnv): Promise<string> {
  const [admin] = await env.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
  return (await createSession(env.db, admin.id, 1)).token
}

/**
 * An order of `buyer` bought through the API (wallet payment, then the handover) and left at `upTo`: 'delivered'
 * (handed over, not yet confirmed) or 'completed' (receipt confirmed). Answers the order id.
 */
async function boughtOrder(
  env: TestEnv,
  buyer: TestUser,
  opts: { price?: number; compensation?: 'none' | 'standard' | 'extended'; upTo?: 'delivered' | 'completed' } = {},
): Promise<number> {
  const seller = await verifiedUser(env)
  const price = opts.price ?? 20_000
  const goodsId = await listing(env, seller.id, { price, compensation: 'extended' })
  await fund(env, buyer.id, price * 2)
  const created = await call(env.app, 'POST', '/api/need/order', {
    token: buyer.token,
    body: { goodsId, compensation: opts.compensation ?? 'standard', agree: true },
  })
  assert.equal(created.code, 200, created.msg)
  const id = created.data.id
  const paid = await call(env.app, 'POST', `/api/need/order/${id}/pay`, { token: buyer.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
  assert.equal(paid.code, 200, paid.msg)
  assert.equal(paid.data.paid, true)
  await completeHandover(env, id)
  if ((opts.upTo ?? 'completed') === 'completed') {
    const done = await call(env.app, 'POST', `/api/need/order/${id}/confirm`, { token: buyer.token })
    assert.equal(done.code, 200, done.msg)
  }
  return id
}

async function claimInput(env: TestEnv, buyer: TestUser, orderId: number, overrides: Record<string, unknown> = {}) {
  return {
    orderId,
    reason: 'retrieved',
    description: '收号一周后账号被原号主通过申诉找回，已无法登录。',
    images: await ownImages(env, buyer.id, 2),
    contact: 'QQ 12345678',
    ...overrides,
  }
}

const submit = (env: TestEnv, user: TestUser, body: unknown, lang?: string) =>
  call(env.app, 'POST', '/api/need/claims', { token: user.token, body, lang })

const decide = (env: TestEnv, token: string, id: number, body: unknown) =>
  call(env.app, 'POST', `/api/admin/claims/${id}/decision`, { token, body })

async function claimCount(env: TestEnv, orderId: number): Promise<number> {
  const [{ n }] = await env.db.select({ n: sql<number>`count(*)::int` }).from(claims).where(eq(claims.orderId, orderId))
  return n
}

async function compensationRows(env: TestEnv, userId: number) {
  return env.db.select().from(ledger).where(and(eq(ledger.userId, userId), eq(ledger.kind, 'compensation')))
}

for (const driver of DRIVERS) {
  describe(`compensation claims [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('eligible orders: completed, with compensation, inside the window, without a live claim', async () => {
      const e = env()
      const buyer = await verifiedUser(e)
      const standard = await boughtOrder(e, buyer, { compensation: 'standard', price: 30_000 })
      const extended = await boughtOrder(e, buyer, { compensation: 'extended' })
      const oldExtended = await boughtOrder(e, buyer, { compensation: 'extended' })
      const expired = await boughtOrder(e, buyer, { compensation: 'standard' })
      await boughtOrder(e, buyer, { compensation: 'none' })
      await boughtOrder(e, buyer, { compensation: 'standard', upTo: 'delivered' })
      // 100 days ago: past the standard window (90), inside the extended one (365)
      const past = new Date(Date.now() - 100 * DAY)
      await e.db.update(orders).set({ completedAt: past }).where(eq(orders.id, oldExtended))
      await e.db.update(orders).set({ completedAt: past }).where(eq(orders.id, expired))

      const res = await call(e.app, 'GET', '/api/need/claims/eligible', { token: buyer.token })
      assert.equal(res.code, 200, res.msg)
      assert.deepEqual(
        res.data.map((c: { order: { id: number } }) => c.order.id),
        [extended, standard, oldExtended],
        'newest completion first',
      )
      const std = res.data.find((c: { order: { id: number } }) => c.order.id === standard)
      assert.equal(std.compensation, 'standard')
      assert.equal(std.cap, 30_000, 'the order price')
      assert.equal(std.order.role, 'buyer')
      assert.equal(std.order.status, 'completed')
      const [row] = await e.db.select({ completedAt: orders.completedAt }).from(orders).where(eq(orders.id, standard))
      assert.equal(Date.parse(std.until), row.completedAt!.getTime() + 90 * DAY)
      const old = res.data.find((c: { order: { id: number } }) => c.order.id === oldExtended)
      assert.equal(Date.parse(old.until), past.getTime() + 365 * DAY)

      // a live claim takes the order off the list; a rejected one puts it back
      const made = await submit(e, buyer, await claimInput(e, buyer, standard))
      assert.equal(made.code, 200, made.msg)
      let again = await call(e.app, 'GET', '/api/need/claims/eligible', { token: buyer.token })
      assert.deepEqual(again.data.map((c: { order: { id: number } }) => c.order.id), [extended, oldExtended])
      const rejected = await decide(e, await adminToken(e), made.data.id, { approve: false, note: '证据不足' })
      assert.equal(rejected.code, 200, rejected.msg)
      again = await call(e.app, 'GET', '/api/need/claims/eligible', { token: buyer.token })
      assert.deepEqual(again.data.map((c: { order: { id: number } }) => c.order.id), [extended, standard, oldExtended])

      const other = await registerUser(e)
      const none = await call(e.app, 'GET', '/api/need/claims/eligible', { token: other.token })
      assert.deepEqual(none.data, [])
      const anonymous = await call(e.app, 'GET', '/api/need/claims/eligible')
      assert.equal(anonymous.code, 401)
    })

    it('approve: the claim is paid into the wallet through the ledger, the buyer is told, the order can not be claimed again', async () => {
      const e = env()
      const buyer = await verifiedUser(e)
      const orderId = await boughtOrder(e, buyer, { price: 25_000, compensation: 'extended' })
      const input = await claimInput(e, buyer, orderId, { description: '  账号被找回，已无法登录，申请包赔。  ', contact: ' 微信 abc_12345 ' })
      const res = await submit(e, buyer, input)
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.msg, '包赔申请已提交，请等待平台审核')
      const c = res.data
      assert.match(c.claimNo, /^C\d{20}$/)
      assert.equal(c.order.id, orderId)
      assert.equal(c.order.role, 'buyer')
      assert.equal(c.reason, 'retrieved')
      assert.equal(c.description, '账号被找回，已无法登录，申请包赔。', 'trimmed')
      assert.equal(c.contact, '微信 abc_12345')
      assert.deepEqual(c.images, input.images)
      assert.equal(c.status, 'submitted')
      assert.equal(c.cap, 25_000)
      assert.equal(c.paidAmount, null)
      assert.equal(c.decisionNote, null)
      assert.equal(c.decidedAt, null)
      const submittedMsg = await e.db.select().from(messages).where(and(eq(messages.userId, buyer.id), eq(messages.link, CLAIMS_LINK)))
      assert.equal(submittedMsg.length, 1)
      assert.equal(submittedMsg[0].kind, 'system')
      assert.ok(submittedMsg[0].content.includes(c.claimNo))

      // mine: in the list and one by one
      const mine = await call(e.app, 'GET', '/api/need/claims', { token: buyer.token })
      assert.equal(mine.data.total, 1)
      assert.deepEqual(mine.data.rows[0], c)
      const one = await call(e.app, 'GET', `/api/need/claims/${c.id}`, { token: buyer.token })
      assert.deepEqual(one.data, c)

      // the admin queue
      const admin = await adminToken(e)
      const queue = await call(e.app, 'GET', '/api/admin/claims?status=submitted&pageSize=50', { token: admin })
      assert.equal(queue.code, 200, queue.msg)
      assert.ok(queue.data.rows.some((r: { id: number }) => r.id === c.id))
      assert.ok(queue.data.rows.every((r: { status: string }) => r.status === 'submitted'))
      const denied = await call(e.app, 'GET', '/api/admin/claims', { token: buyer.token })
      assert.equal(denied.code, 403)
      const deniedDecision = await decide(e, buyer.token, c.id, { approve: true, amount: 100 })
      assert.equal(deniedDecision.code, 403)

      // amount rules, and nothing changes on a refusal
      const before = await balanceOf(e, buyer.id)
      for (const body of [{ approve: true }, { approve: true, amount: 0 }, { approve: true, amount: 25_001 }, { approve: true, amount: 10.5 }]) {
        const bad = await decide(e, admin, c.id, body)
        assert.equal(bad.code, 400, JSON.stringify(body))
        assert.equal(bad.msg, '赔付金额需为0.01-250.00元（不超过本申请的赔付上限）')
      }
      const longNote = await decide(e, admin, c.id, { approve: true, amount: 100, note: '很'.repeat(201) })
      assert.equal(longNote.code, 400)
      const unknown = await decide(e, admin, c.id, { approve: true, amount: 100, extra: 1 })
      assert.equal(unknown.code, 400)
      assert.equal(unknown.msg, '不支持的字段：extra')
      assert.equal(await balanceOf(e, buyer.id), before)

      const ok = await decide(e, admin, c.id, { approve: true, amount: 20_000, note: '核实账号已被找回' })
      assert.equal(ok.code, 200, ok.msg)
      assert.equal(ok.data.status, 'approved')
      assert.equal(ok.data.paidAmount, 20_000)
      assert.equal(ok.data.decisionNote, '核实账号已被找回')
      assert.ok(ok.data.decidedAt)
      assert.equal(await balanceOf(e, buyer.id), before + 20_000)
      const paid = await compensationRows(e, buyer.id)
      assert.equal(paid.length, 1)
      assert.equal(paid[0].amount, 20_000)
      assert.equal(paid[0].orderId, orderId)
      assert.equal(paid[0].note, `包赔赔付 ${c.claimNo}`)
      await assertLedgerMatches(e, buyer.id)
      const walletLedger = await call(e.app, 'GET', '/api/need/wallet/ledger', { token: buyer.token })
      assert.equal(walletLedger.data.rows[0].kind, 'compensation')
      const told = await e.db.select().from(messages).where(and(eq(messages.userId, buyer.id), eq(messages.title, '包赔申请已通过')))
      assert.equal(told.length, 1)
      assert.equal(told[0].link, CLAIMS_LINK)
      assert.ok(told[0].content.includes('200.00'))

      // decided once: a second decision is a conflict; an approved claim blocks another on the order
      const twice = await decide(e, admin, c.id, { approve: false, note: '重复处理' })
      assert.equal(twice.code, 409)
      assert.equal(twice.msg, '该包赔申请已处理，不能重复处理')
      const another = await submit(e, buyer, await claimInput(e, buyer, orderId))
      assert.equal(another.code, 409)
      assert.equal(another.msg, '该订单已有处理中或已赔付的包赔申请')
      assert.equal(await claimCount(e, orderId), 1)
      const missing = await decide(e, admin, 999_999, { approve: true, amount: 1 })
      assert.equal(missing.code, 404)
    })

    it('reject: needs a reason, pays nothing, tells the buyer; a new claim may follow', async () => {
      const e = env()
      const buyer = await verifiedUser(e)
      const orderId = await boughtOrder(e, buyer)
      const made = await submit(e, buyer, await claimInput(e, buyer, orderId, { reason: 'misdescribed' }))
      assert.equal(made.code, 200, made.msg)
      const admin = await adminToken(e)
      for (const body of [{ approve: false }, { approve: false, note: ' 否 ' }, { approve: false, note: '很'.repeat(201) }]) {
        const bad = await decide(e, admin, made.data.id, body)
        assert.equal(bad.code, 400, JSON.stringify(body))
        assert.equal(bad.msg, '驳回时请填写2-200个字的原因')
      }
      const before = await balanceOf(e, buyer.id)
      const res = await decide(e, admin, made.data.id, { approve: false, note: '账号描述与实际一致，不属于包赔范围' })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.status, 'rejected')
      assert.equal(res.data.paidAmount, null)
      assert.equal(res.data.decisionNote, '账号描述与实际一致，不属于包赔范围')
      assert.equal(await balanceOf(e, buyer.id), before)
      assert.equal((await compensationRows(e, buyer.id)).length, 0)
      await assertLedgerMatches(e, buyer.id)
      const told = await e.db.select().from(messages).where(and(eq(messages.userId, buyer.id), eq(messages.title, '包赔申请未通过')))
      assert.equal(told.length, 1)
      assert.ok(told[0].content.includes('账号描述与实际一致'))
      const rejectedList = await call(e.app, 'GET', '/api/admin/claims?status=rejected&pageSize=50', { token: admin })
      assert.ok(rejectedList.data.rows.some((r: { id: number }) => r.id === made.data.id))

      const again = await submit(e, buyer, await claimInput(e, buyer, orderId, { reason: 'other' }))
      assert.equal(again.code, 200, again.msg)
      assert.equal(await claimCount(e, orderId), 2)
    })

    it('refusals: not mine, not completed, no compensation, window passed, duplicate, bad images, lengths, unknown fields', async () => {
      const e = env()
      const buyer = await verifiedUser(e)
      const stranger = await verifiedUser(e)
      const orderId = await boughtOrder(e, buyer, { compensation: 'standard' })

      // someone else's order and an order that does not exist look the same
      const theirs = await submit(e, stranger, await claimInput(e, stranger, orderId))
      assert.equal(theirs.code, 404)
      assert.equal(theirs.msg, '订单不存在')
      const nowhere = await submit(e, buyer, await claimInput(e, buyer, 999_999))
      assert.equal(nowhere.code, 404)

      const delivered = await boughtOrder(e, buyer, { upTo: 'delivered' })
      const notDone = await submit(e, buyer, await claimInput(e, buyer, delivered))
      assert.equal(notDone.code, 400)
      assert.equal(notDone.msg, '订单完成后才能申请包赔')

      const bare = await boughtOrder(e, buyer, { compensation: 'none' })
      const noComp = await submit(e, buyer, await claimInput(e, buyer, bare))
      assert.equal(noComp.code, 400)
      assert.equal(noComp.msg, '该订单未购买包赔服务，不能申请包赔')

      const old = await boughtOrder(e, buyer, { compensation: 'standard' })
      // completed 91 days ago: the window (90 days) ended a day ago
      const completedAt = new Date(Date.now() - 91 * DAY)
      await e.db.update(orders).set({ completedAt }).where(eq(orders.id, old))
      const until = new Date(completedAt.getTime() + 90 * DAY + 8 * 3600_000).toISOString().slice(0, 10)
      const late = await submit(e, buyer, await claimInput(e, buyer, old))
      assert.equal(late.code, 400)
      assert.equal(late.msg, `该订单的包赔期已于${until}结束，不能再申请包赔`)
      const lateEn = await submit(e, buyer, await claimInput(e, buyer, old), EN)
      assert.equal(lateEn.msg, `the compensation period of this order ended on ${until}; no claim can be made`)

      const strangerImages = await ownImages(e, stranger.id, 1)
      const cases: [Record<string, unknown>, string][] = [
        [{ images: [] }, '请上传1-6张凭证截图'],
        [{ images: await ownImages(e, buyer.id, 7) }, '请上传1-6张凭证截图'],
        [{ images: strangerImages }, '图片无效，请重新上传'],
        [{ images: ['https://evil.example/x.png'] }, '图片无效，请重新上传'],
        [{ description: '太短了' }, '问题描述需为10-1000个字'],
        [{ description: '很'.repeat(1001) }, '问题描述需为10-1000个字'],
        [{ description: '          ' + '短' }, '问题描述需为10-1000个字'],
        [{ contact: '1234' }, '联系方式需为5-50个字符（手机号、QQ或微信）'],
        [{ contact: 'q'.repeat(51) }, '联系方式需为5-50个字符（手机号、QQ或微信）'],
      ]
      for (const [override, msg] of cases) {
        const res = await submit(e, buyer, await claimInput(e, buyer, orderId, override))
        assert.equal(res.code, 400, JSON.stringify(override).slice(0, 80))
        assert.equal(res.msg, msg)
      }
      for (const body of [
        { ...(await claimInput(e, buyer, orderId)), userId: stranger.id },
        { ...(await claimInput(e, buyer, orderId)), reason: 'bored' },
        { ...(await claimInput(e, buyer, orderId)), orderId: 'x' },
      ]) {
        const res = await submit(e, buyer, body)
        assert.equal(res.code, 400, JSON.stringify(body).slice(0, 120))
      }
      const unknown = await submit(e, buyer, { ...(await claimInput(e, buyer, orderId)), status: 'approved' })
      assert.equal(unknown.msg, '不支持的字段：status')
      assert.equal(await claimCount(e, orderId), 0, 'no refusal wrote anything')

      const first = await submit(e, buyer, await claimInput(e, buyer, orderId))
      assert.equal(first.code, 200, first.msg)
      const dup = await submit(e, buyer, await claimInput(e, buyer, orderId))
      assert.equal(dup.code, 409)
      assert.equal(dup.msg, '该订单已有处理中或已赔付的包赔申请')
      const dupEn = await submit(e, buyer, await claimInput(e, buyer, orderId), EN)
      assert.equal(dupEn.msg, 'this order already has a claim under review or paid')
      assert.equal(await claimCount(e, orderId), 1)

      // the claim itself is the claimant's only
      const peek = await call(e.app, 'GET', `/api/need/claims/${first.data.id}`, { token: stranger.token })
      assert.equal(peek.code, 404)
      assert.equal(peek.msg, '包赔申请不存在')
      const list = await call(e.app, 'GET', '/api/need/claims', { token: stranger.token })
      assert.equal(list.data.total, 0)
    })

    it('concurrency: two submissions make one claim; two approvals at once, one wins, one conflict, one payout', async () => {
      const e = env()
      const buyer = await verifiedUser(e)
      const orderId = await boughtOrder(e, buyer, { price: 10_000 })
      // two submissions at once: the partial unique index lets one through
      const inputs = [await claimInput(e, buyer, orderId), await claimInput(e, buyer, orderId)]
      const submissions = await Promise.all(inputs.map((input) => submit(e, buyer, input)))
      assert.deepEqual(submissions.map((r) => r.code).sort(), [200, 409])
      assert.equal(await claimCount(e, orderId), 1)
      const made = submissions.find((r) => r.code === 200)!
      const admin = await adminToken(e)
      const before = await balanceOf(e, buyer.id)
      const results = await Promise.all([
        decide(e, admin, made.data.id, { approve: true, amount: 10_000 }),
        decide(e, admin, made.data.id, { approve: true, amount: 10_000 }),
      ])
      assert.deepEqual(results.map((r) => r.code).sort(), [200, 409])
      const paid = await compensationRows(e, buyer.id)
      assert.equal(paid.length, 1, 'one payout')
      assert.equal(await balanceOf(e, buyer.id), before + 10_000)
      await assertLedgerMatches(e, buyer.id)
      const told = await e.db.select().from(messages).where(and(eq(messages.userId, buyer.id), eq(messages.title, '包赔申请已通过')))
      assert.equal(told.length, 1, 'one decision, one message')
    })
  })
}
