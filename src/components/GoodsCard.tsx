import { View, Text, Image } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import type { AccountRealName, CompensationLevel, GoodsStatus, GoodsSummary, SellerStanding } from '../../contract/types'
import { t, type MessageKey } from '../locales'
import '../locales/catalog'
import { formatFen } from '../utils/format'
import { imgAlt } from '../utils/imgAlt'
import { listedAgo, viewsShort } from '../utils/listedAgo'
import { rateText } from '../utils/sellerStats'
import { thumbUrl } from '../../contract/images'
import './GoodsCard.scss'

export const compensationText = (c: CompensationLevel) => t(('goods.compensation.' + c) as MessageKey)
/** how the game account is real-name registered, as a buyer reads it */
export const accountRealNameText = (v: AccountRealName) => t(('goods.arn.' + v) as MessageKey)
export const statusText = (s: GoodsStatus) => t(('goods.status.' + s) as MessageKey)

/** The seller's standing as a card says it: '好评 98%' once rated, else '新卖家' (never a blank or 暂无). */
export function standingText(s: SellerStanding): string {
  return s.positiveRate === null ? t('goods.card.newSeller') : t('goods.card.positive', { rate: rateText(s.positiveRate) })
}

interface Props {
  goods: GoodsSummary
  onClick?: () => void
  /** a line under the card body (e.g. when it was favourited) */
  note?: string
  /** actions at the right of the note line */
  extra?: ReactNode
  /** how far below its valuation the price is (percent), when the server says it truly is */
  belowPercent?: number | null
}

/**
 * A listing in a list, dense enough for five or more to a phone screen: cover, title, highlights, a trust line
 * (the seller's positive rate or 新卖家, the 包赔 tier, when it was listed, how many viewed it), price and region.
 * Listings not on sale say so on the cover.
 */
function GoodsCard({ goods, onClick, note, extra, belowPercent }: Props) {
  const offSale = goods.status !== 'on_sale'
  const standing = goods.sellerStanding
  const when = listedAgo(goods.publishedAt)
  const facts = [when, t('goods.card.viewed', { n: viewsShort(goods.views) })].filter(Boolean).join(' · ')
  return (
    <View className={'goods-card' + (offSale ? ' goods-card--off' : '')} onClick={onClick}>
      <View className='goods-card__main'>
        <View className='goods-card__cover-box'>
          <Image className='goods-card__cover' src={thumbUrl(goods.cover)} mode='aspectFit' lazyLoad {...imgAlt('')} />
          {offSale ? <Text className='goods-card__status'>{statusText(goods.status)}</Text> : null}
        </View>
        <View className='goods-card__body'>
          <Text className='goods-card__title'>{goods.title}</Text>
          {goods.highlights.length > 0 ? (
            <View className='goods-card__highlights'>
              {goods.highlights.slice(0, 3).map((h) => (
                <Text key={h} className='goods-card__highlight'>
                  {h}
                </Text>
              ))}
            </View>
          ) : null}
          <View className='goods-card__trust'>
            {standing ? (
              <Text className={'goods-card__standing' + (standing.positiveRate === null ? ' goods-card__standing--new' : '')}>
                {standingText(standing)}
              </Text>
            ) : null}
            {goods.compensation !== 'none' ? (
              <Text className={'goods-card__badge goods-card__badge--' + goods.compensation}>
                {t(('goods.card.comp.' + goods.compensation) as MessageKey)}
              </Text>
            ) : null}
            <Text className='goods-card__facts'>{facts}</Text>
          </View>
          <View className='goods-card__bottom'>
            <Text className='goods-card__price'>{formatFen(goods.price)}</Text>
            {belowPercent && !offSale ? <Text className='goods-card__below'>{t('goods.belowValuation', { n: belowPercent })}</Text> : null}
            <Text className='goods-card__region'>{[goods.gameName, goods.region].filter(Boolean).join(' · ')}</Text>
          </View>
        </View>
      </View>
      {note || extra ? (
        <View className='goods-card__foot'>
          <Text className='goods-card__note'>{note}</Text>
          {extra}
        </View>
      ) : null}
    </View>
  )
}

export default observer(GoodsCard)
