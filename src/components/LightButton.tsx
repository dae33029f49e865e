import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './LightButton.scss'

interface Props {
  className?: string
  /** outline: brand-coloured border and text on white; solid (default): brand background */
  fill?: 'solid' | 'outline'
  size?: 'small' | 'normal'
  disabled?: boolean
  onClick?: () => void
  children: ReactNode
}

/**
 * A button drawn with our own CSS, for the screens whose first load is budgeted (`npm run size`: home, the goods
 * list, a listing): NutUI's Button carries Taro's button component and about 13 KB of CSS. It looks like NutUI's
 * primary button; a disabled one is grey and ignores taps.
 */
export default function LightButton({ className, fill = 'solid', size = 'normal', disabled, onClick, children }: Props) {
  return (
    <View
      className={`light-btn light-btn--${fill} light-btn--${size}${disabled ? ' light-btn--disabled' : ''}${className ? ' ' + className : ''}`}
      ariaRole='button'
      onClick={disabled ? undefined : () => onClick?.()}
    >
      {children}
    </View>
  )
}
