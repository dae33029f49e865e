/**
 * The deposit step of the background jobs (order/jobs.ts runDueJobs): a deposit whose seller's last sale (or, with
 * none, its payment) is DEPOSIT_RELEASE_DAYS old and that nothing keeps (release-rules.ts) is released back to the
 * wallet. Each is picked FOR UPDATE SKIP LOCKED in its own transaction (jobs/runner.ts): one that fails is retried
 * later while the others go on.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Config } from '../../config'
import { copy } from '../../lib/copy'
import type { JobStep } from '../jobs/runner'
import { notify } from '../inbox/notify'
import { release } from '../wallet/service'
import { lastSaleSql, releaseBlockedSql } from './release-rules'
import { sellerDeposits } from './schema'

type DepositRow = typeof sellerDeposits.$inferSelect

export const depositReleaseStep = (config: Pick<Config, 'deposit'>, now: Date): JobStep<DepositRow> => ({
  kind: 'deposit.release',
  pick: async (tx, ready) => {
    const cutoff = new Date(now.getTime() - config.deposit.releaseDays * 86_400_000)
    const [due] = await tx
      .select()
      .from(sellerDeposits)
      .where(
        and(
          gt(sellerDeposits.held, 0),
          sql`coalesce(${lastSaleSql(sellerDeposits.userId)}, ${sellerDeposits.paidAt}) <= ${cutoff.toISOString()}::timestamptz`,
          sql`not ${releaseBlockedSql(config, sellerDeposits.userId)}`,
          ready(sellerDeposits.userId),
        ),
      )
      .orderBy(asc(sellerDeposits.userId))
      .limit(1)
      .for('update', { of: sellerDeposits, skipLocked: true })
    return due
  },
  ref: (d) => ({ itemId: d.userId, orderId: null }),
  handle: async (tx, due) => {
    await release(tx, due.userId, due.held)
    await tx.update(sellerDeposits).set({ held: 0, releasedAt: now, updatedAt: now }).where(eq(sellerDeposits.userId, due.userId))
    await notify(tx, due.userId, { kind: 'system', copy: copy('deposit.released', { amount: due.held }), link: '/index/other/deposit' })
  },
})
