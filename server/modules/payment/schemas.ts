/** TypeBox schemas of the payment routes; PaymentInfo is shared with the order module's PayResult. */
import { Type, type Static } from '@sinclair/typebox'
import type { Same } from '../../lib/schemas'
import type { SandboxNotifyBody } from '../../lib/pay'
import { WEAPP_IOS_PAYMENTS, type PayMethods } from '../../../contract/orders'
import { PayMethodSchema } from '../order/schemas'

export { PaymentInfoSchema } from '../order/schemas'

export const PaymentNoParams = Type.Object(
  { paymentNo: Type.String({ pattern: '^P\\d{20}$', description: "e.g. 'P20261122132501123456'" }) },
  { additionalProperties: false },
)

export const SandboxNotifySchema = Type.Object(
  {
    paymentNo: Type.String({ maxLength: 64 }),
    amount: Type.Integer({ description: 'fen' }),
    txnId: Type.String({ maxLength: 64 }),
    status: Type.Literal('SUCCESS'),
    sign: Type.String({ maxLength: 128, description: 'HMAC-SHA256 (hex) over the sorted key=value pairs of the other fields' }),
  },
  { additionalProperties: false },
)

export const NotifyResultSchema = Type.Object({
  result: Type.Union([Type.Literal('applied'), Type.Literal('repeated'), Type.Literal('refunded')], {
    description: 'applied: the order is paid; repeated: already handled, nothing changed; refunded: the order could not take it, the money went to the wallet',
  }),
})

export const PayMethodsSchema = Type.Object({
  methods: Type.Array(PayMethodSchema, { description: 'in the order the app offers them; sandbox is the demo cashier (no real money)' }),
  sandbox: Type.Boolean(),
  weappIos: Type.Union(
    WEAPP_IOS_PAYMENTS.map((v) => Type.Literal(v)),
    { description: "the mini program on iOS: in_app pays there; h5 sends the buyer to the H5 site's pay page of the order (WEAPP_IOS_PAYMENT)" },
  ),
  h5Site: Type.String({ description: "the H5 site's address, no trailing slash (H5_SITE_URL, else the address the request came to)" }),
})

const _check: [Same<Static<typeof SandboxNotifySchema>, SandboxNotifyBody>, Same<Static<typeof PayMethodsSchema>, PayMethods>] = [true, true]
void _check
