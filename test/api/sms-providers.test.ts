/**
 * SMS providers (issue 12, identity): Tencent Cloud and Aliyun through their SDKs, against a local fake of each API.
 * A code reaches the provider with the phone, template and code, signed as the SDK signs; a provider's failure is
 * 短信发送失败 and leaves no usable code. Configuration: SMS_PROVIDER and its variables, and the production refusal.
 */
import assert from 'node:assert/strict'
import { createHash, createHmac } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { and, eq, isNull } from 'drizzle-orm'
import { buildApp, type App } from '../../server/app'
import { loadConfig } from '../../server/config'
import { smsCodes } from '../../server/modules/auth/schema'
import type { SmsConfig } from '../../server/lib/sms-config'
import { startFakeHttp, type FakeHttp, type FakeRequest } from './fake-http'
import { call, configProblem, DRIVERS, newPhone, SECRET, useTestEnv } from './helpers'

const TENCENT = { secretId: 'AKIDtest0123456789', secretKey: 'tencent-secret-key', appId: '1400000001', signName: '游戏账号商城', templateId: '2000001' }
const ALIYUN = { accessKeyId: 'LTAItest0123456789', accessKeySecret: 'aliyun-secret', signName: '游戏账号商城', templateCode: 'SMS_100000001' }

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest()

/** TC3-HMAC-SHA256 as Tencent Cloud documents it, computed here independently of the SDK. */
function tencentSignatureValid(req: FakeRequest, secretKey: string): boolean {
  const m = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
    String(req.headers.authorization),
  )
  if (!m) return false
  const [, , date, service, signedHeaders, signature] = m
  const canonicalHeaders = signedHeaders
    .split(';')
    // the SDK signs the host name without the port (the real endpoint has none)
    .map((h) => `${h}:${(h === 'host' ? String(req.headers.host).replace(/:\d+$/, '') : String(req.headers[h])).toLowerCase()}\n`)
    .join('')
  const canonical = [req.method, '/', '', canonicalHeaders, signedHeaders, sha256(req.body)].join('\n')
  const toSign = ['TC3-HMAC-SHA256', req.headers['x-tc-timestamp'], `${date}/${service}/tc3_request`, sha256(canonical)].join('\n')
  const key = hmac(hmac(hmac('TC3' + secretKey, date), service), 'tc3_request')
  return createHmac('sha256', key).update(toSign).digest('hex') === signature
}

type Mode = 'ok' | 'refused' | 'error'

function tencentAnswer(mode: Mode) {
  return (req: FakeRequest) => {
    const phone = (JSON.parse(req.body || '{}').PhoneNumberSet ?? [])[0]
    if (mode === 'error') return { json: { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'bad signature' }, RequestId: 'r' } } }
    const Code = mode === 'ok' ? 'Ok' : 'LimitExceeded.PhoneNumberDailyLimit'
    return { json: { Response: { SendStatusSet: [{ SerialNo: 's', PhoneNumber: phone, Fee: 1, Code, Message: Code }], RequestId: 'r' } } }
  }
}

