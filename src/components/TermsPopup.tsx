import { View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import { NoticeType, type NoticeDetail } from '../../../../contract/types'
import { getNoticeDocument } from '../../../api/notice'
import Article from '../../../components/Article'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import { errorText } from '../../../utils/toast'

/** The trading notes (notice type '4', the terms of both sides) in a bottom sheet, so the form stays as it is. */
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
