/**
 * TypeBox schemas of the admin side of notices (NoticeInput, AdminNotice of contract/service.ts). Lengths and the
 * category rule are checked by the service with one clear message each; `_check` fails to compile on drift.
 */
import { Type, type Static } from '@sinclair/typebox'
import type * as C from '../../../contract/service'
import { NoticeDetailSchema, NoticeTypeSchema, Nullable, Text, type Same } from '../../lib/schemas'

export const NoticeInputSchema = Type.Object(
  {
    noticeType: NoticeTypeSchema,
    title: Text(1000),
    content: Type.String({ maxLength: 200_000, description: 'HTML; sanitised before it is stored' }),
    category: Type.Optional(Nullable(Text(1000))),
    titleEn: Type.Optional(Nullable(Text(1000))),
    contentEn: Type.Optional(Nullable(Type.String({ maxLength: 200_000, description: 'HTML; sanitised before it is stored' }))),
    categoryEn: Type.Optional(Nullable(Text(1000))),
    cover: Type.Optional(Nullable(Text(1000))),
    pinned: Type.Optional(Type.Boolean({ default: false })),
    published: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
)

export const AdminNoticeSchema = Type.Object({
  ...NoticeDetailSchema.properties,
  published: Type.Boolean(),
  titleEn: Nullable(Type.String()),
  contentEn: Nullable(Type.String()),
  categoryEn: Nullable(Type.String()),
})
export const AdminNoticePageSchema = Type.Object({ rows: Type.Array(AdminNoticeSchema), total: Type.Integer() })

const _check: [Same<Static<typeof NoticeInputSchema>, C.NoticeInput>, Same<Static<typeof AdminNoticeSchema>, C.AdminNotice>] = [true, true]
void _check
