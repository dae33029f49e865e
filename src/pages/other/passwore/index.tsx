import { View } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import * as authApi from '../../../api/auth'
import FormRow from '../../../components/FormRow'
import FormSubmit from '../../../components/FormSubmit'
import SmsCodeButton from '../../../components/SmsCodeButton'
import { t } from '../../../locales'
import '../../../locales/account'
import { useStores } from '../../../stores'
import { usePageTitle } from '../../../utils/hooks'
import { reLaunch } from '../../../utils/nav'
import { errorText, showMessageOnNextPage } from '../../../utils/toast'
import { checkNewPassword, checkPhone, checkSmsCode } from '../../../utils/validate'
import { useFormMessage } from '../../../utils/useFormMessage'

/** Change (or reset) the password with an SMS code; every session is revoked, so log in again. */
function PassworePage() {
  usePageTitle('passwore')
  const { session } = useStores()
  const [phone, setPhone] = useState(session.profile?.phone ?? '')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const { message, setMessage, showProblem } = useFormMessage(() => checkPhone(phone) ?? checkSmsCode(code) ?? checkNewPassword(password, confirm))
  const [submitting, setSubmitting] = useState(false)

  const submit = async () => {
    if (submitting) return
    const problem = checkPhone(phone) ?? checkSmsCode(code) ?? checkNewPassword(password, confirm)
    if (problem) return showProblem(problem)
    setMessage('')
    setSubmitting(true)
    try {
      await authApi.changePasswordWithSms({ phone: phone.trim(), code: code.trim(), password })
      session.clear()
      showMessageOnNextPage(t('password.success'), reLaunch('login'))
    } catch (e) {
      setMessage(errorText(e))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <View className='page page--plain passwore-page'>
      <View className='form'>
        <FormRow label={t('field.phone')}>
          <Input className='f-phone' type='tel' value={phone} onChange={setPhone} placeholder={t('field.phonePh')} maxLength={11} />
        </FormRow>
        <FormRow label={t('field.smsCode')} extra={<SmsCodeButton phone={phone} send={(p) => authApi.sendSmsCode(p, 'reset')} onMessage={setMessage} />}>
          <Input className='f-code' type='digit' value={code} onChange={setCode} placeholder={t('field.smsCodePh')} maxLength={6} />
        </FormRow>
        <FormRow label={t('field.newPassword')}>
          <Input className='f-password' type='password' value={password} onChange={setPassword} placeholder={t('field.newPasswordPh')} maxLength={32} />
        </FormRow>
        <FormRow label={t('field.confirmPassword')}>
          <Input className='f-confirm' type='password' value={confirm} onChange={setConfirm} placeholder={t('field.confirmPasswordPh')} maxLength={32} />
        </FormRow>
        <FormSubmit message={message} label={t('common.submit')} loading={submitting} onSubmit={submit} />
      </View>
      <View className='tip'>{t('password.tip')}</View>
    </View>
  )
}

export default observer(PassworePage)
