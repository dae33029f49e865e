import { View, Text } from '@tarojs/components'
import { Button, TabPane, Tabs } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import type { ClaimableOrder } from '../../../../contract/service'
import { NoticeType } from '../../../../contract/types'
import { getNoticeDocument } from '../../../api/notice'
import { listClaimableOrders, listMyClaims } from '../../../api/service'
import Article from '../../../components/Article'
import PagedList from '../../../components/PagedList'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import { useStores } from '../../../stores'
import { useLoad, usePageTitle, useQuery } from '../../../utils/hooks'
import { loginFirst } from '../../../utils/loginGate'
import { showMessage } from '../../../utils/toast'
import { usePagedList } from '../../../utils/usePagedList'
import ClaimableCard from './ClaimableCard'
import ClaimCard from './ClaimCard'
import ClaimFormView from './ClaimFormView'
import './index.scss'
import '../../../locales/service'
import '../../../locales/protection'
import { navigateTo } from '../../../utils/nav'

type Tab = 'terms' | 'apply' | 'mine'
const TABS: Tab[] = ['terms', 'apply', 'mine']
const TAB_KEY = { terms: 'service.claim.tabTerms', apply: 'service.claim.tabApply', mine: 'service.claim.tabMine' } as const

/** Logged out on 申请理赔 / 我的理赔: says why, then logs in over this page and comes back to the same tab. */
function LoginTip({ tab, orderId }: { tab: Tab; orderId?: string }) {
  return (
    <View className='card login-prompt baopei-login'>
      <Text className='login-prompt__text'>{t('service.claim.loginTip')}</Text>
      <Button type='primary' className='login-prompt__btn' onClick={() => loginFirst('baopei', 'claim', { tab, orderId })}>
        {t('service.claim.login')}
      </Button>
    </View>
  )
}

/**
 * 包赔服务: /index/other/baopei[?tab=apply|mine][&orderId=]. The compensation terms (notice type '5') for everyone;
 * with a session, the orders a claim can be made on (orderId opens its form) and my claims.
 */
function BaopeiPage() {
  usePageTitle('baopei')
  const { session, locale } = useStores()
  const loggedIn = session.isLoggedIn
  const query = useQuery()
  const [tab, setTab] = useState<Tab>(TABS.includes(query.tab as Tab) ? (query.tab as Tab) : query.orderId ? 'apply' : 'terms')
  const [claiming, setClaiming] = useState<ClaimableOrder | null>(null)
  const terms = useLoad(() => getNoticeDocument(NoticeType.compensation), [locale.locale])
  const eligible = useLoad(() => (loggedIn ? listClaimableOrders() : Promise.resolve([])), [loggedIn])
  const mine = usePagedList((pageNum, pageSize) => (loggedIn ? listMyClaims(pageNum, pageSize) : Promise.resolve({ rows: [], total: 0 })), [loggedIn])

  // ?orderId= (from an order) opens that order's form once, if a claim can be made on it
  const deepLinked = useRef(false)
  useEffect(() => {
    if (deepLinked.current || !eligible.data || !query.orderId) return
    deepLinked.current = true
    const hit = eligible.data.find((c) => String(c.order.id) === query.orderId)
    if (hit) setClaiming(hit)
  }, [eligible.data])

  const open = (c: ClaimableOrder) => {
    setClaiming(c)
    // the form replaces the list: start reading it from its top
    try {
      Taro.pageScrollTo({ scrollTop: 0, duration: 0 })?.catch?.(() => undefined)
    } catch {
      /* no page to scroll (tests) */
    }
  }

  const claimed = () => {
    showMessage(t('service.claim.submitted'))
    setClaiming(null)
    setTab('mine')
    void eligible.reload()
    void mine.reload()
  }

  const body = () => {
    if (tab === 'terms') {
      return (
        <>
          <PageState loading={terms.loading && !terms.data} error={terms.data ? '' : terms.error} onRetry={terms.retryable ? () => void terms.reload() : undefined} />
          <Text className='link baopei-stats-link' onClick={() => void navigateTo('baopeiStats')}>
            {t('protect.stats.link')}
          </Text>
          {terms.data ? <Article notice={terms.data} /> : null}
        </>
      )
    }
    if (!loggedIn) return <LoginTip tab={tab} orderId={query.orderId} />
    if (tab === 'mine') {
      return <PagedList list={mine} keyOf={(c) => c.id} emptyText={t('service.claim.mineEmpty')} emptyAction='browse' renderItem={(c) => <ClaimCard c={c} />} />
    }
    if (claiming) return null
    const rows = eligible.data ?? []
    return (
      <>
        <PageState
          loading={eligible.loading && !eligible.data}
          error={eligible.data ? '' : eligible.error}
          empty={!!eligible.data && rows.length === 0}
          emptyText={t('service.claim.eligibleEmpty')}
          onRetry={eligible.retryable ? () => void eligible.reload() : undefined}
        />
        {rows.map((c) => (
          <ClaimableCard key={c.order.id} c={c} onApply={() => open(c)} />
        ))}
      </>
    )
  }

  return (
    <View className='page page--plain baopei-page'>
      <Tabs className='baopei-tabs' value={tab} onChange={(v) => setTab(v as Tab)} activeType='line'>
        {TABS.map((k) => (
          <TabPane key={k} value={k} title={t(TAB_KEY[k])} />
        ))}
      </Tabs>
      {body()}
      {/* kept mounted while another tab is looked at, so a half-written claim survives a look at the terms */}
      {loggedIn && claiming ? (
        <View className={tab === 'apply' ? '' : 'baopei-hidden'}>
          <ClaimFormView target={claiming} onDone={claimed} onCancel={() => setClaiming(null)} />
        </View>
      ) : null}
    </View>
  )
}

export default observer(BaopeiPage)
