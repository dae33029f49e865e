/**
 * Sessions: a random token handed to the client once, stored only as its SHA-256, expiring and revocable. The auth
 * module owns the sessions table; lib/auth.ts's request hooks read through sessionOfToken.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Role } from '../../../contract/types'
import type { Db } from '../../db/client'
import { newToken, sha256 } from '../../lib/crypto'
import { AppError } from '../../lib/errors'
import { users } from '../user/schema'
import { sessions } from './schema'

export interface AuthInfo {
  userId: number
  sessionId: number
  role: Role
}

/** the LISTEN/NOTIFY channel on which a user's sessions are announced as ended (payload: the user id) */
export const SESSIONS_ENDED_CHANNEL = 'sessions_ended'

/**
 * Every login path ends here, so this is where a ban refuses a login (403 "账号已被封禁：<reason>"). It is checked
 * after the caller proved who they are (password, SMS code, WeChat), so the ban tells nobody else anything.
 */
export async function createSession(db: Db, userId: number, ttlHours: number) {
  const [user] = await db.select({ bannedAt: users.bannedAt, banReason: users.banReason }).from(users).where(eq(users.id, userId))
  if (user?.bannedAt) throw new AppError(403, 'accountBanned', { reason: user.banReason ?? '' })
  const token = newToken()
  const expiresAt = new Date(Date.now() + ttlHours * 3600_000)
  await db.insert(sessions).values({ userId, tokenHash: sha256(token), expiresAt })
  return { token, expiresAt }
}

/**
 * The query behind every logged-in request, prepared once per database (a named statement on each PostgreSQL
 * connection): it is neither built by drizzle nor parsed and planned by the server again.
 */
const sessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>()
const prepareSessionQuery = (db: Db) =>
  db
    .select({ sessionId: sessions.id, userId: users.id, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // a banned user's sessions are revoked by the ban; this also covers a login that raced the ban
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.bannedAt),
      ),
    )
    .prepare('session_of_token')

/** The live session of a token (unknown, revoked or expired: null); also checks the chat socket's token. */
export async function sessionOfToken(db: Db, token: string): Promise<AuthInfo | null> {
  let query = sessionQueries.get(db)
  if (!query) sessionQueries.set(db, (query = prepareSessionQuery(db)))
  const [row] = await query.execute({ tokenHash: sha256(token) })
  return row ? { userId: row.userId, sessionId: row.sessionId, role: row.role as Role } : null
}

/**
 * Ends every live session of `userId` inside the caller's transaction and announces it on SESSIONS_ENDED_CHANNEL on
 * commit, so chat sockets of that user on every server process close at once (chat/hub.ts listens).
 */
export async function endSessions(tx: Db, userId: number): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
  await tx.execute(sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}, ${String(userId)})`)
}
