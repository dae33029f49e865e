/**
 * Notifications outside the app, on both drivers: an event queues exactly one send per channel and user in its own
 * transaction (none when it rolls back, none twice), the worker delivers each once through sandbox channels, holds
 * what is not urgent in quiet hours, retries a failing provider with backoff without stalling the others, skips
 * opted-out sends and those over the daily SMS cap; the settings refuse an urgent group without an outside channel;
 * each deadline reminder is given once; the console lists what was sent.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { defaultConfig } from '../../server/config'
import type { Db } from '../../server/db/client'
import { copy } from '../../server/lib/copy'
import { LogSmsProvider } from '../../server/lib/sms'
import { disputes } from '../../server/modules/dispute/schema'
import { messages } from '../../server/modules/inbox/schema'
import { notify } from '../../server/modules/inbox/notify'
import { orders } from '../../server/modules/order/schema'
import type { Delivery, OutsideChannel, SendResult } from '../../server/modules/notification/channel'
import { claimOutbox, deliverDue, type DeliverCtx } from '../../server/modules/notification/deliver'
import { queueOutside } from '../../server/modules/notification/queue'
import { queueChatUnread } from '../../server/modules/notification/chat-unread'
import { queueReminders } from '../../server/modules/notification/reminders'
import { notificationOutbox } from '../../server/modules/notification/schema'
import { SmsChannel } from '../../server/modules/notification/sms'
import { boughtSale } from './buying'
import { startFakeHttp } from './fake-http'
import { AliyunSmsProvider } from '../../server/lib/sms-aliyun'
import { TencentSmsProvider } from '../../server/lib/sms-tencent'
import { call, configProblem, DRIVERS, registerUser, roleToken, SECRET, useTestEnv, type TestEnv } from './helpers'

const HOUR = 3600_000
const CHINA = 8 * HOUR

/** the next instant after the real now when the clock in China reads `hour`:00 (rows queued now are due by then) */
function nextChina(hour: number): Date {
  const local = new Date(Date.now() + CHINA)
  let at = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour) - CHINA
  if (at <= Date.now()) at += 24 * HOUR
  return new Date(at)
}

/** A sandbox channel that records what it sends and fails the first `failures` sends (retryable). */
class SandboxChannel implements OutsideChannel {
  readonly sent: Delivery[] = []
  calls = 0
  constructor(
    readonly name: 'sms' | 'wechat',
    private failures = 0,
    private readonly retry = true,
  ) {}
  async send(d: Delivery): Promise<SendResult> {
    this.calls++
    if (this.failures > 0) {
      this.failures--
      return { ok: false, retry: this.retry, error: 'sandbox provider down' }
    }
    this.sent.push(d)
    return { ok: true, providerId: `sb-${d.id}` }
  }
  to(userId: number) {
    return this.sent.filter((d) => d.userId === userId)
  }
}

const config = (over: Partial<ReturnType<typeof defaultConfig>['notify']> = {}) => {
  const d = { ...defaultConfig(), secretKey: SECRET, jobMaxAttempts: 3, jobBackoffSeconds: 60 }
  return { ...d, notify: { ...d.notify, ...over } }
}

function worker(e: TestEnv, channels: { sms?: OutsideChannel; wechat?: OutsideChannel }, over = {}): DeliverCtx {
  return { db: e.db, config: config(over), channels }
}

const outboxOf = (e: TestEnv, userId: number) => e.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, userId)).orderBy(notificationOutbox.id)

/** a withdrawal-paid message (urgent: SMS and WeChat) to `userId` in its own transaction */
const paidNotice = (db: Db, userId: number, withdrawalNo: string) =>
  db.transaction((tx) =>
    notify(tx, userId, { kind: 'system', copy: copy('payout.paid', { withdrawalNo, net: 9_800, fee: 200, account: '支付宝 139****5678' }), link: '/index/withdrawals' }),
  )

