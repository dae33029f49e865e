import { Button as TaroButton, Text, View } from '@tarojs/components'
import PrivacySheet from '../../components/PrivacySheet'
import { Button, Input } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { LoginResult } from '../../../contract/types'
import * as wechatApi from '../../api/wechat'
import FormRow from '../../components/FormRow'
import FormSubmit from '../../components/FormSubmit'
import SmsCodeButton from '../../components/SmsCodeButton'
import { t } from '../../locales'
import '../../locales/account'
import '../../locales/wechat'
import { errorText } from '../../utils/toast'
import { checkSmsLogin } from '../../utils/validate'
import { useFormMessage } from '../../utils/useFormMessage'

/** The WeChat code, or an Error the form can show: the user cancelled, or WeChat could not be reached. */
export async function wechatCode(): Promise<string> {
  const res = await Taro.login().catch(() => null)
  if (!res?.code) throw new Error(t('wechat.loginFailed'))
  return res.code
}

interface ButtonProps {
  agreed: boolean
  onMessage: (message: string) => void
  onLoggedIn: (result: LoginResult) => Promise<void>
  /** a WeChat user without an account: bind a phone next */
  onTicket: (step: WechatBindStep) => void
}

/** what the bind-phone step needs from /wechat/login */
export interface WechatBindStep {
  ticket: string
  /** WeChat's phone-number button may prove the phone instead of an SMS code */
  phoneButton: boolean
}

/** 微信一键登录: a WeChat bound to an account logs straight in; a new one goes on to bind a phone. */
export function WechatLoginButton({ agreed, onMessage, onLoggedIn, onTicket }: ButtonProps) {
  const [busy, setBusy] = useState(false)
  const start = async () => {
    if (busy) return
    if (!agreed) return onMessage(t('err.agreementRequired'))
    onMessage('')
    setBusy(true)
    try {
      const result = await wechatApi.wechatLogin(await wechatCode())
      if (result.bound) await onLoggedIn(result.login)
      else onTicket({ ticket: result.ticket, phoneButton: result.phoneButton })
    } catch (e) {
      onMessage(errorText(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <View className='wechat-login'>
      <View className='wechat-login__or'>
        <Text>{t('wechat.or')}</Text>
      </View>
      <Button block className='wechat-login-btn' loading={busy} onClick={() => void start()}>
        {t('wechat.login')}
      </Button>
    </View>
  )
}

interface BindProps {
  step: WechatBindStep
  onLoggedIn: (result: LoginResult) => Promise<void>
  onCancel: () => void
}

/** The step after a new WeChat user's first login: the phone, proved by an SMS code, joins or creates the account. */
export function WechatBindPhone({ step, onLoggedIn, onCancel }: BindProps) {
  const { ticket } = step
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const { message, setMessage, showProblem } = useFormMessage(() => checkSmsLogin(phone, code))
  const [submitting, setSubmitting] = useState(false)

  const submit = async () => {
    if (submitting) return
    const problem = checkSmsLogin(phone, code)
    if (problem) return showProblem(problem)
    setMessage('')
    setSubmitting(true)
    try {
      await onLoggedIn(await wechatApi.bindWechatPhone(ticket, phone.trim(), code.trim()))
    } catch (e) {
      setMessage(errorText(e))
    } finally {
      setSubmitting(false)
    }
  }

  /** WeChat's own phone-number sheet; no code when the user declines it, who can still use the SMS code below */
  const withWechatPhone = async (phoneCode: string | undefined) => {
    if (!phoneCode || submitting) return
    setMessage('')
    setSubmitting(true)
    try {
      await onLoggedIn(await wechatApi.bindWechatPhoneNumber(ticket, phoneCode))
    } catch (e) {
      setMessage(errorText(e))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <View className='form wechat-bind'>
      <PrivacySheet />
      <View className='wechat-bind__title'>{t('wechat.bindTitle')}</View>
      <View className='tip wechat-bind__hint'>{t('wechat.bindHint')}</View>
      {step.phoneButton ? (
        <TaroButton
          className='wechat-phone-btn'
          openType='getPhoneNumber'
          onGetPhoneNumber={(e) => void withWechatPhone(e.detail.code)}
        >
          {t('wechat.phoneButton')}
        </TaroButton>
      ) : null}
      <FormRow label={t('field.phone')}>
        <Input className='f-bind-phone' type='tel' value={phone} onChange={setPhone} placeholder={t('field.phonePh')} maxLength={11} />
      </FormRow>
      <FormRow
        label={t('field.smsCode')}
        extra={<SmsCodeButton phone={phone} send={(p) => wechatApi.sendWechatBindCode(ticket, p)} onMessage={setMessage} />}
      >
        <Input className='f-bind-code' type='digit' value={code} onChange={setCode} placeholder={t('field.smsCodePh')} maxLength={6} />
      </FormRow>
      <FormSubmit message={message} label={t('wechat.bindSubmit')} loading={submitting} onSubmit={() => void submit()} />
      <View className='form-links'>
        <Text className='link wechat-bind__cancel' onClick={onCancel}>
          {t('wechat.bindCancel')}
        </Text>
      </View>
    </View>
  )
}
