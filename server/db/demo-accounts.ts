/**
 * The demo shop's accounts, whose passwords are published (README, seed.ts): a production database holding any of
 * them is refused at start unless DEMO_DATA=allow. An account is known by its phone and username together, so a
 * real user who happens to be called "admin" is not mistaken for the demo admin.
 */
import { and, eq, or } from 'drizzle-orm'
import type { Db } from './client'
import { users } from '../modules/user/schema'

export const DEMO_ACCOUNTS = [
  { phone: '13800000000', username: 'admin' },
  { phone: '13800000001', username: 'buyer01' },
  { phone: '13800000002', username: 'seller01' },
  { phone: '13800000003', username: 'seller02' },
  { phone: '13800000006', username: 'merchant01' },
  { phone: '13800000007', username: 'merchant02' },
  { phone: '13800000009', username: 'kefu01' },
] as const

/** the usernames of the demo accounts present in `db` */
export async function findDemoAccounts(db: Db): Promise<string[]> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(or(...DEMO_ACCOUNTS.map((a) => and(eq(users.phone, a.phone), eq(users.username, a.username)))))
    .orderBy(users.id)
  return rows.map((r) => r.username!)
}
