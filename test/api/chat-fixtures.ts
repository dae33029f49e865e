/**
 * Fixtures of the chat tests: users, listings and orders straight in the database (paying and the handover have
 * their own tests), sessions opened directly, and small API helpers for rooms and messages.
 */
import assert from 'node:assert/strict'
import { randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { orders } from '../../server/modules/order/schema'
import { users } from '../../server/modules/user/schema'
import { createSession } from '../../server/modules/auth/sessions'
import { listing } from './buying'
import { call, registerUser, type TestEnv, type TestUser } from './helpers'
import type { OrderStatus } from '../../contract/orders'

export interface Trade {
  buyer: TestUser
  seller: TestUser
  goodsId: number
  orderId: number
}

/** An order of `buyer` on a new listing of `seller`; paid unless `paid` is false. */
export async function orderRow(
  env: TestEnv,
  buyerId: number,
  sellerId: number,
  opts: { paid?: boolean; goodsId?: number; status?: OrderStatus } = {},
): Promise<{ orderId: number; goodsId: number }> {
  const paid = opts.paid ?? true
  const goodsId = opts.goodsId ?? (await listing(env, sellerId, { status: 'sold' }))
  const now = new Date()
  const [row] = await env.db
    .insert(orders)
    .values({
      orderNo: 'O' + Date.now() + String(randomInt(0, 1e6)).padStart(6, '0'),
      goodsId,
      buyerId,
      sellerId,
      status: opts.status ?? (paid ? 'delivered' : 'pending_payment'),
      price: 20_000,
      total: 20_000,
      sellerProceeds: 19_000,
      payDeadline: new Date(now.getTime() + 15 * 60_000),
      paidAt: paid ? now : null,
      deliveredAt: paid ? now : null,
    })
    .returning({ id: orders.id })
  return { orderId: row.id, goodsId }
}

/** Two fresh users and a paid order between them. */
export async function trade(env: TestEnv): Promise<Trade> {
  const buyer = await registerUser(env)
  const seller = await registerUser(env)
  const { orderId, goodsId } = await orderRow(env, buyer.id, seller.id)
  return { buyer, seller, goodsId, orderId }
}

/** trade() and its order's room, opened by the buyer. */
export async function tradeRoom(env: TestEnv): Promise<Trade & { roomId: number }> {
  const t = await trade(env)
  return { ...t, roomId: await roomOfOrder(env, t.buyer.token, t.orderId) }
}

/** A session of an existing user (the demo staff account, say). */
export async function tokenOf(env: TestEnv, userId: number): Promise<string> {
  return (await createSession(env.db, userId, 1)).token
}

/** The demo customer-service account (role staff) and a session of it. */
export async function staff(env: TestEnv): Promise<{ id: number; nickname: string; token: string }> {
  const [row] = await env.db.select({ id: users.id, nickname: users.nickname }).from(users).where(eq(users.username, 'kefu01'))
  assert.ok(row, 'the demo staff user is seeded')
  return { ...row, token: await tokenOf(env, row.id) }
}

/** The order's room id, opened through the API by `token`. */
export async function roomOfOrder(env: TestEnv, token: string, orderId: number): Promise<number> {
  const res = await call(env.app, 'GET', `/api/need/chat/order/${orderId}/room`, { token })
  assert.equal(res.code, 200, res.msg)
  return res.data.id
}

export async function say(env: TestEnv, token: string, roomId: number, text: string, lang?: string) {
  const res = await call(env.app, 'POST', `/api/need/chat/room/${roomId}/messages`, { token, body: { kind: 'text', text }, lang })
  assert.equal(res.code, 200, res.msg)
  return res.data as { message: { id: number; text: string; masked: boolean; senderRole: string; senderName: string }; maskedKinds: string[] }
}
