import { View, Text, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import type { GameSummary } from '../../../../contract/types'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import { useStores } from '../../../stores'
import { usePageTitle, useQuery } from '../../../utils/hooks'
import { pageBelow } from '../../../utils/pageTrail'
import { navigateTo } from '../../../utils/nav'
import './index.scss'

/** Every game, grouped by type; a tap opens its listings. */
function AccountOrderPage() {
  usePageTitle('accountOrder')
  const { catalog, locale } = useStores()
  const { pick } = useQuery()

  useEffect(() => {
    void catalog.loadGames()
  }, [locale.locale])

  // opened by goodList's game switcher: go back to it (it starts fresh with the store's game), else open a list
  const open = (g: GameSummary) => {
    catalog.setCurrentGameName(g.name)
    if (pick && pageBelow() === 'goodList') void Taro.navigateBack()
    else void navigateTo('goodList', { gameId: g.id })
  }

  const none = catalog.gameTypeList.length === 0
  return (
    <View className='page page--plain all-games'>
      <PageState
        loading={catalog.loading && none}
        error={none ? catalog.error : ''}
        empty={!catalog.loading && !catalog.error && none}
        emptyText={t('home.noGames')}
        onRetry={() => void catalog.loadGames()}
      />
      {catalog.gameTypeList.map((group) => (
        <View key={group.type} className='card all-games__group'>
          <Text className='all-games__type'>{group.typeName}</Text>
          {group.games.map((g) => (
            <View key={g.id} className={'all-games__row' + (catalog.currentGameName === g.name ? ' all-games__row--active' : '')} onClick={() => open(g)}>
              <Image className='all-games__icon' src={g.icon} mode='aspectFill' />
              <Text className='all-games__name'>{g.name}</Text>
              <Text className='all-games__arrow'>›</Text>
            </View>
          ))}
        </View>
      ))}
    </View>
  )
}

export default observer(AccountOrderPage)
