/**
 * What the layout walk (layout-walk.test.ts) and the popup walk (popup-walk.test.ts) share: the demo users, the real
 * ids every route needs, how a route is opened and when a page counts as shown, and the screen widths.
 */
import assert from 'node:assert/strict'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { routes, type RouteName } from '../../src/routes.ts'
import { apiJson, apiToken, CONSOLE_LOGINS, passwordToken, root, type RunningServer } from './harness.ts'
import { publishInspection } from './inspection-setup.ts'

export type Lang = 'zh-CN' | 'en-US'
export const LANGS: Lang[] = ['zh-CN', 'en-US']
export const WIDTHS = [390, 360]
export const BUYER = '13800000001'
/** a demo buyer who also has a recycling request with quotes (commit and the quote list show one's own only) */
export const RECYCLER = '13800000011'
/** the demo seller, whose listings fill my listings and the submitted screen */
export const SELLER = '13800000002'
export type WalkUser = 'buyer' | 'recycler' | 'seller'
export const USER_OF: Partial<Record<RouteName, WalkUser>> = {
  commit: 'recycler',
  jingjiahuishouPriceList: 'recycler',
  myJingjiahuishou: 'recycler',
  MyProducts: 'seller',
  sellSuccess: 'seller',
  credentials: 'seller',
}

/** test-results/routes/<lang>/<route>.png: a screenshot per route, and per popup state beside it */
export const ROUTE_SHOTS = join(root, 'test-results/routes')

interface Option {
  label?: string
  value?: string
}
interface Template {
  key: string
  type: string
  options?: (string | Option)[] | null
}

/** The demo game whose attribute form has the longest option row (the most option text in one attribute). */
async function longestOptionsGame(server: RunningServer): Promise<number> {
  const groups = await apiJson<{ games: { id: number }[] }[]>(server, '/web/game/list')
  let best = { id: 0, chars: -1 }
  for (const g of groups.flatMap((x) => x.games)) {
    const templates = await apiJson<Template[]>(server, `/web/gameTempAttr?gameId=${g.id}`)
    for (const tpl of templates) {
      const chars = (tpl.options ?? []).map((o) => (typeof o === 'string' ? o : (o.label ?? o.value ?? ''))).join('').length
      if (chars > best.chars) best = { id: g.id, chars }
    }
  }
  assert.ok(best.id > 0, 'no demo game with attribute options')
  return best.id
}

/** Everything the walk opens: the query of each route that needs one, and the two users' tokens. */
export async function prepare(server: RunningServer) {
  const buyer = await apiToken(server, BUYER)
  const recycler = await apiToken(server, RECYCLER)
  const seller = await apiToken(server, SELLER)
  const listings = (await apiJson<{ rows: { id: number; gameId: number }[] }>(server, '/web/good/allList', '', { pageNum: 1, pageSize: 3 })).rows
  assert.ok(listings.length >= 2, 'the demo catalogue has listings')
  // an order waiting for payment: the pay page, the order page, and a listing in 交易中 (its buy button is off)
  const order = await apiJson<{ id: number }>(server, '/need/order', buyer, { goodsId: listings[0].id, compensation: 'none', agree: true })
  const firstOf = async (type: string) => (await apiJson<{ rows: { id: number }[] }>(server, `/web/notice/list?noticeType=${type}&pageNum=1&pageSize=1`)).rows[0].id
  const requests = (await apiJson<{ rows: { id: number }[] }>(server, '/account/backlist/allList?pageNum=1&pageSize=5', recycler)).rows
  assert.ok(requests.length > 0, `${RECYCLER} has a recycling request in the demo data`)
  const consignGame = await longestOptionsGame(server)
  const consigned = (await apiJson<{ rows: { id: number }[] }>(server, '/need/myConsignment?pageNum=1&pageSize=1', seller)).rows
  assert.ok(consigned.length > 0, `${SELLER} has listings in the demo data`)
  // a trade room with a message in it: the buyer asks about a listing (咨询)
  const room = await apiJson<{ id: number }>(server, '/need/chat/presale', buyer, { goodsId: listings[1].id })
  await apiJson(server, `/need/chat/room/${room.id}/messages`, buyer, { kind: 'text', text: '你好，这个号还在吗？可以换绑手机吗？' })
  const sellerOf = (await apiJson<{ seller: { id: number } }>(server, `/web/goods/${listings[1].id}`)).seller
  // 官方验号: the listing the walk opens carries a published inspection (its badge), and its report is a route
  const inspection = await publishInspection(server, await passwordToken(server, CONSOLE_LOGINS.staff.username, CONSOLE_LOGINS.staff.password), listings[1].id)
  const query: Partial<Record<RouteName, string>> = {
    goodDetail: `id=${listings[1].id}`,
    seller: `id=${sellerOf.id}`,
    credentials: `id=${consigned[0].id}`,
    sureOrder: `goodsId=${listings[1].id}`,
    pay: `orderId=${order.id}`,
    paySuccess: `id=${order.id}`,
    sellSuccess: `id=${consigned[0].id}`,
    orderDetail: `id=${order.id}`,
    room: `id=${room.id}`,
    inspectionReport: `id=${inspection}`,
    newsDetail: `id=${await firstOf('1')}`,
    helpdetail: `id=${await firstOf('3')}`,
    commit: `id=${requests[0].id}`,
    jingjiahuishouPriceList: `id=${requests[0].id}`,
    goodList: `gameId=${listings[1].gameId}`,
    BasicInformation: `gameId=${consignGame}`,
    fillInformation: `gameId=${consignGame}`,
    jingjiahuishou: `gameId=${listings[1].gameId}`,
    valuation: `gameId=${listings[1].gameId}`,
  }
  return { tokens: { buyer, recycler, seller }, query, consignGame, reservedListing: listings[0].id }
}

