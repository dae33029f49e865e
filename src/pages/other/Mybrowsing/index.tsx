import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { clearBrowsing, listBrowsing } from '../../../api/goods'
import GoodsCard from '../../../components/GoodsCard'
import LoginPrompt from '../../../components/LoginPrompt'
import PagedList from '../../../components/PagedList'
import { t } from '../../../locales'
import '../../../locales/catalog'
import { useStores } from '../../../stores'
import { confirm } from '../../../utils/dialog'
import { formatDate } from '../../../utils/date'
import { usePageTitle, useRequireLogin } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { usePagedList } from '../../../utils/usePagedList'
import { showError, showMessage } from '../../../utils/toast'

const NONE = { rows: [], total: 0 }

/** Listings I looked at, last viewed first; the whole history can be cleared. */
function MybrowsingPage() {
  usePageTitle('Mybrowsing')
  const loggedIn = useRequireLogin('Mybrowsing')
  const { locale } = useStores()
  const [clearing, setClearing] = useState(false)
  const list = usePagedList((pageNum, pageSize) => (loggedIn ? listBrowsing(pageNum, pageSize) : Promise.resolve(NONE)), [loggedIn, locale.locale])

  if (!loggedIn) return <LoginPrompt from='Mybrowsing' />

  const clear = async () => {
    if (clearing || !(await confirm(t('list.clearConfirm')))) return
    setClearing(true)
    try {
      await clearBrowsing()
      list.removeWhere(() => true)
      showMessage(t('list.cleared'))
    } catch (e) {
      showError(e)
    } finally {
      setClearing(false)
    }
  }

  return (
    <View className='page page--plain my-goods'>
      {list.rows.length > 0 ? (
        <View className='my-goods__bar'>
          <Text className='my-goods__count'>{t('list.total', { n: list.total })}</Text>
          <Text className='my-goods__action clear-btn' onClick={() => void clear()}>
            {t('list.clear')}
          </Text>
        </View>
      ) : null}
      <PagedList
        list={list}
        keyOf={(f) => f.goods.id}
        emptyText={t('list.historyEmpty')}
        emptyAction='browse'
        renderItem={(f) => (
          <GoodsCard
            goods={f.goods}
            onClick={() => void navigateTo('goodDetail', { id: f.goods.id })}
            note={t('list.viewedAt', { time: formatDate(f.at, true) })}
          />
        )}
      />
    </View>
  )
}

export default observer(MybrowsingPage)
