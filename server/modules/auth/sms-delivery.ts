/**
 * Delivery of SMS codes through the configured provider. When the SMS service refuses or cannot be reached, the
 * code just stored for the phone is used up at once (nobody received it, so nobody may use it: a code must only
 * ever work for whoever got the SMS) and the user is told to try again later; the reason goes to the server log.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { SmsScene } from '../../../contract/types'
import type { Db } from '../../db/client'
import { smsCodes } from './schema'
import { AppError } from '../../lib/errors'
import type { SmsProvider } from '../../lib/sms'

export function guardSmsDelivery(provider: SmsProvider, db: Db, logFailure: (reason: string) => void): SmsProvider {
  return {
    async sendCode(phone: string, code: string, scene: SmsScene) {
      try {
        await provider.sendCode(phone, code, scene)
      } catch (err) {
        await db
          .update(smsCodes)
          .set({ usedAt: sql`now()` })
          .where(and(eq(smsCodes.phone, phone), eq(smsCodes.scene, scene), isNull(smsCodes.usedAt)))
        // a provider may quote the number back: the log keeps only its first 3 and last 4 digits
        logFailure((err instanceof Error ? err.message : String(err)).replace(/(\d{3})\d{4}(\d{4})/g, '$1****$2'))
        throw new AppError(500, 'smsSendFailed')
      }
    },
  }
}
