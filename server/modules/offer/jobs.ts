/**
 * Background work of 议价, run by main.ts every JOB_INTERVAL_SECONDS: offers not answered within
 * OFFER_RESPONSE_HOURS expire, accepted offers not ordered before their hold ends expire and give the listing
 * back, offers whose listing was delisted or sold lapse; then the saved searches' notices (alert/jobs.ts). Each
 * item in its own transaction through jobs/runner.ts, so one failing row is retried with backoff and never
 * stalls the others. The listing is locked before the offer (the lock order of service.ts): the pick finds a
 * candidate without locking, then locks its listing and the offer, skipping it when another process has it.
 */
import { and, asc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import type { JobKind } from '../../../contract/admin-jobs'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { copy } from '../../lib/copy'
import { describeError } from '../../lib/log'
import { startLoop } from '../../lib/loop'
import { savedSearchStep } from '../alert/jobs'
import { goods } from '../goods/schema'
import { releaseOfferHold } from '../goods/state'
import { notify } from '../inbox/notify'
import { retryPolicy } from '../jobs/backoff'
import { drain, type JobRun, type JobStep } from '../jobs/runner'
import { lapseLive, MY_OFFERS_LINK, type OfferRow } from './service'
import { offers } from './schema'

export type OfferJobCtx = Pick<Ctx, 'db' | 'config'>
const MAX_PER_RUN = 500

/** The first candidate of `due`, then its listing and the offer locked (the offer skipped if another run has it). */
async function pickLocked(tx: Db, due: SQL): Promise<OfferRow | undefined> {
  const [candidate] = await tx.select({ id: offers.id, goodsId: offers.goodsId }).from(offers).where(due).orderBy(asc(offers.id)).limit(1)
  if (!candidate) return undefined
  await tx.select({ id: goods.id }).from(goods).where(eq(goods.id, candidate.goodsId)).for('update')
  const [row] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.id, candidate.id), due))
    .for('update', { skipLocked: true })
  return row
}

const tell = (tx: Db, userId: number, kind: Parameters<typeof copy>[0], title: string) => notify(tx, userId, { kind: 'goods', copy: copy(kind, { title }), link: MY_OFFERS_LINK })

const titleOf = async (tx: Db, goodsId: number) => (await tx.select({ title: goods.title }).from(goods).where(eq(goods.id, goodsId)))[0]?.title ?? ''

const ref = (o: OfferRow) => ({ itemId: o.id, orderId: null })

const expiry = (now: Date): JobStep<OfferRow> => {
  const at = now.toISOString()
  const due = (ready: SQL) =>
    and(
      or(
        and(inArray(offers.status, ['pending_seller', 'pending_buyer']), lte(offers.expiresAt, now)),
        and(eq(offers.status, 'accepted'), sql`${offers.holdUntil} <= ${at}::timestamptz`),
      ),
      ready,
    )!
  return {
    kind: 'offer.expire' as JobKind,
    pick: (tx, ready) => pickLocked(tx, due(ready(offers.id))),
    ref,
    handle: async (tx, o) => {
      const title = await titleOf(tx, o.goodsId)
      await tx.update(offers).set({ status: 'expired', expiresAt: null, updatedAt: now }).where(eq(offers.id, o.id))
      if (o.status === 'accepted') {
        // the hold ends unordered: the listing goes back on sale (unless an order holds it after all)
        await releaseOfferHold(tx, o.goodsId, now)
        await tell(tx, o.buyerId, 'offer.holdExpired.buyer', title)
        await tell(tx, o.sellerId, 'offer.holdExpired.seller', title)
        return
      }
      await tell(tx, o.buyerId, 'offer.expired.buyer', title)
      await tell(tx, o.sellerId, 'offer.expired.seller', title)
    },
  }
}

/** live offers whose listing was repriced, delisted, taken down or sold (a price edit lapses them at once too) */
const lapse = (now: Date): JobStep<OfferRow> => {
  const changed = sql`exists (select 1 from ${goods} g where g.id = ${offers.goodsId} and (g.price <> ${offers.listPrice} or g.status not in ('on_sale', 'reserved')))`
  const due = (ready: SQL) => and(inArray(offers.status, ['pending_seller', 'pending_buyer']), changed, ready)!
  return {
    kind: 'offer.lapse',
    pick: (tx, ready) => pickLocked(tx, due(ready(offers.id))),
    ref,
    handle: async (tx, o) => {
      await lapseLive(tx, o.goodsId, await titleOf(tx, o.goodsId), now, o.id)
    },
  }
}

export interface OfferJobResult {
  expired: number
  lapsed: number
  searches: number
  failed: number
}

/** One run; each kind drains on its own, so a failing kind (its pick throwing) does not stop the others. */
export async function runOfferJobs(ctx: OfferJobCtx, now = new Date(), report?: (line: string) => void): Promise<OfferJobResult> {
  const run: JobRun = { now, policy: retryPolicy(ctx.config), max: MAX_PER_RUN, report }
  const guarded = async <T>(step: JobStep<T>) => {
    try {
      return await drain(ctx.db, step, run)
    } catch (err) {
      report?.(`${step.kind} stopped: ${describeError(err)}`)
      return { done: 0, failed: 0 }
    }
  }
  const expired = await guarded(expiry(now))
  const lapsed = await guarded(lapse(now))
  const searches = await guarded(savedSearchStep(ctx, now))
  return { expired: expired.done, lapsed: lapsed.done, searches: searches.done, failed: expired.failed + lapsed.failed + searches.failed }
}

export function startOfferLoop(ctx: OfferJobCtx, report: (line: string) => void): { stop(): Promise<void> } {
  return startLoop(ctx.config.jobIntervalSeconds, () => runOfferJobs(ctx, new Date(), report), (err) => report(`offer jobs failed: ${describeError(err)}`))
}
