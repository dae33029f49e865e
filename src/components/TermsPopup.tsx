import { View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import { NoticeType, type NoticeDetail, type NoticeTypeValue } from '../../contract/types'
import { getNoticeDocument } from '../api/notice'
import Article from './Article'
import PageState from './PageState'
import { t } from '../locales'
import { errorText } from '../utils/toast'
import './TermsPopup.scss'

/**
 * A terms document in a bottom sheet, by default the trading notes (notice type '4', the terms of buyers and
 * sellers): reading it keeps the checkout, the sell form or the login form as it is.
 */
export default function TermsPopup({
  open,
  onClose,
  type = NoticeType.tradingNotes,
}: {
  open: boolean
  onClose: () => void
  type?: NoticeTypeValue
}) {
  const [doc, setDoc] = useState<NoticeDetail | null>(null)
  const [error, setError] = useState('')
  useEffect(() => {
    if (!open || doc) return
    setError('')
    getNoticeDocument(type)
      .then(setDoc)
      .catch((e) => setError(errorText(e) || t('common.loadFailed')))
  }, [open, doc, type])
  return (
    <Popup visible={open} position='bottom' round closeable onClose={onClose}>
      <View className='terms-popup'>
        <PageState loading={!doc && !error} error={error} />
        {doc ? <Article notice={doc} /> : null}
      </View>
    </Popup>
  )
}
