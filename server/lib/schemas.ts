/**
 * TypeBox schemas of the wire types in contract/types.ts: they validate input, shape (and filter) output,
 * and document the API. The `_check` lines below fail to compile if a schema drifts from the contract.
 */
import {
  Kind,
  Type,
  type Static,
  type TBoolean,
  type TInteger,
  type TNull,
  type TNumber,
  type TSchema,
  type TString,
  type TUnion,
  type TUnsafe,
} from '@sinclair/typebox'
import { NoticeType } from '../../contract/types'
import type * as C from '../../contract/types'

type Primitive = TInteger | TNumber | TString | TBoolean

/**
 * `T | null`, the one way every schema says it. Output is written by fast-json-stringify, which picks a branch of
 * a union (anyOf) by running an ajv validator on the value for every row and field, so a plain primitive becomes
 * `type: [T, 'null']` (checked with `typeof`; OpenAPI 3.0 shows it as `nullable`). Objects and enums stay unions.
 */
export function Nullable<T extends Primitive>(s: T): TUnsafe<Static<T> | null>
export function Nullable<T extends TSchema>(s: T): TUnion<[T, TNull]>
export function Nullable(s: TSchema): TSchema {
  const plain = ['integer', 'number', 'string', 'boolean'].includes(s.type as string) && !('enum' in s) && !('const' in s)
  if (!plain) return Type.Union([s, Type.Null()])
  const { [Kind]: _kind, ...keywords } = s
  return Type.Unsafe({ ...keywords, type: [s.type, 'null'] })
}

/* a string enum rather than a union of literals: fast-json-stringify checks it without ajv (see Nullable) */
export const Lit = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) })

/** free input text: services measure it in characters (with one clear message); this only bounds what is read at all */
export const Text = (maxLength: number) => Type.String({ maxLength })

/** query and path values arrive as text and are not coerced: ids are digit patterns */
export const IdString = Type.String({ pattern: '^[1-9]\\d{0,8}$' })

/** `pageNum` and `pageSize` (1-50) of every paged list's query string; read them with `paging()` */
export const PageQuery = {
  pageNum: Type.String({ pattern: '^[1-9]\\d{0,4}$', default: '1' }),
  pageSize: Type.String({ pattern: '^([1-9]|[1-4]\\d|50)$', default: '10', description: '1-50' }),
}
export const paging = (q: { pageNum: string; pageSize: string }) => ({ pageNum: Number(q.pageNum), pageSize: Number(q.pageSize) })

export const RoleSchema = Type.Union([Type.Literal('user'), Type.Literal('merchant'), Type.Literal('staff'), Type.Literal('admin')])
export const GenderSchema = Type.Union([Type.Literal('unknown'), Type.Literal('male'), Type.Literal('female')])

export const RealNameInfoSchema = Type.Object({
  verified: Type.Boolean(),
  name: Nullable(Type.String({ description: "masked, e.g. '张*'" })),
  idNumber: Nullable(Type.String({ description: "masked, e.g. '1101**********123X'" })),
  adult: Nullable(Type.Boolean({ description: 'false for users under 18: they may not trade' })),
  verifiedAt: Nullable(Type.String({ format: 'date-time' })),
})

export const UserProfileSchema = Type.Object({
  id: Type.Integer(),
  username: Nullable(Type.String()),
  phone: Type.String(),
  nickname: Type.String(),
  avatar: Nullable(Type.String()),
  gender: GenderSchema,
  email: Nullable(Type.String()),
  qq: Nullable(Type.String()),
  wechat: Nullable(Type.String()),
  signature: Nullable(Type.String()),
  role: RoleSchema,
  balance: Type.Integer({ description: 'wallet balance in fen' }),
  realName: RealNameInfoSchema,
  createdAt: Type.String({ format: 'date-time' }),
})

export const LoginResultSchema = Type.Object({
  token: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
  user: UserProfileSchema,
})

export const CaptchaImageSchema = Type.Object({
  captchaId: Type.String(),
  img: Type.String({ description: 'data URL of an SVG image' }),
  expiresIn: Type.Integer({ description: 'seconds' }),
})

export const SmsSentSchema = Type.Object({
  expiresIn: Type.Integer({ description: 'seconds the code stays valid' }),
  resendIn: Type.Integer({ description: 'seconds before another code may be requested' }),
})

export const NoticeTypeSchema = Type.Union(
  Object.values(NoticeType).map((v) => Type.Literal(v)),
  {
    description:
      '1 announcement, 2 news, 3 help, 4 trading notes, 5 compensation, 6 about, 7 privacy policy, 8 fraud guide, 9 escrow guide, 10 app guide, 11 user agreement',
  },
)

const noticeFields = {
  id: Type.Integer(),
  noticeType: NoticeTypeSchema,
  title: Type.String(),
  summary: Type.String({ description: 'plain-text excerpt' }),
  cover: Nullable(Type.String()),
  pinned: Type.Boolean(),
  category: Nullable(Type.String()),
  publishedAt: Type.String({ format: 'date-time' }),
}
export const NoticeSummarySchema = Type.Object(noticeFields)
export const NoticeDetailSchema = Type.Object({ ...noticeFields, content: Type.String({ description: 'sanitised HTML' }) })
export const NoticePageSchema = Type.Object({ rows: Type.Array(NoticeSummarySchema), total: Type.Integer() })

export const GameTypeSchema = Type.Object({
  type: Type.String(),
  typeName: Type.String(),
  games: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      icon: Type.String({ description: 'URL path of the icon' }),
      hot: Type.Integer(),
    }),
  ),
})

/** `{code, msg, data}` around a data schema. */
export function envelope<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Literal(200), msg: Type.String(), data })
}

export const ErrorEnvelopeSchema = Type.Object(
  { code: Type.Integer(), msg: Type.String(), data: Type.Null() },
  { description: 'an error; the HTTP status equals code' },
)

/** true when a schema's static type and a contract type are the same (the `_check` lines of each schemas file) */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _check: [
  Same<Static<typeof UserProfileSchema>, C.UserProfile>,
  Same<Static<typeof LoginResultSchema>, C.LoginResult>,
  Same<Static<typeof CaptchaImageSchema>, C.CaptchaImage>,
  Same<Static<typeof SmsSentSchema>, C.SmsSent>,
  Same<Static<typeof NoticeDetailSchema>, C.NoticeDetail>,
  Same<Static<typeof NoticeSummarySchema>, C.NoticeSummary>,
  Same<Static<typeof GameTypeSchema>, C.GameType>,
  Same<Static<typeof RealNameInfoSchema>, C.RealNameInfo>,
] = [true, true, true, true, true, true, true, true]
void _check
