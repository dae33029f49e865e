/**
 * Money out (提现): payout accounts and withdrawals.
 *
 * - An account is bound only by a verified user, and only in that user's verified real name: the platform pays
 *   nobody but the person it verified.
 * - A request checks the payment password, then in one transaction with the user's row locked checks the
 *   withdrawable amount (settlement.ts) and the daily limit, records the withdrawal and takes the amount from the
 *   wallet with its ledger row ('withdrawal'), so two requests at once cannot take the same money.
 * - An admin approves or rejects. Either is one conditional update from 'pending' (or 'failed'), so of two
 *   admins at once exactly one wins. Approval marks it 'paying' before the provider is called (outside any
 *   transaction: PGlite must not wait inside one), then 'paid' or 'failed'; a failed one keeps its money out of
 *   the wallet and can be approved again (the provider's idempotency key is the withdrawal number) or rejected,
 *   which gives the amount back with a 'withdrawal_return' ledger row.
 */
import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { chinaStamp } from '../../../contract/clock'
import {
  maskPayoutAccount,
  normalPayoutAccount,
  payoutAccountProblem,
  withdrawalFee,
  type AdminWithdrawal,
  type PayoutAccount,
  type PayoutAccountInput,
  type PayoutAccountKind,
  type PayoutOptions,
  type Withdrawal,
  type WithdrawalDecision,
  type WithdrawalInput,
  type WithdrawalStatus,
} from '../../../contract/payout'
import { charCount } from '../../../contract/rules'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { users } from '../user/schema'
import { AppError, isUniqueViolation } from '../../lib/errors'
import { copy } from '../../lib/copy'
import { notify } from '../inbox/notify'
import { audit, changes, type Actor } from '../audit/service'
import { yuan } from '../../lib/money'
import { verifyPayPassword } from '../wallet/pay-password'
import { credit, debit } from '../wallet/service'
import { moneyOut, requestedToday } from './settlement'
import { payoutAccounts, withdrawals } from './schema'

type AccountRow = typeof payoutAccounts.$inferSelect
type WithdrawalRow = typeof withdrawals.$inferSelect

/** live accounts one user may keep */
const MAX_ACCOUNTS = 10
/** a 'paying' withdrawal older than this was left by a process that stopped mid-payment: it may be approved again */
const STALE_PAYING_MS = 10 * 60_000
const REASON_MIN = 2
const REASON_MAX = 200
const WITHDRAWALS_LINK = '/index/other/withdrawals'

const FORMAT_KEY = { alipay: 'payoutAlipayFormat', wechat: 'payoutWechatFormat', bank: 'payoutCardFormat' } as const


/** 张三 -> 张*, 欧阳娜娜 -> 欧***: the owner's own screens need no more */
const maskName = (name: string) => {
  const chars = [...name]
  return chars[0] + '*'.repeat(Math.max(1, chars.length - 1))
}

const maskOf = (ctx: Ctx, row: AccountRow) => maskPayoutAccount(row.kind as PayoutAccountKind, ctx.cipher.decrypt(row.accountEnc))

function toAccount(ctx: Ctx, row: AccountRow): PayoutAccount {
  return {
    id: row.id,
    kind: row.kind as PayoutAccountKind,
    // from the account itself, so accounts bound under an older, coarser mask read apart too
    accountMask: maskOf(ctx, row),
    holderName: maskName(ctx.cipher.decrypt(row.holderNameEnc)),
    bankName: row.bankName,
    createdAt: row.createdAt.toISOString(),
  }
}

function toWithdrawal(ctx: Ctx, row: WithdrawalRow, account: AccountRow): Withdrawal {
  return {
    id: row.id,
    withdrawalNo: row.withdrawalNo,
    amount: row.amount,
    fee: row.fee,
    net: row.net,
    status: row.status,
    rejectReason: row.rejectReason,
    account: toAccount(ctx, account),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  }
}

async function accountsById(db: Db, ids: number[]): Promise<Map<number, AccountRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select().from(payoutAccounts).where(inArray(payoutAccounts.id, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.id, r]))
}

/** The verified real name of a user, or a 409 telling them to verify first. */
async function verifiedName(ctx: Ctx, db: Db, userId: number): Promise<string> {
  const [u] = await db.select({ name: users.realNameEnc, at: users.verifiedAt }).from(users).where(eq(users.id, userId))
  if (!u?.at || !u.name) throw new AppError(409, 'payoutNotVerified')
  return ctx.cipher.decrypt(u.name)
}

