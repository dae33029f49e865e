import { Type, type Static } from '@sinclair/typebox'
import type * as C from '../../../contract/admin-search'
import { Lit, Text, type Same } from '../../lib/schemas'

export const HotSearchSchema = Type.Object({
  keyword: Type.String(),
  count: Type.Integer({ description: 'distinct searchers over the window' }),
})

const HotSearchRuleSchema = Lit(['hidden', 'allowed'] as const)

export const AdminHotSearchSchema = Type.Object({
  keyword: Type.String(),
  count: Type.Integer({ description: 'distinct searchers over the window' }),
  verdict: Lit(['hidden', 'contact', 'allowed', 'catalogue', 'unknown'] as const, 'why it is or is not shown'),
  shown: Type.Boolean({ description: 'on the public list' }),
})

export const HotSearchRuleEntrySchema = Type.Object({
  keyword: Type.String(),
  rule: HotSearchRuleSchema,
  createdAt: Type.String({ format: 'date-time' }),
})

/** the length is checked again after normalising (hotKeywordInvalid); this only bounds the work */
export const HotSearchRuleInputSchema = Type.Object({ keyword: Text(200), rule: HotSearchRuleSchema }, { additionalProperties: false })

const _check: [
  Same<Static<typeof AdminHotSearchSchema>, C.AdminHotSearch>,
  Same<Static<typeof HotSearchRuleEntrySchema>, C.HotSearchRuleEntry>,
  Same<Static<typeof HotSearchRuleInputSchema>, C.HotSearchRuleInput>,
] = [true, true, true]
void _check
