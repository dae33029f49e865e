import { View, Text, Image } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { GameSummary, HotSearch } from '../../contract/types'
import { listHotSearches } from '../api/goods'
import { t } from '../locales'
import '../locales/search'
import { useStores } from '../stores'
import { clearRecent, loadRecent } from '../utils/recentSearches'
import './SearchSuggestions.scss'

/** games offered while typing */
const GAME_SUGGESTIONS = 3
/** the hot list is the same for everyone and changes slowly: fetched once per this long */
const HOT_TTL_MS = 5 * 60_000
let hotCache: { rows: HotSearch[]; at: number } | null = null

async function hotSearches(): Promise<HotSearch[]> {
  if (hotCache && Date.now() - hotCache.at < HOT_TTL_MS) return hotCache.rows
  const rows = await listHotSearches(10)
  hotCache = { rows, at: Date.now() }
  return rows
}

/** the games whose name contains what was typed (case and width ignored), most popular first */
export function matchGames(games: GameSummary[], text: string, max = GAME_SUGGESTIONS): GameSummary[] {
  const q = text.trim().normalize('NFKC').toLowerCase()
  if (!q) return []
  return games
    .filter((g) => g.name.normalize('NFKC').toLowerCase().includes(q))
    .sort((a, b) => b.hot - a.hot)
    .slice(0, max)
}

export interface SuggestionsProps {
  /** the trimmed text in the box */
  typed: string
  /** recent searches as the box last saw them (it records each search) */
  recent: string[]
  onRecentChange: (recent: string[]) => void
  onSearch: (text: string) => void
  onPickGame: (game: GameSummary) => void
  onClose: () => void
}

/**
 * The open part of SearchPanel (mounted when the box is focused, in its own chunk on H5 so home does not load it
 * first): while typing, the games whose name matches; otherwise the recent searches kept on this device
 * (clearable) and the hot searches of the server.
 */
function SearchSuggestions({ typed, recent, onRecentChange, onSearch, onPickGame, onClose }: SuggestionsProps) {
  const { catalog } = useStores()
  const [hot, setHot] = useState<HotSearch[]>([])

  useEffect(() => {
    onRecentChange(loadRecent())
    if (catalog.gameTypeList.length === 0 && !catalog.loading) void catalog.loadGames()
    hotSearches()
      .then(setHot)
      // without the hot list the panel still offers recent searches and games
      .catch(() => setHot([]))
  }, [])

  const games = typed ? matchGames(catalog.gameTypeList.flatMap((x) => x.games), typed) : []

  return (
    <>
      <View className='search-panel__mask' onClick={onClose} />
      <View className='search-panel'>
        {typed ? (
          <>
            {games.map((g) => (
              <View key={g.id} className={'search-panel__game search-game-' + g.id} onClick={() => onPickGame(g)}>
                <Image className='search-panel__game-icon' src={g.icon} mode='aspectFit' />
                <Text className='search-panel__game-name'>{g.name}</Text>
                <Text className='search-panel__game-go'>{t('search.gameGo')} ›</Text>
              </View>
            ))}
            <View className='search-panel__for' onClick={() => onSearch(typed)}>
              <Text>{t('search.for', { q: typed })}</Text>
            </View>
          </>
        ) : (
          <>
            {recent.length > 0 ? (
              <View className='search-panel__section search-recent'>
                <View className='search-panel__head'>
                  <Text className='search-panel__title'>{t('search.recent')}</Text>
                  <Text
                    className='search-panel__clear'
                    onClick={() => {
                      clearRecent()
                      onRecentChange([])
                    }}
                  >
                    {t('search.clearRecent')}
                  </Text>
                </View>
                <View className='search-panel__chips'>
                  {recent.map((k) => (
                    <Text key={k} className='search-panel__chip' onClick={() => onSearch(k)}>
                      {k}
                    </Text>
                  ))}
                </View>
              </View>
            ) : null}
            {hot.length > 0 ? (
              <View className='search-panel__section search-hot'>
                <View className='search-panel__head'>
                  <Text className='search-panel__title'>{t('search.hot')}</Text>
                </View>
                <View className='search-panel__chips'>
                  {hot.map((h, i) => (
                    <Text key={h.keyword} className={'search-panel__chip' + (i < 3 ? ' search-panel__chip--top' : '')} onClick={() => onSearch(h.keyword)}>
                      {i + 1}. {h.keyword}
                    </Text>
                  ))}
                </View>
              </View>
            ) : null}
            {recent.length === 0 && hot.length === 0 ? <Text className='search-panel__hint'>{t('search.hint')}</Text> : null}
          </>
        )}
      </View>
    </>
  )
}

export default observer(SearchSuggestions)
