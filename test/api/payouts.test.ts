/**
 * Money out (提现): settlement of sale proceeds, payout accounts in the verified real name, withdrawals with their
 * minimum, fee, daily limit and payment password, the admin's approval (exactly once, through the payout provider)
 * or rejection (the money returns), provider failures, the ledger, and who may see and do what.
 */
import assert from 'node:assert/strict'
import { createSign, createVerify, generateKeyPairSync } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { orders } from '../../server/modules/order/schema'
import { users } from '../../server/modules/user/schema'
import { ledger } from '../../server/modules/wallet/schema'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createSession } from '../../server/modules/auth/sessions'
import { AlipayPayoutProvider } from '../../server/modules/payout/alipay'
import { SandboxPayoutProvider, type PayoutProvider, type PayoutTransfer } from '../../server/modules/payout/provider'
import { payoutAccounts, withdrawals } from '../../server/modules/payout/schema'
import { createCipher } from '../../server/lib/crypto'
import { assertLedgerMatches, balanceOf, boughtSale, fund, PAY_PASSWORD, verifiedUser } from './buying'
import { call, createTestEnv, DRIVERS, registerUser, SECRET, useTestEnv, type TestEnv, type TestUser } from './helpers'

const EN = 'en-US,en;q=0.9'
const DAY = 86_400_000
const NOTHING_BOUND = { phone: false, email: false, thirdParty: false }
/** verifiedUser verifies everyone as 张三 */
const REAL_NAME = '张三'
const ALIPAY = '13912345678'
/** passes the Luhn check */
const CARD = '6222020200112233446'

async function adminToken(env: TestEnv): Promise<string> {
  const [admin] = await env.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
  return (await createSession(env.db, admin.id, 1)).token
}

const wallet = async (e: TestEnv, u: TestUser) => {
  const res = await call(e.app, 'GET', '/api/need/wallet', { token: u.token })
  assert.equal(res.code, 200, res.msg)
  return res.data
}

const bind = (e: TestEnv, u: TestUser, body: Record<string, unknown>, lang?: string) =>
  call(e.app, 'POST', '/api/need/payout/accounts', { token: u.token, body, lang })

async function boundAlipay(e: TestEnv, u: TestUser): Promise<number> {
  const res = await bind(e, u, { kind: 'alipay', account: ALIPAY, holderName: REAL_NAME })
  assert.equal(res.code, 200, res.msg)
  return res.data.id
}

const withdraw = (e: TestEnv, u: TestUser, body: Record<string, unknown>, lang?: string) =>
  call(e.app, 'POST', '/api/need/payout/withdrawals', { token: u.token, body: { payPassword: PAY_PASSWORD, ...body }, lang })

const decide = (e: TestEnv, app: TestEnv['app'], token: string, id: number, body: unknown) =>
  call(app, 'POST', `/api/admin/withdrawals/${id}/decision`, { token, body })

/** A verified user whose wallet holds `amount` of settled money (an operator's adjustment, not a sale). */
async function funded(e: TestEnv, amount: number): Promise<TestUser> {
  const u = await verifiedUser(e)
  await fund(e, u.id, amount)
  return u
}

/** A provider that refuses (or throws) until told otherwise, and counts what it was asked to pay. */
class FlakyProvider implements PayoutProvider {
  readonly name = 'sandbox' as const
  readonly kinds = ['alipay', 'wechat', 'bank'] as const
  failing: 'refuse' | 'throw' | null = 'refuse'
  readonly calls: PayoutTransfer[] = []
  async transfer(t: PayoutTransfer) {
    this.calls.push(t)
    if (this.failing === 'throw') throw new Error('connect ECONNREFUSED')
    if (this.failing === 'refuse') return { ok: false as const, reason: 'PAYEE_NOT_EXIST 收款账号不存在' }
    return { ok: true as const, ref: 'REF-' + t.outBizNo }
  }
}

const pemPair = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } })

/**
 * Alipay's gateway for alipay.fund.trans.uni.transfer, locally: it checks the app's RSA2 signature over the sorted
 * parameters as Alipay does, answers with its own key's signature over the response object, treats out_biz_no as
 * idempotent, and refuses payees it does not know.
 */
