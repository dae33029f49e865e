import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Ctx } from '../../context'

export const consignmentRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (_app, _opts) => {}
