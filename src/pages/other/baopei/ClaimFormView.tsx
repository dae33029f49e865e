import { View, Text } from '@tarojs/components'
import { Input, Radio, RadioGroup, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { CLAIM_DESCRIPTION_MAX, CLAIM_IMAGES_MAX, CLAIM_TOPUPS_MAX, CONTACT_MAX } from '../../../../contract/rules'
import type { ClaimableOrder, ClaimReason } from '../../../../contract/service'
import { submitClaim } from '../../../api/service'
import FormRow from '../../../components/FormRow'
import FormSubmit from '../../../components/FormSubmit'
import ImageUploader from '../../../components/ImageUploader'
import { t, type MessageKey } from '../../../locales'
import { errorText } from '../../../utils/toast'
import ClaimableCard from './ClaimableCard'
import { checkClaim, emptyTopup, type ClaimForm, type TopupDraft } from './check'
import { problemOf, useFormMessage } from '../../../utils/useFormMessage'
import '../../../locales/service'

const REASONS: ClaimReason[] = ['retrieved', 'banned', 'misdescribed', 'other']

/** The claim form for one order; `onDone` once the server has the claim. */
function ClaimFormView({ target, onDone, onCancel }: { target: ClaimableOrder; onDone: () => void; onCancel: () => void }) {
  const [form, setForm] = useState<ClaimForm>({ reason: '', description: '', images: [], contact: '', topups: [] })
  const { message, setMessage, showProblem } = useFormMessage(() => problemOf(checkClaim(target.order.id, form)))
  const [submitting, setSubmitting] = useState(false)
  const set = <K extends keyof ClaimForm>(k: K) => (v: ClaimForm[K]) => setForm((f) => ({ ...f, [k]: v }))
  const setTopup = (i: number, patch: Partial<TopupDraft>) =>
    setForm((f) => ({ ...f, topups: f.topups.map((d, j) => (j === i ? { ...d, ...patch } : d)) }))

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
        {target.compensation === 'topup' ? (
          <View className='form-block claim-topups'>
            <Text className='form-row__label'>{t('service.claim.topups')}</Text>
            <Text className='muted claim-topups__hint'>{t('service.claim.topupsHint')}</Text>
            {form.topups.map((d, i) => (
              <View key={i} className={'claim-topup topup-' + (i + 1)}>
                <View className='claim-topup__head'>
                  <Text>{t('service.claim.topupNo', { n: i + 1 })}</Text>
                  <Text className='link claim-topup__remove' onClick={() => set('topups')(form.topups.filter((_, j) => j !== i))}>
                    {t('service.claim.topupRemove')}
                  </Text>
                </View>
                <FormRow label={t('service.claim.topupAmount')}>
                  <Input className='f-topup-amount' type='digit' value={d.amount} onChange={(v) => setTopup(i, { amount: v })} placeholder='0.00' />
                </FormRow>
                <FormRow label={t('service.claim.topupDate')}>
                  <Input className='f-topup-date' value={d.date} onChange={(v) => setTopup(i, { date: v })} placeholder={t('service.claim.topupDatePh')} maxLength={10} />
                </FormRow>
                <Text className='form-row__label'>{t('service.claim.topupReceipt')}</Text>
                <ImageUploader value={d.receipt} onChange={(v) => setTopup(i, { receipt: v })} min={1} max={1} />
              </View>
            ))}
            {form.topups.length < CLAIM_TOPUPS_MAX ? (
              <Text className='link claim-topups__add' onClick={() => set('topups')([...form.topups, emptyTopup()])}>
                {t('service.claim.topupAdd')}
              </Text>
            ) : null}
          </View>
        ) : null}
        <FormRow label={t('service.claim.contact')}>
          <Input className='f-contact' value={form.contact} onChange={set('contact')} placeholder={t('service.claim.contactPh')} maxLength={CONTACT_MAX} />
        </FormRow>
        <FormSubmit message={message} label={t('service.claim.submit')} loading={submitting} onSubmit={() => void submit()} />
      </View>
    </View>
  )
}

export default observer(ClaimFormView)
