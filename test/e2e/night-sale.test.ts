/**
 * A sale at night, end to end against the real server: quiet hours are on (the server's quiet window is set around
 * the current hour), a buyer pays, and the seller, who is not in the app, gets the SMS at once (the log provider's
 * line, urgent kinds are not held), opens the order from the link in it and goes on to the trade room; the handover
 * reminder follows (HANDOVER_START_HOURS=1: its hour before the deadline is now). The buyer's non-urgent WeChat
 * notice waits for the morning. Then the buyer asks for customer service on a dispute, and in the console staff
 * see the case waiting, claim it, and 工作台 shows the response-time figures.
 */
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { apiJson, apiToken, consolePage, launchBrowser, passwordToken, phonePage, root, startServer, type RunningServer } from './harness.ts'
import type { Browser } from 'playwright-core'

const shots = join(root, 'test-results', 'night-sale')
mkdirSync(shots, { recursive: true })

const BUYER = '13800000001'
const SELLER = '13800000002'
const PAY_PASSWORD = '135790'

/** quiet hours from this hour to two hours later, China time: "night" whenever the test runs */
function quietNow(): string {
  const h = (new Date().getUTCHours() + 8) % 24
  return `${h}-${(h + 2) % 24}`
}

/** waits for a line of the server's log after `since` matching `re` */
async function logLine(server: RunningServer, since: number, re: RegExp, what: string, timeoutMs = 20000): Promise<RegExpMatchArray> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const m = server.log().slice(since).match(re)
    if (m) return m
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

interface Sent {
  channel: string
  copyKind: string
  status: string
}

