/**
 * A buyer's purchase, end to end in the built H5 against the real server and its demo data: claim a coupon,
 * search, filter by price, open a listing, look at its images, favourite it, buy it with the coupon, pay the part
 * the wallet does not cover in the sandbox cashier, see the credentials, confirm receipt once the handover (换绑) is
 * done; then the seller's wallet shows the proceeds. The handover itself is driven through the API here (the
 * seller marks each step, the buyer confirms each); the room's screens have their own browser test.
 */
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { apiJson, apiToken, phonePage, root, samePath, smsLogin, useBrowserEnv, type RunningServer } from './harness.ts'

const shots = join(root, 'test-results')
mkdirSync(shots, { recursive: true })

/** The demo sellers of server/db/seed.ts and seed-goods.ts, by the nickname a listing shows. */
const SELLER_PHONES: Record<string, string> = {
  演示卖家: '13800000002',
  星河游戏工作室: '13800000003',
  老王账号铺: '13800000004',
  小鹿代售: '13800000005',
}
const BUYER = '13800000001'

/** '¥1,234.50' -> 123450 fen */
const fen = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100)

/** The handover of a paid order through the API, as its parties would do it: the seller marks, the buyer confirms. */
async function completeHandover(server: RunningServer, orderId: string, sellerPhone: string, buyerPhone: string): Promise<void> {
  const [seller, buyer] = [await apiToken(server, sellerPhone), await apiToken(server, buyerPhone)]
  const { steps } = await apiJson<{ steps: { key: string }[] }>(server, `/need/order/${orderId}/handover`, buyer)
  await apiJson(server, `/need/order/${orderId}/contract/accept`, seller, undefined, 'POST')
  for (const { key } of steps) await apiJson(server, `/need/order/${orderId}/handover/${key}/done`, seller, undefined, 'POST')
  for (const { key } of steps) await apiJson(server, `/need/order/${orderId}/handover/${key}/confirm`, buyer, undefined, 'POST')
}

