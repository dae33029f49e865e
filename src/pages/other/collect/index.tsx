import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { listFavourites, removeFavourite } from '../../../api/goods'
import { priceAlertsOff } from '../../../api/offer'
import PriceAlertToggle from './PriceAlertToggle'
import './index.scss'
import GoodsCard from '../../../components/GoodsCard'
import LoginPrompt from '../../../components/LoginPrompt'
import PagedList from '../../../components/PagedList'
import { t } from '../../../locales'
import '../../../locales/catalog'
import { useStores } from '../../../stores'
import { confirm } from '../../../utils/dialog'
import { formatDate } from '../../../utils/date'
import { useLoad, usePageTitle, useRequireLogin } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { usePagedList } from '../../../utils/usePagedList'
import { showError, showMessage } from '../../../utils/toast'

const NONE = { rows: [], total: 0 }

/** My favourites, newest first; each can be removed. */
function CollectPage() {
  usePageTitle('collect')
  const loggedIn = useRequireLogin('collect')
  const { locale } = useStores()
  const list = usePagedList((pageNum, pageSize) => (loggedIn ? listFavourites(pageNum, pageSize) : Promise.resolve(NONE)), [loggedIn, locale.locale])

  // the favourites whose price-drop alert is off (every other one alerts)
  const alertsOff = useLoad(() => (loggedIn ? priceAlertsOff().catch(() => [] as number[]) : Promise.resolve([] as number[])), [loggedIn])

  if (!loggedIn) return <LoginPrompt from='collect' />

  const remove = async (goodsId: number) => {
    if (!(await confirm(t('list.removeConfirm')))) return
    try {
      await removeFavourite(goodsId)
      list.removeWhere((f) => f.goods.id === goodsId)
      showMessage(t('goods.favouriteRemoved'))
    } catch (e) {
      showError(e)
    }
  }

  return (
    <View className='page page--plain my-goods'>
      <PagedList
        list={list}
        keyOf={(f) => f.goods.id}
        emptyText={t('list.collectEmpty')}
        emptyAction='browse'
        renderItem={(f) => (
          <GoodsCard
            goods={f.goods}
            onClick={() => void navigateTo('goodDetail', { id: f.goods.id })}
            note={t('list.addedAt', { time: formatDate(f.at, true) })}
            extra={
              <View className='collect-actions'>
                {alertsOff.data ? <PriceAlertToggle goodsId={f.goods.id} initiallyOn={!alertsOff.data.includes(f.goods.id)} /> : null}
                <Text
                  className='my-goods__action remove-btn'
                  onClick={(e) => {
                    e.stopPropagation()
                    void remove(f.goods.id)
                  }}
                >
                  {t('list.remove')}
                </Text>
              </View>
            }
          />
        )}
      />
    </View>
  )
}

export default observer(CollectPage)
