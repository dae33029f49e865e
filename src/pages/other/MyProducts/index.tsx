import { View, Text, Image } from '@tarojs/components'
import { Button, TabPane, Tabs, Tag } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { MyGoods, MyGoodsTab } from '../../../../contract/types'
import { delistGoods, editGoodsPrice, listMyGoods, relistGoods } from '../../../api/selling'
import { assetUrl } from '../../../api/request'
import { correctToInspection, getSellerInspection, requestInspection } from '../../../api/inspection'
import { statusText } from '../../../components/GoodsCard'
import LoginPrompt from '../../../components/LoginPrompt'
import PagedList from '../../../components/PagedList'
import { t, type MessageKey } from '../../../locales'
import { useStores } from '../../../stores'
import { confirm } from '../../../utils/dialog'
import { formatFen } from '../../../utils/format'
import { usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { errorText, showError, showMessage } from '../../../utils/toast'
import { useMyGoodsUpdates } from '../../../utils/myGoodsUpdates'
import { usePagedList } from '../../../utils/usePagedList'
import EditPricePopup from './EditPricePopup'
import RentPopup from './RentPopup'
import OfferSettingsPopup from './OfferSettingsPopup'
import '../../../locales/offer'
import './index.scss'
import '../../../locales/selling'
import '../../../locales/rent'
import '../../../locales/seller'
import '../../../locales/inspection'

const TABS: MyGoodsTab[] = ['all', 'pending_review', 'on_sale', 'off_shelf', 'sold', 'rejected']

const TAG_TYPE: Record<MyGoods['status'], 'default' | 'primary' | 'info' | 'success' | 'danger' | 'warning'> = {
  pending_review: 'warning',
  on_sale: 'success',
  off_shelf: 'default',
  reserved: 'primary',
  sold: 'info',
  rejected: 'danger',
}

interface RowProps {
  goods: MyGoods
  busy: boolean
  onOpen: () => void
  onDelist: () => void
  onRelist: () => void
  onEditPrice: () => void
  onRent: () => void
  onCredentials: () => void
  onInspect: () => void
  onOffers: () => void
}

function ProductRow({ goods: g, busy, onOpen, onDelist, onRelist, onEditPrice, onRent, onCredentials, onInspect, onOffers }: RowProps) {
  // the actions sit inside the row: a tap on one must not also open the listing
  const act = (fn: () => void) => (e: { stopPropagation: () => void }) => {
    e.stopPropagation()
    if (!busy) fn()
  }
  return (
    <View className={'my-product my-product-' + g.id + ' my-product--' + g.status} onClick={onOpen}>
      <View className='my-product__main'>
        <Image className='my-product__cover' src={assetUrl(g.cover)} mode='aspectFit' lazyLoad />
        <View className='my-product__body'>
          <Text className='my-product__title'>{g.title}</Text>
          <View className='my-product__line'>
            <Text className='my-product__price'>{formatFen(g.price)}</Text>
            <Tag className='my-product__status' type={TAG_TYPE[g.status]}>
              {statusText(g.status)}
            </Tag>
          </View>
          <Text className='muted my-product__proceeds'>{t('selling.my.proceeds', { amount: formatFen(g.proceeds) })}</Text>
          {g.status === 'reserved' || g.activeOrderId ? <Text className='muted my-product__order'>{t('selling.my.activeOrder')}</Text> : null}
        </View>
      </View>
      {g.status === 'rejected' && g.rejectReason ? (
        <Text className='my-product__reason'>{t('selling.my.rejectReason', { reason: g.rejectReason })}</Text>
      ) : null}
      {g.credentialsStale ? <Text className='my-product__reason my-product__stale'>{t('seller.stale.reason')}</Text> : null}
      {g.canDelist || g.canRelist || g.canEditPrice || g.credentialsStale ? (
        <View className='my-product__actions'>
          {g.canEditPrice ? (
            <Button size='small' fill='outline' className='act-edit-price' onClick={act(onEditPrice)}>
              {t('selling.my.editPrice')}
            </Button>
          ) : null}
          {g.status === 'on_sale' ? (
            <Button size='small' fill='outline' className='act-rent' onClick={act(onRent)}>
              {t('rent.my.action')}
            </Button>
          ) : null}
          {g.status !== 'sold' && g.status !== 'reserved' ? (
            <Button size='small' fill='outline' className='act-inspect' onClick={act(onInspect)}>
              {t('inspection.request')}
            </Button>
          ) : null}
          {g.status === 'on_sale' ? (
            <Button size='small' fill='outline' className='act-offer' onClick={act(onOffers)}>
              {t('offer.settings.act')}
            </Button>
          ) : null}
          {g.canDelist ? (
            <Button size='small' fill='outline' className='act-delist' onClick={act(onDelist)}>
              {t('selling.my.delist')}
            </Button>
          ) : null}
          {g.credentialsStale ? (
            <Button size='small' type='primary' className='act-credentials' onClick={act(onCredentials)}>
              {t('seller.stale.action')}
            </Button>
          ) : null}
          {g.canRelist ? (
            <Button size='small' type='primary' className='act-relist' onClick={act(onRelist)}>
              {g.status === 'rejected' ? t('selling.my.resubmit') : t('selling.my.relist')}
            </Button>
          ) : null}
        </View>
      ) : null}
    </View>
  )
}

/** My listings: /index/other/MyProducts?tab= . Tabs by status, paged, with delist / relist / reprice in place. */
function MyProductsPage() {
  usePageTitle('MyProducts')
  const loggedIn = useRequireLogin('MyProducts')
  const { locale } = useStores()
  const query = useQuery()
  const [tab, setTab] = useState<MyGoodsTab>(TABS.includes(query.tab as MyGoodsTab) ? (query.tab as MyGoodsTab) : 'all')
  const list = usePagedList(
    (pageNum, pageSize) => (loggedIn ? listMyGoods(tab, pageNum, pageSize) : Promise.resolve({ rows: [], total: 0 })),
    [tab, loggedIn, locale.locale],
  )
  // rows as the server answered them after an action; the list keeps them where they are until it reloads
  const [updated, setUpdated] = useState<Record<number, MyGoods>>({})
  const [busyId, setBusyId] = useState<number | null>(null)
  const [pricing, setPricing] = useState<MyGoods | null>(null)
  const [priceError, setPriceError] = useState('')
  const [savingPrice, setSavingPrice] = useState(false)
  const [renting, setRenting] = useState<MyGoods | null>(null)
  const [offering, setOffering] = useState<MyGoods | null>(null)

  useEffect(() => setUpdated({}), [tab])
  // new credentials saved on the page opened from a row: that row shows the listing as it is now
  useMyGoodsUpdates((fresh) => setUpdated((u) => ({ ...u, [fresh.id]: fresh })))

  if (!loggedIn) return <LoginPrompt from='MyProducts' />

  const run = async (g: MyGoods, action: () => Promise<MyGoods>, done: (fresh: MyGoods) => string) => {
    setBusyId(g.id)
    try {
      const fresh = await action()
      setUpdated((u) => ({ ...u, [fresh.id]: fresh }))
      showMessage(done(fresh))
    } catch (e) {
      showError(e)
    } finally {
      setBusyId(null)
    }
  }

  const delist = async (g: MyGoods) => {
    if (!(await confirm(t('selling.my.delistConfirm')))) return
    await run(g, () => delistGoods(g.id), () => t('selling.my.delisted'))
  }

  // a listing never approved goes back to review rather than on sale: say what the server did
  const relist = (g: MyGoods) =>
    run(g, () => relistGoods(g.id), (fresh) => (fresh.status === 'on_sale' ? t('selling.my.relisted') : t('selling.my.resubmitted')))

  /**
   * 官方验号 from the seller's side: differences found are listed and can be taken into the listing; a report
   * without any opens; otherwise the inspection is requested (once).
   */
  const inspect = async (g: MyGoods) => {
    setBusyId(g.id)
    try {
      const view = await getSellerInspection(g.id)
      if (view.differs.length > 0) {
        const lines = view.differs.map((d) => `${d.label}：${d.declared ?? ''} → ${d.observed ?? t('inspection.notOk')}`)
        if (await confirm([t('inspection.differsTitle'), ...lines, '', t('inspection.correct') + '?'].join('\n'))) {
          await correctToInspection(g.id)
          showMessage(t('inspection.corrected'))
        }
      } else if (view.report) {
        void navigateTo('inspectionReport', { id: view.report.id })
      } else if (view.requested) {
        showMessage(t('inspection.requested'))
      } else {
        await requestInspection(g.id)
        showMessage(t('inspection.requestedOk'))
      }
    } catch (e) {
      showError(e)
    } finally {
      setBusyId(null)
    }
  }

  const savePrice = async (fen: number) => {
    if (!pricing || savingPrice) return
    setSavingPrice(true)
    setPriceError('')
    try {
      const fresh = await editGoodsPrice(pricing.id, fen)
      setUpdated((u) => ({ ...u, [fresh.id]: fresh }))
      setPricing(null)
      showMessage(t('selling.my.priceSaved'))
    } catch (e) {
      // shown in the sheet, which stays open with the price as typed
      setPriceError(errorText(e))
      showError(e)
    } finally {
      setSavingPrice(false)
    }
  }

  const empty = !list.loading && !list.error && list.rows.length === 0
  return (
    <View className='page page--plain my-products-page'>
      <View className='my-products-head'>
        <Tabs className='my-products-tabs' value={tab} onChange={(v) => setTab(v as MyGoodsTab)} activeType='line' align='left'>
          {TABS.map((k) => (
            <TabPane key={k} value={k} title={t(('selling.my.tab.' + k) as MessageKey)} />
          ))}
        </Tabs>
      </View>
      <PagedList
        list={list}
        keyOf={(g) => g.id}
        emptyText={t('selling.my.empty')}
        emptyAction='sell'
        renderItem={(row) => {
          const g = updated[row.id] ?? row
          return (
            <ProductRow
              goods={g}
              busy={busyId === g.id}
              onOpen={() => void navigateTo('goodDetail', { id: g.id })}
              onDelist={() => void delist(g)}
              onInspect={() => void inspect(g)}
              onRelist={() => void relist(g)}
              onEditPrice={() => {
                setPriceError('')
                setPricing(g)
              }}
              onRent={() => setRenting(g)}
              onOffers={() => setOffering(g)}
              onCredentials={() => void navigateTo('credentials', { id: g.id })}
            />
          )
        }}
      />
      {empty ? (
        <View className='my-products-empty'>
          <Button type='primary' className='my-products-sell' onClick={() => void navigateTo('sell')}>
            {t('selling.my.toSell')}
          </Button>
        </View>
      ) : null}
      <RentPopup goods={renting} onClose={() => setRenting(null)} />
      <OfferSettingsPopup goods={offering} onClose={() => setOffering(null)} />
      <EditPricePopup goods={pricing} saving={savingPrice} serverError={priceError} onSubmit={(fen) => void savePrice(fen)} onClose={() => setPricing(null)} />
    </View>
  )
}

export default observer(MyProductsPage)
