import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getDeposit, getSellerDebt, payDeposit } from '../../../api/protection'
import { isApiError } from '../../../api/request'
import LoginPrompt from '../../../components/LoginPrompt'
import PageState from '../../../components/PageState'
import PayPasswordSheet from '../../../components/PayPasswordSheet'
import { t } from '../../../locales'
import '../../../locales/protection'
import { formatDate } from '../../../utils/date'
import { formatFen } from '../../../utils/format'
import { useLoad, usePageTitle, useRequireLogin } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { errorText, showMessage } from '../../../utils/toast'
import './index.scss'

/**
 * 我的 > 保证金: /index/other/deposit. What is frozen in the wallet as the seller deposit, when one is needed and
 * released, what a 找回 claim would take from it, any debt left from one; paying freezes the missing part with the
 * payment password.
 */
function DepositPage() {
  usePageTitle('deposit')
  const loggedIn = useRequireLogin('deposit')
  const loaded = useLoad(
    () => (loggedIn ? Promise.all([getDeposit(), getSellerDebt()]).then(([deposit, debt]) => ({ deposit, debt })) : Promise.resolve(null)),
    [loggedIn],
  )
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [sheetError, setSheetError] = useState('')
  const [message, setMessage] = useState('')

  if (!loggedIn) return <LoginPrompt from='deposit' />
  const d = loaded.data?.deposit
  const debt = loaded.data?.debt
  const missing = d ? Math.max(0, d.amount - d.held) : 0

  const send = async (password: string) => {
    setBusy(true)
    try {
      await payDeposit(password)
      setAsking(false)
      showMessage(t('protect.deposit.paid'))
      void loaded.reload()
    } catch (e) {
      if (isApiError(e) && e.code === 400 && /密码|password/i.test(errorText(e))) return setSheetError(errorText(e))
      setAsking(false)
      setMessage(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='page page--plain deposit-page'>
      <PageState loading={loaded.loading && !d} error={d ? '' : loaded.error} onRetry={loaded.retryable ? loaded.reload : undefined} />
      {d ? (
        <>
          <View className='card deposit-card'>
            <View className='deposit-row'>
              <Text>{t('protect.deposit.held')}</Text>
              <Text className='deposit-row__v deposit-held'>{formatFen(d.held)}</Text>
            </View>
            <View className='deposit-row'>
              <Text>{t('protect.deposit.amount')}</Text>
              <Text className='deposit-row__v'>{formatFen(d.amount)}</Text>
            </View>
            <View className='deposit-row'>
              <Text>{t('protect.deposit.available')}</Text>
              <Text className='deposit-row__v'>{formatFen(d.available)}</Text>
            </View>
            {d.releaseAt ? (
              <View className='deposit-row'>
                <Text>{t('protect.deposit.releaseAt')}</Text>
                <Text className='deposit-row__v deposit-release-at'>{formatDate(d.releaseAt)}</Text>
              </View>
            ) : null}
          </View>
          {debt && debt.total > 0 ? (
            <View className='card deposit-card deposit-debt'>
              <Text className='deposit-debt__title'>{t('protect.debt.title')}</Text>
              <Text className='deposit-debt__row'>{t('protect.debt.total', { amount: formatFen(debt.total) })}</Text>
              {debt.rows
                .filter((r) => r.debtLeft > 0)
                .map((r) => (
                  <Text key={r.claimNo} className='muted deposit-debt__row'>
                    {t('protect.debt.row', { claimNo: r.claimNo, orderNo: r.orderNo, left: formatFen(r.debtLeft) })}
                  </Text>
                ))}
            </View>
          ) : null}
          <Text className='tip deposit-tip'>
            {d.merchant && d.forMerchants
              ? t('protect.deposit.merchantNote')
              : t('protect.deposit.needed', { threshold: formatFen(d.priceThreshold), merchants: d.forMerchants ? t('protect.deposit.merchants') : '' })}
          </Text>
          <Text className='tip deposit-tip'>{t('protect.deposit.use')}</Text>
          <Text className='tip deposit-tip'>{t('protect.deposit.release', { days: d.releaseDays })}</Text>
          <View className='deposit-pay'>
            <Button
              block
              type='primary'
              className='deposit-pay-btn'
              disabled={missing <= 0}
              onClick={() => {
                setMessage('')
                setSheetError('')
                setAsking(true)
              }}
            >
              {missing > 0 ? t('protect.deposit.pay', { amount: formatFen(missing) }) : t('protect.deposit.paidFull')}
            </Button>
            {message ? <Text className='error deposit-message'>{message}</Text> : null}
          </View>
          <PayPasswordSheet
            visible={asking}
            description={t('protect.deposit.enter', { amount: formatFen(missing) })}
            error={sheetError}
            busy={busy}
            onComplete={(password) => void send(password)}
            onClose={() => setAsking(false)}
            onForgot={() => {
              setAsking(false)
              void navigateTo('payPassword', { from: 'deposit' })
            }}
          />
        </>
      ) : null}
    </View>
  )
}

export default observer(DepositPage)
