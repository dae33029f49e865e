/**
 * The console's orders and review queues in Chromium at 1440x900 against the real server (issue 13): the demo
 * buyer orders and pays through the API, writes in the room and asks for a refund; customer service (kefu01) finds
 * the order in 订单查询, reads the room's transcript beside the case file and rejects the refund with a reason,
 * which the audit log then holds, and answer a feedback report from its queue; staff get the 403 page on 提现审核 and the API refuses them too; an admin walks
 * every queue page. Screenshots land in test-results/console-orders/.
 */
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { AuditEntry } from '../../contract/audit'
import { apiJson, apiToken, consolePage, passwordToken, root, useBrowserEnv } from './harness.ts'

const shots = join(root, 'test-results', 'console-orders')
mkdirSync(shots, { recursive: true })

const BUYER = '13800000001'
const SELLER = '13800000002'
const PAY_PASSWORD = '135790'
const BUYER_SAYS = '你好，账号登录提示密码错误，麻烦看一下'
const FEEDBACK = '订单详情页偶尔打不开，一直在加载中。'
const REJECT_REASON = '卖家已在房间内提供新密码，请先按换绑流程核实'

describe('console orders and review queues in Chromium (1440x900)', () => {
  // the console needs no H5 build: the test server serves dist/h5 only if it exists
  const env = useBrowserEnv({ SMS_RESEND_SECONDS: '1', STATIC_DIR: join(root, 'dist/h5') })

  it('staff read an order with its room, reject its refund (audited), and cannot open withdrawals; an admin walks the queues', async () => {
    const { server, browser } = env()
    const buyerToken = await apiToken(server, BUYER)
    const sellerToken = await apiToken(server, SELLER)

    // an order of the demo buyer, paid from the wallet, with a message in its room and a refund request
    const seller = await apiJson<{ id: number }>(server, '/system/user/profile', sellerToken)
    const listings = await apiJson<{ rows: { id: number; price: number }[] }>(server, `/web/seller/${seller.id}/goods?pageNum=1&pageSize=50`, buyerToken)
    const listing = [...listings.rows].sort((a, b) => a.price - b.price)[0]
    assert.ok(listing, 'the demo seller has a listing on sale')
    const order = await apiJson<{ id: number; orderNo: string }>(server, '/need/order', buyerToken, { goodsId: listing.id, compensation: 'none', agree: true })
    const paid = await apiJson<{ paid: boolean }>(server, `/need/order/${order.id}/pay`, buyerToken, { useWallet: true, payPassword: PAY_PASSWORD })
    assert.equal(paid.paid, true)
    const room = await apiJson<{ id: number }>(server, `/need/chat/order/${order.id}/room`, buyerToken)
    await apiJson(server, `/need/chat/room/${room.id}/messages`, buyerToken, { kind: 'text', text: BUYER_SAYS })
    await apiJson(server, `/need/order/${order.id}/refund`, buyerToken, { reason: '账号无法登录，密码错误' })
    await apiJson(server, '/account/problem', buyerToken, { type: 'bug', content: FEEDBACK, images: [] })

    // customer service finds it by its number and opens the case file
    const staff = await consolePage(browser, server, 'staff', '/orders')
    await staff.page.locator('#orderNo').fill(order.orderNo)
    await staff.page.getByRole('button', { name: /查\s*询/ }).click()
    await staff.page.getByRole('link', { name: order.orderNo }).first().click()
    await staff.page.waitForURL((u) => u.pathname === `/admin/orders/${order.id}`)
    const transcript = staff.page.locator('.order-transcript')
    await transcript.getByText(BUYER_SAYS).waitFor()
    assert.ok((await transcript.locator('[data-testid=transcript-system]').count()) >= 1, 'system messages are shown apart')
    await staff.page.getByText('买家申请退款，等待处理').waitFor()
    await staff.page.screenshot({ path: join(shots, 'staff-order-detail.png') })

    // staff reject the refund with a reason; the buttons go away with the refunding state
    await staff.page.locator('[data-testid=refund-reject]').click()
    const modal = staff.page.locator('.ant-modal').filter({ hasText: '驳回退款申请' })
    await modal.locator('textarea').fill(REJECT_REASON)
    await modal.getByRole('button', { name: /驳\s*回/ }).click()
    await staff.page.locator('[data-testid=refund-reject]').waitFor({ state: 'detached' })
    await staff.page.screenshot({ path: join(shots, 'staff-order-after-decision.png') })

    // the decision is in the audit log, by the staff member, with the reason
    const adminToken = await passwordToken(server, 'admin', 'Admin1234')
    const audit = await apiJson<{ rows: AuditEntry[] }>(server, `/admin/audit?action=order.refund.&targetType=order&targetId=${order.id}`, adminToken)
    assert.equal(audit.rows.length, 1)
    assert.equal(audit.rows[0].action, 'order.refund.reject')
    assert.equal(audit.rows[0].actorRole, 'staff')
    assert.equal(audit.rows[0].reason, REJECT_REASON)

    // the buyer then opens a dispute and asks for customer service: it is in staff's queue with the room beside it
    const dispute = await apiJson<{ id: number }>(server, `/need/order/${order.id}/dispute`, buyerToken, {
      type: 'not_as_described',
      description: '登录后发现皮肤数量与描述不符，描述写300个，实际只有210个。',
      images: [],
    })
    await apiJson(server, `/need/dispute/${dispute.id}/escalate`, buyerToken, {})
    await staff.page.goto(server.url + '/admin/review/disputes')
    await staff.page.getByRole('link', { name: '处理' }).first().click()
    await staff.page.waitForURL((u) => u.pathname === `/admin/review/disputes/${dispute.id}`)
    await staff.page.locator('[data-testid=decide-partial]').waitFor()
    await staff.page.locator('.order-transcript').getByText(BUYER_SAYS).waitFor()
    await staff.page.screenshot({ path: join(shots, 'staff-dispute-detail.png') })

    // a feedback report answered from its queue leaves the queue, and the reply is audited
    await staff.page.goto(server.url + '/admin/review/feedback')
    const report = staff.page.locator('.ant-table-row').filter({ hasText: FEEDBACK })
    await report.getByRole('button', { name: /回\s*复/ }).click()
    const replyModal = staff.page.locator('.ant-modal').filter({ hasText: '回复用户反馈' })
    await replyModal.locator('textarea').fill('已修复订单详情页的加载问题，请更新后再试')
    await replyModal.getByRole('button', { name: '发送回复' }).click()
    await report.waitFor({ state: 'detached' })
    const replies = await apiJson<{ rows: AuditEntry[] }>(server, '/admin/audit?action=problem.reply', adminToken)
    assert.equal(replies.rows[0]?.reason, '已修复订单详情页的加载问题，请更新后再试')

    // withdrawals are admins' only: the console shows 无权访问 and the API refuses staff as well
    await staff.page.goto(server.url + '/admin/review/withdrawals')
    await staff.page.getByText('无权访问').waitFor()
    await staff.page.screenshot({ path: join(shots, 'staff-withdrawals-403.png') })
    const refused = await fetch(server.url + '/api/admin/withdrawals', { headers: { Token: staff.token } })
    assert.equal(refused.status, 403)
    assert.equal(((await refused.json()) as { code: number }).code, 403)
    const menu = await staff.page.locator('.ant-pro-sider').innerText()
    assert.ok(menu.includes('售后仲裁') && !menu.includes('提现审核'), 'the menu leaves admins-only queues out for staff')
    assert.deepEqual(staff.errors, [])
    await staff.context.close()

    // an admin walks every page of the two groups
    const admin = await consolePage(browser, server, 'admin', '/orders')
    for (const [path, title] of [
      ['/orders', '订单查询'],
      ['/review/disputes', '售后仲裁'],
      ['/review/claims', '包赔审核'],
      ['/review/feedback', '用户反馈'],
      ['/review/withdrawals', '提现审核'],
      ['/review/merchants', '商家入驻'],
      ['/review/refunds', '渠道退款'],
    ]) {
      await admin.page.goto(server.url + '/admin' + path)
      await admin.page.locator('.ant-page-header-heading-title').filter({ hasText: title }).waitFor()
      await admin.page.locator('.ant-table').first().waitFor()
      await admin.page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached', timeout: 15000 }).catch(() => undefined)
      await admin.page.screenshot({ path: join(shots, `admin${path.replaceAll('/', '-')}.png`) })
    }
    assert.deepEqual(admin.errors, [])
    await admin.context.close()
  })
})
