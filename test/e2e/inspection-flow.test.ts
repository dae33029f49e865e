/**
 * 官方验号 in Chromium against the real server (issue 25): customer service (kefu01) starts an inspection of a
 * listing on sale from the console's queue page, marks every checklist item 一致, attaches a screenshot and
 * publishes; a buyer's phone then sees 官方验号 with the date on the listing and opens the report, whose
 * screenshot carries its SHA-256. Screenshots land in test-results/inspection/.
 */
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { apiJson, consolePage, phonePage, root, samePath, useBrowserEnv } from './harness.ts'
import { greyPng } from './inspection-setup.ts'

const shots = join(root, 'test-results', 'inspection')
mkdirSync(shots, { recursive: true })

describe('official inspection (验号) from the console to the listing', () => {
  const env = useBrowserEnv({ SMS_RESEND_SECONDS: '1' })

  it('staff publish an inspection in the console; the listing shows 官方验号 and the report opens', async () => {
    const { server, browser } = env()
    const listing = (await apiJson<{ rows: { id: number; title: string }[] }>(server, '/web/good/allList', '', { pageNum: 1, pageSize: 1 })).rows[0]
    assert.ok(listing, 'a listing on sale in the demo data')

    const staff = await consolePage(browser, server, 'staff', '/inspections')
    await staff.page.locator('.inspect-goods-id input').fill(String(listing.id))
    await staff.page.locator('.inspect-start-by-id').click()
    await staff.page.waitForURL((u) => /\/admin\/inspections\/\d+$/.test(u.pathname))
    const inspectionId = Number(new URL(staff.page.url()).pathname.split('/').pop())
    const groups = staff.page.locator('.inspect-check')
    await groups.first().waitFor()
    const n = await groups.count()
    assert.ok(n >= 5, `the checklist has login, bindings and no-ban at least (${n})`)
    for (let i = 0; i < n; i++) await groups.nth(i).getByText('一致').click()
    await staff.page.locator('.inspect-save').click()
    const file = join(tmpdir(), `inspect-shot-${Date.now()}.png`)
    writeFileSync(file, greyPng())
    await staff.page.locator('.inspect-upload input[type=file]').setInputFiles(file)
    await staff.page.getByText(/SHA-256 [0-9a-f]{64}/).first().waitFor({ timeout: 15000 })
    await staff.page.locator('.inspect-publish').click()
    await staff.page.locator('.ant-popconfirm .ant-btn-primary').click()
    await staff.page.getByText('已发布').first().waitFor({ timeout: 15000 })
    await staff.page.screenshot({ path: join(shots, 'console-published.png') })
    assert.deepEqual(staff.errors, [])
    await staff.context.close()

    const buyer = await phonePage(browser)
    await buyer.page.goto(server.url + `/index/goodDetail?id=${listing.id}`)
    const badge = buyer.page.locator('.inspection-badge')
    await badge.waitFor({ timeout: 15000 })
    assert.match(await badge.innerText(), /官方验号/)
    assert.match(await badge.innerText(), /\d{4}.\d{1,2}.\d{1,2}/)
    await buyer.page.screenshot({ path: join(shots, 'goodDetail-badge.png') })
    await badge.click()
    await samePath(buyer.page, '/index/other/inspectionReport')
    assert.equal(new URL(buyer.page.url()).searchParams.get('id'), String(inspectionId))
    await buyer.page.locator('.inspection-report__published').waitFor()
    await buyer.page.getByText(/SHA-256：[0-9a-f]{64}/).first().waitFor()
    assert.ok((await buyer.page.locator('.inspection-check--ok').count()) >= 5)
    await buyer.page.screenshot({ path: join(shots, 'report.png'), fullPage: true })
    assert.deepEqual(buyer.errors, [])
    await buyer.context.close()
  })
})
