import { View, Text, ScrollView } from '@tarojs/components'
import { Button, SearchBar } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { RentSort } from '../../../../contract/types'
import { listRentable } from '../../../api/rent'
import GoodsCard from '../../../components/GoodsCard'
import PagedList from '../../../components/PagedList'
import { t, type MessageKey } from '../../../locales'
import { useStores } from '../../../stores'
import { usePageTitle, useQuery } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { usePagedList } from '../../../utils/usePagedList'
import { termsText } from '../../../utils/rentTerms'
import './index.scss'
import '../../../locales/rent'

const SORTS: RentSort[] = ['newest', 'hourPriceAsc', 'dayPriceAsc']

/**
 * 我要租: /index/hire?gameId= . Listings offered for rent, by game, keyword and rent; a listing opens its page
 * with the rent sheet up (goodDetail?rent=1), where the period is chosen and the rental ordered.
 */
function HirePage() {
  usePageTitle('hire')
  const { catalog, locale } = useStores()
  const query = useQuery()
  const [gameId, setGameId] = useState<number | undefined>(Number(query.gameId) > 0 ? Number(query.gameId) : undefined)
  const [keywordInput, setKeywordInput] = useState('')
  const [keyword, setKeyword] = useState('')
  const [sort, setSort] = useState<RentSort>('newest')
  const list = usePagedList((pageNum, pageSize) => listRentable({ gameId, keyword, sort }, pageNum, pageSize), [
    gameId,
    keyword,
    sort,
    locale.locale,
  ])

  useEffect(() => {
    if (catalog.gameTypeList.length === 0 && !catalog.loading) void catalog.loadGames()
  }, [catalog])

  const games = catalog.gameTypeList.flatMap((g) => g.games)
  const search = (text: string) => setKeyword(text.trim())
  const open = (id: number) => void navigateTo('goodDetail', { id, rent: 1 })

  return (
    <View className='page page--plain hire-page'>
      <View className='hire-intro'>
        <Text className='hire-intro__title'>{t('rent.hire.introTitle')}</Text>
        <Text className='hire-intro__text'>{t('rent.hire.intro')}</Text>
      </View>
      <View className='hire-head'>
        <SearchBar
          className='hire-search'
          shape='round'
          placeholder={t('rent.hire.searchPh')}
          value={keywordInput}
          onChange={(v: string) => setKeywordInput(v)}
          onSearch={search}
          onClear={() => {
            setKeywordInput('')
            search('')
          }}
          right={
            <Text className='hire-search__btn' onClick={() => search(keywordInput)}>
              {t('home.search')}
            </Text>
          }
        />
        <ScrollView scrollX className='hire-games'>
          <Text className={'hire-game hire-game--all' + (gameId === undefined ? ' hire-game--active' : '')} onClick={() => setGameId(undefined)}>
            {t('rent.hire.allGames')}
          </Text>
          {games.map((g) => (
            <Text key={g.id} className={'hire-game hire-game--' + g.id + (gameId === g.id ? ' hire-game--active' : '')} onClick={() => setGameId(g.id)}>
              {g.name}
            </Text>
          ))}
        </ScrollView>
        <View className='hire-sorts'>
          {SORTS.map((s) => (
            <Text key={s} className={'hire-sort hire-sort--' + s + (sort === s ? ' hire-sort--active' : '')} onClick={() => setSort(s)}>
              {t(('rent.sort.' + s) as MessageKey)}
            </Text>
          ))}
        </View>
      </View>
      {list.rows.length > 0 ? <View className='hire-total'>{t('rent.hire.total', { n: list.total })}</View> : null}
      <PagedList
        list={list}
        keyOf={(r) => r.goods.id}
        emptyText={t('rent.hire.empty')}
        emptyAction='browse'
        renderItem={(r) => (
          <GoodsCard
            goods={r.goods}
            onClick={() => open(r.goods.id)}
            note={termsText(r.terms)}
            extra={
              <Button size='small' type='primary' className={'hire-rent hire-rent-' + r.goods.id}>
                {t('rent.hire.go')}
              </Button>
            }
          />
        )}
      />
    </View>
  )
}

export default observer(HirePage)
