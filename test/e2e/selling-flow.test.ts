/**
 * Selling, end to end in the built H5 against the real server and its demo data:
 * - a seller consigns an account with uploaded images; an admin approves it through the API; it appears in the
 *   catalogue and a buyer opens it;
 * - a seller submits a recycling request, a merchant quotes in the merchant centre, the seller accepts and the
 *   trade becomes an order waiting for the merchant's payment.
 */
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import type { AttrTemplate } from '../../contract/catalogue'
import { tinyJpeg, tinyPng } from '../api/upload-fixtures.ts'
import { apiToken, phonePage, root, samePath, smsLogin, useBrowserEnv } from './harness.ts'

const shots = join(root, 'test-results')
mkdirSync(shots, { recursive: true })

const SELLER = '13800000002'
const BUYER = '13800000001'
const ADMIN = '13800000000'
const MERCHANT = '13800000006'

/**
 * Taps the 请选择区服 box, then picks the first choice of every level in its sheet until the path is complete (or
 * levels run out); a sheet that stays open (any depth will do) is closed with 确定.
 */
async function chooseRegion(page: Page, toLeaf: boolean) {
  await page.locator('.region-picker__box').click()
  await page.locator('.region-sheet--open').waitFor()
  for (let depth = 0; depth < 4; depth++) {
    const level = page.locator('.region-picker__level').nth(depth)
    await level.locator('.region-picker__chip').first().waitFor()
    await level.locator('.region-picker__chip').first().click()
    if (!toLeaf && depth === 0) break
    if ((await page.locator('.region-picker__path--done').count()) > 0) break
  }
  if (await page.locator('.region-sheet--open').count()) await page.locator('.region-picker__done').click()
  await page.locator('.region-sheet--open').waitFor({ state: 'detached' })
}

/** Uploads `files` through the uploader's file chooser and waits until every thumbnail is there. */
async function upload(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const before = await page.locator('.image-uploader__img').count()
  const chooser = page.waitForEvent('filechooser')
  await page.locator('.image-uploader__add').click()
  await (await chooser).setFiles(files)
  await page.waitForFunction((n) => document.querySelectorAll('.image-uploader__img').length === n, before + files.length, { timeout: 20000 })
}

const images = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    i % 2 ? { name: `shot${i}.jpg`, mimeType: 'image/jpeg', buffer: tinyJpeg() } : { name: `shot${i}.png`, mimeType: 'image/png', buffer: tinyPng([40 * i, 120, 200, 255]) },
  )

/** Fills every attribute of the form with a value its template accepts. */
async function fillAttrs(page: Page, templates: AttrTemplate[]) {
  for (const tpl of templates) {
    const field = page.locator('.attr-' + tpl.key)
    if (tpl.type === 'number') await field.locator('input').fill(String(Math.max(tpl.min ?? 1, 1)))
    else if (tpl.type === 'input') await field.locator('input').fill('测试')
    else await field.locator('.attr-option-0').first().click()
  }
}

