/**
 * The built mini program (dist/weapp, `npm run build:weapp` first) really runs: every page of app.json mounts
 * against the real API server with demo data (pages that need an id get a real one), renders content with a
 * WXML template for every node and without errors; request headers carry the token; a 401 shows one dialog whose
 * confirm relaunches login; a tap navigates; SMS login works through the login page's own inputs; the trade room
 * (a real room: the demo buyer asked about the demo seller's listing) connects its socket, sends through its own
 * input and shows a message posted elsewhere live. The native tab bar: app.json declares it (icons, lazy code
 * loading, the subpackage preloaded from the tabs); a tab page is kept between switches with its state, a tap into a
 * tab switches to it, the 消息 badge follows the unread count and the labels the language, and after a login the
 * sell tab gets back the game it had. Prints the main and subpackage sizes and keeps the main package under 1 MB.
 *
 * Pages are judged generically (content, templates, errors), not by their copy: other work changes the pages.
 */
import assert from 'node:assert/strict'
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { DEFAULT_WEAPP_API_BASE } from '../../config/weapp.ts'
import { apiToken, passwordToken, root, startServer, CONSOLE_LOGINS, type RunningServer } from '../e2e/harness.ts'
import { publishInspection } from '../e2e/inspection-setup.ts'
import { checkTabBarDeclared, checkTabsAtWork } from './tabCases.ts'
import { settle, until, WeappSimulator, type MountedPage, type TaroNode } from './simulator.ts'

const DIR = join(root, 'dist/weapp')
const MAIN_PACKAGE_LIMIT = 1024 * 1024
const BUYER = '13800000001'
/**
 * The walk runs as seller01: the demo data gives them recycling requests and listings, and they can buy too. The
 * app reads its session from storage when it launches, as after a restart of WeChat.
 */
const SELLER = '13800000002'
/** subscribe-message templates the server is configured with: one asked for after paying, one after listing */
const SUBSCRIBE_TEMPLATES = {
  handedOver: { id: 'TPL_SIM_PAID', kinds: ['order.handoverDone.buyer'], moments: ['paid'], fields: { thing1: '{title}', character_string2: '{orderNo}' } },
  salePaid: { id: 'TPL_SIM_LISTED', kinds: ['order.paid.seller'], moments: ['listed'], fields: { thing1: '{title}' } },
}

function dirSize(dir: string, skip?: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
    const p = join(dir, e.name)
    if (e.isDirectory()) return p === skip ? sum : sum + dirSize(p, skip)
    return sum + statSync(p).size
  }, 0)
}

const walk = (n: TaroNode, out: TaroNode[] = []): TaroNode[] => {
  out.push(n)
  for (const c of n.cn ?? []) walk(c, out)
  return out
}

