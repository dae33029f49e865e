import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import CouponCentre from '../../../components/CouponCentre'
import { usePageTitle } from '../../../utils/hooks'

/** Red packets: no-threshold coupons to claim, and mine by status. */
function RedbaoPage() {
  usePageTitle('redbao')
  return (
    <View className='page page--plain redbao-page'>
      <CouponCentre kind='red_packet' from='redbao' />
    </View>
  )
}

export default observer(RedbaoPage)
