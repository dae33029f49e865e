/**
 * The H5 page the server sends for a history-mode route preloads what that page shows first: its own chunk (from
 * the build's page-chunks.json) and its lead image (home's first banner, a listing's first photo), and nothing a
 * visitor may not see; home's banners, games and announcements (the goods list's first page, a listing) come in the page as data blocks, and the first
 * screen as HTML drawn from them (server/lib/first-screen.ts), with its stylesheet linked. The page is otherwise the
 * built file, never cached, with the same CSP.
 */
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { asc, eq } from 'drizzle-orm'
import { promotions } from '../../server/modules/content/schema'
import { goods } from '../../server/modules/goods/schema'
import { createHash } from 'node:crypto'
import { START_AFTER_PAINT } from '../../server/lib/start-after-paint'
import { call, DRIVERS, useTestEnv } from './helpers'

const dir = mkdtempSync(join(tmpdir(), 'h5-page-'))
const HTML = '<!doctype html><html lang="zh-CN"><head><title>t</title><script defer src="/js/app.1.js"></script></head><body><div id="app"></div></body></html>'
writeFileSync(join(dir, 'index.html'), HTML)
writeFileSync(
  join(dir, 'page-chunks.json'),
  JSON.stringify({
    '/index/home': ['/js/5449.aa.js', '/css/5449.bb.css'],
    '/index/goodDetail': ['/js/77.cc.js'],
    '/index/goodList': ['/js/88.dd.js'],
  }),
)
after(() => rmSync(dir, { recursive: true, force: true }))

const bootBlock = (html: string, key = 'banner', lang = 'zh-CN') => {
  const m = new RegExp(`<script type="application/json" id="boot-${key}" lang="${lang}">(.*?)</script>`).exec(html)
  return m ? JSON.parse(m[1]) : undefined
}
const firstScreen = (html: string) => /<div id="first-screen"[^]*<\/body>/.exec(html)?.[0] ?? ''
const withoutHints = (html: string) =>
  html
    .replace(/<link rel="(preload|stylesheet)"[^>]*>/g, '')
    .replace(/<script type="application\/json"[^>]*>.*?<\/script>/g, '')
    .replace(/<div id="first-screen"[^]*(?=<\/body>)/, '')
