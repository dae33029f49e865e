/**
 * The trade room end to end in the built H5 against the real server: a buyer and a seller, each in their own
 * browser context, hand an account over through the room (their messages and each checklist step appear on the
 * other side without a reload), then the buyer opens a dispute, the seller asks for customer service, and staff,
 * in a third context, decide a partial refund that both sides read in the room and that reaches the buyer's wallet.
 */
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { apiJson, apiToken, phonePage, root, useBrowserEnv, type RunningServer } from './harness.ts'

const shots = join(root, 'test-results', 'trade-room')
mkdirSync(shots, { recursive: true })

const BUYER = '13800000001'
const SELLER = '13800000002'
const STAFF = '13800000009'
const PAY_PASSWORD = '135790'

/**
 * The room's layout: the elements that scroll (overflow auto/scroll with more content than height) and, for each
 * trade card, whether it lies inside the conversation with nothing between that clips it.
 */
async function roomLayout(page: Page): Promise<{ scrollers: string[]; cards: { inList: boolean; clipped: boolean }[]; documentScrolls: boolean; documentHeight: number; viewportHeight: number }> {
  // a string, not a function: tsx would wrap the function's inner arrows in a helper the page does not have
  return page.evaluate(`(() => {
    const scrolls = (el) => /(auto|scroll)/.test(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight + 1
    const scrollers = [...document.querySelectorAll('*')].filter(scrolls).map((el) => String(el.className))
    const list = document.querySelector('.room-messages')
    const cards = [...document.querySelectorAll('.trade-card')].map((card) => {
      let clipped = card.scrollHeight > card.clientHeight + 1
      let el = card.parentElement
      while (el && el !== list) {
        if (getComputedStyle(el).overflowY !== 'visible' || el.scrollHeight > el.clientHeight + 1) clipped = true
        el = el.parentElement
      }
      return { inList: el === list, clipped }
    })
    return { scrollers, cards, documentScrolls: document.scrollingElement.scrollHeight > window.innerHeight + 1, documentHeight: document.documentElement.scrollHeight, viewportHeight: window.innerHeight }
  })()`)
}

/** Opens the trade's cards from the summary bar above the conversation. */
async function openCards(page: Page) {
  await page.locator('.trade-summary').waitFor()
  if ((await page.locator('.trade-summary--open').count()) === 0) await page.locator('.trade-summary').click()
  await page.locator('.room-messages .trade-card').first().waitFor()
}

/** A page of the app already logged in as the owner of `token` (the app keeps it under 'token'). */
async function loggedIn(page: Page, server: RunningServer, token: string) {
  await page.goto(server.url + '/index/home')
  await page.evaluate((t) => localStorage.setItem('token', JSON.stringify({ data: t })), token)
}

