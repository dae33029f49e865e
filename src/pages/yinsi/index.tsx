import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { NoticeType, type NoticeDetail } from '../../../contract/types'
import { getNoticeDocument } from '../../api/notice'
import PageState from '../../components/PageState'
import RichContent from '../../components/RichContent'
import { t } from '../../locales'
import { useStores } from '../../stores'
import { formatDate } from '../../utils/format'
import { usePageTitle } from '../../utils/hooks'
import { errorText } from '../../utils/toast'
import '../other/newsDetail/index.scss'

/** The privacy policy: the newest published notice of type 'privacy'. */
function PrivacyPage() {
  usePageTitle('yinsi')
  const { locale } = useStores()
  const [doc, setDoc] = useState<NoticeDetail | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')

  const load = async () => {
    setLoading(true)
    setError('')
    try {
      setDoc(await getNoticeDocument(NoticeType.privacy))
    } catch (e) {
      setError(errorText(e) || t('common.loadFailed'))
    } finally {
      setLoading(false)
    }
  }

  useEffect(() => {
    void load()
  }, [locale.locale])

  return (
    <View className='page page--plain article-page'>
      <PageState loading={loading} error={error} empty={!loading && !error && !doc} onRetry={load} />
      {!loading && !error && doc ? (
        <View className='card article'>
          <Text className='article__title'>{doc.title}</Text>
          <Text className='article__meta'>{formatDate(doc.publishedAt)}</Text>
          <RichContent html={doc.content} />
        </View>
      ) : null}
    </View>
  )
}

export default observer(PrivacyPage)
