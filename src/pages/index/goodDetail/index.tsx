import { View, Text, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { NoticeType, type AttrValue, type GoodsAttr, type GoodsDetail } from '../../../../contract/types'
import { openPresale } from '../../../api/chat'
import { addFavourite, bootListing, getGoods, listRecommended, removeFavourite } from '../../../api/goods'
import { getNoticeDocument } from '../../../api/notice'
import { getRentTerms } from '../../../api/rent'
import { checkListing } from '../../../api/listingValuation'
import PriceHistoryEntry from '../../../components/PriceHistoryEntry'
import Avatar from '../../../components/Avatar'
import GoodsCard, { accountRealNameText, compensationText, statusText } from '../../../components/GoodsCard'
import PageState from '../../../components/PageState'
import RichContent from '../../../components/RichContent'
import { t } from '../../../locales'
import '../../../locales/catalog'
import { useStores } from '../../../stores'
import { formatFen } from '../../../utils/format'
import { imgAlt } from '../../../utils/imgAlt'
import { formatDate } from '../../../utils/date'
import { useLoad, usePageTitle, useQuery } from '../../../utils/hooks'
import { navigateTo, pageUrl } from '../../../utils/nav'
import { loginFirst } from '../../../utils/loginGate'
import { noteLeft, pageBelow } from '../../../utils/pageTrail'
import { copyText, showError, showMessage } from '../../../utils/toast'
import { termsText } from '../../../utils/rentTerms'
import { handoverText, rateText } from '../../../utils/sellerStats'
import Bindings from './Bindings'
import ProtectionCard from '../../../components/ProtectionCard'
import { imageViewerPart, offerSheetPart, rentSheetPart } from './detailParts'
import { getOfferTerms } from '../../../api/offer'
import { OFFER_LIVE } from '../../../../contract/offers'
import '../../../locales/offerSheet'
import Carousel from '../../../components/Carousel'
import LightButton from '../../../components/LightButton'
import { useLazyPart } from '../../../utils/lazyPart'
import { useFirstScreenHandover } from '../../../utils/firstScreen'
import { displayUrl } from '../../../../contract/images'
import './index.scss'
import '../../../locales/rent'
import '../../../locales/chat'
import '../../../locales/seller'
import '../../../locales/protection'

function attrText(value: AttrValue, attr: GoodsAttr, en: boolean): string {
  // the server labels values in the request's language; the value itself is the fallback
  const show = (x: string) => attr.valueLabels?.[x] ?? x
  const v = Array.isArray(value) ? value.map(show).join(en ? ', ' : '、') : show(String(value))
  return attr.unit ? v + ' ' + attr.unit : v
}

/** Why the buy button is off, or '' when the listing can be bought. */
function notBuyableText(g: GoodsDetail, myId: number | undefined): string {
  if (g.buyable) return ''
  if (g.status === 'sold') return t('goods.soldOut')
  if (myId !== undefined && g.seller.id === myId) return t('goods.own')
  return g.status === 'on_sale' ? t('goods.unavailable') : statusText(g.status)
}

/** A listing: gallery with viewer, price, region, attributes, seller, notes, favourite, share, buy. */
function GoodDetailPage() {
  usePageTitle('goodDetail')
  const { session, locale } = useStores()
  const query = useQuery()
  // an id that is not a listing number shows the not-found state without asking the server
  const id = /^[1-9]\d{0,9}$/.test(query.id ?? '') ? query.id : ''
  const rentQuery = query.rent
  // a logged-out visitor's first frame comes with the page (what a logged-in one sees is their own: favourite, buyable)
  const { data: goods, loading, error, retryable, reload } = useLoad(
    () => (id ? getGoods(id) : Promise.resolve(null)),
    [id, session.isLoggedIn, locale.locale],
    undefined,
    () => (id && !session.isLoggedIn ? bootListing(id) : undefined),
  )
  const seeded = useRef(!!goods && loading === false)
  useEffect(() => {
    // the page's data came with it: the view is still counted, by the same call a visit always makes
    if (seeded.current) void reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const mayDraw = useFirstScreenHandover(!!goods || !loading)
  const notes = useLoad(() => getNoticeDocument(NoticeType.tradingNotes).catch(() => null), [locale.locale])
  const intro = useLoad(() => getNoticeDocument(NoticeType.compensation).catch(() => null), [locale.locale])
  const recommended = useLoad(() => (id ? listRecommended(Number(id)).catch(() => []) : Promise.resolve([])), [id, locale.locale])
  // terms only of a listing offered for rent (any other answers 404): otherwise no rent card, no rent button
  const rentTerms = useLoad(() => (goods?.rentable ? getRentTerms(goods.id).catch(() => null) : Promise.resolve(null)), [goods?.id, goods?.rentable])
  // "低于估价 N%" only when the server finds it truly below a confident valuation; nothing when it cannot be had
  const priceCheck = useLoad(() => (goods?.status === 'on_sale' ? checkListing(goods.id).catch(() => null) : Promise.resolve(null)), [goods?.id, goods?.status])
  const belowPercent = priceCheck.data?.belowPercent ?? null
  const [renting, setRenting] = useState(false)
  // 议价: whether the listing takes offers, and my own offer on it (none of a listing that cannot be found)
  const offerTerms = useLoad(() => (goods ? getOfferTerms(goods.id).catch(() => null) : Promise.resolve(null)), [goods?.id, session.isLoggedIn])
  const [offering, setOffering] = useState(false)
  const OfferSheet = useLazyPart(offerSheetPart, offering)
  const [favourite, setFavourite] = useState(false)
  const [saving, setSaving] = useState(false)
  const [asking, setAsking] = useState(false)
  const [viewing, setViewing] = useState<number | null>(null)
  const [slide, setSlide] = useState(0)
  const ImageViewer = useLazyPart(imageViewerPart, viewing !== null)
  const RentSheet = useLazyPart(rentSheetPart, renting)

  useEffect(() => {
    if (goods) setFavourite(goods.favourite)
  }, [goods])

  // from the rent list (?rent=1): the sheet opens by itself once, when the listing can be rented
  const autoRent = useRef(rentQuery === '1')
  useEffect(() => {
    if (!autoRent.current || !goods || !rentTerms.data) return
    autoRent.current = false
    if (session.isLoggedIn && !notBuyableText(goods, session.profile?.id)) setRenting(true)
  }, [goods, rentTerms.data, session])

  // goodList keeps its state only when this page closes back onto it (see pageTrail)
  const returnsTo = useRef(pageBelow())
  Taro.useUnload(() => {
    noteLeft(returnsTo.current === undefined || returnsTo.current === 'goodList' ? 'goodDetail' : null)
  })

  Taro.useShareAppMessage(() => ({
    title: goods?.title ?? '',
    path: pageUrl('goodDetail', { id }),
    imageUrl: goods?.cover,
  }))

  if (!mayDraw) return <View className='page page--plain goods-detail' />
  if (!id || (!goods && (loading || error))) {
    return (
      <View className='page page--plain'>
        <PageState loading={!!id && loading} error={id ? error : t('goods.notFound')} onRetry={retryable && id ? () => void reload() : undefined} />
      </View>
    )
  }
  if (!goods) return null

  // the viewer and the gallery load the display size of an uploaded picture (see contract/images.ts)
  const images = (goods.images.length > 0 ? goods.images : [goods.cover]).map(displayUrl)
  const blocked = notBuyableText(goods, session.profile?.id)

  const openViewer = (i: number) => {
    if (process.env.TARO_ENV === 'h5') setViewing(i)
    else void Taro.previewImage({ current: images[i], urls: images })
  }

  const openRent = () => {
    if (blocked) return
    if (loginFirst('goodDetail', 'rent')) setRenting(true)
  }

  const toggleFavourite = async () => {
    if (!loginFirst('goodDetail', 'favourite')) return
    if (saving) return
    setSaving(true)
    const next = !favourite
    try {
      if (next) await addFavourite(goods.id)
      else await removeFavourite(goods.id)
      setFavourite(next)
      showMessage(t(next ? 'goods.favouriteAdded' : 'goods.favouriteRemoved'))
    } catch (e) {
      showError(e)
    } finally {
      setSaving(false)
    }
  }

  // 咨询: the buyer's pre-sale room on this listing (the same one again on a later ask)
  const myId = session.profile?.id
  const canAsk = goods.status === 'on_sale' && !(myId !== undefined && goods.seller.id === myId)
  const ask = async () => {
    if (!loginFirst('goodDetail', 'chat') || asking) return
    setAsking(true)
    try {
      const room = await openPresale(goods.id)
      void navigateTo('room', { id: room.id })
    } catch (e) {
      showError(e)
    } finally {
      setAsking(false)
    }
  }

  const share = () => {
    if (process.env.TARO_ENV === 'h5') {
      const url = typeof location !== 'undefined' ? location.href : ''
      void copyText(url, t('goods.shareCopied'))
    } else {
      Taro.showShareMenu({ withShareTicket: false }).catch(() => undefined)
      showMessage(t('goods.shareHint'))
    }
  }

  const region = [goods.systemName, goods.carrierName, goods.areaName, goods.serverName].filter(Boolean).join(' / ') || goods.region

  return (
    <View className='page page--plain goods-detail'>
      <View className='gallery-box'>
        <Carousel
          className='gallery'
          onChange={setSlide}
          keyOf={(i) => images[i] + i}
          slides={images.map((src, i) => (
            <Image key={src + i} className='gallery__img' src={src} mode='aspectFit' lazyLoad={i > 0} onClick={() => openViewer(i)} {...imgAlt(t('goods.photoAlt', { n: i + 1 }), i === 0 ? 'high' : undefined)} />
          ))}
        />
        <Text className='gallery__count'>
          {slide + 1}/{images.length}
        </Text>
      </View>

      <View className='card goods-head'>
        <View className='goods-head__price-row'>
          <Text className='goods-head__price'>{formatFen(goods.price)}</Text>
          {goods.status !== 'on_sale' ? <Text className='goods-head__status'>{statusText(goods.status)}</Text> : null}
          {belowPercent ? <Text className='goods-head__below'>{t('goods.belowValuation', { n: belowPercent })}</Text> : null}
          {offerTerms.data && (offerTerms.data.enabled || (offerTerms.data.mine && (OFFER_LIVE.includes(offerTerms.data.mine.status) || offerTerms.data.mine.status === 'accepted'))) ? (
            <LightButton
              className='offer-btn'
              fill='outline'
              size='small'
              onClick={() => {
                if (loginFirst('goodDetail', 'buy', { id: goods.id })) setOffering(true)
              }}
            >
              {t('offer.btn')}
            </LightButton>
          ) : null}
        </View>
        <Text className='goods-head__title'>{goods.title}</Text>
        <View className='goods-head__meta'>
          <Text>{t('goods.no', { no: goods.goodsNo })}</Text>
          <Text>{t('goods.views', { n: goods.views })}</Text>
        </View>
        <View className='goods-head__tags'>
          <Text className='goods-tag'>{goods.gameName}</Text>
          <Text className={'goods-tag goods-tag--' + goods.compensation}>{compensationText(goods.compensation)}</Text>
        </View>
      </View>

      {goods.protection ? <ProtectionCard protection={goods.protection} /> : null}

      {rentTerms.data ? (
        <View className='card rent-card'>
          <Text className='detail-title'>{t('rent.detail.title')}</Text>
          <Text className='rent-card__line'>{termsText(rentTerms.data)}</Text>
          <Text className='muted'>{t('rent.detail.tip')}</Text>
        </View>
      ) : null}

      <View className='card'>
        <View className='kv'>
          <Text className='kv__k'>{t('goods.region')}</Text>
          <Text className='kv__v'>{region}</Text>
        </View>
        {goods.accountRealName ? (
          <View className='kv kv--account-real-name'>
            <Text className='kv__k'>{t('goods.accountRealName')}</Text>
            <Text className='kv__v'>{accountRealNameText(goods.accountRealName)}</Text>
          </View>
        ) : null}
        <Bindings bindings={goods.bindings} />
        {goods.attrs.length > 0 ? <Text className='detail-title'>{t('goods.attrs')}</Text> : null}
        {goods.attrs.map((a) => (
          <View key={a.key} className='kv'>
            <Text className='kv__k'>{a.label}</Text>
            <Text className='kv__v'>{attrText(a.value, a, locale.locale === 'en-US')}</Text>
          </View>
        ))}
      </View>

      <PriceHistoryEntry gameId={goods.gameId} mark={goods.price} />

      {goods.description ? (
        <View className='card'>
          <Text className='detail-title'>{t('goods.description')}</Text>
          <Text className='goods-desc'>{goods.description}</Text>
        </View>
      ) : null}

      <View className='card seller' onClick={() => void navigateTo('seller', { id: goods.seller.id })}>
        <Avatar className='seller__avatar' name={goods.seller.nickname} src={goods.seller.avatar} />
        <View className='seller__body'>
          <View className='seller__name'>
            <Text>{goods.seller.nickname}</Text>
            {goods.seller.verified ? <Text className='seller__badge'>{t('goods.sellerVerified')}</Text> : null}
          </View>
          <View className='seller__meta seller__stats'>
            {[
              t('seller.line.positive', { rate: rateText(goods.seller.stats.positiveRate) }),
              t('seller.line.trades', { n: goods.seller.stats.completedTrades }),
              t('seller.line.handover', { time: handoverText(goods.seller.stats.avgHandoverMinutes) }),
            ].map((line, i) => (
              // a figure never breaks inside itself: the line wraps between figures
              <Text key={i} className='seller__stat'>
                {(i > 0 ? ' · ' : '') + line}
              </Text>
            ))}
          </View>
          <Text className='seller__meta'>{t('goods.sellerSince', { date: formatDate(goods.seller.memberSince) })}</Text>
        </View>
        <Text className='seller__open'>{t('seller.open')} ›</Text>
      </View>

      {notes.data ? (
        <View className='card'>
          <Text className='detail-title'>{t('goods.notes')}</Text>
          <RichContent html={notes.data.content} />
        </View>
      ) : null}
      {intro.data ? (
        <View className='card'>
          <Text className='detail-title'>{t('goods.compensationIntro')}</Text>
          <RichContent html={intro.data.content} />
          <Text className='link baopei-stats-link' onClick={() => void navigateTo('baopeiStats')}>
            {t('protect.stats.link')}
          </Text>
        </View>
      ) : null}

      {recommended.data && recommended.data.length > 0 ? (
        <View className='recommend'>
          <View className='section-title'>{t('goods.recommend')}</View>
          {recommended.data.map((g) => (
            <GoodsCard key={g.id} goods={g} onClick={() => void navigateTo('goodDetail', { id: g.id })} />
          ))}
        </View>
      ) : null}

      <View className='buy-bar'>
        <View className={'buy-bar__icon fav-btn' + (favourite ? ' buy-bar__icon--on' : '')} onClick={() => void toggleFavourite()}>
          <Text className='buy-bar__glyph'>{favourite ? '★' : '☆'}</Text>
          <Text className='buy-bar__label'>{favourite ? t('goods.favourited') : t('goods.favourite')}</Text>
        </View>
        <View className='buy-bar__icon share-btn' onClick={share}>
          <Text className='buy-bar__glyph'>⇪</Text>
          <Text className='buy-bar__label'>{t('goods.share')}</Text>
        </View>
        {canAsk ? (
          <View className='buy-bar__icon ask-btn' onClick={() => void ask()}>
            <View className='buy-bar__glyph ask-btn__icon' />
            <Text className='buy-bar__label'>{t('chat.consult')}</Text>
          </View>
        ) : null}
        {rentTerms.data ? (
          <LightButton className='rent-btn' fill='outline' disabled={!!blocked} onClick={openRent}>
            {t('rent.detail.rent')}
          </LightButton>
        ) : null}
        <LightButton
          className='buy-btn'
          disabled={!!blocked}
          onClick={() => {
            if (!blocked && loginFirst('goodDetail', 'buy')) void navigateTo('sureOrder', { goodsId: goods.id })
          }}
        >
          {blocked || t('goods.buy')}
        </LightButton>
      </View>

      {offerTerms.data && OfferSheet ? (
        <OfferSheet goodsId={goods.id} terms={offerTerms.data} open={offering} onClose={() => setOffering(false)} onChanged={() => void offerTerms.reload()} />
      ) : null}
      {ImageViewer ? <ImageViewer images={images} index={viewing} onClose={() => setViewing(null)} /> : null}
      {rentTerms.data && RentSheet ? (
        <RentSheet
          goodsId={goods.id}
          terms={rentTerms.data}
          open={renting}
          onClose={() => setRenting(false)}
          onConflict={() => {
            setRenting(false)
            void reload()
            void rentTerms.reload()
          }}
        />
      ) : null}
    </View>
  )
}

export default observer(GoodDetailPage)
