import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { UserProfile } from '../../../../contract/types'
import { t } from '../../../locales'
import { navigateTo } from '../../../utils/nav'
import './RealNameNotice.scss'
import '../../../locales/selling'

export type SellBlock = 'realname' | 'minor'

/** Why this user may not sell (the server refuses too), or null: not verified, or verified but under 18. */
export function sellBlock(profile: UserProfile | null): SellBlock | null {
  if (!profile) return null
  if (!profile.realName.verified) return 'realname'
  if (profile.realName.adult === false) return 'minor'
  return null
}

/** The notice above the sell form when the user may not sell yet, with the way to verify. */
function RealNameNotice({ block }: { block: SellBlock | null }) {
  if (!block) return null
  return (
    <View className={'card sell-blocked sell-blocked--' + block}>
      <Text className='sell-blocked__text'>{t(block === 'realname' ? 'selling.blocked.realname' : 'selling.blocked.minor')}</Text>
      {block === 'realname' ? (
        <Button size='small' type='primary' className='sell-blocked__go' onClick={() => void navigateTo('Realname')}>
          {t('selling.toRealname')}
        </Button>
      ) : null}
    </View>
  )
}

export default observer(RealNameNotice)