describe('buying flow in Chromium', () => {
  const env = useBrowserEnv()

  it('searches, filters, views, favourites, buys with a coupon, pays in the sandbox and confirms receipt', async () => {
    const { server, browser } = env()
    const { page, context, errors } = await phonePage(browser)
    await smsLogin(page, server, BUYER)

    // the coupon centre hands out the newcomer coupons; claim one more from the list
    await page.goto(server.url + '/index/yhjdetail')
    await page.locator('.claim-btn').first().click()
    await page.locator('.claim-state').first().waitFor()

    // search from home: the list shows only matching listings
    await page.goto(server.url + '/index/home')
    await page.locator('.home-search input').fill('典藏')
    await page.locator('.home-search__btn').click()
    await samePath(page, '/index/goodList')
    await page.locator('.goods-card:visible').first().waitFor()
    for (const title of await page.locator('.goods-card__title:visible').allInnerTexts()) assert.ok(title.length > 0)

    // filter by price (yuan): every card shown costs at least that much
    await page.locator('.filter-btn').click()
    await page.locator('.f-price-min input').fill('600')
    await page.locator('.filter-apply').click()
    await page.waitForFunction(() => {
      // the list's own cards: home, kept in the page stack behind it, shows cards of its feed too
      const prices = [...document.querySelectorAll<HTMLElement>('.goods-card__price')]
        .filter((e) => e.offsetParent !== null)
        .map((e) => Number((e.textContent || '').replace(/[^\d.]/g, '')))
      return prices.length > 0 && prices.every((p) => p >= 600)
    })
    await page.screenshot({ path: join(shots, 'goodList-filtered.png') })

    // open the first listing and look at its images: zoom and rotate in the viewer
    await page.locator('.goods-card:visible').first().click()
    await samePath(page, '/index/goodDetail')
    await page.locator('.goods-head__title').waitFor()
    const sellerText = await page.locator('.seller__name').innerText()
    const seller = Object.keys(SELLER_PHONES).find((name) => sellerText.includes(name))
    assert.ok(seller, `unknown demo seller ${sellerText}`)
    const price = fen(await page.locator('.goods-head__price').innerText())
    assert.ok(price >= 60000)
    await page.locator('.gallery__img').first().click()
    await page.locator('.image-viewer').waitFor()
    await page.locator('.viewer-zoom-in').click()
    await page.locator('.viewer-rotate').click()
    const transform = await page.locator('.image-viewer__img').first().getAttribute('style')
    assert.match(transform ?? '', /rotate\(90deg\)/)
    assert.doesNotMatch(transform ?? '', /scale\(1\)/)
    await page.locator('.viewer-close').click()
    await page.locator('.image-viewer').waitFor({ state: 'detached' })

    // favourite it: the heart turns on and the listing is in my favourites
    await page.locator('.fav-btn').click()
    await page.locator('.fav-btn.buy-bar__icon--on').waitFor()
    const detailUrl = page.url()
    await page.goto(server.url + '/index/other/collect')
    await page.locator('.goods-card:visible').first().waitFor()
    await page.goto(detailUrl)

    // buy: the best coupon is preselected, the terms must be accepted
    await page.locator('.buy-btn').click()
    await samePath(page, '/index/sureOrder')
    await page.locator('.amount-total').first().waitFor()
    const couponText = await page.locator('.pick-coupon').innerText()
    assert.match(couponText, /-¥/)
    await page.locator('.submit-btn').click()
    await page.locator('.order-message').waitFor()
    await page.locator('.terms__check').click()
    const total = fen(await page.locator('.amount-total').first().innerText())
    assert.ok(total < price + Math.ceil(price * 0.03), 'the coupon lowers the total')
    await page.screenshot({ path: join(shots, 'sureOrder.png') })
    await page.locator('.submit-btn').click()

    // pay: the wallet (500 yuan) covers part with the payment password (the demo buyer's is 135790), the sandbox
    // cashier the rest; the wallet part is only held until the cashier payment succeeds
    await samePath(page, '/index/pay')
    await page.locator('.pay-btn').click()
    await page.locator('.pay-password-sheet .nut-shortpassword-title').waitFor()
    await page.screenshot({ path: join(shots, 'pay-password.png') })
    for (const digit of '135790') await page.locator('.pay-password-keyboard .key').getByText(digit, { exact: true }).tap()
    await page.locator('.sandbox-cashier').waitFor()
    const rest = fen(await page.locator('.sandbox-cashier__amount').innerText())
    assert.equal(rest, total - 50_000)
    assert.match(await page.locator('.sandbox-cashier__held').innerText(), /冻结/)
    await page.screenshot({ path: join(shots, 'sandbox-cashier.png') })
    await page.reload()
    await page.locator('.pay-btn').waitFor()
    assert.match(await page.locator('.wallet-cell').innerText(), /¥500\.00/, 'reloading before the cashier is paid shows the balance untouched')
    await page.locator('.pay-btn').click()
    for (const digit of '135790') await page.locator('.pay-password-keyboard .key').getByText(digit, { exact: true }).tap()
    await page.locator('.sandbox-confirm').click()

    // 支付成功 with the order's summary and what comes next, then the order
    await samePath(page, '/index/other/paySuccess')
    await page.locator('.pay-done-next').waitFor()
    assert.equal(fen(await page.locator('.pay-done-wallet .pay-done-row__value').innerText()), 50_000)
    assert.equal(fen(await page.locator('.pay-done-cashier .pay-done-row__value').innerText()), total - 50_000)
    await page.screenshot({ path: join(shots, 'pay-success.png') })
    await page.reload()
    await page.locator('.pay-done-next').waitFor()
    await page.locator('.pay-done-order').click()

    // paid: credentials are shown to the buyer, who checks the handover with them; once every step is confirmed
    // the order is delivered and the buyer confirms receipt
    await samePath(page, '/index/orderDetail')
    await page.locator('.credentials').waitFor()
    assert.match(await page.locator('.credentials').innerText(), /Pw|\w{6,}/)
    const orderId = new URL(page.url()).searchParams.get('id')
    assert.ok(orderId, 'the order page names its order')
    await completeHandover(server, orderId, SELLER_PHONES[seller!], BUYER)
    await page.reload()
    await page.locator('.credentials').waitFor()
    await page.locator('.confirm-btn').click()
    await page.locator('.taro__modal .taro-model__confirm').click()
    await page.getByText('已完成').first().waitFor()
    await page.screenshot({ path: join(shots, 'order-completed.png') })
    assert.deepEqual(errors, [])
    await context.close()

    // the seller's wallet shows the proceeds of this sale (price minus the 5 % seller fee)
    const s = await phonePage(browser)
    await smsLogin(s.page, server, SELLER_PHONES[seller!])
    await s.page.goto(server.url + '/index/other/wallet')
    await s.page.locator('.ledger-row').first().waitFor()
    const proceeds = price - Math.round(price * 0.05)
    const first = await s.page.locator('.ledger-row').first().innerText()
    assert.equal(fen(first.match(/\+¥[\d,.]+/)?.[0] ?? ''), proceeds)
    await s.page.screenshot({ path: join(shots, 'seller-wallet.png') })
    assert.deepEqual(s.errors, [])
    await s.context.close()
  })
})
