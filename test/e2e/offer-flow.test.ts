/**
 * 议价 end to end in the built H5 against the real server and its demo data: the seller lets a listing take offers
 * (API), the buyer offers a price from the listing's sheet, the seller counters in 我的议价, the buyer accepts and
 * pays the agreed price from the wallet; then a favourite's price drop reaches the buyer's inbox.
 */
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { apiJson, apiToken, phonePage, root, samePath, smsLogin, useBrowserEnv } from './harness.ts'

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
/** the demo buyer's payment password (seed.ts) */
const PAY_PASSWORD = '135790'

const fen = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100)
const yuan = (f: number) => (f / 100).toFixed(2)

describe('offer flow in Chromium', () => {
  const env = useBrowserEnv()

  it('the buyer offers, the seller counters, the buyer accepts and pays the agreed price; a price drop reaches the inbox', async () => {
    const { server, browser } = env()
    // the cheapest listings: what is agreed stays within the demo buyer's wallet (500 yuan)
    const cheap = (await apiJson<{ rows: { id: number; price: number }[] }>(server, '/web/good/allList', '', { pageNum: 1, pageSize: 5, sort: 'priceAsc' })).rows
    const detail = await apiJson<{ seller: { nickname: string } }>(server, `/web/goods/${cheap[0].id}`)
    const sellerPhone = Object.entries(SELLER_PHONES).find(([name]) => detail.seller.nickname.includes(name))?.[1]
    assert.ok(sellerPhone, `unknown demo seller ${detail.seller.nickname}`)
    const sellerToken = await apiToken(server, sellerPhone)
    const listing = cheap[0]
    await apiJson(server, `/need/offer/settings/${listing.id}`, sellerToken, { enabled: true, floor: null }, 'PUT')
    const offered = Math.ceil((listing.price * 0.7) / 100) * 100
    const countered = Math.ceil((listing.price * 0.85) / 100) * 100

    // the buyer offers from the listing's sheet
    const b = await phonePage(browser)
    await smsLogin(b.page, server, BUYER)
    await b.page.goto(`${server.url}/index/goodDetail?id=${listing.id}`)
    await b.page.locator('.offer-btn').click()
    await b.page.locator('.offer-sheet .offer-amount-input input').fill(yuan(offered))
    await b.page.locator('.offer-sheet .offer-message textarea').fill('诚心要，加我微信 wxid_abc12345')
    await b.page.locator('.offer-submit').click()
    await b.page.locator('.offer-sheet__status').waitFor()
    assert.equal(fen((await b.page.locator('.offer-sheet__status').innerText()).match(/¥([\d.]+)/)?.[1] ?? ''), offered)
    await b.page.screenshot({ path: join(shots, 'offer-sheet.png') })

    // the seller counters in 我的议价; the buyer's contact was masked
    const s = await phonePage(browser)
    await smsLogin(s.page, server, sellerPhone)
    await s.page.goto(server.url + '/index/other/myOffers?tab=seller')
    await s.page.locator('.offer-act-counter').first().click()
    assert.doesNotMatch(await s.page.locator('.offer-row').first().innerText(), /wxid_abc12345/)
    await s.page.locator('.offer-counter-input input').fill(yuan(countered))
    await s.page.locator('.offer-counter-submit').click()
    await s.page.locator('.offer-row--pending_buyer').first().waitFor()
    assert.deepEqual(s.errors, [])
    await s.context.close()

    // the buyer accepts the counter and pays it
    await b.page.goto(server.url + '/index/other/myOffers')
    await b.page.locator('.offer-act-accept').first().click()
    await b.page.locator('.offer-act-pay').first().click()
    await samePath(b.page, '/index/sureOrder')
    await b.page.locator('.amount-total').first().waitFor()
    assert.equal(fen(await b.page.locator('.amount-row--price .amount-row__value').first().innerText()), countered)
    await b.page.locator('.terms__check').click()
    await b.page.locator('.submit-btn').click()
    await samePath(b.page, '/index/pay')
    await b.page.locator('.pay-btn').click()
    await b.page.locator('.pay-password-sheet .nut-shortpassword-title').waitFor()
    for (const digit of PAY_PASSWORD) await b.page.locator('.pay-password-keyboard .key').getByText(digit, { exact: true }).tap()
    await samePath(b.page, '/index/other/paySuccess')
    const buyerToken = await apiToken(server, BUYER)
    const orders = await apiJson<{ rows: { goods: { id: number }; price: number; status: string }[] }>(server, '/need/myOrder?pageNum=1&pageSize=20', buyerToken)
    const mine = orders.rows.find((o) => o.goods.id === listing.id)
    assert.ok(mine, 'the order of the offer is in my orders')
    assert.equal(mine.price, countered)
    await b.page.screenshot({ path: join(shots, 'offer-paid.png') })

    // a favourite's price drop reaches the inbox
    const fav = cheap.find((g) => g.id !== listing.id)!
    await apiJson(server, '/web/goods/collect', buyerToken, { goodsId: fav.id })
    const favSeller = await apiJson<{ seller: { nickname: string } }>(server, `/web/goods/${fav.id}`)
    const favPhone = Object.entries(SELLER_PHONES).find(([name]) => favSeller.seller.nickname.includes(name))?.[1]
    assert.ok(favPhone)
    await apiJson(server, '/need/goods/editPrice', await apiToken(server, favPhone), { id: fav.id, price: fav.price - 500 })
    await b.page.goto(server.url + '/index/other/xiaoxi')
    await b.page.locator('.message__title', { hasText: '收藏的商品降价了' }).first().waitFor()
    await b.page.screenshot({ path: join(shots, 'price-drop-inbox.png') })
    assert.deepEqual(b.errors, [])
    await b.context.close()
  })
})
