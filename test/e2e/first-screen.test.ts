/**
 * Home's first screen as the server draws it (server/lib/first-screen.ts) is the app's: painted with the app's
 * scripts blocked, every box of it lies where the app later draws the same box, at 360 and 390 px, in both
 * languages; with the scripts, the app takes it away and nothing on the screen has moved (layout shifts under 0.01).
 */
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Browser, Page } from 'playwright-core'
import { useBrowserEnv } from './harness.ts'

const BOXES = [
  '.home-hero',
  '.home-hero__title',
  '.home-search',
  '.search-bar__field',
  '.home-search__btn',
  '.home-banner',
  '.carousel__dots',
  '.home-quick',
  '.home-quick__label',
  '.home-notice',
  '.notice-ticker__line--on',
  '.home-notice__all',
  '.section-title',
  '.game-group',
  '.game-group__title',
  '.game-grid__item',
  '.game-grid__icon',
  '.game-grid__name',
]

type Rects = Record<string, number[] | null>

async function rects(page: Page, scope: string): Promise<Rects> {
  return page.evaluate(
    ({ boxes, scope }) =>
      Object.fromEntries(
        boxes.map((sel) => {
          const el = document.querySelector(scope + sel)
          if (!el) return [sel, null]
          const r = el.getBoundingClientRect()
          return [sel, [r.x, r.y, r.width, r.height]]
        }),
      ),
    { boxes: BOXES, scope },
  )
}

async function open(browser: Browser, url: string, width: number, locale: string, scripts: boolean) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, deviceScaleFactor: 1, locale })
  const page = await context.newPage()
  if (!scripts) await page.route('**/js/**', (r) => r.abort())
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number }
    w.shifted = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.shifted += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(url)
  return { context, page }
}

describe("home's first screen drawn by the server", () => {
  const env = useBrowserEnv()

  for (const locale of ['zh-CN', 'en-US']) {
    for (const width of [360, 390]) {
      it(`is the app's own first frame (${locale}, ${width} px)`, async () => {
        const { server, browser } = env()
        const drawn = await open(browser, server.url + '/index/home', width, locale, false)
        await drawn.page.locator('#first-screen .game-grid__item').first().waitFor()
        const before = await rects(drawn.page, '#first-screen ')
        await drawn.context.close()

        const app = await open(browser, server.url + '/index/home', width, locale, true)
        await app.page.locator('.taro_page .home-page .game-grid__item').first().waitFor({ timeout: 30000 })
        await app.page.locator('#first-screen').waitFor({ state: 'detached', timeout: 15000 })
        const after = await rects(app.page, '.taro_page ')
        const shifted = await app.page.evaluate(() => (window as unknown as { shifted: number }).shifted)
        await app.context.close()

        for (const sel of BOXES) {
          assert.ok(before[sel] && after[sel], `${sel} is drawn by both`)
          const off = before[sel]!.map((v, i) => Math.abs(v - after[sel]![i]))
          assert.ok(Math.max(...off) <= 1.5, `${sel}: server ${before[sel]!.map((v) => v.toFixed(1))} / app ${after[sel]!.map((v) => v.toFixed(1))}`)
        }
        assert.ok(shifted < 0.01, `layout shift ${shifted}`)
      })
    }
  }
})
