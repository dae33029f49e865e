import { View, Text } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { withdrawalFee, type PayoutAccount, type PayoutOptions } from '../../../../contract/payout'
import { getPayoutOptions, listPayoutAccounts, requestWithdrawal } from '../../../api/payout'
import { isApiError } from '../../../api/request'
import FormRow from '../../../components/FormRow'
import FormSubmit from '../../../components/FormSubmit'
import LoginPrompt from '../../../components/LoginPrompt'
import PageState from '../../../components/PageState'
import PayPasswordSheet from '../../../components/PayPasswordSheet'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/payout'
import { formatFen, yuanToFen } from '../../../utils/format'
import { useLoad, usePageTitle, useRequireLogin } from '../../../utils/hooks'
import { navigateTo, redirectTo } from '../../../utils/nav'
import { errorText, showMessageOnNextPage } from '../../../utils/toast'
import VerifyGate from '../payoutAccounts/VerifyGate'
import './index.scss'

interface Loaded {
  options: PayoutOptions
  accounts: PayoutAccount[]
}

/** What is wrong with `amount` (fen, null when not an amount) under the rules, or ''. */
function amountProblem(amount: number | null, o: PayoutOptions): string {
  if (amount === null || amount <= 0) return t('payout.badAmount')
  if (amount < o.minAmount) return t('payout.belowMin', { min: formatFen(o.minAmount) })
  if (amount > o.withdrawable) return t('payout.overAvailable', { amount: formatFen(o.withdrawable) })
  const left = Math.max(0, o.dailyLimit - o.usedToday)
  if (amount > left) return t('payout.overDaily', { amount: formatFen(left) })
  const fee = withdrawalFee(amount, o.feePercent, o.feeMin)
  if (amount <= fee) return t('payout.belowFee', { fee: formatFen(fee) })
  return ''
}

/**
 * 提现: /index/other/withdraw. The amount (the fee is taken from it; what arrives is shown as it is typed), one of
 * my payout accounts, then the payment password. The server takes the amount from the balance at once and an admin
 * reviews it; 提现记录 follows it.
 */