describe('WeChat mini program, run headlessly (dist/weapp)', () => {
  let server: RunningServer
  let sim: WeappSimulator
  let tokens: Record<string, string>
  /** the query each page is opened with (real ids from the server) */
  let queries: Record<string, Record<string, string>>
  /** a pre-sale room of the demo buyer on a listing of the seller the walk runs as */
  let roomId: number
  let templates: Set<string>
  /** a published inspection of the listing the detail page opens */
  let inspectionId: number
  let inspectedGoodsId: number

  const api = async <T>(path: string, token = '', init: RequestInit = {}): Promise<T> => {
    const res = await fetch(server.url + '/api' + path, {
      ...init,
      headers: { Token: token, Authorization: token, 'content-type': 'application/json', ...(init.headers ?? {}) },
    })
    const body = (await res.json()) as { code: number; msg: string; data: T }
    if (body.code !== 200) throw new Error(`${path}: ${body.msg}`)
    return body.data
  }

  before(async () => {
    if (!existsSync(join(DIR, 'app.json'))) throw new Error('dist/weapp is missing: run `npm run build:weapp` first')
    // the API only: the mini program is the client here
    server = await startServer({ STATIC_DIR: mkdtempSync(join(tmpdir(), 'weapp-no-h5-')), SMS_RESEND_SECONDS: '1', WECHAT_SUBSCRIBE_TEMPLATES: JSON.stringify(SUBSCRIBE_TEMPLATES) })
    tokens = { buyer: await apiToken(server, BUYER), seller: await apiToken(server, SELLER) }

    type Row = { id: number }
    const listing = (await api<{ rows: Row[] }>('/web/good/allList', '', { method: 'POST', body: JSON.stringify({ pageSize: 1 }) })).rows[0]
    const order = await api<Row>('/need/order', tokens.seller, { method: 'POST', body: JSON.stringify({ goodsId: listing.id, compensation: 'none', agree: true }) })
    const other = (await api<{ rows: Row[] }>('/web/good/allList', '', { method: 'POST', body: JSON.stringify({ pageNum: 2, pageSize: 1 }) })).rows[0]
    const news = (await api<{ rows: Row[] }>('/web/notice/list?noticeType=2&pageNum=1&pageSize=1')).rows[0]
    const help = (await api<{ rows: Row[] }>('/web/notice/list?noticeType=3&pageNum=1&pageSize=1')).rows[0]
    const coupon = (await api<Row[]>('/V2/H5/getCouponList'))[0]
    const recycle = (await api<{ rows: Row[] }>('/account/backlist/allList?pageNum=1&pageSize=1', tokens.seller)).rows[0]
    const mine = (await api<{ rows: Row[] }>('/need/myConsignment?pageNum=1&pageSize=1', tokens.seller)).rows[0]
    const seller = (await api<{ seller: Row }>('/web/goods/' + other.id)).seller
    // 咨询: the buyer asks about one of the seller's listings on sale, which opens their trade room
    const onSale = (await api<{ rows: (Row & { status: string })[] }>('/need/myConsignment?status=on_sale&pageNum=1&pageSize=10', tokens.seller)).rows.find(
      (r) => r.status === 'on_sale',
    )
    assert.ok(onSale, 'the demo seller has a listing on sale')
    const room = await api<Row>('/need/chat/presale', tokens.buyer, { method: 'POST', body: JSON.stringify({ goodsId: onSale.id }) })
    await api('/need/chat/room/' + room.id + '/messages', tokens.buyer, { method: 'POST', body: JSON.stringify({ kind: 'text', text: '你好，这个号还在吗？' }) })
    roomId = room.id
    // 官方验号: the listing the detail page opens carries a published inspection (its badge), whose report opens
    const staffToken = await passwordToken(server, CONSOLE_LOGINS.staff.username, CONSOLE_LOGINS.staff.password)
    inspectionId = await publishInspection(server, staffToken, other.id)
    inspectedGoodsId = other.id
    for (const [what, v] of Object.entries({ listing, order, other, news, help, coupon, recycle, mine, seller, room })) assert.ok(v?.id, `no ${what} in the demo data`)
    const id = (v: Row) => String(v.id)
    queries = {
      'pages/index/goodDetail/index': { id: id(other) },
      'pages/index/sureOrder/index': { goodsId: id(other) },
      'pages/index/orderDetail/index': { id: id(order) },
      'pages/index/pay/index': { orderId: id(order) },
      'pages/index/yhjdetail/index': { id: id(coupon) },
      'pages/index/goodList/index': { gameId: '1' },
      'pages/index/commit/index': { id: id(recycle) },
      'pages/other/jingjiahuishouPriceList/index': { id: id(recycle) },
      'pages/other/newsDetail/index': { id: id(news) },
      'pages/other/helpdetail/index': { id: id(help) },
      'pages/other/paySuccess/index': { id: id(order) },
      'pages/other/sellSuccess/index': { id: id(mine) },
      'pages/other/seller/index': { id: id(seller) },
      'pages/other/credentials/index': { id: id(mine) },
      'pages/other/room/index': { id: id(room) },
      'pages/other/inspectionReport/index': { id: String(inspectionId) },
      // a game picked: its attribute form, and the price history (the chart is skipped where the simulator has no canvas 2d)
      'pages/other/valuation/index': { gameId: '1' },
    }

    const builtBase = process.env.TARO_APP_API_BASE || DEFAULT_WEAPP_API_BASE
    sim = new WeappSimulator(DIR, builtBase, server.url + '/api')
    sim.storage.set('token', tokens.seller)
    sim.start()
    templates = new Set([...readFileSync(join(DIR, 'base.wxml'), 'utf8').matchAll(/<template name="tmpl_0_([^"]+)"/g)].map((m) => m[1]))
  })

  after(async () => {
    await server?.stop()
  })

  /** mounts, lets the page's requests finish, and returns it with what happened meanwhile */
  async function open(route: string, query: Record<string, string> = {}) {
    const marks = { errors: sim.recorded.errors.length, requests: sim.recorded.requests.length, navigations: sim.recorded.navigations.length }
    const page = await sim.mount(route, query)
    const since = () => sim.recorded.requests.slice(marks.requests)
    await until(() => since().every((r) => r.status !== 0), 15000, `${route}: requests never answered`)
    await settle(150)
    return {
      page,
      errors: () => sim.recorded.errors.slice(marks.errors),
      requests: since,
      navigations: () => sim.recorded.navigations.slice(marks.navigations),
    }
  }

  /** what the user would not see in WeChat: nodes whose element has no template in base.wxml */
  const untemplated = (page: MountedPage) =>
    walk(page.root())
      .slice(1)
      .filter((n) => n.nn !== undefined && !templates.has(n.nn))
      .map((n) => `${n.nn} (${n.cl ?? ''})`)

  it('prints the package sizes; the main package stays under 1 MB', () => {
    const subRoots = (sim.app.subPackages ?? []).map((s) => join(DIR, s.root))
    const main = dirSize(DIR, subRoots[0])
    console.log(`weapp main package: ${main} bytes (${(main / 1024).toFixed(1)} KB)`)
    for (const sub of subRoots) console.log(`weapp subpackage ${sub.slice(DIR.length + 1)}: ${dirSize(sub)} bytes`)
    assert.ok(main < MAIN_PACKAGE_LIMIT, `main package is ${main} bytes, the limit is ${MAIN_PACKAGE_LIMIT}`)
  })

  it('mounts every page of app.json with content, a template for every node and no error', async () => {
    const pages = sim.pages()
    assert.ok(pages.length > 40, 'app.json lists the pages')
    const problems: string[] = []
    let iconsSeen = 0
    for (const route of pages) {
      const navigationsBefore = sim.recorded.navigations.length
      const { page, errors, requests } = await open(route, queries[route] ?? {})
      const text = page.text()
      if (text.length === 0 && page.dom.querySelectorAll('wx-image').length === 0) problems.push(`${route}: renders no content`)
      const missing = untemplated(page)
      if (missing.length) problems.push(`${route}: no WXML template for ${[...new Set(missing)].join(', ')}`)
      if (errors().length) problems.push(`${route}: ${errors().join('\n').slice(0, 800)}`)
      const failed = requests().filter((r) => r.status >= 400 && r.status !== 401)
      if (failed.length) problems.push(`${route}: requests that failed: ${failed.map((r) => `${r.status} ${r.method} ${r.url}`).join(', ')}`)
      const unsigned = requests().filter((r) => r.header.Token !== tokens.seller || r.header.Authorization !== tokens.seller)
      if (unsigned.length) problems.push(`${route}: requests without the token in Token and Authorization: ${unsigned.map((r) => r.url).join(', ')}`)
      const toLogin = sim.recorded.navigations.slice(navigationsBefore).filter((n) => n.url.startsWith('/pages/login/'))
      if (toLogin.length) problems.push(`${route}: sent a logged-in user to the login page`)
      iconsSeen += page.dom.querySelectorAll('[class~="main--nut-icon"]').length
      page.unmount()
    }
    assert.deepEqual(problems, [])
    // NutUI icons (an <i> turned into a templated node by plugin-html) are in the rendered trees
    assert.ok(iconsSeen > 0, 'no NutUI icon was rendered on any page')
  })

  // the goods list's search box draws its icons in CSS now (a lighter H5 first load); the login page's NutUI
  // inputs still draw theirs with NutUI's icon component
  it('renders a NutUI icon on the login page (its inputs)', async () => {
    const { page } = await open('pages/login/index')
    const icons = page.dom.querySelectorAll('[class~="main--nut-icon"]')
    assert.ok(icons.length > 0, 'no icon node was rendered')
    assert.deepEqual(untemplated(page), [])
    page.unmount()
  })

  it('官方验号: the listing shows the badge and its report page mounts with the screenshots and their hashes', async () => {
    const detail = await open('pages/index/goodDetail/index', { id: String(inspectedGoodsId) })
    assert.match(detail.page.text(), /官方验号/)
    assert.deepEqual(untemplated(detail.page), [])
    assert.deepEqual(detail.errors(), [])
    detail.page.unmount()
    const report = await open('pages/other/inspectionReport/index', { id: String(inspectionId) })
    assert.match(report.page.text(), /官方验号报告|官方验号/)
    assert.match(report.page.text(), /SHA-256：[0-9a-f]{64}/)
    assert.ok(report.page.dom.querySelectorAll('wx-image').length >= 1, 'the screenshot is shown')
    assert.deepEqual(untemplated(report.page), [])
    assert.deepEqual(report.errors(), [])
    report.page.unmount()
  })

  it('the trade room: its socket joins the room, the page sends through its own input, a message from the buyer shows live', async () => {
    const sockets = sim.recorded.sockets.length
    const { page, errors } = await open('pages/other/room/index', { id: String(roomId) })
    assert.match(page.text(), /你好，这个号还在吗？/)
    // the socket: the token in the first frame, then the room joined after the newest message shown
    await until(() => sim.recorded.sockets.slice(sockets).some((s) => s.received.some((f) => f.type === 'ready')), 10000, 'the chat socket never became ready')
    const socket = sim.recorded.sockets.slice(sockets).find((s) => s.received.some((f) => f.type === 'ready'))!
    assert.match(socket.url, /^ws:\/\/127\.0\.0\.1:\d+\/api\/chat\/socket$/)
    assert.deepEqual(socket.sent[0], { type: 'auth', token: tokens.seller })
    await until(() => socket.sent.some((f) => f.type === 'join' && f.roomId === roomId), 5000, 'the room was not joined')

    await page.input('.room-input', '在的，可以换绑手机')
    await page.tap('.room-send')
    type History = { rows: { text: string; senderRole: string }[] }
    const stored = async () => (await api<History>(`/need/chat/room/${roomId}/messages`, tokens.buyer)).rows
    const end = Date.now() + 10000
    while (!(await stored()).some((m) => m.text === '在的，可以换绑手机' && m.senderRole === 'seller')) {
      if (Date.now() > end) throw new Error('the message typed in the room never reached the server')
      await settle(100)
    }
    await until(() => page.text().includes('在的，可以换绑手机'), 5000, 'the sent message is not on the page')

    // the buyer writes from elsewhere: it arrives through the socket, no reload
    await api(`/need/chat/room/${roomId}/messages`, tokens.buyer, { method: 'POST', body: JSON.stringify({ kind: 'text', text: '好的，我这就下单' }) })
    await until(() => page.text().includes('好的，我这就下单'), 10000, 'a message posted elsewhere did not show live')
    assert.deepEqual(errors(), [])
    page.unmount()
    // leaving the room closes the socket (nothing else is joined)
    await until(() => socket.closed !== null, 5000, 'the socket stayed open after the room was left')
  })

  it('保证金 and the trade contract: the deposit page shows the frozen deposit; an order shows its contract link (downloadFile + openDocument)', async () => {
    const deposit = await open('pages/other/deposit/index')
    await until(() => deposit.page.text().includes('已冻结保证金'), 5000, 'the deposit page did not load')
    assert.deepEqual(deposit.errors(), [])
    deposit.page.unmount()
    const detail = await open('pages/index/orderDetail/index', queries['pages/index/orderDetail/index'])
    await until(() => detail.page.text().includes('下载交易合同'), 5000, 'the order shows no contract link')
    assert.deepEqual(detail.errors(), [])
    detail.page.unmount()
  })

  it('sends the token as Token and Authorization when logged in', async () => {
    // a notice is fetched on every opening (lists and profile stay in the app's stores)
    const { page, requests } = await open('pages/other/newsDetail/index', queries['pages/other/newsDetail/index'])
    assert.ok(requests().length > 0)
    for (const r of requests()) {
      assert.equal(r.header.Token, tokens.seller, r.url)
      assert.equal(r.header.Authorization, tokens.seller, r.url)
    }
    page.unmount()
  })

  it('the native tab bar: app.json declares it with icons, lazy code loading and the subpackage preloaded from the tabs', () => {
    checkTabBarDeclared(sim, DIR)
  })

  it('tabs: a tab page is kept between switches (its state survives), a tap into a tab switches, the badge follows the unread count, English labels', async () => {
    await checkTabsAtWork(sim, api, tokens, roomId)
  })

  it('a 401 shows exactly one dialog, and confirming it relaunches the login page', async () => {
    // the app believes it is logged in (seller01), but the stored token is no longer valid on the server
    sim.storage.set('token', 'a-token-the-server-does-not-know')
    const modals = sim.recorded.modals.length
    const { page, requests, navigations } = await open('pages/index/mycenter/index')
    assert.ok(requests().filter((r) => r.status === 401).length >= 1, 'the page asked the server with the stale token')
    await until(() => navigations().some((n) => n.api === 'reLaunch'), 5000, 'confirm did not relaunch')
    assert.equal(sim.recorded.modals.length - modals, 1, 'one dialog for all the 401s')
    const relaunch = navigations().find((n) => n.api === 'reLaunch')!
    assert.match(relaunch.url, /^\/pages\/login\/index(\?|$)/)
    assert.equal(sim.storage.get('token'), undefined, 'the stale token is gone')
    page.unmount()
  })

  it('sends Token and Authorization empty when logged out (after the 401 above)', async () => {
    const { page, requests } = await open('pages/index/goodList/index', { gameId: '2' })
    assert.ok(requests().length > 0)
    for (const r of requests()) {
      assert.equal(r.header.Token, '', r.url)
      assert.equal(r.header.Authorization, '', r.url)
    }
    page.unmount()
  })

  it('a tap on a listing of the goods list navigates to its detail', async () => {
    const { page, navigations } = await open('pages/index/goodList/index', { gameId: '1' })
    await page.tap('.goods-card')
    const nav = navigations().find((n) => n.api === 'navigateTo')
    assert.ok(nav, 'no navigation')
    assert.match(nav.url, /^\/pages\/index\/goodDetail\/index\?id=\d+/)
    page.unmount()
  })

  it('logs in with an SMS code through the login page’s own inputs, and is back on 卖号 with the game it had', async () => {
    // as 卖号's 去出售 opens login without a session: back to the sell tab afterwards, game 2 still picked
    const { page, navigations, requests } = await open('pages/login/index', { redirect: 'sell', back: 'gameId=2', reason: 'sell' })
    await page.tap('.tab-sms')
    await page.input('.f-phone', BUYER)
    const mark = server.log().length
    await page.tap('.sms-btn')
    const code = await server.smsCode(BUYER, mark)
    await page.input('.f-code', code)
    // the user agreement box must be ticked before logging in
    if (page.dom.querySelector('[class~="main--agreement__text"]')) await page.tap('.agreement__text')
    await page.tap('.submit-btn')
    await until(() => typeof sim.storage.get('token') === 'string' && String(sim.storage.get('token')).length > 0, 10000, 'no token stored')
    const login = requests().find((r) => r.url.includes('/h5/login'))
    assert.equal(login?.status, 200)
    await until(() => navigations().length > 0, 5000, 'the login page did not move on')
    // a tab page: switchTab (which carries no query), the game handed over beside it
    assert.deepEqual(navigations()[0], { api: 'switchTab', url: '/pages/index/sell/index' })
    await until(() => sim.current() === 'pages/index/sell/index', 5000, 'not on the sell tab')
    // the page on screen (switching to the tab on screen changes nothing)
    const sell = await sim.switchTab('pages/index/sell/index')
    await until(() => sell.dom.querySelector('[class~="main--game-2"][class~="main--game-grid__item--active"]') !== null, 10000, 'game 2 is not picked on 卖号')
    page.unmount()
    sim.closeTabs()
  })

  it('微信一键登录: wx.login goes to the server (sandbox), and a new WeChat user binds a phone by SMS code and is logged in', async () => {
    const before = sim.storage.get('token')
    const { page, navigations, requests } = await open('pages/login/index')
    if (page.dom.querySelector('[class~="main--agreement__text"]')) await page.tap('.agreement__text')
    await page.tap('.wechat-login-btn')
    await until(() => page.text().includes('绑定手机号'), 10000, 'no bind-phone step after WeChat login')
    const phone = '199' + String(Date.now()).slice(-8)
    await page.input('.f-bind-phone', phone)
    const mark = server.log().length
    await page.tap('.sms-btn')
    const code = await server.smsCode(phone, mark)
    await page.input('.f-bind-code', code)
    await page.tap('.submit-btn')
    await until(() => typeof sim.storage.get('token') === 'string' && sim.storage.get('token') !== before, 10000, 'no new token stored')
    assert.equal(requests().find((r) => r.url.includes('/wechat/login'))?.status, 200)
    assert.equal(requests().find((r) => r.url.includes('/wechat/bindPhone'))?.status, 200)
    await until(() => navigations().length > 0, 5000, 'the login page did not move on')
    page.unmount()
    const me = await api<{ phone: string }>('/system/user/profile', String(sim.storage.get('token')))
    assert.equal(me.phone, phone)
  })

  it('订阅消息: after paying, the mini program asks for the templates of the "paid" moment and reports the answers', async () => {
    sim.storage.set('token', tokens.seller)
    // a fresh order of the seller's on someone else's listing
    let orderId = 0
    for (let page = 3; page < 12 && !orderId; page++) {
      const row = (await api<{ rows: { id: number }[] }>('/web/good/allList', '', { method: 'POST', body: JSON.stringify({ pageNum: page, pageSize: 1 }) })).rows[0]
      if (!row) break
      orderId = await api<{ id: number }>('/need/order', tokens.seller, { method: 'POST', body: JSON.stringify({ goodsId: row.id, compensation: 'none', agree: true }) }).then(
        (o) => o.id,
        () => 0,
      )
    }
    assert.ok(orderId, 'an order to pay')
    const asked = sim.recorded.subscribes.length
    const { page, requests, navigations } = await open('pages/index/pay/index', { orderId: String(orderId) })
    // loaded ahead when a pay page opened (this one, or the walk's: the app keeps them), so the ask follows the tap at once
    assert.ok(sim.recorded.requests.some((r) => r.url.includes('/need/notify/wechat-grants?moment=paid')), 'the ids are loaded when the pay page opens')
    if (page.dom.querySelector('[class~="main--pay-from-wallet"]')) await page.tap('.wallet-switch')
    await page.tap('.pay-btn')
    await until(() => page.dom.querySelector('[class~="main--sandbox-confirm"]') !== null, 10000, 'no sandbox cashier')
    await page.tap('.sandbox-confirm')
    await until(() => sim.recorded.subscribes.length > asked, 10000, 'requestSubscribeMessage was not called after paying')
    assert.deepEqual(sim.recorded.subscribes.at(-1), ['TPL_SIM_PAID'])
    await until(() => requests().some((r) => r.method === 'POST' && r.url.includes('/need/notify/wechat-grants') && r.status === 200), 10000, 'the answers were not posted')
    await until(() => navigations().some((n) => n.url.includes('paySuccess')), 10000, 'not on to 支付成功')
    page.unmount()
  })

  // WeChat's privacy check: a privacy API (here the clipboard, through a 复制 button) waits for our own sheet
  describe('privacy guide (wx.onNeedPrivacyAuthorization)', () => {
    const sheetOpen = (page: MountedPage) => page.text().includes('隐私保护提示')

    it('a privacy API shows our sheet first; refusing fails the call and says why, agreeing lets it go on', async () => {
      const { page, errors } = await open('pages/other/contactkefu/index')
      const buttons = page.dom.querySelectorAll('[class~="main--copy-btn"]').length
      assert.ok(buttons > 0, 'the contacts page has 复制 buttons')
      assert.equal(sheetOpen(page), false)

      // refuse: nothing copied, WeChat told 'disagree', and the user told why in words
      const modals = sim.recorded.modals.length
      await page.tap('.copy-btn')
      await until(() => sheetOpen(page), 5000, 'no privacy sheet before copying')
      assert.match(page.text(), /请阅读并同意《隐私政策》/)
      assert.equal(sim.recorded.clipboard.length, 0, 'the clipboard waits for the answer')
      await page.tap('.privacy-refuse')
      await until(() => sim.recorded.privacy.length === 1, 5000, 'the refusal never reached WeChat')
      assert.deepEqual(sim.recorded.privacy[0], { referrer: 'setClipboardData', event: 'disagree' })
      await until(() => sim.recorded.modals.length > modals, 5000, 'the refusal was not explained')
      assert.match(sim.recorded.modals[sim.recorded.modals.length - 1].content, /你未同意《隐私政策》，复制内容无法进行/)
      await until(() => !sheetOpen(page), 5000, 'the sheet stayed open after 拒绝')
      assert.equal(sim.recorded.clipboard.length, 0)

      // agree: the button WeChat knows as open-type="agreePrivacyAuthorization" answers, and the copy goes on
      const toasts = sim.recorded.toasts.length
      await page.tap('.copy-btn')
      await until(() => sheetOpen(page), 5000, 'no privacy sheet on the second try')
      // the agree button is WeChat's: open-type agreePrivacyAuthorization (p11 in Taro's button template), our id
      const agreeNode = walk(page.root()).find((n) => /^privacy-agree-\d+$/.test(String(n.uid ?? '')))
      assert.ok(agreeNode, 'no agree button in the page tree')
      assert.equal(agreeNode.p11, 'agreePrivacyAuthorization')
      assert.match(String(agreeNode.uid ?? ''), /^privacy-agree-\d+$/)
      await page.fire('.privacy-agree', 'agreeprivacyauthorization')
      await until(() => sim.recorded.clipboard.length === 1, 5000, 'agreeing did not let the copy go on')
      const agreed = sim.recorded.privacy[1]
      assert.deepEqual(agreed, { referrer: 'setClipboardData', event: 'agree', buttonId: agreeNode.uid })
      await until(() => sim.recorded.toasts.length > toasts, 5000, 'no 已复制 after agreeing')
      await until(() => !sheetOpen(page), 5000, 'the sheet stayed open after agreeing')

      // agreed once: later copies ask nothing
      await page.tap('.copy-btn')
      await until(() => sim.recorded.clipboard.length === 2, 5000, 'the second copy did not happen')
      assert.equal(sim.recorded.privacy.length, 2)
      assert.deepEqual(errors(), [])
      page.unmount()
    })
  })
})
