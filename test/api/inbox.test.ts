import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { desc, eq } from 'drizzle-orm'
import type { MessageKind } from '../../contract/orders'
import { messages } from '../../server/modules/inbox/schema'
import { notify } from '../../server/modules/inbox/notify'
import { call, DRIVERS, registerUser, useTestEnv, type TestEnv, type TestUser } from './helpers'

const EN = 'en-US,en;q=0.9'

/** Messages written the way the server writes them (inbox/notify.ts), oldest first; answers their ids. */
async function write(env: TestEnv, user: TestUser, kinds: MessageKind[]): Promise<number[]> {
  const ids: number[] = []
  for (const [i, kind] of kinds.entries()) {
    await notify(env.db, user.id, { kind, title: `消息 ${i + 1}`, content: `第 ${i + 1} 条（${kind}）`, link: i === 0 ? null : `/index/orderDetail?id=${i}` })
    const [last] = await env.db.select({ id: messages.id }).from(messages).where(eq(messages.userId, user.id)).orderBy(desc(messages.id)).limit(1)
    ids.push(last.id)
  }
  return ids
}

const unread = async (env: TestEnv, user: TestUser) => {
  const res = await call(env.app, 'GET', '/api/need/message/unread', { token: user.token })
  assert.equal(res.code, 200, res.msg)
  return res.data.count as number
}

for (const driver of DRIVERS) {
  describe(`messages inbox [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('list: mine only, newest first, by kind, paged; login required', async () => {
      const e = env()
      const a = await registerUser(e)
      const b = await registerUser(e)
      const base = await call(e.app, 'GET', '/api/need/message/list?pageSize=50', { token: a.token })
      assert.equal(base.code, 200, base.msg)
      const already = base.data.total as number
      const ids = await write(e, a, ['order', 'goods', 'system', 'order', 'recycle'])
      await write(e, b, ['order'])

      const res = await call(e.app, 'GET', '/api/need/message/list?pageSize=50', { token: a.token })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.total, already + 5)
      assert.deepEqual(res.data.rows.slice(0, 5).map((m: { id: number }) => m.id), [...ids].reverse())
      const newest = res.data.rows[0]
      assert.deepEqual(Object.keys(newest).sort(), ['content', 'createdAt', 'id', 'kind', 'link', 'read', 'title'])
      assert.equal(newest.kind, 'recycle')
      assert.equal(newest.title, '消息 5')
      assert.equal(newest.read, false)
      assert.equal(newest.link, '/index/orderDetail?id=4')
      assert.equal(res.data.rows.find((m: { id: number }) => m.id === ids[0]).link, null)

      const orderOnly = await call(e.app, 'GET', '/api/need/message/list?kind=order&pageSize=50', { token: a.token })
      assert.ok(orderOnly.data.rows.every((m: { kind: string }) => m.kind === 'order'))
      assert.deepEqual(
        orderOnly.data.rows.filter((m: { id: number }) => ids.includes(m.id)).map((m: { id: number }) => m.id),
        [ids[3], ids[0]],
      )
      const paged = await call(e.app, 'GET', '/api/need/message/list?pageNum=2&pageSize=2', { token: a.token })
      assert.deepEqual(paged.data.rows.map((m: { id: number }) => m.id), [ids[2], ids[1]])
      assert.equal(paged.data.total, already + 5)

      const badKind = await call(e.app, 'GET', '/api/need/message/list?kind=spam', { token: a.token })
      assert.equal(badKind.code, 400)
      const extra = await call(e.app, 'GET', '/api/need/message/list?userId=1', { token: a.token })
      assert.equal(extra.code, 400)
      assert.equal(extra.msg, '不支持的字段：userId')
      const anonymous = await call(e.app, 'GET', '/api/need/message/list')
      assert.equal(anonymous.code, 401)
      assert.equal((await call(e.app, 'GET', '/api/need/message/unread')).code, 401)
    })

    it('mark read: drops the unread count once; others cannot read or mark my messages; read all', async () => {
      const e = env()
      const a = await registerUser(e)
      const b = await registerUser(e)
      const start = await unread(e, a)
      const ids = await write(e, a, ['order', 'system', 'goods'])
      assert.equal(await unread(e, a), start + 3)

      const read = await call(e.app, 'GET', `/api/need/message/changeRead/${ids[1]}`, { token: a.token })
      assert.equal(read.code, 200, read.msg)
      assert.equal(read.data.id, ids[1])
      assert.equal(read.data.read, true)
      assert.equal(read.data.kind, 'system')
      assert.equal(await unread(e, a), start + 2)
      const [first] = await e.db.select({ readAt: messages.readAt }).from(messages).where(eq(messages.id, ids[1]))
      const twice = await call(e.app, 'GET', `/api/need/message/changeRead/${ids[1]}`, { token: a.token })
      assert.equal(twice.code, 200)
      assert.equal(await unread(e, a), start + 2, 'reading again changes nothing')
      const [second] = await e.db.select({ readAt: messages.readAt }).from(messages).where(eq(messages.id, ids[1]))
      assert.equal(second.readAt?.getTime(), first.readAt?.getTime(), 'the first read time stays')

      // B sees nothing of A's messages: not found, and they stay unread
      const peek = await call(e.app, 'GET', `/api/need/message/changeRead/${ids[0]}`, { token: b.token })
      assert.equal(peek.code, 404)
      assert.equal(peek.msg, '消息不存在')
      const peekEn = await call(e.app, 'GET', `/api/need/message/changeRead/${ids[0]}`, { token: b.token, lang: EN })
      assert.equal(peekEn.msg, 'the message does not exist')
      const missing = await call(e.app, 'GET', '/api/need/message/changeRead/999999', { token: a.token })
      assert.equal(missing.code, 404)
      const badId = await call(e.app, 'GET', '/api/need/message/changeRead/abc', { token: a.token })
      assert.equal(badId.code, 400)
      const bList = await call(e.app, 'GET', '/api/need/message/list?pageSize=50', { token: b.token })
      assert.ok(!bList.data.rows.some((m: { id: number }) => ids.includes(m.id)))
      const bReadAll = await call(e.app, 'POST', '/api/need/message/readAll', { token: b.token })
      assert.equal(bReadAll.code, 200)
      assert.equal(await unread(e, a), start + 2, "B's read-all leaves A's messages alone")
      const [still] = await e.db.select({ readAt: messages.readAt }).from(messages).where(eq(messages.id, ids[0]))
      assert.equal(still.readAt, null)

      const all = await call(e.app, 'POST', '/api/need/message/readAll', { token: a.token })
      assert.equal(all.code, 200, all.msg)
      assert.equal(all.msg, '已全部标为已读')
      assert.deepEqual(all.data, { count: 0 })
      assert.equal(await unread(e, a), 0)
      const list = await call(e.app, 'GET', '/api/need/message/list?pageSize=50', { token: a.token })
      assert.ok(list.data.rows.every((m: { read: boolean }) => m.read))
      // a new message after read-all counts again
      await write(e, a, ['system'])
      assert.equal(await unread(e, a), 1)
    })
  })
}
