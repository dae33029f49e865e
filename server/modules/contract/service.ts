/**
 * Trade contracts: made in the order's opening transaction (order/open.ts) from the listing, accepted by the buyer
 * there (the checkout's tick, without which no order opens), and by the seller before the handover. Paying an
 * order whose contract the buyer has not accepted is refused (order/actions.ts payOrder). The parties and staff
 * read it and download it as PDF; anyone else gets 404.
 */
import { createHash } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { CompensationLevel } from '../../../contract/catalogue'
import type { TradeContract } from '../../../contract/protection'
import type { Config } from '../../config'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { isStaff, type AuthInfo } from '../../lib/auth'
import { AppError } from '../../lib/errors'
import { games } from '../game/schema'
import { goods } from '../goods/schema'
import { compensationDays } from '../order/pricing'
import { orders } from '../order/schema'
import { contractPdf } from './pdf'
import { tradeContracts } from './schema'
import { contractText, type ContractFacts } from './text'

type OrderRow = typeof orders.$inferSelect
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/** The listing's part of the contract's facts (the stored contract and the checkout's preview read the same). */
export async function listingFacts(db: Pick<Db, 'select'>, goodsId: number): Promise<Pick<ContractFacts, 'title' | 'goodsNo' | 'gameName' | 'bindings' | 'accountRealName'>> {
  const [g] = await db
    .select({ title: goods.title, goodsNo: goods.goodsNo, bindings: goods.bindings, accountRealName: goods.accountRealName, gameName: games.name })
    .from(goods)
    .leftJoin(games, eq(games.id, goods.gameId))
    .where(eq(goods.id, goodsId))
  return { ...g, gameName: g.gameName ?? '', bindings: g.bindings as ContractFacts['bindings'] }
}

/** Writes the order's contract in `tx`, accepted by the buyer at `acceptedAt` (the checkout's tick). */
export async function makeContract(tx: Db, config: Config, order: OrderRow, acceptedAt: Date): Promise<void> {
  const level = order.compensation as CompensationLevel
  const text = contractText({
    ...(await listingFacts(tx, order.goodsId)),
    orderNo: order.orderNo,
    createdAt: order.createdAt,
    price: order.price,
    total: order.total,
    compensation: level,
    coverDays: compensationDays(config, level),
    topupCapPercent: config.compensationTopupCapPercent,
  })
  await tx.insert(tradeContracts).values({ orderId: order.id, text, sha256: sha256(text), buyerAcceptedAt: acceptedAt }).onConflictDoNothing()
}

/** Refuses (400 contractNotAccepted) paying an order whose contract the buyer has not accepted. */
export async function assertBuyerAccepted(db: Pick<Db, 'select'>, orderId: number): Promise<void> {
  const [c] = await db.select({ at: tradeContracts.buyerAcceptedAt }).from(tradeContracts).where(eq(tradeContracts.orderId, orderId))
  if (!c?.at) throw new AppError(400, 'contractNotAccepted')
}

/**
 * Refuses (409 contractSellerNotAccepted) the seller's handover marks until they accepted the order's contract.
 * Orders opened before contracts existed have none and are not held up.
 */
export async function assertSellerAccepted(db: Pick<Db, 'select'>, orderId: number): Promise<void> {
  const [c] = await db.select({ at: tradeContracts.sellerAcceptedAt }).from(tradeContracts).where(eq(tradeContracts.orderId, orderId))
  if (c && !c.at) throw new AppError(409, 'contractSellerNotAccepted')
}

async function partyContract(ctx: Ctx, who: AuthInfo, orderId: number) {
  const [row] = await ctx.db
    .select({ c: tradeContracts, buyerId: orders.buyerId, sellerId: orders.sellerId, orderNo: orders.orderNo })
    .from(tradeContracts)
    .innerJoin(orders, eq(orders.id, tradeContracts.orderId))
    .where(eq(tradeContracts.orderId, orderId))
  if (!row || (row.buyerId !== who.userId && row.sellerId !== who.userId && !isStaff(who.role))) throw new AppError(404, 'contractNotFound')
  return row
}

const toWire = (c: typeof tradeContracts.$inferSelect, orderNo: string): TradeContract => ({
  orderId: c.orderId,
  orderNo,
  text: c.text,
  sha256: c.sha256,
  buyerAcceptedAt: c.buyerAcceptedAt ? c.buyerAcceptedAt.toISOString() : null,
  sellerAcceptedAt: c.sellerAcceptedAt ? c.sellerAcceptedAt.toISOString() : null,
})

/** GET /need/order/{id}/contract */
export async function getContract(ctx: Ctx, who: AuthInfo, orderId: number): Promise<TradeContract> {
  const row = await partyContract(ctx, who, orderId)
  return toWire(row.c, row.orderNo)
}

/** POST /need/order/{id}/contract/accept: the seller's acceptance before the handover (once; a repeat is a no-op). */
export async function acceptAsSeller(ctx: Ctx, who: AuthInfo, orderId: number): Promise<TradeContract> {
  const row = await partyContract(ctx, who, orderId)
  if (row.sellerId !== who.userId) throw new AppError(403, 'contractSellerOnly')
  await ctx.db
    .update(tradeContracts)
    .set({ sellerAcceptedAt: new Date() })
    .where(and(eq(tradeContracts.orderId, orderId), isNull(tradeContracts.sellerAcceptedAt)))
  return getContract(ctx, who, orderId)
}

/** GET /need/order/{id}/contract.pdf */
export async function contractPdfOf(ctx: Ctx, who: AuthInfo, orderId: number): Promise<{ pdf: Buffer; name: string }> {
  const row = await partyContract(ctx, who, orderId)
  return { pdf: await contractPdf(ctx.config, toWire(row.c, row.orderNo)), name: `contract-${row.orderNo}.pdf` }
}
