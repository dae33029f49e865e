import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { RouteName } from '../routes'
import { t } from '../locales'
import '../locales/account'
import { navigateTo, loginQuery } from '../utils/nav'
import BottomNav from './BottomNav'
import { isTab } from './tabs'

/**
 * Shown by pages that need a session while there is none (e.g. after a 401 whose dialog was cancelled). The login
 * page opens over this one, so its back control returns here; after logging in the user is back on `from`.
 */
function LoginPrompt({ from }: { from: RouteName }) {
  return (
    <View className={'page login-prompt-page' + (isTab(from) ? '' : ' page--plain')}>
      <View className='card login-prompt'>
        <Text className='login-prompt__text'>{t('mine.loginPrompt')}</Text>
        <Button type='primary' className='login-prompt__btn' onClick={() => void navigateTo('login', loginQuery(from))}>
          {t('mine.login')}
        </Button>
      </View>
      {isTab(from) ? <BottomNav current={from} /> : null}
    </View>
  )
}

export default observer(LoginPrompt)
