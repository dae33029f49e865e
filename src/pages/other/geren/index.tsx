import { View, Text } from '@tarojs/components'
import { Input, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { maskPhone, SIGNATURE_MAX } from '../../../../contract/rules'
import type { Gender, ProfileUpdate, UserProfile } from '../../../../contract/types'
import { updateProfile } from '../../../api/user'
import Avatar from '../../../components/Avatar'
import FormRow from '../../../components/FormRow'
import FormSubmit from '../../../components/FormSubmit'
import LoginPrompt from '../../../components/LoginPrompt'
import PageState from '../../../components/PageState'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/account'
import { useStores } from '../../../stores'
import { useFreshProfile, usePageTitle, useRequireLogin } from '../../../utils/hooks'
import { errorText, showMessage } from '../../../utils/toast'
import { checkProfile } from '../../../utils/validate'
import { useFormMessage } from '../../../utils/useFormMessage'
import './index.scss'

const GENDERS: Gender[] = ['unknown', 'male', 'female']

interface Form {
  nickname: string
  gender: Gender
  email: string
  qq: string
  wechat: string
  signature: string
}

function toForm(p: UserProfile): Form {
  return {
    nickname: p.nickname ?? '',
    gender: p.gender ?? 'unknown',
    email: p.email ?? '',
    qq: p.qq ?? '',
    wechat: p.wechat ?? '',
    signature: p.signature ?? '',
  }
}

const orNull = (s: string) => (s.trim() ? s.trim() : null)

/** Profile: view and edit nickname, gender, email, QQ, WeChat and signature. */
function GerenPage() {
  usePageTitle('geren')
  const loggedIn = useRequireLogin('geren')
  const { session } = useStores()
  const { error: loadError, reload } = useFreshProfile(loggedIn)
  const [form, setForm] = useState<Form | null>(session.profile ? toForm(session.profile) : null)
  const { message, setMessage, showProblem } = useFormMessage(() => (form ? checkProfile(form) : null))
  const [saving, setSaving] = useState(false)
  // The form follows the stored profile (cached, then refreshed, then saved) until the user edits it: a refresh
  // that arrives after they started typing must not wipe their edits.
  const edited = useRef(false)
  const profile = session.profile
  useEffect(() => {
    if (profile && !edited.current) setForm(toForm(profile))
  }, [profile])

  if (!loggedIn) return <LoginPrompt from='geren' />

  const set = <K extends keyof Form>(key: K) => (value: Form[K]) => {
    edited.current = true
    setForm((f) => (f ? { ...f, [key]: value } : f))
  }

  const save = async () => {
    if (!form || saving) return
    const problem = checkProfile(form)
    if (problem) return showProblem(problem)
    setMessage('')
    setSaving(true)
    const input: ProfileUpdate = {
      nickname: form.nickname.trim(),
      gender: form.gender,
      email: orNull(form.email),
      qq: orNull(form.qq),
      wechat: orNull(form.wechat),
      signature: orNull(form.signature),
    }
    try {
      edited.current = false
      session.setProfile(await updateProfile(input))
      showMessage(t('profile.saved'))
    } catch (e) {
      setMessage(errorText(e))
    } finally {
      setSaving(false)
    }
  }

  const p = session.profile
  return (
    <View className='page page--plain geren-page'>
      <PageState loading={!form && !loadError} error={loadError} onRetry={reload} />
      {form && p ? (
        <View className='form'>
          <View className='geren-head'>
            {/* follows the nickname being typed: the generated avatar is the name's initial */}
            <Avatar size='lg' name={form.nickname.trim() || p.nickname} src={p.avatar} />
          </View>
          <FormRow label={t('profile.phone')}>
            <Text className='readonly'>{maskPhone(p.phone)}</Text>
          </FormRow>
          {p.username ? (
            <FormRow label={t('profile.username')}>
              <Text className='readonly'>{p.username}</Text>
            </FormRow>
          ) : null}
          <FormRow label={t('field.nickname')}>
            <Input className='f-nickname' value={form.nickname} onChange={set('nickname')} placeholder={t('field.nicknamePh')} maxLength={40} />
          </FormRow>
          <FormRow label={t('field.gender')}>
            <View className='chips'>
              {GENDERS.map((g) => (
                <Text key={g} className={'chip gender-' + g + (form.gender === g ? ' chip--active' : '')} onClick={() => set('gender')(g)}>
                  {t(('gender.' + g) as MessageKey)}
                </Text>
              ))}
            </View>
          </FormRow>
          <FormRow label={t('field.email')}>
            <Input className='f-email' value={form.email} onChange={set('email')} placeholder={t('field.emailPh')} maxLength={100} />
          </FormRow>
          <FormRow label={t('field.qq')}>
            <Input className='f-qq' type='digit' value={form.qq} onChange={set('qq')} placeholder={t('field.qqPh')} maxLength={12} />
          </FormRow>
          <FormRow label={t('field.wechat')}>
            <Input className='f-wechat' value={form.wechat} onChange={set('wechat')} placeholder={t('field.wechatPh')} maxLength={20} />
          </FormRow>
          <View className='signature'>
            <Text className='form-row__label'>{t('field.signature')}</Text>
            <TextArea
              className='f-signature'
              value={form.signature}
              onChange={set('signature')}
              placeholder={t('field.signaturePh')}
              maxLength={SIGNATURE_MAX}
              showCount
              autoSize
            />
          </View>
          <FormSubmit message={message} label={t('common.save')} loading={saving} onSubmit={save} />
        </View>
      ) : null}
    </View>
  )
}

export default observer(GerenPage)
