/** Who may trade (buy, sell, recycle, quote): real-name verified adults. */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from './schema'
import { AppError } from '../../lib/errors'
import type { MessageKey } from '../../lib/i18n'

/** 400 unless `userId` passed real-name verification and is an adult; the messages say what the user was doing. */
export async function assertTrader(
  db: Pick<Db, 'select'>,
  userId: number,
  messages: { unverified: MessageKey; minor: MessageKey },
): Promise<void> {
  const [u] = await db.select({ verifiedAt: users.verifiedAt, adult: users.adult }).from(users).where(eq(users.id, userId))
  if (!u) throw new AppError(401, 'unauthorized')
  if (!u.verifiedAt) throw new AppError(400, messages.unverified)
  if (u.adult !== true) throw new AppError(400, messages.minor)
}
