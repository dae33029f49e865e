import type { Config } from './config'
import type { Db } from './db/client'
import type { Cipher } from './lib/crypto'
import type { SmsProvider } from './lib/sms'

/** What every module's routes and services receive: built once per app by buildApp. */
export interface Ctx {
  db: Db
  config: Config & { secretKey: string }
  cipher: Cipher
  sms: SmsProvider
  /** told every new captcha answer (debug log, tests) */
  onCaptcha: (captchaId: string, text: string) => void
}
