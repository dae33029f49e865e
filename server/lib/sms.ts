/**
 * Sending SMS codes. A real SMS service implements SmsProvider; the default one writes the code to stdout,
 * which is how codes reach people (and the browser test) when no SMS service is configured.
 */
import type { SmsScene } from '../../contract/types'

export interface SmsProvider {
  sendCode(phone: string, code: string, scene: SmsScene): Promise<void>
}

export class LogSmsProvider implements SmsProvider {
  constructor(private readonly print: (line: string) => void = (line) => process.stdout.write(line + '\n')) {}

  async sendCode(phone: string, code: string): Promise<void> {
    this.print(`SMS code for ${phone}: ${code}`)
  }
}
