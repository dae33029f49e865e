/**
 * The popup walk: every drawer, sheet, picker, dialog and keyboard of the app (the table STATES below: the route, what
 * a user taps to open it, and the panels that must then be on screen), opened in the built H5 against the real
 * server, in Chinese and in English, at 390 and then 360 px wide. It fails when a panel is narrower than its design
 * (a side drawer under 70 % of the screen, a bottom sheet or keyboard not the screen's width, a dialog under 60 %),
 * reaches past the screen, cuts off an element or a line of text sideways, wraps text to one or two characters a line,
 * breaks a button's label over two lines or, in English, labels a button in Chinese (test/e2e/popup-inspect.ts), and
 * when the page throws.
 * A screenshot of each state at 390x844 lands beside the route screenshots of the layout walk:
 * test-results/routes/<lang>/<route>--<state>.png.
 * A new popup is one more line in STATES.
 */
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { routes, type RouteName } from '../../src/routes.ts'
import { CONSOLE_LOGINS, apiJson, apiToken, passwordToken, phonePage, type RunningServer, useBrowserEnv } from './harness.ts'
import { MIN_SHARE, inspectPanels, type PanelKind, type PanelSpec } from './popup-inspect.ts'
import { LANGS, ROUTE_SHOTS, USER_OF, WIDTHS, openRoute, prepare, setStorage, setWidth, settle, type Lang, type WalkIds, type WalkUser } from './walk-setup.ts'

/** a demo merchant (seed-recycle.ts): the merchant centre's open requests, each with a 报价 button */
const MERCHANT = '13800000006'
/** the demo buyer's payment password (seed.ts) */
const PAY_PASSWORD = '135790'

type PopupUser = WalkUser | 'merchant' | 'guest'
/** a tap on the first element on screen that matches, or typing `text` into it */
type Step = string | { fill: string; text: string }

interface PopupState {
  route: RouteName
  /** the state's name in the screenshot's file name */
  name: string
  /** who is logged in: by default the layout walk's user of the route */
  user?: PopupUser
  /** the route's query, when not the layout walk's */
  query?: (ids: PopupIds) => string
  open: Step[]
  /** what must be on screen once it is open */
  panels: PanelSpec[]
}

const p = (sel: string, kind: PanelKind): PanelSpec => ({ sel, kind })
/** a NutUI popup by what it holds (most are given no class of their own) */
const popupOf = (inner: string) => `.nut-popup:has(${inner})`
/** Taro's H5 modal (Taro.showModal: src/utils/dialog.ts confirm and inform) */
const MODAL = p('.taro__modal .taro-modal__content', 'dialog')
/** NutUI's ShortPassword (six boxes) in a centred popup over its NumberKeyboard (components/PayPasswordSheet.tsx) */
const PAY_KEYBOARD = [p(popupOf('.pay-password-sheet'), 'dialog'), p(popupOf('.pay-password-keyboard'), 'keyboard')]

