import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { getNotice } from '../../../api/notice'
import Article from '../../../components/Article'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import { useLoad, usePageTitle, useQuery } from '../../../utils/hooks'

/** One announcement: /index/other/newsDetail?id= */
function NewsDetailPage() {
  usePageTitle('newsDetail')
  const { id } = useQuery()
  const valid = !!id && /^\d+$/.test(id)
  const { data: notice, loading, error, retryable, reload } = useLoad(
    () => (valid ? getNotice(id) : Promise.reject(new Error(t('notice.notFound')))),
    [id],
    t('notice.notFound'),
  )

  return (
    <View className='page page--plain article-page'>
      <PageState loading={loading} error={error} onRetry={valid && retryable ? reload : undefined} />
      {!loading && !error && notice ? <Article notice={notice} withTime /> : null}
    </View>
  )
}

export default observer(NewsDetailPage)
