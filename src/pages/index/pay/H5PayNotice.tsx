import { View, Text } from '@tarojs/components'
import PrivacySheet from '../../../components/PrivacySheet'
import { Button } from '@nutui/nutui-react-taro'
import type { OrderDetail } from '../../../../contract/types'
import { t } from '../../../locales'
import { routeByName } from '../../../routes'
import { formatDate } from '../../../utils/date'
import { withQuery } from '../../../utils/nav'
import { copyText } from '../../../utils/toast'
import '../../../locales/payment'
import '../../../locales/order'

/**
 * The cashier in the mini program on iOS when the server says WEAPP_IOS_PAYMENT=h5: WeChat's rules may refuse
 * virtual goods paid inside a mini program there, so nothing is paid here. It says why, keeps the order as it is
 * (unpaid until its deadline) and gives the order number and the H5 site's pay page of this order to copy.
 */
export default function H5PayNotice({ order, site }: { order: OrderDetail; site: string }) {
  const link = site + withQuery(routeByName('pay').urls[0], { orderId: order.id })
  return (
    <View className='card h5-pay'>
      <PrivacySheet />
      <Text className='h5-pay__title'>{t('payment.h5.title')}</Text>
      <Text className='h5-pay__text'>{t('payment.h5.why')}</Text>
      <View className='h5-pay__row'>
        <Text className='muted'>{t('order.orderNo')}</Text>
        <Text className='h5-pay__no' userSelect>
          {order.orderNo}
        </Text>
      </View>
      <Text className='h5-pay__text h5-pay__steps'>{t('payment.h5.steps', { time: formatDate(order.payDeadline, true) })}</Text>
      <Text className='h5-pay__link' userSelect>
        {link}
      </Text>
      <Button type='primary' block className='h5-pay-copy' onClick={() => void copyText(link, t('payment.h5.copied'))}>
        {t('payment.h5.copy')}
      </Button>
    </View>
  )
}
