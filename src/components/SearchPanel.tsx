import { View, Text, Image } from '@tarojs/components'
import { SearchBar } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { GameSummary, HotSearch } from '../../contract/types'
import { listHotSearches } from '../api/goods'
import { t } from '../locales'
import { useStores } from '../stores'
import { addRecent, clearRecent, loadRecent } from '../utils/recentSearches'
import './SearchPanel.scss'

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

interface Props {
  className?: string
  placeholder: string
  value: string
  onChange: (text: string) => void
  /** a search for the trimmed text ('' clears the search) */
  onSearch: (text: string) => void
  /** a game offered while typing was picked: open its listings */
  onPickGame: (game: GameSummary) => void
}

/**
 * The search box of home and the goods list. Focused, it opens a panel: while typing, the games whose name
 * matches; otherwise the recent searches kept on this device (clearable) and the hot searches of the server.
 */
function SearchPanel({ className, placeholder, value, onChange, onSearch, onPickGame }: Props) {
  const { catalog } = useStores()
  const [open, setOpen] = useState(false)
  const [recent, setRecent] = useState<string[]>([])
  const [hot, setHot] = useState<HotSearch[]>([])

  const show = () => {
    setRecent(loadRecent())
    setOpen(true)
    if (catalog.gameTypeList.length === 0 && !catalog.loading) void catalog.loadGames()
    hotSearches()
      .then(setHot)
      // without the hot list the panel still offers recent searches and games
      .catch(() => setHot([]))
  }

  const search = (text: string) => {
    const k = text.trim()
    if (k) setRecent(addRecent(k))
    onChange(k)
    setOpen(false)
    onSearch(k)
  }

  const pickGame = (g: GameSummary) => {
    setOpen(false)
    onPickGame(g)
  }

  const typed = value.trim()
  const games = open && typed ? matchGames(catalog.gameTypeList.flatMap((x) => x.games), typed) : []

  return (
    <View className={'search-panel-box' + (open ? ' search-panel-box--open' : '') + (className ? ' ' + className : '')}>
      <SearchBar
        className='search-panel__bar'
        shape='round'
        placeholder={placeholder}
        value={value}
        onChange={(v: string) => onChange(v)}
        onFocus={show}
        onSearch={search}
        onClear={() => search('')}
        right={
          <Text className={'search-panel__btn' + (className ? ` ${className}__btn` : '')} onClick={() => search(value)}>
            {t('home.search')}
          </Text>
        }
      />
      {open ? (
        <>
          <View className='search-panel__mask' onClick={() => setOpen(false)} />
          <View className='search-panel'>
            {typed ? (
              <>
                {games.map((g) => (
                  <View key={g.id} className={'search-panel__game search-game-' + g.id} onClick={() => pickGame(g)}>
                    <Image className='search-panel__game-icon' src={g.icon} mode='aspectFit' />
                    <Text className='search-panel__game-name'>{g.name}</Text>
                    <Text className='search-panel__game-go'>{t('search.gameGo')} ›</Text>
                  </View>
                ))}
                <View className='search-panel__for' onClick={() => search(typed)}>
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
                          setRecent([])
                        }}
                      >
                        {t('search.clearRecent')}
                      </Text>
                    </View>
                    <View className='search-panel__chips'>
                      {recent.map((k) => (
                        <Text key={k} className='search-panel__chip' onClick={() => search(k)}>
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
                        <Text key={h.keyword} className={'search-panel__chip' + (i < 3 ? ' search-panel__chip--top' : '')} onClick={() => search(h.keyword)}>
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
      ) : null}
    </View>
  )
}

export default observer(SearchPanel)