const STATES: PopupState[] = [
  { route: 'goodList', name: 'filter', open: ['.filter-btn'], panels: [p('.nut-popup.filter-popup', 'drawer')] },
  { route: 'BasicInformation', name: 'region', open: ['.region-picker__box'], panels: [p('.region-sheet--open .region-sheet__panel', 'sheet')] },
  { route: 'jingjiahuishou', name: 'region', open: ['.region-picker__box'], panels: [p('.region-sheet--open .region-sheet__panel', 'sheet')] },
  { route: 'fillInformation', name: 'option-picker', open: ['.attr-picker'], panels: [p(popupOf('.nut-picker'), 'sheet')] },
  { route: 'fillInformation', name: 'terms', open: ['.fill-terms__link'], panels: [p(popupOf('.terms-popup'), 'sheet')] },
  { route: 'sureOrder', name: 'coupon', open: ['.pick-coupon'], panels: [p(popupOf('.coupon-picker__list'), 'sheet')] },
  { route: 'sureOrder', name: 'red-packet', open: ['.pick-red-packet'], panels: [p(popupOf('.coupon-picker__list'), 'sheet')] },
  { route: 'sureOrder', name: 'terms', open: ['.terms__link'], panels: [p(popupOf('.terms-popup'), 'sheet')] },
  { route: 'sureOrder', name: 'contract', open: ['.contract-preview__link'], panels: [p(popupOf('.contract-popup'), 'sheet')] },
  { route: 'goodDetail', name: 'rent', query: (ids) => `id=${ids.rentable}`, open: ['.rent-btn'], panels: [p(popupOf('.rent-sheet'), 'sheet')] },
  { route: 'pay', name: 'password', open: ['.pay-btn'], panels: PAY_KEYBOARD },
  { route: 'payPassword', name: 'password', open: [{ fill: '.f-code input', text: '123456' }, '.paypwd-next'], panels: PAY_KEYBOARD },
  { route: 'orderDetail', name: 'cancel', open: ['.cancel-btn'], panels: [MODAL] },
  { route: 'orderDetail', name: 'refund', query: (ids) => `id=${ids.paidOrder}`, open: ['.refund-btn'], panels: [p(popupOf('.refund-submit'), 'sheet')] },
  { route: 'MyProducts', name: 'price', open: ['.act-edit-price'], panels: [p(popupOf('.edit-price-submit'), 'sheet')] },
  { route: 'MyProducts', name: 'rent', open: ['.act-rent'], panels: [p(popupOf('.rent-popup-submit'), 'sheet')] },
  { route: 'MyProducts', name: 'delist', open: ['.act-delist'], panels: [MODAL] },
  { route: 'shanghu', name: 'quote', user: 'merchant', open: ['.opening-quote-btn'], panels: [p(popupOf('.quote-popup'), 'sheet')] },
  { route: 'myJingjiahuishou', name: 'cancel', open: ['.recycle-cancel-btn'], panels: [MODAL] },
  { route: 'jingjiahuishouPriceList', name: 'accept', open: ['.quote-accept'], panels: [MODAL] },
  { route: 'collect', name: 'remove', open: ['.remove-btn'], panels: [MODAL] },
  { route: 'Mybrowsing', name: 'clear', open: ['.clear-btn'], panels: [MODAL] },
  { route: 'mycenter', name: 'logout', open: ['.btn-logout'], panels: [MODAL] },
  { route: 'meiti', name: 'qr', open: ['.qr-btn'], panels: [p(popupOf('.qr-popup'), 'dialog')] },
  { route: 'contactkefu', name: 'qr', open: ['.qr-btn'], panels: [p(popupOf('.qr-popup'), 'dialog')] },
  { route: 'login', name: 'agreement', user: 'guest', open: ['.link-agreement'], panels: [p(popupOf('.terms-popup'), 'sheet')] },
  { route: 'goodDetail', name: 'rent-terms', query: (ids) => `id=${ids.rentable}`, open: ['.rent-btn', '.rent-terms .link'], panels: [p(popupOf('.terms-popup'), 'sheet')] },
  { route: 'fillInformation', name: 'generate', open: ['.attr-option', { fill: '.f-description textarea', text: '自己写的描述' }, '.fill-generate'], panels: [MODAL] },
  { route: 'withdraw', name: 'password', open: [{ fill: '.withdraw-amount input', text: '10' }, '.withdraw-form .submit-btn'], panels: PAY_KEYBOARD },
  { route: 'deposit', name: 'password', open: ['.deposit-pay-btn'], panels: PAY_KEYBOARD },
  { route: 'payoutAccounts', name: 'remove', open: ['.payout-account__remove'], panels: [MODAL] },
  { route: 'room', name: 'callback', open: ['.room-callback-btn'], panels: [p(popupOf('.callback-sheet'), 'sheet')] },
  { route: 'room', name: 'mask', open: [{ fill: '.room-input input', text: '加我电话 13912345678 聊' }, '.room-send'], panels: [MODAL] },
  { route: 'room', name: 'mark-step', user: 'seller', query: (ids) => `orderId=${ids.handoverOrder}`, open: ['.trade-summary', '.ho-done'], panels: [MODAL] },
  { route: 'orderDetail', name: 'confirm', query: (ids) => `id=${ids.handedOverOrder}`, open: ['.confirm-btn'], panels: [MODAL] },
  { route: 'room', name: 'withdraw-dispute', query: (ids) => `orderId=${ids.disputedOrder}`, open: ['.trade-summary', '.dp-withdraw'], panels: [MODAL] },
  { route: 'room', name: 'accept-refund', user: 'seller', query: (ids) => `orderId=${ids.disputedOrder}`, open: ['.trade-summary', '.dp-accept'], panels: [MODAL] },
  { route: 'goodDetail', name: 'offer', query: (ids) => `id=${ids.offerListing}`, open: ['.offer-btn'], panels: [p(popupOf('.offer-sheet'), 'sheet')] },
  { route: 'myOffers', name: 'counter', user: 'seller', query: () => 'tab=seller', open: ['.offer-act-counter'], panels: [p(popupOf('.offer-counter'), 'sheet')] },
  { route: 'myOffers', name: 'decline', user: 'seller', query: () => 'tab=seller', open: ['.offer-act-decline'], panels: [MODAL] },
  { route: 'MyProducts', name: 'offers', open: ['.act-offer'], panels: [p(popupOf('.offer-settings'), 'sheet')] },
  { route: 'savedSearches', name: 'remove', open: ['.saved-search-remove'], panels: [MODAL] },
  { route: 'room', name: 'escalate', user: 'seller', query: (ids) => `orderId=${ids.disputedOrder}`, open: ['.trade-summary', '.dp-escalate'], panels: [MODAL] },
]

