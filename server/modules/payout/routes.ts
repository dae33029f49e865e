/** Money out (提现): the user's payout accounts and withdrawals, and the admin's review of withdrawals. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireAdmin, requireAuth } from '../../lib/auth'
import { actorOf } from '../audit/service'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, paging } from '../../lib/schemas'
import {
  AdminWithdrawalPageSchema,
  AdminWithdrawalSchema,
  PayoutAccountInputSchema,
  PayoutAccountSchema,
  PayoutOptionsSchema,
  WithdrawalDecisionSchema,
  WithdrawalInputSchema,
  WithdrawalPageSchema,
  WithdrawalSchema,
  WithdrawalStatusSchema,
} from './schemas'
import {
  adminListWithdrawals,
  bindAccount,
  decideWithdrawal,
  listAccounts,
  listWithdrawals,
  payoutOptions,
  removeAccount,
  requestWithdrawal,
} from './service'

const errors = { 400: err, 401: err, 403: err, 404: err, 409: err, 429: err }

export const payoutRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const tags = ['payout']
  const security = [{ token: [] }]

  app.get(
    '/need/payout/options',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The 提现 screen's rules (account kinds, minimum, fee, daily limit and what is used of it) and what can be withdrawn now",
        response: { 200: envelope(PayoutOptionsSchema), 401: err },
      },
    },
    async (req) => ok(req, await payoutOptions(ctx, authOf(req).userId)),
  )

  app.get(
    '/need/payout/accounts',
    {
      onRequest,
      schema: { tags, security, summary: 'My bound payout accounts, newest first (masked)', response: { 200: envelope(Type.Array(PayoutAccountSchema)), 401: err } },
    },
    async (req) => ok(req, await listAccounts(ctx, authOf(req).userId)),
  )

  app.post(
    '/need/payout/accounts',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Bind a payout account (Alipay, WeChat or bank card); the holder must be my verified real name (409 unverified, 400 mismatch)",
        body: PayoutAccountInputSchema,
        response: { 200: envelope(PayoutAccountSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'payoutAccountBound', await bindAccount(ctx, authOf(req).userId, req.body)),
  )

  app.post(
    '/need/payout/accounts/:id/remove',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Unbind one of my payout accounts (withdrawals already made keep it)',
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        response: { 200: envelope(Type.Null()), ...errors },
      },
    },
    async (req) => {
      await removeAccount(ctx, authOf(req).userId, Number(req.params.id))
      return okWith(req, 'payoutAccountRemoved', null)
    },
  )

  app.get(
    '/need/payout/withdrawals',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'My withdrawals (提现记录), newest first, with status and any reject reason',
        querystring: Type.Object(PageQuery, { additionalProperties: false }),
        response: { 200: envelope(WithdrawalPageSchema), 400: err, 401: err },
      },
    },
    async (req) => ok(req, await listWithdrawals(ctx, authOf(req).userId, paging(req.query))),
  )

  app.post(
    '/need/payout/withdrawals',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Request a withdrawal to one of my accounts with the payment password: the amount (fee included) leaves the wallet now and waits for review; minimum, fee and daily limit apply, only settled money can be withdrawn',
        body: WithdrawalInputSchema,
        response: { 200: envelope(WithdrawalSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'withdrawRequested', await requestWithdrawal(ctx, authOf(req).userId, req.body)),
  )

  const adminOnly = requireAdmin(ctx)
  const adminTags = ['admin']

  app.get(
    '/admin/withdrawals',
    {
      onRequest: adminOnly,
      schema: {
        tags: adminTags,
        security,
        summary: 'Withdrawals by status: pending and failed ones oldest first (the queue), otherwise newest first; with the full account to pay',
        querystring: Type.Object({ status: Type.Optional(WithdrawalStatusSchema), ...PageQuery }, { additionalProperties: false }),
        response: { 200: envelope(AdminWithdrawalPageSchema), ...errors },
      },
    },
    async (req) => ok(req, await adminListWithdrawals(ctx, { status: req.query.status, ...paging(req.query) })),
  )

  app.post(
    '/admin/withdrawals/:id/decision',
    {
      onRequest: adminOnly,
      schema: {
        tags: adminTags,
        security,
        summary:
          "Approve (the payout provider pays; status paid, or failed with the provider's reason: approve again to retry, or reject) or reject with a reason (the amount returns to the wallet) a pending or failed withdrawal; 409 once handled",
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        body: WithdrawalDecisionSchema,
        response: { 200: envelope(AdminWithdrawalSchema), ...errors },
      },
    },
    async (req) => {
      const w = await decideWithdrawal(ctx, actorOf(req), Number(req.params.id), req.body)
      return okWith(req, w.status === 'paid' ? 'withdrawalPaid' : w.status === 'rejected' ? 'withdrawalRejected' : 'withdrawalPayFailed', w)
    },
  )
}
