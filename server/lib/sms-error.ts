/** An SMS service refused or could not be reached. The reason is for the server log, never for the user. */
export class SmsSendError extends Error {
  constructor(
    readonly provider: string,
    reason: string,
  ) {
    super(`${provider} SMS not sent: ${reason}`)
    this.name = 'SmsSendError'
  }
}
