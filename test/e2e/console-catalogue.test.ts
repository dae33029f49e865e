/**
 * The console's catalogue and content pages end to end, in Chromium against the real server and its demo data:
 * - an admin creates a game in the console (desktop 1440x900) with a region tree and two attributes (a select
 *   with options and a text); a seller then lists an account of it through the app's real sell form (H5 at
 *   390x844); the listing waits in the review queue; every console action is in the audit log;
 * - an admin publishes a notice written in the rich-text editor and it shows in the app's notice list.
 */
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import type { AuditEntry } from '../../contract/audit'
import type { Page as ListPage } from '../../contract/types'
import { tinyJpeg, tinyPng } from '../api/upload-fixtures.ts'
import { apiJson, consolePage, phonePage, root, samePath, smsLogin, useBrowserEnv } from './harness.ts'

const shots = join(root, 'test-results', 'console')
mkdirSync(shots, { recursive: true })

const SELLER = '13800000002'

const png = (name: string, rgba: [number, number, number, number]) => ({ name, mimeType: 'image/png', buffer: tinyPng(rgba) })

/** Adds a tree node in the 区服 tab under the row showing `parent` (null: a system). */
async function addNode(page: Page, parent: string | null, name: string, key?: string) {
  if (parent === null) await page.locator('.node-add-root').click()
  else await page.locator('.node-row', { hasText: parent }).first().locator('.node-add-child').click()
  const modal = page.locator('.node-modal:visible')
  await modal.waitFor()
  await modal.locator('input#name').fill(name)
  if (key) await modal.locator('input#key').fill(key)
  await modal.locator('.ant-modal-footer .ant-btn-primary').click()
  await modal.waitFor({ state: 'hidden' })
  await page.locator('.node-row', { hasText: name }).first().waitFor()
}

/** Picks the first choice of each level of the app's region sheet until the path is complete. */
async function chooseRegion(page: Page) {
  await page.locator('.region-picker__box').click()
  await page.locator('.region-sheet--open').waitFor()
  for (let depth = 0; depth < 4; depth++) {
    const level = page.locator('.region-picker__level').nth(depth)
    await level.locator('.region-picker__chip').first().click()
    if ((await page.locator('.region-picker__path--done').count()) > 0) break
  }
  if (await page.locator('.region-sheet--open').count()) await page.locator('.region-picker__done').click()
  await page.locator('.region-sheet--open').waitFor({ state: 'detached' })
}