class FakeAlipayGateway {
  readonly app = pemPair()
  readonly alipay = pemPair()
  /** a key Alipay never had: answers signed with it must be refused */
  readonly forger = pemPair()
  forge = false
  readonly transfers = new Map<string, { orderId: string; amount: string; identity: string; name: string }>()
  readonly badSignatures: string[] = []
  #server: Server | null = null
  url = ''

  async start() {
    this.#server = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        const params: Record<string, string> = {}
        for (const [k, v] of new URL(req.url!, 'http://x').searchParams) params[k] = v
        for (const [k, v] of new URLSearchParams(body)) params[k] = v
        const { sign, ...signed } = params
        const text = Object.keys(signed).sort().map((k) => `${k}=${signed[k]}`).join('&')
        const genuine = !!sign && createVerify('RSA-SHA256').update(text, 'utf8').verify(this.app.publicKey, sign, 'base64')
        let answer: Record<string, unknown>
        if (!genuine || params.method !== 'alipay.fund.trans.uni.transfer' || params.sign_type !== 'RSA2') {
          this.badSignatures.push(text)
          answer = { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' }
        } else {
          const biz = JSON.parse(params.biz_content)
          const payee = biz.payee_info
          if (payee.identity_type !== 'ALIPAY_LOGON_ID' || payee.identity !== '13912345678' || payee.name !== '张三') {
            answer = { code: '40004', msg: 'Business Failed', sub_code: 'PAYEE_NOT_EXIST', sub_msg: '收款账号不存在或姓名有误' }
          } else {
            const prior = this.transfers.get(biz.out_biz_no)
            const orderId = prior?.orderId ?? '2026' + String(this.transfers.size + 1).padStart(12, '0')
            if (!prior) this.transfers.set(biz.out_biz_no, { orderId, amount: biz.trans_amount, identity: payee.identity, name: payee.name })
            answer = { code: '10000', msg: 'Success', out_biz_no: biz.out_biz_no, order_id: orderId, pay_fund_order_id: orderId, status: 'SUCCESS', trans_date: '2026-11-24 14:00:00' }
          }
        }
        const inner = JSON.stringify(answer)
        const key = this.forge ? this.forger.privateKey : this.alipay.privateKey
        const signature = createSign('RSA-SHA256').update(inner, 'utf8').sign(key, 'base64')
        res.setHeader('content-type', 'application/json;charset=utf-8')
        res.end(`{"alipay_fund_trans_uni_transfer_response":${inner},"sign":"${signature}"}`)
      })
    })
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}/gateway.do`
  }

  provider(appPrivateKey = this.app.privateKey) {
    return new AlipayPayoutProvider({ appId: '2021000000000001', privateKey: appPrivateKey, alipayPublicKey: this.alipay.publicKey, gateway: this.url })
  }

  async stop() {
    await new Promise((resolve) => this.#server?.close(resolve))
  }
}

describe('payouts: the Alipay transfer provider', () => {
  const gateway = new FakeAlipayGateway()
  before(() => gateway.start())
  after(() => gateway.stop())
  const transfer = (overrides: Partial<PayoutTransfer> = {}) => ({
    outBizNo: 'W20261124140000000001',
    amount: 19_880,
    kind: 'alipay' as const,
    account: ALIPAY,
    holderName: REAL_NAME,
    remark: '提现 W20261124140000000001',
    ...overrides,
  })

  it('pays through a signed alipay.fund.trans.uni.transfer and checks the signed answer', async () => {
    const r = await gateway.provider().transfer(transfer())
    assert.equal(r.ok, true)
    const sent = gateway.transfers.get('W20261124140000000001')
    assert.deepEqual(sent && { amount: sent.amount, identity: sent.identity, name: sent.name }, { amount: '198.80', identity: ALIPAY, name: REAL_NAME })
    assert.deepEqual(r, { ok: true, ref: sent!.orderId })
    // the same out_biz_no again: Alipay answers with the first transfer, nothing is paid twice
    assert.deepEqual(await gateway.provider().transfer(transfer()), r)
    assert.equal(gateway.transfers.size, 1)
  })

  it('refusals, forged answers and wrongly signed requests are failures, never payments', async () => {
    const refused = await gateway.provider().transfer(transfer({ outBizNo: 'W2', holderName: '李四' }))
    assert.equal(refused.ok, false)
    assert.match((refused as { reason: string }).reason, /PAYEE_NOT_EXIST/)
    gateway.forge = true
    try {
      const forged = await gateway.provider().transfer(transfer({ outBizNo: 'W3' }))
      assert.equal(forged.ok, false, 'an answer not signed by Alipay is not believed')
    } finally {
      gateway.forge = false
    }
    const wrongKey = await gateway.provider(pemPair().privateKey).transfer(transfer({ outBizNo: 'W4' }))
    assert.equal(wrongKey.ok, false)
    assert.ok(gateway.badSignatures.length >= 1, 'the gateway saw a request it could not verify')
    const card = await gateway.provider().transfer(transfer({ outBizNo: 'W5', kind: 'bank', account: CARD }))
    assert.equal(card.ok, false, 'only Alipay accounts')
    assert.deepEqual(new AlipayPayoutProvider({ appId: 'x', privateKey: gateway.app.privateKey, alipayPublicKey: gateway.alipay.publicKey, gateway: gateway.url }).kinds, ['alipay'])
  })

  it('an approved withdrawal is paid by Alipay end to end (PGlite)', async () => {
    const te = await createTestEnv('pglite')
    try {
      const u = await funded(te, 50_000)
      const accountId = await boundAlipay(te, u)
      const req = await withdraw(te, u, { amount: 20_000, accountId })
      assert.equal(req.code, 200, req.msg)
      const app = await buildApp({ db: te.db, config: { secretKey: SECRET, staticDir: '/nonexistent' }, payout: gateway.provider(), logger: false })
      try {
        const options = await call(app, 'GET', '/api/need/payout/options', { token: u.token })
        assert.deepEqual(options.data.kinds, ['alipay'])
        const paid = await decide(te, app, await adminToken(te), req.data.id, { approve: true })
        assert.equal(paid.data.status, 'paid', paid.msg)
        const [row] = await te.db.select().from(withdrawals).where(eq(withdrawals.id, req.data.id))
        assert.equal(row.providerRef, gateway.transfers.get(req.data.withdrawalNo)!.orderId)
        assert.equal(row.provider, 'alipay')
        assert.equal(gateway.transfers.get(req.data.withdrawalNo)!.amount, '198.80')
      } finally {
        await app.close()
      }
    } finally {
      await te.close()
    }
  })
})

describe('payouts: configuration', () => {
  const problems = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig({ SECRET_KEY: SECRET, ...env })
      return ''
    } catch (err) {
      return (err as Error).message
    }
  }

  it('reads the rules, and refuses the sandbox in production unless allowed, and an Alipay payout without its keys', () => {
    const c = loadConfig({ SECRET_KEY: SECRET, SETTLEMENT_HOLD_DAYS: '7', WITHDRAW_MIN_FEN: '5000', WITHDRAW_FEE_PERCENT: '1.5', WITHDRAW_FEE_MIN_FEN: '0', WITHDRAW_DAILY_LIMIT_FEN: '100000' })
    assert.deepEqual(
      { ...c.payout },
      { settlementDays: 7, minFen: 5000, feePercent: 1.5, feeMinFen: 0, dailyLimitFen: 100000, provider: 'sandbox', alipay: null },
    )
    assert.match(problems({ NODE_ENV: 'production' }), /sandbox payout provider is enabled with NODE_ENV=production/)
    assert.doesNotMatch(problems({ NODE_ENV: 'production', PAYOUT_SANDBOX: 'allow' }), /payout/i)
    assert.match(problems({ WITHDRAW_FEE_PERCENT: '101' }), /WITHDRAW_FEE_PERCENT/)
    assert.match(problems({ PAYOUT_PROVIDER: 'paypal' }), /PAYOUT_PROVIDER must be one of sandbox, alipay/)
    const alipay = problems({ PAYOUT_PROVIDER: 'alipay', PAYOUT_ALIPAY_PRIVATE_KEY_FILE: '/nonexistent.pem' })
    assert.match(alipay, /PAYOUT_ALIPAY_APP_ID is required/)
    assert.match(alipay, /PAYOUT_ALIPAY_PRIVATE_KEY_FILE: cannot read/)
    assert.match(alipay, /PAYOUT_ALIPAY_PUBLIC_KEY_FILE is required/)
  })
})

for (const driver of DRIVERS) {
  describe(`payouts (${driver})`, () => {
    const env = useTestEnv(driver)

    it('a sale settles after the hold: held then withdrawable, and an open dispute freezes it past the hold', async () => {
      const e = env()
      const s = await boughtSale(e, { upTo: 'completed', listing: { bindings: NOTHING_BOUND } })
      const [o] = await e.db.select().from(orders).where(eq(orders.id, s.orderId))
      let w = await wallet(e, s.seller)
      assert.equal(w.balance, o.sellerProceeds)
      assert.equal(w.settling, o.sellerProceeds, 'inside the settlement hold')
      assert.equal(w.withdrawable, 0)
      assert.equal(w.available, o.sellerProceeds, 'still spendable in the shop')
      await boundAlipay(e, s.seller)
      const opts = await call(e.app, 'GET', '/api/need/payout/options', { token: s.seller.token })
      assert.equal(opts.data.settlementDays, 3)
      assert.equal(opts.data.withdrawable, 0)
      const early = await withdraw(e, s.seller, { amount: 2000, accountId: (await call(e.app, 'GET', '/api/need/payout/accounts', { token: s.seller.token })).data[0].id })
      assert.equal(early.code, 409)
      assert.match(early.msg, /可提现余额不足/)

      // the clock moves past the hold: the order completed 3 days and a minute ago
      await e.db.update(orders).set({ completedAt: new Date(Date.now() - 3 * DAY - 60_000) }).where(eq(orders.id, s.orderId))
      w = await wallet(e, s.seller)
      assert.equal(w.settling, 0)
      assert.equal(w.withdrawable, o.sellerProceeds)

      // a second sale, completed 4 days ago but with an open dispute: frozen whatever the clock says
      const d = await boughtSale(e, { seller: s.seller, upTo: 'completed', listing: { bindings: NOTHING_BOUND } })
      const [o2] = await e.db.select().from(orders).where(eq(orders.id, d.orderId))
      const opened = await call(e.app, 'POST', `/api/need/order/${d.orderId}/dispute`, {
        token: d.buyer.token,
        body: { type: 'not_as_described', description: '登录后发现账号英雄数量与描述不符，少了二十个。', images: [] },
      })
      assert.equal(opened.code, 200, opened.msg)
      await e.db.update(orders).set({ completedAt: new Date(Date.now() - 4 * DAY) }).where(eq(orders.id, d.orderId))
      w = await wallet(e, s.seller)
      assert.equal(w.balance, o.sellerProceeds + o2.sellerProceeds)
      assert.equal(w.held + w.settling, o2.sellerProceeds, 'the disputed proceeds cannot leave (held by the dispute or settling)')
      assert.equal(w.withdrawable, o.sellerProceeds)
      // the buyer withdraws the dispute: past the hold, so it settles at once
      const withdrawn = await call(e.app, 'POST', `/api/need/dispute/${opened.data.id}/withdraw`, { token: d.buyer.token })
      assert.equal(withdrawn.code, 200, withdrawn.msg)
      w = await wallet(e, s.seller)
      assert.equal(w.withdrawable, o.sellerProceeds + o2.sellerProceeds)
      await assertLedgerMatches(e, s.seller.id)
    })

    it('binds accounts only in the verified real name, with valid numbers; others cannot see them', async () => {
      const e = env()
      const unverified = await registerUser(e)
      const refused = await bind(e, unverified, { kind: 'alipay', account: ALIPAY, holderName: REAL_NAME })
      assert.equal(refused.code, 409)
      assert.match(refused.msg, /实名认证/)

      const u = await verifiedUser(e)
      const mismatch = await bind(e, u, { kind: 'alipay', account: ALIPAY, holderName: '李四' })
      assert.equal(mismatch.code, 400)
      assert.match(mismatch.msg, /不一致/)
      assert.match((await bind(e, u, { kind: 'alipay', account: ALIPAY, holderName: '李四' }, EN)).msg, /does not match your verified real name/)
      assert.equal((await bind(e, u, { kind: 'bank', account: '6222020200112233445', holderName: REAL_NAME, bankName: '工商银行' })).code, 400, 'Luhn')
      assert.equal((await bind(e, u, { kind: 'bank', account: CARD, holderName: REAL_NAME })).code, 400, 'a card needs its bank')
      assert.equal((await bind(e, u, { kind: 'alipay', account: 'not an account', holderName: REAL_NAME })).code, 400)
      assert.equal((await bind(e, u, { kind: 'paypal', account: ALIPAY, holderName: REAL_NAME })).code, 400)
      assert.equal((await bind(e, u, { kind: 'alipay', account: ALIPAY, holderName: REAL_NAME, extra: 1 })).code, 400)

      const card = await bind(e, u, { kind: 'bank', account: CARD, holderName: REAL_NAME, bankName: '工商银行' })
      assert.equal(card.code, 200, card.msg)
      assert.equal(card.data.accountMask, '**** 3446')
      assert.equal(card.data.holderName, '张*')
      assert.ok(!JSON.stringify(card.data).includes(CARD), 'the number is never sent back')
      await boundAlipay(e, u)
      assert.equal((await bind(e, u, { kind: 'alipay', account: ALIPAY, holderName: REAL_NAME })).code, 409, 'bound once')
      const mine = await call(e.app, 'GET', '/api/need/payout/accounts', { token: u.token })
      assert.equal(mine.data.length, 2)

      const other = await verifiedUser(e)
      assert.equal((await call(e.app, 'GET', '/api/need/payout/accounts', { token: other.token })).data.length, 0)
      assert.equal((await call(e.app, 'POST', `/api/need/payout/accounts/${card.data.id}/remove`, { token: other.token })).code, 404)
      assert.equal((await call(e.app, 'GET', '/api/need/payout/accounts')).code, 401)
      assert.equal((await call(e.app, 'POST', `/api/need/payout/accounts/${card.data.id}/remove`, { token: u.token })).code, 200)
      assert.equal((await call(e.app, 'GET', '/api/need/payout/accounts', { token: u.token })).data.length, 1)
    })

    it('accounts read apart in the list, and the same account (normalised) is bound only once per user', async () => {
      const e = env()
      const u = await verifiedUser(e)
      const masks: string[] = []
      for (const account of ['li.ming@example.com', 'lisa@example.com', 'li88@example.com']) {
        const res = await bind(e, u, { kind: 'alipay', account, holderName: REAL_NAME })
        assert.equal(res.code, 200, res.msg)
        assert.ok(!JSON.stringify(res.data).includes(account), 'never the whole account')
        masks.push(res.data.accountMask)
      }
      assert.deepEqual(masks, ['li***ing@example.com', 'l***a@example.com', 'l***8@example.com'])
      const wechat = await bind(e, u, { kind: 'wechat', account: 'ZhangSan_2024', holderName: REAL_NAME })
      assert.equal(wechat.data.accountMask, 'zh***2024')
      assert.equal((await bind(e, u, { kind: 'bank', account: CARD, holderName: REAL_NAME, bankName: '工商银行' })).code, 200)

      // the same account again, typed differently: refused with a clear message, nothing added
      const again = [
        { kind: 'alipay', account: ' Li.Ming@EXAMPLE.com ' },
        { kind: 'wechat', account: 'zhangsan_2024' },
        { kind: 'bank', account: '6222 0202 0011 2233 446', bankName: '建设银行' },
      ]
      for (const body of again) {
        const res = await bind(e, u, { ...body, holderName: REAL_NAME })
        assert.equal(res.code, 409, body.account)
        assert.equal(res.msg, '该账户已绑定过，无需重复绑定')
      }
      assert.match((await bind(e, u, { ...again[0], holderName: REAL_NAME }, EN)).msg, /already bound/)
      assert.equal((await call(e.app, 'GET', '/api/need/payout/accounts', { token: u.token })).data.length, 5)

      // an account bound before accounts were normalised (hash and mask of the raw text) reads apart and counts too
      const cipher = createCipher(SECRET)
      const legacy = 'Old.Friend@Example.com'
      await e.db.insert(payoutAccounts).values({
        userId: u.id,
        kind: 'alipay',
        accountEnc: cipher.encrypt(legacy),
        holderNameEnc: cipher.encrypt(REAL_NAME),
        accountHash: cipher.hmac(`alipay:${legacy}`),
        accountMask: 'Ol***@Example.com',
      })
      const listed = (await call(e.app, 'GET', '/api/need/payout/accounts', { token: u.token })).data as { accountMask: string }[]
      assert.equal(listed[0].accountMask, 'Ol***iend@Example.com')
      assert.equal(new Set(listed.map((a) => a.accountMask)).size, listed.length)
      assert.equal((await bind(e, u, { kind: 'alipay', account: 'old.friend@example.com', holderName: REAL_NAME })).code, 409)

      // another user may bind an account of the same number (each is paid in their own name)
      const other = await verifiedUser(e)
      assert.equal((await bind(e, other, { kind: 'alipay', account: 'lisa@example.com', holderName: REAL_NAME })).code, 200)
    })

    it('a request checks minimum, fee, daily limit and payment password, and takes the amount from the wallet', async () => {
      const e = env()
      const u = await funded(e, 10_000_000)
      const accountId = await boundAlipay(e, u)
      const min = await withdraw(e, u, { amount: 999, accountId })
      assert.equal(min.code, 400)
      assert.match(min.msg, /10\.00/)
      const wrong = await withdraw(e, u, { amount: 5000, accountId, payPassword: '000111' })
      assert.equal(wrong.code, 400)
      assert.match(wrong.msg, /支付密码错误/)
      assert.equal((await withdraw(e, u, { amount: 5000, accountId, payPassword: undefined })).code, 400)
      assert.equal((await withdraw(e, u, { amount: 5000, accountId: 99_999_999 })).code, 404)
      // named as a withdrawal's amount, though a recycling quote's field is also called amount
      const typed = await withdraw(e, u, { amount: '5000', accountId })
      assert.equal(typed.code, 400)
      assert.equal(typed.msg, '提现金额格式不正确')
      assert.equal((await withdraw(e, u, { amount: 'x', accountId }, 'en-US')).msg, 'withdrawal amount is invalid')
      assert.equal(await balanceOf(e, u.id), 10_000_000, 'nothing taken by refused requests')

      // 0.6 % with a 1 yuan minimum: 50 yuan costs 1 yuan, 1000 yuan costs 6 yuan
      const small = await withdraw(e, u, { amount: 5000, accountId })
      assert.equal(small.code, 200, small.msg)
      assert.deepEqual([small.data.amount, small.data.fee, small.data.net, small.data.status], [5000, 100, 4900, 'pending'])
      const big = await withdraw(e, u, { amount: 100_000, accountId })
      assert.deepEqual([big.data.fee, big.data.net], [600, 99_400])
      let w = await wallet(e, u)
      assert.equal(w.balance, 10_000_000 - 105_000)
      assert.equal(w.withdrawing, 105_000)
      const rows = await e.db.select().from(ledger).where(and(eq(ledger.userId, u.id), eq(ledger.kind, 'withdrawal')))
      assert.deepEqual(rows.map((r) => r.amount).sort((a, b) => a - b), [-100_000, -5000])

      // daily limit 50 000 yuan: 1 050 yuan used, so 48 950 left
      const over = await withdraw(e, u, { amount: 4_895_001, accountId })
      assert.equal(over.code, 409)
      assert.match(over.msg, /48950\.00/)
      assert.equal((await withdraw(e, u, { amount: 4_895_000, accountId })).code, 200)
      const opts = await call(e.app, 'GET', '/api/need/payout/options', { token: u.token })
      assert.equal(opts.data.usedToday, 5_000_000)
      w = await wallet(e, u)
      assert.equal(w.balance, 5_000_000)
      await assertLedgerMatches(e, u.id)
    })

    it('concurrent requests cannot take more than the wallet holds', async () => {
      const e = env()
      const u = await funded(e, 30_000)
      const accountId = await boundAlipay(e, u)
      // four at once: each also counts a payment-password try, and five in a row would lock the wallet
      const results = await Promise.all(Array.from({ length: 4 }, () => withdraw(e, u, { amount: 10_000, accountId })))
      assert.equal(results.filter((r) => r.code === 200).length, 3)
      assert.ok(results.every((r) => r.code === 200 || r.code === 409))
      assert.equal(await balanceOf(e, u.id), 0)
      await assertLedgerMatches(e, u.id)
    })

    it('an admin approves exactly once under concurrent attempts, the provider paying the net amount', async () => {
      const e = env()
      const u = await funded(e, 50_000)
      const accountId = await boundAlipay(e, u)
      const req = await withdraw(e, u, { amount: 20_000, accountId })
      const provider = new FlakyProvider()
      provider.failing = null
      const app = await buildApp({ db: e.db, config: { secretKey: SECRET, staticDir: '/nonexistent' }, payout: provider, logger: false })
      try {
        const admin = await adminToken(e)
        const results = await Promise.all(Array.from({ length: 8 }, () => decide(e, app, admin, req.data.id, { approve: true })))
        assert.equal(results.filter((r) => r.code === 200).length, 1)
        assert.ok(results.every((r) => r.code === 200 || r.code === 409))
        assert.equal(provider.calls.length, 1)
        assert.deepEqual(
          { no: provider.calls[0].outBizNo, amount: provider.calls[0].amount, account: provider.calls[0].account, name: provider.calls[0].holderName },
          { no: req.data.withdrawalNo, amount: 19_880, account: ALIPAY, name: REAL_NAME },
        )
        const paid = results.find((r) => r.code === 200)!.data
        assert.equal(paid.status, 'paid')
        assert.equal((await decide(e, app, admin, req.data.id, { approve: false, reason: '太迟了' })).code, 409, 'a paid one cannot be rejected')
        const w = await wallet(e, u)
        assert.equal(w.withdrawn, 20_000)
        assert.equal(w.withdrawing, 0)
        assert.equal(w.balance, 30_000)
        const list = await call(e.app, 'GET', '/api/need/payout/withdrawals', { token: u.token })
        assert.equal(list.data.rows[0].status, 'paid')
        assert.ok(list.data.rows[0].paidAt)
        await assertLedgerMatches(e, u.id)
      } finally {
        await app.close()
      }
    })

    it('a rejection gives the amount back with its reason, once', async () => {
      const e = env()
      const u = await funded(e, 50_000)
      const accountId = await boundAlipay(e, u)
      const req = await withdraw(e, u, { amount: 20_000, accountId })
      const admin = await adminToken(e)
      assert.equal((await decide(e, e.app, admin, req.data.id, { approve: false })).code, 400, 'a reason is required')
      const results = await Promise.all(Array.from({ length: 4 }, () => decide(e, e.app, admin, req.data.id, { approve: false, reason: '收款账户信息有误' })))
      assert.equal(results.filter((r) => r.code === 200).length, 1)
      assert.equal(await balanceOf(e, u.id), 50_000, 'returned exactly once')
      const list = await call(e.app, 'GET', '/api/need/payout/withdrawals', { token: u.token })
      assert.equal(list.data.rows[0].status, 'rejected')
      assert.equal(list.data.rows[0].rejectReason, '收款账户信息有误')
      const kinds = (await e.db.select().from(ledger).where(eq(ledger.userId, u.id))).map((r) => r.kind)
      assert.deepEqual(kinds.slice(-2), ['withdrawal', 'withdrawal_return'])
      assert.equal((await decide(e, e.app, admin, req.data.id, { approve: true })).code, 409)
      assert.equal((await call(e.app, 'GET', '/api/need/payout/options', { token: u.token })).data.usedToday, 0, 'a rejected request does not count')
      await assertLedgerMatches(e, u.id)
    })

    it('a provider failure leaves the withdrawal failed, money out of the wallet, to retry or reject', async () => {
      const e = env()
      const u = await funded(e, 50_000)
      const accountId = await boundAlipay(e, u)
      const first = await withdraw(e, u, { amount: 20_000, accountId })
      const second = await withdraw(e, u, { amount: 10_000, accountId })
      const provider = new FlakyProvider()
      const app = await buildApp({ db: e.db, config: { secretKey: SECRET, staticDir: '/nonexistent' }, payout: provider, logger: false })
      try {
        const admin = await adminToken(e)
        const failed = await decide(e, app, admin, first.data.id, { approve: true })
        assert.equal(failed.code, 200, failed.msg)
        assert.equal(failed.data.status, 'failed')
        assert.match(failed.data.failReason, /PAYEE_NOT_EXIST/)
        provider.failing = 'throw'
        const thrown = await decide(e, app, admin, second.data.id, { approve: true })
        assert.equal(thrown.data.status, 'failed')
        assert.match(thrown.data.failReason, /ECONNREFUSED/)
        assert.equal(await balanceOf(e, u.id), 20_000, 'the money stays out of the wallet while failed')
        const queue = await call(app, 'GET', '/api/admin/withdrawals?status=failed', { token: admin })
        assert.deepEqual(queue.data.rows.map((r: { id: number }) => r.id), [first.data.id, second.data.id])

        provider.failing = null
        const retried = await decide(e, app, admin, first.data.id, { approve: true })
        assert.equal(retried.data.status, 'paid')
        assert.equal(retried.data.attempts, 2)
        assert.deepEqual(provider.calls.map((c) => c.outBizNo).filter((n) => n === first.data.withdrawalNo).length, 2, 'same idempotency key')
        const rejected = await decide(e, app, admin, second.data.id, { approve: false, reason: '收款账户异常，请更换账户' })
        assert.equal(rejected.data.status, 'rejected')
        assert.equal(await balanceOf(e, u.id), 30_000)
        const [row] = await e.db.select().from(withdrawals).where(eq(withdrawals.id, first.data.id))
        assert.equal(row.providerRef, 'REF-' + first.data.withdrawalNo)
        await assertLedgerMatches(e, u.id)
      } finally {
        await app.close()
      }
    })

    it("authorization: nobody sees or withdraws another's money, and only admins decide", async () => {
      const e = env()
      const a = await funded(e, 50_000)
      const b = await funded(e, 50_000)
      const aAccount = await boundAlipay(e, a)
      const req = await withdraw(e, a, { amount: 20_000, accountId: aAccount })
      assert.equal((await withdraw(e, b, { amount: 20_000, accountId: aAccount })).code, 404, "B cannot use A's account")
      assert.equal((await call(e.app, 'GET', '/api/need/payout/withdrawals', { token: b.token })).data.total, 0)
      assert.equal((await call(e.app, 'GET', '/api/need/payout/withdrawals')).code, 401)
      assert.equal((await decide(e, e.app, b.token, req.data.id, { approve: true })).code, 403)
      assert.equal((await call(e.app, 'GET', '/api/admin/withdrawals', { token: b.token })).code, 403)
      assert.equal((await decide(e, e.app, (await adminToken(e)), 99_999_999, { approve: true })).code, 404)
      const queue = await call(e.app, 'GET', '/api/admin/withdrawals?status=pending', { token: await adminToken(e) })
      const mine = queue.data.rows.find((r: { id: number }) => r.id === req.data.id)
      assert.equal(mine.accountNumber, ALIPAY)
      assert.equal(mine.holderFullName, REAL_NAME)
      assert.equal(await balanceOf(e, b.id), 50_000)
      await assertLedgerMatches(e, a.id)
      await assertLedgerMatches(e, b.id)
    })

    it('the sandbox provider pays at once and says so in its reference', async () => {
      const r = await new SandboxPayoutProvider().transfer({ outBizNo: 'W1', amount: 100, kind: 'bank', account: CARD, holderName: REAL_NAME, remark: 'x' })
      assert.deepEqual(r, { ok: true, ref: 'SANDBOX-W1' })
    })
  })
}
