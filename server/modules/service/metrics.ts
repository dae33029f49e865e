/**
 * Response-time figures from the cases themselves: for the cases that started with a user waiting (a dispute's,
 * or a room a user wrote in again), the minutes of service hours from opening to the first staff answer. 工作台
 * shows the median and the share within SERVICE_FIRST_REPLY_MINUTES over 1, 7 and 30 days; users see the last 7
 * days' median (rounded up) as 客服通常在 N 分钟内回复.
 */
import { and, gte, or, eq } from 'drizzle-orm'
import type { ServiceExpectation, ServiceMetrics, ServiceMetricsWindow } from '../../../contract/customer-service'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { t } from '../../lib/i18n'
import type { Lang } from '../../lib/lang'
import { inServiceHours, serviceMinutes } from './hours'
import { serviceCases } from './schema'

const DAY = 86400_000
export const METRIC_WINDOWS = [1, 7, 30] as const
/** fewer answered cases in 7 days than this and users are told the target, not a median */
export const EXPECTATION_MIN_CASES = 5

type Cfg = Pick<Config, 'service'>
interface Timing {
  openedAt: Date
  firstAnswerAt: Date | null
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null
  const s = [...values].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

const round1 = (v: number) => Math.round(v * 10) / 10

/** the counted cases opened since `since` */
async function timings(db: Db, since: Date): Promise<Timing[]> {
  return db
    .select({ openedAt: serviceCases.openedAt, firstAnswerAt: serviceCases.firstAnswerAt })
    .from(serviceCases)
    .where(and(gte(serviceCases.openedAt, since), or(eq(serviceCases.kind, 'dispute'), eq(serviceCases.origin, 'user'))))
}

/** one window's figures: unanswered cases count against the share once they are past the target */
export function windowOf(rows: Timing[], days: number, config: Cfg, now: Date): ServiceMetricsWindow {
  const since = now.getTime() - days * DAY
  const h = config.service.hours
  const target = config.service.firstReplyMinutes
  const answered: number[] = []
  let missed = 0
  for (const r of rows) {
    if (r.openedAt.getTime() < since) continue
    if (r.firstAnswerAt) answered.push(serviceMinutes(r.openedAt, r.firstAnswerAt, h))
    else if (serviceMinutes(r.openedAt, now, h) >= target) missed++
  }
  const cases = answered.length + missed
  const within = answered.filter((m) => m <= target).length
  const med = median(answered)
  return {
    days,
    cases,
    answered: answered.length,
    medianMinutes: med === null ? null : round1(med),
    withinTarget: cases === 0 ? null : Math.round((within / cases) * 1000) / 1000,
  }
}

/** GET /admin/service/metrics */
export async function responseMetrics(db: Db, config: Cfg, now = new Date()): Promise<ServiceMetrics> {
  const rows = await timings(db, new Date(now.getTime() - 30 * DAY))
  return {
    targetMinutes: config.service.firstReplyMinutes,
    hours: config.service.hours.text,
    windows: METRIC_WINDOWS.map((d) => windowOf(rows, d, config, now)),
  }
}

/** GET /api/service/expectation (public) */
export async function expectation(db: Db, config: Cfg, lang: Lang, now = new Date()): Promise<ServiceExpectation> {
  const hours = config.service.hours.text
  const target = config.service.firstReplyMinutes
  if (!inServiceHours(now, config.service.hours)) {
    return { kind: 'closed', minutes: target, hours, text: t(lang, 'serviceExpectClosed', { hours }) }
  }
  const h = config.service.hours
  const week = (await timings(db, new Date(now.getTime() - 7 * DAY))).flatMap((r) => (r.firstAnswerAt ? [serviceMinutes(r.openedAt, r.firstAnswerAt, h)] : []))
  const med = median(week)
  if (week.length < EXPECTATION_MIN_CASES || med === null) {
    return { kind: 'target', minutes: target, hours, text: t(lang, 'serviceExpectTarget', { minutes: target }) }
  }
  const minutes = Math.max(1, Math.ceil(med - 1e-9))
  return { kind: 'typical', minutes, hours, text: t(lang, 'serviceExpectTypical', { minutes }) }
}
