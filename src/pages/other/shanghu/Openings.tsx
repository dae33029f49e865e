import { View, Text, Image, ScrollView } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { RecycleOpening, RecycleQuote } from '../../../../contract/types'
import { assetUrl } from '../../../api/request'
import { listOpenings } from '../../../api/recycle'
import PagedList from '../../../components/PagedList'
import RecycleStatusTag from '../../../components/RecycleStatusTag'
import { t } from '../../../locales'
import { useStores } from '../../../stores'
import { formatFen } from '../../../utils/format'
import { formatDate } from '../../../utils/date'
import { usePagedList } from '../../../utils/usePagedList'
import QuotePopup from './QuotePopup'
import '../../../locales/recycle'

function OpeningRow({ opening: o, onQuote }: { opening: RecycleOpening; onQuote: () => void }) {
  const urls = o.images.map(assetUrl)
  const mine = o.myQuote
  return (
    <View className='card opening'>
      <Text className='opening__title'>{o.title}</Text>
      <Text className='opening__sub'>{[o.gameName, o.region].filter(Boolean).join(' · ')}</Text>
      {urls.length > 0 ? (
        <ScrollView scrollX className='opening__images'>
          {urls.map((src, i) => (
            <Image
              key={src + i}
              className='opening__image'
              src={src}
              mode='aspectFit'
              onClick={() => void Taro.previewImage({ urls, current: src }).catch(() => undefined)}
            />
          ))}
        </ScrollView>
      ) : null}
      <Text className='opening__description'>{o.description}</Text>
      <View className='opening__figures'>
        <Text className='opening__expected'>{t('recycle.card.expected') + ' ' + formatFen(o.expectedPrice)}</Text>
        <Text className='muted'>{t('recycle.merchant.quoteCount', { n: o.quoteCount })}</Text>
      </View>
      <View className='opening__foot'>
        <View className='opening__mine'>
          {mine ? (
            <>
              <Text className='opening__my-quote'>{t('recycle.merchant.myQuote', { amount: formatFen(mine.amount) })}</Text>
              <RecycleStatusTag quote={mine.status} />
            </>
          ) : (
            <Text className='muted'>{t('recycle.merchant.notQuoted') + ' · ' + formatDate(o.createdAt, true)}</Text>
          )}
        </View>
        {!mine || mine.status === 'pending' ? (
          <Button size='small' type='primary' className='opening-quote-btn' onClick={onQuote}>
            {t(mine ? 'recycle.merchant.editQuote' : 'recycle.merchant.quote')}
          </Button>
        ) : null}
      </View>
    </View>
  )
}

/** Open requests of others for a merchant to quote on, optionally of one game. */
function MerchantOpenings() {
  const { catalog, locale } = useStores()
  const [gameId, setGameId] = useState<number | null>(null)
  const [quoting, setQuoting] = useState<RecycleOpening | null>(null)
  // the merchant's quotes sent from this screen, shown on their rows without reloading the list
  const [sent, setSent] = useState<Record<number, RecycleQuote>>({})
  const list = usePagedList((pageNum, pageSize) => listOpenings(gameId, pageNum, pageSize), [gameId, locale.locale])

  useEffect(() => {
    if (catalog.gameTypeList.length === 0 && !catalog.loading) void catalog.loadGames()
  }, [])

  const games = catalog.gameTypeList.flatMap((g) => g.games)
  const withSent = (o: RecycleOpening): RecycleOpening => {
    const q = sent[o.id]
    return q ? { ...o, myQuote: q, quoteCount: o.quoteCount + (o.myQuote ? 0 : 1) } : o
  }

  return (
    <View className='merchant-openings'>
      <ScrollView scrollX className='game-filter'>
        <Text className={'game-chip game-chip--all' + (gameId === null ? ' game-chip--active' : '')} onClick={() => setGameId(null)}>
          {t('recycle.merchant.allGames')}
        </Text>
        {games.map((g) => (
          <Text key={g.id} className={'game-chip game-chip--' + g.id + (gameId === g.id ? ' game-chip--active' : '')} onClick={() => setGameId(g.id)}>
            {g.name}
          </Text>
        ))}
      </ScrollView>
      <PagedList
        list={list}
        keyOf={(o) => o.id}
        emptyText={t('recycle.merchant.openEmpty')}
        renderItem={(o) => {
          const row = withSent(o)
          return <OpeningRow opening={row} onQuote={() => setQuoting(row)} />
        }}
      />
      <QuotePopup
        opening={quoting}
        onClose={() => setQuoting(null)}
        onQuoted={(q) => {
          setSent((s) => ({ ...s, [q.requestId]: q }))
          setQuoting(null)
        }}
        onStale={() => {
          setQuoting(null)
          void list.reload()
        }}
      />
    </View>
  )
}

export default observer(MerchantOpenings)
