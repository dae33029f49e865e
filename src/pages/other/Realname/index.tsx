import { View, Text } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { submitRealName } from '../../../api/user'
import FormRow from '../../../components/FormRow'
import FormSubmit from '../../../components/FormSubmit'
import LoginPrompt from '../../../components/LoginPrompt'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import '../../../locales/account'
import { useStores } from '../../../stores'
import { formatDate } from '../../../utils/date'
import { useFreshProfile, usePageTitle, useRequireLogin } from '../../../utils/hooks'
import { errorText, showMessage } from '../../../utils/toast'
import { checkRealName } from '../../../utils/validate'
import { useFormMessage } from '../../../utils/useFormMessage'
import './index.scss'

/** Real-name verification: the masked result when verified, otherwise the form. */
function RealnamePage() {
  usePageTitle('Realname')
  const loggedIn = useRequireLogin('Realname')
  const { session } = useStores()
  const [realName, setRealName] = useState('')
  const [idNumber, setIdNumber] = useState('')
  const { message, setMessage, showProblem } = useFormMessage(() => checkRealName(realName, idNumber))
  const [submitting, setSubmitting] = useState(false)
  const { error: loadError, reload } = useFreshProfile(loggedIn)

  if (!loggedIn) return <LoginPrompt from='Realname' />

  const submit = async () => {
    if (submitting) return
    const problem = checkRealName(realName, idNumber)
    if (problem) return showProblem(problem)
    setMessage('')
    setSubmitting(true)
    try {
      const info = await submitRealName({ realName: realName.trim(), idNumber: idNumber.trim().toUpperCase() })
      if (session.profile) session.setProfile({ ...session.profile, realName: info })
      showMessage(t('realname.success'))
      void reload()
    } catch (e) {
      setMessage(errorText(e))
    } finally {
      setSubmitting(false)
    }
  }

  const p = session.profile
  const info = p?.realName
  return (
    <View className='page page--plain realname-page'>
      <PageState loading={!p && !loadError} error={loadError} onRetry={reload} />
      {info && info.verified ? (
        <View className='card realname-done'>
          <Text className='realname-done__title'>{t('realname.verifiedTitle')}</Text>
          <View className='kv'>
            <Text className='kv__k'>{t('realname.name')}</Text>
            <Text className='kv__v'>{info.name}</Text>
          </View>
          <View className='kv'>
            <Text className='kv__k'>{t('realname.idNumber')}</Text>
            <Text className='kv__v'>{info.idNumber}</Text>
          </View>
          <View className='kv'>
            <Text className='kv__k'>{t('realname.date')}</Text>
            <Text className='kv__v'>{formatDate(info.verifiedAt)}</Text>
          </View>
          <View className='kv'>
            <Text className='kv__k'>{t('realname.adult')}</Text>
            <Text className={'kv__v' + (info.adult === false ? ' kv__v--warn' : '')}>
              {info.adult === false ? t('realname.adultNo') : t('realname.adultYes')}
            </Text>
          </View>
        </View>
      ) : null}
      {p && info && !info.verified ? (
        <View className='form'>
          <FormRow label={t('field.realName')}>
            <Input className='f-realname' value={realName} onChange={setRealName} placeholder={t('field.realNamePh')} maxLength={30} />
          </FormRow>
          <FormRow label={t('field.idNumber')}>
            <Input className='f-idnumber' type='idcard' value={idNumber} onChange={setIdNumber} placeholder={t('field.idNumberPh')} maxLength={18} />
          </FormRow>
          <FormSubmit message={message} label={t('common.submit')} loading={submitting} onSubmit={submit} />
        </View>
      ) : null}
      {p ? (
        <View className='tip'>
          <View>{t('realname.minorNote')}</View>
          <View>{t('realname.tip')}</View>
        </View>
      ) : null}
    </View>
  )
}

export default observer(RealnamePage)
