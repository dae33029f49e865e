import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { NoticeType, type NoticeSummary } from '../../../../contract/types'
import { listNotices } from '../../../api/notice'
import BottomNav from '../../../components/BottomNav'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import { useStores } from '../../../stores'
import { formatDate } from '../../../utils/format'
import { usePageTitle } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { errorText, showError } from '../../../utils/toast'
import './index.scss'

const PAGE_SIZE = 10

/** Announcements, newest first, paged with "load more". */
function GonggaoPage() {
  usePageTitle('gonggao')
  const { locale } = useStores()
  const [rows, setRows] = useState<NoticeSummary[]>([])
  const [total, setTotal] = useState(0)
  const [pageNum, setPageNum] = useState(1)
  const [loading, setLoading] = useState(true)
  const [loadingMore, setLoadingMore] = useState(false)
  const [error, setError] = useState('')

  const loadFirst = async () => {
    setLoading(true)
    setError('')
    try {
      const page = await listNotices(NoticeType.announcement, 1, PAGE_SIZE)
      setRows(page.rows)
      setTotal(page.total)
      setPageNum(1)
    } catch (e) {
      setError(errorText(e) || t('common.loadFailed'))
    } finally {
      setLoading(false)
    }
  }

  const loadMore = async () => {
    if (loadingMore) return
    setLoadingMore(true)
    try {
      const page = await listNotices(NoticeType.announcement, pageNum + 1, PAGE_SIZE)
      setRows((r) => r.concat(page.rows.filter((n) => !r.some((x) => x.id === n.id))))
      setTotal(page.total)
      setPageNum(pageNum + 1)
    } catch (e) {
      showError(e)
    } finally {
      setLoadingMore(false)
    }
  }

  useEffect(() => {
    void loadFirst()
  }, [locale.locale])

  return (
    <View className='page notice-page'>
      <PageState loading={loading} error={error} empty={!loading && !error && rows.length === 0} emptyText={t('notice.empty')} onRetry={loadFirst} />
      {!loading && !error
        ? rows.map((n) => (
            <View key={n.id} className='card notice-item' onClick={() => void navigateTo('newsDetail', { id: n.id })}>
              <View className='notice-item__head'>
                {n.pinned ? <Text className='notice-item__pin'>{t('notice.pinned')}</Text> : null}
                <Text className='notice-item__title'>{n.title}</Text>
              </View>
              {n.summary ? <Text className='notice-item__summary'>{n.summary}</Text> : null}
              <Text className='notice-item__date'>{formatDate(n.publishedAt)}</Text>
            </View>
          ))
        : null}
      {!loading && !error && rows.length > 0 ? (
        <View className='notice-more'>
          {rows.length < total ? (
            <Button size='small' fill='outline' className='load-more' loading={loadingMore} onClick={loadMore}>
              {t('common.loadMore')}
            </Button>
          ) : (
            <Text className='muted'>{t('common.noMore')}</Text>
          )}
        </View>
      ) : null}
      <BottomNav current='gonggao' />
    </View>
  )
}

export default observer(GonggaoPage)
