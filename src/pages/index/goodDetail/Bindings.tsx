import { View, Text } from '@tarojs/components'
import type { AccountBindings } from '../../../../contract/trade'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/seller'

/** the bindings in the order the listing page shows them and the sell form asks them */
export const BINDING_KEYS: (keyof AccountBindings)[] = ['phone', 'email', 'thirdParty']

export const bindingLabel = (k: keyof AccountBindings) => t(('seller.bindings.' + k) as MessageKey)

/** What the seller says is bound to the game account (有/无 each), which the handover checklist after payment follows. */
export default function Bindings({ bindings }: { bindings: AccountBindings }) {
  return (
    <View className='bindings'>
      {BINDING_KEYS.map((k) => (
        <View key={k} className={'kv kv--binding binding-' + k}>
          <Text className='kv__k'>{bindingLabel(k)}</Text>
          <Text className={'kv__v binding__value' + (bindings[k] ? ' binding__value--yes' : '')}>
            {bindings[k] ? t('seller.bindings.yes') : t('seller.bindings.no')}
          </Text>
        </View>
      ))}
      <Text className='muted bindings__note'>{t('seller.bindings.checklist')}</Text>
    </View>
  )
}
