/**
 * The real payment providers' code paths against local fakes of WeChat Pay and Alipay, with keys generated here:
 * the merchant's / app's key signs what the server sends (checked by the fake with the public key), the
 * platform's / Alipay's key signs what the fakes answer and the notifications the tests post. Also the payment
 * part of the configuration (which providers are enabled, the production refusal of the sandbox).
 */
import assert from 'node:assert/strict'
import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { Aes } from 'wechatpay-axios-plugin'
import { loadConfig, paymentConfig, type AlipayConfig, type WechatPayConfig } from '../../server/config'
import { createSession } from '../../server/modules/auth/sessions'
import { PaymentProviders } from '../../server/lib/payments'
import { messages as messagesTable } from '../../server/modules/inbox/schema'
import { orders } from '../../server/modules/order/schema'
import { paymentRefunds, payments } from '../../server/modules/payment/schema'
import { users } from '../../server/modules/user/schema'
import { ledger } from '../../server/modules/wallet/schema'
import { sendPendingRefunds } from '../../server/modules/payment/refunds'
import { assertLedgerMatches, balanceOf, fund, heldOf, listing, PAY_PASSWORD, verifiedUser } from './buying'
import type { App } from '../../server/app'
import { call, configProblem, DRIVERS, SECRET, useTestEnv, type TestEnv, type TestUser } from './helpers'

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } })
const merchant = pair()
const platform = pair()
const alipayApp = pair()
const alipay = pair()
const stranger = pair()

const sign = (text: string, key: string) => createSign('RSA-SHA256').update(text).sign(key, 'base64')
const verify = (text: string, signature: string, key: string) => createVerify('RSA-SHA256').update(text).verify(key, signature, 'base64')

const MCHID = '1900000109'
const APPID = 'wxd678efh567hg6787'
const PLATFORM_KEY_ID = 'PUB_KEY_ID_0114232134912410000000000000'
const APIV3_KEY = 'a'.repeat(16) + 'B'.repeat(16)
const ALIPAY_APP_ID = '2021000000000001'

interface Seen {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: string
}

/** A local WeChat Pay (APIv3) and Alipay gateway: records what arrives and answers as the real ones do. */
class FakeProviders {
  readonly seen: Seen[] = []
  server!: Server
  base = ''

  async start() {
    this.server = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake')
        this.seen.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body })
        if (url.pathname.startsWith('/wx/')) return this.#wechat(url.pathname.slice(3), body, res)
        if (url.pathname === '/gateway.do') return this.#alipay(url, body, res)
        res.writeHead(404).end()
      })
    })
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r))
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  stop() {
    return new Promise<void>((r) => this.server.close(() => r()))
  }

  last(path: string): Seen {
    const hit = [...this.seen].reverse().find((s) => s.path === path)
    assert.ok(hit, `nothing reached the fake at ${path}`)
    return hit
  }

  #wechat(path: string, body: string, res: import('node:http').ServerResponse) {
    const answer = (status: number, data: object) => {
      const text = JSON.stringify(data)
      const ts = String(Math.floor(Date.now() / 1000))
      const nonce = randomBytes(16).toString('hex')
      res
        .writeHead(status, {
          'content-type': 'application/json',
          'wechatpay-timestamp': ts,
          'wechatpay-nonce': nonce,
          'wechatpay-serial': PLATFORM_KEY_ID,
          'wechatpay-signature': sign(`${ts}\n${nonce}\n${text}\n`, platform.privateKey),
        })
        .end(text)
    }
    if (path === '/v3/pay/transactions/jsapi') return answer(200, { prepay_id: 'wx201410272009395522657a690389285100' })
    if (path === '/v3/pay/transactions/h5') return answer(200, { h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2016&package=1037687096' })
    if (path === '/v3/refund/domestic/refunds') {
      const b = JSON.parse(body)
      return answer(200, { refund_id: '50000000382019052709732678859', out_refund_no: b.out_refund_no, status: 'PROCESSING', amount: b.amount })
    }
    answer(404, { code: 'NOT_FOUND', message: path })
  }

  #alipay(url: URL, body: string, res: import('node:http').ServerResponse) {
    const params = Object.fromEntries([...url.searchParams, ...new URLSearchParams(body)])
    const method = params.method
    const key = method.replaceAll('.', '_') + '_response'
    const inner = JSON.stringify(
      method === 'alipay.trade.refund'
        ? { code: '10000', msg: 'Success', trade_no: '2026112422001', out_trade_no: JSON.parse(params.biz_content).out_trade_no, refund_fee: JSON.parse(params.biz_content).refund_amount, fund_change: 'Y' }
        : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.INVALID_PARAMETER', sub_msg: method },
    )
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(`{"${key}":${inner},"sign":"${sign(inner, alipay.privateKey)}"}`)
  }
}

