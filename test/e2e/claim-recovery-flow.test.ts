/**
 * 找回 protection end to end in the built H5 against the real server and its demo data: the buyer buys a listing
 * with 包赔 and reads the trade contract at checkout, the seller signs it before the handover, the buyer files a
 * 找回 claim with evidence, staff download its evidence bundles in the console and approve it (API, as the console's
 * 通过 does), the buyer's wallet shows the payout
 * and the claim card its evidence bundle button, the seller's wallet shows the recovery (ledger or debt), and the
 * order page's contract link downloads a PDF (application/pdf).
 */
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { tinyPng } from '../api/upload-fixtures.ts'
import { apiJson, apiToken, consolePage, phonePage, root, smsLogin, useBrowserEnv, type RunningServer } from './harness.ts'

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

interface Preview {
  compensationOptions: { level: string; fee: number }[]
  compensationFee: number
  serviceFee: number
}

/** The cheapest demo listing of a known seller that offers a paid 包赔 tier the buyer's wallet (500 yuan) covers. */
async function listingWithCover(server: RunningServer, buyer: string) {
  const rows = (await apiJson<{ rows: { id: number; price: number }[] }>(server, '/web/good/allList', '', { pageNum: 1, pageSize: 30, sort: 'priceAsc' })).rows
  for (const row of rows) {
    const detail = await apiJson<{ seller: { nickname: string } }>(server, `/web/goods/${row.id}`)
    const phone = Object.entries(SELLER_PHONES).find(([name]) => detail.seller.nickname.includes(name))?.[1]
    if (!phone) continue
    const preview = await apiJson<Preview>(server, `/need/order/preview?goodsId=${row.id}`, buyer)
    const paid = preview.compensationOptions.find((o) => o.level !== 'none')
    if (paid && row.price + paid.fee + preview.serviceFee <= 50_000) return { goodsId: row.id, sellerPhone: phone, level: paid.level }
  }
  throw new Error('no demo listing with 包赔 within the buyer wallet')
}

async function upload(server: RunningServer, token: string, n: number): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([tinyPng([n, 80, 160, 255])], { type: 'image/png' }), `evidence${n}.png`)
  const res = await fetch(server.url + '/api/upload/image', { method: 'POST', headers: { Token: token }, body: form })
  const body = (await res.json()) as { code: number; msg: string; data: { url: string } }
  assert.equal(body.code, 200, body.msg)
  return body.data.url
}

describe('claim recovery flow in Chromium', () => {
  const env = useBrowserEnv()

  it('a 找回 claim is paid by the platform, the seller is recovered from, and the contract downloads as PDF', async () => {
    const { server, browser } = env()
    const buyer = await apiToken(server, BUYER)
    const { goodsId, sellerPhone, level } = await listingWithCover(server, buyer)
    const seller = await apiToken(server, sellerPhone)

    // checkout in the browser: the contract of this listing and tier opens before the order exists
    const { page, context, errors } = await phonePage(browser)
    await smsLogin(page, server, BUYER)
    await page.goto(`${server.url}/index/sureOrder?goodsId=${goodsId}`)
    await page.locator(`.comp-option.comp-${level}`).click()
    await page.locator('.contract-preview__link').click()
    await page.locator('.contract-popup__text').waitFor()
    assert.match(await page.locator('.contract-popup__text').innerText(), /游戏账号交易合同[\s\S]*包赔期为交易完成后/)
    await page.screenshot({ path: join(shots, 'sureOrder-contract.png') })

    // the order, paid, handed over (the seller signs first: unsigned, their first mark is refused) and received
    const order = await apiJson<{ id: number }>(server, '/need/order', buyer, { goodsId, compensation: level, agree: true })
    await apiJson(server, `/need/order/${order.id}/pay`, buyer, { useWallet: true, payPassword: PAY_PASSWORD })
    const { steps } = await apiJson<{ steps: { key: string }[] }>(server, `/need/order/${order.id}/handover`, seller)
    const early = await fetch(`${server.url}/api/need/order/${order.id}/handover/${steps[0].key}/done`, { method: 'POST', headers: { Token: seller } })
    assert.equal(((await early.json()) as { code: number }).code, 409, 'no handover mark before the seller signed')
    await apiJson(server, `/need/order/${order.id}/contract/accept`, seller, {})
    for (const { key } of steps) await apiJson(server, `/need/order/${order.id}/handover/${key}/done`, seller, {})
    for (const { key } of steps) await apiJson(server, `/need/order/${order.id}/handover/${key}/confirm`, buyer, {})
    await apiJson(server, `/need/order/${order.id}/confirm`, buyer, {})

    // the 找回 claim with its evidence; staff approve it (the console's 通过)
    const images = [await upload(server, buyer, 1), await upload(server, buyer, 2)]
    const claim = await apiJson<{ id: number; cap: number; claimNo: string }>(server, '/need/claims', buyer, {
      orderId: order.id,
      reason: 'retrieved',
      description: '收号后账号被原号主通过申诉找回，已无法登录。',
      images,
      contact: 'QQ 12345678',
    })
    // staff in the console: the claim's evidence bundle and the copy for the authorities download as PDF
    const con = await consolePage(browser, server, 'staff', '/review/claims')
    const row = con.page.locator('tr').filter({ hasText: claim.claimNo })
    for (const button of ['.claim-evidence', '.claim-evidence-police']) {
      const [got] = await Promise.all([con.page.waitForEvent('download'), row.locator(button).click()])
      const path = await got.path()
      assert.ok(path)
      assert.equal(readFileSync(path).subarray(0, 5).toString(), '%PDF-', `${button} downloads a PDF`)
    }
    assert.deepEqual(con.errors, [])
    // approved (the console's 通过 does this call)
    await apiJson(server, `/admin/claims/${claim.id}/decision`, con.token, { approve: true, amount: claim.cap, note: '核实属实' })
    await con.context.close()

    // the buyer's wallet shows the payout; the claim card shows it paid with its evidence bundle button
    await page.goto(server.url + '/index/other/wallet')
    await page.locator('.ledger-row--compensation').first().waitFor()
    await page.goto(server.url + '/index/other/baopei?tab=mine')
    await page.locator('.claim-card--approved').first().waitFor()
    await page.locator('.claim-card--approved .claim-evidence').first().waitFor()
    await page.screenshot({ path: join(shots, 'baopei-claim-paid.png') })

    // the order page's contract link downloads the PDF
    await page.goto(`${server.url}/index/orderDetail?id=${order.id}`)
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.contract-link').click()])
    const file = await download.path()
    assert.ok(file)
    assert.equal(readFileSync(file).subarray(0, 5).toString(), '%PDF-')
    const pdf = await fetch(`${server.url}/api/need/order/${order.id}/contract.pdf`, { headers: { Token: buyer } })
    assert.equal(pdf.status, 200)
    assert.match(pdf.headers.get('content-type') ?? '', /^application\/pdf/)
    assert.deepEqual(errors, [])
    await context.close()

    // the seller's wallet: the recovery from the balance (or deposit) in the ledger, or the debt card
    const s = await phonePage(browser)
    await smsLogin(s.page, server, sellerPhone)
    await s.page.goto(server.url + '/index/other/wallet')
    await s.page.locator('.ledger-row--claim_recovery, .ledger-row--deposit_taken, .wallet-debt').first().waitFor()
    await s.page.screenshot({ path: join(shots, 'wallet-seller-recovery.png') })
    assert.deepEqual(s.errors, [])
    await s.context.close()
  })
})
