import { Text, View } from '@tarojs/components'
import { Segmented, TabPane, Tabs } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { SELLER_WAITING, type SellerWaiting } from '../../../../contract/orders'
import type { OrderRole, OrderTab } from '../../../../contract/types'
import { listMyOrders } from '../../../api/order'
import LoginPrompt from '../../../components/LoginPrompt'
import OrderCard from '../../../components/OrderCard'
import PagedList from '../../../components/PagedList'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/order'
import { usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { usePagedList } from '../../../utils/usePagedList'
import './index.scss'

const TABS: OrderTab[] = ['all', 'pending_payment', 'in_progress', 'completed', 'after_sale', 'cancelled']
const ROLES: OrderRole[] = ['buyer', 'seller']

/**
 * My orders: /index/other/myOrder?tab=&role=&waiting= . Tabs by status, bought or sold, paged; `waiting` (from
 * 我的's prompts) lists only the sales waiting for me, until cleared.
 */
function MyOrderPage() {
  usePageTitle('myOrder')
  const loggedIn = useRequireLogin('myOrder')
  const query = useQuery()
  const [tab, setTab] = useState<OrderTab>(TABS.includes(query.tab as OrderTab) ? (query.tab as OrderTab) : 'all')
  const [waiting, setWaiting] = useState<SellerWaiting | null>(
    SELLER_WAITING.includes(query.waiting as SellerWaiting) ? (query.waiting as SellerWaiting) : null,
  )
  const [role, setRole] = useState<OrderRole>(query.role === 'seller' || waiting ? 'seller' : 'buyer')
  const list = usePagedList(
    (pageNum, pageSize) => (loggedIn ? listMyOrders(tab, role, pageNum, pageSize, waiting) : Promise.resolve({ rows: [], total: 0 })),
    [tab, role, waiting, loggedIn],
  )

  if (!loggedIn) return <LoginPrompt from='myOrder' />

  return (
    <View className='page page--plain my-order-page'>
      <View className='my-order-head'>
        <View className='role-switch seg-light'>
          <Segmented
            value={role}
            options={ROLES.map((r) => ({ label: t(('order.role.' + r) as MessageKey), value: r, className: 'role-' + r }))}
            onChange={(v) => {
              setRole(v as OrderRole)
              setWaiting(null)
            }}
          />
        </View>
        {waiting ? (
          <View className='waiting-filter'>
            <Text className={'waiting-filter__name waiting-' + waiting}>{t(('order.waiting.' + waiting) as MessageKey)}</Text>
            <Text className='link waiting-filter__clear' onClick={() => setWaiting(null)}>
              {t('order.waitingAll')} ›
            </Text>
          </View>
        ) : null}
        <Tabs className='order-tabs' value={tab} onChange={(v) => setTab(v as OrderTab)} activeType='line' align='left'>
          {TABS.map((k) => (
            <TabPane key={k} value={k} title={t(('order.tab.' + k) as MessageKey)} />
          ))}
        </Tabs>
      </View>
      <PagedList list={list} keyOf={(o) => o.id} emptyText={t('order.empty')} emptyAction={role === 'seller' ? 'sell' : 'browse'} renderItem={(o) => <OrderCard order={o} />} />
    </View>
  )
}

export default observer(MyOrderPage)
