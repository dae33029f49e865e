import { View, Text } from '@tarojs/components'
import { Button, Popup, TextArea } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import { CALLBACK_NOTE_MAX, type CallbackDay, type CallbackRequest } from '../../../../contract/customer-service'
import { requestCallback } from '../../../api/customer-service'
import { t } from '../../../locales'
import { callbackSlots } from '../../../utils/callbackSlots'
import { errorText, showMessage } from '../../../utils/toast'
import '../../../locales/service'

interface Props {
  visible: boolean
  roomId: number
  /** service hours, "09:00-24:00" (China time) */
  hours: string
  onDone: (made: CallbackRequest) => void
  onClose: () => void
}

/**
 * The call-back (回电) sheet of the trade room: today or tomorrow, a two-hour slot inside service hours (today's
 * ended ones disabled), an optional note. The server checks the window again and says what is wrong.
 */
export default function CallbackSheet({ visible, roomId, hours, onDone, onClose }: Props) {
  const [day, setDay] = useState<CallbackDay>('today')
  const [slot, setSlot] = useState<string | null>(null)
  const [note, setNote] = useState('')
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)
  const slots = callbackSlots(hours, day)
  const open = slots.filter((s) => !s.past)

  useEffect(() => {
    if (!visible) return
    // late in the day there is nothing left today: start on tomorrow
    setDay(callbackSlots(hours, 'today').some((s) => !s.past) ? 'today' : 'tomorrow')
    setSlot(null)
    setError('')
  }, [visible, hours])

  const submit = async () => {
    const picked = slots.find((s) => s.from === slot && !s.past)
    if (!picked) return setError(t('service.callback.pick'))
    setSaving(true)
    setError('')
    try {
      const made = await requestCallback({ roomId, day, from: picked.from, to: picked.to, note: note.trim() || undefined })
      showMessage(t('service.callback.sent'))
      setNote('')
      onDone(made)
    } catch (e) {
      setError(errorText(e))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Popup visible={visible} position='bottom' round closeable onClose={onClose}>
      <View className='callback-sheet'>
        <Text className='callback-sheet__title'>{t('service.callback.title')}</Text>
        <Text className='callback-sheet__intro'>{t('service.callback.intro')}</Text>
        <View className='callback-days'>
          {(['today', 'tomorrow'] as const).map((d) => (
            <Button
              key={d}
              size='small'
              type={day === d ? 'primary' : 'default'}
              fill={day === d ? 'solid' : 'outline'}
              className={'callback-day callback-day--' + d}
              onClick={() => {
                setDay(d)
                setSlot(null)
              }}
            >
              {t(d === 'today' ? 'service.callback.today' : 'service.callback.tomorrow')}
            </Button>
          ))}
        </View>
        <Text className='callback-sheet__label'>{t('service.callback.slot')}</Text>
        {open.length === 0 ? <Text className='callback-sheet__none'>{t('service.callback.noSlot')}</Text> : null}
        <View className='callback-slots'>
          {slots.map((s) => (
            <View
              key={s.from}
              className={'callback-slot' + (s.past ? ' callback-slot--past' : '') + (slot === s.from ? ' callback-slot--on' : '')}
              onClick={() => (s.past ? undefined : setSlot(s.from))}
            >
              <Text>{s.from + '-' + s.to}</Text>
            </View>
          ))}
        </View>
        <TextArea
          className='callback-note'
          value={note}
          maxLength={CALLBACK_NOTE_MAX}
          showCount
          placeholder={t('service.callback.notePh')}
          onChange={(v) => setNote(v)}
        />
        {error ? <Text className='callback-error'>{error}</Text> : null}
        <Button type='primary' block className='callback-submit' loading={saving} onClick={() => void submit()}>
          {t('service.callback.submit')}
        </Button>
      </View>
    </Popup>
  )
}
