/**
 * Saved searches' notices (run by offer/jobs.ts each job run): a search due for a check counts the matching
 * listings published since its cursor; when there are some, its user is told through notify() (so their
 * notification choices apply) and the cursor moves to the newest of them, at most SAVED_SEARCH_DAILY_CAP times a
 * China day. One search per transaction, picked FOR UPDATE SKIP LOCKED, so processes share the work and a failing
 * search (its filters no longer valid) is retried with backoff while the others go on (jobs/runner.ts).
 */
import { and, asc, eq, lte } from 'drizzle-orm'
import type { Ctx } from '../../context'
import { copy } from '../../lib/copy'
import { games } from '../game/schema'
import { publishedSince } from '../goods/list'
import { notify } from '../inbox/notify'
import type { JobStep } from '../jobs/runner'
import { chinaDayStart } from '../notification/quiet'
import { savedSearches } from './schema'

/** how often one search is checked: fresh enough for a buyer, cheap with many searches */
export const SEARCH_CHECK_MS = 15 * 60_000
const DAY_MS = 86_400_000

type Search = typeof savedSearches.$inferSelect

/** the China day of `now` as YYYY-MM-DD */
const chinaDay = (now: Date) => new Date(chinaDayStart(now).getTime() + 8 * 3_600_000).toISOString().slice(0, 10)

export const savedSearchStep = (ctx: Pick<Ctx, 'db' | 'config'>, now: Date): JobStep<Search> => ({
  kind: 'search.notify',
  pick: async (tx, ready) => {
    const [row] = await tx
      .select()
      .from(savedSearches)
      .where(and(lte(savedSearches.dueAt, now), ready(savedSearches.id)))
      .orderBy(asc(savedSearches.dueAt))
      .limit(1)
      .for('update', { skipLocked: true })
    return row
  },
  ref: (s) => ({ itemId: s.id, orderId: null }),
  handle: async (tx, s) => {
    const day = chinaDay(now)
    const sentToday = s.noticeDay === day ? s.noticesThatDay : 0
    if (sentToday >= ctx.config.offers.savedSearchDailyCap) {
      // capped: nothing more today; the listings stay new for tomorrow's notice
      await tx.update(savedSearches).set({ dueAt: new Date(chinaDayStart(now).getTime() + DAY_MS) }).where(eq(savedSearches.id, s.id))
      return
    }
    const found = await publishedSince({ db: tx }, s.query, s.since)
    const dueAt = new Date(now.getTime() + SEARCH_CHECK_MS)
    if (found.count === 0 || !found.newest) {
      await tx.update(savedSearches).set({ dueAt }).where(eq(savedSearches.id, s.id))
      return
    }
    const [game] = await tx.select({ name: games.name }).from(games).where(eq(games.id, s.gameId))
    await notify(tx, s.userId, {
      kind: 'goods',
      copy: copy('alert.savedSearch', { game: game?.name ?? '', count: found.count }),
      link: `/index/goodList?gameId=${s.gameId}`,
    })
    await tx
      .update(savedSearches)
      .set({ since: found.newest, lastNoticeAt: now, noticeDay: day, noticesThatDay: sentToday + 1, dueAt })
      .where(eq(savedSearches.id, s.id))
  },
})
