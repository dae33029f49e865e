import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './OrderBar.scss'

/** The action bar fixed to the bottom of the checkout, payment and order screens. */
export default function OrderBar({ children, className }: { children: ReactNode; className?: string }) {
  return <View className={'order-bar' + (className ? ' ' + className : '')}>{children}</View>
}