/**
 * Puts the session (or none, for '') and the language into the app's storage (Taro keeps `{data}` JSON in
 * localStorage).
 */
export async function setStorage(page: Page, token: string, lang: Lang) {
  await page.evaluate(
    ([t, l]) => {
      if (t) localStorage.setItem('token', JSON.stringify({ data: t }))
      else localStorage.removeItem('token')
      localStorage.setItem('locale', JSON.stringify({ data: l }))
      localStorage.removeItem('profile')
    },
    [token, lang],
  )
}

/**
 * Waits until the page on screen has slid in, shows readable text and nothing on it is still loading, then for its
 * images. Gives the milliseconds from `since` (when the page was asked for) until that text showed, or null when it
 * never did within 10 s.
 */
export async function settle(page: Page, since = Date.now()): Promise<number | null> {
  const content = await page
    .waitForFunction(
      () => {
        const pages = [...document.querySelectorAll('.taro_page')].filter((p) => getComputedStyle(p).display !== 'none') as HTMLElement[]
        const shown = pages[pages.length - 1]
        const t = (shown?.innerText ?? '').replace(/\s+/g, '')
        // done sliding in (a page opened from another one), and nothing on it still loading
        return !!shown && Math.abs(shown.getBoundingClientRect().left) < 1 && !shown.querySelector('.page-state--loading') && t.length >= 4
      },
      undefined,
      { timeout: 10000 },
    )
    .then(() => Date.now() - since)
    .catch(() => null)
  // images in (their size can move what follows)
  await page
    .waitForFunction(() => [...document.querySelectorAll('.taro_page img')].every((i) => (i as HTMLImageElement).complete), undefined, { timeout: 3000 })
    .catch(() => undefined)
  return content
}

/** The consignment basics (region to the last level, the account's real-name state), then 下一步 to the attributes. */
export async function passBasics(page: Page, server: RunningServer, gameId: number) {
  await page.goto(`${server.url}/index/BasicInformation?gameId=${gameId}`)
  await page.locator('.basic-form').waitFor({ timeout: 10000 })
  if ((await page.locator('.region-picker__path--done').count()) === 0) {
    // the levels sit in a sheet that the 请选择区服 box opens
    if ((await page.locator('.region-sheet').count()) > 0) await page.locator('.region-picker__box').click()
    for (let depth = 0; depth < 5 && (await page.locator('.region-picker__path--done').count()) === 0; depth++) {
      const level = page.locator('.region-picker__level').nth(depth)
      await level.locator('.region-picker__chip').first().waitFor({ timeout: 10000 })
      await level.locator('.region-picker__chip').first().click()
    }
    if (await page.locator('.region-picker__done').isVisible()) await page.locator('.region-picker__done').click()
  }
  await page.locator('.arn-seller').first().click()
  await page.locator('.basic-form .submit-btn').click()
  await page.waitForURL((u) => u.pathname === '/index/fillInformation', { timeout: 15000 })
  await page.locator('.fill-submit').waitFor({ timeout: 15000 })
}

export type WalkIds = Awaited<ReturnType<typeof prepare>>

/** Opens route `name` with the ids it needs; the attribute step is reached the way a seller does. */
export async function openRoute(page: Page, server: RunningServer, ids: WalkIds, name: RouteName): Promise<void> {
  if (name === 'fillInformation') return passBasics(page, server, ids.consignGame)
  const entry = routes.find((r) => r.name === name)!
  const q = ids.query[name]
  await page.goto(server.url + entry.urls[0] + (q ? '?' + q : ''))
}

/** Sets the viewport's width (844 high) and waits until src/utils/rem.ts has set the root font size for it. */
export async function setWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 844 })
  // src/utils/rem.ts sets the root font size a moment after a resize
  await page.waitForFunction((w) => document.documentElement.style.fontSize === `${w / 10}px`, width, { timeout: 5000 }).catch(() => undefined)
}