/** POPUP_WALK_ONLY=goodList,pay--password: only the states whose `<route>--<name>` starts with one of these */
const only = (s: PopupState) => {
  const wanted = (process.env.POPUP_WALK_ONLY ?? '').split(',').filter(Boolean)
  return !wanted.length || wanted.some((w) => `${s.route}--${s.name}`.startsWith(w))
}

type PopupIds = WalkIds & { rentable: number; paidOrder: number; merchant: string; handoverOrder: number; handedOverOrder: number; disputedOrder: number; offerListing: number }

/** more hero names than AttrForm shows as chips (PICKER_FROM, 12): the attribute is chosen in a picker wheel */
const MANY_HEROES = ['李白', '韩信', '孙悟空', '诸葛亮', '貂蝉', '露娜', '赵云', '后羿', '妲己', '安琪拉', '鲁班七号', '亚瑟', '典韦', '马可波罗', '公孙离', '上官婉儿']

/**
 * The layout walk's ids, and what only popups need: a listing for rent, a paid order (refund), the buyer's newcomer
 * coupon and red packet, a favourite and a viewed listing, a merchant, on the consignment game an attribute with
 * a long option list (no demo game has one) for the picker, a payout account of the buyer's (withdraw, remove it),
 * and three paid orders of the demo seller's listings: one whose handover has begun (the seller marks a step), one
 * handed over (the buyer confirms receipt), one handed over with the buyer's dispute open (the buyer withdraws it, the
 * seller accepts the refund or calls customer service).
 */
async function preparePopups(server: RunningServer): Promise<PopupIds> {
  const ids = await prepare(server)
  const admin = await passwordToken(server, CONSOLE_LOGINS.admin.username, CONSOLE_LOGINS.admin.password)
  await apiJson(server, `/admin/games/${ids.consignGame}/attrs`, admin, {
    key: 'mainHero',
    label: '常用英雄',
    labelEn: 'Main hero',
    type: 'radio',
    options: MANY_HEROES,
    required: false,
    filterable: false,
  })
  await apiJson(server, '/coupon/record/receiveCoupon/auto', ids.tokens.buyer)
  const rentable = (await apiJson<{ rows: { goods: { id: number } }[] }>(server, '/web/rent/list?pageNum=1&pageSize=1')).rows[0]?.goods.id
  assert.ok(rentable, 'the demo data has a listing for rent')
  // the cheapest listing, paid from the demo buyer's wallet (500 yuan): what is left keeps the pay page's wallet
  // part, and with it the password sheet
  const cheap = (await apiJson<{ rows: { id: number; price: number }[] }>(server, '/web/good/allList', '', { pageNum: 1, pageSize: 1, sort: 'priceAsc' })).rows[0]
  assert.ok(cheap && cheap.price < 30_000, 'the demo catalogue has a listing under 300 yuan')
  const order = await apiJson<{ id: number }>(server, '/need/order', ids.tokens.buyer, { goodsId: cheap.id, compensation: 'none', agree: true })
  await apiJson(server, `/need/order/${order.id}/pay`, ids.tokens.buyer, { useWallet: true, payPassword: PAY_PASSWORD })
  // a favourite (收藏) and a viewed listing (浏览记录) of the buyer's, each with its remove or clear button
  const listing = Number(ids.query.goodDetail!.slice(3))
  await apiJson(server, '/web/goods/collect', ids.tokens.buyer, { goodsId: listing })
  await apiJson(server, `/web/goods/${listing}`, ids.tokens.buyer)
  // the payout account a withdrawal goes to, in the buyer's verified real name (seed.ts)
  await apiJson(server, '/need/payout/accounts', ids.tokens.buyer, { kind: 'alipay', account: '13912345678', holderName: '张伟' })
  const [handoverOrder, handedOverOrder, disputedOrder] = await sellerOrders(server, ids, 3, [ids.reservedListing, cheap.id, listing])
  for (const id of [handedOverOrder, disputedOrder]) {
    const { steps } = await apiJson<{ steps: { key: string }[] }>(server, `/need/order/${id}/handover`, ids.tokens.seller)
    await apiJson(server, `/need/order/${id}/contract/accept`, ids.tokens.seller, {})
    for (const { key } of steps) {
      await apiJson(server, `/need/order/${id}/handover/${key}/done`, ids.tokens.seller, {})
      await apiJson(server, `/need/order/${id}/handover/${key}/confirm`, ids.tokens.buyer, {})
    }
  }
  await apiJson(server, `/need/order/${disputedOrder}/dispute`, ids.tokens.buyer, { type: 'not_as_described', description: '账号内皮肤数量与描述不符，描述写300个皮肤，实际只有210个', images: [] })
  const offerListing = await offersUnderWay(server, ids, [ids.reservedListing, cheap.id, listing])
  return { ...ids, rentable, paidOrder: order.id, merchant: await apiToken(server, MERCHANT), handoverOrder, handedOverOrder, disputedOrder, offerListing }
}

