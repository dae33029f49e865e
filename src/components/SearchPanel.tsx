import { View, Text, Input } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { GameSummary } from '../../contract/types'
import { t } from '../locales'
import { useStores } from '../stores'
import { addRecent } from '../utils/recentSearches'
import { loadSearchSuggestions } from './searchSuggestionsLoader'
import type SearchSuggestions from './SearchSuggestions'
import './SearchPanel.scss'

/** the open part, once loaded (H5 loads it on the first focus: searchSuggestionsLoader.h5.ts) */
let Suggestions: typeof SearchSuggestions | null = null

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
 * The search box of home and the goods list. Focused, it opens a panel (SearchSuggestions): while typing, the
 * games whose name matches; otherwise the recent searches kept on this device (clearable) and the hot searches
 * of the server. Searching a game's name opens that game's list (catalog.gameNamed), anything else is a keyword.
 */
function SearchPanel({ className, placeholder, value, onChange, onSearch, onPickGame }: Props) {
  const { catalog } = useStores()
  const [open, setOpen] = useState(false)
  const [recent, setRecent] = useState<string[]>([])
  const [, setLoaded] = useState(Suggestions !== null)

  const show = () => {
    setOpen(true)
    if (!Suggestions) {
      loadSearchSuggestions()
        .then((c) => {
          Suggestions = c
          setLoaded(true)
        })
        // the panel could not be loaded (offline): the box still searches
        .catch(() => setOpen(false))
    }
  }

  const search = (text: string) => {
    const k = text.trim()
    if (k) setRecent(addRecent(k))
    setOpen(false)
    // a game's name (or a part only one game's name has) opens that game's list rather than a keyword search
    const game = catalog.gameNamed(k)
    if (game) {
      onChange('')
      onPickGame(game)
      return
    }
    onChange(k)
    onSearch(k)
  }

  const pickGame = (g: GameSummary) => {
    setOpen(false)
    onPickGame(g)
  }

  return (
    <View className={'search-panel-box' + (open ? ' search-panel-box--open' : '') + (className ? ' ' + className : '')}>
      {/* our own bar (NutUI's SearchBar brought its icons, locale and about 4 KB gzip onto home's first load) */}
      <View className='search-panel__bar search-bar'>
        <View className='search-bar__field'>
          <View className='search-bar__icon' />
          <Input
            className='search-bar__input'
            type='text'
            confirmType='search'
            placeholder={placeholder}
            ariaLabel={placeholder}
            value={value}
            onInput={(e) => onChange(e.detail.value)}
            onFocus={show}
            onConfirm={(e) => search(e.detail.value)}
          />
          {value ? <View className='search-bar__clear' ariaLabel={t('home.searchClear')} ariaRole='button' onClick={() => search('')} /> : null}
        </View>
        <Text className={'search-panel__btn' + (className ? ` ${className}__btn` : '')} onClick={() => search(value)}>
          {t('home.search')}
        </Text>
      </View>
      {open && Suggestions ? (
        <Suggestions typed={value.trim()} recent={recent} onRecentChange={setRecent} onSearch={search} onPickGame={pickGame} onClose={() => setOpen(false)} />
      ) : null}
    </View>
  )
}

export default observer(SearchPanel)
