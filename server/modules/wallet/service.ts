/**
 * The wallet: every balance change is one ledger row written in the same transaction as the balance update, so
 * a user's ledger always sums to their balance. Balances never go negative (conditional debit + CHECK).
 */
import { and, count, desc, eq, gte, sql } from 'drizzle-orm'
import type { LedgerEntry, LedgerKind } from '../../../contract/orders'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { ledger, orders, users } from '../../db/schema'

interface Change {
  kind: LedgerKind
  orderId?: number | null
  /** stored in zh-CN, the platform's default language */
  note: string
}

/** Adds `amount` (> 0) to the user's balance inside `tx`; returns the new balance. */
export async function credit(tx: Db, userId: number, amount: number, change: Change): Promise<number> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`credit: bad amount ${amount}`)
  const [row] = await tx
    .update(users)
    .set({ balance: sql`${users.balance} + ${amount}`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ balance: users.balance })
  if (!row) throw new Error(`credit: no user ${userId}`)
  await tx.insert(ledger).values({ userId, kind: change.kind, amount, balanceAfter: row.balance, orderId: change.orderId ?? null, note: change.note })
  return row.balance
}

/** Takes `amount` (> 0) from the balance if it holds that much; returns the new balance, or null (nothing taken). */
export async function debit(tx: Db, userId: number, amount: number, change: Change): Promise<number | null> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`debit: bad amount ${amount}`)
  const [row] = await tx
    .update(users)
    .set({ balance: sql`${users.balance} - ${amount}`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), gte(users.balance, amount)))
    .returning({ balance: users.balance })
  if (!row) return null
  await tx.insert(ledger).values({ userId, kind: change.kind, amount: -amount, balanceAfter: row.balance, orderId: change.orderId ?? null, note: change.note })
  return row.balance
}

/** The caller's ledger, newest first. */
export async function listLedger(ctx: Ctx, userId: number, q: { pageNum: number; pageSize: number }): Promise<Page<LedgerEntry>> {
  const rows = await ctx.db
    .select({
      id: ledger.id,
      kind: ledger.kind,
      amount: ledger.amount,
      balanceAfter: ledger.balanceAfter,
      orderNo: orders.orderNo,
      note: ledger.note,
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
    rows: rows.map((r) => ({ ...r, kind: r.kind as LedgerKind, createdAt: r.createdAt.toISOString() })),
    total: Number(total),
  }
}
