/**
 * Fixtures of the recycling tests: merchants (verified users given the merchant role as an approved application
 * would), uploads inserted straight into the database (the upload route has its own tests), a region path of a
 * seeded game, and a valid RecycleInput.
 */
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { gameNodes, games } from '../../server/modules/game/schema'
import { uploads } from '../../server/modules/upload/schema'
import { users } from '../../server/modules/user/schema'
import { verifiedUser } from './buying'
import { call, type TestEnv, type TestUser } from './helpers'

export const RECYCLE_CREDENTIALS = { account: 'recycle_acc_7788', password: 'Rcy!pass2024', notes: '已绑定手机 139****0000' }
export const SELLER_CONTACT = 'QQ 778899001'

/** A verified adult with the merchant role and a shop name. */
export async function merchant(env: TestEnv, shopName = '测试回收行'): Promise<TestUser> {
  const user = await verifiedUser(env)
  await env.db.update(users).set({ role: 'merchant', shopName }).where(eq(users.id, user.id))
  return user
}

/** `n` uploads of `ownerId`, as POST /upload/image would have stored them; returns their URLs. */
export async function ownImages(env: TestEnv, ownerId: number, n: number): Promise<string[]> {
  const rows = Array.from({ length: n }, () => ({
    key: randomBytes(16).toString('hex') + '.png',
    ownerId,
    contentType: 'image/png',
    size: 68,
  }))
  await env.db.insert(uploads).values(rows)
  return rows.map((r) => '/api/uploads/' + r.key)
}

export interface Region {
  gameId: number
  gameName: string
  systemId: number
  carrierId: number
  areaId: number
  /** names as stored, top down */
  names: string[]
}

/** The first system / carrier / area of the first seeded game. */
export async function region(env: TestEnv): Promise<Region> {
  const [game] = await env.db.select({ id: games.id, name: games.name }).from(games).orderBy(asc(games.id)).limit(1)
  const first = async (parentId: number | null) => {
    const [n] = await env.db
      .select({ id: gameNodes.id, name: gameNodes.name })
      .from(gameNodes)
      .where(and(eq(gameNodes.gameId, game.id), parentId === null ? isNull(gameNodes.parentId) : eq(gameNodes.parentId, parentId)))
      .orderBy(asc(gameNodes.sort), asc(gameNodes.id))
      .limit(1)
    return n
  }
  const system = await first(null)
  const carrier = await first(system.id)
  const area = await first(carrier.id)
  return { gameId: game.id, gameName: game.name, systemId: system.id, carrierId: carrier.id, areaId: area.id, names: [system.name, carrier.name, area.name] }
}

/** A valid RecycleInput of `seller` (its images uploaded for it). */
export async function recycleInput(env: TestEnv, seller: TestUser, overrides: Record<string, unknown> = {}) {
  const r = await region(env)
  return {
    gameId: r.gameId,
    systemId: r.systemId,
    carrierId: r.carrierId,
    areaId: r.areaId,
    title: 'V8 百皮肤 荣耀王者 回收',
    description: '个人号，英雄全开，皮肤一百多个，诚心出。',
    images: await ownImages(env, seller.id, 2),
    expectedPrice: 50_000,
    credentials: RECYCLE_CREDENTIALS,
    contact: SELLER_CONTACT,
    ...overrides,
  }
}

/** Submits a request through the API; returns it. */
export async function submitted(env: TestEnv, seller: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await call(env.app, 'POST', '/api/account/backlist', { token: seller.token, body: await recycleInput(env, seller, overrides) })
  assert.equal(res.code, 200, res.msg)
  return res.data
}

/** A merchant's quote through the API; returns the quote. */
export async function quoted(env: TestEnv, m: TestUser, requestId: number, amount: number, note?: string) {
  const res = await call(env.app, 'POST', '/api/merchant/quote', { token: m.token, body: { requestId, amount, ...(note ? { note } : {}) } })
  assert.equal(res.code, 200, res.msg)
  return res.data
}
