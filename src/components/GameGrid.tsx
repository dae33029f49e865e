import { View, Text, Image } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { GameSummary } from '../../contract/types'
import { t } from '../locales'
import { useStores } from '../stores'
import PageState from './PageState'
import { imgAlt } from '../utils/imgAlt'
import './GameGrid.scss'

interface Props {
  onPick: (game: GameSummary) => void
  /** the game shown as chosen */
  activeId?: number | null
  /** each type in a card of its own (a page of its own) rather than inside the caller's card */
  cards?: boolean
}

/**
 * The games grouped by type as the catalog store holds them (the page loads them), with the store's loading,
 * error and empty states. Home, sell and the recycling form choose a game through it.
 */
function GameGrid({ onPick, activeId, cards }: Props) {
  const { catalog } = useStores()
  const none = catalog.gameTypeList.length === 0
  return (
    <>
      <PageState
        loading={catalog.loading && none}
        error={none ? catalog.error : ''}
        empty={!catalog.loading && !catalog.error && none}
        emptyText={t('home.noGames')}
        onRetry={() => void catalog.loadGames()}
      />
      {catalog.gameTypeList.map((group) => (
        <View key={group.type} className={'game-group' + (cards ? ' card' : '')}>
          <Text className='game-group__title'>{group.typeName}</Text>
          <View className='game-grid'>
            {group.games.map((g) => (
              <View
                key={g.id}
                className={'game-grid__item game-' + g.id + (g.id === activeId ? ' game-grid__item--active' : '')}
                onClick={() => onPick(g)}
              >
                <Image className='game-grid__icon' src={g.icon} mode='aspectFill' {...imgAlt('')} />
                <Text className='game-grid__name'>{g.name}</Text>
              </View>
            ))}
          </View>
        </View>
      ))}
      {catalog.error && !none ? <View className='tip'>{catalog.error}</View> : null}
    </>
  )
}

export default observer(GameGrid)
