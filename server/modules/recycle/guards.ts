/** Who may do what in recycling: traders are real-name verified adults; quoting is for merchants. */
import type { FastifyRequest } from 'fastify'
import { eq } from 'drizzle-orm'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { requireAuth } from '../../lib/auth'
import { AppError } from '../../lib/errors'

/** 400 unless `userId` is a real-name verified adult (`unverified` says what for; minors get the orders' message). */
export async function requireTrader(
  db: Pick<Db, 'select'>,
  userId: number,
  unverified: 'recycleRealNameRequired' | 'merchantRealNameRequired',
): Promise<void> {
  const [u] = await db.select({ verifiedAt: users.verifiedAt, adult: users.adult }).from(users).where(eq(users.id, userId))
  if (!u) throw new AppError(401, 'unauthorized')
  if (!u.verifiedAt) throw new AppError(400, unverified)
  if (u.adult !== true) throw new AppError(400, 'orderMinor')
}

/**
 * onRequest hook of merchant routes: a live session of a merchant, else 401/403. Checked before the body is
 * validated, so other users learn nothing about a route's input.
 */
export function requireMerchant(ctx: Ctx) {
  const auth = requireAuth(ctx)
  return async (req: FastifyRequest): Promise<void> => {
    await auth(req)
    if (req.auth?.role !== 'merchant') throw new AppError(403, 'merchantOnly')
  }
}
