/**
 * TypeBox schemas of the catalogue's admin wire types (contract/admin-catalogue.ts). Lengths and rules are checked
 * by the services with one clear message each; these bound what is read at all. `_check` fails to compile on drift.
 */
import { Type, type Static } from '@sinclair/typebox'
import type * as C from '../../../contract/admin-catalogue'
import { Lit, Nullable, Text, type Same } from '../../lib/schemas'
import { AttrTypeSchema } from '../goods/schemas'

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const Level = Lit(['system', 'carrier', 'area', 'server'] as const)
const Ids = Type.Array(Id, { minItems: 1, maxItems: 500 })

export const GameTypeOptionSchema = Type.Object({ key: Type.String(), name: Type.String() })

export const AdminGameSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  type: Type.String(),
  typeName: Type.String(),
  icon: Type.String({ description: 'URL path of the icon' }),
  hot: Type.Integer(),
  enabled: Type.Boolean(),
  listings: Type.Integer({ description: 'listings of the game in any status' }),
  createdAt: Type.String({ format: 'date-time' }),
})

export const GameInputSchema = Type.Object(
  {
    name: Text(200),
    nameEn: Type.Optional(Nullable(Text(200))),
    type: Text(40),
    icon: Type.String({ maxLength: 300, description: "an upload URL ('/api/uploads/<key>'), or the game's current icon" }),
    hot: Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 }),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
)

export const EnabledSchema = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false })

export const AdminGameNodeSchema = Type.Object({
  id: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  level: Level,
  key: Type.String(),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  sort: Type.Integer(),
  uses: Type.Integer({ description: 'listings and recycling requests naming the node' }),
})

export const GameNodeInputSchema = Type.Object(
  {
    parentId: Nullable(Id),
    name: Text(200),
    nameEn: Type.Optional(Nullable(Text(200))),
    key: Type.Optional(Text(64)),
  },
  { additionalProperties: false },
)

export const GameNodeRenameSchema = Type.Object(
  { name: Text(200), nameEn: Type.Optional(Nullable(Text(200))) },
  { additionalProperties: false },
)

export const GameNodeOrderSchema = Type.Object({ parentId: Nullable(Id), ids: Ids }, { additionalProperties: false })

export const AdminGameAttrSchema = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  label: Type.String(),
  labelEn: Nullable(Type.String()),
  type: AttrTypeSchema,
  options: Type.Array(Type.String()),
  optionsEn: Type.Record(Type.String(), Type.String(), { description: 'English name by option value' }),
  unit: Nullable(Type.String()),
  required: Type.Boolean(),
  filterable: Type.Boolean(),
  min: Nullable(Type.Integer()),
  max: Nullable(Type.Integer()),
  sort: Type.Integer(),
})

const Bound = Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 })
export const GameAttrInputSchema = Type.Object(
  {
    key: Type.Optional(Text(64)),
    label: Text(200),
    labelEn: Type.Optional(Nullable(Text(200))),
    type: AttrTypeSchema,
    options: Type.Array(Text(200), { maxItems: 500 }),
    optionsEn: Type.Optional(Type.Record(Type.String({ maxLength: 200 }), Text(200), { maxProperties: 500 })),
    unit: Type.Optional(Nullable(Text(40))),
    required: Type.Boolean(),
    filterable: Type.Boolean(),
    min: Type.Optional(Nullable(Bound)),
    max: Type.Optional(Nullable(Bound)),
  },
  { additionalProperties: false },
)

export const GameAttrOrderSchema = Type.Object({ ids: Ids }, { additionalProperties: false })

const _check: [
  Same<Static<typeof GameTypeOptionSchema>, C.GameTypeOption>,
  Same<Static<typeof AdminGameSchema>, C.AdminGame>,
  Same<Static<typeof GameInputSchema>, C.GameInput>,
  Same<Static<typeof EnabledSchema>, C.GameEnabledInput>,
  Same<Static<typeof AdminGameNodeSchema>, C.AdminGameNode>,
  Same<Static<typeof GameNodeInputSchema>, C.GameNodeInput>,
  Same<Static<typeof GameNodeRenameSchema>, C.GameNodeRename>,
  Same<Static<typeof GameNodeOrderSchema>, C.GameNodeOrderInput>,
  Same<Static<typeof AdminGameAttrSchema>, C.AdminGameAttr>,
  Same<Static<typeof GameAttrInputSchema>, C.GameAttrInput>,
  Same<Static<typeof GameAttrOrderSchema>, C.GameAttrOrderInput>,
] = [true, true, true, true, true, true, true, true, true, true, true]
void _check
