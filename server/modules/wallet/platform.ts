/**
 * The platform's own accounts (contract/protection.ts PLATFORM_ACCOUNTS): moved like a wallet, one
 * platform_ledger row per change in the caller's transaction, so an account's rows always sum to its balance.
 * The balance update is one upsert (`balance + amount`), so concurrent movements serialize on the account's row.
 */
import { desc, eq, sql } from 'drizzle-orm'
import type { PlatformAccount, PlatformLedgerKind, ReserveState } from '../../../contract/protection'
import type { Db } from '../../db/client'
import { orders } from '../order/schema'
import { platformAccounts, platformLedger } from './schema'

interface PlatformChange {
  kind: PlatformLedgerKind
  orderId?: number | null
  userId?: number | null
  note: string
}

/** Adds signed `amount` (not 0) to `account` inside `tx`; returns the new balance (which may be negative). */
export async function movePlatform(tx: Db, account: PlatformAccount, amount: number, change: PlatformChange): Promise<number> {
  if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`movePlatform: bad amount ${amount}`)
  const [row] = await tx
    .insert(platformAccounts)
    .values({ account, balance: amount })
    .onConflictDoUpdate({ target: platformAccounts.account, set: { balance: sql`${platformAccounts.balance} + ${amount}`, updatedAt: sql`now()` } })
    .returning({ balance: platformAccounts.balance })
  await tx.insert(platformLedger).values({
    account,
    kind: change.kind,
    amount,
    balanceAfter: row.balance,
    orderId: change.orderId ?? null,
    userId: change.userId ?? null,
    note: change.note,
  })
  return row.balance
}

/** The account's balance and its latest movements, newest first. */
export async function platformState(db: Pick<Db, 'select'>, account: PlatformAccount, limit = 50): Promise<ReserveState> {
  const [acc] = await db.select({ balance: platformAccounts.balance }).from(platformAccounts).where(eq(platformAccounts.account, account))
  const rows = await db
    .select({
      id: platformLedger.id,
      kind: platformLedger.kind,
      amount: platformLedger.amount,
      balanceAfter: platformLedger.balanceAfter,
      orderNo: orders.orderNo,
      note: platformLedger.note,
      createdAt: platformLedger.createdAt,
    })
    .from(platformLedger)
    .leftJoin(orders, eq(orders.id, platformLedger.orderId))
    .where(eq(platformLedger.account, account))
    .orderBy(desc(platformLedger.id))
    .limit(limit)
  return {
    balance: acc?.balance ?? 0,
    rows: rows.map((r) => ({ ...r, kind: r.kind as PlatformLedgerKind, createdAt: r.createdAt.toISOString() })),
  }
}
