/** TypeBox schemas of the admin routes. */
import { Type } from '@sinclair/typebox'

/** note: shown to buyer and seller; its length (<= 200) is checked by the service on the trimmed text */
export const RefundDecisionSchema = Type.Object(
  { approve: Type.Boolean(), note: Type.Optional(Type.String()) },
  { additionalProperties: false },
)
