import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { getClaimStats } from '../../../api/protection'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import '../../../locales/protection'
import { formatFen } from '../../../utils/format'
import { useLoad, usePageTitle } from '../../../utils/hooks'
import './index.scss'

/**
 * 包赔数据 (public): /index/other/baopeiStats. The last 30 days' claims, how many were paid, the amount and the
 * median time to payment, counted by the server from the claims themselves (GET /web/claims/stats).
 */
function BaopeiStatsPage() {
  usePageTitle('baopeiStats')
  const { data, loading, error, retryable, reload } = useLoad(() => getClaimStats(), [])
  return (
    <View className='page page--plain baopei-stats-page'>
      <PageState loading={loading && !data} error={data ? '' : error} onRetry={retryable ? reload : undefined} />
      {data ? (
        <>
          <View className='card baopei-stats'>
            <View className='baopei-stat'>
              <Text className='baopei-stat__v baopei-stat--claims'>{String(data.claims)}</Text>
              <Text className='muted baopei-stat__k'>{t('protect.stats.claims', { days: data.days })}</Text>
            </View>
            <View className='baopei-stat'>
              <Text className='baopei-stat__v baopei-stat--paid'>{String(data.paid)}</Text>
              <Text className='muted baopei-stat__k'>{t('protect.stats.paid')}</Text>
            </View>
            <View className='baopei-stat'>
              <Text className='baopei-stat__v'>{formatFen(data.paidAmount)}</Text>
              <Text className='muted baopei-stat__k'>{t('protect.stats.amount')}</Text>
            </View>
            <View className='baopei-stat'>
              <Text className='baopei-stat__v baopei-stat--median'>
                {data.medianHoursToPay === null ? '—' : t('protect.stats.hours', { hours: data.medianHoursToPay })}
              </Text>
              <Text className='muted baopei-stat__k'>{t('protect.stats.median')}</Text>
            </View>
          </View>
          <Text className='tip baopei-stats-tip'>{t('protect.stats.promise', { hours: data.payWithinHours })}</Text>
        </>
      ) : null}
    </View>
  )
}

export default observer(BaopeiStatsPage)
