import { View, Text } from '@tarojs/components'
import { Button, Input, Radio, RadioGroup, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { CONTACT_MAX, COOPERATION_COMPANY_MAX, COOPERATION_MESSAGE_MAX, COOPERATION_NAME_MAX } from '../../../../contract/rules'
import type { CooperationKind } from '../../../../contract/service'
import { submitCooperation } from '../../../api/service'
import FormRow from '../../../components/FormRow'
import FormSubmit from '../../../components/FormSubmit'
import { t, type MessageKey } from '../../../locales'
import { usePageTitle } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { errorText } from '../../../utils/toast'
import { checkCooperation, type CooperationForm } from './check'
import { problemOf, useFormMessage } from '../../../utils/useFormMessage'
import './index.scss'
import '../../../locales/service'

/** the kinds presented with a description; 'other' is only a choice of the form */
const SHOWN: CooperationKind[] = ['channel', 'studio', 'advertising', 'media']
const KINDS: CooperationKind[] = [...SHOWN, 'other']

const kindText = (k: CooperationKind) => t(('service.coop.kind.' + k) as MessageKey)

/** 商务合作: the kinds of cooperation, then the enquiry form; a thank-you once it is sent. */
function CooperatePage() {
  usePageTitle('cooperate')
  const [form, setForm] = useState<CooperationForm>({ kind: '', company: '', name: '', contact: '', message: '' })
  const { message, setMessage, showProblem } = useFormMessage(() => problemOf(checkCooperation(form)))
  const [submitting, setSubmitting] = useState(false)
  const [sent, setSent] = useState(false)
  const set = (k: keyof CooperationForm) => (v: string) => setForm((f) => ({ ...f, [k]: v }))

  const submit = async () => {
    if (submitting) return
    const checked = checkCooperation(form)
    if ('problem' in checked) return showProblem(checked.problem)
    setMessage('')
    setSubmitting(true)
    try {
      await submitCooperation(checked.input)
      setSent(true)
    } catch (e) {
      // 429: too many enquiries from this network today, in the server's words
      setMessage(errorText(e))
    } finally {
      setSubmitting(false)
    }
  }

  if (sent) {
    return (
      <View className='page page--plain cooperate-page'>
        <View className='card coop-thanks'>
          <Text className='coop-thanks__title'>{t('service.coop.thanks')}</Text>
          <Text className='coop-thanks__tip'>{t('service.coop.thanksTip')}</Text>
          <Button type='primary' className='coop-thanks__back' onClick={() => void navigateTo('FuwuLists')}>
            {t('service.coop.toServices')}
          </Button>
        </View>
      </View>
    )
  }

  return (
    <View className='page page--plain cooperate-page'>
      <Text className='coop-intro'>{t('service.coop.intro')}</Text>
      <View className='coop-kinds'>
        {SHOWN.map((k) => (
          <View key={k} className={'coop-kind coop-kind--' + k + (form.kind === k ? ' coop-kind--on' : '')} onClick={() => set('kind')(k)}>
            <Text className='coop-kind__title'>{kindText(k)}</Text>
            <Text className='coop-kind__desc'>{t(('service.coop.desc.' + k) as MessageKey)}</Text>
          </View>
        ))}
      </View>
      <View className='form coop-form'>
        <Text className='coop-form__title'>{t('service.coop.formTitle')}</Text>
        <View className='form-block'>
          <Text className='form-row__label'>{t('service.coop.kind')}</Text>
          <RadioGroup className='coop-kind-radios' direction='horizontal' value={form.kind} onChange={(v) => set('kind')(String(v))}>
            {KINDS.map((k) => (
              <Radio key={k} className={'kind-' + k} value={k} shape='button'>
                {kindText(k)}
              </Radio>
            ))}
          </RadioGroup>
        </View>
        <FormRow label={t('service.coop.company')}>
          <Input className='f-company' value={form.company} onChange={set('company')} placeholder={t('service.coop.companyPh')} maxLength={COOPERATION_COMPANY_MAX} />
        </FormRow>
        <FormRow label={t('service.coop.name')}>
          <Input className='f-name' value={form.name} onChange={set('name')} placeholder={t('service.coop.namePh')} maxLength={COOPERATION_NAME_MAX} />
        </FormRow>
        <FormRow label={t('service.coop.contact')}>
          <Input className='f-contact' value={form.contact} onChange={set('contact')} placeholder={t('service.coop.contactPh')} maxLength={CONTACT_MAX} />
        </FormRow>
        <View className='form-block'>
          <Text className='form-row__label'>{t('service.coop.message')}</Text>
          <TextArea
            className='f-message'
            value={form.message}
            onChange={set('message')}
            placeholder={t('service.coop.messagePh')}
            maxLength={COOPERATION_MESSAGE_MAX}
            showCount
            autoSize
          />
        </View>
        <FormSubmit message={message} label={t('service.coop.submit')} loading={submitting} onSubmit={() => void submit()} />
      </View>
    </View>
  )
}

export default observer(CooperatePage)
