import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { GameSummary } from '../../../../contract/types'
import { getConsignmentRules } from '../../../api/selling'
import BottomNav from '../../../components/BottomNav'
import GameGrid from '../../../components/GameGrid'
import SellSteps from '../../../components/SellSteps'
import { t } from '../../../locales'
import { useStores } from '../../../stores'
import { sellDraftStore, type SellWay } from '../../../stores/sellDraft'
import { useLoad, usePageTitle, useQuery } from '../../../utils/hooks'
import { loginFirst } from '../../../utils/loginGate'
import { navigateTo } from '../../../utils/nav'
import { useTabQuery } from '../../../utils/tabQuery'
import { showMessage } from '../../../utils/toast'
import './index.scss'
import '../../../locales/selling'

/**
 * Sell an account: /index/sell?gameId= . The game grid, then one of two ways: consignment (own price, reviewed,
 * a fee when it sells) or recycling (merchants quote). Open to everyone; both next pages need a login.
 */
function SellPage() {
  usePageTitle('sell')
  const { catalog, session, locale } = useStores()
  const query = useQuery()
  const initial = Number(query.gameId) > 0 ? Number(query.gameId) : sellDraftStore.gameId
  const [gameId, setGameId] = useState<number | null>(initial)
  // the mini program's tab page stays alive: a game handed to it later (back from login) is picked on showing
  useTabQuery('sell', (q) => {
    if (Number(q.gameId) > 0) setGameId(Number(q.gameId))
  })
  // the fee in the consignment line; the line reads without the number when the rules cannot be had
  const { data: rules } = useLoad(() => getConsignmentRules(), [])
  // through useLoad, so the games are asked for as the page first renders rather than after its first paint
  useLoad(() => (catalog.gameTypeList.length === 0 && !catalog.loading ? catalog.loadGames() : Promise.resolve()), [catalog, locale.locale])

  const games = catalog.gameTypeList.flatMap((g) => g.games)
  const game: GameSummary | undefined = games.find((g) => g.id === gameId)

  const go = (way: SellWay) => {
    if (!game) return showMessage(t('selling.sell.noGame'))
    // both ways need a session: say so, and come back here with the game still picked
    if (!loginFirst('sell', 'sell', { gameId: game.id })) return
    if (way === 'consign') {
      // the draft carries the game through a login detour (the login page comes back without the query)
      sellDraftStore.begin(session.profile?.id ?? null, game.id, game.name, way)
      void navigateTo('BasicInformation', { gameId: game.id })
    } else {
      void navigateTo('jingjiahuishou', { gameId: game.id })
    }
  }

  return (
    <View className='page sell-page'>
      <SellSteps current='game' />
      <View className='card sell-games'>
        <Text className='card-title'>{t('selling.sell.pickGame')}</Text>
        <GameGrid activeId={gameId} onPick={(g) => setGameId(g.id)} />
      </View>

      <View className='card sell-ways'>
        <Text className='card-title'>{t('selling.sell.pickWay')}</Text>
        {game ? <Text className='sell-ways__chosen'>{t('selling.sell.chosen', { name: game.name })}</Text> : null}
        <View className='sell-way sell-way--consign' onClick={() => go('consign')}>
          <View className='sell-way__body'>
            <Text className='sell-way__name'>{t('selling.sell.consign')}</Text>
            <Text className='sell-way__desc'>
              {rules ? t('selling.sell.consignDesc', { fee: rules.sellerFeePercent }) : t('selling.sell.consignDescNoFee')}
            </Text>
          </View>
          <Text className='sell-way__go'>{t('selling.sell.go')} ›</Text>
        </View>
        <View className='sell-way sell-way--recycle' onClick={() => go('recycle')}>
          <View className='sell-way__body'>
            <Text className='sell-way__name'>{t('selling.sell.recycle')}</Text>
            <Text className='sell-way__desc'>{t('selling.sell.recycleDesc')}</Text>
          </View>
          <Text className='sell-way__go'>{t('selling.sell.go')} ›</Text>
        </View>
      </View>

      <View className='sell-mine'>
        <Text className='link sell-valuation__link' onClick={() => void navigateTo('valuation', game ? { gameId: game.id } : undefined)}>
          {t('selling.sell.valuation')} ›
        </Text>
      </View>
      {session.isLoggedIn ? (
        <View className='sell-mine'>
          <Text className='link sell-mine__link' onClick={() => void navigateTo('MyProducts')}>
            {t('selling.sell.myProducts')} ›
          </Text>
        </View>
      ) : null}
      <BottomNav current='sell' />
    </View>
  )
}

export default observer(SellPage)
