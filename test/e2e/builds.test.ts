/**
 * What the two builds produced: the WeChat app.json lists every page of the route table (the /index/other pages
 * in the subpackage), and every H5 URL of the table renders its page in Chromium with its title and no error.
 */
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync, statSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'acorn'
import { WEAPP_ECMA_VERSION } from '../../config/weapp.ts'
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

  it('emits scripts the setting of project.config.json lets WeChat run, and carries that setting with the appid', () => {
    const source = JSON.parse(readFileSync(join(root, 'project.config.json'), 'utf8'))
    const built = JSON.parse(readFileSync(join(root, 'dist/weapp/project.config.json'), 'utf8'))
    assert.equal(built.appid, process.env.TARO_APP_ID || source.appid, 'the appid is TARO_APP_ID, else project.config.json\'s')
    assert.deepEqual(built.setting, source.setting)
    // es6 and enhance off: DevTools uploads the scripts as they are, so they must parse at the phones' level
    // (config/weapp.ts); with both on DevTools would transpile them itself
    if (source.setting.es6 && source.setting.enhance) return
    const scripts = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? scripts(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : []))
    const refused: string[] = []
    for (const file of scripts(join(root, 'dist/weapp'))) {
      const code = readFileSync(file, 'utf8')
      try {
        parse(code, { ecmaVersion: WEAPP_ECMA_VERSION, sourceType: 'script' })
      } catch (e) {
        const pos = (e as { pos?: number }).pos ?? 0
        refused.push(`${file.slice(root.length)}: ${(e as Error).message} near ${JSON.stringify(code.slice(Math.max(0, pos - 40), pos + 20))}`)
      }
    }
    assert.deepEqual(refused, [], `scripts above ES${WEAPP_ECMA_VERSION} while project.config.json has es6: false`)
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