/** the built page as a drawn page has it: its deferred scripts started after the first paint instead */
const HTML_DRAWN = HTML.replace('<script defer src="/js/app.1.js"></script>', '')
/** what the inline script that starts them is given */
const startedScripts = (html: string) => /<script data-scripts="([^"]*)">/.exec(html)?.[1]
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`)

for (const driver of DRIVERS) {
  describe(`H5 page hints (${driver})`, () => {
    const env = useTestEnv(driver)

    it('home preloads its chunk and the first banner; other pages their chunk; the page is never cached', async () => {
      const app = await env().build({ staticDir: dir })
      const [banner] = await env().db.select().from(promotions).where(eq(promotions.slot, 'banner')).orderBy(asc(promotions.sort), asc(promotions.id))
      const home = await app.inject({ method: 'GET', url: '/index/home' })
      assert.equal(home.statusCode, 200)
      assert.equal(home.headers['cache-control'], 'no-cache')
      assert.match(String(home.headers['content-type']), /text\/html/)
      // the app's own scripts too: they start after the drawn screen's first paint (lib/start-after-paint.ts)
      assert.deepEqual(preloads(home.body), ['script /js/app.1.js', `image ${banner.image}`, 'script /js/5449.aa.js'])
      assert.equal(startedScripts(home.body), '/js/app.1.js')
      const startHash = `'sha256-${createHash('sha256').update(START_AFTER_PAINT, 'utf8').digest('base64')}'`
      assert.ok(String(home.headers['content-security-policy']).includes(startHash), 'the CSP allows the starting script by its hash')
      // the page's own stylesheet is linked: the first screen is drawn before the app runs
      assert.ok(home.body.includes('<link rel="stylesheet" href="/css/5449.bb.css">'))
      // the banners, the games and the announcements come in the page, as the API answers them
      const api = await call(app, 'GET', '/api/account/zhubo/list?type=banner')
      assert.deepEqual(bootBlock(home.body), api.data)
      const games = await call(app, 'GET', '/api/web/game/list')
      assert.deepEqual(bootBlock(home.body, 'games'), games.data)
      const notices = await call(app, 'GET', '/api/web/notice/list?noticeType=1&pageNum=1&pageSize=5')
      assert.deepEqual(bootBlock(home.body, 'notices'), notices.data)
      // the first screen: the first banner with its words, the latest announcement, every game as a link
      const drawn = firstScreen(home.body)
      assert.ok(drawn.includes(`src="${banner.image}"`) && drawn.includes(banner.title), 'the first banner')
      assert.ok(drawn.includes(notices.data.rows[0].title), 'the latest announcement')
      for (const g of games.data.flatMap((t: { games: { id: number; name: string }[] }) => t.games)) {
        assert.ok(drawn.includes(`href="/index/goodList?gameId=${g.id}"`) && drawn.includes(`>${g.name}<`), g.name)
      }
      assert.ok(drawn.includes('placeholder="搜索游戏、账号关键词"'))
      // in the request's language
      const en = await app.inject({ method: 'GET', url: '/index/home', headers: { 'accept-language': 'en-US,en;q=0.9' } })
      assert.ok(firstScreen(en.body).includes('Popular games'))
      // and the page says so, so the drawing gets the fonts the app will use
      assert.ok(en.body.startsWith('<!doctype html><html lang="en-US">'))
      assert.deepEqual(bootBlock(en.body, 'games', 'en-US'), (await call(app, 'GET', '/api/web/game/list', { lang: 'en-US' })).data)
      // the built page is otherwise unchanged, CSP included
      assert.equal(withoutHints(home.body).replace(/<script data-scripts="[^"]*">[^<]*<\/script>/, ''), HTML_DRAWN)
      assert.match(String(home.headers['content-security-policy']), /script-src 'self'/)

      // the site's root is home too (the app rewrites it to /index/home)
      assert.deepEqual(preloads((await app.inject({ method: 'GET', url: '/' })).body), preloads(home.body))
      assert.deepEqual(preloads((await app.inject({ method: 'GET', url: '/index/goodList?gameId=1' })).body), ['script /js/app.1.js', 'script /js/88.dd.js'])
      // a page the build did not list, and an unknown path, are the plain page
      for (const url of ['/index/other/gonggao', '/nowhere']) assert.equal((await app.inject({ method: 'GET', url })).body, HTML, url)
      // other pages are drawn by the app alone, its scripts deferred as built
      assert.equal(firstScreen((await app.inject({ method: 'GET', url: '/index/other/gonggao' })).body), '')

      // a hidden banner is not hinted; the next one is
      await env().db.update(promotions).set({ enabled: false }).where(eq(promotions.id, banner.id))
      const next = await app.inject({ method: 'GET', url: '/index/home' })
      assert.ok(!next.body.includes(`href="${banner.image}"`))
      await env().db.update(promotions).set({ enabled: true }).where(eq(promotions.id, banner.id))
    })

    it("a listing's page preloads its first photo while it is public, and nothing for a bad or hidden id", async () => {
      const app = await env().build({ staticDir: dir })
      const list = await call(app, 'POST', '/api/web/good/allList', { body: { pageSize: 1 } })
      const id = list.data.rows[0].id as number
      const detail = await call(app, 'GET', `/api/web/goods/${id}`)
      const page = await app.inject({ method: 'GET', url: `/index/goodDetail?id=${id}` })
      assert.deepEqual(preloads(page.body), ['script /js/app.1.js', `image ${detail.data.images[0]}`, 'script /js/77.cc.js'])
      // drawn before the app runs (its number and price in the head card), and its data written for the app as a
      // logged-out visitor gets it; the page counts no view (the app's own call does)
      const drawn = page.body.slice(page.body.indexOf('<div id="first-screen"'))
      assert.match(drawn, new RegExp(`class="goods-head__price">¥${(detail.data.price / 100).toFixed(2).replace('.', '\\.')}<`))
      assert.ok(drawn.includes(String(detail.data.goodsNo)))
      const boot = JSON.parse(page.body.match(/<script type="application\/json" id="boot-listing" lang="zh-CN">(.*?)<\/script>/)![1])
      assert.equal(boot.id, id)
      assert.equal(boot.favourite, false)
      const visitor = '10.9.8.7'
      const before = await call(app, 'GET', `/api/web/goods/${id}`)
      await app.inject({ method: 'GET', url: `/index/goodDetail?id=${id}`, remoteAddress: visitor })
      const after = await call(app, 'GET', `/api/web/goods/${id}`, { ip: visitor })
      assert.equal(after.data.views, before.data.views + 1, "the visitor's view is counted once, by the app's call")

      for (const bad of ['abc', '-1', '0', '99999999999', '1.5', '<script>']) {
        const res = await app.inject({ method: 'GET', url: `/index/goodDetail?id=${encodeURIComponent(bad)}` })
        assert.equal(res.statusCode, 200, bad)
        assert.deepEqual(preloads(res.body), ['script /js/77.cc.js'], bad)
      }
      // back in review (hidden from all but its seller): its photo is not announced in the page
      await env().db.update(goods).set({ status: 'pending_review' }).where(eq(goods.id, id))
      // a change made outside the app reaches its detail cache with the catalogue's notification (moments)
      for (let tries = 0; (await call(app, 'GET', `/api/web/goods/${id}`)).code !== 404; tries++) {
        assert.ok(tries < 250, 'the hidden listing is a 404 within moments')
        await new Promise((r) => setTimeout(r, 20))
      }
      const hidden = await app.inject({ method: 'GET', url: `/index/goodDetail?id=${id}` })
      assert.deepEqual(preloads(hidden.body), ['script /js/77.cc.js'])
      await env().db.update(goods).set({ status: 'on_sale' }).where(eq(goods.id, id))
    })

    it("the goods list draws its first page, of the query's game, and hands it to the app", async () => {
      const app = await env().build({ staticDir: dir })
      const games = (await call(app, 'GET', '/api/web/game/list')).data.flatMap((t: { games: { id: number; name: string }[] }) => t.games)
      for (const game of [undefined, games[0]]) {
        const url = game ? `/index/goodList?gameId=${game.id}` : '/index/goodList'
        const page = (await app.inject({ method: 'GET', url })).body
        const api = await call(app, 'POST', '/api/web/good/allList', { body: { ...(game ? { gameId: game.id } : {}), sort: 'newest', pageNum: 1, pageSize: 10 } })
        assert.deepEqual(bootBlock(page, 'goodsPage'), { gameId: game?.id ?? null, page: api.data }, url)
        const drawn = firstScreen(page)
        assert.ok(drawn.includes(`>${game ? game.name : '全部游戏'}<`), 'the game bar')
        assert.ok(drawn.includes(`共 ${api.data.total} 件商品`), 'the count')
        for (const g of api.data.rows) assert.ok(drawn.includes(`href="/index/goodDetail?id=${g.id}"`), `card ${g.id}`)
        assert.equal(startedScripts(page), '/js/app.1.js')
      }
      // a game id that is not one is the whole catalogue, as the app reads it
      const bad = (await app.inject({ method: 'GET', url: '/index/goodList?gameId=x' })).body
      assert.equal(bootBlock(bad, 'goodsPage').gameId, null)
    })

    it('an image URL is written as an attribute value, and only a path of this server is hinted', async () => {
      const app = await env().build({ staticDir: dir })
      const [banner] = await env().db.select().from(promotions).where(eq(promotions.slot, 'banner')).orderBy(asc(promotions.sort), asc(promotions.id))
      try {
        await env().db.update(promotions).set({ image: '/api/uploads/x.jpg?a=1&b="><script>' }).where(eq(promotions.id, banner.id))
        const page = (await app.inject({ method: 'GET', url: '/index/home' })).body
        assert.ok(page.includes('href="/api/uploads/x.jpg?a=1&amp;b=&quot;&gt;&lt;script&gt;"'))
        assert.ok(!page.includes('"><script>'))
        // text of the data block cannot close it, and '$' patterns are not replacement patterns
        const title = `</script><script>alert(1)</script> $' $& $\``
        await env().db.update(promotions).set({ title }).where(eq(promotions.id, banner.id))
        const withTitle = (await app.inject({ method: 'GET', url: '/index/home' })).body
        // one more for each data block (banners, games, announcements); the first screen writes the title as text
        assert.equal(withTitle.match(/<\/script>/g)?.length, (HTML.match(/<\/script>/g)?.length ?? 0) + 3)
        assert.ok(firstScreen(withTitle).includes('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $\' $&amp; $`'))
        assert.equal(bootBlock(withTitle).find((b: { id: number }) => b.id === banner.id).title, title)
        assert.equal(withoutHints(withTitle).replace(/<script data-scripts="[^"]*">[^<]*<\/script>/, ''), HTML_DRAWN)
        await env().db.update(promotions).set({ image: 'https://elsewhere.example/b.jpg' }).where(eq(promotions.id, banner.id))
        assert.deepEqual(preloads((await app.inject({ method: 'GET', url: '/index/home' })).body), ['script /js/app.1.js', 'script /js/5449.aa.js'])
      } finally {
        await env().db.update(promotions).set({ image: banner.image, title: banner.title }).where(eq(promotions.id, banner.id))
      }
    })
  })
}
