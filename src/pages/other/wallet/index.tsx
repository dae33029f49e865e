import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { LedgerEntry } from '../../../../contract/types'
import { getWallet, listLedger } from '../../../api/wallet'
import LoginPrompt from '../../../components/LoginPrompt'
import PagedList from '../../../components/PagedList'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/payment'
import '../../../locales/order'
import '../../../locales/payout'
import { useStores } from '../../../stores'
import { formatFen } from '../../../utils/format'
import { formatDate } from '../../../utils/date'
import { useFreshProfile, useLoad, usePageTitle, useRequireLogin } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { usePagedList } from '../../../utils/usePagedList'
import './index.scss'

function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const incoming = entry.amount > 0
  return (
    <View className={'ledger-row ledger-row--' + entry.kind}>
      <View className='ledger-row__main'>
        <Text className='ledger-row__kind'>{t(('wallet.kind.' + entry.kind) as MessageKey)}</Text>
        <Text className={'ledger-row__amount' + (incoming ? ' ledger-row__amount--in' : '')}>
          {(incoming ? '+' : '') + formatFen(entry.amount)}
        </Text>
      </View>
      {entry.note ? <Text className='ledger-row__note'>{entry.note}</Text> : null}
      <View className='ledger-row__meta'>
        <Text>{formatDate(entry.createdAt, true) + (entry.orderNo ? '  ' + t('wallet.orderNo', { no: entry.orderNo }) : '')}</Text>
        <Text>{t('wallet.balanceAfter', { amount: formatFen(entry.balanceAfter) })}</Text>
      </View>
    </View>
  )
}

/**
 * Wallet: the balance (with the part held by orders being paid, which is still the user's until their payment
 * succeeds), what of it can be withdrawn (sale proceeds settle some days after completion), the way to 提现, 提现记录
 * and the payout accounts, and every change of the balance (the ledger), newest first.
 */
function WalletPage() {
  usePageTitle('wallet')
  const loggedIn = useRequireLogin('wallet')
  const { session } = useStores()
  useFreshProfile(loggedIn)
  const { data: summary } = useLoad(() => (loggedIn ? getWallet() : Promise.resolve(null)), [loggedIn])
  const list = usePagedList(
    (pageNum, pageSize) => (loggedIn ? listLedger(pageNum, pageSize) : Promise.resolve({ rows: [], total: 0 })),
    [loggedIn],
    20,
  )

  if (!loggedIn) return <LoginPrompt from='wallet' />

  return (
    <View className='page page--plain wallet-page'>
      <View className='wallet-head'>
        <Text className='wallet-head__label'>{t('wallet.balance')}</Text>
        <Text className='wallet-head__balance'>{summary ? formatFen(summary.balance) : session.profile ? formatFen(session.profile.balance) : '--'}</Text>
        {summary && summary.held > 0 ? (
          <View className='wallet-held'>
            <Text className='wallet-held__amounts'>
              {t('payment.walletAvailable', { amount: formatFen(summary.available) }) + '  ·  ' + t('payment.walletHeld', { amount: formatFen(summary.held) })}
            </Text>
            <Text className='wallet-held__note'>{t('payment.walletHeldNote')}</Text>
          </View>
        ) : null}
      </View>
      {summary ? (
        <View className='card wallet-out'>
          <View className='wallet-out__figures'>
            <View className='wallet-out__figure wallet-withdrawable'>
              <Text className='wallet-out__value'>{formatFen(summary.withdrawable)}</Text>
              <Text className='wallet-out__label'>{t('payout.withdrawable')}</Text>
            </View>
            <View className='wallet-out__figure wallet-settling'>
              <Text className='wallet-out__value'>{formatFen(summary.settling + summary.held)}</Text>
              <Text className='wallet-out__label'>{t('payout.settling')}</Text>
            </View>
            <View className='wallet-out__figure wallet-withdrawn'>
              <Text className='wallet-out__value'>{formatFen(summary.withdrawn)}</Text>
              <Text className='wallet-out__label'>{t('payout.withdrawn')}</Text>
            </View>
          </View>
          {summary.withdrawing > 0 ? (
            <Text className='wallet-out__note wallet-withdrawing'>{t('payout.withdrawing') + ' ' + formatFen(summary.withdrawing)}</Text>
          ) : null}
          <View className='wallet-out__actions'>
            <Button type='primary' size='small' className='wallet-withdraw' onClick={() => void navigateTo('withdraw')}>
              {t('payout.withdraw')}
            </Button>
            <Button size='small' className='wallet-records' onClick={() => void navigateTo('withdrawals')}>
              {t('payout.records')}
            </Button>
            <Button size='small' className='wallet-accounts' onClick={() => void navigateTo('payoutAccounts')}>
              {t('payout.accounts')}
            </Button>
          </View>
        </View>
      ) : null}
      <View className='section-title'>{t('wallet.ledger')}</View>
      <View className='card card--list'>
        <PagedList list={list} keyOf={(e) => e.id} emptyText={t('wallet.empty')} emptyAction='browse' renderItem={(e) => <LedgerRow entry={e} />} />
      </View>
    </View>
  )
}

export default observer(WalletPage)
