import { Text, View } from '@tarojs/components'
import { getSellerDebt } from '../../../api/protection'
import { t } from '../../../locales'
import '../../../locales/protection'
import { formatFen } from '../../../utils/format'
import { useLoad } from '../../../utils/hooks'

/**
 * What the seller owes for 找回 claims the platform paid on their sales (GET /need/claims/debt), shown only when
 * something is owed: their next proceeds pay it before they reach the balance (claim/order-reactions.ts).
 */
export default function WalletDebt({ loggedIn }: { loggedIn: boolean }) {
  const { data: debt } = useLoad(() => (loggedIn ? getSellerDebt() : Promise.resolve(null)), [loggedIn])
  if (!debt || debt.total <= 0) return null
  return (
    <View className='card wallet-debt'>
      <View className='wallet-debt__head'>
        <Text className='card-title'>{t('protect.debt.title')}</Text>
        <Text className='wallet-debt__total'>{formatFen(debt.total)}</Text>
      </View>
      <Text className='wallet-debt__line'>{t('protect.debt.walletLine', { amount: formatFen(debt.total) })}</Text>
      {debt.rows
        .filter((r) => r.debtLeft > 0)
        .map((r) => (
          <Text key={r.claimNo} className='muted wallet-debt__row'>
            {t('protect.debt.row', { claimNo: r.claimNo, orderNo: r.orderNo, left: formatFen(r.debtLeft) })}
          </Text>
        ))}
    </View>
  )
}
