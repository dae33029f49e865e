import { Type } from '@sinclair/typebox'

export const HotSearchSchema = Type.Object({
  keyword: Type.String(),
  count: Type.Integer({ description: 'distinct searchers over the window' }),
})