describe('selling flow in Chromium', () => {
  const env = useBrowserEnv()

  it('consigns an account with images, is approved by an admin and is found and opened by a buyer', async () => {
    const { server, browser } = env()
    const { page, context, errors } = await phonePage(browser)
    await smsLogin(page, server, SELLER)

    // choose the game and the way to sell
    await page.goto(server.url + '/index/sell')
    await page.locator('.game-grid__item').first().click()
    await page.locator('.sell-way--consign').click()
    await samePath(page, '/index/BasicInformation')

    // basics: going on without a region is refused with a message
    await page.locator('.basic-page .sell-steps .nut-step-process').waitFor()
    await page.locator('.basic-form .submit-btn').click()
    await page.locator('.basic-form .form-error').waitFor()
    await page.locator('.basic-region.basic-section--error').waitFor()
    await chooseRegion(page, true)
    await page.locator('.arn-seller').click()
    // what is bound to the account: no email, a linked third-party login (phone stays at its default, bound)
    await page.locator('.binding-switch--email').click()
    await page.locator('.binding-switch--thirdParty').click()
    await page.locator('.basic-form .submit-btn').click()
    await samePath(page, '/index/fillInformation')
    const gameId = Number(new URL(page.url()).searchParams.get('gameId'))
    assert.ok(gameId > 0)

    // the listing: submitting an empty form names the problems, sends nothing and goes up to the first one
    await page.locator('.fill-submit .submit-btn').click()
    await page.locator('.attr-error').first().waitFor()
    await page.waitForFunction(() => {
      const el = document.querySelector('.attr-field--error')
      if (!el) return false
      const r = el.getBoundingClientRect()
      return r.top >= 0 && r.top < window.innerHeight
    }, undefined, { timeout: 5000 })

    const templates = ((await (await fetch(`${server.url}/api/web/gameTempAttr?gameId=${gameId}`)).json()) as { data: AttrTemplate[] }).data
    await fillAttrs(page, templates)
    const title = '浏览器寄售测试 ' + Date.now().toString().slice(-6)
    await page.locator('.f-title input').fill(title)
    await page.locator('.f-price input').fill('0')
    await page.locator('.fill-generate').click()
    await upload(page, images(3))
    await page.locator('.f-account input').fill('e2e_game_account')
    await page.locator('.f-password input').fill('E2e!secret99')
    await page.locator('.f-contact input').fill('QQ 12345678')
    await page.locator('.fill-terms__check').click()
    // a price of 0 is refused on screen and the form keeps everything typed
    await page.locator('.fill-submit .submit-btn').click()
    await page.locator('.f-price').getByText(/价格|¥|元/).first().waitFor()
    assert.equal(await page.locator('.f-title input').inputValue(), title)
    await page.locator('.f-price input').fill('888')
    await page.locator('.fee-proceeds').waitFor()
    await page.screenshot({ path: join(shots, 'fillInformation.png'), fullPage: true })
    await page.locator('.fill-submit .submit-btn').click()

    // the success screen says what review is and how long it takes, and leads to my products
    await samePath(page, '/index/other/sellSuccess')
    await page.locator('.sell-done-review__time').waitFor()
    assert.match(await page.locator('.sell-done-review__time').innerText(), /24/)
    assert.match(await page.locator('.sell-done-goods').innerText(), new RegExp(title))
    await page.screenshot({ path: join(shots, 'sellSuccess.png'), fullPage: true })
    await page.locator('.sell-done-mine').click()

    // the listing waits for review in my products
    await samePath(page, '/index/other/MyProducts')
    const row = page.locator('.my-product', { hasText: title })
    await row.waitFor()
    assert.match(await row.innerText(), /审核中/)
    await page.screenshot({ path: join(shots, 'MyProducts.png') })

    // the admin approves it through the API
    const admin = await apiToken(server, ADMIN)
    const queue = (await (await fetch(server.url + '/api/admin/goods?pageSize=50', { headers: { Token: admin } })).json()) as {
      data: { rows: { id: number; title: string }[] }
    }
    const listing = queue.data.rows.find((g) => g.title === title)
    assert.ok(listing, 'the new listing is in the review queue')
    const review = await fetch(`${server.url}/api/admin/goods/${listing.id}/review`, {
      method: 'POST',
      headers: { Token: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ approve: true }),
    })
    assert.equal(review.status, 200)
    await context.close()

    // a buyer finds it in the catalogue and opens it
    const buyer = await phonePage(browser)
    await smsLogin(buyer.page, server, BUYER)
    await buyer.page.goto(server.url + '/index/home')
    await buyer.page.locator('.home-search input').fill(title)
    await buyer.page.locator('.home-search__btn').click()
    await samePath(buyer.page, '/index/goodList')
    await buyer.page.locator('.goods-card', { hasText: title }).click()
    await samePath(buyer.page, '/index/goodDetail')
    await buyer.page.locator('.goods-head__title', { hasText: title }).waitFor()
    await buyer.page.locator('.buy-btn').waitFor()
    // the bindings as the seller answered them, which the handover checklist will follow
    const bound = async (k: string) => (await buyer.page.locator(`.binding-${k} .kv__v`).innerText()).trim()
    assert.deepEqual([await bound('phone'), await bound('email'), await bound('thirdParty')], ['有', '无', '有'])
    await buyer.page.screenshot({ path: join(shots, 'consigned-goodDetail.png') })
    // the seller block opens the seller's page, which lists this listing
    await buyer.page.locator('.seller').click()
    await samePath(buyer.page, '/index/other/seller')
    await buyer.page.locator('.seller-stats').waitFor()
    await buyer.page.locator('.seller-goods .goods-card', { hasText: title }).waitFor()
    assert.deepEqual([...errors, ...buyer.errors], [])
    await buyer.context.close()
  })

  it('submits a recycling request, a merchant quotes and the seller accepts', async () => {
    const { server, browser } = env()
    const seller = await phonePage(browser)
    await smsLogin(seller.page, server, SELLER)
    await seller.page.goto(server.url + '/index/sell')
    await seller.page.locator('.game-grid__item').first().click()
    await seller.page.locator('.sell-way--recycle').click()
    await samePath(seller.page, '/index/jingjiahuishou')

    const p = seller.page
    await chooseRegion(p, false)
    const title = '浏览器回收测试 ' + Date.now().toString().slice(-6)
    await p.locator('.f-title input').fill(title)
    await p.locator('.f-description textarea').fill('满级账号，皮肤齐全，浏览器测试提交的回收申请')
    await p.locator('.f-price input').fill('500')
    await p.locator('.f-account input').fill('e2e_recycle_account')
    await p.locator('.f-password input').fill('Rcy!e2e2024')
    await p.locator('.f-contact input').fill('QQ 87654321')
    // without screenshots the form says so and sends nothing
    await p.locator('.recycle-form .submit-btn').click()
    await p.locator('.recycle-form .form-error').waitFor()
    await upload(p, images(1))
    await p.locator('.recycle-form .submit-btn').click()
    await samePath(p, '/index/commit')
    const requestId = Number(new URL(p.url()).searchParams.get('id'))
    assert.ok(requestId > 0)
    await p.screenshot({ path: join(shots, 'recycle-commit.png') })

    // a merchant quotes in the merchant centre; the seller's contact is not shown before acceptance
    const merchant = await phonePage(browser)
    await smsLogin(merchant.page, server, MERCHANT)
    await merchant.page.goto(server.url + '/index/other/shanghu')
    const opening = merchant.page.locator('.opening', { hasText: title })
    await opening.waitFor()
    assert.doesNotMatch(await merchant.page.locator('body').innerText(), /87654321|Rcy!e2e2024/)
    await opening.locator('.opening-quote-btn').click()
    await merchant.page.locator('.f-quote-amount input').fill('456')
    await merchant.page.locator('.quote-submit').click()
    await opening.locator('.opening__my-quote').waitFor()
    assert.match(await opening.locator('.opening__my-quote').innerText(), /456/)
    await merchant.page.screenshot({ path: join(shots, 'merchant-centre.png') })

    // the seller sees the quote and accepts it: the trade is an order for the merchant to pay
    await p.goto(`${server.url}/index/other/jingjiahuishouPriceList?id=${requestId}`)
    const quote = p.locator('.quote-row', { hasText: '456' })
    await quote.waitFor()
    await quote.locator('.quote-accept').click()
    await p.locator('.taro__modal .taro-model__confirm').click()
    await p.locator('.quote-row--accepted').waitFor()
    await p.screenshot({ path: join(shots, 'recycle-accepted.png') })

    // the merchant's trades list the order to pay, now with the seller's contact
    await merchant.page.reload()
    await merchant.page.getByText('已成交').first().click()
    await merchant.page.getByText('87654321').first().waitFor()
    assert.deepEqual([...seller.errors, ...merchant.errors], [])
    await seller.context.close()
    await merchant.context.close()
  })
})
