/**
 * The console's listings and users (issue 13) in Chromium at 1440x900 against the real server: the seller submits
 * two listings through the app's API; an admin approves one on its console page (it is then on sale in the
 * storefront) and rejects the other with a reason the seller reads in 我的商品 and in 消息 on the H5 site; the admin
 * bans a buyer on the user page and the buyer's next request gets 401; each action is in the audit log.
 * Screenshots of every page of the area land in test-results/console/.
 */
import assert from 'node:assert/strict'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { apiJson, apiToken, consolePage, phonePage, root, smsLogin, useBrowserEnv, type RunningServer } from './harness.ts'

const shots = join(root, 'test-results/console')
mkdirSync(shots, { recursive: true })

const SELLER_PHONE = '13800000002'
const BUYER_PHONE = '13800000012'

interface Node {
  id: number
}
interface Attr {
  key: string
  type: string
  options: string[]
  required: boolean
  min: number | null
}

/** A consignment as the sell form sends it: the game's first path down its tree, every required attribute, three pictures. */
async function submitListing(server: RunningServer, token: string, title: string): Promise<number> {
  const types = await apiJson<{ games: { id: number; name: string }[] }[]>(server, '/web/game/list')
  const game = types.flatMap((t) => t.games)[0]
  const path: number[] = []
  for (let nodes = await apiJson<Node[]>(server, `/web/keylist?gameId=${game.id}`); nodes.length > 0; ) {
    path.push(nodes[0].id)
    nodes = await apiJson<Node[]>(server, `/web/keylist?parentId=${nodes[0].id}`)
  }
  const [systemId, carrierId, areaId, serverId] = path
  const attrs: Record<string, number | string | string[]> = {}
  for (const a of await apiJson<Attr[]>(server, `/web/gameTempAttr?gameId=${game.id}`)) {
    if (!a.required) continue
    attrs[a.key] = a.type === 'number' ? Math.max(a.min ?? 1, 1) : a.type === 'checkbox' ? [a.options[0]] : a.type === 'input' ? '账号资料齐全' : a.options[0]
  }
  const images: string[] = []
  for (const file of ['cf-1.jpg', 'cf-2.jpg', 'cf-3.jpg']) {
    const form = new FormData()
    form.append('file', new Blob([readFileSync(join(root, 'server/assets/goods', file))], { type: 'image/jpeg' }), file)
    const res = await fetch(server.url + '/api/upload/image', { method: 'POST', headers: { Token: token }, body: form })
    const body = (await res.json()) as { code: number; msg: string; data: { url: string } }
    assert.equal(body.code, 200, body.msg)
    images.push(body.data.url)
  }
  const listing = await apiJson<{ id: number; status: string }>(server, '/need/consignment', token, {
    gameId: game.id,
    systemId,
    carrierId,
    areaId,
    serverId,
    accountRealName: 'seller',
    attrs,
    title,
    description: '自用号，资料齐全，成交后配合换绑。',
    price: 66_600,
    images,
    credentials: { account: 'e2e_account_9981', password: 'E2ePass!9981', notes: null },
    compensation: 'none',
    // a blacklisted phone (seeded): the review card shows the hit in red
    contact: '13900000013',
  })
  assert.equal(listing.status, 'pending_review')
  return listing.id
}

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: join(shots, name + '.png') })
}

