import { Text } from '@tarojs/components'
import { useState } from 'react'
import { setPriceAlert } from '../../../api/offer'
import { t } from '../../../locales'
import '../../../locales/offer'
import { showError } from '../../../utils/toast'

/** 降价提醒 of one favourite: on unless turned off; a tap switches it (the favourite itself stays). */
export default function PriceAlertToggle({ goodsId, initiallyOn }: { goodsId: number; initiallyOn: boolean }) {
  const [on, setOn] = useState(initiallyOn)
  const [busy, setBusy] = useState(false)
  const toggle = async () => {
    if (busy) return
    setBusy(true)
    try {
      await setPriceAlert({ goodsId, enabled: !on })
      setOn(!on)
    } catch (e) {
      showError(e)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Text
      className={'my-goods__action price-alert-btn' + (on ? ' price-alert-btn--on' : '')}
      onClick={(e) => {
        e.stopPropagation()
        void toggle()
      }}
    >
      {t(on ? 'priceAlert.on' : 'priceAlert.off')}
    </Text>
  )
}
