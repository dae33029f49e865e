/**
 * The demo's deal history: a year of completed sales per game (sold listings with completed orders), so the
 * valuation (估价) and the price history have something to learn from. Prices follow deal-generator.ts's relation;
 * from their own fixed random seed, so every fresh database gets the same history and the rest of the demo data
 * stays as it was. Completed 8 to 365 days ago (the last week's "recent deals" are seed-goods.ts's), sold by the
 * demo sellers to the demo buyers; no ratings, no checklists (they predate the handover).
 */
import { and, eq, inArray } from 'drizzle-orm'
import { chinaStamp } from '../../contract/clock'
import type { Cipher } from '../lib/crypto'
import type { Db } from './client'
import { games } from '../modules/game/schema'
import { goods } from '../modules/goods/schema'
import { orders } from '../modules/order/schema'
import { users } from '../modules/user/schema'
import { dealPrice, drawAttrs } from './deal-generator'
import { COVERS, goodsImages } from './seed-images'
import { rng, SPECS } from './seed-goods'

const DAY = 86_400_000
/** deals in the year, shared out by the games' popularity (at least MIN per game) */
const TOTAL = 2400
const MIN = 60

export async function seedDeals(db: Db, opts: { cipher: Cipher; now?: number }) {
  const r = rng(20261128)
  const now = opts.now ?? Date.now()
  const sellers = (await db.select({ id: users.id }).from(users).where(inArray(users.phone, ['13800000002', '13800000003', '13800000004']))).map((u) => u.id)
  const buyers = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.phone, ['13800000011', '13800000012', '13800000013', '13800000014', '13800000015', '13800000016']))
  ).map((u) => u.id)
  if (sellers.length === 0 || buyers.length === 0) return
  const gameList = await db.select({ id: games.id, name: games.name, icon: games.icon, hot: games.hot }).from(games)
  const hotTotal = gameList.reduce((s, g) => s + g.hot, 0) || 1
  const credentialsEnc = opts.cipher.encrypt(JSON.stringify({ account: 'history', password: 'history', notes: '' }))
  let seq = 0
  for (const g of gameList) {
    const spec = SPECS[g.icon]
    if (!spec) continue
    const count = Math.max(MIN, Math.round((TOTAL * g.hot) / hotTotal))
    const rows = Array.from({ length: count }, () => {
      const ageDays = 8 + r() * 357
      const attrs = drawAttrs(spec, r)
      const price = dealPrice(spec, attrs, ageDays, r)
      const completedAt = new Date(now - ageDays * DAY)
      const publishedAt = new Date(completedAt.getTime() - (3 + r() * 20) * DAY)
      seq++
      return {
        listing: {
          goodsNo: `H${chinaStamp(publishedAt).slice(0, 8)}${String(seq).padStart(6, '0')}`,
          sellerId: sellers[Math.floor(r() * sellers.length)],
          gameId: g.id,
          title: `${g.name} 成交记录`,
          description: '历史成交',
          price,
          attrs,
          credentialsEnc,
          status: 'sold' as const,
          publishedAt,
          soldAt: completedAt,
          createdAt: publishedAt,
          updatedAt: completedAt,
        },
        buyerId: buyers[Math.floor(r() * buyers.length)],
        completedAt,
      }
    })
    // the game's demo pictures in turn down its newest-first list, which these share with the seeded listings, so
    // no two neighbours there (a seller's page, a list of sold listings) show the same cover
    const seeded = await db
      .select({ createdAt: goods.createdAt, images: goods.images })
      .from(goods)
      .where(and(eq(goods.gameId, g.id), eq(goods.channel, 'consign')))
    const coverNo = (url: string | undefined) => Number(/-(\d+)\.jpg$/.exec(url ?? '')?.[1] ?? 0)
    const merged = [
      ...seeded.map((x) => ({ at: x.createdAt.getTime(), cover: coverNo(x.images[0]), deal: undefined as (typeof rows)[number] | undefined })),
      ...rows.map((x) => ({ at: x.listing.createdAt.getTime(), cover: 0, deal: x })),
    ].sort((x, y) => y.at - x.at)
    const imagesOf = new Map<(typeof rows)[number], string[]>()
    let turn = 0
    merged.forEach((m, k) => {
      if (!m.deal) return
      const avoid = new Set([merged[k - 1]?.cover, merged[k + 1]?.deal ? undefined : merged[k + 1]?.cover])
      do turn = (turn % COVERS) + 1
      while (avoid.has(turn))
      m.cover = turn
      imagesOf.set(m.deal, goodsImages(g.icon, turn, 2))
    })
    const inserted = await db
      .insert(goods)
      .values(rows.map((x) => ({ ...x.listing, images: imagesOf.get(x)! })))
      .returning({ id: goods.id })
    await db.insert(orders).values(
      rows.map((x, i) => {
        const paidAt = new Date(x.completedAt.getTime() - 2 * DAY)
        const serviceFee = Math.max(100, Math.round(x.listing.price * 0.02))
        return {
          orderNo: `H${chinaStamp(paidAt)}${String(inserted[i].id).padStart(7, '0')}`,
          goodsId: inserted[i].id,
          buyerId: x.buyerId,
          sellerId: x.listing.sellerId,
          status: 'completed' as const,
          price: x.listing.price,
          serviceFee,
          total: x.listing.price + serviceFee,
          externalPaid: x.listing.price + serviceFee,
          sellerProceeds: x.listing.price - Math.round(x.listing.price * 0.05),
          payDeadline: new Date(paidAt.getTime() + 15 * 60_000),
          paidAt,
          deliveredAt: new Date(paidAt.getTime() + 3600_000),
          completedAt: x.completedAt,
          createdAt: new Date(paidAt.getTime() - 5 * 60_000),
          updatedAt: x.completedAt,
        }
      }),
    )
  }
}