describe('console listings and users', () => {
  if (!existsSync(join(root, 'dist/admin/index.html'))) throw new Error('dist/admin is missing: run `npm run build:admin` first')
  const env = useBrowserEnv()

  it('approve and reject listings, ban a user: the storefront, the seller, the banned session and the audit log agree', async () => {
    const { server, browser } = env()
    const sellerToken = await apiToken(server, SELLER_PHONE)
    const stamp = Date.now().toString(36)
    const approveTitle = `控制台通过测试 ${stamp}`
    const rejectTitle = `控制台驳回测试 ${stamp}`
    const approveId = await submitListing(server, sellerToken, approveTitle)
    const rejectId = await submitListing(server, sellerToken, rejectTitle)

    const { page, errors, token: adminToken, context } = await consolePage(browser, server, 'admin', '/listings/review')
    // the queue: cards with pictures, the attribute table, the seller card and, for these listings, a red hit
    await page.locator('.review-item').first().waitFor()
    assert.ok((await page.locator('.review-item .ant-image').count()) > 0, 'image previews')
    assert.ok((await page.locator('.review-item .attr-table').count()) > 0, 'attribute tables')
    assert.ok((await page.locator('.review-item .seller-card').count()) > 0, 'seller cards')
    await shot(page, 'listings-review')

    // approve on the listing's page
    await page.goto(`${server.url}/admin/listings/${rejectId}`)
    await page.locator('.blacklist-hits').waitFor()
    assert.match(await page.locator('.credentials-presence').innerText(), /账号已填写/)
    assert.ok(!(await page.content()).includes('E2ePass!9981'), 'the console never shows the password')
    await shot(page, 'listings-detail')
    await page.goto(`${server.url}/admin/listings/${approveId}`)
    await page.locator(`[data-testid=approve-${approveId}]`).click()
    await page.locator('.ant-popconfirm .ant-btn-primary').click()
    await page.locator('.ant-message').getByText(`已通过：${approveTitle}`).waitFor()
    await page.locator('.listing-history').getByText('审核通过').waitFor()
    const onSale = await apiJson<{ id: number; status: string; title: string }>(server, `/web/goods/${approveId}`)
    assert.equal(onSale.status, 'on_sale')
    assert.equal(onSale.title, approveTitle)

    // reject with a reason
    const reason = `截图与描述不符 ${stamp}`
    await page.goto(`${server.url}/admin/listings/${rejectId}`)
    await page.locator(`[data-testid=reject-${rejectId}]`).click()
    const modal = page.locator('.ant-modal').filter({ hasText: '驳回原因' })
    await modal.locator('textarea').fill(reason)
    await modal.locator('.ant-btn-dangerous').click()
    await page.getByText(`驳回原因：${reason}`).waitFor()

    // the listings search
    await page.goto(`${server.url}/admin/listings`)
    await page.locator('.ant-pro-table .ant-table-row').first().waitFor()
    await page.getByPlaceholder('标题关键词').fill(stamp)
    await page.getByRole('button', { name: /查\s*询/ }).click()
    await page.locator('.ant-table-row').filter({ hasText: approveTitle }).waitFor()
    await page.locator('.ant-table-row').filter({ hasText: rejectTitle }).waitFor()
    await shot(page, 'listings-search')

    // the seller reads the reason in 我的商品 and in 消息
    const seller = await phonePage(browser)
    await smsLogin(seller.page, server, SELLER_PHONE)
    await seller.page.goto(`${server.url}/index/other/MyProducts?tab=rejected`)
    await seller.page.locator(`.my-product-${rejectId} .my-product__reason`).getByText(reason).waitFor()
    await seller.page.goto(`${server.url}/index/other/xiaoxi`)
    await seller.page.locator('.message__content').filter({ hasText: reason }).first().waitFor()
    await seller.context.close()

    // ban a buyer on the user page: their next request is refused
    const buyerToken = await apiToken(server, BUYER_PHONE)
    await apiJson(server, '/system/user/profile', buyerToken)
    await page.goto(`${server.url}/admin/users`)
    await page.getByPlaceholder('用户ID / 手机号 / 账号名').fill(BUYER_PHONE)
    await page.getByRole('button', { name: /查\s*询/ }).click()
    const row = page.locator('.ant-table-row').filter({ hasText: '138****0012' })
    await row.waitFor()
    await shot(page, 'users-search')
    await row.getByRole('link', { name: '详情' }).click()
    await page.locator('.user-profile').waitFor()
    await page.locator('.user-tabs .ant-table').first().waitFor()
    await shot(page, 'users-detail')
    await page.locator('[data-testid=ban]').click()
    const banModal = page.locator('.ant-modal').filter({ hasText: '封禁原因' })
    await banModal.locator('textarea').fill('恶意拍单不付款')
    await banModal.locator('.ant-btn-dangerous').click()
    await page.getByText('封禁：恶意拍单不付款').waitFor()
    const after = await fetch(server.url + '/api/system/user/profile', { headers: { Token: buyerToken } })
    assert.equal(after.status, 401)
    const login = await fetch(server.url + '/api/sms/sendYzm?phone=' + BUYER_PHONE + '&scene=login')
    assert.equal(login.status, 200)
    await shot(page, 'users-banned')

    // the audit log has each action, by this admin
    const audit = await apiJson<{ rows: { action: string; targetId: string; reason: string | null }[] }>(server, '/admin/audit?pageSize=50', adminToken)
    const has = (action: string, targetId: number | string, why: string | null) =>
      audit.rows.some((r) => r.action === action && r.targetId === String(targetId) && (why === null || r.reason === why))
    assert.ok(has('goods.approve', approveId, null), 'goods.approve logged')
    assert.ok(has('goods.reject', rejectId, reason), 'goods.reject logged with its reason')
    const [buyer] = (await apiJson<{ rows: { id: number }[] }>(server, `/admin/users?q=${BUYER_PHONE}`, adminToken)).rows
    assert.ok(has('user.ban', buyer.id, '恶意拍单不付款'), 'user.ban logged with its reason')
    assert.deepEqual(errors, [])
    await context.close()
  })
})
