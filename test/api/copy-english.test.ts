/**
 * Copy stored as data: a whole order played by English readers (Accept-Language: en-US) — pay, the handover, a
 * dispute ended by staff with a partial refund, a rating and a withdrawal — and nothing the server wrote for them
 * (inbox, order timeline, wallet ledger, trade room) is in Chinese. The listing's title and everything people typed
 * are English here, so any Chinese found is the server's. The same rows read without en-US are the zh-CN texts
 * the server always wrote.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { orders } from '../../server/db/tables'
import { boughtSale, fund, PAY_PASSWORD } from './buying'
import { roomOfOrder, staff } from './chat-fixtures'
import { call, DRIVERS, useTestEnv, type TestEnv, type TestUser } from './helpers'

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
  })
}
