import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { NoticeType } from '../../../contract/types'
import { getNoticeDocument } from '../../api/notice'
import Article from '../../components/Article'
import PageState from '../../components/PageState'
import { useStores } from '../../stores'
import { useLoad, usePageTitle } from '../../utils/hooks'

/** The privacy policy: the newest published notice of type 'privacy'. */
function PrivacyPage() {
  usePageTitle('yinsi')
  const { locale } = useStores()
  const { data: doc, loading, error, retryable, reload } = useLoad(() => getNoticeDocument(NoticeType.privacy), [locale.locale])

  return (
    <View className='page page--plain article-page'>
      <PageState loading={loading} error={error} empty={!loading && !error && !doc} onRetry={retryable ? reload : undefined} />
      {!loading && !error && doc ? <Article notice={doc} /> : null}
    </View>
  )
}

export default observer(PrivacyPage)
