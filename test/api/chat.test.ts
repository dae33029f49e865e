/**
 * The trade room's chat over REST (contract/trade.ts): who may see a room, staff, history paging and catch-up,
 * unread counts, masking, 咨询 rooms and their link to the order room, images, limits and bad input.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, count, eq } from 'drizzle-orm'
import { users } from '../../server/modules/user/schema'
import { chatMessages, chatRooms } from '../../server/modules/chat/schema'
import { disputes } from '../../server/modules/dispute/schema'
import { listing } from './buying'
import { orderRow, roomOfOrder, say, staff, tokenOf, trade, tradeRoom } from './chat-fixtures'
import { call, DRIVERS, registerUser, useTestEnv, type TestEnv } from './helpers'
import { uploadImage } from './upload-fixtures'

const EN = 'en-US,en;q=0.9'

async function messageCount(env: TestEnv, roomId: number): Promise<number> {
  const [row] = await env.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.roomId, roomId))
  return Number(row.n)
}

async function unreadTotal(env: TestEnv, token: string): Promise<number> {
  const res = await call(env.app, 'GET', '/api/need/chat/unread', { token })
  assert.equal(res.code, 200, res.msg)
  return res.data.total
}

for (const driver of DRIVERS) {
  describe(`chat [${driver}]`, () => {
    const env = useTestEnv(driver)

    it("buyer and seller share the order's room; anyone else gets 404 everywhere, and nothing changes", async () => {
      const e = env()
      const t = await trade(e)
      const stranger = await registerUser(e)
      const roomId = await roomOfOrder(e, t.buyer.token, t.orderId)
      assert.equal(await roomOfOrder(e, t.seller.token, t.orderId), roomId, 'one room per order')
      const fresh = await trade(e)
      const opened = await Promise.all([fresh.buyer.token, fresh.seller.token, fresh.buyer.token].map((token) => roomOfOrder(e, token, fresh.orderId)))
      assert.equal(new Set(opened).size, 1, 'opened by both sides at once: still one room')

      const head = await call(e.app, 'GET', `/api/need/chat/room/${roomId}`, { token: t.buyer.token })
      assert.equal(head.code, 200, head.msg)
      assert.equal(head.data.kind, 'order')
      assert.equal(head.data.orderId, t.orderId)
      assert.equal(head.data.orderStatus, 'delivered')
      assert.match(head.data.orderNo, /^O\d+/)
      assert.equal(head.data.myRole, 'buyer')
      assert.equal(head.data.buyer.id, t.buyer.id)
      assert.equal(head.data.seller.id, t.seller.id)
      assert.equal(head.data.goods.id, t.goodsId)
      assert.equal(head.data.presaleRoomId, null)
      const sellerHead = await call(e.app, 'GET', `/api/need/chat/room/${roomId}`, { token: t.seller.token })
      assert.equal(sellerHead.data.myRole, 'seller')

      await say(e, t.seller.token, roomId, '你好，账号信息已发')
      const before = await messageCount(e, roomId)
      const token = stranger.token
      for (const [method, url, body] of [
        ['GET', `/api/need/chat/room/${roomId}`, undefined],
        ['GET', `/api/need/chat/room/${roomId}/messages`, undefined],
        ['GET', `/api/need/chat/room/${roomId}/messages?after=0`, undefined],
        ['POST', `/api/need/chat/room/${roomId}/messages`, { kind: 'text', text: '我也想买' }],
        ['POST', `/api/need/chat/room/${roomId}/read`, { lastId: 1 }],
        ['GET', `/api/need/chat/room/999999999`, undefined],
      ] as const) {
        const res = await call(e.app, method, url, { token, body })
        assert.equal(res.code, 404, `${method} ${url}`)
        assert.equal(res.msg, '会话不存在')
      }
      const order = await call(e.app, 'GET', `/api/need/chat/order/${t.orderId}/room`, { token })
      assert.equal(order.code, 404)
      assert.equal(order.msg, '订单不存在')
      assert.equal(await messageCount(e, roomId), before, "the stranger's post was not stored")
      const list = await call(e.app, 'GET', '/api/need/chat/rooms', { token })
      assert.deepEqual(list.data, { rows: [], total: 0 })
      assert.equal(await unreadTotal(e, token), 0)

      const anonymous = await call(e.app, 'GET', `/api/need/chat/room/${roomId}`)
      assert.equal(anonymous.code, 401)
    })

    it('an order never paid has no room (404), for its own buyer too', async () => {
      const e = env()
      const buyer = await registerUser(e)
      const seller = await registerUser(e)
      const { orderId } = await orderRow(e, buyer.id, seller.id, { paid: false })
      const res = await call(e.app, 'GET', `/api/need/chat/order/${orderId}/room`, { token: buyer.token })
      assert.equal(res.code, 404)
      assert.equal(res.msg, '订单付款后才会开启交易房间')
      const cancelled = await orderRow(e, buyer.id, seller.id, { paid: false, status: 'cancelled' })
      const c = await call(e.app, 'GET', `/api/need/chat/order/${cancelled.orderId}/room`, { token: buyer.token, lang: EN })
      assert.equal(c.code, 404)
      assert.equal(c.msg, 'the trade room opens once the order is paid')
      const [n] = await e.db.select({ n: count() }).from(chatRooms).where(eq(chatRooms.orderId, orderId))
      assert.equal(Number(n.n), 0)
    })

    it('staff read and write any room: the first staff message is announced once, and they are named as staff', async () => {
      const e = env()
      const t = await trade(e)
      const kefu = await staff(e)
      const roomId = await roomOfOrder(e, kefu.token, t.orderId)
      await say(e, t.buyer.token, roomId, '卖家一直不换绑')
      const read = await call(e.app, 'GET', `/api/need/chat/room/${roomId}/messages`, { token: kefu.token })
      assert.equal(read.code, 200)
      assert.equal(read.data.rows.length, 1, 'reading says nothing to the room')
      const head = await call(e.app, 'GET', `/api/need/chat/room/${roomId}`, { token: kefu.token })
      assert.equal(head.data.myRole, 'staff')

      const first = await say(e, kefu.token, roomId, '您好，平台客服为您处理')
      assert.equal(first.message.senderRole, 'staff')
      assert.equal(first.message.senderName, `客服·${kefu.nickname}`)
      await say(e, kefu.token, roomId, '请卖家尽快完成换绑')
      const en = await say(e, kefu.token, roomId, 'Hello', EN)
      assert.equal(en.message.senderName, `Support · ${kefu.nickname}`)
      const all = await call(e.app, 'GET', `/api/need/chat/room/${roomId}/messages`, { token: t.seller.token })
      assert.deepEqual(
        all.data.rows.map((m: { senderRole: string; text: string }) => [m.senderRole, m.text]),
        [
          ['buyer', '卖家一直不换绑'],
          ['system', '平台客服已介入'],
          ['staff', '您好，平台客服为您处理'],
          ['staff', '请卖家尽快完成换绑'],
          ['staff', 'Hello'],
        ],
      )
      const system = all.data.rows[1]
      assert.equal(system.senderId, null)
      assert.equal(system.senderName, '')

      // an admin is staff too
      const [admin] = await e.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
      const adminToken = await tokenOf(e, admin.id)
      const byAdmin = await say(e, adminToken, roomId, '管理员已知悉')
      assert.equal(byAdmin.message.senderRole, 'staff')
      assert.equal(await messageCount(e, roomId), 6, 'no second announcement')
    })

    it("staff's list: rooms with a dispute with staff and rooms staff wrote in, besides their own; others' lists stay theirs", async () => {
      const e = env()
      const kefu = await staff(e)
      const { roomId: disputedRoom, ...disputed } = await tradeRoom(e)
      const { roomId: writtenRoom, ...written } = await tradeRoom(e)
      const { roomId: quietRoom } = await tradeRoom(e)
      await e.db.insert(disputes).values({
        orderId: disputed.orderId,
        buyerId: disputed.buyer.id,
        sellerId: disputed.seller.id,
        type: 'not_as_described',
        description: '账号等级与描述不符，申请退款',
        status: 'with_staff',
        sellerDeadline: new Date(Date.now() + 3600_000),
      })
      await say(e, kefu.token, writtenRoom, '客服跟进中')
      const list = await call(e.app, 'GET', '/api/need/chat/rooms?pageSize=50', { token: kefu.token })
      assert.equal(list.code, 200, list.msg)
      const ids = list.data.rows.map((r: { id: number }) => r.id)
      assert.ok(ids.includes(disputedRoom), 'the disputed room needs staff')
      assert.ok(ids.includes(writtenRoom), 'staff wrote there')
      assert.ok(!ids.includes(quietRoom), 'a quiet room is not in the queue')
      assert.ok(list.data.rows.every((r: { myRole: string }) => r.myRole === 'staff'))
      assert.ok(list.data.total >= 2)
      const disputedRow = list.data.rows.find((r: { id: number }) => r.id === disputedRoom)
      assert.equal(disputedRow.unread, 0, 'no message yet')

      const buyerList = await call(e.app, 'GET', '/api/need/chat/rooms', { token: written.buyer.token })
      assert.deepEqual(buyerList.data.rows.map((r: { id: number }) => r.id), [writtenRoom])
      assert.equal(buyerList.data.rows[0].lastMessage.text, '客服跟进中')
      assert.equal(buyerList.data.rows[0].unread, 2, 'the announcement and the staff message')
    })

    it('history: oldest first, pages back with before, catches up with after; hasMore says whether older ones exist', async () => {
      const e = env()
      const { roomId, ...t } = await tradeRoom(e)
      const ids: number[] = []
      for (let i = 1; i <= 7; i++) ids.push((await say(e, i % 2 ? t.buyer.token : t.seller.token, roomId, `消息${i}`)).message.id)
      assert.deepEqual([...ids].sort((a, b) => a - b), ids, 'ids grow')
      const url = `/api/need/chat/room/${roomId}/messages`
      const texts = (rows: { text: string }[]) => rows.map((m) => m.text)

      const last = await call(e.app, 'GET', `${url}?limit=3`, { token: t.buyer.token })
      assert.deepEqual(texts(last.data.rows), ['消息5', '消息6', '消息7'])
      assert.equal(last.data.hasMore, true)
      const back = await call(e.app, 'GET', `${url}?limit=3&before=${last.data.rows[0].id}`, { token: t.buyer.token })
      assert.deepEqual(texts(back.data.rows), ['消息2', '消息3', '消息4'])
      assert.equal(back.data.hasMore, true)
      const first = await call(e.app, 'GET', `${url}?limit=3&before=${back.data.rows[0].id}`, { token: t.buyer.token })
      assert.deepEqual(texts(first.data.rows), ['消息1'])
      assert.equal(first.data.hasMore, false)

      const after = await call(e.app, 'GET', `${url}?after=${ids[3]}`, { token: t.seller.token })
      assert.deepEqual(texts(after.data.rows), ['消息5', '消息6', '消息7'])
      assert.equal(after.data.hasMore, true, 'older messages exist before the catch-up')
      const afterPage = await call(e.app, 'GET', `${url}?after=0&limit=2`, { token: t.seller.token })
      assert.deepEqual(texts(afterPage.data.rows), ['消息1', '消息2'])
      assert.equal(afterPage.data.hasMore, false)
      const none = await call(e.app, 'GET', `${url}?after=${ids[6]}`, { token: t.seller.token })
      assert.deepEqual(none.data.rows, [])
      const whole = await call(e.app, 'GET', url, { token: t.seller.token })
      assert.equal(whole.data.rows.length, 7, 'default limit 30')
      assert.equal(whole.data.hasMore, false)

      for (const q of ['after=1&before=5', 'limit=0', 'limit=101', 'after=-1', 'before=0', 'after=abc', 'x=1']) {
        const bad = await call(e.app, 'GET', `${url}?${q}`, { token: t.buyer.token })
        assert.equal(bad.code, 400, q)
      }
      const both = await call(e.app, 'GET', `${url}?after=1&before=5`, { token: t.buyer.token })
      assert.equal(both.msg, 'after 和 before 只能选一个')
    })

    it('unread: messages of others after my last read, in the room, the list, my orders, the total and 我的', async () => {
      const e = env()
      const { roomId, ...t } = await tradeRoom(e)
      const a = await say(e, t.seller.token, roomId, '在吗')
      await say(e, t.seller.token, roomId, '账号密码在订单里')
      const c = await say(e, t.seller.token, roomId, '换绑好了')
      await say(e, t.buyer.token, roomId, '好的我看看')

      const head = await call(e.app, 'GET', `/api/need/chat/room/${roomId}`, { token: t.buyer.token })
      assert.equal(head.data.unread, 3, 'my own message is not unread')
      assert.equal(head.data.lastMessage.text, '好的我看看')
      assert.equal(await unreadTotal(e, t.buyer.token), 3)
      assert.equal(await unreadTotal(e, t.seller.token), 1)
      const mine = await call(e.app, 'GET', '/api/need/myOrder?tab=all&role=buyer', { token: t.buyer.token })
      assert.equal(mine.code, 200, mine.msg)
      const card = mine.data.rows.find((o: { id: number }) => o.id === t.orderId)
      assert.equal(card.roomId, roomId)
      assert.equal(card.unread, 3)
      const sold = await call(e.app, 'GET', '/api/need/myOrder?tab=all&role=seller', { token: t.seller.token })
      assert.equal(sold.data.rows.find((o: { id: number }) => o.id === t.orderId).unread, 1)
      const detail = await call(e.app, 'GET', `/api/need/order/${t.orderId}`, { token: t.buyer.token })
      assert.equal(detail.data.roomId, roomId)
      assert.equal(detail.data.unread, 3)
      const me = await call(e.app, 'GET', '/api/need/me/summary', { token: t.buyer.token })
      assert.equal(me.data.chatUnread, 3)

      const read = await call(e.app, 'POST', `/api/need/chat/room/${roomId}/read`, { token: t.buyer.token, body: { lastId: a.message.id } })
      assert.equal(read.code, 200, read.msg)
      assert.deepEqual(read.data, { total: 2 })
      const back = await call(e.app, 'POST', `/api/need/chat/room/${roomId}/read`, { token: t.buyer.token, body: { lastId: 1 } })
      assert.deepEqual(back.data, { total: 2 }, 'reading never moves back')
      await call(e.app, 'POST', `/api/need/chat/room/${roomId}/read`, { token: t.buyer.token, body: { lastId: c.message.id } })
      assert.equal(await unreadTotal(e, t.buyer.token), 0)
      const beyond = await call(e.app, 'POST', `/api/need/chat/room/${roomId}/read`, { token: t.seller.token, body: { lastId: 2_000_000_000 } })
      assert.deepEqual(beyond.data, { total: 0 })
      const next = await say(e, t.buyer.token, roomId, '收到，谢谢')
      assert.equal(await unreadTotal(e, t.seller.token), 1, 'a read past the last message does not read the next one')
      assert.ok(next.message.id > c.message.id)
      const sellerOrders = await call(e.app, 'GET', '/api/need/myOrder?tab=all&role=seller', { token: t.seller.token })
      assert.equal(sellerOrders.data.rows.find((o: { id: number }) => o.id === t.orderId).unread, 1)

      for (const body of [{}, { lastId: 0 }, { lastId: '5' }, { lastId: 1, extra: 1 }]) {
        const bad = await call(e.app, 'POST', `/api/need/chat/room/${roomId}/read`, { token: t.buyer.token, body })
        assert.equal(bad.code, 400, JSON.stringify(body))
      }
      const noRoom = await call(e.app, 'GET', '/api/need/myOrder?tab=all&role=buyer', { token: (await registerUser(e)).token })
      assert.deepEqual(noRoom.data.rows, [])
    })

    it('contact details are masked in the stored message and named in the answer', async () => {
      const e = env()
      const { roomId, ...t } = await tradeRoom(e)
      const res = await say(e, t.seller.token, roomId, '平台手续费高，加我微信 abc_12345 或打 13800138000，付款走 https://qr.alipay.com/x1')
      assert.deepEqual(res.maskedKinds, ['phone', 'wechat', 'payment_link'])
      assert.equal(res.message.masked, true)
      assert.equal(res.message.text, '平台手续费高，加我微信 ab*** 或打 138****，付款走 https://***')
      const [stored] = await e.db.select().from(chatMessages).where(eq(chatMessages.id, res.message.id))
      assert.equal(stored.body, res.message.text, 'only the masked text is kept')
      assert.equal(stored.masked, true)
      const seen = await call(e.app, 'GET', `/api/need/chat/room/${roomId}/messages`, { token: t.buyer.token })
      assert.ok(!seen.raw.includes('13800138000') && !seen.raw.includes('abc_12345') && !seen.raw.includes('alipay'))

      const plain = await say(e, t.buyer.token, roomId, '订单号 O20261122103015123456，¥1380，120级')
      assert.deepEqual(plain.maskedKinds, [])
      assert.equal(plain.message.masked, false)
      assert.equal(plain.message.text, '订单号 O20261122103015123456，¥1380，120级')
    })

    it('contact details written to get past a filter are masked too, and the rest reads as written', async () => {
      const e = env()
      const { roomId, ...t } = await tradeRoom(e)
      const res = await say(e, t.seller.token, roomId, '加薇信abcdefg低价出号，或打 1\u200b3\u200b8   0013   8000，官网 evil。com')
      assert.deepEqual(res.maskedKinds, ['phone', 'wechat', 'payment_link'])
      assert.equal(res.message.text, '加薇信ab***低价出号，或打 1\u200b3\u200b8****，官网 ***')
      const plain = await say(e, t.buyer.token, roomId, '皮肤128个，王者50星，V10，¥1288，3天内')
      assert.deepEqual(plain.maskedKinds, [])
    })

    it('咨询: one pre-sale room per buyer and listing, reused; not on my own listing; the order room links back to it', async () => {
      const e = env()
      const buyer = await registerUser(e)
      const seller = await registerUser(e)
      const other = await registerUser(e)
      const goodsId = await listing(e, seller.id)
      const open = await call(e.app, 'POST', '/api/need/chat/presale', { token: buyer.token, body: { goodsId } })
      assert.equal(open.code, 200, open.msg)
      const presaleId = open.data.id
      assert.equal(open.data.kind, 'presale')
      assert.equal(open.data.orderId, null)
      assert.equal(open.data.orderStatus, null)
      assert.equal(open.data.myRole, 'buyer')
      assert.equal(open.data.seller.id, seller.id)
      assert.equal(open.data.orderRoomId, null)
      const again = await call(e.app, 'POST', '/api/need/chat/presale', { token: buyer.token, body: { goodsId } })
      assert.equal(again.data.id, presaleId, 'the same room again')
      const concurrent = await Promise.all(
        [1, 2, 3].map(() => call(e.app, 'POST', '/api/need/chat/presale', { token: other.token, body: { goodsId } })),
      )
      assert.equal(new Set(concurrent.map((r) => r.data.id)).size, 1, 'three asks at once make one room')
      assert.notEqual(concurrent[0].data.id, presaleId, 'another buyer has their own room')

      await say(e, buyer.token, presaleId, '这个号还能便宜吗')
      const answer = await say(e, seller.token, presaleId, '最低了')
      const sellerList = await call(e.app, 'GET', '/api/need/chat/rooms', { token: seller.token })
      const row = sellerList.data.rows.find((r: { id: number }) => r.id === presaleId)
      assert.equal(row.myRole, 'seller')
      assert.equal(row.lastMessage.id, answer.message.id)
      assert.equal(row.unread, 1)

      const own = await call(e.app, 'POST', '/api/need/chat/presale', { token: seller.token, body: { goodsId } })
      assert.equal(own.code, 400)
      assert.equal(own.msg, '不能咨询自己发布的商品')
      const missing = await call(e.app, 'POST', '/api/need/chat/presale', { token: buyer.token, body: { goodsId: 999_999_999 } })
      assert.equal(missing.code, 404)
      const offShelf = await listing(e, seller.id, { status: 'off_shelf' })
      const off = await call(e.app, 'POST', '/api/need/chat/presale', { token: buyer.token, body: { goodsId: offShelf } })
      assert.equal(off.code, 404, 'no new room on a listing not on sale')
      for (const body of [{}, { goodsId: '1' }, { goodsId: 0 }, { goodsId: 1, x: 1 }]) {
        const bad = await call(e.app, 'POST', '/api/need/chat/presale', { token: buyer.token, body })
        assert.equal(bad.code, 400, JSON.stringify(body))
      }

      // the buyer orders: the order room follows the 咨询 room
      const { orderId } = await orderRow(e, buyer.id, seller.id, { goodsId })
      const orderRoomId = await roomOfOrder(e, buyer.token, orderId)
      const orderHead = await call(e.app, 'GET', `/api/need/chat/room/${orderRoomId}`, { token: seller.token })
      assert.equal(orderHead.data.presaleRoomId, presaleId)
      const presaleHead = await call(e.app, 'GET', `/api/need/chat/room/${presaleId}`, { token: buyer.token })
      assert.equal(presaleHead.data.orderRoomId, orderRoomId)
      const reopened = await call(e.app, 'POST', '/api/need/chat/presale', { token: buyer.token, body: { goodsId } })
      assert.equal(reopened.code, 200, 'my earlier 咨询 stays reachable after the listing sold')
      assert.equal(reopened.data.id, presaleId)
    })

    it("images: an upload of the sender only; someone else's upload or any other URL is refused", async () => {
      const e = env()
      const { roomId, ...t } = await tradeRoom(e)
      const mine = await uploadImage(e.app, t.buyer.token)
      const theirs = await uploadImage(e.app, t.seller.token)
      const url = `/api/need/chat/room/${roomId}/messages`
      const ok = await call(e.app, 'POST', url, { token: t.buyer.token, body: { kind: 'image', text: mine } })
      assert.equal(ok.code, 200, ok.msg)
      assert.equal(ok.data.message.kind, 'image')
      assert.equal(ok.data.message.text, mine)
      const before = await messageCount(e, roomId)
      for (const text of [theirs, 'https://evil.example/x.png', '/api/uploads/../../secret.key', '/api/uploads/0123.png']) {
        const bad = await call(e.app, 'POST', url, { token: t.buyer.token, body: { kind: 'image', text } })
        assert.equal(bad.code, 400, text)
      }
      assert.equal(await messageCount(e, roomId), before)
    })

    it('bad input is a clear 400 and stores nothing; posting too fast is a 429', async () => {
      const e = env()
      const { roomId, ...t } = await tradeRoom(e)
      const url = `/api/need/chat/room/${roomId}/messages`
      const cases: [unknown, string | null][] = [
        [{ kind: 'text', text: '   ' }, '消息内容不能为空'],
        [{ kind: 'text', text: '' }, '消息内容不能为空'],
        [{ kind: 'text', text: '\u200b\u200c\u200d\ufeff' }, '消息内容不能为空'],
        [{ kind: 'text', text: ' \u200e\u202e\ufe0f\u2060\u3000 ' }, '消息内容不能为空'],
        [{ kind: 'text', text: '长'.repeat(501) }, '消息不能超过500个字'],
        [{ kind: 'text', text: '长'.repeat(2001) }, null],
        [{ kind: 'system', text: '伪造系统消息' }, null],
        [{ kind: 'text' }, null],
        [{ kind: 'text', text: 'hi', senderRole: 'staff' }, null],
        [undefined, null],
      ]
      for (const [body, msg] of cases) {
        const res = await call(e.app, 'POST', url, { token: t.buyer.token, body })
        assert.equal(res.code, 400, JSON.stringify(body))
        if (msg) assert.equal(res.msg, msg)
      }
      assert.equal(await messageCount(e, roomId), 0)
      assert.equal((await say(e, t.buyer.token, roomId, '长'.repeat(500))).message.text.length, 500)
      const emoji = await say(e, t.buyer.token, roomId, '👍'.repeat(500))
      assert.equal([...emoji.message.text].length, 500, 'characters, not UTF-16 units')

      const limited = await e.build({ limits: { chatPostsPerMinute: 3 } })
      const { roomId: room2, ...other } = await tradeRoom(e)
      for (let i = 0; i < 3; i++) {
        const res = await call(limited, 'POST', `/api/need/chat/room/${room2}/messages`, { token: other.buyer.token, body: { kind: 'text', text: `第${i}条` } })
        assert.equal(res.code, 200, res.msg)
      }
      const over = await call(limited, 'POST', `/api/need/chat/room/${room2}/messages`, { token: other.buyer.token, body: { kind: 'text', text: '第4条' } })
      assert.equal(over.code, 429)
      assert.equal(over.msg, '发送消息过于频繁，请稍后再发')
      const [n] = await e.db
        .select({ n: count() })
        .from(chatMessages)
        .where(and(eq(chatMessages.roomId, room2), eq(chatMessages.senderId, other.buyer.id)))
      assert.equal(Number(n.n), 3)
      const seller = await call(limited, 'POST', `/api/need/chat/room/${room2}/messages`, { token: other.seller.token, body: { kind: 'text', text: '我还能说' } })
      assert.equal(seller.code, 200, 'the limit is per user')
    })
  })
}
