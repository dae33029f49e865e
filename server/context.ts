import type { Config } from './config'
import type { Db } from './db/client'
import type { Cipher } from './lib/crypto'
import type { PaymentProviders } from './lib/payments'
import type { SmsProvider } from './lib/sms'
import type { PayoutProvider } from './modules/payout/provider'
import type { ImageStorage } from './lib/storage'

/** What every module's routes and services receive: built once per app by buildApp. */
export interface Ctx {
  db: Db
  config: Config & { secretKey: string }
  cipher: Cipher
  sms: SmsProvider
  /** the enabled payment providers (the offline sandbox by default) */
  pay: PaymentProviders
  /** pays approved withdrawals (PAYOUT_PROVIDER: the sandbox by default) */
  payout: PayoutProvider
  /** uploaded images (DATA_DIR/uploads by default) */
  storage: ImageStorage
  /** told every new captcha answer (debug log, tests) */
  onCaptcha: (captchaId: string, text: string) => void
}
