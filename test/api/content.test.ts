import { createHash } from 'node:crypto'
import { START_AFTER_PAINT } from '../../server/lib/start-after-paint'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { notices } from '../../server/modules/notice/schema'
import { call, captcha, DRIVERS, registerUser, useTestEnv } from './helpers'

for (const driver of DRIVERS) {
  describe(`notices, games and the rest [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('GET /web/notice/list: published only, pinned first then newest, paged', async () => {
      const { app } = env()
      const res = await call(app, 'GET', '/api/web/notice/list?noticeType=1')
      assert.equal(res.code, 200)
      const { rows, total } = res.data
      assert.equal(total, rows.length)
      assert.ok(total >= 3)
      assert.ok(rows.every((r: any) => r.noticeType === '1'))
      assert.ok(!rows.some((r: any) => r.title.includes('草稿')), 'drafts are not listed')
      assert.equal(rows[0].pinned, true)
      const rest = rows.slice(1).map((r: any) => Date.parse(r.publishedAt))
      assert.deepEqual(rest, [...rest].sort((a: number, b: number) => b - a))
      assert.deepEqual(Object.keys(rows[0]).sort(), ['category', 'cover', 'id', 'noticeType', 'pinned', 'publishedAt', 'summary', 'title'])
      assert.ok(!/<[a-z]/i.test(rows[0].summary), 'summary is plain text')

      const page2 = await call(app, 'GET', '/api/web/notice/list?noticeType=1&pageNum=2&pageSize=2')
      assert.equal(page2.data.total, total)
      assert.deepEqual(page2.data.rows.map((r: any) => r.id), rows.slice(2, 4).map((r: any) => r.id))
      const all = await call(app, 'GET', '/api/web/notice/list')
      assert.ok(all.data.total > total)
      assert.equal(all.data.rows.length, 10)
      for (const type of ['2', '3', '4', '5', '6', '7']) {
        const r = await call(app, 'GET', `/api/web/notice/list?noticeType=${type}`)
        assert.ok(r.data.total >= 1, `seeded notices of type ${type}`)
      }
    })

    it('notice list: bad query values are 400 naming the parameter', async () => {
      const { app } = env()
      const cases: [string, string][] = [
        ['noticeType=12', '公告类型格式不正确'],
        ['pageNum=0', '页码格式不正确'],
        ['pageNum=abc', '页码格式不正确'],
        ['pageSize=51', '每页条数格式不正确'],
        ['foo=1', '不支持的字段：foo'],
      ]
      for (const [q, msg] of cases) {
        const res = await call(app, 'GET', `/api/web/notice/list?${q}`)
        assert.equal(res.code, 400, q)
        assert.equal(res.msg, msg)
      }
      const en = await call(app, 'GET', '/api/web/notice/list?noticeType=12', { lang: 'en-US' })
      assert.equal(en.msg, 'notice type is invalid')
    })

    it('GET /web/notice/{id}: detail with sanitised HTML; missing, unpublished and bad ids', async () => {
      const { app, db } = env()
      const list = await call(app, 'GET', '/api/web/notice/list?noticeType=1')
      const id = list.data.rows[0].id
      const res = await call(app, 'GET', `/api/web/notice/${id}`)
      assert.equal(res.code, 200)
      assert.equal(res.data.id, id)
      assert.match(res.data.content, /<p>/)
      const [draft] = await db.select().from(notices).where(eq(notices.published, false))
      assert.ok(draft, 'the seed has a draft')
      let r = await call(app, 'GET', `/api/web/notice/${draft.id}`)
      assert.equal(r.code, 404)
      assert.equal(r.msg, '公告不存在或已下线')
      r = await call(app, 'GET', '/api/web/notice/999999')
      assert.equal(r.code, 404)
      r = await call(app, 'GET', '/api/web/notice/999999', { lang: 'en-US' })
      assert.equal(r.msg, 'the notice does not exist or is no longer published')
      r = await call(app, 'GET', '/api/web/notice/abc')
      assert.equal(r.code, 400)
      assert.equal(r.msg, '编号格式不正确')
    })

    it('stored notice HTML is sanitised (seed path)', async () => {
      const { sanitizeHtml } = await import('../../server/lib/html')
      const dirty = '<p onclick="x()">hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">l</a></p>'
      const clean = sanitizeHtml(dirty)
      assert.ok(!/script|onerror|onclick|javascript:/i.test(clean), clean)
      assert.match(clean, /<p>hi/)
    })

    it('GET /system/notice/{id}: login required; admins also read unpublished notices', async () => {
      const { app, db } = env()
      const [draft] = await db.select().from(notices).where(eq(notices.published, false))
      const [published] = await db.select().from(notices).where(eq(notices.published, true))
      let res = await call(app, 'GET', `/api/system/notice/${published.id}`)
      assert.equal(res.code, 401)
      const user = await registerUser(env())
      res = await call(app, 'GET', `/api/system/notice/${published.id}`, { token: user.token })
      assert.equal(res.code, 200)
      assert.equal(res.data.title, published.title)
      res = await call(app, 'GET', `/api/system/notice/${draft.id}`, { token: user.token })
      assert.equal(res.code, 404)
      const admin = await call(app, 'POST', '/api/login', { body: { username: 'admin', password: 'Admin1234', ...(await captcha(env())) } })
      res = await call(app, 'GET', `/api/system/notice/${draft.id}`, { token: admin.data.token })
      assert.equal(res.code, 200)
      assert.equal(res.data.id, draft.id)
    })

    it('GET /V2/H5/gonggaoDetails: newest published of a type (privacy policy), 404 when none', async () => {
      const { app, db } = env()
      let res = await call(app, 'GET', '/api/V2/H5/gonggaoDetails?noticeType=7')
      assert.equal(res.code, 200)
      assert.equal(res.data.title, '隐私政策')
      assert.match(res.data.content, /个人信息/)
      res = await call(app, 'GET', '/api/V2/H5/gonggaoDetails?noticeType=1')
      assert.equal(res.data.title, '平台交易安全提醒：谨防私下交易诈骗')
      res = await call(app, 'GET', '/api/V2/H5/gonggaoDetails')
      assert.equal(res.code, 400)
      assert.equal(res.msg, '公告类型不能为空')
      res = await call(app, 'GET', '/api/V2/H5/gonggaoDetails?noticeType=11')
      assert.equal(res.data.title, '用户协议', 'the user agreement of the login and register forms')
      res = await call(app, 'GET', '/api/V2/H5/gonggaoDetails?noticeType=12')
      assert.equal(res.code, 400)
      await db.update(notices).set({ published: false }).where(eq(notices.noticeType, '6'))
      res = await call(app, 'GET', '/api/V2/H5/gonggaoDetails?noticeType=6')
      assert.equal(res.code, 404)
      await db.update(notices).set({ published: true }).where(eq(notices.noticeType, '6'))
    })

    it('GET /web/game/list: grouped by type, hot order, icons served, type names localised', async () => {
      const { app } = env()
      const res = await call(app, 'GET', '/api/web/game/list')
      assert.equal(res.code, 200)
      assert.ok(res.data.length >= 2)
      assert.deepEqual(res.data.map((t: any) => t.typeName), ['手游', '端游'])
      const mobile = res.data[0]
      assert.ok(mobile.games.length >= 12)
      assert.equal(mobile.games[0].name, '王者荣耀')
      const hots = mobile.games.map((g: any) => g.hot)
      assert.deepEqual(hots, [...hots].sort((a: number, b: number) => b - a))
      const icon = await app.inject({ method: 'GET', url: mobile.games[0].icon })
      assert.equal(icon.statusCode, 200)
      assert.match(String(icon.headers['content-type']), /image\/svg\+xml/)
      const en = await call(app, 'GET', '/api/web/game/list', { lang: 'en-US' })
      assert.deepEqual(en.data.map((t: any) => t.typeName), ['Mobile games', 'PC games'])
      const missing = await call(app, 'GET', '/api/assets/games/nope.svg')
      assert.equal(missing.code, 404)
    })

    it('the game tree is seeded: system -> carrier -> area -> server', async () => {
      const { db } = env()
      const { gameNodes } = await import('../../server/modules/game/schema')
      const rows = await db.select().from(gameNodes).where(eq(gameNodes.gameId, 1))
      const levels = new Set(rows.map((r) => r.level))
      assert.deepEqual([...levels].sort(), ['area', 'carrier', 'server', 'system'])
      const byId = new Map(rows.map((r) => [r.id, r]))
      for (const r of rows) {
        const parent = r.parentId ? byId.get(r.parentId) : undefined
        const expected = { system: undefined, carrier: 'system', area: 'carrier', server: 'area' }[r.level]
        assert.equal(parent?.level, expected)
      }
      assert.deepEqual(rows.filter((r) => r.level === 'system').map((r) => r.name), ['安卓', '苹果'])
    })

    it('health, unknown /api paths, method mismatch and internal errors', async () => {
      const { app } = env()
      let res = await call(app, 'GET', '/api/health')
      assert.deepEqual(res.data, { status: 'ok' })
      res = await call(app, 'GET', '/api/no/such/thing')
      assert.equal(res.code, 404)
      assert.equal(res.msg, '接口不存在')
      res = await call(app, 'DELETE', '/api/system/user/profile')
      assert.equal(res.code, 404)
      const boom = await env().build()
      boom.get('/api/test-boom', async () => {
        throw new Error('secret detail /work/main/server at line 1')
      })
      res = await call(boom, 'GET', '/api/test-boom')
      assert.equal(res.code, 500)
      assert.equal(res.msg, '服务器内部错误')
      assert.ok(!res.raw.includes('secret detail'))
      res = await call(boom, 'GET', '/api/test-boom', { lang: 'en-US' })
      assert.equal(res.msg, 'internal server error')
    })

    it('/api/docs/json is OpenAPI 3 listing every route of this API', async () => {
      const { app } = env()
      const res = await app.inject({ method: 'GET', url: '/api/docs/json' })
      assert.equal(res.statusCode, 200)
      const doc = JSON.parse(res.body)
      assert.match(doc.openapi, /^3\./)
      const expected: [string, string][] = [
        ['get', '/api/captchaImage'],
        ['get', '/api/sms/sendYzm'],
        ['get', '/api/sms/sendYzm/new'],
        ['post', '/api/h5/login'],
        ['post', '/api/login'],
        ['post', '/api/register'],
        ['get', '/api/system/user/profile'],
        ['put', '/api/system/user/profile'],
        ['post', '/api/h5/SmsforPwd'],
        ['post', '/api/realname/auth'],
        ['post', '/api/logout'],
        ['get', '/api/web/notice/list'],
        ['get', '/api/web/notice/{id}'],
        ['get', '/api/system/notice/{id}'],
        ['get', '/api/V2/H5/gonggaoDetails'],
        ['get', '/api/web/game/list'],
        ['get', '/api/health'],
        // every call of the product specification's table (section 7), with {id} for path ids
        ...(
          [
            'GET /V2/H5/checkAccount', 'GET /black/blackList', 'GET /V2/H5/allQQlist', 'POST /web/good/allList',
            'GET /V2/H5/gonggaoDetails', 'GET /V2/H5/qqGroup', 'GET /sms/sendYzm', 'GET /sms/sendYzm/new', 'POST /h5/login',
            'GET /captchaImage', 'POST /login', 'GET /system/user/profile', 'PUT /system/user/profile', 'POST /register',
            'POST /web/goods/collect', 'POST /web/goods/collect/remove', 'GET /web/goods/collect/list', 'POST /account/problem',
            'GET /account/problem/list', 'GET /system/notice/{id}', 'GET /account/zhubo/list', 'GET /web/recommend/{id}',
            'GET /web/notice/list', 'GET /web/notice/{id}', 'GET /V2/H5/account', 'GET /need/myConsignment', 'GET /need/myBrowse',
            'GET /need/message/list', 'GET /need/message/changeRead/{id}', 'POST /h5/SmsforPwd', 'GET /web/keylist',
            'GET /need/operator/list', 'GET /need/area/list', 'GET /need/server/list', 'GET /web/districtSuit',
            'GET /account/backlist/allList', 'POST /need/consignment', 'POST /account/backlist', 'GET /web/gameTempAttr',
            'GET /goods/info/upGoods/{id}', 'POST /goods/info/downGoods', 'GET /need/myOrder', 'GET /web/recentlydeal',
            'POST /realname/auth', 'GET /web/social/list', 'POST /need/goods/editPrice', 'GET /V2/H5/getCouponList',
            'GET /coupon/record/receiveCoupon/auto', 'GET /coupon/record/myList',
          ] as const
        ).map((c): [string, string] => [c.split(' ')[0].toLowerCase(), '/api' + c.split(' ')[1]]),
      ]
      for (const [method, path] of expected) assert.ok(doc.paths[path]?.[method], `${method} ${path} documented`)
      assert.ok(doc.paths['/api/register'].post.requestBody.content['application/json'].schema.properties.phone)
      const ui = await app.inject({ method: 'GET', url: '/api/docs' })
      assert.ok([200, 302].includes(ui.statusCode))
    })

    it('serves the built H5 site with history fallback, never for /api', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'shop-h5-'))
      try {
        writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="app"></div>')
        writeFileSync(join(dir, 'app.js'), 'console.log(1)')
        const app = await env().build({ staticDir: dir })
        for (const url of ['/', '/index/home', '/index/other/gonggao', '/login']) {
          const res = await app.inject({ method: 'GET', url })
          assert.equal(res.statusCode, 200, url)
          assert.match(res.body, /id="app"/)
        }
        const js = await app.inject({ method: 'GET', url: '/app.js' })
        assert.equal(js.body, 'console.log(1)')
        const api = await call(app, 'GET', '/api/nope')
        assert.equal(api.code, 404)
        const health = await call(app, 'GET', '/api/health')
        assert.equal(health.code, 200)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })

    it('sends security headers; the CSP allows exactly the inline scripts of the H5 page and the app starter', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'shop-h5-'))
      try {
        const inline = "document.documentElement.style.fontSize='37.5px'"
        writeFileSync(join(dir, 'index.html'), `<!doctype html><script>${inline}</script><script src="/js/app.js"></script><div id="app"></div>`)
        const app = await env().build({ staticDir: dir })
        for (const url of ['/index/home', '/api/health']) {
          const res = await app.inject({ method: 'GET', url })
          assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN', url)
          assert.equal(res.headers['x-content-type-options'], 'nosniff', url)
          const csp = String(res.headers['content-security-policy'])
          // the page's own inline script, and the one that starts the app after a drawn first screen (lib/start-after-paint.ts)
          const hashes = [inline, START_AFTER_PAINT].map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`)
          assert.ok(csp.includes(`script-src 'self' ${hashes.join(' ')};`), url)
          const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src')) ?? ''
          assert.ok(!scriptSrc.includes('unsafe-inline'), url)
          assert.match(csp, /frame-ancestors 'self'/, url)
        }
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })
  })
}
