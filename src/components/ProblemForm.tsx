import { View, Text } from '@tarojs/components'
import { Input, Radio, RadioGroup, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { CONTACT_MAX, PROBLEM_CONTENT_MAX, PROBLEM_IMAGES_MAX } from '../../contract/rules'
import type { ProblemType } from '../../contract/types'
import { submitProblem } from '../api/feedback'
import { t, type MessageKey } from '../locales'
import { navigateTo, redirectTo } from '../utils/nav'
import { errorText, showMessageOnNextPage } from '../utils/toast'
import { problemOf, useFormMessage } from '../utils/useFormMessage'
import FormRow from './FormRow'
import FormSubmit from './FormSubmit'
import ImageUploader from './ImageUploader'
import { checkProblem } from './problemCheck'
import './ProblemForm.scss'
import '../locales/content'

/** what fankui lets the user choose; suggest sends 'suggestion' without asking */
const CHOICES: ProblemType[] = ['bug', 'complaint', 'other']

interface Props {
  /** the type sent without a choice on screen (suggest) */
  fixedType?: ProblemType
  intro: string
  contentPlaceholder: string
}

/**
 * The feedback form of fankui and suggest: type, content with a counter, up to PROBLEM_IMAGES_MAX images and an
 * optional contact. Checked on screen with the contract's limits; the server's refusal (429 included) is shown
 * above the button and what was typed stays. Sent -> a toast and my reports.
 */
function ProblemForm({ fixedType, intro, contentPlaceholder }: Props) {
  const [type, setType] = useState<ProblemType | ''>(fixedType ?? '')
  const [content, setContent] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [contact, setContact] = useState('')
  const { message, setMessage, showProblem } = useFormMessage(() => problemOf(checkProblem({ type, content, images, contact })))
  const [submitting, setSubmitting] = useState(false)

  const submit = async () => {
    if (submitting) return
    const checked = checkProblem({ type, content, images, contact })
    if ('problem' in checked) return showProblem(checked.problem)
    setMessage('')
    setSubmitting(true)
    try {
      await submitProblem(checked.input)
      showMessageOnNextPage(t('content.fb.done'), redirectTo('ProblemList'))
    } catch (e) {
      setMessage(errorText(e))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <View className='problem-form-wrap'>
      <Text className='tip problem-intro'>{intro}</Text>
      <View className='form problem-form'>
        {fixedType ? null : (
          <View className='form-block'>
            <Text className='form-row__label'>{t('content.fb.type')}</Text>
            <RadioGroup className='problem-types' direction='horizontal' value={type} onChange={(v) => setType(v as ProblemType)}>
              {CHOICES.map((c) => (
                <Radio key={c} className={'problem-type problem-type-' + c} value={c} shape='button'>
                  {t(('content.fb.type.' + c) as MessageKey)}
                </Radio>
              ))}
            </RadioGroup>
          </View>
        )}
        <View className='form-block'>
          <Text className='form-row__label'>{t('content.fb.content')}</Text>
          <TextArea
            className='f-problem-content'
            value={content}
            onChange={setContent}
            placeholder={contentPlaceholder}
            maxLength={PROBLEM_CONTENT_MAX}
            showCount
            autoSize
          />
        </View>
        <View className='form-block'>
          <Text className='form-row__label'>{t('content.fb.images', { max: PROBLEM_IMAGES_MAX })}</Text>
          <ImageUploader value={images} onChange={setImages} max={PROBLEM_IMAGES_MAX} />
        </View>
        <FormRow label={t('content.fb.contact')}>
          <Input className='f-problem-contact' value={contact} onChange={setContact} placeholder={t('content.fb.contactPh')} maxLength={CONTACT_MAX} />
        </FormRow>
        <FormSubmit message={message} label={t('content.fb.submit')} loading={submitting} onSubmit={() => void submit()} />
      </View>
      <View className='problem-mine' onClick={() => void navigateTo('ProblemList')}>
        <Text className='link'>{t('content.fb.mine') + ' ›'}</Text>
      </View>
    </View>
  )
}

export default observer(ProblemForm)
