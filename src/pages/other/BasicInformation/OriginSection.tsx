import { Text, View } from '@tarojs/components'
import { Input, Switch } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { SellDraftStore } from '../../../stores/sellDraft'
import { t } from '../../../locales'
import '../../../locales/selling'

/**
 * How the account came to the seller (first owner, 二次实名, age, official or channel server), asked with the
 * bindings: the 找回 risk score reads it, and it sets the compensation price buyers pay.
 */
function OriginSection({ draft }: { draft: SellDraftStore }) {
  const o = draft.origin
  const row = (key: 'firstOwner' | 'secondRealName' | 'channel', checked: boolean, onChange: (on: boolean) => void) => (
    <View className={'basic-origin-row basic-origin--' + key}>
      <View className='basic-origin-row__text'>
        <Text className='basic-origin-row__label'>{t(`selling.origin.${key}`)}</Text>
        <Text className='muted basic-origin-row__hint'>{t(`selling.origin.${key}Hint`)}</Text>
      </View>
      <Switch className={'origin-switch origin-switch--' + key} ariaLabel={t(`selling.origin.${key}`)} checked={checked} onChange={onChange} />
    </View>
  )
  return (
    <View className='basic-section basic-origin'>
      <Text className='basic-section__title'>{t('selling.origin.title')}</Text>
      <Text className='muted basic-section__tip'>{t('selling.origin.tip')}</Text>
      {row('firstOwner', o.firstOwner, (on) => draft.setOrigin({ firstOwner: on }))}
      {row('secondRealName', o.secondRealName, (on) => draft.setOrigin({ secondRealName: on }))}
      {row('channel', o.loginChannel === 'channel', (on) => draft.setOrigin({ loginChannel: on ? 'channel' : 'official' }))}
      <View className='basic-origin-row basic-origin--age'>
        <View className='basic-origin-row__text'>
          <Text className='basic-origin-row__label'>{t('selling.origin.age')}</Text>
          <Text className='muted basic-origin-row__hint'>{t('selling.origin.ageHint')}</Text>
        </View>
        <Input
          className='origin-age'
          type='digit'
          value={o.accountAgeMonths === null ? '' : String(o.accountAgeMonths)}
          placeholder={t('selling.origin.agePh')}
          onChange={(v) => {
            const n = Number.parseInt(v, 10)
            draft.setOrigin({ accountAgeMonths: Number.isFinite(n) && n >= 0 ? Math.min(n, 600) : null })
          }}
        />
      </View>
    </View>
  )
}

export default observer(OriginSection)
