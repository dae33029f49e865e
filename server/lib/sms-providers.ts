/** The SMS provider SMS_PROVIDER names, built from its configuration (lib/sms-config.ts). */
import { LogSmsProvider, type SmsNoticeSender, type SmsProvider } from './sms'
import { AliyunSmsProvider } from './sms-aliyun'
import type { SmsConfig } from './sms-config'
import { TencentSmsProvider } from './sms-tencent'

export function createSmsProvider(config: SmsConfig): SmsProvider & SmsNoticeSender {
  switch (config.provider) {
    case 'tencent':
      return new TencentSmsProvider(config)
    case 'aliyun':
      return new AliyunSmsProvider(config)
    case 'log':
      return new LogSmsProvider()
  }
}
