/** TypeBox schemas of the dashboard's wire type (contract/admin-dashboard.ts). */
import { Type, type Static } from '@sinclair/typebox'
import type { AdminDashboard } from '../../../contract/admin-dashboard'
import { Nullable } from '../../lib/schemas'

const Count = Type.Integer({ minimum: 0 })
const Fen = Nullable(Type.Integer({ minimum: 0, description: 'fen; null for staff' }))

const dayFields = {
  orders: Count,
  paidOrders: Count,
  gmv: Fen,
  listings: Count,
  users: Count,
  refunds: Count,
  disputes: Count,
}

export const DashboardDaySchema = Type.Object({ date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), ...dayFields })

export const AdminDashboardSchema = Type.Object({
  days: Type.Array(DashboardDaySchema),
  today: DashboardDaySchema,
  totals: Type.Object(dayFields),
  queues: Type.Object({
    listingsToReview: Nullable(Count),
    merchantApplications: Nullable(Count),
    claims: Count,
    disputesOpen: Count,
    disputesEscalated: Count,
    withdrawals: Nullable(Count),
    withdrawalsAmount: Fen,
    feedback: Count,
  }),
  generatedAt: Type.String({ format: 'date-time' }),
})

const _check: AdminDashboard = {} as Static<typeof AdminDashboardSchema>
const _back: Static<typeof AdminDashboardSchema> = {} as AdminDashboard
void _check
void _back
