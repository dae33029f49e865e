import { Type, type Static } from '@sinclair/typebox'
import type * as C from '../../../contract/identity'
import { LoginResultSchema } from '../../lib/schemas'

export const WxCodeSchema = Type.String({ pattern: '^[A-Za-z0-9_-]{1,128}$', description: 'the code of wx.login / Taro.login' })
export const TicketSchema = Type.String({ pattern: '^v1:[A-Za-z0-9+/=]{1,1024}$', description: 'from POST /wechat/login' })

export const WechatLoginResultSchema = Type.Union([
  Type.Object({ bound: Type.Literal(true), login: LoginResultSchema }),
  Type.Object({
    bound: Type.Literal(false),
    ticket: Type.String(),
    expiresIn: Type.Integer({ description: 'seconds' }),
    phoneButton: Type.Boolean({ description: "WeChat's phone-number button may prove the phone (POST /wechat/bindPhoneNumber)" }),
  }),
])

export const WechatBindingSchema = Type.Object({
  bound: Type.Boolean(),
  boundAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _check: [Same<Static<typeof WechatLoginResultSchema>, C.WechatLoginResult>, Same<Static<typeof WechatBindingSchema>, C.WechatBinding>] = [
  true,
  true,
]
void _check