describe('console catalogue and content in Chromium', () => {
  const env = useBrowserEnv()

  it('an admin adds a game with a tree and two attributes; a seller lists an account of it in the app; it waits for review; all audited', async () => {
    const { server, browser } = env()
    const admin = await consolePage(browser, server, 'admin', '/catalogue/games')
    const p = admin.page
    const name = '测试新游' + Date.now().toString(36).slice(-4)

    // 新建游戏: name, type (手游 by default), an uploaded icon
    await p.locator('.game-new').click()
    const modal = p.locator('.game-modal')
    await modal.waitFor()
    await modal.locator('input#name').fill(name)
    await modal.locator('input[type=file]').setInputFiles(png('icon.png', [255, 120, 0, 255]))
    await modal.locator('.game-icon img').waitFor()
    await p.screenshot({ path: join(shots, 'catalogue-new-game.png') })
    await modal.locator('.ant-modal-footer .ant-btn-primary').click()
    await p.waitForURL((u) => /^\/admin\/catalogue\/games\/\d+$/.test(u.pathname) && u.searchParams.get('tab') === 'tree', { timeout: 15000 })
    const gameId = Number(new URL(p.url()).pathname.split('/').pop())

    // 区服: 安卓 -> QQ -> 一区 -> 一服
    await addNode(p, null, '安卓', 'android')
    await addNode(p, '安卓', 'QQ', 'qq')
    await addNode(p, 'QQ', '测试一区')
    await addNode(p, '测试一区', '测试一服')
    await p.screenshot({ path: join(shots, 'catalogue-tree.png') })

    // 属性模板: 段位 (single choice of two options, required) and 账号说明 (text)
    await p.locator('.ant-tabs-tab', { hasText: '属性模板' }).click()
    await p.locator('.attr-table').waitFor()
    await p.getByRole('button', { name: /添加属性/ }).click()
    await p.locator('input.attr-edit-label, .attr-edit-label input').fill('段位')
    const options = p.locator('.attr-edit-options input')
    await options.fill('青铜')
    await options.press('Enter')
    await options.fill('王者')
    await options.press('Enter')
    await p.locator('.attr-edit-required').click()
    await p.getByPlaceholder('可空，自动生成').fill('rank')
    await p.locator('.attr-save').click()
    await p.locator('.attr-table tr', { hasText: '段位' }).locator('.ant-tag', { hasText: '王者' }).waitFor()

    await p.getByRole('button', { name: /添加属性/ }).click()
    await p.locator('input.attr-edit-label, .attr-edit-label input').fill('账号说明')
    await p.locator('.attr-edit-type').click()
    await p.locator('.ant-select-item-option', { hasText: '文本' }).click()
    await p.getByPlaceholder('可空，自动生成').fill('note')
    await p.locator('.attr-save').click()
    await p.locator('.attr-table tr', { hasText: '账号说明' }).locator('code', { hasText: 'note' }).waitFor()
    await p.screenshot({ path: join(shots, 'catalogue-attrs.png') })

    // the game list shows it enabled
    await p.goto(server.url + '/admin/catalogue/games')
    await p.locator('.ant-table-row', { hasText: name }).waitFor()
    await p.screenshot({ path: join(shots, 'catalogue-games.png') })

    // the seller lists an account of it through the app's sell form
    const seller = await phonePage(browser)
    const s = seller.page
    await smsLogin(s, server, SELLER)
    await s.goto(server.url + '/index/sell')
    await s.locator('.game-grid__item', { hasText: name }).click()
    await s.locator('.sell-way--consign').click()
    await samePath(s, '/index/BasicInformation')
    await chooseRegion(s)
    await s.locator('.arn-seller').click()
    await s.locator('.basic-form .submit-btn').click()
    await samePath(s, '/index/fillInformation')
    assert.equal(Number(new URL(s.url()).searchParams.get('gameId')), gameId)
    await s.locator('.attr-rank .attr-option-1').click()
    await s.locator('.attr-note input').fill('送限定皮肤')
    const title = `${name} 王者段位 账号 ${Date.now().toString().slice(-5)}`
    await s.locator('.f-title input').fill(title)
    await s.locator('.f-price input').fill('666')
    await s.locator('.fill-generate').click()
    const before = await s.locator('.image-uploader__img').count()
    const chooser = s.waitForEvent('filechooser')
    await s.locator('.image-uploader__add').click()
    await (await chooser).setFiles([png('a.png', [10, 200, 90, 255]), { name: 'b.jpg', mimeType: 'image/jpeg', buffer: tinyJpeg() }, png('c.png', [90, 10, 200, 255])])
    await s.waitForFunction((n) => document.querySelectorAll('.image-uploader__img').length === n, before + 3, { timeout: 20000 })
    await s.locator('.f-account input').fill('newgame_e2e_account')
    await s.locator('.f-password input').fill('E2e!secret77')
    await s.locator('.f-contact input').fill('QQ 12345678')
    await s.locator('.fill-terms__check').click()
    await s.screenshot({ path: join(shots, 'app-fillInformation-new-game.png'), fullPage: true })
    await s.locator('.fill-submit .submit-btn').click()
    await samePath(s, '/index/other/sellSuccess')

    // it waits in the console's review queue (oldest first), and its page shows the attributes the admin defined
    const queue = await apiJson<ListPage<{ id: number; title: string }>>(server, '/admin/goods/queue?pageSize=50', admin.token)
    const listing = queue.rows.find((g) => g.title === title)
    assert.ok(listing, 'the new listing is in the review queue')
    await p.goto(server.url + '/admin/listings/' + listing.id)
    await p.getByText(title).first().waitFor({ timeout: 15000 })
    await p.getByText('送限定皮肤').first().waitFor()
    await p.getByText('王者', { exact: true }).first().waitFor()
    await p.screenshot({ path: join(shots, 'listing-new-game.png') })

    // every console action is in the audit log, by the admin
    const audit = await apiJson<ListPage<AuditEntry>>(server, '/admin/audit?pageSize=50&action=game', admin.token)
    const actions = audit.rows.map((r) => r.action).sort()
    assert.deepEqual(
      actions.filter((a) => a === 'game.create'),
      ['game.create'],
    )
    assert.equal(actions.filter((a) => a === 'gameNode.create').length, 4)
    assert.equal(actions.filter((a) => a === 'gameAttr.create').length, 2)
    assert.ok(audit.rows.every((r) => r.actorRole === 'admin'))
    await p.goto(server.url + '/admin/audit')
    await p.getByText('gameAttr.create').first().waitFor({ timeout: 15000 })
    await p.screenshot({ path: join(shots, 'audit-catalogue.png') })
    assert.deepEqual([...admin.errors, ...seller.errors], [])
    await seller.context.close()
    await admin.context.close()
  })

  it('an admin publishes a notice written in the editor and it shows in the app', async () => {
    const { server, browser } = env()
    const admin = await consolePage(browser, server, 'admin', '/content/notices')
    const p = admin.page
    await p.locator('.notice-new').click()
    await p.waitForURL((u) => u.pathname === '/admin/content/notices/new')
    const title = '系统升级公告 ' + Date.now().toString().slice(-5)
    await p.locator('input.notice-title, .notice-title input').first().fill(title)
    const editor = p.locator('.rte-content .ProseMirror')
    await editor.click()
    await p.locator('.rte-h2').click()
    await p.keyboard.type('升级时间')
    await p.keyboard.press('Enter')
    await p.locator('.rte-bold').click()
    await p.keyboard.type('今晚 23:00')
    await p.locator('.rte-bold').click()
    await p.keyboard.type(' 起暂停交易一小时。')
    await p.keyboard.press('Enter')
    await p.locator('.rte-bullet').click()
    await p.keyboard.type('已付款订单不受影响')
    await p.keyboard.press('Enter')
    await p.keyboard.type('提现顺延处理')
    await p.locator('.rte-content h2', { hasText: '升级时间' }).waitFor()
    await p.locator('.rte-content strong', { hasText: '今晚 23:00' }).waitFor()
    await p.screenshot({ path: join(shots, 'content-notice-editor.png') })
    // the English version in its tab beside the Chinese (the Chinese stays in the form while its editor is away)
    const titleEn = 'System upgrade ' + title.slice(-5)
    await p.locator('.notice-tab-en').click()
    await p.locator('input.notice-title-en, .notice-title-en input').first().fill(titleEn)
    await p.locator('.rte-content .ProseMirror').click()
    await p.keyboard.type('Trading pauses for an hour from 23:00 tonight.')
    await p.screenshot({ path: join(shots, 'content-notice-editor-en.png') })
    await p.locator('.notice-save').click()
    await p.waitForURL((u) => u.pathname === '/admin/content/notices')
    await p.locator('.ant-table-row', { hasText: title }).waitFor()
    await p.screenshot({ path: join(shots, 'content-notices.png') })

    // the app's announcement list shows it, and its page keeps the headings, bold text and list
    const app = await phonePage(browser)
    await app.page.goto(server.url + '/index/other/gonggao')
    const item = app.page.locator('.notice-item', { hasText: title })
    await item.waitFor({ timeout: 15000 })
    await item.click()
    await app.page.locator('h2', { hasText: '升级时间' }).waitFor({ timeout: 15000 })
    await app.page.locator('strong', { hasText: '今晚 23:00' }).waitFor()
    await app.page.locator('li', { hasText: '提现顺延处理' }).waitFor()
    // the page slides in: let it settle before the picture
    await app.page.waitForTimeout(600)
    await app.page.screenshot({ path: join(shots, 'app-notice.png') })

    // English readers get the English version
    const en = await (await fetch(server.url + '/api/web/notice/list?noticeType=1&pageNum=1&pageSize=50', { headers: { 'accept-language': 'en-US' } })).json()
    const mine = en.data.rows.find((r: { title: string }) => r.title === titleEn)
    assert.ok(mine, 'the English title')
    assert.equal(mine.summary, 'Trading pauses for an hour from 23:00 tonight.')

    const audit = await apiJson<ListPage<AuditEntry>>(server, '/admin/audit?action=notice.create', admin.token)
    assert.equal(audit.rows.filter((r) => (r.after as { title?: string } | null)?.title === title).length, 1)
    assert.deepEqual([...admin.errors, ...app.errors], [])
    await app.context.close()
    await admin.context.close()
  })

  it('an admin puts a new banner first on the home page and issues a coupon to a user by phone', async () => {
    const { server, browser } = env()
    const admin = await consolePage(browser, server, 'admin', '/content/banners')
    const p = admin.page
    const title = '周年庆专场 ' + Date.now().toString().slice(-4)

    await p.locator('.promotion-new').click()
    const modal = p.locator('.promotion-modal:visible')
    await modal.waitFor()
    await modal.locator('input#title').fill(title)
    await modal.locator('input#titleEn').fill('Anniversary deals')
    await modal.locator('input[type=file]').setInputFiles(png('banner.png', [200, 40, 60, 255]))
    await modal.locator('.ant-upload img').waitFor()
    await modal.locator('input#link').fill('/index/goodList?gameId=1')
    await modal.locator('.ant-modal-footer .ant-btn-primary').click()
    await modal.waitFor({ state: 'hidden' })
    const row = p.locator('.ant-table-row', { hasText: title })
    await row.waitFor()
    // 上移 until it is first: its 上移 is disabled exactly on the first row (the table's own index, whatever else the
    // page's first row shows while it re-renders)
    const up = row.getByRole('button', { name: '上移' })
    while (!(await up.isDisabled())) {
      const place = await row.locator('td').first().innerText()
      await up.click()
      await p.waitForFunction(
        ([t, was]) => [...document.querySelectorAll('.ant-table-row')].find((r) => r.textContent?.includes(t))?.querySelector('td')?.textContent !== was,
        [title, place] as const,
        { timeout: 10000 },
      )
    }
    await p.screenshot({ path: join(shots, 'content-banners.png') })
    const promos = await apiJson<{ title: string; image: string }[]>(server, '/admin/promotions?slot=banner', admin.token)
    assert.equal(promos[0].title, title)

    // the app's home page shows it first
    const app = await phonePage(browser)
    await app.page.goto(server.url + '/index/home')
    await app.page.locator('.home-banner__item').first().waitFor()
    const src = await app.page.locator('.home-banner__item img').first().getAttribute('src')
    assert.ok(src?.includes(promos[0].image.split('/').pop()!.split('.')[0]), `first banner ${src}`)
    // its words are written over the picture, in the reader's language
    assert.equal(await app.page.locator('.home-banner__title').first().innerText(), title)
    const en = await (await fetch(server.url + '/api/account/zhubo/list?type=banner', { headers: { 'accept-language': 'en-US' } })).json()
    assert.equal(en.data[0].title, 'Anniversary deals')

    // 发放给用户: 满100减10 to the demo buyer by phone
    await p.goto(server.url + '/admin/content/coupons')
    await p.locator('.ant-table-row', { hasText: '满100减10' }).locator('.coupon-issue').click()
    const issue = p.locator('.issue-modal:visible')
    await issue.waitFor()
    await issue.locator('input#target').fill('13800000001')
    await issue.locator('textarea#reason').fill('周年庆活动补发')
    await p.screenshot({ path: join(shots, 'content-coupon-issue.png') })
    await issue.locator('.ant-modal-footer .ant-btn-primary').click()
    await issue.waitFor({ state: 'hidden' })
    await p.locator('.ant-table-row', { hasText: '满100减10' }).getByText(/^1 \/ /).waitFor()
    const audit = await apiJson<ListPage<AuditEntry>>(server, '/admin/audit?action=coupon.issue', admin.token)
    assert.equal(audit.rows[0].reason, '周年庆活动补发')
    assert.deepEqual([...admin.errors, ...app.errors], [])
    await app.context.close()
    await admin.context.close()
  })
})
