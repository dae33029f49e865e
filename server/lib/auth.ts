/**
 * The request side of sessions: the token a request carries, and the hooks that require a login or a role. The
 * sessions themselves (made, looked up, ended) are the auth module's (modules/auth/sessions.ts).
 */
import type { FastifyRequest } from 'fastify'
import type { Role } from '../../contract/types'
import type { Ctx } from '../context'
import { sessionOfToken, type AuthInfo } from '../modules/auth/sessions'
import { AppError } from './errors'
import type { MessageKey } from './i18n'

export type { AuthInfo }

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

/** The live session of the request's token, or null (no token, unknown, revoked or expired). */
async function lookupSession(ctx: Ctx, req: FastifyRequest): Promise<AuthInfo | null> {
  const token = readToken(req)
  return token ? sessionOfToken(ctx.db, token) : null
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
