/**
 * Sessions: a random token handed to the client once, stored only as its SHA-256, expiring and revocable.
 */
import type { FastifyRequest } from 'fastify'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Role } from '../../contract/types'
import type { Ctx } from '../context'
import type { Db } from '../db/client'
import { sessions } from '../modules/auth/schema'
import { users } from '../modules/user/schema'
import { newToken, sha256 } from './crypto'
import { AppError } from './errors'
import type { MessageKey } from './i18n'

export interface AuthInfo {
  userId: number
  sessionId: number
  role: Role
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthInfo | null
  }
}

/** The token from `Token`, else `Authorization` (raw or `Bearer <token>`); blank headers mean none. */
export function readToken(req: FastifyRequest): string | null {
  for (const name of ['token', 'authorization']) {
    const raw = req.headers[name]
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().replace(/^Bearer\s+/i, '').trim()
    if (value) return value
  }
  return null
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

/** The live session of the request's token, or null (no token, unknown, revoked or expired). */
async function lookupSession(ctx: Ctx, req: FastifyRequest): Promise<AuthInfo | null> {
  const token = readToken(req)
  return token ? sessionOfToken(ctx.db, token) : null
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

/** preHandler for routes that need a logged-in user; sets `req.auth`. */
export function requireAuth(ctx: Ctx) {
  return async (req: FastifyRequest): Promise<void> => {
    const auth = await lookupSession(ctx, req)
    if (!auth) throw new AppError(401, 'unauthorized')
    req.auth = auth
  }
}

/**
 * preHandler for public routes that say more to a logged-in caller: sets `req.auth` for a live token and leaves
 * it null otherwise. A stale or unknown token is treated as logged out (no 401), so a public page still opens.
 */
export function optionalAuth(ctx: Ctx) {
  return async (req: FastifyRequest): Promise<void> => {
    req.auth = await lookupSession(ctx, req)
  }
}

/**
 * onRequest hook of routes for one role (admin, merchant): a live session with that role, else 401/403. The role
 * is checked before the body is validated, so other users learn nothing about a route's input.
 */
export function requireRole(ctx: Ctx, role: Role, forbidden: MessageKey = 'forbidden') {
  const auth = requireAuth(ctx)
  return async (req: FastifyRequest): Promise<void> => {
    await auth(req)
    if (req.auth?.role !== role) throw new AppError(403, forbidden)
  }
}

export const requireAdmin = (ctx: Ctx) => requireRole(ctx, 'admin')

/** Customer service: staff, and admins (who are staff too). */
export const isStaff = (role: Role | null | undefined) => role === 'staff' || role === 'admin'

/** onRequest hook of the routes of customer service (rooms, handovers, disputes): staff or admin, else 401/403. */
export function requireStaff(ctx: Ctx) {
  const auth = requireAuth(ctx)
  return async (req: FastifyRequest): Promise<void> => {
    await auth(req)
    if (!isStaff(req.auth?.role)) throw new AppError(403, 'forbidden')
  }
}

/** The logged-in user of a route behind requireAuth. */
export function authOf(req: FastifyRequest): AuthInfo {
  if (!req.auth) throw new AppError(401, 'unauthorized')
  return req.auth
}
