/**
 * What the two builds produced: the WeChat app.json lists every page of the route table (the /index/other pages
 * in the subpackage), and every H5 URL of the table renders its page in Chromium with its title and no error.
 */
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync, statSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { routes, mainPages, subPages, SUBPACKAGE_ROOT } from '../../src/routes.ts'
import { phonePage, root, useBrowserEnv } from './harness.ts'

describe('WeChat mini program build (dist/weapp)', () => {
  const appJson = JSON.parse(readFileSync(join(root, 'dist/weapp/app.json'), 'utf8'))

  it('lists the main-package pages in table order, home first', () => {
    assert.deepEqual(appJson.pages, mainPages())
    assert.equal(appJson.pages[0], 'pages/index/home/index')
  })

  it('puts every /index/other page in one subpackage', () => {
    const sub = (appJson.subPackages || appJson.subpackages) as { root: string; pages: string[] }[]
    assert.equal(sub.length, 1)
    assert.equal(sub[0].root.replace(/\/$/, ''), SUBPACKAGE_ROOT)
    assert.deepEqual([...sub[0].pages].sort(), [...subPages()].sort())
  })

  it('emits every page and keeps the main package under WeChat\'s 2 MB limit', () => {
    for (const r of routes) statSync(join(root, 'dist/weapp', r.page + '.js'))
    const size = (dir: string): number =>
      readdirSync(dir, { withFileTypes: true }).reduce((s, e) => {
        const p = join(dir, e.name)
        if (e.isDirectory()) return p === join(root, 'dist/weapp', SUBPACKAGE_ROOT) ? s : s + size(p)
        return s + statSync(p).size
      }, 0)
    const main = size(join(root, 'dist/weapp'))
    console.log(`weapp main package: ${(main / 1024).toFixed(0)} KB`)
    assert.ok(main < 2 * 1024 * 1024, `main package is ${main} bytes`)
  })
})

describe('H5 route table in Chromium', () => {
  const env = useBrowserEnv({})

  it('redirects / to /index/home', async () => {
    const { server, browser } = env()
    const { page, context, errors } = await phonePage(browser)
    await page.goto(server.url + '/')
    await page.waitForURL('**/index/home', { timeout: 15000 })
    assert.deepEqual(errors, [])
    await context.close()
  })

  for (const r of routes) {
    for (const url of r.urls) {
      it(`${url} renders ${r.page}`, async () => {
        const { server, browser } = env()
        const { page, context, errors } = await phonePage(browser)
        const target = r.name === 'newsDetail' ? url + '?id=1' : url
        await page.goto(server.url + target)
        const expectedPath = r.auth ? '/login' : url
        // Taro mounts the shown page in a div.taro_page_show whose id is its URL (plus a stamp)
        await page.waitForURL((u) => u.pathname === expectedPath, { timeout: 15000 })
        await page.waitForSelector(`.taro_page_show[id^="${expectedPath}"]`, { timeout: 15000 })
        const title = r.auth ? '登录' : r.title['zh-CN']
        await page.waitForFunction((t) => document.title === t, title, { timeout: 10000 })
        const text = (await page.locator('#app').innerText()).trim()
        assert.ok(text.length > 0, `${url} is blank`)
        assert.deepEqual(errors, [])
        await context.close()
      })
    }
  }
})
