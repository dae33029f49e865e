import { View, Text } from '@tarojs/components'
import { Button, NoticeBar, Segmented, TabPane, Tabs } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { CouponKind, CouponRecord, CouponTemplate } from '../../contract/types'
import { autoClaimCoupons, listCouponTemplates, listMyCoupons, type CouponRecordStatus } from '../api/coupon'
import { t } from '../locales'
import '../locales/order'
import '../locales/account'
import type { RouteName } from '../routes'
import { sessionStore } from '../stores/session'
import { formatDate } from '../utils/date'
import { useLoad } from '../utils/hooks'
import { goLogin, navigateTo } from '../utils/nav'
import { usePagedList } from '../utils/usePagedList'
import CouponCard from './CouponCard'
import CouponClaimButton from './CouponClaimButton'
import PagedList from './PagedList'
import PageState from './PageState'
import './CouponCentre.scss'

/** The rules of a claimable template, one line each. */
export function templateLines(tpl: CouponTemplate): string[] {
  const lines = [t('coupon.validDays', { n: tpl.validDays })]
  if (tpl.claimUntil) lines.push(t('coupon.claimUntil', { date: formatDate(tpl.claimUntil) }))
  if (tpl.remaining !== null) lines.push(t('coupon.remaining', { n: tpl.remaining }))
  lines.push(t('coupon.limit', { n: tpl.perUserLimit, claimed: tpl.claimed }))
  return lines
}

function recordLine(rec: CouponRecord, status: CouponRecordStatus): string {
  if (status === 1) return t('coupon.usedOn', { date: formatDate(rec.usedAt), no: rec.orderNo ?? '' })
  if (status === 2) return t('coupon.expiredOn', { date: formatDate(rec.expiresAt, true) })
  return t('coupon.expires', { date: formatDate(rec.expiresAt, true) })
}

const STATUSES: CouponRecordStatus[] = [0, 1, 2]
type Tab = 'claim' | 'mine'

function MyCoupons({ kind, status, version, onClaim }: { kind: CouponKind; status: CouponRecordStatus; version: number; onClaim: () => void }) {
  const kindName = t(('coupon.kind.' + kind) as 'coupon.kind.coupon')
  const list = usePagedList((pageNum, pageSize) => listMyCoupons(status, kind, pageNum, pageSize), [kind, status, version])
  return (
    <PagedList
      list={list}
      keyOf={(r) => r.id}
      emptyText={t('coupon.emptyMine', { kind: kindName })}
      // nothing usable: the templates to claim are one tab away
      emptyAction={status === 0 ? { label: t('empty.claim'), onClick: onClaim } : undefined}
      renderItem={(r) => (
        <CouponCard
          className={'my-coupon my-coupon-' + r.id}
          coupon={r}
          dim={status !== 0}
          lines={[recordLine(r, status)]}
          action={
            status === 0 ? (
              <Button size='small' type='primary' fill='outline' className='use-btn' onClick={() => void navigateTo('goodList', r.gameId ? { gameId: r.gameId } : undefined)}>
                {t('coupon.use')}
              </Button>
            ) : (
              <Text className='coupon-card__state'>{t(('coupon.status' + status) as 'coupon.status1')}</Text>
            )
          }
        />
      )}
    />
  )
}

/**
 * The coupon or red-packet centre (one UI for both kinds): templates to claim, and the caller's own records by
 * status (unused, used, expired). A logged-in visitor first receives the newcomer and automatic ones due to them.
 */
function CouponCentre({ kind, from }: { kind: CouponKind; from: RouteName }) {
  const loggedIn = sessionStore.isLoggedIn
  const kindName = t(('coupon.kind.' + kind) as 'coupon.kind.coupon')
  const [tab, setTab] = useState<Tab>('claim')
  const [status, setStatus] = useState<CouponRecordStatus>(0)
  const [granted, setGranted] = useState<CouponRecord[]>([])
  // bumped when records change (claimed, granted), so the "mine" list reloads
  const [version, setVersion] = useState(0)
  const templates = useLoad(() => listCouponTemplates(kind), [kind, loggedIn, version])

  useEffect(() => {
    if (!loggedIn) return
    autoClaimCoupons()
      .then((r) => {
        if (r.claimed.length === 0) return
        setGranted(r.claimed)
        setVersion((v) => v + 1)
      })
      .catch(() => undefined)
  }, [loggedIn])

  const list = templates.data ?? []
  return (
    <View className={'coupon-centre coupon-centre--' + kind}>
      {granted.length > 0 ? (
        <View className='coupon-granted'>
          <NoticeBar content={t('coupon.autoGranted', { names: granted.map((g) => g.name).join('、') })} scrollable={false} wrap />
        </View>
      ) : null}
      <Tabs className='coupon-tabs' value={tab} onChange={(v) => setTab(v as Tab)} activeType='line'>
        <TabPane value='claim' title={t('coupon.tabClaim', { kind: kindName })} />
        <TabPane value='mine' title={t('coupon.tabMine', { kind: kindName })} />
      </Tabs>

      {tab === 'claim' ? (
        <View className='coupon-claim-list'>
          <PageState
            loading={templates.loading && list.length === 0}
            error={list.length === 0 ? templates.error : ''}
            empty={!templates.loading && !templates.error && list.length === 0}
            emptyText={t('coupon.emptyClaim', { kind: kindName })}
            emptyAction='browse'
            onRetry={templates.retryable ? templates.reload : undefined}
          />
          {list.map((tpl) => (
            <CouponCard
              key={tpl.id}
              className={'coupon-template coupon-template-' + tpl.id}
              coupon={tpl}
              lines={templateLines(tpl)}
              onClick={() => void navigateTo('yhjdetail', { id: tpl.id })}
              action={<CouponClaimButton template={tpl} from={from} onClaimed={() => setVersion((v) => v + 1)} />}
            />
          ))}
        </View>
      ) : loggedIn ? (
        <View className='coupon-mine'>
          <View className='coupon-status seg-light'>
            <Segmented
              value={status}
              options={STATUSES.map((s) => ({ label: t(('coupon.status' + s) as 'coupon.status0'), value: s, className: 'status-' + s }))}
              onChange={(v) => setStatus(Number(v) as CouponRecordStatus)}
            />
          </View>
          <MyCoupons kind={kind} status={status} version={version} onClaim={() => setTab('claim')} />
        </View>
      ) : (
        <View className='card login-prompt'>
          <Text className='login-prompt__text'>{t('mine.loginPrompt')}</Text>
          <Button type='primary' onClick={() => void goLogin(from)}>
            {t('mine.login')}
          </Button>
        </View>
      )}
    </View>
  )
}

export default observer(CouponCentre)
