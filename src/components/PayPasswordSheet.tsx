import { Text, View } from '@tarojs/components'
import { Loading, NumberKeyboard, ShortPassword } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { t } from '../locales'
import '../locales/payment'
import './PayPasswordSheet.scss'

interface Props {
  visible: boolean
  /** defaults to 请输入支付密码 */
  title?: string
  /** what the sheet is for: shown under the title */
  description: string
  /** the server's answer to the last try ('' for none) */
  error: string
  /** a try is on its way: further digits are ignored and the sheet says it is checking */
  busy?: boolean
  /** called with the 6 digits once they are all entered */
  onComplete: (password: string) => void
  onClose: () => void
  /** 'forgot?' link; hidden when not given */
  onForgot?: () => void
}

/**
 * The 6-digit password entry used for money: NutUI's ShortPassword (six boxes, digits shown as dots) over its
 * NumberKeyboard, the same on H5 and in WeChat (no system keyboard, nothing to autocomplete). While a try is
 * checked the message line shows a spinner (six dots and nothing else read as stuck); the server's answer replaces
 * it as soon as it comes, and a refused try empties the boxes for the next one.
 */
function PayPasswordSheet({ visible, title, description, error, busy, onComplete, onClose, onForgot }: Props) {
  const [value, setValue] = useState('')
  const [keyboard, setKeyboard] = useState(visible)

  // opening starts empty with the keypad up, and a refused try starts over with empty boxes (adjusted while
  // rendering, so no digit typed in between lands in the old boxes)
  // empty boxes, even when the answer reads as the last one did (a try that ends with an error was refused)
  const [seen, setSeen] = useState({ visible, error, busy: !!busy })
  if (seen.visible !== visible || seen.error !== error || seen.busy !== !!busy) {
    setSeen({ visible, error, busy: !!busy })
    if (seen.visible !== visible) setKeyboard(visible)
    const refused = !!error && (seen.error !== error || (seen.busy && !busy))
    if (seen.visible !== visible || refused) setValue('')
  }

  const type = (digit: string) => {
    if (busy || value.length >= 6 || !/^\d$/.test(digit)) return
    const next = value + digit
    setValue(next)
    if (next.length === 6) onComplete(next)
  }

  return (
    <>
      <ShortPassword
        className='pay-password-sheet'
        visible={visible}
        value={value}
        length={6}
        title={title ?? t('payment.enterTitle')}
        description={description}
        // NutUI shows its own 'forgot' text for an empty tip
        tips={onForgot ? t('payment.forgot') : ' '}
        error={
          busy ? (
            <View className='pay-password-busy'>
              <Loading type='spinner' />
              <Text className='pay-password-busy__text'>{t('payment.verifying')}</Text>
            </View>
          ) : (
            error
          )
        }
        hideFooter
        autoFocus
        onFocus={() => setKeyboard(true)}
        onTips={onForgot}
        onClose={onClose}
        onCancel={onClose}
      />
      <NumberKeyboard
        className='pay-password-keyboard'
        visible={visible && keyboard}
        onChange={type}
        onDelete={() => setValue((v) => v.slice(0, -1))}
        onClose={() => setKeyboard(false)}
      />
    </>
  )
}

export default observer(PayPasswordSheet)
