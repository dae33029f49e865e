/**
 * GET /api/admin/dashboard (staff and admin): the console's home. Days are China days (contract/clock.ts).
 * Money figures are fen and only for admins: staff get null for them, and null for the queues they do not work
 * (listing review, merchant applications, withdrawals).
 */

/** one China day's figures */
export interface DashboardDay {
  /** 'YYYY-MM-DD', China time */
  date: string
  /** orders placed (any kind, paid or not) */
  orders: number
  /** orders paid that day */
  paidOrders: number
  /** what the orders paid that day cost their buyers, fen (GMV); null for staff */
  gmv: number | null
  /** consignment listings submitted */
  listings: number
  /** accounts registered */
  users: number
  /** orders refunded */
  refunds: number
  /** disputes (售后) opened */
  disputes: number
}

/** work waiting for the console, each a card linking to its queue's page */
export interface DashboardQueues {
  /** listings waiting for review (/listings/review); null for staff */
  listingsToReview: number | null
  /** merchant applications waiting (/review/merchants); null for staff */
  merchantApplications: number | null
  /** 包赔 claims waiting for a decision (/review/claims) */
  claims: number
  /** disputes not yet decided, whoever has them (/review/disputes) */
  disputesOpen: number
  /** of those, the ones with customer service (called in, or the seller's time ran out) */
  disputesEscalated: number
  /** withdrawals waiting for an admin: pending, or failed at the provider (/review/withdrawals); null for staff */
  withdrawals: number | null
  /** fen those withdrawals take out; null for staff */
  withdrawalsAmount: number | null
  /** feedback and reports without a reply (/review/feedback) */
  feedback: number
}

export interface AdminDashboard {
  /** the last 30 China days, oldest first; the last one is today (so far) */
  days: DashboardDay[]
  /** the same as the last of `days` */
  today: DashboardDay
  /** sums over `days` (gmv null for staff) */
  totals: Omit<DashboardDay, 'date'>
  queues: DashboardQueues
  /** when the figures were read (ISO) */
  generatedAt: string
}

/** how many days `days` holds */
export const DASHBOARD_DAYS = 30