function WithdrawPage() {
  usePageTitle('withdraw')
  const loggedIn = useRequireLogin('withdraw')
  const loaded = useLoad<Loaded | null>(
    async () => (loggedIn ? { options: await getPayoutOptions(), accounts: await listPayoutAccounts() } : null),
    [loggedIn],
  )
  const [amountText, setAmountText] = useState('')
  const [picked, setPicked] = useState<number | null>(null)
  const [tried, setTried] = useState(false)
  const [message, setMessage] = useState('')
  const [asking, setAsking] = useState(false)
  const [sheetError, setSheetError] = useState('')
  const [busy, setBusy] = useState(false)

  // coming back from binding an account or setting the password shows them
  Taro.useDidShow(() => {
    if (loaded.data) void loaded.reload()
  })

  if (!loggedIn) return <LoginPrompt from='withdraw' />
  const data = loaded.data
  if (!data) {
    return (
      <View className='page page--plain'>
        <PageState loading={loaded.loading} error={loaded.error} onRetry={loaded.retryable ? () => void loaded.reload() : undefined} />
      </View>
    )
  }
  const { options: o, accounts } = data

  if (!o.verified) return <VerifyGate pageClass='withdraw-page' />

  const accountId = picked ?? accounts[0]?.id ?? null
  const account = accounts.find((a) => a.id === accountId) ?? null
  const amount = yuanToFen(amountText)
  const fee = amount !== null && amount > 0 ? withdrawalFee(amount, o.feePercent, o.feeMin) : null
  const left = Math.max(0, o.dailyLimit - o.usedToday)
  const problem = !account ? t('payout.pickAccount') : amountProblem(amount, o)
  const shown = tried && problem ? problem : message

  const submit = () => {
    setTried(true)
    setMessage('')
    if (problem || busy) return
    if (!o.payPasswordSet) return setMessage(t('payout.noPassword'))
    setSheetError('')
    setAsking(true)
  }

  const send = async (payPassword: string) => {
    if (!account || amount === null || busy) return
    setBusy(true)
    try {
      await requestWithdrawal({ amount, accountId: account.id, payPassword })
      setAsking(false)
      showMessageOnNextPage(t('payout.requested'), redirectTo('withdrawals'))
    } catch (e) {
      // the amount and account were checked here, so a 400 is about the password: tried again in the sheet;
      // anything else (not enough any more, the limit, a lock) closes it and shows on the form
      if (isApiError(e) && e.code === 400) return setSheetError(errorText(e))
      setAsking(false)
      setMessage(errorText(e))
      void loaded.reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='page page--plain withdraw-page'>
      <View className='card withdraw-to'>
        <Text className='withdraw-to__label'>{t('payout.to')}</Text>
        {accounts.length === 0 ? (
          <View className='withdraw-none'>
            <Text className='withdraw-none__text'>{t('payout.bindFirst')}</Text>
            <Button size='small' type='primary' className='withdraw-bind' onClick={() => void navigateTo('payoutAccounts', { from: 'withdraw' })}>
              {t('payout.bindNow')}
            </Button>
          </View>
        ) : (
          <View className='withdraw-accounts'>
            {accounts.map((a) => (
              <View
                key={a.id}
                className={'withdraw-account' + (a.id === accountId ? ' withdraw-account--on' : '')}
                onClick={() => setPicked(a.id)}
              >
                <Text className='withdraw-account__kind'>{t(('payout.kind.' + a.kind) as MessageKey)}</Text>
                <Text className='withdraw-account__no'>{a.accountMask + (a.bankName ? ' · ' + a.bankName : '')}</Text>
              </View>
            ))}
            <Text className='withdraw-manage' onClick={() => void navigateTo('payoutAccounts', { from: 'withdraw' })}>
              {t('payout.addAccount')}
            </Text>
          </View>
        )}
      </View>

      <View className='form card withdraw-form'>
        <FormRow
          label={t('payout.amount')}
          extra={
            <Text className='withdraw-all' onClick={() => setAmountText((Math.min(o.withdrawable, left) / 100).toFixed(2))}>
              {t('payout.all')}
            </Text>
          }
        >
          <Input className='withdraw-amount' type='digit' value={amountText} onChange={setAmountText} placeholder={t('payout.amountPh')} maxLength={12} />
        </FormRow>
        <Text className='withdraw-available'>{t('payout.available', { amount: formatFen(o.withdrawable) })}</Text>
        <View className='withdraw-sum'>
          <Text className='withdraw-fee'>{t('payout.fee') + ' ' + (fee !== null ? formatFen(fee) : '--')}</Text>
          <Text className='withdraw-net'>{t('payout.net') + ' ' + (fee !== null && amount! > fee ? formatFen(amount! - fee) : '--')}</Text>
        </View>
        <FormSubmit message={shown} label={t('payout.submit')} loading={busy} onSubmit={submit} />
        {message === t('payout.noPassword') ? (
          <Button size='small' className='withdraw-set-password' onClick={() => void navigateTo('payPassword', { from: 'withdraw' })}>
            {t('payout.setPassword')}
          </Button>
        ) : null}
      </View>
      <Text className='tip withdraw-rules'>
        {t('payout.rules', {
          min: formatFen(o.minAmount),
          percent: String(o.feePercent),
          feeMin: formatFen(o.feeMin),
          limit: formatFen(o.dailyLimit),
          left: formatFen(left),
        })}
      </Text>
      <Text className='tip'>{t('payout.review')}</Text>
      <Text className='tip'>{t('payout.settlingNote', { days: o.settlementDays })}</Text>
      <PayPasswordSheet
        visible={asking}
        description={amount !== null && fee !== null ? t('payout.enterAmount', { amount: formatFen(amount), net: formatFen(amount - fee) }) : ''}
        error={sheetError}
        busy={busy}
        onComplete={(password) => void send(password)}
        onClose={() => setAsking(false)}
        onForgot={() => {
          setAsking(false)
          void navigateTo('payPassword', { from: 'withdraw' })
        }}
      />
    </View>
  )
}

export default observer(WithdrawPage)
