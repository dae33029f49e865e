import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { Withdrawal } from '../../../../contract/types'
import { listWithdrawals } from '../../../api/payout'
import LoginPrompt from '../../../components/LoginPrompt'
import PagedList from '../../../components/PagedList'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/payout'
import { formatFen } from '../../../utils/format'
import { formatDate } from '../../../utils/date'
import { usePageTitle, useRequireLogin } from '../../../utils/hooks'
import { usePagedList } from '../../../utils/usePagedList'
import './index.scss'

function WithdrawalRow({ w }: { w: Withdrawal }) {
  return (
    <View className={'withdrawal withdrawal--' + w.status}>
      <View className='withdrawal__main'>
        <Text className='withdrawal__amount'>{formatFen(w.amount)}</Text>
        <Text className={'withdrawal__status withdrawal__status--' + w.status}>{t(('payout.status.' + w.status) as MessageKey)}</Text>
      </View>
      <Text className='withdrawal__line'>
        {t(('payout.kind.' + w.account.kind) as MessageKey) + ' ' + w.account.accountMask + ' · ' + t('payout.feeNet', { fee: formatFen(w.fee), net: formatFen(w.net) })}
      </Text>
      {w.status === 'rejected' ? (
        <Text className='withdrawal__reason'>
          {t('payout.rejectReason', { reason: w.rejectReason ?? '' }) + ' ' + t('payout.returned', { amount: formatFen(w.amount) })}
        </Text>
      ) : null}
      <View className='withdrawal__meta'>
        <Text>{formatDate(w.createdAt, true)}</Text>
        <Text>{w.paidAt ? t('payout.paidAt', { time: formatDate(w.paidAt, true) }) : t('payout.no', { no: w.withdrawalNo })}</Text>
      </View>
    </View>
  )
}

/** 提现记录: /index/other/withdrawals. My withdrawals, newest first: amount, account, fee and what arrives, status and a rejection's reason. */
function WithdrawalsPage() {
  usePageTitle('withdrawals')
  const loggedIn = useRequireLogin('withdrawals')
  const list = usePagedList(
    (pageNum, pageSize) => (loggedIn ? listWithdrawals(pageNum, pageSize) : Promise.resolve({ rows: [], total: 0 })),
    [loggedIn],
    20,
  )
  if (!loggedIn) return <LoginPrompt from='withdrawals' />
  return (
    <View className='page page--plain withdrawals-page'>
      <View className='card card--list withdrawals-list'>
        <PagedList list={list} keyOf={(w) => w.id} emptyText={t('payout.empty')} renderItem={(w) => <WithdrawalRow w={w} />} />
      </View>
    </View>
  )
}

export default observer(WithdrawalsPage)
