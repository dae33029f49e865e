import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useRef, useState } from 'react'
import { GOODS_LIST_FIRST_PAGE } from '../../../../contract/boot'
import { GOODS_RESULTS_MAX } from '../../../../contract/catalogue'
import type { AttrTemplate, GameSummary, GoodsQuery, GoodsSort } from '../../../../contract/types'
import { listAttrTemplates } from '../../../api/game'
import { bootGoodsPage, searchGoods } from '../../../api/goods'
import { saveSearch } from '../../../api/offer'
import { loginFirst } from '../../../utils/loginGate'
import { showError, showMessage } from '../../../utils/toast'
import { listingBadges } from '../../../api/listingValuation'
import PriceHistoryEntry from '../../../components/PriceHistoryEntry'
import GoodsCard from '../../../components/GoodsCard'
import PagedList from '../../../components/PagedList'
import SearchPanel from '../../../components/SearchPanel'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/catalog'
import { useStores } from '../../../stores'
import { usePageTitle, useQuery } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { lastLeftPage, noteLeft } from '../../../utils/pageTrail'
import { usePagedList } from '../../../utils/usePagedList'
import { filterPanelPart } from './listParts'
import { useLazyPart } from '../../../utils/lazyPart'
import { useFirstScreenHandover } from '../../../utils/firstScreen'
import { countFilters, draftToQuery, emptyDraft, type FilterDraft } from './filters'
import './index.scss'

const SORTS: GoodsSort[] = ['newest', 'priceAsc', 'priceDesc', 'views']

/**
 * Listings of a game (query `gameId`, else the store's current game; none: every game) matching the store's
 * search text, the filter panel and the sort. Kept as it was (filters, rows, scroll position) only when the user
 * comes back from a listing's detail; shown again after anything else, it starts fresh.
 */