/** WeChat Pay's Authorization header checked as WeChat Pay does: RSA-SHA256 over method, path, time, nonce, body. */
function assertWechatSigned(s: Seen) {
  const auth = String(s.headers.authorization ?? '')
  const m = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(auth)
  assert.ok(m, `Authorization: ${auth}`)
  const f = Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]))
  assert.equal(f.mchid, MCHID)
  assert.equal(f.serial_no, 'MERCHANTSERIAL01')
  // the path as requested (the fake sits under /wx/ of its base URL, as WeChat Pay sits at the root of its own)
  const path = s.path + (s.query.size ? `?${s.query}` : '')
  assert.ok(verify(`${s.method}\n${path}\n${f.timestamp}\n${f.nonce_str}\n${s.body}\n`, f.signature, merchant.publicKey), 'signed with the merchant key')
  assert.ok(!verify(`${s.method}\n${path}\n${f.timestamp}\n${f.nonce_str}\n${s.body}x\n`, f.signature, merchant.publicKey))
}

/** Alipay's check of a request: RSA2 over the sorted key=value pairs of every parameter but sign. */
function assertAlipaySigned(params: Record<string, string>) {
  const { sign: signature, ...rest } = params
  const content = Object.keys(rest)
    .sort()
    .map((k) => `${k}=${rest[k]}`)
    .join('&')
  assert.ok(verify(content, signature, alipayApp.publicKey), 'signed with the app key')
  assert.equal(params.app_id, ALIPAY_APP_ID)
  assert.equal(params.sign_type, 'RSA2')
}

function wechatConfig(base: string): WechatPayConfig {
  return {
    mchid: MCHID,
    appid: APPID,
    serial: 'MERCHANTSERIAL01',
    privateKey: merchant.privateKey,
    platformPublicKey: platform.publicKey,
    platformPublicKeyId: PLATFORM_KEY_ID,
    apiv3Key: APIV3_KEY,
    notifyUrl: 'https://shop.example.com/api/pay/notify/wechat',
    baseUrl: `${base}/wx/`,
  }
}

function alipayConfig(base: string): AlipayConfig {
  return {
    appId: ALIPAY_APP_ID,
    privateKey: alipayApp.privateKey,
    alipayPublicKey: alipay.publicKey,
    notifyUrl: 'https://shop.example.com/api/pay/notify/alipay',
    gateway: `${base}/gateway.do`,
  }
}

/** A WeChat Pay notification as WeChat Pay sends it: encrypted resource, signed headers. */
function wechatNotification(
  tx: { paymentNo: string; amount: number; mchid?: string; appid?: string; state?: string },
  opts: { key?: string; ts?: number; serial?: string; alter?: (body: string) => string } = {},
) {
  const plain = JSON.stringify({
    mchid: tx.mchid ?? MCHID,
    appid: tx.appid ?? APPID,
    out_trade_no: tx.paymentNo,
    transaction_id: '4200000' + randomBytes(8).toString('hex'),
    trade_type: 'JSAPI',
    trade_state: tx.state ?? 'SUCCESS',
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: tx.amount, payer_total: tx.amount, currency: 'CNY', payer_currency: 'CNY' },
  })
  const iv = randomBytes(6).toString('hex')
  const body = JSON.stringify({
    id: randomBytes(8).toString('hex'),
    create_time: new Date().toISOString(),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext: Aes.AesGcm.encrypt(plain, APIV3_KEY, iv, 'transaction'), associated_data: 'transaction', nonce: iv },
  })
  const ts = String(opts.ts ?? Math.floor(Date.now() / 1000))
  const nonce = randomBytes(16).toString('hex')
  const headers = {
    'content-type': 'application/json',
    'wechatpay-timestamp': ts,
    'wechatpay-nonce': nonce,
    'wechatpay-serial': opts.serial ?? PLATFORM_KEY_ID,
    'wechatpay-signature': sign(`${ts}\n${nonce}\n${body}\n`, opts.key ?? platform.privateKey),
  }
  return { headers, body: opts.alter ? opts.alter(body) : body }
}

