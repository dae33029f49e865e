/** Request and response schemas of customer service's routes, checked against contract/customer-service.ts. */
import { Type, type Static } from '@sinclair/typebox'
import * as C from '../../../contract/customer-service'
import { Lit, Nullable, Text, type Same } from '../../lib/schemas'

const Staff = Type.Object({ id: Type.Integer(), nickname: Type.String() })
const Instant = Type.String({ description: 'ISO instant' })

export const ServiceCaseSchema = Type.Object({
  id: Type.Integer(),
  kind: Lit(C.SERVICE_CASE_KINDS),
  refId: Type.Integer({ description: "the room's or the dispute's id" }),
  origin: Lit(C.SERVICE_CASE_ORIGINS),
  orderId: Nullable(Type.Integer()),
  orderNo: Nullable(Type.String()),
  roomId: Nullable(Type.Integer()),
  goodsTitle: Nullable(Type.String()),
  holder: Nullable(Staff),
  claimedAt: Nullable(Instant),
  openedAt: Instant,
  firstAnswerAt: Nullable(Instant),
  waitingSince: Nullable(Instant),
  closedAt: Nullable(Instant),
  waitMinutes: Type.Integer({ description: 'minutes waited since waitingSince, service hours only' }),
  overdue: Type.Boolean({ description: 'waited SERVICE_FIRST_REPLY_MINUTES or more' }),
})
export const ServiceCasePageSchema = Type.Object({ rows: Type.Array(ServiceCaseSchema), total: Type.Integer() })
export const ServiceStaffListSchema = Type.Array(Staff)

export const ServiceMetricsSchema = Type.Object({
  targetMinutes: Type.Integer(),
  hours: Type.String(),
  windows: Type.Array(
    Type.Object({
      days: Type.Integer(),
      cases: Type.Integer(),
      answered: Type.Integer(),
      medianMinutes: Nullable(Type.Number()),
      withinTarget: Nullable(Type.Number({ description: '0..1' })),
    }),
  ),
})

export const ServiceExpectationSchema = Type.Object({
  kind: Lit(['typical', 'target', 'closed'] as const),
  minutes: Type.Integer(),
  hours: Type.String(),
  text: Type.String(),
})

export const QuickReplySchema = Type.Object({
  id: Type.Integer(),
  team: Lit(C.SERVICE_TEAMS),
  title: Type.String(),
  body: Type.String(),
  sort: Type.Integer(),
  updatedAt: Instant,
})
export const QuickReplyInputSchema = Type.Object(
  {
    team: Lit(C.SERVICE_TEAMS),
    title: Text(200),
    body: Text(2000),
    sort: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
  },
  { additionalProperties: false },
)

const callbackFields = {
  id: Type.Integer(),
  roomId: Type.Integer(),
  status: Lit(C.CALLBACK_STATUSES),
  windowStart: Instant,
  windowEnd: Instant,
  note: Nullable(Type.String()),
  createdAt: Instant,
  doneAt: Nullable(Instant),
}
export const CallbackRequestSchema = Type.Object(callbackFields)
export const CallbackQueueRowSchema = Type.Object({
  ...callbackFields,
  user: Type.Object({ id: Type.Integer(), nickname: Type.String(), phone: Nullable(Type.String()) }),
  orderId: Nullable(Type.Integer()),
  orderNo: Nullable(Type.String()),
  doneBy: Nullable(Staff),
})
export const CallbackQueuePageSchema = Type.Object({ rows: Type.Array(CallbackQueueRowSchema), total: Type.Integer() })
export const CallbackInputSchema = Type.Object(
  {
    roomId: Type.Integer({ minimum: 1, maximum: 999_999_999 }),
    day: Lit(C.CALLBACK_DAYS),
    from: Text(5),
    to: Text(5),
    note: Type.Optional(Text(500)),
  },
  { additionalProperties: false },
)

const _check: [
  Same<Static<typeof ServiceCaseSchema>, C.ServiceCase>,
  Same<Static<typeof ServiceMetricsSchema>, C.ServiceMetrics>,
  Same<Static<typeof ServiceExpectationSchema>, C.ServiceExpectation>,
  Same<Static<typeof QuickReplySchema>, C.QuickReply>,
  Same<Static<typeof QuickReplyInputSchema>, C.QuickReplyInput>,
  Same<Static<typeof CallbackRequestSchema>, C.CallbackRequest>,
  Same<Static<typeof CallbackQueueRowSchema>, C.CallbackQueueRow>,
  Same<Static<typeof CallbackInputSchema>, C.CallbackInput>,
] = [true, true, true, true, true, true, true, true]
void _check
