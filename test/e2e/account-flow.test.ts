/**
 * A new user's account, end to end in the built H5 against the real server: register with an SMS code, see the
 * profile, edit it (bad input first), change the password, log in with it (a wrong password first), log out; and
 * an expired token shows the login-timeout dialog once, whose confirm lands on /login.
 */
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { phonePage, randomPhone, root, samePath, useBrowserEnv } from './harness.ts'

const shots = join(root, 'test-results')
mkdirSync(shots, { recursive: true })

const fill = (page: Page, field: string, value: string) => page.locator(`.${field} input`).first().fill(value)
const formError = (page: Page) => page.locator('.form-error').first()

describe('account flow in Chromium', () => {
  // registering and then resetting the password asks for two codes to one phone within seconds
  const env = useBrowserEnv()

  it('registers, edits the profile, changes the password, logs in again and logs out', async () => {
    const { server, browser } = env()
    const { page, context, errors } = await phonePage(browser)
    const phone = randomPhone()

    // register: bad input is refused on the page, then a real SMS code from the server log
    await page.goto(server.url + '/register')
    await fill(page, 'f-phone', '12345')
    await page.locator('.submit-btn').click()
    await formError(page).waitFor()
    assert.match(await formError(page).innerText(), /手机号/)

    await fill(page, 'f-phone', phone)
    let mark = server.log().length
    await page.locator('.sms-btn').click()
    const code = await server.smsCode(phone, mark)
    await fill(page, 'f-code', code)
    await fill(page, 'f-password', 'Abcd1234')
    await fill(page, 'f-confirm', 'Abcd12345')
    await page.locator('.submit-btn').click()
    assert.match(await formError(page).innerText(), /不一致/)
    await fill(page, 'f-confirm', 'Abcd1234')
    await page.locator('.submit-btn').click()
    assert.match(await formError(page).innerText(), /协议|同意/)
    await page.locator('.agreement__text').click()
    await page.locator('.submit-btn').click()

    // the personal centre shows the new account
    await samePath(page, '/index/other/mycenter')
    await page.locator('.mine-head__phone').waitFor()
    assert.equal((await page.locator('.mine-head__phone').innerText()).trim(), phone.slice(0, 3) + '****' + phone.slice(7))
    await page.screenshot({ path: join(shots, 'mycenter.png') })

    // edit the profile: a bad e-mail is refused, then a good save shows in the centre
    await page.locator('.menu-geren').click()
    await samePath(page, '/index/other/geren')
    await fill(page, 'f-nickname', '测试玩家')
    await fill(page, 'f-email', 'not-an-email')
    await page.locator('.submit-btn').click()
    await formError(page).waitFor()
    assert.match(await formError(page).innerText(), /邮箱/)
    await fill(page, 'f-email', 'player@example.com')
    await page.locator('.submit-btn').click()
    await page.getByText('保存成功').first().waitFor()
    await page.goto(server.url + '/index/other/mycenter')
    await page.getByText('测试玩家').first().waitFor()

    // change the password with an SMS code: every session ends, the app goes to /login
    await page.locator('.menu-passwore').click()
    await samePath(page, '/index/other/passwore')
    assert.equal(await page.locator('.f-phone input').first().inputValue(), phone)
    mark = server.log().length
    await page.locator('.sms-btn').click()
    await fill(page, 'f-code', await server.smsCode(phone, mark))
    await fill(page, 'f-password', 'Newpass123')
    await fill(page, 'f-confirm', 'Newpass123')
    mark = server.log().length
    await page.locator('.submit-btn').click()
    await samePath(page, '/login')

    // a complete form is not sent before the 用户协议/隐私政策 box is ticked
    await fill(page, 'f-username', phone)
    await fill(page, 'f-password', 'Abcd1234')
    await fill(page, 'f-captcha', await server.captcha(mark))
    await page.locator('.submit-btn').click()
    await formError(page).waitFor()
    assert.match(await formError(page).innerText(), /请先阅读并勾选同意《用户协议》和《隐私政策》/)
    await page.locator('.agreement__text').click()

    // a wrong password is refused with the server's message; the captcha is renewed
    mark = server.log().length
    await page.locator('.submit-btn').click()
    await formError(page).waitFor()
    assert.match(await formError(page).innerText(), /账号或密码错误/)

    await fill(page, 'f-password', 'Newpass123')
    await fill(page, 'f-captcha', await server.captcha(mark))
    await page.locator('.submit-btn').click()
    await samePath(page, '/index/other/mycenter')
    await page.getByText('测试玩家').first().waitFor()

    // log out (confirm dialog), the centre asks to log in again
    await page.locator('.btn-logout').click()
    await page.locator('.taro__modal .taro-model__confirm').click()
    await page.locator('.btn-login').waitFor()
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null)
    assert.deepEqual(errors, [])
    await context.close()
  })

  it('an expired token shows the login-timeout dialog once; confirm goes to /login', async () => {
    const { server, browser } = env()
    const { page, context, errors } = await phonePage(browser)
    // count every time a Taro modal becomes visible
    await page.addInitScript(() => {
      const w = window as unknown as { __modalShows: number }
      w.__modalShows = 0
      new MutationObserver(() => {
        const m = document.querySelector('.taro__modal') as HTMLElement | null
        const visible = !!m && m.style.display !== 'none' && getComputedStyle(m).display !== 'none'
        if (visible && !m!.dataset.counted) {
          m!.dataset.counted = '1'
          w.__modalShows++
        } else if (!visible && m) delete m.dataset.counted
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] })
    })
    await page.goto(server.url + '/index/home')
    await page.evaluate(() => localStorage.setItem('token', JSON.stringify({ data: 'expired-or-forged-token' })))
    await page.goto(server.url + '/index/other/mycenter')
    const modal = page.locator('.taro__modal')
    await modal.getByText('登录超时，请重新登录').waitFor()
    await page.waitForTimeout(1000) // any other 401 in flight would have opened a second dialog by now
    assert.equal(await page.evaluate(() => (window as unknown as { __modalShows: number }).__modalShows), 1)
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null)
    await page.screenshot({ path: join(shots, 'login-timeout.png') })
    await modal.locator('.taro-model__confirm').click()
    await samePath(page, '/login')
    assert.deepEqual(errors, [])
    await context.close()
  })
})
