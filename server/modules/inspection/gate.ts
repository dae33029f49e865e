/**
 * Whether inspections let a listing go on sale (staff's review asks before approving): not while the newest
 * published report found differences the listing still has, nor while its 找回 risk is high and no report was
 * published.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import { hasPublishedInspection } from '../risk/service'
import { listingRisk } from '../risk/schema'
import { inspectionDifferences } from './service'

export async function assertSaleAllowed(db: Pick<Db, 'select'>, goodsId: number): Promise<void> {
  const differs = await inspectionDifferences(db, goodsId)
  if (differs.length > 0) throw new AppError(409, 'reviewInspectionDiffers', { count: differs.length })
  const [risk] = await db.select({ level: listingRisk.level }).from(listingRisk).where(eq(listingRisk.goodsId, goodsId))
  if (risk?.level === 'high' && !(await hasPublishedInspection(db, goodsId))) throw new AppError(409, 'reviewInspectionRequired')
}
