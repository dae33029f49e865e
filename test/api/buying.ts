/**
 * Shared fixtures of the buying tests (orders, payment, coupons): verified users through the API, listings and
 * coupon templates inserted straight into the database (their own screens belong to other issues), and the
 * ledger invariant.
 */
import assert from 'node:assert/strict'
import { randomInt } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { couponTemplates } from '../../server/modules/coupon/schema'
import { games } from '../../server/modules/game/schema'
import { goods } from '../../server/modules/goods/schema'
import { orders } from '../../server/modules/order/schema'
import { users } from '../../server/modules/user/schema'
import { ledger } from '../../server/modules/wallet/schema'
import { createSession } from '../../server/modules/auth/sessions'
import { createCipher, hashPassword } from '../../server/lib/crypto'
import { call, idNumber, registerUser, SECRET, yearsAgo, type TestEnv, type TestUser } from './helpers'
import type { GoodsStatus } from '../../contract/catalogue'

const cipher = createCipher(SECRET)
let people = 0

/** A registered user who passed real-name verification through the API (adult unless `age` says otherwise). */
export async function verifiedUser(env: TestEnv, age = 30): Promise<TestUser> {
  const user = await registerUser(env)
  // distinct birth dates keep the ID numbers (unique per person) apart
  const n = people++
  const id = idNumber(yearsAgo(age, -(n % 300) - 1), '110105', String(100 + (n % 900)).padStart(3, '0'))
  const res = await call(env.app, 'POST', '/api/realname/auth', { token: user.token, body: { realName: '张三', idNumber: id } })
  assert.equal(res.code, 200, res.msg)
  return user
}

export interface ListingOptions {
  price?: number
  compensation?: 'none' | 'standard' | 'extended'
  status?: GoodsStatus
  gameId?: number
  title?: string
  /** what is bound to the account (the handover checklist follows it); the column's default when absent */
  bindings?: { phone: boolean; email: boolean; thirdParty: boolean }
  accountRealName?: 'seller' | 'none' | 'changeable'
}

export const CREDENTIALS = { account: 'game_acc_8848', password: 'S3cret!pass', notes: '绑定手机已解绑' }

/** A listing of `sellerId` with encrypted credentials; returns its id. */
export async function listing(env: TestEnv, sellerId: number, opts: ListingOptions = {}): Promise<number> {
  const gameId = opts.gameId ?? (await env.db.select({ id: games.id }).from(games).orderBy(games.id).limit(1))[0].id
  const [row] = await env.db
    .insert(goods)
    .values({
      goodsNo: 'GT' + Date.now() + String(randomInt(0, 1e6)).padStart(6, '0'),
      sellerId,
      gameId,
      title: opts.title ?? '测试账号 王者 V8',
      description: '测试用商品',
      price: opts.price ?? 20_000,
      compensation: opts.compensation ?? 'extended',
      credentialsEnc: cipher.encrypt(JSON.stringify(CREDENTIALS)),
      status: opts.status ?? 'on_sale',
      ...(opts.bindings ? { bindings: opts.bindings } : {}),
      ...(opts.accountRealName ? { accountRealName: opts.accountRealName } : {}),
      publishedAt: new Date(),
    })
    .returning({ id: goods.id })
  return row.id
}

export async function goodsStatus(env: TestEnv, id: number): Promise<string> {
  const [row] = await env.db.select({ status: goods.status }).from(goods).where(eq(goods.id, id))
  return row.status
}

/** A coupon template straight in the database; returns its id. */
export async function template(env: TestEnv, values: Partial<typeof couponTemplates.$inferInsert> = {}): Promise<number> {
  const [row] = await env.db
    .insert(couponTemplates)
    .values({ kind: 'coupon', name: '测试券', amount: 1000, threshold: 0, validDays: 30, ...values })
    .returning({ id: couponTemplates.id })
  return row.id
}

/** Claims one record of a template through the API; returns the record id. */
export async function claimed(env: TestEnv, user: TestUser, templateId: number): Promise<number> {
  const res = await call(env.app, 'POST', '/api/coupon/record/receive', { token: user.token, body: { templateId } })
  assert.equal(res.code, 200, res.msg)
  return res.data.id
}

/** The payment password `fund` gives a wallet (paying from the wallet asks for it). */
export const PAY_PASSWORD = '258013'
let payPasswordHash: Promise<string> | null = null

/**
 * Sets a wallet balance with its 'adjustment' ledger row, as an operator would, and gives the user the payment
 * password PAY_PASSWORD when they have none (set through the API with an SMS code in the payment-password tests).
 */
export async function fund(env: TestEnv, userId: number, amount: number): Promise<void> {
  payPasswordHash ??= hashPassword(PAY_PASSWORD)
  const hash = await payPasswordHash
  await env.db.transaction(async (tx) => {
    const [u] = await tx
      .update(users)
      .set({ balance: sql`${users.balance} + ${amount}`, payPasswordHash: sql`coalesce(${users.payPasswordHash}, ${hash})` })
      .where(eq(users.id, userId))
      .returning({ balance: users.balance })
    await tx.insert(ledger).values({ userId, kind: 'adjustment', amount, balanceAfter: u.balance, note: 'test' })
  })
}

