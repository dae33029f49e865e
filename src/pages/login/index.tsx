import { View, Text, Image } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { CaptchaImage, LoginResult } from '../../../contract/types'
import * as authApi from '../../api/auth'
import FormRow from '../../components/FormRow'
import FormSubmit from '../../components/FormSubmit'
import SmsCodeButton from '../../components/SmsCodeButton'
import { t } from '../../locales'
import '../../locales/account'
import { useStores } from '../../stores'
import { leaveAfterLogin, leaveLogin } from '../../utils/afterLogin'
import { usePageTitle, useQuery } from '../../utils/hooks'
import { navigateTo } from '../../utils/nav'
import { errorText, showMessage } from '../../utils/toast'
import { loginReasonText } from '../../utils/loginReasons'
import { useFormMessage } from '../../utils/useFormMessage'
import { checkPasswordLogin, checkSmsLogin } from '../../utils/validate'
import Agreement from './Agreement'
import { inWeapp } from '../../utils/platform'
import { WechatBindPhone, WechatLoginButton, type WechatBindStep } from './WechatLogin'
import './index.scss'

type Tab = 'password' | 'sms'

function LoginPage() {
  usePageTitle('login')
  const { session } = useStores()
  const query = useQuery()
  // why a gated action sent the user here, from a fixed set of keys (never text from the link)
  const reasonText = loginReasonText(query.reason)
  const [tab, setTab] = useState<Tab>('password')
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [captchaCode, setCaptchaCode] = useState('')
  const [captcha, setCaptcha] = useState<CaptchaImage | null>(null)
  const [captchaError, setCaptchaError] = useState('')
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  const passwordForm = { username: username.trim(), password, captchaCode: captchaCode.trim(), captchaId: captcha?.captchaId ?? '' }
  const { message, setMessage, showProblem } = useFormMessage(
    () => (tab === 'password' ? checkPasswordLogin(passwordForm) : checkSmsLogin(phone, code)) ?? (agreed ? null : { key: 'err.agreementRequired' }),
  )
  const [submitting, setSubmitting] = useState(false)
  /** set after 微信一键登录 of a WeChat user without an account: the bind-phone step replaces the form */
  const [wechatStep, setWechatStep] = useState<WechatBindStep | null>(null)

  const loadCaptcha = async () => {
    setCaptchaCode('')
    try {
      setCaptcha(await authApi.getCaptcha())
      setCaptchaError('')
    } catch (e) {
      setCaptcha(null)
      setCaptchaError(errorText(e) || t('common.loadFailed'))
    }
  }

  useEffect(() => {
    void loadCaptcha()
  }, [])

  const submit = async () => {
    if (submitting) return
    let call: () => Promise<Awaited<ReturnType<typeof authApi.loginWithSms>>>
    if (tab === 'password') {
      const form = passwordForm
      const problem = checkPasswordLogin(form)
      if (problem) return showProblem(problem)
      call = () => authApi.loginWithPassword(form)
    } else {
      const problem = checkSmsLogin(phone, code)
      if (problem) return showProblem(problem)
      call = () => authApi.loginWithSms({ phone: phone.trim(), code: code.trim() })
    }
    if (!agreed) return showProblem({ key: 'err.agreementRequired' })
    setMessage('')
    setSubmitting(true)
    try {
      const result = await call()
      await session.applyLogin(result)
      showMessage(t('login.success'))
      leaveAfterLogin(query.redirect, query.back)
    } catch (e) {
      setMessage(errorText(e))
      if (tab === 'password') void loadCaptcha()
    } finally {
      setSubmitting(false)
    }
  }

  const finishLogin = async (result: LoginResult) => {
    await session.applyLogin(result)
    showMessage(t('login.success'))
    leaveAfterLogin(query.redirect, query.back)
  }

  const switchTab = (next: Tab) => {
    setTab(next)
    setMessage('')
  }

  const hero = (
    <View className='auth-hero'>
      <View className='auth-close' onClick={leaveLogin} ariaLabel={t('login.close')} />
      <Text className='auth-hero__title'>{t('app.name')}</Text>
    </View>
  )

  if (wechatStep) {
    return (
      <View className='page page--plain login-page'>
        {hero}
        <WechatBindPhone step={wechatStep} onLoggedIn={finishLogin} onCancel={() => setWechatStep(null)} />
      </View>
    )
  }

  return (
    <View className='page page--plain login-page'>
      {hero}
      {reasonText ? <View className='login-reason'>{reasonText}</View> : null}
      <View className='auth-tabs'>
        <View className={'auth-tabs__item tab-password' + (tab === 'password' ? ' auth-tabs__item--active' : '')} onClick={() => switchTab('password')}>
          {t('login.tabPassword')}
        </View>
        <View className={'auth-tabs__item tab-sms' + (tab === 'sms' ? ' auth-tabs__item--active' : '')} onClick={() => switchTab('sms')}>
          {t('login.tabSms')}
        </View>
      </View>

      <View className='form'>
        {tab === 'password' ? (
          <View className='login-form login-form--password'>
            <FormRow label={t('field.account')}>
              <Input className='f-username' value={username} onChange={setUsername} placeholder={t('field.accountPh')} maxLength={32} />
            </FormRow>
            <FormRow label={t('field.password')}>
              <Input className='f-password' type='password' value={password} onChange={setPassword} placeholder={t('field.passwordPh')} maxLength={32} />
            </FormRow>
            <FormRow
              label={t('field.captcha')}
              extra={
                <View className='captcha' onClick={() => void loadCaptcha()}>
                  {captcha ? (
                    <Image className='captcha__img' src={captcha.img} mode='aspectFit' />
                  ) : (
                    <Text className='captcha__fallback'>{captchaError || t('login.captchaTap')}</Text>
                  )}
                </View>
              }
            >
              <Input className='f-captcha' value={captchaCode} onChange={setCaptchaCode} placeholder={t('field.captchaPh')} maxLength={8} />
            </FormRow>
          </View>
        ) : (
          <View className='login-form login-form--sms'>
            <FormRow label={t('field.phone')}>
              <Input className='f-phone' type='tel' value={phone} onChange={setPhone} placeholder={t('field.phonePh')} maxLength={11} />
            </FormRow>
            <FormRow
              label={t('field.smsCode')}
              extra={<SmsCodeButton phone={phone} send={(p) => authApi.sendSmsCode(p, 'login')} onMessage={setMessage} />}
            >
              <Input className='f-code' type='digit' value={code} onChange={setCode} placeholder={t('field.smsCodePh')} maxLength={6} />
            </FormRow>
          </View>
        )}

        <Agreement agreed={agreed} onChange={setAgreed} />
        <FormSubmit message={message} label={t('login.submit')} loading={submitting} onSubmit={submit} />
        {inWeapp() ? (
          <WechatLoginButton agreed={agreed} onMessage={setMessage} onLoggedIn={finishLogin} onTicket={setWechatStep} />
        ) : null}

        <View className='form-links'>
          {/* registering instead still comes back to the page that asked for a login */}
          <Text className='link link-register' onClick={() => void navigateTo('register', { redirect: query.redirect, back: query.back })}>
            {t('login.toRegister')}
          </Text>
          <Text className='link link-forgot' onClick={() => void navigateTo('passwore')}>
            {t('login.forgot')}
          </Text>
        </View>
      </View>
    </View>
  )
}

export default observer(LoginPage)
