/**
 * 找回 protection (contract/protection.ts): the platform pays a claim from its compensation reserve once, recovers a
 * 找回 claim from the seller (wallet, deposit, debt), the debt is paid from the next proceeds, the seller deposit is
 * frozen, required for dear listings and released by the job; the ledgers sum to every balance throughout.
 */
import assert from 'node:assert/strict'
import { randomInt } from 'node:crypto'
import { describe, it } from 'node:test'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { defaultConfig } from '../../server/config'
import { gameNodes, games } from '../../server/modules/game/schema'
import { messages } from '../../server/modules/inbox/schema'
import { orders } from '../../server/modules/order/schema'
import { users } from '../../server/modules/user/schema'
import { platformAccounts, platformLedger } from '../../server/modules/wallet/schema'
import { runDueJobs } from '../../server/modules/order/jobs'
import { debit } from '../../server/modules/wallet/service'
import { boughtSale, fund, heldOf, PAY_PASSWORD, verifiedUser } from './buying'
import { createHash } from 'node:crypto'
import { call, DRIVERS, registerUser, roleToken, SECRET, useTestEnv, type TestEnv, type TestUser } from './helpers'
import { listing } from './buying'
import { ownImages } from './recycling'
import { uploadImage } from './upload-fixtures'

const DAY = 86_400_000
const HOUR = 3_600_000
const config = defaultConfig()
const DEPOSIT = config.deposit.fen

/** every user's ledger sums to their balance, and every platform account's to its balance */
async function assertLedgersSum(env: TestEnv) {
  const users_ = await env.db.execute(
    sql`select count(*)::int as n from users u where u.balance <> coalesce((select sum(amount) from ledger l where l.user_id = u.id), 0)`,
  )
  assert.equal(Number((users_ as unknown as { rows: { n: number }[] }).rows[0].n), 0, "every user's ledger sums to their balance")
  const accounts = await env.db.select().from(platformAccounts)
  for (const a of accounts) {
    const [s] = await env.db
      .select({ total: sql<string>`coalesce(sum(${platformLedger.amount}), 0)` })
      .from(platformLedger)
      .where(eq(platformLedger.account, a.account))
    assert.equal(Number(s.total), a.balance, `platform account ${a.account} sums to its balance`)
  }
}

async function reserveBalance(env: TestEnv): Promise<number> {
  const [a] = await env.db.select({ balance: platformAccounts.balance }).from(platformAccounts).where(eq(platformAccounts.account, 'reserve'))
  return a?.balance ?? 0
}

async function unheldOf(env: TestEnv, userId: number): Promise<number> {
  const [u] = await env.db.select({ balance: users.balance, held: users.walletHeld }).from(users).where(eq(users.id, userId))
  return u.balance - u.held
}

async function payDeposit(env: TestEnv, seller: TestUser) {
  return call(env.app, 'POST', '/api/need/deposit/pay', { token: seller.token, body: { payPassword: PAY_PASSWORD } })
}

async function claimFor(env: TestEnv, buyer: TestUser, orderId: number) {
  const res = await call(env.app, 'POST', '/api/need/claims', {
    token: buyer.token,
    body: {
      orderId,
      reason: 'retrieved',
      description: '收号一周后账号被原号主通过申诉找回，已无法登录。',
      images: await ownImages(env, buyer.id, 2),
      contact: 'QQ 12345678',
    },
  })
  assert.equal(res.code, 200, res.msg)
  return res.data
}