function aliyunAnswer(mode: Mode) {
  return () => {
    if (mode === 'error') return { status: 500, json: { Code: 'InternalError', Message: 'boom', RequestId: 'r' } }
    if (mode === 'refused') return { json: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit', RequestId: 'r' } }
    return { json: { Code: 'OK', Message: 'OK', BizId: 'b', RequestId: 'r' } }
  }
}

for (const driver of DRIVERS) {
  describe(`SMS providers [${driver}]`, () => {
    const env = useTestEnv(driver)
    const apps: App[] = []
    let tencent: FakeHttp
    let aliyun: FakeHttp
    let dataDir: string
    before(async () => {
      tencent = await startFakeHttp(tencentAnswer('ok'))
      aliyun = await startFakeHttp(aliyunAnswer('ok'))
      dataDir = mkdtempSync(join(tmpdir(), 'shop-sms-'))
    })
    after(async () => {
      for (const a of apps) await a.close()
      await tencent.close()
      await aliyun.close()
      rmSync(dataDir, { recursive: true, force: true })
    })

    const appWith = async (sms: SmsConfig) => {
      const app = await buildApp({
        db: env().db,
        config: { secretKey: SECRET, staticDir: '/nonexistent', dataDir, sms, limits: { smsResendSeconds: 1, smsPerIpPerHour: 10_000 } },
        logger: false,
      })
      apps.push(app)
      return app
    }
    const tencentApp = () => appWith({ provider: 'tencent', ...TENCENT, region: 'ap-guangzhou', endpoint: tencent.base })
    const aliyunApp = () => appWith({ provider: 'aliyun', ...ALIYUN, region: 'cn-hangzhou', endpoint: aliyun.base })
    const unusedCodes = (phone: string) =>
      env().db.select().from(smsCodes).where(and(eq(smsCodes.phone, phone), isNull(smsCodes.usedAt)))

    it('Tencent: SendSms reaches the API signed (TC3-HMAC-SHA256) with the +86 phone, app, sign, template and the code, which then works', async () => {
      const app = await tencentApp()
      tencent.answer = tencentAnswer('ok')
      const phone = newPhone()
      const before = tencent.requests.length
      const res = await call(app, 'GET', `/api/sms/sendYzm/new?phone=${phone}`)
      assert.equal(res.code, 200, res.msg)
      assert.equal(tencent.requests.length, before + 1)
      const req = tencent.requests.at(-1)!
      assert.equal(req.method, 'POST')
      assert.equal(req.headers['x-tc-action'], 'SendSms')
      assert.equal(req.headers['x-tc-version'], '2021-01-11')
      assert.equal(req.headers['x-tc-region'], 'ap-guangzhou')
      assert.match(String(req.headers.authorization), new RegExp(`^TC3-HMAC-SHA256 Credential=${TENCENT.secretId}/`))
      assert.ok(tencentSignatureValid(req, TENCENT.secretKey), 'the signature checks out with the secret key')
      assert.ok(!tencentSignatureValid({ ...req, body: req.body.replace(phone, newPhone()) }, TENCENT.secretKey), 'and covers the body')
      const body = JSON.parse(req.body)
      assert.deepEqual(body.PhoneNumberSet, ['+86' + phone])
      assert.equal(body.SmsSdkAppId, TENCENT.appId)
      assert.equal(body.SignName, TENCENT.signName)
      assert.equal(body.TemplateId, TENCENT.templateId)
      assert.equal(body.TemplateParamSet.length, 1)
      const code = body.TemplateParamSet[0]
      assert.match(code, /^\d{6}$/)
      const reg = await call(app, 'POST', '/api/register', { body: { phone, code, password: 'Passw0rd1' } })
      assert.equal(reg.code, 200, 'the code the provider delivered registers the phone')
    })

    for (const mode of ['refused', 'error'] as const) {
      it(`Tencent ${mode === 'refused' ? 'refusing the number' : 'answering an API error'}: 短信发送失败, and the code it carried is dead`, async () => {
        const app = await tencentApp()
        tencent.answer = tencentAnswer(mode)
        const phone = newPhone()
        const res = await call(app, 'GET', `/api/sms/sendYzm/new?phone=${phone}`)
        assert.equal(res.code, 500)
        assert.equal(res.msg, '短信发送失败，请稍后再试')
        const en = await call(app, 'GET', `/api/sms/sendYzm/new?phone=${newPhone()}`, { lang: 'en-US' })
        assert.equal(en.msg, 'the SMS could not be sent, please try again later')
        assert.equal((await unusedCodes(phone)).length, 0, 'no usable code is stored')
        const code = JSON.parse(tencent.requests.at(-2)!.body).TemplateParamSet[0]
        const reg = await call(app, 'POST', '/api/register', { body: { phone, code, password: 'Passw0rd1' } })
        assert.equal(reg.code, 400)
        assert.equal(reg.msg, '短信验证码错误或已失效')
      })
    }

    it('Aliyun: SendSms reaches the API signed (ACS3-HMAC-SHA256) with the phone, sign, template and the code, which then works', async () => {
      const app = await aliyunApp()
      aliyun.answer = aliyunAnswer('ok')
      const phone = newPhone()
      const res = await call(app, 'GET', `/api/sms/sendYzm/new?phone=${phone}`)
      assert.equal(res.code, 200, res.msg)
      const req = aliyun.requests.at(-1)!
      assert.equal(req.headers['x-acs-action'], 'SendSms')
      assert.equal(req.headers['x-acs-version'], '2017-05-25')
      assert.match(String(req.headers.authorization), new RegExp(`^ACS3-HMAC-SHA256 Credential=${ALIYUN.accessKeyId},SignedHeaders=[^,]*host[^,]*,Signature=[0-9a-f]{64}$`))
      const q = req.url.searchParams
      assert.equal(q.get('PhoneNumbers'), phone)
      assert.equal(q.get('SignName'), ALIYUN.signName)
      assert.equal(q.get('TemplateCode'), ALIYUN.templateCode)
      const { code } = JSON.parse(q.get('TemplateParam')!)
      assert.match(code, /^\d{6}$/)
      const reg = await call(app, 'POST', '/api/register', { body: { phone, code, password: 'Passw0rd1' } })
      assert.equal(reg.code, 200)
    })

    for (const mode of ['refused', 'error'] as const) {
      it(`Aliyun ${mode === 'refused' ? 'refusing (flow control)' : 'failing with HTTP 500'}: 短信发送失败, and the code it carried is dead`, async () => {
        const app = await aliyunApp()
        aliyun.answer = aliyunAnswer(mode)
        const phone = newPhone()
        const res = await call(app, 'GET', `/api/sms/sendYzm/new?phone=${phone}`)
        assert.equal(res.code, 500)
        assert.equal(res.msg, '短信发送失败，请稍后再试')
        assert.equal((await unusedCodes(phone)).length, 0)
        const code = JSON.parse(aliyun.requests.at(-1)!.url.searchParams.get('TemplateParam')!).code
        const reg = await call(app, 'POST', '/api/register', { body: { phone, code, password: 'Passw0rd1' } })
        assert.equal(reg.code, 400)
      })
    }

    it('a provider that cannot be reached: 短信发送失败, no usable code', async () => {
      const closed = await startFakeHttp(aliyunAnswer('ok'))
      await closed.close()
      const app = await appWith({ provider: 'aliyun', ...ALIYUN, region: 'cn-hangzhou', endpoint: closed.base })
      const phone = newPhone()
      const res = await call(app, 'GET', `/api/sms/sendYzm/new?phone=${phone}`)
      assert.equal(res.code, 500)
      assert.equal(res.msg, '短信发送失败，请稍后再试')
      assert.equal((await unusedCodes(phone)).length, 0)
    })
  })
}

describe('SMS provider configuration', () => {
  const base = { SECRET_KEY: SECRET, DATA_DIR: tmpdir() }

  it('log is the default; tencent and aliyun are read completely', () => {
    assert.deepEqual(loadConfig(base).sms, { provider: 'log' })
    const t = loadConfig({
      ...base,
      SMS_PROVIDER: 'tencent',
      SMS_TENCENT_SECRET_ID: 'id',
      SMS_TENCENT_SECRET_KEY: 'key',
      SMS_TENCENT_APP_ID: '1400',
      SMS_TENCENT_SIGN_NAME: 'sign',
      SMS_TENCENT_TEMPLATE_ID: '1',
    }).sms
    assert.deepEqual(t, {
      provider: 'tencent',
      secretId: 'id',
      secretKey: 'key',
      appId: '1400',
      signName: 'sign',
      templateId: '1',
      region: 'ap-guangzhou',
      endpoint: 'https://sms.tencentcloudapi.com',
    })
    const a = loadConfig({
      ...base,
      SMS_PROVIDER: 'aliyun',
      SMS_ALIYUN_ACCESS_KEY_ID: 'id',
      SMS_ALIYUN_ACCESS_KEY_SECRET: 'secret',
      SMS_ALIYUN_SIGN_NAME: 'sign',
      SMS_ALIYUN_TEMPLATE_CODE: 'SMS_1',
      SMS_ALIYUN_ENDPOINT: 'http://127.0.0.1:9',
    }).sms
    assert.equal(a.provider, 'aliyun')
    assert.equal(a.provider === 'aliyun' && a.endpoint, 'http://127.0.0.1:9')
  })

  it('a partial configuration refuses to start naming what is missing; unknown providers and bad endpoints too', () => {
    const msg = configProblem({ ...base, SMS_PROVIDER: 'tencent', SMS_TENCENT_SECRET_ID: 'id', SMS_TENCENT_ENDPOINT: 'ftp://x' })
    assert.match(msg, /SMS_PROVIDER=tencent needs SMS_TENCENT_SECRET_KEY, SMS_TENCENT_APP_ID, SMS_TENCENT_SIGN_NAME, SMS_TENCENT_TEMPLATE_ID/)
    assert.match(msg, /SMS_TENCENT_ENDPOINT must be an http\(s\) URL/)
    assert.match(configProblem({ ...base, SMS_PROVIDER: 'aliyun' }), /SMS_PROVIDER=aliyun needs SMS_ALIYUN_ACCESS_KEY_ID, SMS_ALIYUN_ACCESS_KEY_SECRET, SMS_ALIYUN_SIGN_NAME, SMS_ALIYUN_TEMPLATE_CODE/)
    assert.match(configProblem({ ...base, SMS_PROVIDER: 'carrier-pigeon' }), /SMS_PROVIDER must be one of log, tencent, aliyun/)
  })

  it('NODE_ENV=production refuses the log provider unless SMS_PROVIDER_LOG=allow, and says why', () => {
    const prod = { ...base, NODE_ENV: 'production' }
    assert.match(configProblem(prod), /SMS_PROVIDER is log while NODE_ENV=production: verification codes would only be written to the server log/)
    assert.doesNotMatch(configProblem({ ...prod, SMS_PROVIDER_LOG: 'allow' }), /SMS_PROVIDER/)
    assert.match(configProblem({ ...base, SMS_PROVIDER_LOG: 'yes' }), /SMS_PROVIDER_LOG must be "allow" or unset/)
  })
})