for (const driver of DRIVERS) {
  describe(`notifications outside the app (${driver})`, () => {
    const env = useTestEnv(driver)
    const day = nextChina(12)

    it('a paid sale queues one send per channel and user, once; the worker sends each once', async () => {
      const e = env()
      const s = await boughtSale(e)
      const seller = await outboxOf(e, s.seller.id)
      const sellerPaid = seller.filter((r) => r.copyKind === 'order.paid.seller')
      assert.deepEqual(sellerPaid.map((r) => r.channel).sort(), ['sms', 'wechat'], 'the sale waiting for the handover: SMS and WeChat')
      assert.ok(sellerPaid.every((r) => r.urgent && r.status === 'queued'))
      const buyer = await outboxOf(e, s.buyer.id)
      assert.deepEqual(buyer.filter((r) => r.copyKind === 'order.paid.buyer').map((r) => r.channel), ['wechat'], "the buyer's receipt: WeChat only")
      assert.equal(buyer.filter((r) => r.copyKind === 'order.created.buyer').length, 0, 'kinds outside the channel table stay in the inbox')

      // the same message about the same thing again: nothing new
      const again = await e.db.transaction((tx) =>
        queueOutside(tx, s.seller.id, { kind: 'order.paid.seller', params: sellerPaid[0].copyParams as never }, sellerPaid[0].link),
      )
      assert.equal(again, 0)

      const sms = new SandboxChannel('sms')
      const wechat = new SandboxChannel('wechat')
      await deliverDue(worker(e, { sms, wechat }), day)
      await deliverDue(worker(e, { sms, wechat }), new Date(day.getTime() + 60_000))
      assert.equal(sms.to(s.seller.id).filter((d) => d.copy.kind === 'order.paid.seller').length, 1)
      assert.equal(wechat.to(s.seller.id).filter((d) => d.copy.kind === 'order.paid.seller').length, 1)
      assert.equal(wechat.to(s.buyer.id).filter((d) => d.copy.kind === 'order.paid.buyer').length, 1)
      assert.equal(sms.to(s.buyer.id).length, 0)
      const after = (await outboxOf(e, s.seller.id)).filter((r) => r.copyKind === 'order.paid.seller')
      assert.ok(after.every((r) => r.status === 'sent' && r.attempts === 1 && r.providerId === `sb-${r.id}` && r.sentAt))

      // of two concurrent claims of one row exactly one wins
      const user = await registerUser(e)
      await paidNotice(e.db, user.id, 'W-CLAIM')
      const [row] = await outboxOf(e, user.id)
      const claims = await Promise.all([claimOutbox(e.db, row.id, day), claimOutbox(e.db, row.id, day)])
      assert.equal(claims.filter(Boolean).length, 1)
    })

    it('nothing is queued for an event that rolled back', async () => {
      const e = env()
      const user = await registerUser(e)
      await assert.rejects(
        e.db.transaction(async (tx) => {
          await notify(tx, user.id, { kind: 'system', copy: copy('payout.paid', { withdrawalNo: 'W-RB', net: 1, fee: 0, account: 'x' }), link: null })
          throw new Error('the event failed')
        }),
        /the event failed/,
      )
      assert.equal((await outboxOf(e, user.id)).length, 0)
      assert.equal((await e.db.select().from(messages).where(eq(messages.userId, user.id))).length, 0)
    })

    it('quiet hours hold what is not urgent until they end; urgent goes at once', async () => {
      const e = env()
      const s = await boughtSale(e)
      const night = nextChina(23)
      const sms = new SandboxChannel('sms')
      const wechat = new SandboxChannel('wechat')
      await deliverDue(worker(e, { sms, wechat }), night)
      assert.equal(wechat.to(s.buyer.id).length, 0, "the buyer's receipt waits")
      const [held] = (await outboxOf(e, s.buyer.id)).filter((r) => r.copyKind === 'order.paid.buyer')
      assert.equal(held.status, 'held')
      assert.equal(held.nextAttemptAt.getTime(), night.getTime() + 9 * HOUR, 'until 08:00 China time')
      assert.equal(sms.to(s.seller.id).length, 1, 'the urgent sale goes out at night')
      await deliverDue(worker(e, { sms, wechat }), new Date(night.getTime() + 2 * HOUR))
      assert.equal(wechat.to(s.buyer.id).length, 0, 'still quiet at 01:00')
      await deliverDue(worker(e, { sms, wechat }), new Date(night.getTime() + 9 * HOUR))
      assert.equal(wechat.to(s.buyer.id).filter((d) => d.copy.kind === 'order.paid.buyer').length, 1, 'sent at 08:00')
      assert.equal((await outboxOf(e, s.buyer.id)).find((r) => r.id === held.id)?.status, 'sent')
    })

    it('a failing provider is retried with backoff, the others are not stalled, and it gives up at the limit', async () => {
      const e = env()
      const flaky = await registerUser(e)
      const other = await registerUser(e)
      await paidNotice(e.db, flaky.id, 'W-FLAKY')
      const sms = new SandboxChannel('sms', 2)
      const wechat = new SandboxChannel('wechat')
      // the flaky user's SMS is the first due row: it fails, the other user's still goes in the same run
      await paidNotice(e.db, other.id, 'W-OTHER')
      await deliverDue(worker(e, { sms, wechat }), day)
      const first = (await outboxOf(e, flaky.id)).find((r) => r.channel === 'sms')!
      assert.equal(first.status, 'queued')
      assert.equal(first.attempts, 1)
      assert.match(first.lastError ?? '', /sandbox provider down/)
      assert.equal(first.nextAttemptAt.getTime(), day.getTime() + 60_000)
      assert.equal(sms.to(other.id).length, 0, 'the second failure went to the other row')
      assert.equal(wechat.to(flaky.id).length + wechat.to(other.id).length, 2, 'WeChat went out for both')
      // not due before its backoff
      await deliverDue(worker(e, { sms, wechat }), new Date(day.getTime() + 30_000))
      assert.equal(sms.calls, 2)
      await deliverDue(worker(e, { sms, wechat }), new Date(day.getTime() + 5 * 60_000))
      assert.equal(sms.to(flaky.id).length, 1)
      assert.equal(sms.to(other.id).length, 1)
      const done = (await outboxOf(e, flaky.id)).find((r) => r.channel === 'sms')!
      assert.equal(done.status, 'sent')
      assert.equal(done.attempts, 2)

      // a provider that never takes it: failed after JOB_MAX_ATTEMPTS (3)
      const doomed = await registerUser(e)
      await paidNotice(e.db, doomed.id, 'W-DOOMED')
      const down = new SandboxChannel('sms', 1000)
      for (let i = 0; i < 4; i++) await deliverDue(worker(e, { sms: down, wechat }), new Date(day.getTime() + i * HOUR))
      const gaveUp = (await outboxOf(e, doomed.id)).find((r) => r.channel === 'sms')!
      assert.equal(gaveUp.status, 'failed')
      assert.equal(gaveUp.attempts, 3)
    })

    it('preferences: defaults, an urgent group keeps an outside channel, opted-out sends are skipped', async () => {
      const e = env()
      const u = await registerUser(e)
      const got = await call(e.app, 'GET', '/api/need/notify/prefs', { token: u.token })
      assert.equal(got.code, 200, got.msg)
      const order = got.data.groups.find((g: { group: string }) => g.group === 'order')
      assert.deepEqual(order, { group: 'order', urgent: true, channels: [{ channel: 'sms', enabled: true }, { channel: 'wechat', enabled: true }] })
      assert.deepEqual(got.data.quietHours, { enabled: true, from: 22, to: 8 })
      assert.equal(got.data.groups.find((g: { group: string }) => g.group === 'listing').urgent, false)

      const put = (body: unknown) => call(e.app, 'PUT', '/api/need/notify/prefs', { token: u.token, body })
      const allOff = await put({ choices: [{ group: 'money', channel: 'sms', enabled: false }, { group: 'money', channel: 'wechat', enabled: false }] })
      assert.equal(allOff.code, 400)
      assert.match(allOff.msg, /至少保留一种/)
      assert.equal((await put({ choices: [{ group: 'listing', channel: 'sms', enabled: false }] })).code, 400, 'listings never go by SMS')
      assert.equal((await put({ quietHours: { enabled: true, from: 7, to: 7 } })).code, 400)
      assert.equal((await put({ quietHours: { enabled: true, from: 24, to: 7 } })).code, 400)
      const unchanged = await call(e.app, 'GET', '/api/need/notify/prefs', { token: u.token })
      assert.deepEqual(unchanged.data, got.data, 'a refused change changes nothing')

      const smsOff = await put({ choices: [{ group: 'money', channel: 'sms', enabled: false }], quietHours: { enabled: false, from: 23, to: 7 } })
      assert.equal(smsOff.code, 200, smsOff.msg)
      assert.deepEqual(smsOff.data.groups.find((g: { group: string }) => g.group === 'money').channels, [{ channel: 'sms', enabled: false }, { channel: 'wechat', enabled: true }])
      assert.deepEqual(smsOff.data.quietHours, { enabled: false, from: 23, to: 7 })
      // the other one of the urgent group cannot go now
      assert.equal((await put({ choices: [{ group: 'money', channel: 'wechat', enabled: false }] })).code, 400)
      const en = await call(e.app, 'PUT', '/api/need/notify/prefs', { token: u.token, lang: 'en-US', body: { choices: [{ group: 'money', channel: 'wechat', enabled: false }] } })
      assert.match(en.msg, /at least one channel/)

      await paidNotice(e.db, u.id, 'W-PREFS')
      const sms = new SandboxChannel('sms')
      const wechat = new SandboxChannel('wechat')
      await deliverDue(worker(e, { sms, wechat }), day)
      const rows = await outboxOf(e, u.id)
      assert.equal(rows.find((r) => r.channel === 'sms')?.status, 'skipped')
      assert.equal(rows.find((r) => r.channel === 'sms')?.lastError, 'opted out')
      assert.equal(rows.find((r) => r.channel === 'wechat')?.status, 'sent')
      assert.equal(sms.to(u.id).length, 0)
    })

    it('the daily SMS cap skips the rest of the day; a missing channel skips with its reason', async () => {
      const e = env()
      const u = await registerUser(e)
      for (let i = 1; i <= 3; i++) await paidNotice(e.db, u.id, `W-CAP${i}`)
      const sms = new SandboxChannel('sms')
      await deliverDue(worker(e, { sms }, { smsDailyCap: 2 }), day)
      assert.equal(sms.to(u.id).length, 2)
      const rows = await outboxOf(e, u.id)
      const skipped = rows.filter((r) => r.channel === 'sms' && r.status === 'skipped')
      assert.deepEqual(skipped.map((r) => r.lastError), ['daily SMS cap'])
      assert.ok(rows.filter((r) => r.channel === 'wechat').every((r) => r.status === 'skipped' && r.lastError === 'channel wechat not available'))
    })

    it('the SMS channel prints the sandbox line with the zh-CN text; without a template a real provider skips', async () => {
      const e = env()
      const u = await registerUser(e)
      await paidNotice(e.db, u.id, 'W-LOG')
      const lines: string[] = []
      const sms = new SmsChannel(e.db, new LogSmsProvider((l) => lines.push(l)), {}, true)
      await deliverDue(worker(e, { sms }), day)
      assert.equal(lines.length, 1)
      assert.match(lines[0], new RegExp(`^SMS notice for ${u.phone}: payout.paid 【提现已到账】提现 W-LOG 已打款.* /index/withdrawals$`))

      const other = await registerUser(e)
      await paidNotice(e.db, other.id, 'W-NOTPL')
      const real = new SmsChannel(e.db, new LogSmsProvider(() => assert.fail('not sent')), {}, false)
      await deliverDue(worker(e, { sms: real }), day)
      const row = (await outboxOf(e, other.id)).find((r) => r.channel === 'sms')!
      assert.equal(row.status, 'skipped')
      assert.equal(row.lastError, 'no SMS template for payout.paid')
    })

    it('deadline reminders are given once each: handover, dispute answer, auto-confirmation', async () => {
      const e = env()
      const s = await boughtSale(e)
      const [o] = await e.db.select().from(orders).where(eq(orders.id, s.orderId))
      const deadline = o.handoverDeadline!
      const remindersOf = async (userId: number, kind: string) =>
        (await e.db.select().from(messages).where(and(eq(messages.userId, userId), eq(messages.copyKind, kind)))).length
      await queueReminders(e.db, new Date(deadline.getTime() - 2 * HOUR))
      assert.equal(await remindersOf(s.seller.id, 'reminder.handover.seller'), 0, 'not two hours before')
      await queueReminders(e.db, new Date(deadline.getTime() - 30 * 60_000))
      await queueReminders(e.db, new Date(deadline.getTime() - 20 * 60_000))
      assert.equal(await remindersOf(s.seller.id, 'reminder.handover.seller'), 1)
      const queued = (await outboxOf(e, s.seller.id)).filter((r) => r.copyKind === 'reminder.handover.seller')
      assert.deepEqual(queued.map((r) => r.channel).sort(), ['sms', 'wechat'])

      const d = await boughtSale(e, { upTo: 'delivered' })
      const opened = await call(e.app, 'POST', `/api/need/order/${d.orderId}/dispute`, {
        token: d.buyer.token,
        body: { type: 'not_as_described', description: '登录后发现英雄数量与描述不符，少了二十个。', images: [] },
      })
      assert.equal(opened.code, 200, opened.msg)
      const [dispute] = await e.db.select().from(disputes).where(eq(disputes.id, opened.data.id))
      for (const m of [90, 60]) await queueReminders(e.db, new Date(dispute.sellerDeadline.getTime() - m * 60_000))
      assert.equal(await remindersOf(d.seller.id, 'reminder.disputeAnswer.seller'), 1)

      const c = await boughtSale(e, { upTo: 'delivered' })
      const [delivered] = await e.db.select().from(orders).where(eq(orders.id, c.orderId))
      for (const m of [120, 60]) await queueReminders(e.db, new Date(delivered.autoCompleteAt!.getTime() - m * 60_000))
      assert.equal(await remindersOf(c.buyer.id, 'reminder.autoConfirm.buyer'), 1)
      assert.equal(await remindersOf(d.buyer.id, 'reminder.autoConfirm.buyer'), 0, 'not while a dispute is open')
      const en = await call(e.app, 'GET', '/api/need/message/list', { token: c.buyer.token, lang: 'en-US' })
      assert.ok(en.data.rows.some((m: { title: string }) => m.title === 'Order about to be confirmed'))
    })

    it('an unread trade-room message reaches the other member by WeChat once, throttled; not when read', async () => {
      const e = env()
      const s = await boughtSale(e)
      const room = await call(e.app, 'GET', `/api/need/chat/order/${s.orderId}/room`, { token: s.buyer.token })
      assert.equal(room.code, 200, room.msg)
      const roomId: number = room.data.id
      const post = (token: string, text: string) => call(e.app, 'POST', `/api/need/chat/room/${roomId}/messages`, { token, body: { kind: 'text', text } })
      assert.equal((await post(s.buyer.token, '你好，请问什么时候换绑？')).code, 200)
      const chatRows = async (userId: number) => (await outboxOf(e, userId)).filter((r) => r.copyKind === 'chat.unread')
      const at = (minutes: number) => new Date(Date.now() + minutes * 60_000)
      await queueChatUnread(e.db, at(1))
      assert.equal((await chatRows(s.seller.id)).length, 0, 'not within the first minutes (a connected member reads it)')
      await queueChatUnread(e.db, at(6))
      await queueChatUnread(e.db, at(7))
      const rows = await chatRows(s.seller.id)
      assert.deepEqual(rows.map((r) => [r.channel, r.link, r.urgent]), [['wechat', `/index/other/room?id=${roomId}`, false]])
      assert.equal((await chatRows(s.buyer.id)).length, 0, 'not to the one who wrote it')
      // another message soon after: throttled
      assert.equal((await post(s.buyer.token, '在吗？')).code, 200)
      await queueChatUnread(e.db, at(12))
      assert.equal((await chatRows(s.seller.id)).length, 1)
      // the seller answers and the buyer reads it: nothing for the buyer
      const answer = await post(s.seller.token, '马上开始')
      assert.equal((await call(e.app, 'POST', `/api/need/chat/room/${roomId}/read`, { token: s.buyer.token, body: { lastId: answer.data.message.id } })).code, 200)
      await queueChatUnread(e.db, at(6))
      assert.equal((await chatRows(s.buyer.id)).length, 0)
    })

    it('the console lists what was sent to a user, admins only', async () => {
      const e = env()
      const u = await registerUser(e)
      await paidNotice(e.db, u.id, 'W-CONSOLE')
      await deliverDue(worker(e, { sms: new SandboxChannel('sms') }), day)
      const admin = await roleToken(e, 'admin')
      const res = await call(e.app, 'GET', `/api/admin/users/${u.id}/notifications?pageNum=1&pageSize=10`, { token: admin.token })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.total, 2)
      const byChannel = Object.fromEntries(res.data.rows.map((r: { channel: string }) => [r.channel, r]))
      assert.equal(byChannel.sms.status, 'sent')
      assert.equal(byChannel.sms.attempts, 1)
      assert.match(byChannel.sms.text, /^提现已到账：提现 W-CONSOLE/)
      assert.equal(byChannel.wechat.status, 'skipped')
      assert.equal((await call(e.app, 'GET', `/api/admin/users/${u.id}/notifications`, { token: u.token })).code, 403)
      assert.equal((await call(e.app, 'GET', `/api/admin/users/999999/notifications`, { token: admin.token })).code, 404)
    })
  })
}

