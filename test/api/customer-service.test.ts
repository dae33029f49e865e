/**
 * Customer service that answers (issue 24, modules/service) on both drivers: a dispute handed to staff opens its
 * case and its room's; two staff claiming at once get one winner (the other a 409 naming the holder); hand-over by
 * the holder or an admin, shown on the case; staff's answer and users' messages move the clock; the decision
 * closes the cases; waits and overdue count only service hours; the 1/7/30-day figures and the users' expectation
 * from fixed rows; call-back windows (bad ones get a clear msg and store nothing), one open per user and room,
 * users see only their own; users cannot claim.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, count, eq, isNull } from 'drizzle-orm'
import { defaultConfig } from '../../server/config'
import { users } from '../../server/modules/user/schema'
import { serviceCallbacks, serviceCases } from '../../server/modules/service/schema'
import { getCase } from '../../server/modules/service/cases'
import { serviceMinutes } from '../../server/modules/service/hours'
import { expectation, responseMetrics } from '../../server/modules/service/metrics'
import { requestCallback } from '../../server/modules/service/callbacks'
import { boughtSale } from './buying'
import { roomOfOrder, say, staff, tokenOf, tradeRoom } from './chat-fixtures'
import { call, configProblem, DRIVERS, registerUser, roleToken, SECRET, useTestEnv, type TestEnv } from './helpers'

const MIN = 60_000
const config = { ...defaultConfig(), secretKey: SECRET }
const ctxOf = (e: TestEnv) => ({ db: e.db, config })
const at = (iso: string) => new Date(iso)
const NOTHING_BOUND = { phone: false, email: false, thirdParty: false }

/** a second staff member (a registered user made staff) */
async function secondStaff(e: TestEnv) {
  const u = await registerUser(e)
  await e.db.update(users).set({ role: 'staff', nickname: '客服二号' + u.id }).where(eq(users.id, u.id))
  return { id: u.id, nickname: '客服二号' + u.id, token: await tokenOf(e, u.id) }
}

async function openCase(e: TestEnv, kind: 'room' | 'dispute', refId: number) {
  const [row] = await e.db
    .select()
    .from(serviceCases)
    .where(and(eq(serviceCases.kind, kind), eq(serviceCases.refId, refId), isNull(serviceCases.closedAt)))
  return row
}

describe('customer service configuration', () => {
  it('reads SERVICE_HOURS and SERVICE_FIRST_REPLY_MINUTES, and refuses hours it cannot use', () => {
    assert.deepEqual(config.service, { firstReplyMinutes: 10, hours: { start: 540, end: 1440, text: '09:00-24:00' } })
    const base = { DATA_DIR: '/tmp/service/config-check' }
    for (const bad of ['9-24', '10:00-09:00', '09:00-25:00', '09:70-12:00']) {
      assert.match(configProblem({ ...base, SERVICE_HOURS: bad }), /SERVICE_HOURS must be HH:MM-HH:MM/, bad)
    }
    assert.match(configProblem({ ...base, SERVICE_FIRST_REPLY_MINUTES: '0' }), /SERVICE_FIRST_REPLY_MINUTES/)
  })
})