function GoodListPage() {
  usePageTitle('goodList')
  const { catalog, locale } = useStores()
  const params = useQuery()

  // the query's game, else the store's current game; after the game switcher (or any fresh start) the store's
  const gameOfStore = () => (catalog.currentGameName ? catalog.findGame(catalog.currentGameName)?.id : undefined)
  const queryGameId = Number(params.gameId) > 0 ? Number(params.gameId) : undefined
  const [chosenGameId, setChosenGameId] = useState<number | undefined>(queryGameId)
  const gameId = chosenGameId ?? gameOfStore()
  const gameName = (gameId && catalog.gameTypeList.flatMap((x) => x.games).find((g) => g.id === gameId)?.name) || (gameId ? catalog.currentGameName : '')

  const [keywordInput, setKeywordInput] = useState(catalog.searchText)
  const [keyword, setKeyword] = useState(catalog.searchText)
  const [sort, setSort] = useState<GoodsSort>('newest')
  const [draft, setDraft] = useState<FilterDraft>(emptyDraft)
  const [panelOpen, setPanelOpen] = useState(false)
  const [templates, setTemplates] = useState<AttrTemplate[]>([])
  // bumped to start the list again even when nothing it depends on changed
  const [fresh, setFresh] = useState(0)

  useEffect(() => {
    if (catalog.gameTypeList.length === 0 && !catalog.loading) void catalog.loadGames()
  }, [catalog])

  useEffect(() => {
    setTemplates([])
    if (!gameId) return
    let live = true
    listAttrTemplates(gameId)
      .then((list) => live && setTemplates(list))
      .catch(() => live && setTemplates([]))
    return () => {
      live = false
    }
  }, [gameId, locale.locale])

  const filterQuery = useMemo(() => {
    const r = draftToQuery(draft, templates)
    return 'query' in r ? r.query : {}
  }, [draft, templates])
  const body: GoodsQuery = useMemo(
    () => ({ ...(gameId ? { gameId } : {}), ...filterQuery, ...(keyword.trim() ? { keyword: keyword.trim() } : {}), sort }),
    [gameId, filterQuery, keyword, sort],
  )
  // 关注此搜索: the game and the filters as shown, saved; new listings matching them are told in the inbox
  const follow = async () => {
    if (!gameId || !loginFirst('goodList', 'favourite', { gameId })) return
    const { sort: _sort, ...filters } = body
    try {
      await saveSearch({ ...filters, gameId })
      showMessage(t('list.followSearch'))
    } catch (e) {
      showError(e)
    }
  }
  const list = usePagedList(
    (pageNum, pageSize) => searchGoods({ ...body, pageNum, pageSize }),
    [JSON.stringify(body), fresh, locale.locale],
    GOODS_LIST_FIRST_PAGE,
    undefined,
    GOODS_RESULTS_MAX,
    // the page's first list came with it when nothing is typed or filtered yet (a fresh visit)
    () => (!body.keyword && sort === 'newest' && countFilters(filterQuery) === 0 ? bootGoodsPage(gameId) : undefined),
  )
  const mayDraw = useFirstScreenHandover(list.rows.length > 0 || !list.loading)

  // the keep-alive rule (see pageTrail): remember the scroll position when leaving, decide on coming back
  const scrollTop = useRef(0)
  const savedScroll = useRef(0)
  const shown = useRef(false)
  Taro.usePageScroll(({ scrollTop: top }) => {
    scrollTop.current = top
  })
  Taro.useDidHide(() => {
    savedScroll.current = scrollTop.current
    noteLeft('goodList')
  })
  Taro.useDidShow(() => {
    if (!shown.current) {
      shown.current = true
      return
    }
    if (lastLeftPage() === 'goodDetail') {
      Taro.pageScrollTo({ scrollTop: savedScroll.current, duration: 0 }).catch(() => undefined)
      return
    }
    setChosenGameId(gameOfStore() ?? queryGameId)
    setKeywordInput(catalog.searchText)
    setKeyword(catalog.searchText)
    setSort('newest')
    setDraft(emptyDraft())
    setPanelOpen(false)
    setFresh((n) => n + 1)
    scrollTop.current = 0
    Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined)
  })

  const search = (text: string) => {
    catalog.setSearchText(text.trim())
    setKeyword(text.trim())
  }

  // a game offered by the search box: its listings, without the words that named it or another game's filters
  const pickGame = (g: GameSummary) => {
    catalog.setCurrentGameName(g.name)
    catalog.setSearchText('')
    setChosenGameId(g.id)
    setKeywordInput('')
    setKeyword('')
    setDraft(emptyDraft())
  }

  // "低于估价 N%" of the cards shown, asked for after they are (a missing answer shows no badge)
  const [badges, setBadges] = useState<Record<number, number | null>>({})
  const rowIds = list.rows.map((g) => g.id).filter((id) => !(id in badges))
  useEffect(() => {
    if (rowIds.length === 0) return
    let live = true
    listingBadges(rowIds.slice(0, 50))
      .then((found) => live && setBadges((old) => ({ ...old, ...Object.fromEntries(found.map((b) => [b.goodsId, b.belowPercent])) })))
      .catch(() => undefined)
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rowIds.join(',')])

  const active = countFilters(filterQuery)
  const FilterPanel = useLazyPart(filterPanelPart, panelOpen)

  if (!mayDraw) return <View className='page page--plain good-list-page' />
  return (
    <View className='page page--plain good-list-page'>
      <View className='good-list-head'>
        <SearchPanel
          className='good-list-search'
          placeholder={t('list.searchPh')}
          value={keywordInput}
          onChange={setKeywordInput}
          onSearch={search}
          onPickGame={pickGame}
        />
        <View className='good-list-game'>
          <Text className='good-list-game__name'>{gameName || t('list.allGames')}</Text>
          {gameId ? (
            <Text className='good-list-game__switch follow-search-btn' onClick={() => void follow()}>
              {t('list.followSearch')}
            </Text>
          ) : null}
          <Text className='good-list-game__switch' onClick={() => void navigateTo('accountOrder', { pick: 1 })}>
            {t('list.switchGame')}
          </Text>
        </View>
        <View className='sort-bar'>
          {SORTS.map((s) => (
            <Text key={s} className={'sort-bar__item sort-' + s + (sort === s ? ' sort-bar__item--active' : '')} onClick={() => setSort(s)}>
              {t(('list.sort.' + s) as MessageKey)}
            </Text>
          ))}
          <Text className={'sort-bar__item filter-btn' + (active ? ' sort-bar__item--active' : '')} onClick={() => setPanelOpen(true)}>
            {active ? t('list.filterActive', { n: active }) : t('list.filter')}
          </Text>
        </View>
      </View>
      {gameId ? <PriceHistoryEntry gameId={gameId} /> : null}
      {list.rows.length > 0 ? <View className='good-list-total'>{t('list.total', { n: list.total })}</View> : null}
      <PagedList
        list={list}
        keyOf={(g) => g.id}
        emptyText={t('list.empty')}
        emptyAction={
          keyword.trim() || active
            ? {
                label: t('empty.clearSearch'),
                onClick: () => {
                  search('')
                  setKeywordInput('')
                  setDraft(emptyDraft())
                },
              }
            : 'sell'
        }
        renderItem={(g) => <GoodsCard goods={g} belowPercent={badges[g.id]} onClick={() => void navigateTo('goodDetail', { id: g.id })} />}
      />
      {FilterPanel ? (
        <FilterPanel
        visible={panelOpen}
        gameId={gameId}
        templates={templates}
        value={draft}
        onClose={() => setPanelOpen(false)}
        onApply={(d) => {
          setDraft(d)
          setPanelOpen(false)
        }}
        />
      ) : null}
    </View>
  )
}

export default observer(GoodListPage)