/**
 * 议价: two of the demo seller's listings on sale take offers; the buyer offers on the second (the seller's counter
 * sheet and decline dialog in 我的议价) and not on the first (the offer sheet on the listing); the buyer follows a
 * search (the saved-search page's remove dialog). Answers the first listing.
 */
async function offersUnderWay(server: RunningServer, ids: WalkIds, taken: number[]): Promise<number> {
  const seller = await apiJson<{ id: number }>(server, '/system/user/profile', ids.tokens.seller)
  const listings = (await apiJson<{ rows: { id: number; price: number; gameId: number }[] }>(server, `/web/seller/${seller.id}/goods?pageNum=1&pageSize=50`, ids.tokens.buyer)).rows
  const free = listings.filter((g) => !taken.includes(g.id))
  assert.ok(free.length >= 2, 'the demo seller has two more listings on sale')
  for (const g of free.slice(0, 2)) await apiJson(server, `/need/offer/settings/${g.id}`, ids.tokens.seller, { enabled: true, floor: null }, 'PUT')
  await apiJson(server, '/need/offers', ids.tokens.buyer, { goodsId: free[1].id, amount: Math.ceil(free[1].price * 0.8), message: '诚心要，可以便宜点吗' })
  await apiJson(server, '/need/saved-searches', ids.tokens.buyer, { query: { gameId: free[0].gameId, priceMin: 1000 } })
  return free[0].id
}

/**
 * `n` orders of the buyer's for the demo seller's cheapest listings on sale but those `taken` (ordered already, or
 * shown by another state), paid from the wallet: their handover has begun.
 */
async function sellerOrders(server: RunningServer, ids: WalkIds, n: number, taken: number[]): Promise<number[]> {
  const seller = await apiJson<{ id: number }>(server, '/system/user/profile', ids.tokens.seller)
  const listings = (await apiJson<{ rows: { id: number; price: number }[] }>(server, `/web/seller/${seller.id}/goods?pageNum=1&pageSize=50`, ids.tokens.buyer)).rows
  const cheapest = listings.filter((g) => !taken.includes(g.id)).sort((a, b) => a.price - b.price).slice(0, n)
  assert.equal(cheapest.length, n, `the demo seller has ${n} listings on sale`)
  const orders: number[] = []
  for (const g of cheapest) {
    const order = await apiJson<{ id: number }>(server, '/need/order', ids.tokens.buyer, { goodsId: g.id, compensation: 'none', agree: true })
    const paid = await apiJson<{ paid: boolean }>(server, `/need/order/${order.id}/pay`, ids.tokens.buyer, { useWallet: true, payPassword: PAY_PASSWORD })
    assert.ok(paid.paid, 'the demo buyer\'s wallet pays the order')
    orders.push(order.id)
  }
  return orders
}

const tokenOf = (ids: PopupIds, s: PopupState) => {
  const user = s.user ?? USER_OF[s.route] ?? 'buyer'
  return user === 'guest' ? '' : user === 'merchant' ? ids.merchant : ids.tokens[user]
}