/** An Alipay asynchronous notification: a form signed (RSA2) over the sorted pairs but sign and sign_type. */
function alipayNotification(fields: Record<string, string>, opts: { key?: string; alter?: (f: Record<string, string>) => void } = {}) {
  const f: Record<string, string> = {
    notify_time: '2026-11-24 14:00:00',
    notify_type: 'trade_status_sync',
    notify_id: randomBytes(12).toString('hex'),
    app_id: ALIPAY_APP_ID,
    charset: 'utf-8',
    version: '1.0',
    trade_no: '2026112422001' + randomBytes(4).toString('hex'),
    trade_status: 'TRADE_SUCCESS',
    seller_id: '2088101117955611',
    ...fields,
  }
  const content = Object.keys(f)
    .sort()
    .map((k) => `${k}=${f[k]}`)
    .join('&')
  const signed = { ...f, sign_type: 'RSA2', sign: sign(content, opts.key ?? alipay.privateKey) }
  opts.alter?.(signed)
  return new URLSearchParams(signed).toString()
}

async function postRaw(app: App, url: string, body: string, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url, payload: body, headers })
}

const yuan = (fen: number) => (fen / 100).toFixed(2)

async function snapshot(env: TestEnv, orderId: number, buyer: TestUser) {
  const [order] = await env.db.select().from(orders).where(eq(orders.id, orderId))
  return {
    order,
    payments: await env.db.select().from(payments).where(eq(payments.orderId, orderId)),
    balance: await balanceOf(env, buyer.id),
    held: await heldOf(env, buyer.id),
    ledger: (await env.db.select().from(ledger).where(eq(ledger.userId, buyer.id))).length,
  }
}

