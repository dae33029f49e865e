import { View, Text } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import * as authApi from '../../api/auth'
import FormRow from '../../components/FormRow'
import FormSubmit from '../../components/FormSubmit'
import SmsCodeButton from '../../components/SmsCodeButton'
import { t } from '../../locales'
import '../../locales/account'
import { useStores } from '../../stores'
import { leaveAfterLogin, leaveLogin } from '../../utils/afterLogin'
import { usePageTitle, useQuery } from '../../utils/hooks'
import { redirectTo } from '../../utils/nav'
import { errorText, showMessage } from '../../utils/toast'
import { checkRegister } from '../../utils/validate'
import Agreement from '../login/Agreement'
import { useFormMessage } from '../../utils/useFormMessage'
import '../login/index.scss'

function RegisterPage() {
  usePageTitle('register')
  const { session } = useStores()
  // from the login page: where to go once registered (the page that asked for a login)
  const query = useQuery()
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [username, setUsername] = useState('')
  const [nickname, setNickname] = useState('')
  const [agreed, setAgreed] = useState(false)
  const { message, setMessage, showProblem } = useFormMessage(() => checkRegister({ phone, code, password, confirm, username, nickname, agreed }))
  const [submitting, setSubmitting] = useState(false)

  const submit = async () => {
    if (submitting) return
    const problem = checkRegister({ phone, code, password, confirm, username, nickname, agreed })
    if (problem) return showProblem(problem)
    setMessage('')
    setSubmitting(true)
    try {
      const result = await authApi.register({
        phone: phone.trim(),
        code: code.trim(),
        password,
        ...(username.trim() ? { username: username.trim() } : {}),
        ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
      })
      await session.applyLogin(result)
      showMessage(t('register.success'))
      leaveAfterLogin(query.redirect, query.back)
    } catch (e) {
      setMessage(errorText(e))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <View className='page page--plain register-page'>
      <View className='auth-hero'>
        <View className='auth-close' onClick={leaveLogin} ariaLabel={t('login.close')} />
        <Text className='auth-hero__title'>{t('app.name')}</Text>
      </View>
      <View className='form'>
        <FormRow label={t('field.phone')}>
          <Input className='f-phone' type='tel' value={phone} onChange={setPhone} placeholder={t('field.phonePh')} maxLength={11} />
        </FormRow>
        <FormRow label={t('field.smsCode')} extra={<SmsCodeButton phone={phone} send={authApi.sendRegisterSmsCode} onMessage={setMessage} />}>
          <Input className='f-code' type='digit' value={code} onChange={setCode} placeholder={t('field.smsCodePh')} maxLength={6} />
        </FormRow>
        <FormRow label={t('field.password')}>
          <Input className='f-password' type='password' value={password} onChange={setPassword} placeholder={t('field.newPasswordPh')} maxLength={32} />
        </FormRow>
        <FormRow label={t('field.confirmPassword')}>
          <Input className='f-confirm' type='password' value={confirm} onChange={setConfirm} placeholder={t('field.confirmPasswordPh')} maxLength={32} />
        </FormRow>
        <FormRow label={t('field.username')}>
          <Input className='f-username' value={username} onChange={setUsername} placeholder={t('field.usernamePh')} maxLength={20} />
        </FormRow>
        <FormRow label={t('field.nicknameOptional')}>
          <Input className='f-nickname' value={nickname} onChange={setNickname} placeholder={t('field.nicknamePh')} maxLength={40} />
        </FormRow>

        <Agreement agreed={agreed} onChange={setAgreed} />

        <FormSubmit message={message} label={t('register.submit')} loading={submitting} onSubmit={submit} />
        <View className='form-links form-links--center'>
          <Text className='link link-login' onClick={() => void redirectTo('login', { redirect: query.redirect, back: query.back })}>
            {t('register.toLogin')}
          </Text>
        </View>
      </View>
    </View>
  )
}

export default observer(RegisterPage)
