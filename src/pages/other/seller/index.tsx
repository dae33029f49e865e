import { View, Text } from '@tarojs/components'
import { Rate, TabPane, Tabs } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { Rating, SellerProfile } from '../../../../contract/trade'
import { getSeller, listSellerGoods, listSellerRatings } from '../../../api/seller'
import Avatar from '../../../components/Avatar'
import GoodsCard from '../../../components/GoodsCard'
import PagedList from '../../../components/PagedList'
import PageState from '../../../components/PageState'
import { tagText } from '../../../components/trade/tradeText'
import { t } from '../../../locales'
import '../../../locales/seller'
import { useStores } from '../../../stores'
import { formatDate } from '../../../utils/date'
import { useLoad, usePageTitle, useQuery } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { handoverText, rateText, starsText } from '../../../utils/sellerStats'
import { usePagedList } from '../../../utils/usePagedList'
import './index.scss'

type SellerTab = 'goods' | 'ratings'

const TABS: SellerTab[] = ['goods', 'ratings']

/** The record in four numbers: trades, positive rate, average handover time, dispute rate ('暂无' when unmeasured). */
function StatsRow({ seller }: { seller: SellerProfile }) {
  const s = seller.stats
  const cells = [
    { key: 'trades', value: t('seller.trades', { n: s.completedTrades }), label: t('seller.stat.trades') },
    { key: 'positive', value: rateText(s.positiveRate), label: t('seller.stat.positive') },
    { key: 'handover', value: handoverText(s.avgHandoverMinutes), label: t('seller.stat.handover') },
    { key: 'dispute', value: rateText(s.disputeRate), label: t('seller.stat.dispute') },
  ]
  return (
    <View className='card seller-stats'>
      {cells.map((c) => (
        <View key={c.key} className={'seller-stat seller-stat--' + c.key}>
          <Text className='seller-stat__value'>{c.value}</Text>
          <Text className='seller-stat__label'>{c.label}</Text>
        </View>
      ))}
    </View>
  )
}

function SellerGoods({ sellerId, lang }: { sellerId: number; lang: string }) {
  const list = usePagedList((pageNum, pageSize) => listSellerGoods(sellerId, pageNum, pageSize), [sellerId, lang])
  return (
    <PagedList
      list={list}
      className='seller-goods'
      keyOf={(g) => g.id}
      emptyText={t('seller.goods.empty')}
      emptyAction='browse'
      renderItem={(g) => <GoodsCard goods={g} onClick={() => void navigateTo('goodDetail', { id: g.id })} />}
    />
  )
}

function RatingItem({ rating: r }: { rating: Rating }) {
  return (
    <View className={'seller-rating seller-rating-' + r.orderId}>
      <View className='seller-rating__head'>
        <Text className='seller-rating__buyer'>{r.buyer}</Text>
        <Text className='muted seller-rating__date'>{formatDate(r.createdAt)}</Text>
      </View>
      <View className='seller-rating__stars'>
        <Rate value={r.stars} readOnly size='small' />
      </View>
      {r.tags.length > 0 ? (
        <View className='seller-rating__tags'>
          {r.tags.map((tag) => (
            <Text key={tag} className={'seller-rating__tag tag-' + tag}>
              {tagText(tag)}
            </Text>
          ))}
        </View>
      ) : null}
      {r.comment ? <Text className='seller-rating__comment'>{r.comment}</Text> : null}
      <Text className='muted seller-rating__goods'>{t('seller.rating.goods', { title: r.goodsTitle })}</Text>
    </View>
  )
}

function SellerRatings({ sellerId }: { sellerId: number }) {
  const list = usePagedList((pageNum, pageSize) => listSellerRatings(sellerId, pageNum, pageSize), [sellerId])
  return (
    <PagedList
      list={list}
      className='seller-ratings'
      keyOf={(r) => r.orderId}
      emptyText={t('seller.ratings.empty')}
      renderItem={(r) => <RatingItem rating={r} />}
    />
  )
}

/**
 * 卖家主页: /index/other/seller?id=<userId>[&tab=ratings]. Public. The seller's head (avatar, nickname, real-name
 * mark, member since), the record from real orders, and two tabs: listings on sale and buyers' ratings, each paged.
 */
function SellerPage() {
  usePageTitle('seller')
  const { locale } = useStores()
  const query = useQuery()
  // an id that is not a user number shows the not-found state without asking the server
  const id = /^[1-9]\d{0,9}$/.test(query.id ?? '') ? Number(query.id) : 0
  const [tab, setTab] = useState<SellerTab>(query.tab === 'ratings' ? 'ratings' : 'goods')
  const { data: seller, loading, error, retryable, reload } = useLoad(() => (id ? getSeller(id) : Promise.resolve(null)), [id, locale.locale])

  if (!id || (!seller && (loading || error))) {
    return (
      <View className='page page--plain'>
        <PageState loading={!!id && loading} error={id ? error : t('seller.page.notFound')} onRetry={retryable && id ? () => void reload() : undefined} />
      </View>
    )
  }
  if (!seller) return null

  const s = seller.stats
  return (
    <View className='page page--plain seller-page'>
      <View className='card seller-head'>
        <Avatar className='seller-head__avatar' name={seller.nickname} src={seller.avatar} size='lg' />
        <View className='seller-head__body'>
          <View className='seller-head__name-row'>
            <Text className='seller-head__name'>{seller.nickname}</Text>
            {seller.verified ? <Text className='seller-head__verified'>{t('seller.page.verified')}</Text> : null}
          </View>
          <Text className='muted seller-head__since'>{t('seller.page.since', { date: formatDate(seller.memberSince) })}</Text>
          <Text className='muted seller-head__ratings'>
            {s.ratingCount > 0 ? t('seller.page.ratingSummary', { n: s.ratingCount, stars: starsText(s.averageStars) }) : t('seller.page.noRatings')}
          </Text>
        </View>
      </View>
      <StatsRow seller={seller} />
      <View className='seller-tabs-head'>
        <Tabs className='seller-tabs' value={tab} onChange={(v) => setTab(v as SellerTab)} activeType='line'>
          {TABS.map((k) => (
            <TabPane
              key={k}
              value={k}
              title={k === 'goods' ? t('seller.tab.goods') : s.ratingCount > 0 ? t('seller.tab.ratingsCount', { n: s.ratingCount }) : t('seller.tab.ratings')}
            />
          ))}
        </Tabs>
      </View>
      {tab === 'goods' ? <SellerGoods sellerId={seller.id} lang={locale.locale} /> : <SellerRatings sellerId={seller.id} />}
    </View>
  )
}

export default observer(SellerPage)
