import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { RouteName } from '../routes'
import { t } from '../locales'
import { goLogin } from '../utils/nav'

/** Shown by pages that need a session while there is none (e.g. after a 401 whose dialog was cancelled). */
function LoginPrompt({ from }: { from: RouteName }) {
  return (
    <View className='page page--plain'>
      <View className='card login-prompt'>
        <Text className='login-prompt__text'>{t('mine.loginPrompt')}</Text>
        <Button type='primary' className='login-prompt__btn' onClick={() => void goLogin(from)}>
          {t('mine.login')}
        </Button>
      </View>
    </View>
  )
}

export default observer(LoginPrompt)