/** The first path down a game's tree and a valid consignment of it (as selling.test.ts builds one). */
async function consignment(env: TestEnv, seller: TestUser, price: number) {
  const [game] = await env.db.select({ id: games.id }).from(games).where(eq(games.icon, 'wzry.svg'))
  const child = async (parentId: number | null) => {
    const [row] = await env.db
      .select({ id: gameNodes.id })
      .from(gameNodes)
      .where(and(eq(gameNodes.gameId, game.id), parentId === null ? isNull(gameNodes.parentId) : eq(gameNodes.parentId, parentId)))
      .orderBy(asc(gameNodes.sort), asc(gameNodes.id))
      .limit(1)
    return row.id
  }
  const systemId = await child(null)
  const carrierId = await child(systemId)
  const areaId = await child(carrierId)
  const serverId = await child(areaId)
  return {
    gameId: game.id,
    systemId,
    carrierId,
    areaId,
    serverId,
    accountRealName: 'seller',
    attrs: { heroes: 100, skins: 300, noble: 'V5', rank: '王者', rare: ['李白-千年之狐'], remark: '送全部铭文' },
    title: `王者荣耀 V5 王者 保证金 ${Date.now().toString(36)}${randomInt(1000)}`,
    description: '个人自用号，资料齐全，成交后配合换绑。',
    price,
    images: [await uploadImage(env.app, seller.token), await uploadImage(env.app, seller.token), await uploadImage(env.app, seller.token)],
    credentials: { account: 'wz_acc_1234', password: 'Pa55word!xyz', notes: '绑定手机可换' },
    compensation: 'standard',
    contact: 'QQ 99887766',
  }
}

