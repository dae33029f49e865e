import { View, Text } from '@tarojs/components'
import { useState } from 'react'
import { chinaTime } from '../../../../contract/clock'
import type { CallbackRequest } from '../../../../contract/customer-service'
import { cancelCallback, myCallbacks } from '../../../api/customer-service'
import { expectationText, useServiceExpectation } from '../../../components/ServiceExpectation'
import { t } from '../../../locales'
import { useLoad } from '../../../utils/hooks'
import { showError, showMessage } from '../../../utils/toast'
import CallbackSheet from './CallbackSheet'
import '../../../locales/service'

const windowText = (c: CallbackRequest) => `${chinaTime(c.windowStart).slice(5)}-${chinaTime(c.windowEnd).slice(11)}`

/**
 * Under the room's head, for its buyer and seller: what to expect from customer service (客服通常在 N 分钟内回复)
 * and the call-back (回电) request: the button that opens the sheet, or the open request with its window.
 */
export default function ServiceBar({ roomId }: { roomId: number }) {
  const expectation = useServiceExpectation()
  const mine = useLoad(() => myCallbacks(roomId), [roomId])
  const [sheet, setSheet] = useState(false)
  const open = (mine.data ?? []).find((c) => c.status === 'open')

  const cancel = async () => {
    if (!open) return
    try {
      await cancelCallback(open.id)
      showMessage(t('service.callback.cancelled'))
      await mine.reload()
    } catch (e) {
      showError(e)
    }
  }

  return (
    <View className='room-service'>
      <Text className='room-service__expect'>{expectation.data ? expectationText(expectation.data) : ''}</Text>
      {open ? (
        <View className='room-service__pending'>
          <Text className='room-service__window'>{t('service.callback.pending', { window: windowText(open) })}</Text>
          <Text className='link room-callback-cancel' onClick={() => void cancel()}>
            {t('service.callback.cancel')}
          </Text>
        </View>
      ) : (
        <Text className='link room-callback-btn' onClick={() => setSheet(true)}>
          {t('service.callback.open')}
        </Text>
      )}
      <CallbackSheet
        visible={sheet}
        roomId={roomId}
        hours={expectation.data?.hours ?? '09:00-24:00'}
        onDone={() => {
          setSheet(false)
          void mine.reload()
        }}
        onClose={() => setSheet(false)}
      />
    </View>
  )
}