for (const driver of DRIVERS) {
  describe(`customer service [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('a dispute with staff is a case: one winner of a claim race, hand-over, holder shown, answers move the clock, the decision closes it', async () => {
      const e = env()
      const s = await boughtSale(e, { upTo: 'delivered', listing: { bindings: NOTHING_BOUND } })
      const opened = await call(e.app, 'POST', `/api/need/order/${s.orderId}/dispute`, {
        token: s.buyer.token,
        body: { type: 'not_as_described', description: '登录后发现账号英雄数量与描述不符，少了二十个。', images: [] },
      })
      assert.equal(opened.code, 200, opened.msg)
      const disputeId = opened.data.id as number
      const roomId = await roomOfOrder(e, s.buyer.token, s.orderId)
      assert.equal(await openCase(e, 'dispute', disputeId), undefined, 'no case before staff are asked')

      const up = await call(e.app, 'POST', `/api/need/dispute/${disputeId}/escalate`, { token: s.buyer.token })
      assert.equal(up.code, 200, up.msg)
      const dCase = await openCase(e, 'dispute', disputeId)
      const rCase = await openCase(e, 'room', roomId)
      assert.ok(dCase && rCase, 'the dispute and its room are cases')
      assert.equal(dCase.origin, 'dispute')
      assert.ok(dCase.waitingSince, 'the user waits from the escalation')

      // a user cannot claim or list
      const byUser = await call(e.app, 'POST', `/api/admin/service/case/${dCase.id}/claim`, { token: s.buyer.token })
      assert.equal(byUser.code, 403)
      assert.equal((await call(e.app, 'GET', '/api/admin/service/cases', { token: s.buyer.token })).code, 403)

      // two staff claim at once: one wins, the other is told who holds it
      const kefu = await staff(e)
      const other = await secondStaff(e)
      const race = await Promise.all([kefu, other].map((p) => call(e.app, 'POST', `/api/admin/service/case/${dCase.id}/claim`, { token: p.token })))
      const wins = race.filter((r) => r.code === 200)
      const lost = race.filter((r) => r.code === 409)
      assert.equal(wins.length, 1, JSON.stringify(race.map((r) => [r.code, r.msg])))
      assert.equal(lost.length, 1)
      const winner = wins[0].data.holder.id === kefu.id ? kefu : other
      const loser = winner === kefu ? other : kefu
      assert.match(lost[0].msg, new RegExp(winner.nickname))
      // claiming one's own again is fine
      assert.equal((await call(e.app, 'POST', `/api/admin/service/case/${dCase.id}/claim`, { token: winner.token })).code, 200)

      // the holder is shown (the console's dispute view asks by ref)
      const shown = await call(e.app, 'GET', `/api/admin/service/open-case?kind=dispute&refId=${disputeId}`, { token: loser.token })
      assert.equal(shown.code, 200, shown.msg)
      assert.equal(shown.data.holder.id, winner.id)
      assert.equal(shown.data.orderId, s.orderId)
      assert.equal(shown.data.roomId, roomId)

      // hand-over: not by someone else, not to a plain user; the holder hands it on, an admin assigns
      assert.equal((await call(e.app, 'POST', `/api/admin/service/case/${dCase.id}/assign`, { token: loser.token, body: { toId: loser.id } })).code, 403)
      const toUser = await call(e.app, 'POST', `/api/admin/service/case/${dCase.id}/assign`, { token: winner.token, body: { toId: s.buyer.id } })
      assert.equal(toUser.code, 400)
      assert.ok(toUser.msg)
      const handed = await call(e.app, 'POST', `/api/admin/service/case/${dCase.id}/assign`, { token: winner.token, body: { toId: loser.id } })
      assert.equal(handed.code, 200, handed.msg)
      assert.equal(handed.data.holder.id, loser.id)
      const admin = await roleToken(e, 'admin')
      const assigned = await call(e.app, 'POST', `/api/admin/service/case/${dCase.id}/assign`, { token: admin.token, body: { toId: kefu.id } })
      assert.equal(assigned.code, 200, assigned.msg)
      assert.equal(assigned.data.holder.id, kefu.id)
      const mine = await call(e.app, 'GET', '/api/admin/service/cases?scope=mine&kind=dispute&pageSize=50', { token: kefu.token })
      assert.ok(mine.data.rows.some((c: { id: number }) => c.id === dCase.id))

      // staff answer in the room: first answer on both cases, nobody waits; the room case is the writer's
      await say(e, other.token, roomId, '您好，我是客服，正在核实。')
      const rAnswered = await openCase(e, 'room', roomId)
      assert.ok(rAnswered.firstAnswerAt)
      assert.equal(rAnswered.waitingSince, null)
      assert.equal(rAnswered.holderId, other.id)
      assert.ok((await openCase(e, 'dispute', disputeId)).firstAnswerAt)
      // the buyer writes: the wait starts again from that message, and stays at the oldest
      await say(e, s.buyer.token, roomId, '请尽快处理')
      const waiting = await openCase(e, 'room', roomId)
      assert.ok(waiting.waitingSince)
      await say(e, s.buyer.token, roomId, '还在吗')
      assert.equal((await openCase(e, 'room', roomId)).waitingSince?.getTime(), waiting.waitingSince.getTime())

      // the decision closes the dispute's case and the room case it opened
      const decided = await call(e.app, 'POST', `/api/admin/dispute/${disputeId}/decide`, {
        token: kefu.token,
        body: { outcome: 'rejected', reason: '证据不足' },
      })
      assert.equal(decided.code, 200, decided.msg)
      assert.equal(await openCase(e, 'dispute', disputeId), undefined)
      assert.equal(await openCase(e, 'room', roomId), undefined)
      const closed = await call(e.app, 'GET', `/api/admin/service/case/${dCase.id}`, { token: kefu.token })
      assert.ok(closed.data.closedAt)
      assert.equal((await call(e.app, 'POST', `/api/admin/service/case/${dCase.id}/claim`, { token: other.token })).code, 409)

      // the buyer writes again in a room staff have been in: a new case (origin user) waits
      await say(e, s.buyer.token, roomId, '我对结果有疑问')
      const again = await openCase(e, 'room', roomId)
      assert.equal(again.origin, 'user')
      assert.equal(again.holderId, null)
      // a room case closes by hand (its holder or an admin); a dispute's cannot
      const claimed = await call(e.app, 'POST', `/api/admin/service/case/${again.id}/claim`, { token: kefu.token })
      assert.equal(claimed.code, 200, claimed.msg)
      assert.equal((await call(e.app, 'POST', `/api/admin/service/case/${again.id}/close`, { token: other.token })).code, 403)
      assert.equal((await call(e.app, 'POST', `/api/admin/service/case/${again.id}/close`, { token: kefu.token })).code, 200)
    })

    it('a room staff never entered has no case; staff writing first opens one they started', async () => {
      const e = env()
      const t = await tradeRoom(e)
      await say(e, t.buyer.token, t.roomId, '你好')
      assert.equal(await openCase(e, 'room', t.roomId), undefined)
      const kefu = await staff(e)
      await say(e, kefu.token, t.roomId, '平台客服提醒：请勿线下交易')
      const c = await openCase(e, 'room', t.roomId)
      assert.equal(c.origin, 'staff')
      assert.equal(c.holderId, kefu.id)
      assert.ok(c.firstAnswerAt)
    })

    it('waiting and overdue count only service hours (09:00-24:00 China time)', async () => {
      const e = env()
      const h = config.service.hours
      // 23:55 to 09:07 the next day China time: 5 + 7 minutes
      assert.equal(serviceMinutes(at('2031-01-14T15:55:00Z'), at('2031-01-15T01:07:00Z'), h), 12)
      assert.equal(serviceMinutes(at('2031-01-14T16:10:00Z'), at('2031-01-15T00:50:00Z'), h), 0, 'the night does not count')
      assert.equal(serviceMinutes(at('2031-01-14T01:00:00Z'), at('2031-01-16T01:00:00Z'), h), 2 * 15 * 60)
      const now = at('2031-01-15T01:07:00Z')
      const [night, morning, answered] = await e.db
        .insert(serviceCases)
        .values([
          { kind: 'room', refId: 900_001, origin: 'user', openedAt: at('2031-01-14T15:55:00Z'), waitingSince: at('2031-01-14T15:55:00Z') },
          { kind: 'room', refId: 900_002, origin: 'user', openedAt: at('2031-01-15T01:00:00Z'), waitingSince: at('2031-01-15T01:00:00Z') },
          { kind: 'room', refId: 900_003, origin: 'user', openedAt: at('2031-01-14T10:00:00Z'), firstAnswerAt: at('2031-01-14T10:30:00Z') },
        ])
        .returning()
      const a = await getCase(ctxOf(e), night.id, now)
      assert.deepEqual([a.waitMinutes, a.overdue], [12, true])
      const b = await getCase(ctxOf(e), morning.id, now)
      assert.deepEqual([b.waitMinutes, b.overdue], [7, false])
      const c = await getCase(ctxOf(e), answered.id, now)
      assert.deepEqual([c.waitMinutes, c.overdue], [0, false], 'nobody waits after the answer')
      await e.db.update(serviceCases).set({ closedAt: now }).where(eq(serviceCases.refId, 900_001))
      await e.db.update(serviceCases).set({ closedAt: now }).where(eq(serviceCases.refId, 900_002))
      await e.db.update(serviceCases).set({ closedAt: now }).where(eq(serviceCases.refId, 900_003))
    })

    it('median first response and share within the target over 1, 7 and 30 days; what users may expect', async () => {
      const e = env()
      // now: 2032-03-10 12:00 China time; first answers in service minutes: 4, 20 (1 day); 6, 15 (over the night),
      // 7.5 (7 days); 2 (30 days); one dispute unanswered past the target; rows that do not count
      const now = at('2032-03-10T04:00:00Z')
      const answered = (id: number, opened: string, minutes: number, kind: 'room' | 'dispute' = 'dispute', origin: 'user' | 'dispute' | 'staff' = 'dispute') => ({
        kind,
        refId: 910_000 + id,
        origin,
        openedAt: at(opened),
        firstAnswerAt: new Date(at(opened).getTime() + minutes * MIN),
        closedAt: at('2032-03-10T03:59:00Z'),
      })
      await e.db.insert(serviceCases).values([
        answered(1, '2032-03-10T02:00:00Z', 4, 'room', 'user'),
        answered(2, '2032-03-10T01:00:00Z', 20),
        answered(3, '2032-03-07T04:00:00Z', 6),
        // 23:50 China time, answered 09:05 the next morning: 10 + 5 minutes of service hours
        { ...answered(4, '2032-03-08T15:50:00Z', 0), firstAnswerAt: at('2032-03-09T01:05:00Z') },
        answered(5, '2032-03-06T04:00:00Z', 7.5),
        answered(6, '2032-02-20T04:00:00Z', 2),
        answered(7, '2032-01-20T04:00:00Z', 1), // older than 30 days
        answered(8, '2032-03-09T04:00:00Z', 0, 'room', 'staff'), // staff started it: nobody waited
        answered(9, '2032-03-09T04:00:00Z', 30, 'room', 'dispute'), // the dispute's own case counts instead
        { kind: 'dispute', refId: 910_010, origin: 'dispute', openedAt: at('2032-03-05T04:00:00Z'), waitingSince: at('2032-03-05T04:00:00Z') },
        // opened 3 minutes ago, not yet past the target: not counted
        { kind: 'dispute', refId: 910_011, origin: 'dispute', openedAt: at('2032-03-10T03:57:00Z'), waitingSince: at('2032-03-10T03:57:00Z') },
      ])
      const m = await responseMetrics(e.db, config, now)
      assert.equal(m.targetMinutes, 10)
      assert.equal(m.hours, '09:00-24:00')
      assert.deepEqual(m.windows, [
        { days: 1, cases: 2, answered: 2, medianMinutes: 12, withinTarget: 0.5 },
        { days: 7, cases: 6, answered: 5, medianMinutes: 7.5, withinTarget: 0.5 },
        { days: 30, cases: 7, answered: 6, medianMinutes: 6.8, withinTarget: 0.571 },
      ])

      const zh = await expectation(e.db, config, 'zh-CN', now)
      assert.deepEqual([zh.kind, zh.minutes, zh.text], ['typical', 8, '客服通常在 8 分钟内回复'])
      const en = await expectation(e.db, config, 'en-US', now)
      assert.equal(en.text, 'Customer service usually replies within 8 minutes')
      const night = await expectation(e.db, config, 'zh-CN', at('2032-03-10T17:00:00Z'))
      assert.equal(night.kind, 'closed')
      assert.match(night.text, /09:00-24:00/)
      const quiet = await expectation(e.db, config, 'en-US', at('2032-05-10T04:00:00Z'))
      assert.deepEqual([quiet.kind, quiet.minutes], ['target', 10])
      assert.match(quiet.text, /within 10 minutes/)

      // through the routes: the figures for staff only, the expectation for anyone
      const admin = await roleToken(e, 'admin')
      const viaApi = await call(e.app, 'GET', '/api/admin/service/metrics', { token: admin.token })
      assert.equal(viaApi.code, 200, viaApi.msg)
      assert.equal(viaApi.data.windows.length, 3)
      const user = await registerUser(e)
      assert.equal((await call(e.app, 'GET', '/api/admin/service/metrics', { token: user.token })).code, 403)
      const pub = await call(e.app, 'GET', '/api/service/expectation', { lang: 'en-US' })
      assert.equal(pub.code, 200, pub.msg)
      assert.ok(['typical', 'target', 'closed'].includes(pub.data.kind))
      assert.ok(/^[\x20-\x7e]+$/.test(pub.data.text), pub.data.text)
    })

    it('call-back requests: bad windows are refused with a clear msg and store nothing; one open per room; users see only their own', async () => {
      const e = env()
      const t = await tradeRoom(e)
      const rows = async () => (await e.db.select({ n: count() }).from(serviceCallbacks).where(eq(serviceCallbacks.roomId, t.roomId)))[0].n
      const now = at('2031-06-01T02:00:00Z') // 10:00 China time
      const buyer = { userId: t.buyer.id, role: 'user' as const }
      const refused = async (input: Record<string, unknown>, key: RegExp) => {
        await assert.rejects(
          requestCallback(ctxOf(e), buyer, { roomId: t.roomId, day: 'today', from: '11:00', to: '12:00', ...input }, now),
          (err: { messageKey?: string }) => key.test(err.messageKey ?? ''),
        )
      }
      await refused({ from: '25:00' }, /serviceCallbackTime/)
      await refused({ from: '9am' }, /serviceCallbackTime/)
      await refused({ from: '12:00', to: '11:00' }, /serviceCallbackOrder/)
      await refused({ from: '08:00', to: '10:00' }, /serviceCallbackHours/)
      await refused({ from: '09:00', to: '09:30' }, /serviceCallbackPast/)
      await refused({ note: '很'.repeat(101) }, /serviceCallbackNote/)
      assert.equal(await rows(), 0)
      const made = await requestCallback(ctxOf(e), buyer, { roomId: t.roomId, day: 'today', from: '11:00', to: '12:00' }, now)
      assert.equal(made.windowStart, '2031-06-01T03:00:00.000Z')
      assert.equal(made.windowEnd, '2031-06-01T04:00:00.000Z')
      await refused({ day: 'tomorrow' }, /serviceCallbackOpen/)
      assert.equal(await rows(), 1)

      // through the route: the msg says what is wrong, in the caller's language
      const bad = await call(e.app, 'POST', '/api/need/service/callback', {
        token: t.seller.token,
        body: { roomId: t.roomId, day: 'tomorrow', from: '07:00', to: '08:00' },
      })
      assert.equal(bad.code, 400)
      assert.match(bad.msg, /09:00-24:00/)
      const badEn = await call(e.app, 'POST', '/api/need/service/callback', {
        token: t.seller.token,
        lang: 'en-US',
        body: { roomId: t.roomId, day: 'tomorrow', from: '12:00', to: '11:00' },
      })
      assert.equal(badEn.msg, 'the end must be after the start')
      assert.equal(await rows(), 1)
      const sellerAsks = await call(e.app, 'POST', '/api/need/service/callback', {
        token: t.seller.token,
        body: { roomId: t.roomId, day: 'tomorrow', from: '14:00', to: '15:30', note: '下午方便' },
      })
      assert.equal(sellerAsks.code, 200, sellerAsks.msg)
      const stranger = await registerUser(e)
      const strangers = await call(e.app, 'POST', '/api/need/service/callback', {
        token: stranger.token,
        body: { roomId: t.roomId, day: 'tomorrow', from: '14:00', to: '15:00' },
      })
      assert.equal(strangers.code, 404)
      const kefu = await staff(e)
      assert.equal(
        (await call(e.app, 'POST', '/api/need/service/callback', { token: kefu.token, body: { roomId: t.roomId, day: 'tomorrow', from: '14:00', to: '15:00' } })).code,
        403,
      )

      // each user sees their own only; nobody else can cancel it
      const buyerList = await call(e.app, 'GET', `/api/need/service/callbacks?roomId=${t.roomId}`, { token: t.buyer.token })
      assert.deepEqual(buyerList.data.map((c: { id: number }) => c.id), [made.id])
      const sellerList = await call(e.app, 'GET', '/api/need/service/callbacks', { token: t.seller.token })
      assert.deepEqual(sellerList.data.map((c: { id: number }) => c.id), [sellerAsks.data.id])
      assert.equal((await call(e.app, 'POST', `/api/need/service/callback/${made.id}/cancel`, { token: t.seller.token })).code, 404)
      assert.equal((await call(e.app, 'GET', '/api/admin/service/callbacks', { token: t.buyer.token })).code, 403)

      // staff see both in their queue with the phone, and mark one done once
      const queue = await call(e.app, 'GET', '/api/admin/service/callbacks?pageSize=50', { token: kefu.token })
      assert.equal(queue.code, 200, queue.msg)
      const row = queue.data.rows.find((r: { id: number }) => r.id === sellerAsks.data.id)
      assert.ok(row)
      assert.equal(row.user.id, t.seller.id)
      assert.ok(row.user.phone)
      assert.equal(row.roomId, t.roomId)
      const done = await call(e.app, 'POST', `/api/admin/service/callback/${row.id}/done`, { token: kefu.token })
      assert.equal(done.code, 200, done.msg)
      assert.equal(done.data.doneBy.id, kefu.id)
      assert.equal((await call(e.app, 'POST', `/api/admin/service/callback/${row.id}/done`, { token: kefu.token })).code, 409)
      // the buyer cancels theirs; then may ask again
      assert.equal((await call(e.app, 'POST', `/api/need/service/callback/${made.id}/cancel`, { token: t.buyer.token })).code, 200)
      const anew = await call(e.app, 'POST', '/api/need/service/callback', {
        token: t.buyer.token,
        body: { roomId: t.roomId, day: 'tomorrow', from: '20:00', to: '24:00' },
      })
      assert.equal(anew.code, 200, anew.msg)
    })

    it('quick replies: staff keep them per team; bad input changes nothing; users cannot', async () => {
      const e = env()
      const kefu = await staff(e)
      const user = await registerUser(e)
      assert.equal((await call(e.app, 'GET', '/api/admin/service/quick-replies', { token: user.token })).code, 403)
      const made = await call(e.app, 'POST', '/api/admin/service/quick-replies', {
        token: kefu.token,
        body: { team: 'dispute', title: '核实中', body: '您好，我们正在核实，请稍候。', sort: 1 },
      })
      assert.equal(made.code, 200, made.msg)
      const bad = await call(e.app, 'POST', '/api/admin/service/quick-replies', { token: kefu.token, body: { team: 'dispute', title: '  ', body: 'x' } })
      assert.equal(bad.code, 400)
      assert.ok(bad.msg)
      const changed = await call(e.app, 'PUT', `/api/admin/service/quick-replies/${made.data.id}`, {
        token: kefu.token,
        body: { team: 'dispute', title: '核实中', body: '您好，客服正在核实，请稍候。' },
      })
      assert.equal(changed.code, 200, changed.msg)
      const list = await call(e.app, 'GET', '/api/admin/service/quick-replies?team=dispute', { token: kefu.token })
      assert.ok(list.data.some((r: { id: number; body: string }) => r.id === made.data.id && r.body.startsWith('您好，客服')))
      assert.equal((await call(e.app, 'DELETE', `/api/admin/service/quick-replies/${made.data.id}`, { token: kefu.token })).code, 200)
      assert.equal((await call(e.app, 'DELETE', `/api/admin/service/quick-replies/${made.data.id}`, { token: kefu.token })).code, 404)
    })
  })
}
