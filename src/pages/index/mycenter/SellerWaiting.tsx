import { View, Text } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import { SELLER_WAITING, type SellerWaiting } from '../../../../contract/orders'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/me'
import { navigateTo } from '../../../utils/nav'

/**
 * 待我处理: the seller's sales waiting for them (a handover step to mark, a dispute to answer), each a way to the
 * list of exactly those orders. Nothing when none waits.
 */
export default function SellerWaitingCard({ counts }: { counts: Record<SellerWaiting, number> }) {
  const kinds = SELLER_WAITING.filter((k) => counts[k] > 0)
  if (kinds.length === 0) return null
  return (
    <View className='card mine-menu mine-waiting'>
      <Text className='mine-menu__title'>{t('me.waitingTitle')}</Text>
      {kinds.map((k) => (
        <Cell
          key={k}
          className={'waiting-' + k}
          title={<Text className='mine-waiting__text'>{t(('me.waiting.' + k) as MessageKey, { n: counts[k] })}</Text>}
          clickable
          onClick={() => void navigateTo('myOrder', { role: 'seller', waiting: k })}
          extra='›'
        />
      ))}
    </View>
  )
}
