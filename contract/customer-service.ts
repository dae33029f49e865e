/**
 * Customer service that answers (issue 24): cases staff claim and hand over, quick replies (常用语), response-time
 * figures, what users may expect and call-back (回电) requests. Shared by the server, the console and the app.
 */

export const SERVICE_CASE_KINDS = ['room', 'dispute'] as const
export type ServiceCaseKind = (typeof SERVICE_CASE_KINDS)[number]

/**
 * Why a case opened: a dispute went to staff (the dispute's case and its room's), staff wrote in a room first, or a
 * user wrote again in a room staff had been in. Response-time figures count dispute cases and `user` room cases.
 */
export const SERVICE_CASE_ORIGINS = ['dispute', 'staff', 'user'] as const
export type ServiceCaseOrigin = (typeof SERVICE_CASE_ORIGINS)[number]

/** the queue's views: every open case, mine, nobody's, closed */
export const SERVICE_CASE_SCOPES = ['open', 'mine', 'unclaimed', 'closed'] as const
export type ServiceCaseScope = (typeof SERVICE_CASE_SCOPES)[number]

export interface ServiceStaff {
  id: number
  nickname: string
}

export interface ServiceCase {
  id: number
  kind: ServiceCaseKind
  /** the room's or the dispute's id */
  refId: number
  origin: ServiceCaseOrigin
  orderId: number | null
  orderNo: string | null
  roomId: number | null
  goodsTitle: string | null
  holder: ServiceStaff | null
  claimedAt: string | null
  openedAt: string
  firstAnswerAt: string | null
  /** the user's oldest message staff have not answered (or the opening, before any answer) */
  waitingSince: string | null
  closedAt: string | null
  /** minutes waited since waitingSince, service hours only */
  waitMinutes: number
  overdue: boolean
}

export interface ServiceMetricsWindow {
  days: number
  /** cases opened in the window that count (answered, or unanswered past the target) */
  cases: number
  answered: number
  /** median minutes (service hours) from opening to the first staff answer; null without answers */
  medianMinutes: number | null
  /** share 0..1 answered within the target; null without cases */
  withinTarget: number | null
}

export interface ServiceMetrics {
  targetMinutes: number
  /** e.g. 09:00-24:00, China time */
  hours: string
  windows: ServiceMetricsWindow[]
}

/**
 * What users may expect: `typical` (median of the last 7 days, rounded up), `target` (too few answers to say:
 * the configured target), `closed` (outside service hours: when they open again).
 */
export interface ServiceExpectation {
  kind: 'typical' | 'target' | 'closed'
  minutes: number
  hours: string
  /** the sentence in the request's language */
  text: string
}

export const SERVICE_TEAMS = ['general', 'trade', 'dispute'] as const
export type ServiceTeam = (typeof SERVICE_TEAMS)[number]
export const QUICK_REPLY_TITLE_MAX = 30
export const QUICK_REPLY_BODY_MAX = 500

export interface QuickReply {
  id: number
  team: ServiceTeam
  title: string
  body: string
  sort: number
  updatedAt: string
}

export interface QuickReplyInput {
  team: ServiceTeam
  title: string
  body: string
  sort?: number
}

export const CALLBACK_STATUSES = ['open', 'done', 'cancelled'] as const
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number]
export const CALLBACK_DAYS = ['today', 'tomorrow'] as const
export type CallbackDay = (typeof CALLBACK_DAYS)[number]
export const CALLBACK_NOTE_MAX = 100

export interface CallbackInput {
  roomId: number
  day: CallbackDay
  /** HH:MM China time; to may be 24:00 */
  from: string
  to: string
  note?: string
}

export interface CallbackRequest {
  id: number
  roomId: number
  status: CallbackStatus
  windowStart: string
  windowEnd: string
  note: string | null
  createdAt: string
  doneAt: string | null
}

/** a request as staff see it in their queue */
export interface CallbackQueueRow extends CallbackRequest {
  user: { id: number; nickname: string; phone: string | null }
  orderId: number | null
  orderNo: string | null
  doneBy: ServiceStaff | null
}

/** service hours "HH:MM-HH:MM" (China time, end up to 24:00, start before end) as minutes of the day, or null */
export function parseServiceHours(s: string): { start: number; end: number } | null {
  const m = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(s.trim())
  if (!m) return null
  const start = Number(m[1]) * 60 + Number(m[2])
  const end = Number(m[3]) * 60 + Number(m[4])
  if (Number(m[2]) > 59 || Number(m[4]) > 59 || start >= end || end > 24 * 60) return null
  return { start, end }
}

/** "HH:MM" as minutes of the day (24:00 allowed), or null */
export function clockMinutes(s: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(s)
  if (!m || Number(m[2]) > 59) return null
  const v = Number(m[1]) * 60 + Number(m[2])
  return v <= 24 * 60 ? v : null
}
