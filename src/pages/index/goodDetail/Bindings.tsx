import { View, Text } from '@tarojs/components'
import type { AccountBindings } from '../../../../contract/trade'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/seller'

const KEYS: (keyof AccountBindings)[] = ['phone', 'email', 'thirdParty']

/** What the seller says is bound to the game account (有/无 each), which the handover checklist after payment follows. */
export default function Bindings({ bindings }: { bindings: AccountBindings }) {
  return (
    <View className='bindings'>
      {KEYS.map((k) => (
        <View key={k} className={'kv kv--binding binding-' + k}>
          <Text className='kv__k'>{t(('seller.bindings.' + k) as MessageKey)}</Text>
          <Text className={'kv__v binding__value' + (bindings[k] ? ' binding__value--yes' : '')}>
            {bindings[k] ? t('seller.bindings.yes') : t('seller.bindings.no')}
          </Text>
        </View>
      ))}
      <Text className='muted bindings__note'>{t('seller.bindings.checklist')}</Text>
    </View>
  )
}
