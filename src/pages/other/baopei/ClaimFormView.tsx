import { View, Text } from '@tarojs/components'
import { Input, Radio, RadioGroup, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { CLAIM_DESCRIPTION_MAX, CLAIM_IMAGES_MAX, CONTACT_MAX } from '../../../../contract/rules'
import type { ClaimableOrder, ClaimReason } from '../../../../contract/service'
import { submitClaim } from '../../../api/service'
import FormRow from '../../../components/FormRow'
import FormSubmit from '../../../components/FormSubmit'
import ImageUploader from '../../../components/ImageUploader'
import { t, type MessageKey } from '../../../locales'
import { errorText } from '../../../utils/toast'
import ClaimableCard from './ClaimableCard'
import { checkClaim, type ClaimForm } from './check'
import { problemOf, useFormMessage } from '../../../utils/useFormMessage'
import '../../../locales/service'

const REASONS: ClaimReason[] = ['retrieved', 'banned', 'misdescribed', 'other']

/** The claim form for one order; `onDone` once the server has the claim. */
function ClaimFormView({ target, onDone, onCancel }: { target: ClaimableOrder; onDone: () => void; onCancel: () => void }) {
  const [form, setForm] = useState<ClaimForm>({ reason: '', description: '', images: [], contact: '' })
  const { message, setMessage, showProblem } = useFormMessage(() => problemOf(checkClaim(target.order.id, form)))
  const [submitting, setSubmitting] = useState(false)
  const set = <K extends keyof ClaimForm>(k: K) => (v: ClaimForm[K]) => setForm((f) => ({ ...f, [k]: v }))

  const submit = async () => {
    if (submitting) return
    const checked = checkClaim(target.order.id, form)
    if ('problem' in checked) return showProblem(checked.problem)
    setMessage('')
    setSubmitting(true)
    try {
      await submitClaim(checked.input)
      onDone()
    } catch (e) {
      // e.g. 409: a claim on this order is already open; 400: the window closed meanwhile
      setMessage(errorText(e))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <View className='claim-form-view'>
      <ClaimableCard c={target} hideApply />
      <View className='form claim-form'>
        <View className='claim-form__head'>
          <Text className='claim-form__title'>{t('service.claim.formTitle')}</Text>
          <Text className='link claim-form__back' onClick={onCancel}>
            {t('service.claim.back')}
          </Text>
        </View>
        <View className='form-block'>
          <Text className='form-row__label'>{t('service.claim.reason')}</Text>
          <RadioGroup className='claim-reasons' direction='horizontal' value={form.reason} onChange={(v) => set('reason')(String(v) as ClaimReason)}>
            {REASONS.map((r) => (
              <Radio key={r} className={'reason-' + r} value={r}>
                {t(('service.claim.reason.' + r) as MessageKey)}
              </Radio>
            ))}
          </RadioGroup>
        </View>
        <View className='form-block'>
          <Text className='form-row__label'>{t('service.claim.description')}</Text>
          <TextArea
            className='f-description'
            value={form.description}
            onChange={set('description')}
            placeholder={t('service.claim.descriptionPh')}
            maxLength={CLAIM_DESCRIPTION_MAX}
            showCount
            autoSize
          />
        </View>
        <View className='form-block'>
          <Text className='form-row__label'>{t('service.claim.images')}</Text>
          <ImageUploader value={form.images} onChange={set('images')} min={1} max={CLAIM_IMAGES_MAX} />
        </View>
        <FormRow label={t('service.claim.contact')}>
          <Input className='f-contact' value={form.contact} onChange={set('contact')} placeholder={t('service.claim.contactPh')} maxLength={CONTACT_MAX} />
        </FormRow>
        <FormSubmit message={message} label={t('service.claim.submit')} loading={submitting} onSubmit={() => void submit()} />
      </View>
    </View>
  )
}

export default observer(ClaimFormView)
