/**
 * Home's and a listing's first screen as the server draws it (server/lib/first-screen.ts) is the app's: painted
 * with the app's scripts blocked, every box of it lies where the app later draws the same box, at 360 and 390 px,
 * in both languages; with the scripts, the app takes it away and nothing on the screen has moved (layout shifts
 * under 0.01).
 */
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Browser, Page } from 'playwright-core'
import { useBrowserEnv } from './harness.ts'

const HOME_BOXES = [
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

const LIST_BOXES = [
  '.good-list-search',
  '.search-bar__field',
  '.good-list-search__btn',
  '.good-list-game',
  '.good-list-game__name',
  '.good-list-game__switch',
  '.good-list-game__switch:last-child',
  '.sort-bar',
  '.filter-btn',
  '.good-list-total',
  '.goods-card',
  '.goods-card__cover-box',
  '.goods-card__title',
  '.goods-card__trust',
  '.goods-card__facts',
  '.goods-card__price',
  '.goods-card__region',
  '.paged-list__item:nth-child(4) .goods-card',
]

const LISTING_BOXES = [
  '.gallery-box',
  '.gallery',
  '.gallery__count',
  '.goods-head',
  '.goods-head__price',
  '.goods-head__title',
  '.goods-head__meta',
  '.goods-head__tags',
  '.goods-tag',
]

type Rects = Record<string, number[] | null>

async function rects(page: Page, scope: string, boxes: string[]): Promise<Rects> {
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
    { boxes, scope },
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

interface Drawn {
  name: string
  url: (base: string) => Promise<string>
  boxes: string[]
  /** an element of the app's own page once it has drawn */
  appReady: string
}

const PAGES: Drawn[] = [
  { name: 'home', url: async (base) => base + '/index/home', boxes: HOME_BOXES, appReady: '.taro_page .home-page .game-grid__item' },
  { name: 'the goods list', url: async (base) => base + '/index/goodList', boxes: LIST_BOXES, appReady: '.taro_page .good-list-page .goods-card' },
  {
    name: "a game's goods list",
    url: async (base) => {
      const res = await fetch(base + '/api/web/game/list')
      const id = ((await res.json()) as { data: { games: { id: number }[] }[] }).data[0].games[0].id
      return `${base}/index/goodList?gameId=${id}`
    },
    boxes: LIST_BOXES,
    appReady: '.taro_page .good-list-page .goods-card',
  },
  {
    name: 'a listing',
    // the first listing of the public list: one with photos, a title and the 包赔 tag
    url: async (base) => {
      const res = await fetch(base + '/api/web/good/allList', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"pageSize":1}' })
      const id = ((await res.json()) as { data: { rows: { id: number }[] } }).data.rows[0].id
      return `${base}/index/goodDetail?id=${id}`
    },
    boxes: LISTING_BOXES,
    appReady: '.taro_page .goods-detail .goods-head__title',
  },
]

describe('first screens drawn by the server', () => {
  const env = useBrowserEnv()

  for (const drawnPage of PAGES) {
    for (const locale of ['zh-CN', 'en-US']) {
      for (const width of [360, 390]) {
        it(`${drawnPage.name}: is the app's own first frame (${locale}, ${width} px)`, async () => {
          const { server, browser } = env()
          const url = await drawnPage.url(server.url)
          const boxes = drawnPage.boxes
          const drawn = await open(browser, url, width, locale, false)
          await drawn.page.locator('#first-screen ' + boxes[boxes.length - 1]).first().waitFor()
          const before = await rects(drawn.page, '#first-screen ', boxes)
          await drawn.context.close()

          const app = await open(browser, url, width, locale, true)
          await app.page.locator(drawnPage.appReady).first().waitFor({ timeout: 30000 })
          await app.page.locator('#first-screen').waitFor({ state: 'detached', timeout: 15000 })
          const after = await rects(app.page, '.taro_page ', boxes)
          const shifted = await app.page.evaluate(() => (window as unknown as { shifted: number }).shifted)
          await app.context.close()

          for (const sel of boxes) {
            assert.ok(before[sel] && after[sel], `${sel} is drawn by both`)
            const off = before[sel]!.map((v, i) => Math.abs(v - after[sel]![i]))
            assert.ok(Math.max(...off) <= 1.5, `${sel}: server ${before[sel]!.map((v) => v.toFixed(1))} / app ${after[sel]!.map((v) => v.toFixed(1))}`)
          }
          assert.ok(shifted < 0.01, `layout shift ${shifted}`)
        })
      }
    }
  }
})
