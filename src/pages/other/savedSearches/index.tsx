import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { SavedSearch } from '../../../../contract/offers'
import { deleteSavedSearch, listSavedSearches } from '../../../api/offer'
import LoginPrompt from '../../../components/LoginPrompt'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import '../../../locales/offer'
import { useStores } from '../../../stores'
import { formatDate } from '../../../utils/date'
import { confirm } from '../../../utils/dialog'
import { useLoad, usePageTitle, useRequireLogin } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { showError, showMessage } from '../../../utils/toast'
import './index.scss'

/** how many notices a saved search sends a day at most (SAVED_SEARCH_DAILY_CAP's default; the server decides) */
const DAILY_CAP = 3

function filtersText(s: SavedSearch): string {
  const q = s.query
  const parts: string[] = []
  if (q.keyword) parts.push(t('savedSearch.keyword', { keyword: q.keyword }))
  if (q.priceMin !== undefined || q.priceMax !== undefined) {
    parts.push(t('savedSearch.price', { min: q.priceMin !== undefined ? q.priceMin / 100 : 0, max: q.priceMax !== undefined ? q.priceMax / 100 : '∞' }))
  }
  if (q.attrs?.length) parts.push(q.attrs.map((a) => a.key).join('/'))
  return parts.length ? parts.join(' · ') : t('savedSearch.noFilters')
}

/** 关注的搜索: /index/other/savedSearches. Each saved search with its filters; unfollowing stops its notices. */
function SavedSearchesPage() {
  usePageTitle('savedSearches')
  const loggedIn = useRequireLogin('savedSearches')
  const { locale } = useStores()
  const { data, loading, error, retryable, reload } = useLoad(() => (loggedIn ? listSavedSearches() : Promise.resolve([])), [loggedIn, locale.locale])
  const [rows, setRows] = useState<SavedSearch[]>([])
  useEffect(() => setRows(data ?? []), [data])

  if (!loggedIn) return <LoginPrompt from='savedSearches' />

  const remove = async (id: number) => {
    if (!(await confirm(t('savedSearch.removeConfirm')))) return
    try {
      await deleteSavedSearch(id)
      setRows((r) => r.filter((s) => s.id !== id))
      showMessage(t('savedSearch.remove'))
    } catch (e) {
      showError(e)
    }
  }

  return (
    <View className='page page--plain saved-searches-page'>
      <PageState loading={loading && !data} error={data ? '' : error} onRetry={retryable ? reload : undefined} />
      <Text className='tip saved-searches__intro'>{t('savedSearch.intro', { cap: DAILY_CAP })}</Text>
      {data && rows.length === 0 ? <Text className='muted saved-searches__empty'>{t('savedSearch.empty')}</Text> : null}
      {rows.map((s) => (
        <View key={s.id} className='card saved-search' onClick={() => void navigateTo('goodList', { gameId: s.query.gameId })}>
          <Text className='saved-search__game'>{s.gameName}</Text>
          <Text className='muted saved-search__filters'>{t('savedSearch.filters', { text: filtersText(s) })}</Text>
          {s.lastNoticeAt ? <Text className='muted saved-search__notice'>{t('savedSearch.lastNotice', { time: formatDate(s.lastNoticeAt, true) })}</Text> : null}
          <View className='saved-search__actions'>
            <Button
              size='small'
              fill='outline'
              className='saved-search-remove'
              onClick={(e) => {
                e.stopPropagation()
                void remove(s.id)
              }}
            >
              {t('savedSearch.remove')}
            </Button>
          </View>
        </View>
      ))}
    </View>
  )
}

export default observer(SavedSearchesPage)