export async function balanceOf(env: TestEnv, userId: number): Promise<number> {
  const [u] = await env.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId))
  return u.balance
}

/** The part of the balance held by open payments. */
export async function heldOf(env: TestEnv, userId: number): Promise<number> {
  const [u] = await env.db.select({ held: users.walletHeld }).from(users).where(eq(users.id, userId))
  return u.held
}

/** The wallet invariant: the balance equals the sum of the user's ledger rows, and the last row's balanceAfter. */
export async function assertLedgerMatches(env: TestEnv, userId: number): Promise<void> {
  const [sum] = await env.db
    .select({ total: sql<string>`coalesce(sum(${ledger.amount}), 0)` })
    .from(ledger)
    .where(eq(ledger.userId, userId))
  const balance = await balanceOf(env, userId)
  assert.equal(Number(sum.total), balance, `ledger of user ${userId} sums to the balance`)
  const [last] = await env.db
    .select({ after: ledger.balanceAfter })
    .from(ledger)
    .where(eq(ledger.userId, userId))
    .orderBy(sql`${ledger.id} desc`)
    .limit(1)
  if (last) assert.equal(last.after, balance)
}

/** The seller accepts the order's trade contract, as every seller does before marking a handover step. */
export async function sellerSigns(env: TestEnv, sellerToken: string, orderId: number): Promise<void> {
  const signed = await call(env.app, 'POST', `/api/need/order/${orderId}/contract/accept`, { token: sellerToken })
  assert.equal(signed.code, 200, signed.msg)
}

/**
 * Takes a paid sale order through its handover (换绑) as its parties would, through the API: the seller marks every
 * step of the checklist done (having signed the contract), then the buyer confirms each one; the order is then 'delivered'. Sessions for the
 * order's buyer and seller are opened here, so callers need only the order.
 */
export async function completeHandover(env: TestEnv, orderId: number): Promise<void> {
  const [order] = await env.db.select({ buyerId: orders.buyerId, sellerId: orders.sellerId }).from(orders).where(eq(orders.id, orderId))
  assert.ok(order, `order ${orderId} exists`)
  const seller = (await createSession(env.db, order.sellerId, 1)).token
  const buyer = (await createSession(env.db, order.buyerId, 1)).token
  const handover = await call(env.app, 'GET', `/api/need/order/${orderId}/handover`, { token: buyer })
  assert.equal(handover.code, 200, handover.msg)
  const keys = (handover.data.steps as { key: string }[]).map((s) => s.key)
  await sellerSigns(env, seller, orderId)
  for (const key of keys) {
    const done = await call(env.app, 'POST', `/api/need/order/${orderId}/handover/${key}/done`, { token: seller })
    assert.equal(done.code, 200, done.msg)
  }
  for (const key of keys) {
    const confirmed = await call(env.app, 'POST', `/api/need/order/${orderId}/handover/${key}/confirm`, { token: buyer })
    assert.equal(confirmed.code, 200, confirmed.msg)
  }
  const [after] = await env.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
  assert.equal(after.status, 'delivered', 'the last confirmation delivers the order')
}

export type SaleStage = 'handover' | 'delivered' | 'completed'

export interface Sale {
  seller: TestUser
  buyer: TestUser
  orderId: number
  goodsId: number
  /** what the buyer paid (fen), all from the wallet */
  total: number
}

/**
 * A sale through the API: a listing of `seller` (a new verified seller when absent; 100 yuan and no compensation
 * unless `listing` says otherwise) bought by a new verified buyer funded with twice its price, paid from the wallet
 * and taken as far as `upTo`: 'handover' (just paid), 'delivered' (completeHandover) or 'completed' (receipt
 * confirmed, the seller paid).
 */
export async function boughtSale(
  env: TestEnv,
  opts: { seller?: TestUser; listing?: ListingOptions; upTo?: SaleStage; sellerSigns?: boolean } = {},
): Promise<Sale> {
  const seller = opts.seller ?? (await verifiedUser(env))
  const buyer = await verifiedUser(env)
  const price = opts.listing?.price ?? 10_000
  const compensation = opts.listing?.compensation ?? 'none'
  const goodsId = await listing(env, seller.id, { ...opts.listing, price, compensation })
  await fund(env, buyer.id, price * 2)
  const created = await call(env.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId, compensation, agree: true } })
  assert.equal(created.code, 200, created.msg)
  const orderId: number = created.data.id
  const pay = await call(env.app, 'POST', `/api/need/order/${orderId}/pay`, { token: buyer.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
  assert.equal(pay.data?.paid, true, pay.msg)
  // the seller signs the trade contract before the handover (handover/service.ts markDone refuses until then)
  if (opts.sellerSigns !== false) await sellerSigns(env, seller.token, orderId)
  const upTo = opts.upTo ?? 'handover'
  if (upTo !== 'handover') await completeHandover(env, orderId)
  if (upTo === 'completed') {
    const done = await call(env.app, 'POST', `/api/need/order/${orderId}/confirm`, { token: buyer.token })
    assert.equal(done.code, 200, done.msg)
  }
  return { seller, buyer, orderId, goodsId, total: created.data.total }
}