/** GET /need/payout/options */
export async function payoutOptions(ctx: Ctx, userId: number, now = new Date()): Promise<PayoutOptions> {
  const p = ctx.config.payout
  const money = await moneyOut(ctx.db, ctx.config, userId, now)
  const [u] = await ctx.db.select({ at: users.verifiedAt, hash: users.payPasswordHash }).from(users).where(eq(users.id, userId))
  return {
    kinds: [...ctx.payout.kinds],
    minAmount: p.minFen,
    feePercent: p.feePercent,
    feeMin: p.feeMinFen,
    dailyLimit: p.dailyLimitFen,
    usedToday: await requestedToday(ctx.db, userId, now),
    settlementDays: p.settlementDays,
    withdrawable: money.withdrawable,
    verified: !!u?.at,
    payPasswordSet: !!u?.hash,
  }
}

/** GET /need/payout/accounts: the caller's live accounts, newest first. */
export async function listAccounts(ctx: Ctx, userId: number): Promise<PayoutAccount[]> {
  const rows = await ctx.db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), isNull(payoutAccounts.removedAt)))
    .orderBy(desc(payoutAccounts.id))
  return rows.map((r) => toAccount(ctx, r))
}

/** POST /need/payout/accounts */
export async function bindAccount(ctx: Ctx, userId: number, input: PayoutAccountInput): Promise<PayoutAccount> {
  if (!ctx.payout.kinds.includes(input.kind)) throw new AppError(400, 'payoutKindUnsupported')
  const account = normalPayoutAccount(input.kind, input.account)
  if (!account) throw new AppError(400, 'payoutAccountRequired')
  if (payoutAccountProblem(input.kind, account)) throw new AppError(400, FORMAT_KEY[input.kind])
  const holder = input.holderName.trim()
  if (!holder) throw new AppError(400, 'payoutHolderRequired')
  let bankName: string | null = null
  if (input.kind === 'bank') {
    bankName = (input.bankName ?? '').trim()
    if (charCount(bankName) < 2 || charCount(bankName) > 30) throw new AppError(400, 'payoutBankName')
  } else if (input.bankName !== undefined && input.bankName.trim() !== '') {
    throw new AppError(400, 'payoutBankNameOnlyCards')
  }
  const realName = await verifiedName(ctx, ctx.db, userId)
  if (holder !== realName) throw new AppError(400, 'payoutHolderMismatch')
  const live = await ctx.db
    .select({ kind: payoutAccounts.kind, accountEnc: payoutAccounts.accountEnc })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), isNull(payoutAccounts.removedAt)))
  // the unique hash catches concurrent binds; this also catches accounts bound before the number was normalised
  if (live.some((a) => a.kind === input.kind && normalPayoutAccount(input.kind, ctx.cipher.decrypt(a.accountEnc)) === account)) {
    throw new AppError(409, 'payoutAccountExists')
  }
  if (live.length >= MAX_ACCOUNTS) throw new AppError(409, 'payoutAccountsFull', { max: MAX_ACCOUNTS })
  try {
    const [row] = await ctx.db
      .insert(payoutAccounts)
      .values({
        userId,
        kind: input.kind,
        accountEnc: ctx.cipher.encrypt(account),
        holderNameEnc: ctx.cipher.encrypt(holder),
        accountHash: ctx.cipher.hmac(`${input.kind}:${account}`),
        accountMask: maskPayoutAccount(input.kind, account),
        bankName,
      })
      .returning()
    return toAccount(ctx, row)
  } catch (err) {
    if (isUniqueViolation(err, 'payout_accounts_live_key')) throw new AppError(409, 'payoutAccountExists')
    throw err
  }
}

/** POST /need/payout/accounts/{id}/remove: unbinds (withdrawals already made keep their account). */
export async function removeAccount(ctx: Ctx, userId: number, id: number): Promise<void> {
  const rows = await ctx.db
    .update(payoutAccounts)
    .set({ removedAt: new Date() })
    .where(and(eq(payoutAccounts.id, id), eq(payoutAccounts.userId, userId), isNull(payoutAccounts.removedAt)))
    .returning({ id: payoutAccounts.id })
  if (rows.length === 0) throw new AppError(404, 'payoutAccountNotFound')
}

