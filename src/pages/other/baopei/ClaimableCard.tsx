import { View, Text } from '@tarojs/components'
import { Button, Tag } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { ClaimableOrder } from '../../../../contract/service'
import { compensationText } from '../../../components/GoodsCard'
import OrderGoods from '../../../components/OrderGoods'
import { t } from '../../../locales'
import { formatFen } from '../../../utils/format'
import { formatDate } from '../../../utils/date'
import '../../../locales/service'

/** An order a claim can be made on: the listing, its guarantee (level, cap, until when) and, unless `hideApply`, the apply button. */
function ClaimableCard({ c, onApply, hideApply }: { c: ClaimableOrder; onApply?: () => void; hideApply?: boolean }) {
  return (
    <View className={'card claimable claimable-' + c.order.id}>
      <View className='claimable__head'>
        <Text className='claimable__no'>{c.order.orderNo}</Text>
        <Tag type={c.compensation === 'extended' ? 'primary' : 'info'} plain>
          {compensationText(c.compensation)}
        </Tag>
      </View>
      <OrderGoods goods={c.order.goods} order={c.order} />
      <View className='claimable__foot'>
        <View className='claimable__terms'>
          <Text className='claimable__cap'>{t('service.claim.cap') + ' ' + formatFen(c.cap)}</Text>
          <Text className='muted'>{t('service.claim.until') + ' ' + formatDate(c.until, true)}</Text>
        </View>
        {hideApply ? null : (
          <Button size='small' type='primary' className='apply-btn' onClick={onApply}>
            {t('service.claim.apply')}
          </Button>
        )}
      </View>
    </View>
  )
}

export default observer(ClaimableCard)
