/**
 * Copy stored as data: a whole order played by English readers (Accept-Language: en-US) — pay, the handover, a
 * dispute ended by staff with a partial refund, a rating and a withdrawal — and nothing the server wrote for them
 * (inbox, order timeline, wallet ledger, trade room) is in Chinese. The listing's title and everything people typed
 * are English here, so any Chinese found is the server's. The same rows read without en-US are the zh-CN texts
 * the server always wrote. Recycling (quotes, an accepted quote left unpaid), a feedback reply and orders cancelled
 * by the system or by the buyer are read the same way.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { defaultConfig } from '../../server/config'
import { orders, recycleRequests, users } from '../../server/db/tables'
import { createSession } from '../../server/modules/auth/sessions'
import { runDueJobs } from '../../server/modules/order/jobs'
import { boughtSale, fund, listing, PAY_PASSWORD, verifiedUser } from './buying'
import { roomOfOrder, staff } from './chat-fixtures'
import { call, DRIVERS, registerUser, SECRET, useTestEnv, type TestEnv, type TestUser } from './helpers'
import { merchant, quoted, submitted } from './recycling'

const EN = 'en-US,en;q=0.9'
const CHINESE = /[\u4e00-\u9fff]/
const TITLE = 'Test account Lv80 with rare skins'

function noChinese(what: string, texts: (string | null | undefined)[]): void {
  for (const text of texts) {
    if (text) assert.doesNotMatch(text, CHINESE, `${what}: ${text}`)
  }
}

const get = async (e: TestEnv, token: string, url: string, lang?: string) => {
  const res = await call(e.app, 'GET', url, { token, lang })
  assert.equal(res.code, 200, res.msg)
  return res.data
}

/** titles and contents of `user`'s inbox */
async function inboxOf(e: TestEnv, user: TestUser, lang?: string): Promise<string[]> {
  const inbox = await get(e, user.token, '/api/need/message/list?pageSize=50', lang)
  return (inbox.rows as { title: string; content: string }[]).flatMap((m) => [m.title, m.content])
}

/** the job loop run as if `m` minutes had passed (an unpaid order's deadline is 15 minutes) */
const jobsAfter = (e: TestEnv, m: number) => runDueJobs({ db: e.db, config: { ...defaultConfig(), secretKey: SECRET } }, new Date(Date.now() + m * 60_000))

/** everything `user` reads in English: inbox, the order's timeline, the wallet ledger, the order's room */
async function readAll(e: TestEnv, user: TestUser, orderId: number, lang?: string) {
  const inbox = await get(e, user.token, '/api/need/message/list?pageSize=50', lang)
  const order = await get(e, user.token, `/api/need/order/${orderId}`, lang)
  const ledger = await get(e, user.token, '/api/need/wallet/ledger?pageSize=50', lang)
  const roomId = await roomOfOrder(e, user.token, orderId)
  const room = await get(e, user.token, `/api/need/chat/room/${roomId}/messages`, lang)
  const one = await get(e, user.token, `/api/need/message/changeRead/${inbox.rows[0].id}`, lang)
  return {
    inbox: (inbox.rows as { title: string; content: string }[]).flatMap((m) => [m.title, m.content]).concat(one.title, one.content),
    timeline: (order.timeline as { note: string | null }[]).map((t) => t.note),
    ledger: (ledger.rows as { note: string }[]).map((r) => r.note),
    room: (room.rows as { senderRole: string; text: string }[]).filter((m) => m.senderRole === 'system').map((m) => m.text),
  }
}

