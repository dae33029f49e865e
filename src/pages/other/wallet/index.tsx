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
import WalletDebt from './WalletDebt'
import WalletItems from './WalletItems'
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
 * Wallet: the balance split into what can be withdrawn, what is settling (sale proceeds settle some days after
 * completion) and what is held (by orders being paid or by disputes), each counted once; the way to 提现, 提现记录
 * and the payout accounts; what each settling, held or withdrawing amount is and what ends it; and every change of
 * the balance (the ledger), newest first.
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
            <Text className='wallet-held__amounts'>{t('payment.walletAvailable', { amount: formatFen(summary.available) })}</Text>
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
              <Text className='wallet-out__value'>{formatFen(summary.settling)}</Text>
              <Text className='wallet-out__label'>{t('payout.settling')}</Text>
            </View>
            <View className='wallet-out__figure wallet-held-figure'>
              <Text className='wallet-out__value'>{formatFen(summary.held)}</Text>
              <Text className='wallet-out__label'>{t('payout.held')}</Text>
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
      <WalletDebt loggedIn={loggedIn} />
      {summary ? <WalletItems items={summary.items} /> : null}
      <View className='section-title'>{t('wallet.ledger')}</View>
      <View className='card card--list'>
        <PagedList list={list} keyOf={(e) => e.id} emptyText={t('wallet.empty')} emptyAction='browse' renderItem={(e) => <LedgerRow entry={e} />} />
      </View>
    </View>
  )
}

export default observer(WalletPage)
