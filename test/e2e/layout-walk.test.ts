/**
 * The overflow walk: every route of src/routes.ts (pages that need an id get real ones), plus the consignment
 * attribute step of the demo game with the longest attribute options, in the built H5 against the real server,
 * logged in as a demo buyer, in Chinese and in English, at 390 and 360 px wide. It fails when
 * - an element or a line of text reaches past the screen's left or right edge (what a clipping ancestor hides, such
 *   as the rest of a sideways-scrolling strip or a swiper's other slides, does not count),
 * - two lines of text overlap (text in absolutely positioned or fixed boxes, such as badges and bottom bars, is
 *   left out: it is meant to sit over other content),
 * - a page has no header with its title in the current language and a back or home button (the tabs, login and
 *   register draw their own top and must not get one).
 * It writes a screenshot of every route at 390x844 per language to test-results/routes/<lang>/<route>.png.
 */
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { routes, type RouteEntry, type RouteName } from '../../src/routes.ts'
import { phonePage, useBrowserEnv } from './harness.ts'
import { LANGS, ROUTE_SHOTS as shots, USER_OF, WIDTHS, openRoute, prepare, setStorage, setWidth, settle, type Lang } from './walk-setup.ts'

/** no Taro header on H5: the bottom tabs (首页 卖号 消息 我的), and login and register, which draw their own top */
const NO_HEADER: RouteName[] = ['home', 'sell', 'xiaoxi', 'mycenter', 'login', 'register']

interface Found {
  problems: string[]
  header: { shown: boolean; title: string; back: boolean; home: boolean }
}

/**
 * Runs in the page: looks at the page on screen and the header. Written without helpers outside its body, since
 * playwright sends only the function's source.
 */