describe('trade room in Chromium (two parties, then staff)', () => {
  const env = useBrowserEnv()

  it('hands an account over through the room live, then a dispute ends in a partial refund decided by staff', async () => {
    const { server, browser } = env()
    const [buyerToken, sellerToken, staffToken] = [await apiToken(server, BUYER), await apiToken(server, SELLER), await apiToken(server, STAFF)]

    // the buyer orders the demo seller's cheapest listing and pays it from the wallet (through the API: the
    // buying screens have their own test)
    const seller = await apiJson<{ id: number }>(server, '/system/user/profile', sellerToken)
    const listings = await apiJson<{ rows: { id: number; price: number }[] }>(server, `/web/seller/${seller.id}/goods?pageNum=1&pageSize=50`, buyerToken)
    const listing = [...listings.rows].sort((a, b) => a.price - b.price)[0]
    assert.ok(listing, 'the demo seller has a listing on sale')
    const order = await apiJson<{ id: number }>(server, '/need/order', buyerToken, { goodsId: listing.id, compensation: 'none', agree: true })
    const paid = await apiJson<{ paid: boolean }>(server, `/need/order/${order.id}/pay`, buyerToken, { useWallet: true, payPassword: PAY_PASSWORD })
    assert.equal(paid.paid, true)
    const walletBefore = (await apiJson<{ balance: number }>(server, '/system/user/profile', buyerToken)).balance

    const buyer = await phonePage(browser)
    const sellerSide = await phonePage(browser)
    await loggedIn(buyer.page, server, buyerToken)
    await loggedIn(sellerSide.page, server, sellerToken)
    const roomUrl = `${server.url}/index/other/room?orderId=${order.id}`
    await buyer.page.goto(roomUrl)
    await sellerSide.page.goto(roomUrl)
    for (const p of [buyer.page, sellerSide.page]) await openCards(p)
    for (const p of [buyer.page, sellerSide.page]) await p.locator('.ho-step').first().waitFor()
    // the handover's steps (the seller's list starts with 签署交易合同, which is theirs alone)
    const step = (p: typeof buyer.page) => p.locator('.ho-step:not(.ho-contract)')
    const steps = await step(buyer.page).count()
    assert.ok(steps >= 1)

    // chat both ways, live; a phone number is masked and the sender is warned
    await sellerSide.page.locator('input.room-input, .room-input input').first().fill('您好，我是卖家，现在开始换绑，验证码发送后请告诉我')
    await sellerSide.page.locator('.room-send').click()
    await buyer.page.getByText('现在开始换绑').waitFor()
    await buyer.page.locator('input.room-input, .room-input input').first().fill('好的，加我电话 13912345678 聊')
    await buyer.page.locator('.room-send').click()
    await buyer.page.locator('.taro__modal .taro-model__confirm').click()
    await sellerSide.page.locator('.chat-masked').first().waitFor()
    assert.equal(await sellerSide.page.getByText('13912345678').count(), 0)

    // one scrolling conversation: the checklist is read in it, never cut off in a box of its own; the summary
    // above it says where the trade is, in both languages
    for (let i = 0; i < 12; i++) {
      await sellerSide.page.locator('input.room-input, .room-input input').first().fill(`第 ${i + 1} 条：请按清单逐项操作`)
      await sellerSide.page.locator('.room-send').click()
      await buyer.page.getByText(`第 ${i + 1} 条：请按清单逐项操作`).waitFor()
    }
    for (const p of [buyer.page, sellerSide.page]) {
      const layout = await roomLayout(p)
      console.log('trade room layout:', JSON.stringify(layout))
      assert.equal(layout.scrollers.length, 1, `one scrolling element, got ${layout.scrollers.join(' | ')}`)
      assert.match(layout.scrollers[0], /room-messages/)
      // nor does the page itself scroll beside it: the document is the screen's height, not a few pixels more
      assert.equal(layout.documentHeight, layout.viewportHeight, 'the document is as tall as the screen')
      assert.ok(layout.cards.length >= 1)
      for (const c of layout.cards) assert.deepEqual(c, { inList: true, clipped: false })
    }
    assert.match(await buyer.page.locator('.trade-summary__step').innerText(), new RegExp(`已确认 0/${steps} 步`))
    await buyer.page.evaluate(`document.querySelector('.room-messages').scrollTop = 0`)
    await buyer.page.screenshot({ path: join(shots, 'buyer-checklist-zh.png') })
    const english = await phonePage(browser, 'en-US')
    await loggedIn(english.page, server, buyerToken)
    await english.page.evaluate(() => localStorage.setItem('locale', JSON.stringify({ data: 'en-US' })))
    await english.page.goto(roomUrl)
    await openCards(english.page)
    assert.match(await english.page.locator('.trade-summary__step').innerText(), new RegExp(`0/${steps} steps confirmed`))
    await english.page.evaluate(`document.querySelector('.room-messages').scrollTop = 0`)
    await english.page.screenshot({ path: join(shots, 'buyer-checklist-en.png') })
    await english.page.locator('.trade-summary').click()
    await english.page.locator('.room-messages .trade-card').waitFor({ state: 'detached' })
    await english.page.screenshot({ path: join(shots, 'buyer-collapsed-en.png') })
    assert.deepEqual(english.errors, [])
    await english.context.close()

    // the seller signs the trade contract first (their step marks are refused until then)
    await sellerSide.page.locator('.ho-contract-sign').click()
    await sellerSide.page.locator('.ho-contract .ho-step__state--confirmed').waitFor()
    // the seller marks each step, the buyer confirms each: both see every change without reloading
    for (let i = 0; i < steps; i++) {
      await step(sellerSide.page).nth(i).locator('.ho-done').click()
      await sellerSide.page.locator('.taro__modal .taro-model__confirm').click()
      const confirmBtn = step(buyer.page).nth(i).locator('.ho-confirm')
      await confirmBtn.waitFor()
      await confirmBtn.click()
      await buyer.page.locator('.taro__modal .taro-model__confirm').click()
      await step(sellerSide.page).nth(i).locator('.ho-step__state--confirmed').waitFor()
    }
    await buyer.page.locator('.ho-completed').waitFor()
    await sellerSide.page.locator('.ho-completed').waitFor()
    await buyer.page.screenshot({ path: join(shots, 'buyer-handover-done.png') })
    await sellerSide.page.screenshot({ path: join(shots, 'seller-handover-done.png') })

    // the buyer opens a dispute from the order
    await buyer.page.goto(`${server.url}/index/other/dispute?orderId=${order.id}`)
    await buyer.page.locator('.dispute-type--not_as_described').click()
    await buyer.page.locator('.f-dispute-description textarea').fill('账号内皮肤数量与描述不符，描述写300个皮肤，实际只有210个')
    await buyer.page.locator('.submit-btn').click()
    await buyer.page.waitForURL((u) => u.pathname === '/index/other/room', { timeout: 15000 })
    await openCards(buyer.page)
    await buyer.page.locator('.dp-meta, .dp-row').first().waitFor()

    // the seller sees it live and asks customer service to step in
    await sellerSide.page.locator('.dp-escalate').waitFor()
    await sellerSide.page.locator('.dp-escalate').click()
    await sellerSide.page.locator('.taro__modal .taro-model__confirm').click()

    // staff decide a partial refund of 10.00 yuan with a reason
    const staff = await phonePage(browser)
    await loggedIn(staff.page, server, staffToken)
    await staff.page.goto(roomUrl)
    await openCards(staff.page)
    await staff.page.locator('.dp-decide').waitFor()
    await staff.page.locator('.dp-choice--refund_partial').click()
    await staff.page.locator('.f-dp-amount input').fill('10')
    await staff.page.locator('.f-dp-reason textarea').fill('皮肤数量与描述不符，按差额部分退款')
    await staff.page.locator('.dp-decide-submit').click()
    await staff.page.screenshot({ path: join(shots, 'staff-decide.png') })
    await staff.page.locator('.taro__modal .taro-model__confirm').click()
    await staff.page.locator('.dp-decision').waitFor()

    // both sides read the decision in the room without reloading; the money is in the buyer's wallet
    for (const p of [buyer.page, sellerSide.page]) await p.getByText('皮肤数量与描述不符，按差额部分退款').first().waitFor()
    await buyer.page.screenshot({ path: join(shots, 'buyer-decided.png') })
    const walletAfter = (await apiJson<{ balance: number }>(server, '/system/user/profile', buyerToken)).balance
    assert.equal(walletAfter - walletBefore, 1000)

    for (const side of [buyer, sellerSide, staff]) {
      assert.deepEqual(side.errors, [])
      await side.context.close()
    }
  })
})
