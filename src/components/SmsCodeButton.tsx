import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { PHONE_RE } from '../../contract/rules'
import type { SmsSent } from '../../contract/types'
import { t } from '../locales'
import '../locales/account'
import { errorText } from '../utils/toast'
import { useCountdown } from '../utils/hooks'

interface Props {
  phone: string
  send: (phone: string) => Promise<SmsSent>
  /** '' clears the message; any text is shown by the form */
  onMessage: (message: string) => void
  className?: string
}

const DEFAULT_WAIT = 60

/** "Send code": checks the phone first, then counts down (60 s, or the server's resendIn); server errors go to onMessage. */
function SmsCodeButton({ phone, send, onMessage, className }: Props) {
  const { left, start } = useCountdown()
  const [sending, setSending] = useState(false)

  const onClick = async () => {
    if (left > 0 || sending) return
    const p = phone.trim()
    if (!p) return onMessage(t('err.phoneRequired'))
    if (!PHONE_RE.test(p)) return onMessage(t('err.phoneInvalid'))
    setSending(true)
    try {
      const r = await send(p)
      onMessage('')
      start(r && r.resendIn > 0 ? r.resendIn : DEFAULT_WAIT)
    } catch (e) {
      onMessage(errorText(e))
    } finally {
      setSending(false)
    }
  }

  return (
    <Button
      size='small'
      type='primary'
      fill='outline'
      className={'sms-btn ' + (className ?? '')}
      disabled={left > 0}
      loading={sending}
      onClick={onClick}
    >
      {left > 0 ? t('sms.resend', { n: left }) : t('sms.send')}
    </Button>
  )
}

export default observer(SmsCodeButton)
