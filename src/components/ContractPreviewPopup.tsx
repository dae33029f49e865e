import { Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import { previewContract } from '../api/protection'
import { t } from '../locales'
import '../locales/protection'
import { errorText } from '../utils/toast'
import PageState from './PageState'
import './TermsPopup.scss'

/**
 * The trade contract the checkout's order would store (GET /need/contract/preview, the stored contract's generator),
 * read before the order exists; fetched again when the tier changes, since the 包赔 terms are part of it.
 */
export default function ContractPreviewPopup(props: { open: boolean; onClose: () => void; goodsId: number; compensation: string; offerId?: number }) {
  const { open, goodsId, compensation, offerId } = props
  const [text, setText] = useState<{ key: string; text: string } | null>(null)
  const [error, setError] = useState('')
  const key = `${goodsId}/${compensation}/${offerId ?? ''}`
  useEffect(() => {
    if (!open || text?.key === key) return
    setError('')
    previewContract(goodsId, compensation, offerId)
      .then((p) => setText({ key, text: p.text }))
      .catch((e) => setError(errorText(e) || t('common.loadFailed')))
  }, [open, key])
  const shown = text?.key === key ? text.text : null
  return (
    <Popup visible={open} position='bottom' round closeable onClose={props.onClose}>
      <View className='contract-popup'>
        <PageState loading={!shown && !error} error={error} />
        {shown ? <Text className='contract-popup__text' userSelect>{shown}</Text> : null}
        {shown ? <Text className='muted contract-popup__tip'>{t('protect.contract.previewTip')}</Text> : null}
      </View>
    </Popup>
  )
}
