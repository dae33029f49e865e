/**
 * The payment password (支付密码) and wallet holds (issue 10): set and reset with an SMS code, asked for whenever
 * the wallet pays, wrong tries counted per account even when they race, a right one never counted (however many
 * race, and whenever a request stops), and the wallet part of a payment held (not taken) until the payment
 * completes, released by cancelling, expiry or a new attempt.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { messages } from '../../server/modules/inbox/schema'
import { orders } from '../../server/modules/order/schema'
import { users } from '../../server/modules/user/schema'
import { ledger } from '../../server/modules/wallet/schema'
import { runDueJobs } from '../../server/modules/order/jobs'
import { assertLedgerMatches, balanceOf, fund, heldOf, listing, PAY_PASSWORD, verifiedUser } from './buying'
import { defaultConfig } from '../../server/config'
import { call, DRIVERS, SECRET, useTestEnv, type TestEnv, type TestUser } from './helpers'
import { startServer } from './server-process'

const PG_ADMIN_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

/** a funded buyer without a payment password */
async function fundedWithoutPassword(env: TestEnv, amount: number): Promise<TestUser> {
  const buyer = await verifiedUser(env)
  await fund(env, buyer.id, amount)
  await env.db.update(users).set({ payPasswordHash: null }).where(eq(users.id, buyer.id))
  return buyer
}

async function newOrder(env: TestEnv, buyer: TestUser, price: number) {
  const seller = await verifiedUser(env)
  const goodsId = await listing(env, seller.id, { price, compensation: 'none' })
  const res = await call(env.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId, compensation: 'none', agree: true } })
  assert.equal(res.code, 200, res.msg)
  return res.data as { id: number; total: number; orderNo: string }
}

const pay = (env: TestEnv, buyer: TestUser, orderId: number, body: unknown) =>
  call(env.app, 'POST', `/api/need/order/${orderId}/pay`, { token: buyer.token, body })

async function setPassword(env: TestEnv, user: TestUser, password: string) {
  const sent = await call(env.app, 'POST', '/api/need/wallet/payPassword/sms', { token: user.token })
  assert.equal(sent.code, 200, sent.msg)
  const code = env.sms.last(user.phone, 'pay_password')
  return call(env.app, 'POST', '/api/need/wallet/payPassword', { token: user.token, body: { code, password } })
}

async function failsOf(env: TestEnv, userId: number) {
  const [u] = await env.db
    .select({ fails: users.payPasswordFails, lockedUntil: users.payPasswordLockedUntil })
    .from(users)
    .where(eq(users.id, userId))
  return u
}

/**
 * Runs `work` while reading the account's count and lock over and over: each reading is what a crash (kill -9) at
 * that moment would leave behind, so requests that carry the right password must never be seen to count.
 */
async function watchingFails<T>(env: TestEnv, userId: number, work: () => Promise<T>): Promise<{ result: T; seen: Set<string> }> {
  const seen = new Set<string>()
  let done = false
  const watch = (async () => {
    while (!done) {
      const { fails, lockedUntil } = await failsOf(env, userId)
      seen.add(`fails ${fails}, ${lockedUntil ? 'locked' : 'not locked'}`)
      await new Promise((r) => setImmediate(r))
    }
  })()
  try {
    return { result: await work(), seen }
  } finally {
    done = true
    await watch
  }
}

const withdraw = (env: TestEnv, user: TestUser, body: Record<string, unknown>) =>
  call(env.app, 'POST', '/api/need/payout/withdrawals', { token: user.token, body })

/** a funded verified user with an Alipay account in their real name (verifiedUser verifies everyone as 张三) */
async function withdrawer(env: TestEnv, amount: number): Promise<{ user: TestUser; accountId: number }> {
  const user = await verifiedUser(env)
  await fund(env, user.id, amount)
  const bound = await call(env.app, 'POST', '/api/need/payout/accounts', {
    token: user.token,
    body: { kind: 'alipay', account: '13912345678', holderName: '张三' },
  })
  assert.equal(bound.code, 200, bound.msg)
  return { user, accountId: bound.data.id }
}

