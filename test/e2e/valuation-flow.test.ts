/**
 * Valuation (估价) end to end in the built H5 against the real server and its demo deal history:
 * - anyone values a game's account on the free 估价 page and sees the estimate, range, confidence and the
 *   anonymised comparables;
 * - a seller consigning takes the suggested price the form offers, and the listing is submitted at that price.
 */
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import type { AttrTemplate } from '../../contract/catalogue'
import { tinyJpeg, tinyPng } from '../api/upload-fixtures.ts'
import { phonePage, root, samePath, smsLogin, useBrowserEnv } from './harness.ts'

const shots = join(root, 'test-results')
mkdirSync(shots, { recursive: true })

const SELLER = '13800000002'

async function chooseRegion(page: Page) {
  await page.locator('.region-picker__box').click()
  await page.locator('.region-sheet--open').waitFor()
  for (let depth = 0; depth < 4; depth++) {
    const level = page.locator('.region-picker__level').nth(depth)
    await level.locator('.region-picker__chip').first().waitFor()
    await level.locator('.region-picker__chip').first().click()
    if ((await page.locator('.region-picker__path--done').count()) > 0) break
  }
  if (await page.locator('.region-sheet--open').count()) await page.locator('.region-picker__done').click()
  await page.locator('.region-sheet--open').waitFor({ state: 'detached' })
}

async function upload(page: Page, n: number) {
  const files = Array.from({ length: n }, (_, i) =>
    i % 2 ? { name: `v${i}.jpg`, mimeType: 'image/jpeg', buffer: tinyJpeg() } : { name: `v${i}.png`, mimeType: 'image/png', buffer: tinyPng([40 * i, 90, 200, 255]) },
  )
  const chooser = page.waitForEvent('filechooser')
  await page.locator('.image-uploader__add').click()
  await (await chooser).setFiles(files)
  await page.waitForFunction((k) => document.querySelectorAll('.image-uploader__img').length === k, n, { timeout: 20000 })
}

/** Typical values: numbers a quarter up their range, the first option of choices, nothing rare. */
async function fillAttrs(page: Page, templates: AttrTemplate[]) {
  for (const tpl of templates) {
    const field = page.locator('.attr-' + tpl.key)
    if (tpl.type === 'number') await field.locator('input').fill(String(Math.round(((tpl.min ?? 0) + (tpl.max ?? 100)) / 4)))
    else if (tpl.type === 'input') {
      if ((await field.count()) > 0) await field.locator('input').fill('测试')
    } else if (tpl.type !== 'checkbox') await field.locator('.attr-option-0').first().click()
  }
}

describe('valuation in Chromium', () => {
  const env = useBrowserEnv()

  it('the 估价 page values a game from its deals and shows the comparables', async () => {
    const { server, browser } = env()
    const { page, context, errors } = await phonePage(browser)
    await page.goto(server.url + '/index/other/valuation')
    await page.locator('.game-grid__item').first().click()
    await page.locator('.valuation-attrs .attr-field').first().waitFor()
    const gameId = Number(await page.evaluate(() => new URLSearchParams(location.search).get('gameId'))) || null
    const firstGame = (await (await fetch(server.url + '/api/web/game/list')).json()) as { data: { games: { id: number }[] }[] }
    const id = gameId ?? firstGame.data[0].games[0].id
    const templates = ((await (await fetch(`${server.url}/api/web/gameTempAttr?gameId=${id}`)).json()) as { data: AttrTemplate[] }).data
    // a rank alone: many comparables
    const option = templates.find((t) => t.type === 'radio' || t.type === 'boxradio')
    assert.ok(option, 'the demo game has a choice attribute')
    await page.locator(`.attr-${option.key} .attr-option-0`).first().click()
    await page.locator('.valuation-submit').click()
    await page.locator('.valuation-result').waitFor()
    assert.match(await page.locator('.valuation-estimate').innerText(), /¥\d+/)
    assert.match(await page.locator('.valuation-range').innerText(), /¥\d+.*-.*¥\d+/)
    assert.ok((await page.locator('.valuation-comparable').count()) > 0)
    // the price history of the game below
    await page.locator('.price-history__caption').waitFor()
    // F2 drew the line into the canvas (some pixel is no longer blank)
    await page.waitForFunction(() => {
      const c = document.querySelector('canvas.price-chart__canvas') as HTMLCanvasElement | null
      const ctx = c?.getContext('2d')
      if (!c || !ctx || c.width === 0) return false
      const px = ctx.getImageData(0, 0, c.width, c.height).data
      for (let i = 3; i < px.length; i += 4) if (px[i] !== 0) return true
      return false
    }, undefined, { timeout: 10000 })
    await page.screenshot({ path: join(shots, 'valuation.png'), fullPage: true })
    assert.deepEqual(errors, [])
    await context.close()
  })

  it('a seller consigns with the suggested price', async () => {
    const { server, browser } = env()
    const { page, context, errors } = await phonePage(browser)
    await smsLogin(page, server, SELLER)
    await page.goto(server.url + '/index/sell')
    await page.locator('.game-grid__item').first().click()
    await page.locator('.sell-way--consign').click()
    await samePath(page, '/index/BasicInformation')
    await chooseRegion(page)
    await page.locator('.arn-seller').click()
    await page.locator('.basic-form .submit-btn').click()
    await samePath(page, '/index/fillInformation')
    const gameId = Number(new URL(page.url()).searchParams.get('gameId'))
    const templates = ((await (await fetch(`${server.url}/api/web/gameTempAttr?gameId=${gameId}`)).json()) as { data: AttrTemplate[] }).data
    await fillAttrs(page, templates)
    // the suggestion follows the attributes; taking it fills the price
    await page.locator('.price-suggestion__use').waitFor({ timeout: 15000 })
    const suggested = await page.locator('.price-suggestion__text').innerText()
    const estimate = /¥(\d+)\.(\d{2})/.exec(suggested)
    assert.ok(estimate, suggested)
    await page.locator('.price-suggestion__use').click()
    const yuan = Number(`${estimate[1]}.${estimate[2]}`)
    assert.equal(Number(await page.locator('.f-price input').inputValue()), yuan)
    // at the estimate, no warning
    assert.equal(await page.locator('.price-suggestion__warn').count(), 0)

    const title = '估价寄售测试 ' + Date.now().toString().slice(-6)
    await page.locator('.f-title input').fill(title)
    await page.locator('.fill-generate').click()
    await upload(page, 3)
    await page.locator('.f-account input').fill('e2e_valuation_account')
    await page.locator('.f-password input').fill('E2e!secret99')
    await page.locator('.f-contact input').fill('QQ 12345678')
    await page.locator('.fill-terms__check').click()
    await page.screenshot({ path: join(shots, 'fillInformation-suggested.png'), fullPage: true })
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/need/consignment') && r.method() === 'POST')
    await page.locator('.fill-submit .submit-btn').click()
    assert.equal((await sent).postDataJSON().price, Math.round(yuan * 100))
    await samePath(page, '/index/other/sellSuccess')
    await page.locator('.sell-done-goods').waitFor()
    assert.deepEqual(errors, [])
    await context.close()
  })
})