describe('a sale at night: SMS, reminder, customer service in Chromium', () => {
  let server: RunningServer | undefined
  let browser: Browser | undefined
  before(async () => {
    server = await startServer({
      SMS_RESEND_SECONDS: '1',
      NOTIFY_INTERVAL_SECONDS: '1',
      NOTIFY_QUIET_HOURS: quietNow(),
      HANDOVER_START_HOURS: '1',
      // a WeChat channel (sandbox) with one template, so the buyer's WeChat notice exists to be held
      WECHAT_SUBSCRIBE_TEMPLATES: JSON.stringify({
        handoverDone: { id: 'tpl-handover-done', kinds: ['order.handoverDone.buyer'], moments: ['paid'], fields: { character_string1: '{orderNo}' } },
      }),
    })
    browser = await launchBrowser()
  })
  after(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('the seller hears of the sale by SMS at night, opens the room from it, gets the reminder; staff claim the case', async () => {
    const s = server!
    const [buyerToken, sellerToken] = [await apiToken(s, BUYER), await apiToken(s, SELLER)]
    const seller = await apiJson<{ id: number }>(s, '/system/user/profile', sellerToken)
    const buyerUser = await apiJson<{ id: number }>(s, '/system/user/profile', buyerToken)
    const listings = await apiJson<{ rows: { id: number; price: number }[] }>(s, `/web/seller/${seller.id}/goods?pageNum=1&pageSize=50`, buyerToken)
    const listing = [...listings.rows].sort((a, b) => a.price - b.price)[0]
    assert.ok(listing, 'the demo seller has a listing on sale')

    const mark = s.log().length
    const order = await apiJson<{ id: number }>(s, '/need/order', buyerToken, { goodsId: listing.id, compensation: 'none', agree: true })
    assert.equal((await apiJson<{ paid: boolean }>(s, `/need/order/${order.id}/pay`, buyerToken, { useWallet: true, payPassword: PAY_PASSWORD })).paid, true)

    // the seller's SMS, at once although it is night for the server: a sale waiting for the handover is urgent
    const sms = await logLine(s, mark, new RegExp(`SMS notice for ${SELLER}: order\\.paid\\.seller .*?(/index/orderDetail\\?id=${order.id})`), "the seller's SMS")
    const link = sms[1]

    // the seller opens the order from the SMS link, and the trade room from there
    const { context, page, errors } = await phonePage(browser!)
    await page.goto(s.url + '/index/home')
    await page.evaluate((t) => localStorage.setItem('token', JSON.stringify({ data: t })), sellerToken)
    await page.goto(s.url + link)
    await page.locator('.room-entry').first().click({ timeout: 20000 })
    await page.waitForURL((u) => u.pathname === '/index/other/room', { timeout: 15000 })
    await page.locator('.room-messages').waitFor({ timeout: 15000 })
    await page.screenshot({ path: join(shots, 'room-from-sms.png') })

    // the reminder an hour before the handover deadline: by SMS, and in the seller's inbox
    await logLine(s, mark, new RegExp(`SMS notice for ${SELLER}: reminder\\.handover\\.seller `), 'the handover reminder')
    await page.goto(s.url + '/index/other/xiaoxi')
    await page.locator('.message__title', { hasText: '请尽快开始换绑' }).first().waitFor({ timeout: 15000 })
    await page.screenshot({ path: join(shots, 'reminder-in-inbox.png') })
    assert.deepEqual(errors, [])
    await context.close()

    // what the console says was sent: the seller's SMS sent; the buyer's WeChat notice held for the morning
    const admin = await passwordToken(s, 'admin', 'Admin1234')
    const sentTo = async (userId: number) => (await apiJson<{ rows: Sent[] }>(s, `/admin/users/${userId}/notifications?pageNum=1&pageSize=50`, admin)).rows
    const sellerSent = await sentTo(seller.id)
    assert.ok(sellerSent.some((r) => r.channel === 'sms' && r.copyKind === 'order.paid.seller' && r.status === 'sent'), JSON.stringify(sellerSent))
    assert.ok(sellerSent.some((r) => r.channel === 'sms' && r.copyKind === 'reminder.handover.seller' && r.status === 'sent'))
    // the seller has not started the handover yet; the buyer's non-urgent notices are WeChat only and wait
    const buyerSent = await sentTo(buyerUser.id)
    assert.ok(!buyerSent.some((r) => r.channel === 'sms'), 'nothing urgent for the buyer: no SMS')
    assert.ok(buyerSent.every((r) => r.status === 'held' || r.status === 'queued'), JSON.stringify(buyerSent))

    // the buyer opens a dispute and asks for customer service: a case waits in the console
    const dispute = await apiJson<{ id: number }>(s, `/need/order/${order.id}/dispute`, buyerToken, { type: 'not_as_described', description: '账号等级与描述不符，描述80级，实际只有60级', images: [] })
    await apiJson(s, `/need/dispute/${dispute.id}/escalate`, buyerToken, {})

    const staff = await consolePage(browser!, s, 'staff', '/service/cases')
    // two cases wait: the dispute's and its order room's
    const waiting = staff.page.locator('.ant-table-row', { hasText: '待接手' })
    const row = waiting.first()
    await row.waitFor({ timeout: 15000 })
    const before = await waiting.count()
    assert.equal(await row.locator('.case-waiting, .case-overdue').count(), 1, 'the case shows how long it has waited')
    await row.locator('.case-claim').click()
    await staff.page.locator('.ant-message', { hasText: '已接手' }).waitFor({ timeout: 15000 })
    for (let tries = 0; (await waiting.count()) !== before - 1; tries++) {
      assert.ok(tries < 75, 'the claimed case shows its holder')
      await new Promise((r) => setTimeout(r, 200))
    }
    await staff.page.screenshot({ path: join(shots, 'console-case-claimed.png') })

    // 工作台: the response-time figures over 1, 7 and 30 days
    await staff.page.goto(s.url + '/admin/')
    await staff.page.locator('.service-figures .service-window--1').waitFor({ timeout: 15000 })
    assert.equal(await staff.page.locator('.service-figures .service-window--7').count(), 1)
    assert.equal(await staff.page.locator('.service-figures .service-window--30').count(), 1)
    await staff.page.screenshot({ path: join(shots, 'console-dashboard.png') })
    assert.deepEqual(staff.errors, [])
    await staff.context.close()
  })
})
