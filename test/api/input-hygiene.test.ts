/**
 * Control characters in request text are refused with a 400 naming the field, before any of it reaches the
 * database; log lines carry neither personal data nor secrets, nor the bound values of a failed query.
 */
import assert from 'node:assert/strict'
import { Writable } from 'node:stream'
import { describe, it } from 'node:test'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { buildApp } from '../../server/app'
import { findControlChars } from '../../server/lib/input-text'
import { jsonDepth } from '../../server/lib/json-body'
import { plainLogStream, redact } from '../../server/lib/log'
import { call, DRIVERS, registerUser, SECRET, useTestEnv } from './helpers'

/** a logger writing plain lines into `lines`, as `npm start` writes them to stdout */
function capturedLogger(lines: string[]) {
  const out = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { level: 'info', stream: plainLogStream(out) }
}

describe('nesting a client cannot use to overflow the stack', () => {
  it('jsonDepth counts objects and arrays, not brackets inside strings', () => {
    assert.equal(jsonDepth('1'), 0)
    assert.equal(jsonDepth('{"a":"[[[[{{{"}'), 1)
    assert.equal(jsonDepth('{"a":"\\"[[["}'), 1)
    assert.equal(jsonDepth('[[1],[[2]],{"b":[3]}]'), 3)
    assert.equal(jsonDepth('['.repeat(1_000_000), 40), 41, 'stops counting past the limit')
  })

  it('the control-character scan walks 100 000 levels without recursion and still names the field', () => {
    let value: unknown = 'bad\u0000'
    for (let i = 0; i < 100_000; i++) value = { a: value }
    assert.equal(findControlChars(value, true), '/a'.repeat(100_000))
    assert.equal(findControlChars({ x: ['ok', { 'k/~': 'a\u0001' }], y: 'a\u0002' }, true), '/x/1/k~1~0', 'the first in document order')
  })
})