for (const driver of DRIVERS) {
  describe(`找回 protection [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('a 找回 claim is due in CLAIM_PAY_WITHIN_HOURS, paid from the reserve once when two staff approve at once, and recovered: balance, deposit, debt; the next proceeds pay the debt', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      await fund(e, seller.id, DEPOSIT)
      const paid = await payDeposit(e, seller)
      assert.equal(paid.code, 200, paid.msg)
      assert.equal(paid.data.held, DEPOSIT)
      assert.equal(await heldOf(e, seller.id), DEPOSIT, 'the deposit is a wallet hold')

      const reserveBefore = await reserveBalance(e)
      const sale = await boughtSale(e, { seller, listing: { price: 100_000, compensation: 'standard' }, upTo: 'completed' })
      const [o] = await e.db.select().from(orders).where(eq(orders.id, sale.orderId))
      assert.ok(o.compensationFee > 0)
      assert.equal(await reserveBalance(e), reserveBefore + o.compensationFee, 'the 包赔 fee went to the reserve at completion')
      // the seller withdrew most of the proceeds: 30 000 fen of them are left in the wallet
      await e.db.transaction((tx) => debit(tx, seller.id, o.sellerProceeds - 30_000, { kind: 'adjustment', note: 'test: withdrawn' }))
      assert.equal(await unheldOf(e, seller.id), 30_000)

      const claim = await claimFor(e, sale.buyer, sale.orderId)
      assert.ok(claim.dueAt, 'a 找回 claim states when it is paid')
      assert.equal(Date.parse(claim.dueAt) - Date.parse(claim.createdAt), config.claimPayWithinHours * HOUR)
      assert.equal(claim.overdue, false)
      assert.equal(claim.recovery, null)
      const [told] = await e.db.select().from(messages).where(and(eq(messages.userId, sale.buyer.id), eq(messages.copyKind, 'claim.submitted.due')))
      assert.ok(told, 'the buyer is told the due time')

      const staff = await roleToken(e, 'staff')
      const admin = await roleToken(e, 'admin')
      const queue = await call(e.app, 'GET', '/api/admin/claims?status=submitted&pageNum=1&pageSize=50', { token: staff.token })
      assert.equal(queue.data.rows.find((c: { id: number }) => c.id === claim.id).dueAt, claim.dueAt, 'staff see the due time')

      const buyerBefore = await unheldOf(e, sale.buyer.id)
      const reserveMid = await reserveBalance(e)
      const body = { approve: true, amount: 100_000 }
      const results = await Promise.all([
        call(e.app, 'POST', `/api/admin/claims/${claim.id}/decision`, { token: staff.token, body }),
        call(e.app, 'POST', `/api/admin/claims/${claim.id}/decision`, { token: admin.token, body }),
      ])
      assert.deepEqual(results.map((r) => r.code).sort(), [200, 409], 'one approval wins')
      const won = results.find((r) => r.code === 200)!
      assert.deepEqual(won.data.recovery, { fromBalance: 30_000, fromDeposit: DEPOSIT, debt: 100_000 - 30_000 - DEPOSIT, debtLeft: 100_000 - 30_000 - DEPOSIT })
      assert.equal(await unheldOf(e, sale.buyer.id), buyerBefore + 100_000, 'the buyer is paid once')
      const payouts = await e.db.select().from(platformLedger).where(and(eq(platformLedger.orderId, sale.orderId), eq(platformLedger.kind, 'claim_payout')))
      assert.equal(payouts.length, 1, 'one payout from the reserve')
      assert.equal(payouts[0].amount, -100_000)
      assert.equal(await reserveBalance(e), reserveMid - 100_000 + 30_000 + DEPOSIT, 'paid out, then recovered from the wallet and the deposit')
      const recoveries = await e.db.select().from(platformLedger).where(and(eq(platformLedger.orderId, sale.orderId), eq(platformLedger.kind, 'claim_recovery'))).orderBy(platformLedger.id)
      assert.deepEqual(recoveries.map((r) => r.amount), [30_000, DEPOSIT], 'the wallet first, then the deposit')
      assert.equal(await unheldOf(e, seller.id), 0)
      assert.equal(await heldOf(e, seller.id), 0, 'the deposit is used up')
      const dep = await call(e.app, 'GET', '/api/need/deposit', { token: seller.token })
      assert.equal(dep.data.held, 0)
      await assertLedgersSum(e)

      const debtRes = await call(e.app, 'GET', '/api/need/claims/debt', { token: seller.token })
      assert.equal(debtRes.code, 200, debtRes.msg)
      const debt = 100_000 - 30_000 - DEPOSIT
      assert.equal(debtRes.data.total, debt, "the rest is a debt shown on the seller's account")
      assert.equal(debtRes.data.rows[0].claimNo, claim.claimNo)
      const [sellerTold] = await e.db.select().from(messages).where(and(eq(messages.userId, seller.id), eq(messages.copyKind, 'claim.recovered.seller')))
      assert.ok(sellerTold, 'the seller is told')
      const ledgerRes = await call(e.app, 'GET', '/api/need/wallet/ledger?pageNum=1&pageSize=20', { token: seller.token })
      const kinds = ledgerRes.data.rows.map((r: { kind: string }) => r.kind)
      assert.ok(kinds.includes('claim_recovery') && kinds.includes('deposit_taken'), 'both recovery steps are in the seller ledger')

      // the buyer sees no seller figures
      const mine = await call(e.app, 'GET', `/api/need/claims/${claim.id}`, { token: sale.buyer.token })
      assert.equal(mine.data.status, 'approved')
      assert.equal(mine.data.recovery, null)

      // the next sale's proceeds pay the debt first
      const next = await boughtSale(e, { seller, listing: { price: 50_000 }, upTo: 'completed' })
      const [o2] = await e.db.select().from(orders).where(eq(orders.id, next.orderId))
      assert.equal(await unheldOf(e, seller.id), o2.sellerProceeds - debt, 'the debt came off the new proceeds')
      const after = await call(e.app, 'GET', '/api/need/claims/debt', { token: seller.token })
      assert.equal(after.data.total, 0)
      await assertLedgersSum(e)

      const reserve = await call(e.app, 'GET', '/api/admin/claims/reserve', { token: staff.token })
      assert.equal(reserve.code, 200, reserve.msg)
      assert.equal(reserve.data.balance, await reserveBalance(e))
      const forbidden = await call(e.app, 'GET', '/api/admin/claims/reserve', { token: seller.token })
      assert.equal(forbidden.code, 403)

      // the public figures, without a login
      const stats = await call(e.app, 'GET', '/api/web/claims/stats')
      assert.equal(stats.code, 200, stats.msg)
      assert.equal(stats.data.days, 30)
      assert.ok(stats.data.claims >= 1 && stats.data.paid >= 1)
      assert.ok(stats.data.paidAmount >= 100_000)
      assert.equal(typeof stats.data.medianHoursToPay, 'number')
      assert.equal(stats.data.payWithinHours, config.claimPayWithinHours)

      // the evidence bundle: the buyer's copy and staff's; the copy for the authorities only from the console
      const pdfOf = (url: string, token: string) => e.app.inject({ method: 'GET', url, headers: { Token: token } })
      for (const [url, token] of [
        [`/api/need/claims/${claim.id}/evidence.pdf`, sale.buyer.token],
        [`/api/admin/claims/${claim.id}/evidence.pdf`, staff.token],
        [`/api/admin/claims/${claim.id}/evidence.pdf?authorities=1`, staff.token],
      ]) {
        const res = await pdfOf(url, token)
        assert.equal(res.statusCode, 200, url)
        assert.match(String(res.headers['content-type']), /^application\/pdf/)
        assert.equal(res.rawPayload.subarray(0, 5).toString(), '%PDF-')
      }
      assert.equal((await pdfOf(`/api/need/claims/${claim.id}/evidence.pdf`, seller.token)).statusCode, 404, 'not for others')
      assert.equal((await pdfOf(`/api/admin/claims/${claim.id}/evidence.pdf?authorities=1`, sale.buyer.token)).statusCode, 403)
    })

    it('an overdue 找回 claim is marked; a claim for another reason has no due time and is not recovered', async () => {
      const e = env()
      const sale = await boughtSale(e, { listing: { price: 20_000, compensation: 'standard' }, upTo: 'completed' })
      const claim = await claimFor(e, sale.buyer, sale.orderId)
      const staff = await roleToken(e, 'staff')
      await e.db.execute(sql`update claims set due_at = now() - interval '1 hour' where id = ${claim.id}`)
      const queue = await call(e.app, 'GET', '/api/admin/claims?status=submitted&pageNum=1&pageSize=50', { token: staff.token })
      assert.equal(queue.data.rows.find((c: { id: number }) => c.id === claim.id).overdue, true)

      const other = await boughtSale(e, { listing: { price: 20_000, compensation: 'standard' }, upTo: 'completed' })
      const sellerBefore = await unheldOf(e, other.seller.id)
      const res = await call(e.app, 'POST', '/api/need/claims', {
        token: other.buyer.token,
        body: { orderId: other.orderId, reason: 'banned', description: '收号后账号被官方封禁，无法登录游戏。', images: await ownImages(e, other.buyer.id, 1), contact: 'QQ 12345678' },
      })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.dueAt, null)
      const decided = await call(e.app, 'POST', `/api/admin/claims/${res.data.id}/decision`, { token: staff.token, body: { approve: true, amount: 5_000 } })
      assert.equal(decided.code, 200, decided.msg)
      assert.equal(decided.data.recovery, null)
      assert.equal(await unheldOf(e, other.seller.id), sellerBefore, 'the seller is not liable for a ban')
      await assertLedgersSum(e)
    })

    it('deposit: a dear listing needs it, it is frozen in the wallet once, and the job releases it after the last sale', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const dear = config.deposit.priceThresholdFen + 100
      const refused = await call(e.app, 'POST', '/api/need/consignment', { token: seller.token, body: await consignment(e, seller, dear) })
      assert.equal(refused.code, 400)
      assert.match(refused.msg, /保证金/)
      const cheap = await call(e.app, 'POST', '/api/need/consignment', { token: seller.token, body: await consignment(e, seller, 10_000) })
      assert.equal(cheap.code, 200, cheap.msg)

      const poor = await payDeposit(e, seller)
      assert.equal(poor.code, 409, 'no payment password yet: ' + poor.msg)
      await fund(e, seller.id, DEPOSIT - 1)
      const short = await payDeposit(e, seller)
      assert.equal(short.code, 400)
      assert.equal(await heldOf(e, seller.id), 0, 'nothing frozen')
      await fund(e, seller.id, 1)
      const [a, b] = await Promise.all([payDeposit(e, seller), payDeposit(e, seller)])
      assert.deepEqual([a.code, b.code].sort(), [200, 409], 'frozen once: ' + a.msg + ' | ' + b.msg)
      assert.equal(await heldOf(e, seller.id), DEPOSIT)
      const wallet = await call(e.app, 'GET', '/api/need/wallet', { token: seller.token })
      if (wallet.code === 200 && typeof wallet.data.withdrawable === 'number') assert.equal(wallet.data.withdrawable, 0, 'a deposit cannot be withdrawn')

      const ok = await call(e.app, 'POST', '/api/need/consignment', { token: seller.token, body: await consignment(e, seller, dear) })
      assert.equal(ok.code, 200, ok.msg)

      const jobCtx = { db: e.db, config: { ...defaultConfig(), secretKey: SECRET } }
      // its listing above the threshold is still waiting for review: kept
      await runDueJobs(jobCtx, new Date(Date.now() + (config.deposit.releaseDays + 1) * DAY))
      assert.equal(await heldOf(e, seller.id), DEPOSIT, 'kept while a listing needing it is up')
      await e.db.execute(sql`update goods set status = 'off_shelf' where seller_id = ${seller.id}`)
      const sale = await boughtSale(e, { seller, listing: { price: 10_000 }, upTo: 'completed' })
      await runDueJobs(jobCtx, new Date(Date.now() + (config.deposit.releaseDays - 1) * DAY))
      assert.equal(await heldOf(e, seller.id), DEPOSIT, 'not before DEPOSIT_RELEASE_DAYS after the last sale')
      const state = await call(e.app, 'GET', '/api/need/deposit', { token: seller.token })
      assert.ok(state.data.releaseAt, 'the page says when')
      await runDueJobs(jobCtx, new Date(Date.now() + (config.deposit.releaseDays + 1) * DAY))
      assert.equal(await heldOf(e, seller.id), 0, 'released')
      const released = await call(e.app, 'GET', '/api/need/deposit', { token: seller.token })
      assert.equal(released.data.held, 0)
      assert.ok(released.data.releasedAt)
      const [told] = await e.db.select().from(messages).where(and(eq(messages.userId, seller.id), eq(messages.copyKind, 'deposit.released')))
      assert.ok(told)
      assert.ok(sale.orderId)
      await assertLedgersSum(e)
    })

    it('trade contract: made from the listing when the order opens, accepted by the buyer at checkout and the seller before the handover; paying without it is refused; the PDF for the parties only', async () => {
      const e = env()
      const sale = await boughtSale(e, { listing: { price: 30_000, compensation: 'standard' }, upTo: 'handover', sellerSigns: false })
      // the seller's first handover mark waits for their signature; nothing changes
      const early = await call(e.app, 'POST', `/api/need/order/${sale.orderId}/handover/password/done`, { token: sale.seller.token })
      assert.equal(early.code, 409)
      assert.match(early.msg, /交易合同/)
      const [untouched] = await e.db.select({ started: orders.handoverStartedAt }).from(orders).where(eq(orders.id, sale.orderId))
      assert.equal(untouched.started, null)
      const got = await call(e.app, 'GET', `/api/need/order/${sale.orderId}/contract`, { token: sale.buyer.token })
      assert.equal(got.code, 200, got.msg)
      const c = got.data
      assert.equal(c.sha256, createHash('sha256').update(c.text, 'utf8').digest('hex'))
      assert.ok(c.buyerAcceptedAt, 'the buyer accepted at checkout')
      assert.equal(c.sellerAcceptedAt, null)
      assert.match(c.text, /包赔期为交易完成后 90 天/)
      assert.match(c.text, /赔付上限为成交价 ¥300\.00/)
      assert.match(c.text, /找回/)
      // the checkout's preview: the same generator, from the listing and the tier, before an order exists
      const previewBuyer = await verifiedUser(e)
      const previewGoods = await listing(e, sale.seller.id, { price: 30_000, compensation: 'standard' })
      const preview = await call(e.app, 'GET', `/api/need/contract/preview?goodsId=${previewGoods}&compensation=standard`, { token: previewBuyer.token })
      assert.equal(preview.code, 200, preview.msg)
      const tail = (text: string) => text.split('\n').slice(2).join('\n').replace(/买家实付 ¥[\d.]+/, '').replace(/商品编号：[^；]+/, '')
      assert.equal(tail(preview.data.text), tail(c.text), 'the preview reads like the stored contract but for the order number and date')
      assert.match(preview.data.text, /下单后生成/)
      const badTier = await call(e.app, 'GET', `/api/need/contract/preview?goodsId=${previewGoods}&compensation=gold`, { token: previewBuyer.token })
      assert.equal(badTier.code, 400)
      assert.equal((await call(e.app, 'GET', `/api/need/contract/preview?goodsId=${previewGoods}&compensation=none`)).code, 401)

      const accepted = await call(e.app, 'POST', `/api/need/order/${sale.orderId}/contract/accept`, { token: sale.seller.token })
      assert.equal(accepted.code, 200, accepted.msg)
      assert.ok(accepted.data.sellerAcceptedAt)
      const signedMark = await call(e.app, 'POST', `/api/need/order/${sale.orderId}/handover/password/done`, { token: sale.seller.token })
      assert.equal(signedMark.code, 200, signedMark.msg)
      const notSeller = await call(e.app, 'POST', `/api/need/order/${sale.orderId}/contract/accept`, { token: sale.buyer.token })
      assert.equal(notSeller.code, 403)

      const stranger = await registerUser(e)
      assert.equal((await call(e.app, 'GET', `/api/need/order/${sale.orderId}/contract`, { token: stranger.token })).code, 404)
      for (const who of [sale.buyer, sale.seller]) {
        const res = await e.app.inject({ method: 'GET', url: `/api/need/order/${sale.orderId}/contract.pdf`, headers: { Token: who.token } })
        assert.equal(res.statusCode, 200)
        assert.match(String(res.headers['content-type']), /^application\/pdf/)
        assert.equal(res.rawPayload.subarray(0, 5).toString(), '%PDF-')
      }
      const other = await e.app.inject({ method: 'GET', url: `/api/need/order/${sale.orderId}/contract.pdf`, headers: { Token: stranger.token } })
      assert.equal(other.statusCode, 404)

      // an order whose contract the buyer has not accepted cannot be paid
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const goodsId = await listing(e, seller.id, { price: 10_000, compensation: 'none' })
      await fund(e, buyer.id, 20_000)
      const created = await call(e.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId, compensation: 'none', agree: true } })
      assert.equal(created.code, 200, created.msg)
      await e.db.execute(sql`update trade_contracts set buyer_accepted_at = null where order_id = ${created.data.id}`)
      const before = await unheldOf(e, buyer.id)
      const pay = await call(e.app, 'POST', `/api/need/order/${created.data.id}/pay`, { token: buyer.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
      assert.equal(pay.code, 400)
      assert.match(pay.msg, /交易合同/)
      assert.equal(await unheldOf(e, buyer.id), before, 'nothing taken')
      const [o] = await e.db.select({ status: orders.status }).from(orders).where(eq(orders.id, created.data.id))
      assert.equal(o.status, 'pending_payment')
    })
  })
}
