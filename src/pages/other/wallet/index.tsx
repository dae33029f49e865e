import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { LedgerEntry } from '../../../../contract/types'
import { getWallet, listLedger } from '../../../api/wallet'
import LoginPrompt from '../../../components/LoginPrompt'
import PagedList from '../../../components/PagedList'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/payment'
import '../../../locales/order'
import { useStores } from '../../../stores'
import { formatFen } from '../../../utils/format'
import { formatDate } from '../../../utils/date'
import { useFreshProfile, useLoad, usePageTitle, useRequireLogin } from '../../../utils/hooks'
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
 * succeeds) and every change of it (the ledger), newest first.
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
      <View className='section-title'>{t('wallet.ledger')}</View>
      <View className='card card--list'>
        <PagedList list={list} keyOf={(e) => e.id} emptyText={t('wallet.empty')} emptyAction='browse' renderItem={(e) => <LedgerRow entry={e} />} />
      </View>
    </View>
  )
}

export default observer(WalletPage)