describe('notification SMS through the providers, against local fakes of their APIs', () => {
  const notice = { kind: 'order.paid.seller', link: '/index/orderDetail?id=1', templateId: 'T-NOTICE', fields: [{ name: 'no', value: 'O123' }, { name: 'time', value: '2026-11-28 20:00' }], text: '...' }

  it('Tencent: the notice template with its fields in order; the serial number is the provider id; a refusal throws', async () => {
    let code = 'Ok'
    const fake = await startFakeHttp(() => ({ json: { Response: { SendStatusSet: [{ SerialNo: 'serial-1', Code: code, Message: code }], RequestId: 'r' } } }))
    try {
      const p = new TencentSmsProvider({ provider: 'tencent', secretId: 'AKID', secretKey: 'k', appId: '1400', signName: '商城', templateId: 'CODE', region: 'ap-guangzhou', endpoint: fake.base })
      assert.deepEqual(await p.sendNotice('13900000000', notice), { providerId: 'serial-1' })
      const body = JSON.parse(fake.requests.at(-1)!.body)
      assert.equal(body.TemplateId, 'T-NOTICE')
      assert.deepEqual(body.TemplateParamSet, ['O123', '2026-11-28 20:00'])
      assert.deepEqual(body.PhoneNumberSet, ['+8613900000000'])
      code = 'LimitExceeded.PhoneNumberDailyLimit'
      await assert.rejects(p.sendNotice('13900000000', notice), /LimitExceeded/)
    } finally {
      await fake.close()
    }
  })

  it('Aliyun: the notice template with its fields by name; the BizId is the provider id', async () => {
    const fake = await startFakeHttp(() => ({ json: { Code: 'OK', Message: 'OK', BizId: 'biz-1', RequestId: 'r' } }))
    try {
      const p = new AliyunSmsProvider({ provider: 'aliyun', accessKeyId: 'LTAI', accessKeySecret: 's', signName: '商城', templateCode: 'SMS_CODE', region: 'cn-hangzhou', endpoint: fake.base })
      assert.deepEqual(await p.sendNotice('13900000000', notice), { providerId: 'biz-1' })
      const q = fake.requests.at(-1)!.url.searchParams
      assert.equal(q.get('TemplateCode'), 'T-NOTICE')
      assert.deepEqual(JSON.parse(q.get('TemplateParam')!), { no: 'O123', time: '2026-11-28 20:00' })
    } finally {
      await fake.close()
    }
  })
})