/** POST /need/payout/withdrawals */
export async function requestWithdrawal(ctx: Ctx, userId: number, input: WithdrawalInput, now = new Date()): Promise<Withdrawal> {
  const p = ctx.config.payout
  const { amount } = input
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new AppError(400, 'withdrawAmount')
  if (amount < p.minFen) throw new AppError(400, 'withdrawMin', { min: yuan(p.minFen) })
  const fee = withdrawalFee(amount, p.feePercent, p.feeMinFen)
  if (amount - fee <= 0) throw new AppError(400, 'withdrawBelowFee', { fee: yuan(fee) })
  const [account] = await ctx.db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.id, input.accountId), eq(payoutAccounts.userId, userId), isNull(payoutAccounts.removedAt)))
  if (!account) throw new AppError(404, 'payoutAccountNotFound')
  if (!ctx.payout.kinds.includes(account.kind as PayoutAccountKind)) throw new AppError(400, 'payoutKindUnsupported')
  // told before the payment password is tried, so asking for too much costs no try; checked again under the lock
  const before = await moneyOut(ctx.db, ctx.config, userId, now)
  if (amount > before.withdrawable) throw new AppError(409, 'withdrawInsufficient', { available: yuan(before.withdrawable) })
  await verifyPayPassword(ctx, userId, input.payPassword)

  const row = await ctx.db.transaction(async (tx) => {
    // one request of this user at a time: what is withdrawable and today's total are read under the lock
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const money = await moneyOut(tx, ctx.config, userId, now)
    if (amount > money.withdrawable) throw new AppError(409, 'withdrawInsufficient', { available: yuan(money.withdrawable) })
    const used = await requestedToday(tx, userId, now)
    if (used + amount > p.dailyLimitFen) {
      throw new AppError(409, 'withdrawDailyLimit', { limit: yuan(p.dailyLimitFen), left: yuan(Math.max(0, p.dailyLimitFen - used)) })
    }
    const withdrawalNo = 'W' + chinaStamp(now) + String(Math.floor(Math.random() * 1e6)).padStart(6, '0')
    const [w] = await tx
      .insert(withdrawals)
      .values({ withdrawalNo, userId, accountId: account.id, amount, fee, net: amount - fee, provider: ctx.payout.name })
      .returning()
    const after = await debit(tx, userId, amount, {
      kind: 'withdrawal',
      note: copy('payout.ledger.requested', { withdrawalNo, net: amount - fee, fee, account: maskOf(ctx, account) }),
    })
    if (after === null) throw new AppError(409, 'withdrawInsufficient', { available: yuan(money.withdrawable) })
    return w
  })
  return toWithdrawal(ctx, row, account)
}

/** GET /need/payout/withdrawals: the caller's withdrawals, newest first (提现记录). */
export async function listWithdrawals(ctx: Ctx, userId: number, q: { pageNum: number; pageSize: number }): Promise<Page<Withdrawal>> {
  const rows = await ctx.db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
  const [{ total }] = await ctx.db.select({ total: count() }).from(withdrawals).where(eq(withdrawals.userId, userId))
  const accounts = await accountsById(ctx.db, rows.map((r) => r.accountId))
  return { rows: rows.map((r) => toWithdrawal(ctx, r, accounts.get(r.accountId)!)), total: Number(total) }
}

async function toAdmin(ctx: Ctx, rows: WithdrawalRow[]): Promise<AdminWithdrawal[]> {
  const accounts = await accountsById(ctx.db, rows.map((r) => r.accountId))
  const ids = [...new Set(rows.map((r) => r.userId))]
  const phones = ids.length
    ? new Map((await ctx.db.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.phone]))
    : new Map<number, string>()
  return rows.map((r) => {
    const account = accounts.get(r.accountId)!
    return {
      ...toWithdrawal(ctx, r, account),
      userId: r.userId,
      phone: phones.get(r.userId) ?? '',
      failReason: r.failReason,
      attempts: r.attempts,
      accountNumber: ctx.cipher.decrypt(account.accountEnc),
      holderFullName: ctx.cipher.decrypt(account.holderNameEnc),
    }
  })
}

/** GET /admin/withdrawals: by status (pending and failed oldest first: the queue), all newest first otherwise. */
export async function adminListWithdrawals(
  ctx: Ctx,
  q: { status?: WithdrawalStatus; pageNum: number; pageSize: number },
): Promise<Page<AdminWithdrawal>> {
  const where = q.status ? eq(withdrawals.status, q.status) : undefined
  const queue = q.status === 'pending' || q.status === 'failed'
  const rows = await ctx.db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(queue ? withdrawals.id : desc(withdrawals.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
  const [{ total }] = await ctx.db.select({ total: count() }).from(withdrawals).where(where)
  return { rows: await toAdmin(ctx, rows), total: Number(total) }
}

async function loadWithdrawal(db: Db, id: number): Promise<WithdrawalRow> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id))
  if (!row) throw new AppError(404, 'withdrawalNotFound')
  return row
}