function inspect(): Found {
  const W = document.documentElement.clientWidth
  const problems: string[] = []
  type Box = { l: number; r: number; t: number; b: number }
  const ALL: Box = { l: -Infinity, r: Infinity, t: -Infinity, b: Infinity }
  const cut = (a: Box, b: Box): Box => ({ l: Math.max(a.l, b.l), r: Math.min(a.r, b.r), t: Math.max(a.t, b.t), b: Math.min(a.b, b.b) })
  const empty = (x: Box) => x.r - x.l < 0.5 || x.b - x.t < 0.5
  const name = (el: Element) => {
    const cls = (typeof el.className === 'string' ? el.className : '').split(/\s+/).filter((c) => c && !c.startsWith('taro')).slice(0, 3).join('.')
    const text = ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 24)
    return `<${el.tagName.toLowerCase()}${cls ? '.' + cls : ''}>${text ? ` "${text}"` : ''}`
  }
  const texts: { box: Box; node: Text; el: Element }[] = []
  // inside a box already reported, its contents are not reported again
  const walk = (el: Element, clip: Box, floating: boolean, reported: boolean) => {
    const cs = getComputedStyle(el)
    if (cs.display === 'none' || Number(cs.opacity) === 0) return
    const pos = cs.position
    // a fixed box is clipped by the screen only; an absolutely placed one is left out of the overlap check
    if (pos === 'fixed') clip = ALL
    const isFloating = floating || pos === 'fixed' || pos === 'absolute'
    const r = el.getBoundingClientRect()
    const own: Box = { l: r.left, r: r.right, t: r.top, b: r.bottom }
    if (cs.visibility !== 'hidden' && !empty(own)) {
      const shown = cut(own, clip)
      if (!reported && !empty(shown) && (shown.r > W + 1 || shown.l < -1)) {
        problems.push(`${name(el)} spans ${Math.round(shown.l)}..${Math.round(shown.r)} px of ${W}`)
        reported = true
      }
    }
    // what reaches past this box is hidden (a sideways-scrolling strip, a swiper, an ellipsis)
    const inner = cs.overflowX !== 'visible' || cs.overflowY !== 'visible' || cs.contain.includes('paint') ? cut(clip, own) : clip
    for (const child of el.childNodes) {
      if (child.nodeType === Node.ELEMENT_NODE) {
        walk(child as Element, inner, isFloating, reported)
      } else if (child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() && cs.visibility !== 'hidden') {
        const range = document.createRange()
        range.selectNodeContents(child)
        for (const line of range.getClientRects()) {
          const box = cut({ l: line.left, r: line.right, t: line.top, b: line.bottom }, inner)
          if (empty(box)) continue
          if (!reported && (box.r > W + 1 || box.l < -1)) {
            problems.push(`text of ${name(el)} spans ${Math.round(box.l)}..${Math.round(box.r)} px of ${W}`)
            reported = true
          }
          if (!isFloating) texts.push({ box, node: child as Text, el })
        }
      }
    }
  }

  const pages = [...document.querySelectorAll('.taro_page')].filter((p) => getComputedStyle(p).display !== 'none')
  const page = pages[pages.length - 1]
  const bar = document.getElementById('taro-navigation-bar')
  if (page) walk(page, ALL, false, false)
  if (bar) walk(bar, ALL, true, false)

  // two lines of text on top of each other (more than a quarter of the smaller one covered)
  texts.sort((a, b) => a.box.t - b.box.t)
  const reported = new Set<string>()
  for (let i = 0; i < texts.length; i++) {
    const a = texts[i]
    for (let j = i + 1; j < texts.length && texts[j].box.t < a.box.b; j++) {
      const b = texts[j]
      if (a.node === b.node) continue
      const w = Math.min(a.box.r, b.box.r) - Math.max(a.box.l, b.box.l)
      const h = Math.min(a.box.b, b.box.b) - Math.max(a.box.t, b.box.t)
      if (w <= 2 || h <= 2) continue
      const smaller = Math.min((a.box.r - a.box.l) * (a.box.b - a.box.t), (b.box.r - b.box.l) * (b.box.b - b.box.t))
      if (w * h < smaller / 4) continue
      const key = name(a.el) + ' / ' + name(b.el)
      if (reported.has(key)) continue
      reported.add(key)
      problems.push(`text overlaps: ${JSON.stringify(a.node.textContent!.trim().slice(0, 20))} in ${name(a.el)} and ${JSON.stringify(b.node.textContent!.trim().slice(0, 20))} in ${name(b.el)}`)
    }
  }
  if (document.documentElement.scrollWidth > W + 1) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide on a ${W} px screen`)

  const shownBar = !!bar && bar.classList.contains('taro-navigation-bar-show') && getComputedStyle(bar).display !== 'none'
  const visible = (sel: string) => {
    const el = bar?.querySelector(sel) as HTMLElement | null
    return !!el && getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().width > 0
  }
  return {
    problems,
    header: {
      shown: shownBar,
      title: shownBar ? ((bar!.querySelector('.taro-navigation-bar-title') as HTMLElement | null)?.innerText ?? '').trim() : '',
      back: shownBar && visible('.taro-navigation-bar-back'),
      home: shownBar && visible('.taro-navigation-bar-home'),
    },
  }
}

/**
 * The time to content of every screen on this machine, slowest first, so that a slow screen shows up (printed, not
 * asserted: it depends on the machine and what else runs on it).
 */
function printTimings(timing: Map<string, Partial<Record<Lang, number | null>>>) {
  const ms = (v: number | null | undefined) => (v === null ? 'none in 10 s' : v === undefined ? '-' : `${v} ms`)
  const worst = (t: Partial<Record<Lang, number | null>>) => Math.max(...LANGS.map((l) => (t[l] === null ? Infinity : (t[l] ?? 0))))
  const rows = [...timing].sort((a, b) => worst(b[1]) - worst(a[1]))
  const width = Math.max(...rows.map(([label]) => label.length), 6)
  const lines = [`${'screen'.padEnd(width)}  ${LANGS.map((l) => l.padStart(13)).join('  ')}`]
  for (const [label, t] of rows) lines.push(`${label.padEnd(width)}  ${LANGS.map((l) => ms(t[l]).padStart(13)).join('  ')}`)
  console.log(`time to content per screen (page.goto until its text shows, nothing loading), 390x844:\n${lines.join('\n')}`)
}

describe('layout walk in Chromium', () => {
  const env = useBrowserEnv()

  it('no route overflows or overlaps at 390 and 360 px in Chinese and English, and every page but the tabs has its header', async () => {
    const { server, browser } = env()
    const ids = await prepare(server)
    const { page, context, errors } = await phonePage(browser)
    // tsx keeps function names with a `__name` helper that the page does not have: `inspect` needs it there
    await context.addInitScript({ content: 'window.__name = (f) => f' })
    const problems: string[] = []
    await page.goto(server.url + '/yinsi')

    const check = async (label: string, entry: RouteEntry | null, lang: Lang, shot: string, fullPage = false) => {
      for (const width of WIDTHS) {
        if (width !== 390) await setWidth(page, width)
        const found = await page.evaluate(inspect)
        for (const p of found.problems) problems.push(`${lang} ${width}px ${label}: ${p}`)
        if (width === 390) {
          mkdirSync(join(shots, lang), { recursive: true })
          await page.screenshot({ path: join(shots, lang, shot + '.png'), fullPage })
          if (entry) {
            const h = found.header
            if (NO_HEADER.includes(entry.name)) {
              if (h.shown) problems.push(`${lang} ${label}: shows Taro's header over its own top`)
            } else if (!h.shown) problems.push(`${lang} ${label}: no header`)
            else {
              if (h.title !== entry.title[lang]) problems.push(`${lang} ${label}: header says "${h.title}", expected "${entry.title[lang]}"`)
              if (!h.back && !h.home) problems.push(`${lang} ${label}: header without a back or home button`)
            }
          }
        }
      }
      await page.setViewportSize({ width: 390, height: 844 })
    }

    // per screen and language: milliseconds from asking for the page until its content shows (null: never did)
    const timing = new Map<string, Partial<Record<Lang, number | null>>>()
    const timed = (label: string, lang: Lang, ms: number | null) => timing.set(label, { ...timing.get(label), [lang]: ms })

    for (const lang of LANGS) {
      for (const entry of routes) {
        await setStorage(page, ids.tokens[USER_OF[entry.name] ?? 'buyer'], lang)
        const before = errors.length
        const asked = Date.now()
        // the attribute step is that of the game with the longest options, reached the way a seller does
        await openRoute(page, server, ids, entry.name)
        timed(entry.name === 'fillInformation' ? 'fillInformation (with the basics step)' : entry.name, lang, await settle(page, asked))
        await check(entry.name, entry, lang, entry.name, entry.name === 'fillInformation')
        if (errors.length > before) problems.push(`${lang} ${entry.name}: threw ${errors.slice(before).join(' | ')}`)
      }
      // a listing in 交易中: its buy button is shown switched off
      await setStorage(page, ids.tokens.buyer, lang)
      const asked = Date.now()
      await page.goto(`${server.url}/index/goodDetail?id=${ids.reservedListing}`)
      timed('goodDetail (交易中)', lang, await settle(page, asked))
      await check('goodDetail (交易中)', null, lang, 'goodDetail-reserved')
    }

    printTimings(timing)
    assert.deepEqual(problems, [])
    await context.close()
  })

  it('the header goes back, or home from a page opened directly, and its title follows the page', async () => {
    const { server, browser } = env()
    const { page, context, errors } = await phonePage(browser)
    const bar = page.locator('#taro-navigation-bar')
    const title = bar.locator('.taro-navigation-bar-title')
    const titleOf = (name: RouteName) => routes.find((r) => r.name === name)!.title['zh-CN']

    // opened directly: no page to go back to, so the header offers home
    await page.goto(server.url + '/index/other/bangzhu')
    await page.locator('.help-article').first().waitFor({ timeout: 15000 })
    assert.equal((await title.innerText()).trim(), titleOf('bangzhu'))
    assert.ok(await bar.locator('.taro-navigation-bar-home').isVisible())
    assert.ok(!(await bar.locator('.taro-navigation-bar-back').isVisible()))

    // one page further: back returns to the help centre with its title
    await page.locator('.help-article').first().click()
    await page.waitForURL((u) => u.pathname === '/index/other/helpdetail', { timeout: 15000 })
    await page.waitForFunction((t) => document.querySelector('#taro-navigation-bar .taro-navigation-bar-title')?.textContent === t, titleOf('helpdetail'))
    assert.ok(await bar.locator('.taro-navigation-bar-back').isVisible())
    await bar.locator('.taro-navigation-bar-back').click()
    await page.waitForURL((u) => u.pathname === '/index/other/bangzhu', { timeout: 15000 })
    await page.waitForFunction((t) => document.querySelector('#taro-navigation-bar .taro-navigation-bar-title')?.textContent === t, titleOf('bangzhu'))

    // home leaves for the home page, a tab, which has no header
    await bar.locator('.taro-navigation-bar-home').click()
    await page.waitForURL((u) => u.pathname === '/index/home' || u.pathname === '/index', { timeout: 15000 })
    await page.waitForFunction(() => !document.querySelector('#taro-navigation-bar')?.classList.contains('taro-navigation-bar-show'))
    assert.deepEqual(errors, [])
    await context.close()
  })
})