describe('notification configuration', () => {
  it('quiet hours, the cap and the SMS templates are checked at start', () => {
    assert.equal(configProblem({ SECRET_KEY: SECRET, NOTIFY_QUIET_HOURS: '23-7', SMS_NOTICE_TEMPLATES: '{"order.paid.seller":"1001","payout.paid":"1002"}' }), '')
    assert.equal(configProblem({ SECRET_KEY: SECRET, NOTIFY_QUIET_HOURS: 'off' }), '')
    assert.match(configProblem({ NOTIFY_QUIET_HOURS: '8-08' }), /NOTIFY_QUIET_HOURS/)
    assert.match(configProblem({ NOTIFY_QUIET_HOURS: '22-24' }), /NOTIFY_QUIET_HOURS/)
    assert.match(configProblem({ SMS_NOTICE_TEMPLATES: '["1001"]' }), /SMS_NOTICE_TEMPLATES must be a JSON object/)
    assert.match(configProblem({ SMS_NOTICE_TEMPLATES: '{"order.paid.buyer":"1001"}' }), /not sent by SMS.*order\.paid\.buyer/)
    assert.match(configProblem({ NOTIFY_SMS_DAILY_CAP: '-1' }), /NOTIFY_SMS_DAILY_CAP/)
  })
})

