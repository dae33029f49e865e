import { View, Text } from '@tarojs/components'
import { Input, Radio, RadioGroup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { BLACKLIST_VALUE_MAX } from '../../../../contract/rules'
import FormSubmit from '../../../components/FormSubmit'
import { t } from '../../../locales'
import '../../../locales/service'

interface Props<K extends string> {
  intro: string
  kinds: K[]
  kindLabel: (k: K) => string
  placeholder: (k: K) => string
  kind: K
  onKind: (k: K) => void
  value: string
  onValue: (v: string) => void
  message: string
  loading: boolean
  onSubmit: () => void
}

/** What both checks ask: the kind of value (as buttons), the value, and the check button with the form's message. */
function LookupForm<K extends string>(p: Props<K>) {
  return (
    <View className='form lookup-form'>
      <Text className='lookup-form__intro'>{p.intro}</Text>
      <View className='form-block'>
        <Text className='form-row__label'>{t('service.check.kind')}</Text>
        <RadioGroup className='lookup-kinds' direction='horizontal' value={p.kind} onChange={(v) => p.onKind(String(v) as K)}>
          {p.kinds.map((k) => (
            <Radio key={k} className={'lookup-kind kind-' + k} value={k} shape='button'>
              {p.kindLabel(k)}
            </Radio>
          ))}
        </RadioGroup>
      </View>
      <View className='form-block'>
        <Text className='form-row__label'>{t('service.check.value')}</Text>
        <Input
          className='f-value lookup-input'
          value={p.value}
          onChange={p.onValue}
          placeholder={p.placeholder(p.kind)}
          // room for the spaces and dashes people type in numbers, which normalising drops
          maxLength={BLACKLIST_VALUE_MAX + 16}
          clearable
        />
      </View>
      <FormSubmit message={p.message} label={t('service.check.submit')} loading={p.loading} onSubmit={p.onSubmit} />
    </View>
  )
}

export default observer(LookupForm) as <K extends string>(props: Props<K>) => JSX.Element
