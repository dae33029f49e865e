/**
 * How the server serves the built operator console (ADMIN_DIR) beside the H5 site (STATIC_DIR): /admin/ and its
 * history routes get the console's page, never the H5 one; hashed assets are cached for a year, the page never;
 * a missing asset is a 404; without a build /admin is a 404 and the H5 site is unchanged.
 */
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { useTestEnv } from './helpers'

const dir = mkdtempSync(join(tmpdir(), 'console-site-'))
const h5 = join(dir, 'h5')
const admin = join(dir, 'admin')
mkdirSync(join(admin, 'assets'), { recursive: true })
mkdirSync(h5)
writeFileSync(join(h5, 'index.html'), '<!doctype html><html><body>H5 SITE</body></html>')
writeFileSync(join(admin, 'index.html'), '<!doctype html><html><head><script type="module" src="/admin/assets/index-abc123.js"></script></head><body>CONSOLE</body></html>')
writeFileSync(join(admin, 'assets', 'index-abc123.js'), 'console.log("console")')
writeFileSync(join(admin, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
after(() => rmSync(dir, { recursive: true, force: true }))

describe('console site', () => {
  const env = useTestEnv('pglite')

  it('serves the console at /admin/ with a history fallback, next to the H5 site', async () => {
    const app = await env().build({ staticDir: h5, adminDir: admin })
    const page = await app.inject({ method: 'GET', url: '/admin/' })
    assert.equal(page.statusCode, 200)
    assert.match(page.body, /CONSOLE/)
    assert.equal(page.headers['cache-control'], 'no-cache')
    for (const url of ['/admin/audit', '/admin/users/12?tab=orders', '/admin/login']) {
      const res = await app.inject({ method: 'GET', url })
      assert.equal(res.statusCode, 200, url)
      assert.match(res.body, /CONSOLE/, url)
      assert.equal(res.headers['cache-control'], 'no-cache', url)
      assert.match(String(res.headers['content-type']), /text\/html/)
    }
    const bare = await app.inject({ method: 'GET', url: '/admin?from=mail' })
    assert.equal(bare.statusCode, 302)
    assert.equal(bare.headers.location, '/admin/?from=mail')
    const asset = await app.inject({ method: 'GET', url: '/admin/assets/index-abc123.js' })
    assert.equal(asset.statusCode, 200)
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable')
    // a file without a content hash in its name is kept a day, not a year
    const icon = await app.inject({ method: 'GET', url: '/admin/favicon.svg' })
    assert.equal(icon.statusCode, 200)
    assert.equal(icon.headers['cache-control'], 'public, max-age=86400')
    // a missing asset is a 404 (never a page a script tag would try to run), as is any missing file
    for (const url of ['/admin/assets/index-old999.js', '/admin/favicon.ico']) {
      const res = await app.inject({ method: 'GET', url })
      assert.equal(res.statusCode, 404, url)
      assert.equal(JSON.parse(res.body).code, 404)
    }
    // only GET pages: a POST to a console path is not the page
    assert.equal((await app.inject({ method: 'POST', url: '/admin/audit' })).statusCode, 404)
    // the H5 site and the API are unchanged
    assert.match((await app.inject({ method: 'GET', url: '/index/home' })).body, /H5 SITE/)
    assert.match((await app.inject({ method: 'GET', url: '/administrator' })).body, /H5 SITE/)
    assert.equal((await app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode, 401)
    // the console's pages carry the same security headers as every response
    assert.match(String(page.headers['content-security-policy']), /script-src 'self'/)
    assert.equal(page.headers['x-content-type-options'], 'nosniff')
  })

  it('without a build, /admin is a 404 and not the H5 page', async () => {
    const app = await env().build({ staticDir: h5, adminDir: join(dir, 'missing') })
    for (const url of ['/admin', '/admin/', '/admin/audit']) {
      const res = await app.inject({ method: 'GET', url })
      assert.equal(res.statusCode, 404, url)
      assert.doesNotMatch(res.body, /H5 SITE/)
    }
    assert.match((await app.inject({ method: 'GET', url: '/index/home' })).body, /H5 SITE/)
  })
})