for (const driver of DRIVERS) {
  describe(`input text and logs [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('a NUL in a public search keyword is a 400 naming the field, in both languages', async () => {
      let res = await call(env().app, 'POST', '/api/web/good/allList', { body: { keyword: 'a\u0000b' } })
      assert.equal(res.code, 400)
      assert.equal(res.msg, '关键词含有不允许的控制字符')
      res = await call(env().app, 'POST', '/api/web/good/allList', { body: { keyword: 'a\u0000b' }, lang: 'en-US' })
      assert.equal(res.code, 400)
      assert.equal(res.msg, 'keyword contains characters that are not allowed (control characters)')
    })

    it('control characters are refused in the query string, the path, the body and the token header', async () => {
      const user = await registerUser(env())
      const cases: [string, string, { body?: unknown; token?: string }][] = [
        ['GET', '/api/web/rent/list?pageNum=1&pageSize=10&keyword=x%00y', {}],
        ['GET', '/api/web/rent/list?pageNum=1&pageSize=10&keyword=x%0Ay', {}],
        ['GET', '/api/uploads/a%00b', {}],
        ['PUT', '/api/system/user/profile', { body: { nickname: 'n\u0007ck' }, token: user.token }],
        ['PUT', '/api/system/user/profile', { body: { nickname: 'lone \ud800 surrogate' }, token: user.token }],
        ['POST', '/api/login', { body: { username: 'buyer01', password: 'x', captchaId: '\u0000', captchaCode: '1234' } }],
        ['POST', '/api/web/cooperate', { body: { kind: 'business', name: 'n', contact: 'c', message: 'DEL \u007f' } }],
        ['GET', '/api/system/user/profile', { token: user.token + '\u0001' }],
      ]
      for (const [method, url, opts] of cases) {
        const res = await call(env().app, method, url, opts)
        assert.equal(res.code, 400, `${method} ${url} ${JSON.stringify(opts.body)}: ${res.msg}`)
        assert.match(res.msg, /含有不允许的控制字符$/, `${method} ${url}`)
      }
      const profile = await call(env().app, 'GET', '/api/system/user/profile', { token: user.token })
      assert.equal(profile.code, 200)
      assert.notEqual(profile.data.nickname, 'n\u0007ck', 'nothing was changed')
    })

    it('a URL the router cannot take apart (bad percent-encoding, an over-long path segment) is an enveloped 400', async () => {
      let res = await call(env().app, 'GET', '/api/web/seller/%E0%A4%A')
      assert.equal(res.code, 400)
      assert.equal(res.msg, '请求地址格式不正确')
      res = await call(env().app, 'GET', `/api/web/seller/${'1'.repeat(200)}`, { lang: 'en-US' })
      assert.equal(res.code, 400)
      assert.equal(res.msg, 'the request address is malformed')
    })

    it('a body may still carry multi-line text: tab and line breaks are not refused', async () => {
      const user = await registerUser(env())
      const res = await call(env().app, 'PUT', '/api/system/user/profile', {
        body: { signature: 'line one\r\nline\ttwo' },
        token: user.token,
      })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.signature, 'line one\r\nline\ttwo')
    })

    it('the request line masks the phone in the URL, codes and the token; the req serializer hides token headers', async () => {
      const lines: string[] = []
      const app = await buildApp({
        db: env().db,
        config: { secretKey: SECRET, staticDir: '/nonexistent', dataDir: '/tmp/input-hygiene-test-unused' },
        sms: env().sms,
        logger: capturedLogger(lines),
      })
      try {
        const token = 'tok-3f9a7c1e5b2d4680aa11'
        await call(app, 'GET', '/api/sms/sendYzm?phone=13912345678&scene=login&code=654321', { token })
        await call(app, 'GET', '/api/black/blackList?kind=phone&value=13987654321', { token: `Bearer ${token}`, tokenHeader: 'Authorization' })
        app.log.info({ req: { method: 'GET', url: '/api/x?phone=13911112222', ip: '10.0.0.1', headers: { token, cookie: 'sid=abc', 'user-agent': 'ua' } } }, 'a request')
        const out = lines.join('')
        assert.match(out, /GET \/api\/sms\/sendYzm\?phone=139\*\*\*\*5678&scene=login&code=\*\*\* /, out)
        assert.match(out, /139\*\*\*\*4321/)
        assert.match(out, /139\*\*\*\*2222/)
        for (const secret of ['13912345678', '13987654321', '13911112222', '654321', token, 'sid=abc']) {
          assert.ok(!out.includes(secret), `the log does not hold ${secret}:\n${out}`)
        }
      } finally {
        await app.close()
      }
    })

    it('an error line keeps the SQL and the cause but never the bound values', async () => {
      const lines: string[] = []
      const app = await buildApp({
        db: env().db,
        config: { secretKey: SECRET, staticDir: '/nonexistent', dataDir: '/tmp/input-hygiene-test-unused' },
        logger: capturedLogger(lines),
      })
      try {
        const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' })
        const err = new DrizzleQueryError('update "users" set "nickname" = $1 where "phone" = $2', ['secret text', '13912345678'], cause)
        app.log.error({ err }, 'unhandled error')
        const out = lines.join('')
        assert.match(out, /update "users" set "nickname" = \$1 where "phone" = \$2/)
        assert.match(out, /invalid byte sequence for encoding "UTF8": 0x00 \(22021\)/)
        assert.ok(!out.includes('secret text'), out)
        assert.ok(!out.includes('13912345678'), out)
        assert.ok(!out.includes('params'), out)
      } finally {
        await app.close()
      }
    })
  })
}

describe('redact', () => {
  it('masks phones, ID numbers, tokens, codes and passwords', () => {
    assert.equal(redact('/api/x?phone=13800000001&yzm=123456'), '/api/x?phone=138****0001&yzm=***')
    assert.equal(redact('id 11010519900307123X ok'), 'id 1101**********123X ok')
    assert.equal(redact('{"password":"Passw0rd1","captchaCode":"ab12"}'), '{"password":"***","captchaCode":"***"}')
    assert.equal(redact('Authorization: Bearer abc.def'), 'Authorization: Bearer ***')
    assert.equal(redact('order 20261124123456789 of 3 items'), 'order 20261124123456789 of 3 items')
  })
})
