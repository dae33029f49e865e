import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { t } from '../../../locales'
import '../../../locales/payout'
import { navigateTo } from '../../../utils/nav'
import './VerifyGate.scss'

/** What 提现 and 提现账户 show before real-name verification: money goes out only in the verified name. */
export default function VerifyGate({ pageClass }: { pageClass: string }) {
  return (
    <View className={`page page--plain ${pageClass}`}>
      <View className='card verify-gate'>
        <Text className='verify-gate__text'>{t('payout.notVerified')}</Text>
        <Button type='primary' className='gate-verify' onClick={() => void navigateTo('Realname')}>
          {t('payout.verifyNow')}
        </Button>
      </View>
    </View>
  )
}