const NOT_COUNTED = new Set(['fails 0, not locked'])

for (const driver of DRIVERS) {
  describe(`payment password and wallet holds [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('is set with an SMS code to the own phone; bad input is refused and changes nothing; never returned', async () => {
      const e = env()
      const buyer = await fundedWithoutPassword(e, 5000)
      const o = await newOrder(e, buyer, 10_000)
      const summary = await call(e.app, 'GET', '/api/need/wallet', { token: buyer.token })
      assert.deepEqual(summary.data, {
        balance: 5000,
        held: 0,
        available: 5000,
        settling: 0,
        withdrawable: 5000,
        withdrawing: 0,
        withdrawn: 0,
        items: [],
        payPasswordSet: false,
        payPasswordLockedUntil: null,
      })
      // the pay page offers setting it: paying from the wallet without one is refused
      const none = await pay(e, buyer, o.id, { useWallet: true, payPassword: '258013' })
      assert.equal(none.code, 409)
      assert.equal(none.msg, '请先设置支付密码')
      assert.equal(await heldOf(e, buyer.id), 0)

      assert.equal((await call(e.app, 'POST', '/api/need/wallet/payPassword/sms')).code, 401)
      const sent = await call(e.app, 'POST', '/api/need/wallet/payPassword/sms', { token: buyer.token, body: {} })
      assert.equal(sent.code, 200, sent.msg)
      const code = e.sms.last(buyer.phone, 'pay_password')
      const bad: [unknown, string][] = [
        [{ code, password: '12345' }, '支付密码需为6位数字'],
        [{ code, password: '1234567' }, '支付密码需为6位数字'],
        [{ code, password: '12a456' }, '支付密码需为6位数字'],
        [{ code, password: '１２３４５６' }, '支付密码需为6位数字'],
        [{ code, password: '111111' }, '支付密码过于简单，请勿使用连续或重复的数字'],
        [{ code, password: '123456' }, '支付密码过于简单，请勿使用连续或重复的数字'],
        [{ code, password: '987654' }, '支付密码过于简单，请勿使用连续或重复的数字'],
        [{ code: '000000', password: '258013' }, '短信验证码错误或已失效'],
        [{ code: 'abc', password: '258013' }, '短信验证码错误或已失效'],
      ]
      for (const [body, msg] of bad) {
        const res = await call(e.app, 'POST', '/api/need/wallet/payPassword', { token: buyer.token, body })
        assert.equal(res.code, 400, JSON.stringify(body))
        assert.equal(res.msg, msg, JSON.stringify(body))
      }
      for (const body of [{ code }, { password: '258013' }, { code, password: '258013', userId: 1 }]) {
        assert.equal((await call(e.app, 'POST', '/api/need/wallet/payPassword', { token: buyer.token, body })).code, 400)
      }
      assert.equal((await call(e.app, 'GET', '/api/need/wallet', { token: buyer.token })).data.payPasswordSet, false)
      const en = await call(e.app, 'POST', '/api/need/wallet/payPassword', { token: buyer.token, lang: 'en-US', body: { code, password: '12' } })
      assert.equal(en.msg, 'the payment password must be 6 digits')

      // a code of another scene does not set it
      await call(e.app, 'GET', `/api/sms/sendYzm?phone=${buyer.phone}&scene=reset`)
      const resetCode = e.sms.last(buyer.phone, 'reset')
      const wrongScene = await call(e.app, 'POST', '/api/need/wallet/payPassword', { token: buyer.token, body: { code: resetCode, password: '258013' } })
      assert.equal(wrongScene.code, 400)

      const set = await call(e.app, 'POST', '/api/need/wallet/payPassword', { token: buyer.token, body: { code, password: '258013' } })
      assert.equal(set.code, 200, set.msg)
      assert.equal(set.msg, '支付密码已设置')
      // the code is used up
      const again = await call(e.app, 'POST', '/api/need/wallet/payPassword', { token: buyer.token, body: { code, password: '370415' } })
      assert.equal(again.code, 400)
      const after = await call(e.app, 'GET', '/api/need/wallet', { token: buyer.token })
      assert.equal(after.data.payPasswordSet, true)
      const [u] = await e.db.select({ hash: users.payPasswordHash }).from(users).where(eq(users.id, buyer.id))
      assert.match(u.hash ?? '', /^\$argon2id\$/)
      for (const url of ['/api/need/wallet', '/api/system/user/profile']) {
        const res = await call(e.app, 'GET', url, { token: buyer.token })
        assert.ok(!res.raw.includes('argon2') && !res.raw.includes('258013'), url)
      }
    })

    it('is asked for whenever the wallet pays, and checked; wrong or malformed changes nothing', async () => {
      const e = env()
      const buyer = await verifiedUser(e)
      await fund(e, buyer.id, 50_000)
      const o = await newOrder(e, buyer, 10_000)
      const cases: [unknown, number, string][] = [
        [{ useWallet: true }, 400, '使用余额支付需输入支付密码'],
        [{ useWallet: true, payPassword: '' }, 400, '使用余额支付需输入支付密码'],
        [{ useWallet: true, payPassword: '25801' }, 400, '支付密码需为6位数字'],
        [{ useWallet: true, payPassword: 'abcdef' }, 400, '支付密码需为6位数字'],
        [{ useWallet: true, payPassword: '000000' }, 400, '支付密码错误，还可尝试4次'],
        [{ useWallet: true, payPassword: 258013 }, 400, ''],
      ]
      for (const [body, code, msg] of cases) {
        const res = await pay(e, buyer, o.id, body)
        assert.equal(res.code, code, JSON.stringify(body))
        if (msg) assert.equal(res.msg, msg, JSON.stringify(body))
      }
      assert.equal(await balanceOf(e, buyer.id), 50_000)
      assert.equal(await heldOf(e, buyer.id), 0)
      assert.equal((await failsOf(e, buyer.id)).fails, 1, 'only the well-formed wrong one counted')
      const [row] = await e.db.select().from(orders).where(eq(orders.id, o.id))
      assert.equal(row.status, 'pending_payment')
      // the right one pays (the wallet covers all) and clears the count
      const ok = await pay(e, buyer, o.id, { useWallet: true, payPassword: PAY_PASSWORD })
      assert.equal(ok.code, 200, ok.msg)
      assert.deepEqual([ok.data.paid, ok.data.walletPaid], [true, o.total])
      assert.equal(await balanceOf(e, buyer.id), 50_000 - o.total)
      assert.equal((await failsOf(e, buyer.id)).fails, 0)
      await assertLedgerMatches(e, buyer.id)
      // not using the wallet needs no password
      const o2 = await newOrder(e, buyer, 10_000)
      const cashier = await pay(e, buyer, o2.id, { useWallet: false })
      assert.equal(cashier.code, 200, cashier.msg)
      assert.equal(cashier.data.payment.walletAmount, 0)
    })

    it('wrong tries are limited per account, also when they race; the lock ends by time or by an SMS reset', async () => {
      const e = env()
      const buyer = await verifiedUser(e)
      await fund(e, buyer.id, 5000)
      const o = await newOrder(e, buyer, 10_000)
      const tries = await Promise.all(
        Array.from({ length: 12 }, (_, i) => pay(e, buyer, o.id, { useWallet: true, payPassword: String(100000 + i * 7919) })),
      )
      const wrong = tries.filter((r) => r.code === 400)
      const locked = tries.filter((r) => r.code === 429)
      assert.equal(wrong.length + locked.length, 12, tries.map((r) => r.code).join(','))
      assert.equal(wrong.length, 4, 'tries 1-4 say how many are left; the 5th locks')
      for (const r of wrong) assert.match(r.msg, /^支付密码错误，还可尝试[1-4]次$/)
      assert.equal(locked[0].msg, '支付密码错误次数过多，余额支付已锁定，请180分钟后再试或通过短信验证码重置支付密码')
      const state = await failsOf(e, buyer.id)
      assert.equal(state.fails, 5, 'never more than the limit counted')
      assert.ok(state.lockedUntil && state.lockedUntil.getTime() > Date.now() + 179 * 60_000)
      // locked: even the right password is refused, nothing is held
      const right = await pay(e, buyer, o.id, { useWallet: true, payPassword: PAY_PASSWORD })
      assert.equal(right.code, 429)
      assert.equal(await heldOf(e, buyer.id), 0)
      assert.ok((await call(e.app, 'GET', '/api/need/wallet', { token: buyer.token })).data.payPasswordLockedUntil)
      // the cashier alone still works while locked
      assert.equal((await pay(e, buyer, o.id, { useWallet: false })).code, 200)

      // the lock runs out: a fresh count starts
      await e.db.update(users).set({ payPasswordLockedUntil: new Date(Date.now() - 1000) }).where(eq(users.id, buyer.id))
      const fresh = await pay(e, buyer, o.id, { useWallet: true, payPassword: '000000' })
      assert.equal(fresh.msg, '支付密码错误，还可尝试4次')
      assert.deepEqual(await failsOf(e, buyer.id), { fails: 1, lockedUntil: null })

      // an SMS reset ends a lock at once
      await Promise.all(Array.from({ length: 4 }, () => pay(e, buyer, o.id, { useWallet: true, payPassword: '000000' })))
      assert.equal((await pay(e, buyer, o.id, { useWallet: true, payPassword: PAY_PASSWORD })).code, 429)
      const reset = await setPassword(e, buyer, '370415')
      assert.equal(reset.code, 200, reset.msg)
      assert.deepEqual(await failsOf(e, buyer.id), { fails: 0, lockedUntil: null })
      assert.equal((await pay(e, buyer, o.id, { useWallet: true, payPassword: PAY_PASSWORD })).msg, '支付密码错误，还可尝试4次', 'the old one is gone')
      const ok = await pay(e, buyer, o.id, { useWallet: true, payPassword: '370415' })
      assert.equal(ok.code, 200, ok.msg)
      assert.equal(ok.data.payment.walletAmount, 5000)
    })

    it('a right password never counts: six wallet payments of one order racing with it are never locked, and pay it once', async () => {
      const e = env()
      const buyer = await verifiedUser(e)
      await fund(e, buyer.id, 50_000)
      const o = await newOrder(e, buyer, 10_000)
      const { result: tries, seen } = await watchingFails(e, buyer.id, () =>
        Promise.all(Array.from({ length: 6 }, () => pay(e, buyer, o.id, { useWallet: true, payPassword: PAY_PASSWORD }))),
      )
      const codes = tries.map((r) => `${r.code} ${r.msg}`).join('; ')
      assert.ok(!tries.some((r) => r.code === 429 || /支付密码/.test(r.msg)), codes)
      const paid = tries.filter((r) => r.code === 200 && r.data.paid)
      assert.equal(paid.length, 1, codes)
      assert.equal(paid[0].data.walletPaid, o.total)
      for (const r of tries.filter((t) => t !== paid[0])) assert.ok(r.code === 409 || (r.code === 200 && !r.data.paid), codes)
      assert.deepEqual([await balanceOf(e, buyer.id), await heldOf(e, buyer.id)], [50_000 - o.total, 0], 'taken once')
      await assertLedgerMatches(e, buyer.id)
      assert.deepEqual(seen, NOT_COUNTED, 'no moment where a crash would leave a count')
      assert.deepEqual(await failsOf(e, buyer.id), { fails: 0, lockedUntil: null })
      assert.equal((await call(e.app, 'GET', '/api/need/wallet', { token: buyer.token })).data.payPasswordLockedUntil, null)
    })

    it('a right password never counts: twenty withdrawals racing with it are all made, none is told it is locked', async () => {
      const e = env()
      const { user, accountId } = await withdrawer(e, 100_000)
      const { result: tries, seen } = await watchingFails(e, user.id, () =>
        Promise.all(Array.from({ length: 20 }, () => withdraw(e, user, { amount: 2000, accountId, payPassword: PAY_PASSWORD }))),
      )
      const codes = tries.map((r) => `${r.code} ${r.msg}`).join('; ')
      assert.ok(tries.every((r) => r.code === 200), codes)
      assert.equal(await balanceOf(e, user.id), 100_000 - 20 * 2000)
      await assertLedgerMatches(e, user.id)
      assert.deepEqual(seen, NOT_COUNTED, 'no moment where a crash would leave a count')
      assert.deepEqual(await failsOf(e, user.id), { fails: 0, lockedUntil: null })
    })

    it('wrong withdrawals racing are all counted up to the lock; right ones racing with fewer wrong ones never lock', async () => {
      const e = env()
      const { user, accountId } = await withdrawer(e, 100_000)
      // four wrong (one under the limit) among twelve right: whatever the order, the count never reaches the limit
      const mixed = await Promise.all(
        Array.from({ length: 16 }, (_, i) => withdraw(e, user, { amount: 2000, accountId, payPassword: i % 4 === 0 ? '000000' : PAY_PASSWORD })),
      )
      const mixedCodes = mixed.map((r) => `${r.code} ${r.msg}`).join('; ')
      assert.equal(mixed.filter((r) => r.code === 200).length, 12, mixedCodes)
      assert.equal(mixed.filter((r) => r.code === 400 && /^支付密码错误，还可尝试[1-4]次$/.test(r.msg)).length, 4, mixedCodes)
      assert.equal((await failsOf(e, user.id)).lockedUntil, null)
      assert.equal(await balanceOf(e, user.id), 100_000 - 12 * 2000)

      // a right one clears the count; then seven wrong ones race: four say how many are left, the fifth locks,
      // and none is lost (the count is exactly the limit)
      assert.equal((await withdraw(e, user, { amount: 2000, accountId, payPassword: PAY_PASSWORD })).code, 200)
      assert.deepEqual(await failsOf(e, user.id), { fails: 0, lockedUntil: null })
      const wrong = await Promise.all(
        Array.from({ length: 7 }, (_, i) => withdraw(e, user, { amount: 2000, accountId, payPassword: String(100000 + i * 7919) })),
      )
      const codes = wrong.map((r) => `${r.code} ${r.msg}`).join('; ')
      const left = wrong.filter((r) => r.code === 400).map((r) => r.msg)
      assert.deepEqual(left.sort(), [1, 2, 3, 4].map((n) => `支付密码错误，还可尝试${n}次`), codes)
      assert.equal(wrong.filter((r) => r.code === 429).length, 3, codes)
      const state = await failsOf(e, user.id)
      assert.equal(state.fails, 5)
      assert.ok(state.lockedUntil && state.lockedUntil.getTime() > Date.now() + 179 * 60_000)
      // locked: the right one is refused too, and nothing was taken by any of them
      assert.equal((await withdraw(e, user, { amount: 2000, accountId, payPassword: PAY_PASSWORD })).code, 429)
      assert.equal(await balanceOf(e, user.id), 100_000 - 13 * 2000)
      await assertLedgerMatches(e, user.id)
    })

    it('a right password after wrong tries under the limit clears them, and at no moment counts: a crash never leaves a lock', async () => {
      const e = env()
      const buyer = await verifiedUser(e)
      // the wallet covers part of the order, so every attempt holds it again and the order stays payable
      await fund(e, buyer.id, 4000)
      const o = await newOrder(e, buyer, 10_000)
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 4; i++) {
          const wrong = await pay(e, buyer, o.id, { useWallet: true, payPassword: '000000' })
          assert.equal(wrong.msg, `支付密码错误，还可尝试${4 - i}次`)
        }
        // one try from the lock: the right password must not be the one that locks, not even for a moment
        // (a crash at that moment, kill -9 or a lost connection, would leave the lock for 180 minutes)
        const { result, seen } = await watchingFails(e, buyer.id, () => pay(e, buyer, o.id, { useWallet: true, payPassword: PAY_PASSWORD }))
        assert.equal(result.code, 200, result.msg)
        assert.equal(result.data.payment.walletAmount, 4000)
        for (const state of seen) assert.ok(['fails 4, not locked', 'fails 0, not locked'].includes(state), state)
        assert.deepEqual(await failsOf(e, buyer.id), { fails: 0, lockedUntil: null }, 'the right one cleared the count')
      }
      assert.equal(await heldOf(e, buyer.id), 4000)
    })

    if (driver === 'postgres') {
      it('kill -9 with five wallet payments in flight leaves no count and no lock: the right password pays afterwards', async () => {
        const e = env()
        const buyer = await verifiedUser(e)
        await fund(e, buyer.id, 4000)
        const o = await newOrder(e, buyer, 10_000)
        // a real server process on this test's database, killed while it checks the hashes
        const { rows } = (await e.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }
        const url = new URL(PG_ADMIN_URL)
        url.pathname = '/' + rows[0].name
        const dataDir = mkdtempSync(join(tmpdir(), 'shop-paypw-'))
        const srv = startServer({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), SECRET_KEY: SECRET, JOB_INTERVAL_SECONDS: '0' })
        try {
          const [, base] = await srv.waitFor(/^listening on (http:\/\/127\.0\.0\.1:\d+)$/m, 180_000)
          const payThere = (payPassword: string) =>
            fetch(`${base}/api/need/order/${o.id}/pay`, {
              method: 'POST',
              headers: { token: buyer.token, 'content-type': 'application/json' },
              body: JSON.stringify({ useWallet: true, payPassword }),
            }).then((r) => r.json() as Promise<{ code: number; msg: string }>)
          // warmed up (routes compiled, connections open), and the session works there
          const warm = await payThere('00000')
          assert.equal(warm.msg, '支付密码需为6位数字')
          const inFlight = Array.from({ length: 5 }, () => payThere(PAY_PASSWORD).catch(() => null))
          // killed as soon as a count shows, or while the hashes are being checked
          const started = Date.now()
          while (Date.now() - started < 150 && (await failsOf(e, buyer.id)).fails === 0) await new Promise((r) => setImmediate(r))
          srv.child.kill('SIGKILL')
          await srv.exited
          await Promise.all(inFlight)
        } finally {
          srv.child.kill('SIGKILL')
          rmSync(dataDir, { recursive: true, force: true })
        }
        assert.deepEqual(await failsOf(e, buyer.id), { fails: 0, lockedUntil: null })
        const after = await pay(e, buyer, o.id, { useWallet: true, payPassword: PAY_PASSWORD })
        assert.equal(after.code, 200, after.msg)
        assert.equal(after.data.payment.walletAmount, 4000)
        assert.equal(await heldOf(e, buyer.id), 4000, 'held once, whatever the killed requests held')
      })
    }

    it('the wallet part is held, not taken: paying again or reloading does not take it twice; cancel and expiry give it back', async () => {
      const e = env()
      const buyer = await verifiedUser(e)
      await fund(e, buyer.id, 4000)
      const o = await newOrder(e, buyer, 10_000)
      for (let i = 0; i < 3; i++) {
        const res = await pay(e, buyer, o.id, { useWallet: true, payPassword: PAY_PASSWORD })
        assert.equal(res.code, 200, res.msg)
        assert.equal(res.data.payment.walletAmount, 4000)
        assert.equal(await balanceOf(e, buyer.id), 4000, 'the balance is not taken before the payment completes')
        assert.equal(await heldOf(e, buyer.id), 4000, 'each attempt releases the one it replaces')
      }
      const detail = (await call(e.app, 'GET', `/api/need/order/${o.id}`, { token: buyer.token })).data
      assert.equal(detail.walletPaid, 0)
      // switching the wallet off releases it
      await pay(e, buyer, o.id, { useWallet: false })
      assert.equal(await heldOf(e, buyer.id), 0)
      await pay(e, buyer, o.id, { useWallet: true, payPassword: PAY_PASSWORD })
      assert.equal(await heldOf(e, buyer.id), 4000)
      // cancel gives the hold back; no ledger row was ever written for it
      const cancel = await call(e.app, 'POST', `/api/need/order/${o.id}/cancel`, { token: buyer.token })
      assert.equal(cancel.code, 200, cancel.msg)
      assert.deepEqual([await balanceOf(e, buyer.id), await heldOf(e, buyer.id)], [4000, 0])
      assert.equal((await e.db.select().from(ledger).where(eq(ledger.userId, buyer.id))).length, 1)
      const told = await e.db.select({ content: messages.content }).from(messages).where(eq(messages.userId, buyer.id))
      assert.ok(told.some((m) => m.content.includes('为本单冻结的 40.00 元余额已解冻')))

      // expiry gives it back too
      const o2 = await newOrder(e, buyer, 10_000)
      await pay(e, buyer, o2.id, { useWallet: true, payPassword: PAY_PASSWORD })
      assert.equal(await heldOf(e, buyer.id), 4000)
      await runDueJobs({ db: e.db, config: { ...defaultConfig(), secretKey: SECRET } }, new Date(Date.now() + 16 * 60_000))
      const [row] = await e.db.select().from(orders).where(eq(orders.id, o2.id))
      assert.equal(row.status, 'cancelled')
      assert.deepEqual([await balanceOf(e, buyer.id), await heldOf(e, buyer.id)], [4000, 0])
      await assertLedgerMatches(e, buyer.id)
    })

    it('two payments racing on one wallet cannot both spend the same money; held money pays only its own payment', async () => {
      const e = env()
      const buyer = await verifiedUser(e)
      await fund(e, buyer.id, 5000)
      const a = await newOrder(e, buyer, 10_000)
      const b = await newOrder(e, buyer, 10_000)
      const [pa, pb] = await Promise.all([a, b].map((o) => pay(e, buyer, o.id, { useWallet: true, payPassword: PAY_PASSWORD })))
      assert.equal(pa.code, 200, pa.msg)
      assert.equal(pb.code, 200, pb.msg)
      const walletParts = [pa.data.payment.walletAmount, pb.data.payment.walletAmount].sort((x, y) => x - y)
      assert.deepEqual(walletParts, [0, 5000], 'one holds everything, the other none')
      assert.equal(await heldOf(e, buyer.id), 5000)
      // a third order the wallet would cover is not paid from held money
      const c = await newOrder(e, buyer, 1000)
      const pc = await pay(e, buyer, c.id, { useWallet: true, payPassword: PAY_PASSWORD })
      assert.equal(pc.code, 200, pc.msg)
      assert.equal(pc.data.paid, false)
      assert.equal(pc.data.payment.walletAmount, 0)
      assert.equal(pc.data.payment.amount, c.total)
      // both cashiers paid: the wallet is taken once, by the payment that held it
      for (const p of [pa, pb]) {
        const res = await call(e.app, 'POST', `/api/pay/sandbox/${p.data.payment.paymentNo}/confirm`, { token: buyer.token })
        assert.equal(res.code, 200, res.msg)
      }
      assert.deepEqual([await balanceOf(e, buyer.id), await heldOf(e, buyer.id)], [0, 0])
      const walletPaid: number[] = []
      for (const o of [a, b]) {
        const d = (await call(e.app, 'GET', `/api/need/order/${o.id}`, { token: buyer.token })).data
        assert.equal(d.status, 'handover', 'paid')
        assert.equal(d.walletPaid + d.externalPaid, d.total)
        walletPaid.push(d.walletPaid)
      }
      assert.deepEqual(walletPaid.sort((x, y) => x - y), [0, 5000])
      await assertLedgerMatches(e, buyer.id)
      const rows = (await call(e.app, 'GET', '/api/need/wallet/ledger', { token: buyer.token })).data.rows
      assert.deepEqual(rows.map((r: { kind: string; amount: number }) => [r.kind, r.amount]), [
        ['order_payment', -5000],
        ['adjustment', 5000],
      ])
    })

    it('the database refuses a hold above the balance', async () => {
      const e = env()
      const buyer = await verifiedUser(e)
      await fund(e, buyer.id, 100)
      await assert.rejects(e.db.update(users).set({ walletHeld: 101 }).where(eq(users.id, buyer.id)))
      await assert.rejects(e.db.update(users).set({ walletHeld: -1 }).where(eq(users.id, buyer.id)))
    })
  })
}