/** POST /admin/withdrawals/{id}/decision */
export async function decideWithdrawal(ctx: Ctx, actor: Actor, id: number, d: WithdrawalDecision, now = new Date()): Promise<AdminWithdrawal> {
  return d.approve ? approve(ctx, actor, id, now) : reject(ctx, actor, id, d.reason, now)
}

/** what an audit entry keeps of a withdrawal: never the account number or the holder's name */
const auditFields = (w: WithdrawalRow) => ({ status: w.status, amount: w.amount, userId: w.userId, attempts: w.attempts })

async function approve(ctx: Ctx, actor: Actor, id: number, now: Date): Promise<AdminWithdrawal> {
  const adminId = actor.userId
  const stale = new Date(now.getTime() - STALE_PAYING_MS)
  // the claim and its audit entry commit together; the provider is called after the commit
  const claimed = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id))
    const [row] = await tx
      .update(withdrawals)
      .set({ status: 'paying', attempts: sql`${withdrawals.attempts} + 1`, decidedBy: adminId, decidedAt: now, updatedAt: now, provider: ctx.payout.name })
      .where(
        and(
          eq(withdrawals.id, id),
          or(inArray(withdrawals.status, ['pending', 'failed']), and(eq(withdrawals.status, 'paying'), lt(withdrawals.updatedAt, stale))),
        ),
      )
      .returning()
    if (row) {
      await audit(tx, actor, { action: 'withdrawal.approve', targetType: 'withdrawal', targetId: id, ...changes(auditFields(before), auditFields(row)) })
    }
    return row
  })
  if (!claimed) {
    await loadWithdrawal(ctx.db, id)
    throw new AppError(409, 'withdrawalDecided')
  }
  const [account] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.id, claimed.accountId))
  let result: Awaited<ReturnType<Ctx['payout']['transfer']>>
  try {
    result = await ctx.payout.transfer({
      outBizNo: claimed.withdrawalNo,
      amount: claimed.net,
      kind: account.kind as PayoutAccountKind,
      account: ctx.cipher.decrypt(account.accountEnc),
      holderName: ctx.cipher.decrypt(account.holderNameEnc),
      remark: `提现 ${claimed.withdrawalNo}`,
    })
  } catch (err) {
    result = { ok: false, reason: String((err as Error)?.message ?? err).slice(0, 500) }
  }
  const done = new Date()
  const row = await ctx.db.transaction(async (tx) => {
    const [r] = await tx
      .update(withdrawals)
      .set(
        result.ok
          ? { status: 'paid', providerRef: result.ref, failReason: null, paidAt: done, updatedAt: done }
          : { status: 'failed', failReason: result.reason, updatedAt: done },
      )
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'paying')))
      .returning()
    if (r && result.ok) {
      await notify(tx, r.userId, {
        kind: 'system',
        copy: copy('payout.paid', { withdrawalNo: r.withdrawalNo, net: r.net, fee: r.fee, account: maskOf(ctx, account) }),
        link: WITHDRAWALS_LINK,
      })
    }
    return r
  })
  const [out] = await toAdmin(ctx, [row ?? (await loadWithdrawal(ctx.db, id))])
  return out
}

async function reject(ctx: Ctx, actor: Actor, id: number, reason: string | undefined, now: Date): Promise<AdminWithdrawal> {
  const adminId = actor.userId
  const text = (reason ?? '').trim()
  if (charCount(text) < REASON_MIN || charCount(text) > REASON_MAX) throw new AppError(400, 'withdrawalReason', { min: REASON_MIN, max: REASON_MAX })
  const row = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, id))
    const [r] = await tx
      .update(withdrawals)
      .set({ status: 'rejected', rejectReason: text, decidedBy: adminId, decidedAt: now, updatedAt: now })
      .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, ['pending', 'failed'])))
      .returning()
    if (!r) return null
    await audit(tx, actor, { action: 'withdrawal.reject', targetType: 'withdrawal', targetId: id, before: { status: before.status }, after: { status: r.status }, reason: text })
    const p = { withdrawalNo: r.withdrawalNo, reason: text, amount: r.amount }
    await credit(tx, r.userId, r.amount, { kind: 'withdrawal_return', note: copy('payout.ledger.returned', p) })
    await notify(tx, r.userId, {
      kind: 'system',
      copy: copy('payout.rejected', p),
      link: WITHDRAWALS_LINK,
    })
    return r
  })
  if (!row) {
    await loadWithdrawal(ctx.db, id)
    throw new AppError(409, 'withdrawalDecided')
  }
  const [out] = await toAdmin(ctx, [row])
  return out
}
