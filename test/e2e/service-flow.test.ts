/**
 * Trust and service, end to end in the built H5 against the real server and its demo data: look up a blacklisted
 * QQ (and a clean one), file feedback and see it in my reports, get the platform's reply as a message, see the
 * unread badge, read the message and see the count drop.
 */
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { apiToken, phonePage, root, samePath, smsLogin, useBrowserEnv } from './harness.ts'

const shots = join(root, 'test-results')
mkdirSync(shots, { recursive: true })

const BUYER = '13800000001'
const ADMIN = '13800000000'

describe('service flow in Chromium', () => {
  const env = useBrowserEnv()

  it('looks up a blacklisted QQ, files feedback, and reads the reply as a message', async () => {
    const { server, browser } = env()
    const { page, context, errors } = await phonePage(browser)

    // the blacklist check works logged out; a bad QQ is refused on the page
    await page.goto(server.url + '/index/other/heihao')
    await page.locator('.lookup--blacklist .kind-qq').click()
    await page.locator('.lookup--blacklist .f-value input').fill('12')
    await page.locator('.lookup--blacklist .submit-btn').click()
    await page.locator('.lookup--blacklist .form-error').waitFor()
    await page.locator('.lookup--blacklist .f-value input').fill(' 100-01001 ')
    await page.locator('.lookup--blacklist .submit-btn').click()
    await page.locator('.verdict--listed').waitFor()
    assert.match(await page.locator('.verdict--listed').innerText(), /找回/)
    await page.screenshot({ path: join(shots, 'heihao-listed.png') })
    await page.locator('.lookup--blacklist .f-value input').fill('10001002')
    await page.locator('.lookup--blacklist .submit-btn').click()
    await page.locator('.verdict--clean').waitFor()

    // feedback: too short is refused and kept; a proper one lands in my reports
    await smsLogin(page, server, BUYER)
    await page.goto(server.url + '/index/other/fankui')
    await page.locator('.problem-type-bug').click()
    await page.locator('.f-problem-content textarea').fill('太短了')
    await page.locator('.problem-form .submit-btn').click()
    await page.locator('.problem-form .form-error').waitFor()
    assert.equal(await page.locator('.f-problem-content textarea').inputValue(), '太短了')
    const content = '订单详情页的倒计时在切换语言后不刷新 ' + Date.now().toString().slice(-6)
    await page.locator('.f-problem-content textarea').fill(content)
    await page.locator('.problem-form .submit-btn').click()
    await samePath(page, '/index/other/ProblemList')
    await page.getByText(content).waitFor()

    // the platform replies (admin API): the reply arrives as a message and the badge on 我的 shows it
    const admin = await apiToken(server, ADMIN)
    const list = (await (await fetch(server.url + '/api/admin/problems?status=open&pageSize=50', { headers: { Token: admin } })).json()) as {
      data: { rows: { id: number; content: string }[] }
    }
    const report = list.data.rows.find((r) => r.content === content)
    assert.ok(report, 'the report is in the admin queue')
    const reply = await fetch(`${server.url}/api/admin/problems/${report.id}/reply`, {
      method: 'POST',
      headers: { Token: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ reply: '感谢反馈，已在新版本修复。' }),
    })
    assert.equal(reply.status, 200)
    await page.goto(server.url + '/index/other/mycenter')
    const badge = page.locator('.bottom-nav__badge')
    await page.waitForFunction(() => Number(document.querySelector('.bottom-nav__badge')?.textContent || 0) > 0)
    const before = Number(await badge.innerText())
    await page.screenshot({ path: join(shots, 'mycenter-unread.png') })

    // reading the message lowers the count
    await page.goto(server.url + '/index/other/xiaoxi')
    await page.locator('.message--unread', { hasText: '反馈' }).first().click()
    await page.goto(server.url + '/index/other/mycenter')
    await page.waitForFunction((n) => Number(document.querySelector('.bottom-nav__badge')?.textContent || 0) === n - 1, before)
    await page.goto(server.url + '/index/other/ProblemList')
    await page.getByText('感谢反馈，已在新版本修复。').waitFor()
    assert.deepEqual(errors, [])
    await context.close()
  })
})
