/**
 * Demo data of buying: coupon and red-packet templates, and the ledger row behind the demo buyer's opening
 * balance (every balance is the sum of its ledger rows). Called by seed.ts inside its transaction.
 */
import { eq } from 'drizzle-orm'
import type { Db } from './client'
import { couponTemplates } from '../modules/coupon/schema'
import { games } from '../modules/game/schema'
import { users } from '../modules/user/schema'
import { ledger } from '../modules/wallet/schema'
import { COUPON_EN } from './seed-english-content'

const DAY = 86400_000

export async function seedCoupons(tx: Db): Promise<void> {
  const [buyer] = await tx.select({ id: users.id, balance: users.balance }).from(users).where(eq(users.phone, '13800000001'))
  if (buyer && buyer.balance > 0) {
    await tx.insert(ledger).values({ userId: buyer.id, kind: 'adjustment', amount: buyer.balance, balanceAfter: buyer.balance, note: '演示账户初始余额' })
  }
  const [wzry] = await tx.select({ id: games.id }).from(games).where(eq(games.name, '王者荣耀'))
  const now = Date.now()
  const templates: (typeof couponTemplates.$inferInsert)[] = [
    // handed out once per user by GET /coupon/record/receiveCoupon/auto
    { kind: 'coupon', name: '新人专享券', description: '新用户专享，满100元减20元，全场通用', amount: 2000, threshold: 10000, validDays: 30, auto: true, listed: false },
    { kind: 'red_packet', name: '新人红包', description: '新用户红包，无门槛抵扣5元', amount: 500, threshold: 0, validDays: 15, auto: true, listed: false },
    // listed in the coupon centre
    { kind: 'coupon', name: '满100减10', description: '订单商品价满100元可用，全场通用', amount: 1000, threshold: 10000, validDays: 30, perUserLimit: 2 },
    {
      kind: 'coupon',
      name: '满500减50',
      description: '订单商品价满500元可用，全场通用，限量发放',
      amount: 5000,
      threshold: 50000,
      validDays: 30,
      stock: 200,
      claimUntil: new Date(now + 60 * DAY),
    },
    { kind: 'coupon', name: '满1000减120', description: '大额账号专享，订单商品价满1000元可用', amount: 12000, threshold: 100000, validDays: 30, stock: 50 },
    ...(wzry
      ? [{ kind: 'coupon', name: '王者荣耀专享券', description: '仅限王者荣耀账号，满200元减30元', amount: 3000, threshold: 20000, gameId: wzry.id, validDays: 30, stock: 100 }]
      : []),
    { kind: 'red_packet', name: '8元红包', description: '无门槛红包，下单立减8元', amount: 800, threshold: 0, validDays: 7, stock: 500 },
    { kind: 'red_packet', name: '3元红包', description: '无门槛红包，每人可领3个', amount: 300, threshold: 0, validDays: 7, perUserLimit: 3 },
  ]
  await tx.insert(couponTemplates).values(templates.map((t) => ({ ...t, nameEn: COUPON_EN[t.name] ?? null })))
}
