import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Button, Input } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { maskPhone, SMS_CODE_RE } from '../../../../contract/rules'
import { payPasswordProblem } from '../../../../contract/wallet'
import { sendPayPasswordCode, setPayPassword } from '../../../api/wallet'
import FormRow from '../../../components/FormRow'
import LoginPrompt from '../../../components/LoginPrompt'
import PayPasswordSheet from '../../../components/PayPasswordSheet'
import SmsCodeButton from '../../../components/SmsCodeButton'
import { t } from '../../../locales'
import '../../../locales/payment'
import '../../../locales/account'
import { useStores } from '../../../stores'
import { usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { redirectTo } from '../../../utils/nav'
import { errorText, showMessage } from '../../../utils/toast'
import { useFormMessage } from '../../../utils/useFormMessage'
import './index.scss'

type Step = 'code' | 'new' | 'again'
const STEPS: Step[] = ['code', 'new', 'again']
const STEP_LABEL = { code: 'paypwd.step1', new: 'paypwd.step2', again: 'paypwd.step3' } as const

/**
 * Set or reset the payment password: /index/other/payPassword(?from=pay). An SMS code to the account's own phone,
 * then the six digits twice on the money keypad. Back to where the user came from (the pay page reads the
 * wallet again when shown), or to 账号与安全.
 */
function PayPasswordPage() {
  usePageTitle('payPassword')
  const loggedIn = useRequireLogin('payPassword')
  const { session } = useStores()
  const { from } = useQuery()
  const [step, setStep] = useState<Step>('code')
  const [code, setCode] = useState('')
  const [first, setFirst] = useState('')
  const { message, setMessage, showProblem } = useFormMessage(() => (SMS_CODE_RE.test(code.trim()) ? null : { key: 'paypwd.codeRequired' }))
  const [sheetError, setSheetError] = useState('')
  const [saving, setSaving] = useState(false)

  if (!loggedIn) return <LoginPrompt from='payPassword' />
  const phone = session.profile?.phone ?? ''

  const next = () => {
    if (!SMS_CODE_RE.test(code.trim())) return showProblem({ key: 'paypwd.codeRequired' })
    setMessage('')
    setSheetError('')
    setStep('new')
  }

  const leave = () => {
    const pages = Taro.getCurrentPages?.() ?? []
    if (pages.length > 1) return void Taro.navigateBack()
    void redirectTo(from === 'pay' ? 'myOrder' : 'accountSecurity')
  }

  const entered = async (value: string) => {
    if (step === 'new') {
      const problem = payPasswordProblem(value)
      if (problem) return setSheetError(t(problem === 'simple' ? 'paypwd.rule' : 'paypwd.enterNew'))
      setFirst(value)
      setSheetError('')
      return setStep('again')
    }
    if (value !== first) {
      setFirst('')
      setStep('new')
      return setSheetError(t('paypwd.mismatch'))
    }
    setSaving(true)
    try {
      await setPayPassword({ code: code.trim(), password: value })
      showMessage(t('paypwd.done'))
      setStep('code')
      leave()
    } catch (e) {
      // a refused code goes back to the first step; the digits are entered again after it
      setStep('code')
      setFirst('')
      setMessage(errorText(e))
    } finally {
      setSaving(false)
    }
  }

  return (
    <View className='page page--plain pay-password-page'>
      <View className='paypwd-steps'>
        {STEPS.map((s, i) => (
          <View key={s} className={'paypwd-steps__item' + (STEPS.indexOf(step) >= i ? ' paypwd-steps__item--on' : '')}>
            <Text className='paypwd-steps__dot'>{i + 1}</Text>
            <Text className='paypwd-steps__label'>{t(STEP_LABEL[s])}</Text>
          </View>
        ))}
      </View>
      <View className='form'>
        <Text className='paypwd-to'>{t('paypwd.smsTo', { phone: maskPhone(phone) })}</Text>
        <FormRow
          label={t('field.smsCode')}
          extra={<SmsCodeButton phone={phone} send={() => sendPayPasswordCode()} onMessage={setMessage} />}
        >
          <Input className='f-code' type='digit' value={code} onChange={setCode} placeholder={t('paypwd.codePh')} maxLength={6} />
        </FormRow>
        {message ? <View className='form-error paypwd-message'>{message}</View> : null}
        <Button type='primary' block className='paypwd-next' loading={saving} onClick={next}>
          {t('paypwd.next')}
        </Button>
      </View>
      <View className='tip'>{t('paypwd.rule')}</View>
      <PayPasswordSheet
        key={step}
        visible={step !== 'code'}
        title={t(step === 'again' ? 'paypwd.enterAgain' : 'paypwd.enterNew')}
        description={t(step === 'again' ? 'paypwd.descAgain' : 'paypwd.descNew')}
        error={sheetError}
        busy={saving}
        onComplete={(v) => void entered(v)}
        onClose={() => setStep('code')}
      />
    </View>
  )
}

export default observer(PayPasswordPage)
