import { View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import { NoticeType, type NoticeDetail } from '../../contract/types'
import { getNoticeDocument } from '../api/notice'
import Article from './Article'
import PageState from './PageState'
import { t } from '../locales'
import { errorText } from '../utils/toast'
import './TermsPopup.scss'

/** The trading notes (notice type '4', the terms of buyers and sellers) in a bottom sheet: reading them keeps the checkout or the sell form as it is. */
export default function TermsPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [doc, setDoc] = useState<NoticeDetail | null>(null)
  const [error, setError] = useState('')
  useEffect(() => {
    if (!open || doc) return
    setError('')
    getNoticeDocument(NoticeType.tradingNotes)
      .then(setDoc)
      .catch((e) => setError(errorText(e) || t('common.loadFailed')))
  }, [open, doc])
  return (
    <Popup visible={open} position='bottom' round closeable onClose={onClose}>
      <View className='terms-popup'>
        <PageState loading={!doc && !error} error={error} />
        {doc ? <Article notice={doc} /> : null}
      </View>
    </Popup>
  )
}
