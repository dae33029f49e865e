/** Public 包赔 figures (GET /web/claims/stats): counted from the claims table each time, nothing stored. */
import { and, eq, gte, sql } from 'drizzle-orm'
import type { ClaimStats } from '../../../contract/protection'
import type { Ctx } from '../../context'
import { claims } from './schema'

const DAYS = 30

export async function claimStats(ctx: Pick<Ctx, 'db' | 'config'>, now = new Date()): Promise<ClaimStats> {
  const since = new Date(now.getTime() - DAYS * 86_400_000)
  const [all] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(claims).where(gte(claims.createdAt, since))
  const [paid] = await ctx.db
    .select({
      n: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${claims.paidAmount}), 0)`,
      median: sql<string | null>`percentile_cont(0.5) within group (order by extract(epoch from ${claims.decidedAt} - ${claims.createdAt}))`,
    })
    .from(claims)
    .where(and(gte(claims.createdAt, since), eq(claims.status, 'approved')))
  const median = paid.median === null ? null : Math.round((Number(paid.median) / 3600) * 10) / 10
  return {
    days: DAYS,
    claims: all.n,
    paid: paid.n,
    paidAmount: Number(paid.amount),
    medianHoursToPay: median,
    payWithinHours: ctx.config.claimPayWithinHours,
  }
}