for (const driver of DRIVERS) {
  describe(`payment providers [${driver}]`, () => {
    const env = useTestEnv(driver)
    const fake = new FakeProviders()
    let app: App
    let pay: PaymentProviders

    before(async () => {
      await fake.start()
      const payment = { sandbox: true, wechat: wechatConfig(fake.base), alipay: alipayConfig(fake.base) }
      app = await env().build({ payment })
      pay = PaymentProviders.fromConfig(payment, SECRET)
    })
    after(() => fake.stop())

    /** An order of a fresh buyer (with a WeChat openid when asked) paid by `method`, with 30.00 from the wallet. */
    async function payWith(method: string, opts: { openid?: boolean; wallet?: number } = {}) {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      if (opts.openid) await e.db.update(users).set({ wechatOpenid: 'o' + randomBytes(12).toString('hex') }).where(eq(users.id, buyer.id))
      const wallet = opts.wallet ?? 3000
      if (wallet) await fund(e, buyer.id, wallet)
      const goodsId = await listing(e, seller.id, { price: 10_000, compensation: 'none' })
      const created = await call(app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId, compensation: 'none', agree: true } })
      assert.equal(created.code, 200, created.msg)
      const body = { useWallet: wallet > 0, ...(wallet ? { payPassword: PAY_PASSWORD } : {}), method, returnPath: `/pages/order/detail/index?id=${created.data.id}` }
      const res = await call(app, 'POST', `/api/need/order/${created.data.id}/pay`, { token: buyer.token, body })
      return { e, seller, buyer, order: created.data, res }
    }

    it('GET /pay/methods: WeChat JSAPI only for a buyer with a WeChat login; the sandbox is flagged', async () => {
      const e = env()
      const plain = await verifiedUser(e)
      const res = await call(app, 'GET', '/api/pay/methods', { token: plain.token })
      assert.deepEqual({ methods: res.data.methods, sandbox: res.data.sandbox }, { methods: ['wechat_h5', 'alipay_wap', 'sandbox'], sandbox: true })
      await e.db.update(users).set({ wechatOpenid: 'oWX' + randomBytes(8).toString('hex') }).where(eq(users.id, plain.id))
      const withOpenid = await call(app, 'GET', '/api/pay/methods', { token: plain.token })
      assert.deepEqual(withOpenid.data.methods, ['wechat_jsapi', 'wechat_h5', 'alipay_wap', 'sandbox'])
      assert.equal((await call(app, 'GET', '/api/pay/methods')).code, 401)
      // the default app (no provider configured) offers the sandbox only
      const sandboxOnly = (await call(e.app, 'GET', '/api/pay/methods', { token: plain.token })).data
      assert.deepEqual({ methods: sandboxOnly.methods, sandbox: sandboxOnly.sandbox }, { methods: ['sandbox'], sandbox: true })
      // JSAPI without an openid, or a method this server has not enabled: 400 and nothing held
      const { buyer, order, res: refused } = await payWith('wechat_jsapi')
      assert.equal(refused.code, 400)
      assert.equal(refused.msg, '该支付方式当前不可用，请选择其他支付方式')
      assert.equal(await heldOf(e, buyer.id), 0)
      const other = await call(e.app, 'POST', `/api/need/order/${order.id}/pay`, { token: buyer.token, body: { useWallet: false, method: 'alipay_wap' } })
      assert.equal(other.code, 400)
      const bad = await call(app, 'POST', `/api/need/order/${order.id}/pay`, { token: buyer.token, body: { useWallet: false, method: 'paypal' } })
      assert.equal(bad.code, 400)
      const badPath = await call(app, 'POST', `/api/need/order/${order.id}/pay`, { token: buyer.token, body: { useWallet: false, method: 'wechat_h5', returnPath: 'https://evil.example/x' } })
      assert.equal(badPath.code, 400)
    })

    it('WeChat JSAPI: the prepay request is signed with the merchant key; the app gets requestPayment parameters signed the same way', async () => {
      const { order, res } = await payWith('wechat_jsapi', { openid: true })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.paid, false)
      assert.equal(res.data.payment.provider, 'wechat')
      assert.equal(res.data.payment.amount, order.total - 3000)
      const seen = fake.last('/wx/v3/pay/transactions/jsapi')
      assertWechatSigned(seen)
      const sent = JSON.parse(seen.body)
      assert.equal(sent.out_trade_no, res.data.payment.paymentNo)
      assert.deepEqual(sent.amount, { total: order.total - 3000, currency: 'CNY' })
      assert.equal(sent.appid, APPID)
      assert.equal(sent.mchid, MCHID)
      assert.match(sent.payer.openid, /^o[0-9a-f]{24}$/)
      assert.equal(sent.notify_url, 'https://shop.example.com/api/pay/notify/wechat')
      const launch = res.data.launch
      assert.equal(launch.kind, 'jsapi')
      assert.equal(launch.params.package, 'prepay_id=wx201410272009395522657a690389285100')
      assert.equal(launch.params.signType, 'RSA')
      const p = launch.params
      assert.ok(verify(`${APPID}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`, p.paySign, merchant.publicKey))
    })

    it('WeChat H5: a signed h5 request with the client IP; the app is sent to h5_url, which returns to the order page', async () => {
      const { order, res } = await payWith('wechat_h5', { wallet: 0 })
      assert.equal(res.code, 200, res.msg)
      const seen = fake.last('/wx/v3/pay/transactions/h5')
      assertWechatSigned(seen)
      const sent = JSON.parse(seen.body)
      assert.equal(sent.amount.total, order.total)
      assert.deepEqual(sent.scene_info.h5_info, { type: 'Wap' })
      assert.match(sent.scene_info.payer_client_ip, /^\d+\.\d+\.\d+\.\d+$/)
      assert.equal(res.data.launch.kind, 'redirect')
      const url = new URL(res.data.launch.url)
      assert.equal(url.host, 'wx.tenpay.com')
      assert.equal(url.searchParams.get('redirect_url'), `https://shop.example.com/pages/order/detail/index?id=${order.id}`)
    })

    it('WeChat notification: applied once; replayed, forged, altered, stale, wrong amount / merchant / app refused and nothing changes', async () => {
      const { e, buyer, order, res } = await payWith('wechat_jsapi', { openid: true })
      const paymentNo = res.data.payment.paymentNo as string
      const amount = res.data.payment.amount as number
      const post = (n: { headers: Record<string, string>; body: string }) => postRaw(app, '/api/pay/notify/wechat', n.body, n.headers)
      const before0 = await snapshot(e, order.id, buyer)
      const refused = [
        wechatNotification({ paymentNo, amount }, { key: stranger.privateKey }),
        wechatNotification({ paymentNo, amount }, { alter: (b) => b.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') }),
        wechatNotification({ paymentNo, amount }, { alter: (b) => b.replace(/"ciphertext":"(.)/, (_m, c) => `"ciphertext":"${c === 'A' ? 'B' : 'A'}`) }),
        wechatNotification({ paymentNo, amount }, { ts: Math.floor(Date.now() / 1000) - 3600 }),
        wechatNotification({ paymentNo, amount }, { serial: 'PUB_KEY_ID_OTHER' }),
        wechatNotification({ paymentNo, amount: amount + 1 }),
        wechatNotification({ paymentNo, amount: amount - 100 }),
        wechatNotification({ paymentNo, amount, mchid: '1900000999' }),
        wechatNotification({ paymentNo, amount, appid: 'wx0000000000000000' }),
        wechatNotification({ paymentNo, amount, state: 'NOTPAY' }),
      ]
      for (const n of refused) {
        const r = await post(n)
        assert.equal(r.statusCode, 400, r.body)
        assert.equal(JSON.parse(r.body).code, 'FAIL')
      }
      const noHeaders = await postRaw(app, '/api/pay/notify/wechat', refused[0].body, { 'content-type': 'application/json' })
      assert.equal(noHeaders.statusCode, 400)
      assert.deepEqual(await snapshot(e, order.id, buyer), before0)

      const good = wechatNotification({ paymentNo, amount })
      const first = await post(good)
      assert.equal(first.statusCode, 200, first.body)
      assert.deepEqual(JSON.parse(first.body), { code: 'SUCCESS', message: '成功' })
      const paid = await snapshot(e, order.id, buyer)
      assert.equal(paid.order.status, 'handover')
      assert.equal(paid.order.externalPaid, amount)
      assert.equal(paid.order.walletPaid, 3000)
      assert.equal(paid.balance, 0)
      assert.equal(paid.payments[0].status, 'succeeded')
      assert.match(paid.payments[0].providerTxnId ?? '', /^4200000/)
      for (const again of [good, wechatNotification({ paymentNo, amount })]) {
        const r = await post(again)
        assert.equal(r.statusCode, 200)
        assert.equal(JSON.parse(r.body).code, 'SUCCESS')
      }
      assert.deepEqual(await snapshot(e, order.id, buyer), paid)
      await assertLedgerMatches(e, buyer.id)

      // a genuine WeChat notification cannot pay a payment made with another provider
      const other = await payWith('sandbox', { wallet: 0 })
      const cross = await post(wechatNotification({ paymentNo: other.res.data.payment.paymentNo, amount: other.res.data.payment.amount }))
      assert.equal(cross.statusCode, 400)
      assert.equal((await snapshot(e, other.order.id, other.buyer)).order.status, 'pending_payment')
    })

    it('WeChat refund: the provider part goes back through WeChat Pay (signed refund request), the wallet part to the wallet', async () => {
      const { e, buyer, order, res } = await payWith('wechat_jsapi', { openid: true })
      const p = res.data.payment
      const n = wechatNotification({ paymentNo: p.paymentNo, amount: p.amount })
      assert.equal((await postRaw(app, '/api/pay/notify/wechat', n.body, n.headers)).statusCode, 200)
      assert.equal((await call(app, 'POST', `/api/need/order/${order.id}/refund`, { token: buyer.token, body: { reason: '账号无法登录，密码错误' } })).code, 200)
      const [admin] = await e.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
      const token = (await createSession(e.db, admin.id, 1)).token
      const ok = await call(app, 'POST', `/api/admin/orders/${order.id}/refund`, { token, body: { approve: true } })
      assert.equal(ok.code, 200, ok.msg)
      assert.equal(ok.data.status, 'refunded')
      // the wallet part is back in the wallet; the WeChat part waits for the sender, not in the wallet
      assert.equal(await balanceOf(e, buyer.id), 3000)
      await assertLedgerMatches(e, buyer.id)
      const [pending] = await e.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id))
      assert.equal(pending.status, 'pending')
      assert.equal(pending.amount, p.amount)
      const before = fake.seen.length
      assert.deepEqual(await sendPendingRefunds({ db: e.db, pay }), { sent: 1, failed: 0 })
      const sent = fake.seen.slice(before).find((s) => s.path === '/wx/v3/refund/domestic/refunds')
      assert.ok(sent)
      assertWechatSigned(sent)
      const body = JSON.parse(sent.body)
      assert.equal(body.out_trade_no, p.paymentNo)
      assert.equal(body.out_refund_no, pending.refundNo)
      assert.deepEqual(body.amount, { refund: p.amount, total: p.amount, currency: 'CNY' })
      const [done] = await e.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, pending.id))
      assert.equal(done.status, 'sent')
      // nothing is sent twice
      const count = fake.seen.length
      assert.deepEqual(await sendPendingRefunds({ db: e.db, pay }), { sent: 0, failed: 0 })
      assert.equal(fake.seen.length, count)
      const told = await call(app, 'GET', `/api/need/order/${order.id}`, { token: buyer.token })
      assert.equal(told.data.status, 'refunded')
    })

    it('Alipay WAP: a signed gateway URL; notification answered `success` once applied; forged, altered, wrong amount / app / status refused', async () => {
      const { e, buyer, order, res } = await payWith('alipay_wap')
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.payment.provider, 'alipay')
      assert.equal(res.data.launch.kind, 'redirect')
      const url = new URL(res.data.launch.url)
      assert.equal(`${url.origin}${url.pathname}`, `${fake.base}/gateway.do`)
      const params = Object.fromEntries(url.searchParams)
      assertAlipaySigned(params)
      assert.equal(params.method, 'alipay.trade.wap.pay')
      assert.equal(params.notify_url, 'https://shop.example.com/api/pay/notify/alipay')
      assert.equal(params.return_url, `https://shop.example.com/pages/order/detail/index?id=${order.id}`)
      const biz = JSON.parse(params.biz_content)
      const paymentNo = res.data.payment.paymentNo as string
      const amount = res.data.payment.amount as number
      assert.equal(biz.out_trade_no, paymentNo)
      assert.equal(biz.total_amount, yuan(amount))
      assert.equal(biz.product_code, 'QUICK_WAP_WAY')

      const post = (form: string) => postRaw(app, '/api/pay/notify/alipay', form, { 'content-type': 'application/x-www-form-urlencoded' })
      const before0 = await snapshot(e, order.id, buyer)
      const base = { out_trade_no: paymentNo, total_amount: yuan(amount) }
      for (const form of [
        alipayNotification(base, { key: stranger.privateKey }),
        alipayNotification(base, { alter: (f) => (f.total_amount = yuan(amount + 100)) }),
        alipayNotification(base, { alter: (f) => (f.trade_no = 'other') }),
        alipayNotification({ ...base, total_amount: yuan(amount + 1) }),
        alipayNotification({ ...base, total_amount: '1e3' }),
        alipayNotification({ ...base, app_id: '2021000000000999' }),
        alipayNotification({ ...base, trade_status: 'WAIT_BUYER_PAY' }),
        alipayNotification({ ...base, trade_status: 'TRADE_CLOSED' }),
        'out_trade_no=' + paymentNo,
      ]) {
        const r = await post(form)
        assert.equal(r.statusCode, 400)
        assert.equal(r.body, 'fail')
      }
      assert.deepEqual(await snapshot(e, order.id, buyer), before0)

      const good = alipayNotification(base)
      const first = await post(good)
      assert.equal(first.statusCode, 200)
      assert.equal(first.body, 'success')
      assert.match(String(first.headers['content-type']), /^text\/plain/)
      const paid = await snapshot(e, order.id, buyer)
      assert.equal(paid.order.status, 'handover')
      assert.equal(paid.order.externalPaid, amount)
      for (const again of [good, alipayNotification({ ...base, trade_status: 'TRADE_FINISHED' })]) {
        const r = await post(again)
        assert.equal(r.statusCode, 200)
        assert.equal(r.body, 'success')
      }
      assert.deepEqual(await snapshot(e, order.id, buyer), paid)
      await assertLedgerMatches(e, buyer.id)

      // refund: alipay.trade.refund signed with the app key, Alipay's signed answer checked
      assert.equal((await call(app, 'POST', `/api/need/order/${order.id}/refund`, { token: buyer.token, body: { reason: '账号无法登录，密码错误' } })).code, 200)
      const [admin] = await e.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
      const token = (await createSession(e.db, admin.id, 1)).token
      assert.equal((await call(app, 'POST', `/api/admin/orders/${order.id}/refund`, { token, body: { approve: true } })).code, 200)
      assert.equal(await balanceOf(e, buyer.id), 3000)
      await assertLedgerMatches(e, buyer.id)
      const before = fake.seen.length
      assert.deepEqual(await sendPendingRefunds({ db: e.db, pay }), { sent: 1, failed: 0 })
      const sent = fake.seen.slice(before).find((s) => s.path === '/gateway.do')
      assert.ok(sent)
      const all = Object.fromEntries([...sent.query, ...new URLSearchParams(sent.body)])
      assertAlipaySigned(all)
      assert.equal(all.method, 'alipay.trade.refund')
      const refundBiz = JSON.parse(all.biz_content)
      assert.equal(refundBiz.out_trade_no, paymentNo)
      assert.equal(refundBiz.refund_amount, yuan(amount))
      assert.match(refundBiz.out_request_no, /^R\d{22}$/)
    })

    it('a dispute refund gives the WeChat part back through WeChat Pay and the wallet part to the wallet', async () => {
      const { e, buyer, seller, order, res } = await payWith('wechat_h5', { wallet: 3000 })
      const p = res.data.payment
      const n = wechatNotification({ paymentNo: p.paymentNo, amount: p.amount })
      assert.equal((await postRaw(app, '/api/pay/notify/wechat', n.body, n.headers)).statusCode, 200)
      const opened = await call(app, 'POST', `/api/need/order/${order.id}/dispute`, {
        token: buyer.token,
        body: { type: 'not_as_described', description: '登录后发现账号英雄数量与描述不符，少了二十个。', images: [] },
      })
      assert.equal(opened.code, 200, opened.msg)
      const accepted = await call(app, 'POST', `/api/need/dispute/${opened.data.id}/answer`, { token: seller.token, body: { text: '确实有误，同意退款', acceptRefund: true } })
      assert.equal(accepted.code, 200, accepted.msg)
      assert.equal(await balanceOf(e, buyer.id), 3000)
      await assertLedgerMatches(e, buyer.id)
      const rows = await e.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id))
      assert.deepEqual(
        rows.map((r) => [r.amount, r.status]),
        [[p.amount, 'pending']],
      )
      const [told] = (await e.db.select().from(messagesTable).where(eq(messagesTable.userId, buyer.id))).filter((m) => m.title === '售后退款已到账')
      assert.match(told.content, new RegExp(`30\\.00 元已退回您的钱包，${yuan(p.amount).replace('.', '\\.')} 元原路退回您的支付账户`))
    })

    it('a provider that cannot be reached: 409, the payment closed and the wallet part released; the buyer can pay another way', async () => {
      const e = env()
      const down = await e.build({ payment: { sandbox: true, wechat: wechatConfig('http://127.0.0.1:1'), alipay: null } })
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      await fund(e, buyer.id, 3000)
      const goodsId = await listing(e, seller.id, { price: 10_000, compensation: 'none' })
      const o = (await call(down, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId, compensation: 'none', agree: true } })).data
      const body = { useWallet: true, payPassword: PAY_PASSWORD, method: 'wechat_h5' }
      const res = await call(down, 'POST', `/api/need/order/${o.id}/pay`, { token: buyer.token, body })
      assert.equal(res.code, 409)
      assert.equal(res.msg, '支付渠道暂时无法下单，请稍后重试或换一种支付方式')
      assert.equal(await heldOf(e, buyer.id), 0)
      const rows = await e.db.select().from(payments).where(eq(payments.orderId, o.id))
      assert.deepEqual(rows.map((r) => [r.provider, r.status]), [['wechat', 'closed']])
      const again = await call(down, 'POST', `/api/need/order/${o.id}/pay`, { token: buyer.token, body: { ...body, method: 'sandbox' } })
      assert.equal(again.code, 200, again.msg)
      assert.deepEqual(again.data.launch, { kind: 'sandbox' })
      assert.equal(await heldOf(e, buyer.id), 3000)
      await assertLedgerMatches(e, buyer.id)
    })

    it('a real payment that arrives after the order closed goes back through its provider, not to the wallet', async () => {
      const { e, buyer, order, res } = await payWith('alipay_wap', { wallet: 0 })
      const p = res.data.payment
      assert.equal((await call(app, 'POST', `/api/need/order/${order.id}/cancel`, { token: buyer.token, body: {} })).code, 200)
      const r = await postRaw(app, '/api/pay/notify/alipay', alipayNotification({ out_trade_no: p.paymentNo, total_amount: yuan(p.amount) }), {
        'content-type': 'application/x-www-form-urlencoded',
      })
      assert.equal(r.body, 'success')
      assert.equal(await balanceOf(e, buyer.id), 0)
      const [row] = await e.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id))
      assert.equal(row.amount, p.amount)
      await assertLedgerMatches(e, buyer.id)
    })
  })
}

