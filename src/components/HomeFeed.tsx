import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useRef, useState } from 'react'
import { GOODS_RESULTS_MAX } from '../../contract/catalogue'
import type { GoodsSummary } from '../../contract/types'
import { listFeed } from '../api/goods'
import { t } from '../locales'
import { useStores } from '../stores'
import { navigateTo } from '../utils/nav'
import { usePagedList } from '../utils/usePagedList'
import GoodsCard from './GoodsCard'
import PagedList from './PagedList'
import './HomeFeed.scss'

const PAGE_SIZE = 10

/** a feed row; `again` marks a listing an earlier page already showed (popularity moved between two pages) */
interface FeedRow {
  goods: GoodsSummary
  key: string
  again: boolean
}

/**
 * Home's 猜你喜欢: listings from GET /web/goods/feed, the next page as the page is scrolled to its end. Logged in,
 * the server puts listings like the user's browsing and favourites first; otherwise the most viewed. Popularity
 * can move between two pages, so a listing already shown is not shown again (the row stays, so the page still
 * counts as full and the list goes on).
 */
function HomeFeed() {
  const { locale, session } = useStores()
  const [personalised, setPersonalised] = useState(false)
  const seen = useRef(new Set<number>())
  const list = usePagedList<FeedRow>(
    async (pageNum, pageSize) => {
      const page = await listFeed(pageNum, pageSize)
      if (pageNum === 1) {
        seen.current = new Set()
        setPersonalised(page.personalised)
      }
      const rows = page.rows.map((g, i) => {
        const again = seen.current.has(g.id)
        seen.current.add(g.id)
        return { goods: g, key: `${pageNum}.${i}`, again }
      })
      return { rows, total: page.total }
    },
    [locale.locale, session.token],
    PAGE_SIZE,
    undefined,
    GOODS_RESULTS_MAX,
  )
  return (
    <View className='home-feed'>
      <View className='section-title section-title--row'>
        <Text>{t('home.feed')}</Text>
        <Text className='home-feed__why'>{personalised ? t('home.feedMine') : t('home.feedPopular')}</Text>
      </View>
      <PagedList
        list={list}
        keyOf={(r) => r.key}
        renderItem={(r) => (r.again ? null : <GoodsCard goods={r.goods} onClick={() => void navigateTo('goodDetail', { id: r.goods.id })} />)}
      />
    </View>
  )
}

export default observer(HomeFeed)
