/**
 * The checkout's contract preview (sureOrder's 《交易合同》 link): the text the order would store, made by the same
 * generator from the listing and the chosen tier before any order exists. No order number yet, and the total is
 * before coupons and red packets (they are applied when the order opens; the stored contract has the paid total).
 */
import type { CompensationLevel } from '../../../contract/catalogue'
import type { ContractPreview } from '../../../contract/protection'
import type { Ctx } from '../../context'
import { AppError } from '../../lib/errors'
import { loadListing } from '../order/open'
import { compensationDays, priceOrder } from '../order/pricing'
import { offerListing } from '../order/service'
import { listingCompensation } from '../risk/fee'
import { listingFacts } from './service'
import { contractText } from './text'

/** GET /need/contract/preview?goodsId=&compensation=[&offerId=] */
export async function previewContract(ctx: Ctx, userId: number, goodsId: number, compensation: string, offerId?: number): Promise<ContractPreview> {
  const listing = await offerListing(ctx.db, userId, await loadListing(ctx.db, goodsId), offerId)
  const offer = await listingCompensation(ctx.db, ctx.config, listing)
  if (!offer.levels.includes(compensation as CompensationLevel)) throw new AppError(400, 'orderCompensationUnsupported')
  const level = compensation as CompensationLevel
  const price = priceOrder(ctx.config, { price: listing.price, compensation: level, offer })
  const text = contractText({
    ...(await listingFacts(ctx.db, goodsId)),
    orderNo: '（下单后生成）',
    createdAt: new Date(),
    price: price.price,
    total: price.total,
    compensation: level,
    coverDays: compensationDays(ctx.config, level),
    topupCapPercent: ctx.config.compensationTopupCapPercent,
  })
  return { goodsId, compensation: level, text }
}
