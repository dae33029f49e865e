import { View, Text } from '@tarojs/components'
import './OptionChips.scss'

interface Props<T extends string> {
  options: readonly T[]
  /** the chosen option(s): one for single choice, a list for multiple */
  value: T | T[] | null | undefined
  onPick: (option: T) => void
  /** the text of an option (default: the option itself) */
  label?: (option: T) => string
  /** class of each chip besides 'option-chip': also gets '-<index>' appended */
  chipClass?: string
  /** class name per option (e.g. 'arn-seller'), added to the chip */
  classOf?: (option: T) => string
  multiple?: boolean
  className?: string
}

/**
 * Choices as chips that wrap onto as many rows as they need, so every option stays on screen and tappable at
 * any width and in any language (NutUI's horizontal Radio/Checkbox groups do not wrap).
 */
export default function OptionChips<T extends string>({ options, value, onPick, label, chipClass, classOf, multiple, className }: Props<T>) {
  const chosen = (o: T) => (Array.isArray(value) ? value.includes(o) : value === o)
  return (
    <View className={'option-chips' + (multiple ? ' option-chips--multiple' : '') + (className ? ' ' + className : '')}>
      {options.map((o, i) => (
        <View
          key={o}
          className={
            'option-chip' +
            (chipClass ? ` ${chipClass} ${chipClass}-${i}` : '') +
            (classOf ? ' ' + classOf(o) : '') +
            (chosen(o) ? ' option-chip--on' : '')
          }
          onClick={() => onPick(o)}
        >
          <Text className='option-chip__text'>{label ? label(o) : o}</Text>
        </View>
      ))}
    </View>
  )
}