describe('payment configuration', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pay-config-'))
  const file = (name: string, text: string) => {
    const path = join(dir, name)
    writeFileSync(path, text)
    return path
  }
  const base = { SECRET_KEY: SECRET, DATA_DIR: dir }
  const wx = {
    WECHATPAY_MCHID: MCHID,
    WECHATPAY_APPID: APPID,
    WECHATPAY_SERIAL: 'MERCHANTSERIAL01',
    WECHATPAY_PRIVATE_KEY_FILE: file('apiclient_key.pem', merchant.privateKey),
    WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: file('pub_key.pem', platform.publicKey),
    WECHATPAY_PLATFORM_PUBLIC_KEY_ID: PLATFORM_KEY_ID,
    WECHATPAY_APIV3_KEY: APIV3_KEY,
    WECHATPAY_NOTIFY_URL: 'https://shop.example.com/api/pay/notify/wechat',
  }
  const ali = {
    ALIPAY_APP_ID: ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY_FILE: file('app_private.pem', alipayApp.privateKey),
    ALIPAY_PUBLIC_KEY_FILE: file('alipay_public.pem', alipay.publicKey),
    ALIPAY_NOTIFY_URL: 'https://shop.example.com/api/pay/notify/alipay',
  }

  it('the sandbox alone by default; a provider is enabled when all its variables are set', () => {
    assert.deepEqual(loadConfig(base).payment, { sandbox: true, wechat: null, alipay: null })
    const c = loadConfig({ ...base, ...wx, ...ali, PAYMENT_SANDBOX: 'off' }).payment
    assert.equal(c.sandbox, false)
    assert.equal(c.wechat?.mchid, MCHID)
    assert.equal(c.wechat?.privateKey, merchant.privateKey)
    assert.equal(c.wechat?.baseUrl, 'https://api.mch.weixin.qq.com/')
    assert.equal(c.alipay?.gateway, 'https://openapi.alipay.com/gateway.do')
    assert.equal(c.alipay?.alipayPublicKey, alipay.publicKey)
    assert.equal(loadConfig({ ...base, ...ali, ALIPAY_GATEWAY: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do' }).payment.alipay?.gateway, 'https://openapi-sandbox.dl.alipaydev.com/gateway.do')
  })

  it('partial or broken provider settings refuse to start, naming what is missing', () => {
    const { WECHATPAY_APIV3_KEY: _k, WECHATPAY_NOTIFY_URL: _u, ...partial } = wx
    assert.match(configProblem({ ...base, ...partial }), /WeChat Pay is partly configured: set WECHATPAY_APIV3_KEY, WECHATPAY_NOTIFY_URL too/)
    assert.match(configProblem({ ...base, ALIPAY_APP_ID }), /Alipay is partly configured: set ALIPAY_PRIVATE_KEY_FILE, ALIPAY_PUBLIC_KEY_FILE, ALIPAY_NOTIFY_URL too/)
    assert.match(configProblem({ ...base, ...ali, ALIPAY_PUBLIC_KEY_FILE: join(dir, 'missing.pem') }), /ALIPAY_PUBLIC_KEY_FILE: cannot read/)
    assert.match(configProblem({ ...base, ...ali, ALIPAY_PUBLIC_KEY_FILE: file('junk.pem', 'not a key') }), /ALIPAY_PUBLIC_KEY_FILE: .* holds no PEM key/)
    assert.match(configProblem({ ...base, ...wx, WECHATPAY_APIV3_KEY: 'short' }), /WECHATPAY_APIV3_KEY must be the 32-character APIv3 key/)
    assert.match(configProblem({ ...base, ...wx, WECHATPAY_NOTIFY_URL: 'shop.example.com/notify' }), /WECHATPAY_NOTIFY_URL must be an http\(s\) URL/)
    assert.match(configProblem({ ...base, PAYMENT_SANDBOX: 'maybe' }), /PAYMENT_SANDBOX must be one of on, off, allow/)
    assert.match(configProblem({ ...base, ...wx, WECHAT_APPID: 'wx1111111111111111' }), /WECHATPAY_APPID \(wxd678efh567hg6787\) must be the mini program's WECHAT_APPID \(wx1111111111111111\)/)
    assert.equal(paymentConfig({ ...wx, WECHAT_APPID: APPID }, []).wechat?.appid, APPID)
    assert.match(configProblem({ ...base, PAYMENT_SANDBOX: 'off' }), /neither WeChat Pay nor Alipay is configured/)
  })

  it('NODE_ENV=production refuses the sandbox unless PAYMENT_SANDBOX=allow, and says why', () => {
    // the payment part alone: other providers (SMS, WeChat login) have production rules of their own
    const parse = (env: Record<string, string>) => {
      const problems: string[] = []
      return { payment: paymentConfig(env, problems), problems }
    }
    const [why] = parse({ NODE_ENV: 'production' }).problems
    assert.match(why, /sandbox payment provider is enabled with NODE_ENV=production: any buyer could mark orders paid without paying/)
    assert.match(why, /PAYMENT_SANDBOX=off/)
    assert.match(why, /PAYMENT_SANDBOX=allow/)
    assert.equal(parse({ ...wx, NODE_ENV: 'production', PAYMENT_SANDBOX: 'on' }).problems.length, 1)
    assert.match(configProblem({ ...base, NODE_ENV: 'production' }), /sandbox payment provider is enabled with NODE_ENV=production/)
    const allowed = parse({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'allow' })
    assert.deepEqual(allowed, { payment: { sandbox: true, wechat: null, alipay: null }, problems: [] })
    const real = parse({ ...wx, NODE_ENV: 'production', PAYMENT_SANDBOX: 'off' })
    assert.deepEqual(real.problems, [])
    assert.equal(real.payment.sandbox, false)
    assert.equal(real.payment.wechat?.appid, APPID)
    // development keeps the sandbox on without being asked
    assert.deepEqual(parse({}), { payment: { sandbox: true, wechat: null, alipay: null }, problems: [] })
  })
})