for (const driver of DRIVERS) {
  describe(`copy read in English (${driver})`, () => {
    const env = useTestEnv(driver)

    it('a whole order in English: inbox, timeline, ledger and room hold no Chinese the server wrote', async () => {
      const e = env()
      const s = await boughtSale(e, {
        upTo: 'delivered',
        listing: { title: TITLE, bindings: { phone: true, email: false, thirdParty: false } },
      })
      // the seller's message in the room, typed in English
      const roomId = await roomOfOrder(e, s.seller.token, s.orderId)
      const said = await call(e.app, 'POST', `/api/need/chat/room/${roomId}/messages`, { token: s.seller.token, body: { kind: 'text', text: 'All done, enjoy' } })
      assert.equal(said.code, 200, said.msg)

      // a dispute, handed to staff and decided with a partial refund
      const opened = await call(e.app, 'POST', `/api/need/order/${s.orderId}/dispute`, {
        token: s.buyer.token,
        lang: EN,
        body: { type: 'not_as_described', description: 'Two skins are missing', images: [] },
      })
      assert.equal(opened.code, 200, opened.msg)
      const answered = await call(e.app, 'POST', `/api/need/dispute/${opened.data.id}/answer`, { token: s.seller.token, body: { text: 'They were there when I sold it' } })
      assert.equal(answered.code, 200, answered.msg)
      const up = await call(e.app, 'POST', `/api/need/dispute/${opened.data.id}/escalate`, { token: s.buyer.token })
      assert.equal(up.code, 200, up.msg)
      const decided = await call(e.app, 'POST', `/api/admin/dispute/${opened.data.id}/decide`, {
        token: (await staff(e)).token,
        body: { outcome: 'refund_partial', amount: 2000, reason: 'Two skins are indeed missing' },
      })
      assert.equal(decided.code, 200, decided.msg)
      const [o] = await e.db.select().from(orders).where(eq(orders.id, s.orderId))
      assert.equal(o.status, 'completed', 'a partial refund completes the order')

      const rated = await call(e.app, 'PUT', `/api/need/order/${s.orderId}/rating`, { token: s.buyer.token, body: { stars: 4, tags: ['friendly'], comment: 'Fine apart from the skins' } })
      assert.equal(rated.code, 200, rated.msg)

      // a withdrawal of settled money to an Alipay account
      await fund(e, s.seller.id, 50_000)
      const bound = await call(e.app, 'POST', '/api/need/payout/accounts', { token: s.seller.token, body: { kind: 'alipay', account: '13912345678', holderName: '张三' } })
      assert.equal(bound.code, 200, bound.msg)
      const withdrawn = await call(e.app, 'POST', '/api/need/payout/withdrawals', {
        token: s.seller.token,
        body: { amount: 20_000, accountId: bound.data.id, payPassword: PAY_PASSWORD },
      })
      assert.equal(withdrawn.code, 200, withdrawn.msg)

      for (const [who, user] of [['buyer', s.buyer], ['seller', s.seller]] as const) {
        const read = await readAll(e, user, s.orderId, EN)
        assert.ok(read.inbox.length >= 6 && read.timeline.length >= 4 && read.room.length >= 4 && read.ledger.length >= 2, `${who} reads the whole order`)
        noChinese(`${who}'s inbox`, read.inbox)
        noChinese(`${who}'s timeline`, read.timeline)
        noChinese(`${who}'s ledger`, read.ledger)
        noChinese(`${who}'s room`, read.room)
      }
      const buyer = await readAll(e, s.buyer, s.orderId, EN)
      assert.ok(buyer.inbox.some((t) => t.includes(TITLE)), 'the listing title as the seller wrote it')
      assert.ok(buyer.inbox.some((t) => t.includes('¥20.00')), 'amounts formatted in English')
      assert.ok(buyer.room.some((t) => t.includes('Two skins are indeed missing')), "staff's reason as written")
      const seller = await readAll(e, s.seller, s.orderId, EN)
      assert.ok(seller.ledger.some((n) => /^Withdrawal W\d+: ¥196\.\d\d paid out|^Withdrawal W\d+/.test(n)), 'the withdrawal in the ledger')

      // the same rows in the default language: the zh-CN texts the server always wrote
      const zh = await readAll(e, s.buyer, s.orderId)
      assert.ok(zh.inbox.some((t) => t.includes('售后退款已到账')))
      assert.ok(zh.timeline.some((t) => t?.includes('售后部分退款 20.00 元后交易完成')))
      assert.ok(zh.room.some((t) => t.includes('平台客服裁决：部分退款 ¥20.00')))
    })

    it('recycling in English: quotes, an accepted quote, the order cancelled unpaid and the request reopened', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const chosen = await merchant(e, 'Fast Buyback')
      const other = await merchant(e, 'Second Shop')
      const req = await submitted(e, seller, {
        title: 'Level 90 account for recycling',
        description: 'Personal account, every hero unlocked and more than a hundred skins.',
      })
      const q = await quoted(e, chosen, req.id, 40_000, 'Paid within minutes')
      await quoted(e, other, req.id, 35_000)
      const acc = await call(e.app, 'POST', `/api/account/backlist/${req.id}/accept`, { token: seller.token, body: { quoteId: q.id } })
      assert.equal(acc.code, 200, acc.msg)
      const [{ orderId }] = await e.db.select({ orderId: recycleRequests.orderId }).from(recycleRequests).where(eq(recycleRequests.id, req.id))
      // the merchant does not pay in time: the system cancels the order and the request opens again
      await jobsAfter(e, 16)

      const sellerReads = await inboxOf(e, seller, EN)
      noChinese("seller's inbox", sellerReads)
      assert.ok(sellerReads.some((t) => t.includes('Merchant "Fast Buyback" quoted ¥400.00') && t.includes('Paid within minutes')), 'the quote, its note as written')
      assert.ok(sellerReads.some((t) => t.includes('You accepted the quote of ¥400.00')))
      assert.ok(sellerReads.some((t) => t.includes('was cancelled: not paid in time')), 'the system reason nested in English')
      const chosenReads = await inboxOf(e, chosen, EN)
      noChinese("chosen merchant's inbox", chosenReads)
      assert.ok(chosenReads.some((t) => t.startsWith('Quote accepted: please pay within 15 minutes')))
      const otherReads = await inboxOf(e, other, EN)
      noChinese("other merchant's inbox", otherReads)
      assert.ok(otherReads.includes('Quote not chosen'))
      const order = await get(e, chosen.token, `/api/need/order/${orderId}`, EN)
      assert.equal(order.status, 'cancelled')
      assert.equal(order.cancelReason, 'not paid in time, cancelled automatically')
      noChinese("merchant's timeline", (order.timeline as { note: string | null }[]).map((t) => t.note))

      // the zh-CN texts are still written
      assert.ok((await inboxOf(e, seller)).some((t) => t.includes('已取消：超时未支付，订单已自动取消')))
      assert.equal((await get(e, chosen.token, `/api/need/order/${orderId}`)).cancelReason, '超时未支付，订单已自动取消')
    })

    it("a feedback reply in English: the platform's words around the user's and staff's as written", async () => {
      const e = env()
      const user = await registerUser(e)
      const filed = await call(e.app, 'POST', '/api/account/problem', {
        token: user.token,
        body: { type: 'bug', content: 'The order page stays unpaid after paying', images: [] },
      })
      assert.equal(filed.code, 200, filed.msg)
      const [admin] = await e.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
      const token = (await createSession(e.db, admin.id, 1)).token
      const replied = await call(e.app, 'POST', `/api/admin/problems/${filed.data.id}/reply`, { token, body: { reply: 'Fixed, please refresh the page.' } })
      assert.equal(replied.code, 200, replied.msg)
      const read = await inboxOf(e, user, EN)
      noChinese("user's inbox", read)
      assert.ok(read.some((t) => t.includes('The platform replied to your feedback "The order page stays') && t.includes('Fixed, please refresh the page.')))
      assert.ok((await inboxOf(e, user)).includes('您的反馈已收到回复'))
    })

    it("orders cancelled by the system and by the buyer: the reason in the reader's language, typed words as written", async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const open = async () => {
        const goodsId = await listing(e, seller.id, { title: TITLE })
        const created = await call(e.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId, compensation: 'none', agree: true } })
        assert.equal(created.code, 200, created.msg)
        return created.data.id as number
      }
      const expired = await open()
      await jobsAfter(e, 16)
      const byBuyer = await open()
      const cancelled = await call(e.app, 'POST', `/api/need/order/${byBuyer}/cancel`, { token: buyer.token, body: { reason: 'Changed my mind' } })
      assert.equal(cancelled.code, 200, cancelled.msg)

      for (const user of [buyer, seller]) {
        const o = await get(e, user.token, `/api/need/order/${expired}`, EN)
        assert.equal(o.status, 'cancelled')
        assert.equal(o.cancelReason, 'not paid in time, cancelled automatically')
        noChinese('timeline', (o.timeline as { note: string | null }[]).map((t) => t.note))
        const b = await get(e, user.token, `/api/need/order/${byBuyer}`, EN)
        assert.equal(b.cancelReason, 'cancelled by the buyer: Changed my mind')
        noChinese('timeline', (b.timeline as { note: string | null }[]).map((t) => t.note))
        noChinese('inbox', await inboxOf(e, user, EN))
      }
      assert.equal((await get(e, buyer.token, `/api/need/order/${expired}`)).cancelReason, '超时未支付，订单已自动取消')
      assert.equal((await get(e, buyer.token, `/api/need/order/${byBuyer}`)).cancelReason, '买家取消：Changed my mind')
    })
  })
}
