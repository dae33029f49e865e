import { View, Text, Image } from '@tarojs/components'
import { Button, TabPane, Tabs, Tag } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { Offer, OfferRespondInput } from '../../../../contract/offers'
import { respondOffer, listOffers } from '../../../api/offer'
import { assetUrl } from '../../../api/request'
import LoginPrompt from '../../../components/LoginPrompt'
import PagedList from '../../../components/PagedList'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/offer'
import { useStores } from '../../../stores'
import { formatDate } from '../../../utils/date'
import { confirm } from '../../../utils/dialog'
import { usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { errorText, showError, showMessage } from '../../../utils/toast'
import { usePagedList } from '../../../utils/usePagedList'
import CounterPopup, { yuanOf } from './CounterPopup'
import './index.scss'

type Role = 'buyer' | 'seller'
const ROLES: Role[] = ['buyer', 'seller']

const TAG: Record<Offer['status'], 'default' | 'primary' | 'success' | 'danger' | 'warning'> = {
  pending_seller: 'warning',
  pending_buyer: 'warning',
  accepted: 'success',
  ordered: 'primary',
  declined: 'default',
  expired: 'default',
  lapsed: 'default',
}

function stepText(s: Offer['steps'][number]): string {
  const who = t(('offer.step.' + s.by) as MessageKey)
  const what = t(('offer.step.' + s.action) as MessageKey, { amount: s.amount === null ? '' : yuanOf(s.amount) })
  return `${who} ${what}` + (s.message ? `: ${s.message}` : '')
}

interface RowProps {
  offer: Offer
  busy: boolean
  onAnswer: (o: Offer, input: OfferRespondInput) => void
  onCounter: (o: Offer) => void
}

function OfferRow({ offer: o, busy, onAnswer, onCounter }: RowProps) {
  const act = (fn: () => void) => (e: { stopPropagation: () => void }) => {
    e.stopPropagation()
    if (!busy) fn()
  }
  const rounds = o.role === 'buyer' ? o.buyerRounds : o.sellerRounds
  return (
    <View className={'card offer-row offer-row--' + o.status} onClick={() => void navigateTo('goodDetail', { id: o.goodsId })}>
      <View className='offer-row__main'>
        {o.cover ? <Image className='offer-row__cover' src={assetUrl(o.cover)} mode='aspectFit' lazyLoad /> : null}
        <View className='offer-row__body'>
          <Text className='offer-row__title'>{o.title}</Text>
          <View className='offer-row__line'>
            <Text className='offer-row__amount'>{t('offer.current', { amount: yuanOf(o.amount) })}</Text>
            <Tag className='offer-row__status' type={TAG[o.status]}>
              {t(('offer.status.' + o.status) as MessageKey)}
            </Tag>
          </View>
          <Text className='muted offer-row__meta'>
            {t('offer.listPrice', { price: yuanOf(o.listPrice) })} · {t('offer.rounds', { buyer: o.buyerRounds, seller: o.sellerRounds, max: o.maxRounds })}
          </Text>
          {o.expiresAt ? <Text className='muted offer-row__meta'>{t('offer.until', { time: formatDate(o.expiresAt, true) })}</Text> : null}
          {o.holdUntil ? <Text className='muted offer-row__meta'>{t('offer.holdUntil', { time: formatDate(o.holdUntil, true) })}</Text> : null}
        </View>
      </View>
      <View className='offer-row__steps'>
        {o.steps.map((s, i) => (
          <Text key={i} className='muted offer-row__step'>
            {stepText(s)}
          </Text>
        ))}
      </View>
      {o.myTurn || (o.role === 'buyer' && (o.status === 'accepted' || o.status === 'pending_seller')) ? (
        <View className='offer-row__actions'>
          {o.myTurn && rounds < o.maxRounds ? (
            <Button size='small' fill='outline' className='offer-act-counter' onClick={act(() => onCounter(o))}>
              {t('offer.counter')}
            </Button>
          ) : null}
          {o.myTurn || o.status === 'pending_seller' ? (
            <Button size='small' fill='outline' className='offer-act-decline' onClick={act(() => onAnswer(o, { action: 'decline' }))}>
              {t('offer.decline')}
            </Button>
          ) : null}
          {o.myTurn ? (
            <Button size='small' type='primary' className='offer-act-accept' onClick={act(() => onAnswer(o, { action: 'accept' }))}>
              {t('offer.accept')}
            </Button>
          ) : null}
          {o.role === 'buyer' && o.status === 'accepted' ? (
            <Button size='small' type='primary' className='offer-act-pay' onClick={act(() => void navigateTo('sureOrder', { goodsId: o.goodsId, offerId: o.id }))}>
              {t('offer.pay')}
            </Button>
          ) : null}
        </View>
      ) : null}
    </View>
  )
}

/** 我的议价: /index/other/myOffers?tab=buyer|seller. My offers as buyer and as seller, each answered in place. */
function MyOffersPage() {
  usePageTitle('myOffers')
  const loggedIn = useRequireLogin('myOffers')
  const { locale } = useStores()
  const query = useQuery()
  const [role, setRole] = useState<Role>(query.tab === 'seller' ? 'seller' : 'buyer')
  const list = usePagedList((pageNum, pageSize) => (loggedIn ? listOffers(role, pageNum, pageSize) : Promise.resolve({ rows: [], total: 0 })), [role, loggedIn, locale.locale])
  const [updated, setUpdated] = useState<Record<number, Offer>>({})
  const [busyId, setBusyId] = useState<number | null>(null)
  const [countering, setCountering] = useState<Offer | null>(null)
  const [counterError, setCounterError] = useState('')

  if (!loggedIn) return <LoginPrompt from='myOffers' />

  const answer = async (o: Offer, input: OfferRespondInput) => {
    if (input.action === 'decline' && !(await confirm(t('offer.decline.confirm')))) return
    setBusyId(o.id)
    try {
      const fresh = await respondOffer(o.id, input)
      setUpdated((u) => ({ ...u, [fresh.id]: fresh }))
      showMessage(t(('offer.status.' + fresh.status) as MessageKey))
      setCountering(null)
    } catch (e) {
      if (input.action === 'counter') setCounterError(errorText(e))
      showError(e)
      void list.reload()
    } finally {
      setBusyId(null)
    }
  }

  return (
    <View className='page page--plain my-offers-page'>
      <Tabs className='my-offers-tabs' value={role} onChange={(v) => setRole(v as Role)} activeType='line' align='left'>
        {ROLES.map((k) => (
          <TabPane key={k} value={k} title={t(('offer.tab.' + k) as MessageKey)} />
        ))}
      </Tabs>
      <PagedList
        list={list}
        keyOf={(o) => o.id}
        emptyText={t('offer.empty')}
        emptyAction='browse'
        renderItem={(row) => (
          <OfferRow
            offer={updated[row.id] ?? row}
            busy={busyId === row.id}
            onAnswer={(o, input) => void answer(o, input)}
            onCounter={(o) => {
              setCounterError('')
              setCountering(o)
            }}
          />
        )}
      />
      <CounterPopup
        offer={countering}
        saving={busyId !== null}
        serverError={counterError}
        onSubmit={(fen, message) => countering && void answer(countering, { action: 'counter', amount: fen, message: message || undefined })}
        onClose={() => setCountering(null)}
      />
    </View>
  )
}

export default observer(MyOffersPage)