/** Waits until every panel is on screen, done loading and has stopped moving (NutUI's popups slide and fade in). */
async function opened(page: Page, panels: PanelSpec[]) {
  await page.waitForFunction(
    (sels) => {
      const w = window as unknown as { __still?: string }
      const now = sels
        .map((sel) => {
          const el = [...document.querySelectorAll(sel)].filter((e) => getComputedStyle(e).display !== 'none').pop()
          // a panel still loading what it shows (the terms) is not open yet
          if (!el || el.querySelector('.page-state--loading')) return 'none'
          const r = el.getBoundingClientRect()
          // the opacity it is seen with: Taro's modal fades in its outer box, not the panel
          let opacity = 1
          for (let e: Element | null = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity)
          return `${r.left},${r.top},${r.width},${r.height},${opacity}`
        })
        .join('|')
      const still = !now.includes('none') && w.__still === now
      w.__still = now
      return still
    },
    panels.map((x) => x.sel),
    { timeout: 10000, polling: 150 },
  )
}

/** One language's walk over STATES in its own page; gives the problems found and each state's time to open. */
async function walkLang(browser: Browser, server: RunningServer, ids: PopupIds, lang: Lang) {
  const { page, context, errors } = await phonePage(browser, lang)
  // tsx keeps function names with a `__name` helper that the page does not have: `inspectPanels` needs it there
  await context.addInitScript({ content: 'window.__name = (f) => f' })
  const problems: string[] = []
  const openMs: Record<string, number> = {}
  await page.goto(server.url + '/yinsi')
  mkdirSync(join(ROUTE_SHOTS, lang), { recursive: true })
  for (const s of STATES.filter(only)) {
    const label = `${lang} ${s.route}--${s.name}`
    await setStorage(page, tokenOf(ids, s), lang)
    await setWidth(page, 390)
    const before = errors.length
    try {
      if (s.query) await page.goto(`${server.url}${routes.find((r) => r.name === s.route)!.urls[0]}?${s.query(ids)}`)
      else await openRoute(page, server, ids, s.route)
      await settle(page)
      const t0 = Date.now()
      for (const step of s.open) {
        const target = page.locator(typeof step === 'string' ? step : step.fill).locator('visible=true').first()
        await target.waitFor({ timeout: 10000 })
        if (typeof step === 'string') await target.click()
        else await target.fill(step.text)
      }
      await opened(page, s.panels)
      openMs[`${s.route}--${s.name}`] = Date.now() - t0
      for (const width of WIDTHS) {
        if (width !== 390) {
          await setWidth(page, width)
          await opened(page, s.panels)
        }
        const found = await page.evaluate(inspectPanels, { specs: s.panels, minShare: MIN_SHARE, english: lang === 'en-US' })
        for (const x of found.problems) problems.push(`${label} ${width}px: ${x}`)
        if (width === 390) await page.screenshot({ path: join(ROUTE_SHOTS, lang, `${s.route}--${s.name}.png`) })
      }
    } catch (e) {
      problems.push(`${label}: did not open (${String(e).split('\n')[0]})`)
      await page.screenshot({ path: join(ROUTE_SHOTS, lang, `${s.route}--${s.name}.png`) }).catch(() => undefined)
    }
    if (errors.length > before) problems.push(`${label}: threw ${errors.slice(before).join(' | ')}`)
  }
  await context.close()
  return { problems, openMs }
}

describe('popup walk in Chromium', () => {
  const env = useBrowserEnv()

  it('every drawer, sheet, picker, dialog and keyboard keeps its width, its text and its buttons whole at 390 and 360 px in Chinese and English', async () => {
    const { server, browser } = env()
    const ids = await preparePopups(server)
    const started = Date.now()
    // the two languages side by side, each in its own page (opening popups changes nothing on the server)
    const results = await Promise.all(LANGS.map((lang) => walkLang(browser, server, ids, lang)))
    const opening = STATES.filter(only)
      .map((s) => `${s.route}--${s.name}`)
      .map((k) => `${k.padEnd(36)} ${LANGS.map((l, i) => String(results[i].openMs[k] ?? '-').padStart(6) + ' ms').join('  ')}`)
      .join('\n')
    console.log(`popup walk: ${STATES.filter(only).length} states x ${LANGS.length} languages x ${WIDTHS.length} widths in ${Math.round((Date.now() - started) / 1000)} s; tap until opened (${LANGS.join(', ')}):\n${opening}`)
    assert.deepEqual(results.flatMap((r) => r.problems), [])
  })
})
