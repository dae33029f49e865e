import { View, Text, Image } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { NoticeType } from '../../../../contract/types'
import { listNotices } from '../../../api/notice'
import { assetUrl } from '../../../api/request'
import PagedList from '../../../components/PagedList'
import { t } from '../../../locales'
import { useStores } from '../../../stores'
import { formatDate } from '../../../utils/date'
import { usePageTitle } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { usePagedList } from '../../../utils/usePagedList'
import './index.scss'
import '../../../locales/content'

/** News (type '2'), newest first, with cover and summary; a tap opens the article in newsDetail. */
function XinwenPage() {
  usePageTitle('xinwen')
  const { locale } = useStores()
  const list = usePagedList((pageNum, pageSize) => listNotices(NoticeType.news, pageNum, pageSize), [locale.locale])

  return (
    <View className='page page--plain xinwen-page'>
      <PagedList
        list={list}
        keyOf={(n) => n.id}
        emptyText={t('content.news.empty')}
        renderItem={(n) => (
          <View className='card news-item' onClick={() => void navigateTo('newsDetail', { id: n.id })}>
            <View className='news-item__body'>
              <Text className='news-item__title'>{n.title}</Text>
              {n.summary ? <Text className='news-item__summary'>{n.summary}</Text> : null}
              <Text className='news-item__date'>{formatDate(n.publishedAt)}</Text>
            </View>
            {n.cover ? <Image className='news-item__cover' src={assetUrl(n.cover)} mode='aspectFill' lazyLoad /> : null}
          </View>
        )}
      />
    </View>
  )
}

export default observer(XinwenPage)
