/**
 * The operator console's shell (admin/, served at /admin/) in Chromium at 1440x900 against the real server: the
 * login page with its image captcha (wrong password, an account without console rights), the menu per role, the
 * dashboard, 403 and 404, the audit log, logout; and how the server serves the build (redirect, caching, fallback).
 */
import assert from 'node:assert/strict'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { apiJson, apiToken, consoleLogin, consolePage, passwordToken, root, useBrowserEnv, type RunningServer } from './harness.ts'

const shots = join(root, 'test-results/console')
mkdirSync(shots, { recursive: true })

const MENU_GROUPS = ['概览', '商品', '用户', '订单', '审核与售后', '内容', '类目', '系统']
const DESKTOP = { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, locale: 'zh-CN' }

const menuGroups = (page: Page) => page.locator('.ant-pro-sider .ant-menu-item-group-title').allInnerTexts()
const menuItems = (page: Page) => page.locator('.ant-pro-sider .ant-menu-item').allInnerTexts()

async function fillLogin(page: Page, server: RunningServer, username: string, password: string, mark: number) {
  await page.locator('#username').fill(username)
  await page.locator('#password').fill(password)
  await page.locator('#captchaCode').fill(await server.captcha(mark))
}

describe('operator console shell', () => {
  if (!existsSync(join(root, 'dist/admin/index.html'))) throw new Error('dist/admin is missing: run `npm run build:admin` first')
  // the console needs no H5 build (test/api/console-site.test.ts serves both side by side)
  const env = useBrowserEnv({ SMS_RESEND_SECONDS: '1', STATIC_DIR: join(root, 'dist/no-h5-site') })

  it('the server: /admin redirects to /admin/, deep links get the page, hashed assets are cached, missing ones 404', async () => {
    const { server } = env()
    const bare = await fetch(server.url + '/admin?x=1', { redirect: 'manual' })
    assert.equal(bare.status, 302)
    assert.equal(bare.headers.get('location'), '/admin/?x=1')
    const home = await fetch(server.url + '/admin/')
    assert.equal(home.status, 200)
    assert.equal(home.headers.get('cache-control'), 'no-cache')
    const html = await home.text()
    assert.match(html, /运营后台/)
    const deep = await fetch(server.url + '/admin/users/42')
    assert.equal(deep.status, 200)
    assert.equal(deep.headers.get('cache-control'), 'no-cache')
    assert.equal(await deep.text(), html)
    const asset = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(html)![1]
    const js = await fetch(server.url + asset)
    assert.equal(js.status, 200)
    assert.equal(js.headers.get('cache-control'), 'public, max-age=31536000, immutable')
    assert.match(js.headers.get('content-type') ?? '', /javascript/)
    assert.equal((await fetch(server.url + '/admin/assets/gone-1234.js')).status, 404)
  })

  it('login: the captcha, the server\'s message for a wrong password, no entry for a buyer, then an admin gets in', async () => {
    const { server, browser } = env()
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(String(e)))
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/.test(m.text())) errors.push(m.text())
    })
    let mark = server.log().length
    // a page of the console without a session goes to the login page and comes back after it
    await page.goto(server.url + '/admin/audit')
    await page.waitForURL((u) => u.pathname === '/admin/login' && u.searchParams.get('redirect') === '/audit')
    await page.locator('img.login-captcha').waitFor()
    assert.match((await page.locator('img.login-captcha').getAttribute('src')) ?? '', /^data:image\/svg\+xml/)
    await page.screenshot({ path: join(shots, 'login.png') })

    await fillLogin(page, server, 'admin', 'Wrong1234', mark)
    const firstCaptcha = await page.locator('img.login-captcha').getAttribute('src')
    mark = server.log().length
    await page.locator('.login-submit').click()
    await page.locator('.login-error').getByText('账号或密码错误').waitFor()
    // each captcha is single use: a failed try shows a new one
    await page.waitForFunction((old) => document.querySelector('img.login-captcha')?.getAttribute('src') !== old, firstCaptcha)
    assert.equal(await page.locator('#captchaCode').inputValue(), '', 'the old answer goes with the old picture')
    await page.screenshot({ path: join(shots, 'login-error.png') })

    // a wrong captcha says so
    await page.locator('#password').fill('Admin1234')
    await page.locator('#captchaCode').fill('zzzz')
    mark = server.log().length
    await page.locator('.login-submit').click()
    await page.locator('.login-error').getByText(/验证码/).waitFor()

    // a buyer's right password: no console rights, and the token is not kept (nor usable)
    await fillLogin(page, server, 'buyer01', 'Demo1234', mark)
    mark = server.log().length
    await page.locator('.login-submit').click()
    await page.locator('.login-error').getByText('此账号没有后台权限').waitFor()
    assert.equal(await page.evaluate(() => localStorage.getItem('console-token')), null)
    assert.equal(new URL(page.url()).pathname, '/admin/login')

    await fillLogin(page, server, '13800000000', 'Admin1234', mark)
    await page.locator('.login-submit').click()
    await page.waitForURL((u) => u.pathname === '/admin/audit')
    await page.locator('.ant-pro-table').waitFor()
    assert.ok(await page.evaluate(() => localStorage.getItem('console-token')))
    assert.deepEqual(errors, [])
    await context.close()
  })

  it('admin: every menu group in order, the header names the operator, the dashboard shows every queue, money and charts', async () => {
    const { server, browser } = env()
    const { context, page, errors } = await consolePage(browser, server, 'admin')
    await page.locator('.queue-card').first().waitFor()
    assert.deepEqual(await menuGroups(page), MENU_GROUPS)
    assert.ok((await menuItems(page)).includes('审计日志'))
    assert.match(await page.locator('.console-user').innerText(), /管理员/)
    const queues = await page.locator('.queue-card').evaluateAll((els) => els.map((e) => e.getAttribute('href')))
    assert.deepEqual(queues, ['/admin/listings/review', '/admin/review/merchants', '/admin/review/claims', '/admin/review/disputes', '/admin/review/withdrawals', '/admin/review/feedback'])
    // the seeded listings waiting for review are counted
    const dashboard = await apiJson<{ queues: { listingsToReview: number } }>(server, '/admin/dashboard', await passwordToken(server, 'admin', 'Admin1234'))
    assert.equal(await page.locator('.queue-card--listings .queue-count').innerText(), String(dashboard.queues.listingsToReview))
    assert.ok(dashboard.queues.listingsToReview > 0)
    await page.locator('.kpi--gmv').waitFor()
    assert.match(await page.locator('.kpi--gmv').innerText(), /¥/)
    assert.equal(await page.locator('.chart-card').count(), 4)
    await page.locator('.chart-card canvas').first().waitFor()
    await page.waitForTimeout(800)
    await page.screenshot({ path: join(shots, 'dashboard-admin.png') })
    // a queue card opens its page
    await page.locator('.queue-card--listings').click()
    await page.waitForURL((u) => u.pathname === '/admin/listings/review')
    assert.deepEqual(errors, [])
    await context.close()
  })

  it('staff: only its pages and queues, no money; 403 at /audit, 404 for an unknown page', async () => {
    const { server, browser } = env()
    const { context, page, errors } = await consolePage(browser, server, 'staff')
    await page.locator('.queue-card').first().waitFor()
    const groups = await menuGroups(page)
    assert.ok(!groups.includes('系统'), `staff menu groups: ${groups}`)
    assert.ok(groups.includes('概览') && groups.includes('审核与售后'))
    // whatever it holds is in the shared order
    assert.deepEqual(groups, MENU_GROUPS.filter((g) => groups.includes(g)))
    const items = await menuItems(page)
    assert.ok(!items.includes('审计日志'))
    assert.match(await page.locator('.console-user').innerText(), /客服/)
    const queues = await page.locator('.queue-card').evaluateAll((els) => els.map((e) => e.getAttribute('href')))
    assert.deepEqual(queues, ['/admin/review/claims', '/admin/review/disputes', '/admin/review/feedback'])
    assert.equal(await page.locator('.kpi--gmv').count(), 0)
    assert.doesNotMatch(await page.locator('.ant-pro-page-container').innerText(), /¥/)
    await page.screenshot({ path: join(shots, 'dashboard-staff.png') })

    await page.goto(server.url + '/admin/audit')
    await page.locator('.ant-result-title', { hasText: '无权访问' }).waitFor()
    assert.match(await page.locator('.ant-result').innerText(), /客服/)
    await page.screenshot({ path: join(shots, 'forbidden.png') })
    await page.goto(server.url + '/admin/no/such/page')
    await page.locator('.ant-result-title', { hasText: '页面不存在' }).waitFor()
    await page.getByRole('button', { name: '返回首页' }).click()
    await page.waitForURL((u) => u.pathname === '/admin/' || u.pathname === '/admin')
    await page.locator('.queue-card').first().waitFor()
    assert.deepEqual(errors, [])
    await context.close()
  })

  it('audit log: an operator\'s action is listed, filtered by action prefix, and opens to its before/after', async () => {
    const { server, browser } = env()
    // a reply to feedback writes problem.reply in its transaction
    const buyer = await apiToken(server, '13800000001')
    const report = await apiJson<{ id: number }>(server, '/account/problem', buyer, { type: 'suggestion', content: '希望支持按区服筛选商品', images: [] })
    const staff = await passwordToken(server, 'kefu01', 'Demo1234')
    await apiJson(server, `/admin/problems/${report.id}/reply`, staff, { reply: '已记录，感谢建议' })
    const { context, page, errors } = await consolePage(browser, server, 'admin', '/audit')
    await page.locator('.ant-pro-table').waitFor()
    await page.locator('#action').fill('problem.')
    await page.getByRole('button', { name: /查\s*询/ }).click()
    const row = page.locator('.ant-table-row', { hasText: 'problem.reply' }).first()
    await row.waitFor()
    assert.match(await row.innerText(), new RegExp(String(report.id)))
    assert.match(await row.innerText(), /客服/)
    await row.locator('.ant-table-row-expand-icon').click()
    await page.locator('.audit-diff').first().waitFor()
    await page.screenshot({ path: join(shots, 'audit.png') })
    // a filter the API refuses is said in the form, not sent
    await page.locator('#action').fill('Bad;')
    await page.getByRole('button', { name: /查\s*询/ }).click()
    await page.getByText('小写字母开头，只含字母和点').waitFor()
    assert.deepEqual(errors, [])
    await context.close()
  })

  it('logout: back to the login page, the session ended on the server, pages need a login again', async () => {
    const { server, browser } = env()
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    await consoleLogin(page, server, 'kefu01', 'Demo1234')
    await page.locator('.queue-card').first().waitFor()
    const token = (await page.evaluate(() => localStorage.getItem('console-token')))!
    assert.ok(token)
    // the menu opens on hover; on a loaded machine it may close again before the pointer reaches 退出登录, so the
    // hover is repeated until the click lands (a second logout would change nothing)
    for (let tries = 0; new URL(page.url()).pathname !== '/admin/login'; tries++) {
      assert.ok(tries < 5, 'logout never reached the login page')
      await page.locator('.console-user').hover()
      await page.locator('.console-logout').click({ timeout: 5000 }).catch(() => undefined)
      await page.waitForURL((u) => u.pathname === '/admin/login', { timeout: 5000 }).catch(() => undefined)
    }
    assert.equal(await page.evaluate(() => localStorage.getItem('console-token')), null)
    const after = await fetch(server.url + '/api/admin/dashboard', { headers: { Token: token } })
    assert.equal(after.status, 401)
    await page.goto(server.url + '/admin/')
    await page.waitForURL((u) => u.pathname === '/admin/login')
    await context.close()
  })

  it('a session that ends elsewhere sends the console to the login page on its next call', async () => {
    const { server, browser } = env()
    const { context, page } = await consolePage(browser, server, 'admin')
    await page.locator('.queue-card').first().waitFor()
    const token = (await page.evaluate(() => localStorage.getItem('console-token')))!
    await apiJson(server, '/logout', token, {})
    await page.getByRole('button', { name: /刷\s*新/ }).click()
    await page.waitForURL((u) => u.pathname === '/admin/login')
    assert.equal(await page.evaluate(() => localStorage.getItem('console-token')), null)
    await context.close()
  })
})
