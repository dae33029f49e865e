/**
 * The wallet: every balance change is one ledger row written in the same transaction as the balance update, so
 * a user's ledger always sums to their balance. Balances never go negative (conditional debit + CHECK).
 * A payment's wallet part is first held (`wallet_held`, no ledger row: the balance does not change) and taken
 * only when the payment succeeds; held money cannot be spent by anything else (every debit leaves the held part,
 * and a CHECK keeps held <= balance), so two payments racing on one wallet cannot spend the same money.
 */
import { and, count, desc, eq, gte, sql } from 'drizzle-orm'
import type { LedgerEntry, LedgerKind } from '../../../contract/orders'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { orders } from '../order/schema'
import { users } from '../user/schema'
import { ledger } from './schema'
import { copyColumns, readLine, zhLine, type Copy } from '../../lib/copy'
import type { Lang } from '../../lib/i18n'

interface Change {
  kind: LedgerKind
  orderId?: number | null
  /** copy rendered in the reader's language (lib/copy.ts), or zh-CN text; the note column holds zh-CN text */
  note: string | Copy
}

/** the ledger row's note columns for a change */
const noteOf = (note: string | Copy) =>
  typeof note === 'string' ? { note, ...copyColumns(null) } : { note: zhLine(note), ...copyColumns(note) }

/** Adds `amount` (> 0) to the user's balance inside `tx`; returns the new balance. */
export async function credit(tx: Db, userId: number, amount: number, change: Change): Promise<number> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`credit: bad amount ${amount}`)
  const [row] = await tx
    .update(users)
    .set({ balance: sql`${users.balance} + ${amount}`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ balance: users.balance })
  if (!row) throw new Error(`credit: no user ${userId}`)
  await tx.insert(ledger).values({ userId, kind: change.kind, amount, balanceAfter: row.balance, orderId: change.orderId ?? null, ...noteOf(change.note) })
  return row.balance
}

/**
 * Takes `amount` (> 0) from the balance if its unheld part holds that much; returns the new balance, or null
 * (nothing taken).
 */
export async function debit(tx: Db, userId: number, amount: number, change: Change): Promise<number | null> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`debit: bad amount ${amount}`)
  const [row] = await tx
    .update(users)
    .set({ balance: sql`${users.balance} - ${amount}`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), gte(sql`${users.balance} - ${users.walletHeld}`, amount)))
    .returning({ balance: users.balance })
  if (!row) return null
  await tx.insert(ledger).values({ userId, kind: change.kind, amount: -amount, balanceAfter: row.balance, orderId: change.orderId ?? null, ...noteOf(change.note) })
  return row.balance
}

/** Holds `amount` (> 0) of the unheld balance for an open payment; false (nothing held) when there is not enough. */
export async function hold(tx: Db, userId: number, amount: number): Promise<boolean> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`hold: bad amount ${amount}`)
  const rows = await tx
    .update(users)
    .set({ walletHeld: sql`${users.walletHeld} + ${amount}` })
    .where(and(eq(users.id, userId), gte(sql`${users.balance} - ${users.walletHeld}`, amount)))
    .returning({ id: users.id })
  return rows.length === 1
}

/** Gives back a hold of a payment that closed without paying. */
export async function release(tx: Db, userId: number, amount: number): Promise<void> {
  if (amount <= 0) return
  await tx.update(users).set({ walletHeld: sql`greatest(${users.walletHeld} - ${amount}, 0)` }).where(eq(users.id, userId))
}

/** Takes a held `amount` when its payment succeeded: balance and hold go down together, with the ledger row. */
export async function debitHeld(tx: Db, userId: number, amount: number, change: Change): Promise<number> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`debitHeld: bad amount ${amount}`)
  const [row] = await tx
    .update(users)
    .set({ balance: sql`${users.balance} - ${amount}`, walletHeld: sql`${users.walletHeld} - ${amount}`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), gte(users.walletHeld, amount)))
    .returning({ balance: users.balance })
  if (!row) throw new Error(`debitHeld: user ${userId} holds less than ${amount}`)
  await tx.insert(ledger).values({ userId, kind: change.kind, amount: -amount, balanceAfter: row.balance, orderId: change.orderId ?? null, ...noteOf(change.note) })
  return row.balance
}

/** The caller's ledger, newest first. */
export async function listLedger(ctx: Ctx, userId: number, q: { pageNum: number; pageSize: number }, lang: Lang): Promise<Page<LedgerEntry>> {
  const rows = await ctx.db
    .select({
      id: ledger.id,
      kind: ledger.kind,
      amount: ledger.amount,
      balanceAfter: ledger.balanceAfter,
      orderNo: orders.orderNo,
      note: ledger.note,
      copyKind: ledger.copyKind,
      copyParams: ledger.copyParams,
      createdAt: ledger.createdAt,
    })
    .from(ledger)
    .leftJoin(orders, eq(orders.id, ledger.orderId))
    .where(eq(ledger.userId, userId))
    .orderBy(desc(ledger.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
  const [{ total }] = await ctx.db.select({ total: count() }).from(ledger).where(eq(ledger.userId, userId))
  return {
    rows: rows.map(({ copyKind, copyParams, ...r }) => ({
      ...r,
      kind: r.kind as LedgerKind,
      note: readLine(lang, { copyKind, copyParams }, r.note),
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(total),
  }
}

/** The ledger rows of one order, every user's, oldest first (the order's money timeline: order-money.ts). */
export async function orderLedger(db: Pick<Db, 'select'>, orderId: number) {
  return db
    .select({ userId: ledger.userId, kind: ledger.kind, amount: ledger.amount, at: ledger.createdAt })
    .from(ledger)
    .where(eq(ledger.orderId, orderId))
    .orderBy(ledger.id)
}
