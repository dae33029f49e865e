import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { NoticeDetail } from '../../../../contract/types'
import { getNotice } from '../../../api/notice'
import PageState from '../../../components/PageState'
import RichContent from '../../../components/RichContent'
import { t } from '../../../locales'
import { formatDate } from '../../../utils/format'
import { usePageTitle, useQuery } from '../../../utils/hooks'
import { errorText } from '../../../utils/toast'
import './index.scss'

/** One announcement: /index/other/newsDetail?id= */
function NewsDetailPage() {
  usePageTitle('newsDetail')
  const { id } = useQuery()
  const [notice, setNotice] = useState<NoticeDetail | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')

  const load = async () => {
    if (!id || !/^\d+$/.test(id)) {
      setLoading(false)
      setError(t('notice.notFound'))
      return
    }
    setLoading(true)
    setError('')
    try {
      setNotice(await getNotice(id))
    } catch (e) {
      setError(errorText(e) || t('notice.notFound'))
    } finally {
      setLoading(false)
    }
  }

  useEffect(() => {
    void load()
  }, [id])

  return (
    <View className='page page--plain article-page'>
      <PageState loading={loading} error={error} onRetry={id ? load : undefined} />
      {!loading && !error && notice ? (
        <View className='card article'>
          <Text className='article__title'>{notice.title}</Text>
          <Text className='article__meta'>{formatDate(notice.publishedAt, true)}</Text>
          <RichContent html={notice.content} />
        </View>
      ) : null}
    </View>
  )
}

export default observer(NewsDetailPage)
