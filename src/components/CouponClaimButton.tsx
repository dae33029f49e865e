import { Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { CouponTemplate } from '../../contract/types'
import { claimCoupon } from '../api/coupon'
import { t } from '../locales'
import '../locales/order'
import type { RouteName } from '../routes'
import { sessionStore } from '../stores/session'
import { loginFirst } from '../utils/loginGate'
import { showError, showMessage } from '../utils/toast'

/** Claims one record of a template; logged-out visitors are told why and sent to log in first (back here after). */
function CouponClaimButton({ template, from, onClaimed }: { template: CouponTemplate; from: RouteName; onClaimed: () => void }) {
  const [busy, setBusy] = useState(false)
  if (!sessionStore.isLoggedIn) {
    return (
      <Button size='small' type='primary' fill='outline' className='claim-login' onClick={() => loginFirst(from, 'coupon')}>
        {t('coupon.loginToClaim')}
      </Button>
    )
  }
  if (!template.claimable) {
    const state = template.claimed > 0 ? t('coupon.claimed') : template.remaining === 0 ? t('coupon.soldOut') : t('coupon.unavailable')
    return <Text className='coupon-card__state claim-state'>{state}</Text>
  }
  const claim = async () => {
    if (busy) return
    setBusy(true)
    try {
      await claimCoupon(template.id)
      showMessage(t('coupon.claimDone'))
      onClaimed()
    } catch (e) {
      showError(e)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button size='small' type='primary' className={'claim-btn claim-' + template.id} loading={busy} onClick={() => void claim()}>
      {t('coupon.claim')}
    </Button>
  )
}

export default observer(CouponClaimButton)
