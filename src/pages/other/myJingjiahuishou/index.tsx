import { View } from '@tarojs/components'
import { Button, TabPane, Tabs } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { RecycleRequest, RecycleTab } from '../../../../contract/types'
import { cancelRecycle, listMyRecycles } from '../../../api/recycle'
import LoginPrompt from '../../../components/LoginPrompt'
import PagedList from '../../../components/PagedList'
import RecycleCard from '../../../components/RecycleCard'
import { t, type MessageKey } from '../../../locales'
import { confirm } from '../../../utils/dialog'
import { usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { showError, showMessage } from '../../../utils/toast'
import { usePagedList } from '../../../utils/usePagedList'
import './index.scss'
import '../../../locales/recycle'

const TABS: RecycleTab[] = ['all', 'open', 'accepted', 'completed', 'cancelled']

/** My recycling requests: /index/other/myJingjiahuishou?tab= . Tabs by status; quotes, cancel and the order per row. */
function MyRecyclePage() {
  usePageTitle('myJingjiahuishou')
  const loggedIn = useRequireLogin('myJingjiahuishou')
  const query = useQuery()
  const [tab, setTab] = useState<RecycleTab>(TABS.includes(query.tab as RecycleTab) ? (query.tab as RecycleTab) : 'all')
  const [busy, setBusy] = useState<number | null>(null)
  const list = usePagedList(
    (pageNum, pageSize) => (loggedIn ? listMyRecycles(tab, pageNum, pageSize) : Promise.resolve({ rows: [], total: 0 })),
    [tab, loggedIn],
  )

  if (!loggedIn) return <LoginPrompt from='myJingjiahuishou' />

  const cancel = async (r: RecycleRequest) => {
    if (busy !== null || !(await confirm(t('recycle.cancelConfirm')))) return
    setBusy(r.id)
    try {
      await cancelRecycle(r.id)
      showMessage(t('recycle.cancelDone'))
    } catch (e) {
      showError(e)
    } finally {
      setBusy(null)
    }
    // the row changes tab (or state, when it was accepted elsewhere meanwhile): show the server's list
    await list.reload()
  }

  return (
    <View className='page page--plain my-recycle-page'>
      <View className='my-recycle-head'>
        <Tabs className='recycle-tabs' value={tab} onChange={(v) => setTab(v as RecycleTab)} activeType='line' align='left'>
          {TABS.map((k) => (
            <TabPane key={k} value={k} title={t(('recycle.tab.' + k) as MessageKey)} />
          ))}
        </Tabs>
      </View>
      <PagedList
        list={list}
        keyOf={(r) => r.id}
        emptyText={t('recycle.empty')}
        emptyAction='recycle'
        renderItem={(r) => (
          <RecycleCard request={r} onClick={() => void navigateTo('commit', { id: r.id })}>
            {r.orderId && (r.status === 'accepted' || r.status === 'completed') ? (
              <Button size='small' fill='outline' className='recycle-order-btn' onClick={() => void navigateTo('orderDetail', { id: r.orderId })}>
                {t('recycle.viewOrder')}
              </Button>
            ) : null}
            {r.status === 'open' ? (
              <Button size='small' className='recycle-cancel-btn' loading={busy === r.id} onClick={() => void cancel(r)}>
                {t('recycle.cancel')}
              </Button>
            ) : null}
            <Button
              size='small'
              type='primary'
              fill='outline'
              className='recycle-quotes-btn'
              onClick={() => void navigateTo('jingjiahuishouPriceList', { id: r.id })}
            >
              {t('recycle.viewQuotes')}
            </Button>
          </RecycleCard>
        )}
      />
    </View>
  )
}

export default observer(MyRecyclePage)
