import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { NoticeType } from '../../../../contract/types'
import { listNotices } from '../../../api/notice'
import PagedList from '../../../components/PagedList'
import { t } from '../../../locales'
import { useStores } from '../../../stores'
import { formatDate } from '../../../utils/date'
import { usePageTitle } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { usePagedList } from '../../../utils/usePagedList'
import './index.scss'

/** Announcements, newest first, loading more as the list is scrolled. */
function GonggaoPage() {
  usePageTitle('gonggao')
  const { locale } = useStores()
  const list = usePagedList((pageNum, pageSize) => listNotices(NoticeType.announcement, pageNum, pageSize), [locale.locale])

  return (
    <View className='page page--plain notice-page'>
      <PagedList
        list={list}
        keyOf={(n) => n.id}
        emptyText={t('notice.empty')}
        renderItem={(n) => (
          <View className='card notice-item' onClick={() => void navigateTo('newsDetail', { id: n.id })}>
            <View className='notice-item__head'>
              {n.pinned ? <Text className='notice-item__pin'>{t('notice.pinned')}</Text> : null}
              <Text className='notice-item__title'>{n.title}</Text>
            </View>
            {n.summary ? <Text className='notice-item__summary'>{n.summary}</Text> : null}
            <Text className='notice-item__date'>{formatDate(n.publishedAt)}</Text>
          </View>
        )}
      />
    </View>
  )
}

export default observer(GonggaoPage)
