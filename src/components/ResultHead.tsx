import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './ResultHead.scss'

/** success: green; waiting: orange (under review, payment not confirmed); failed: red */
export type ResultTone = 'success' | 'waiting' | 'failed'

/**
 * The head of a page that ends a flow (支付成功, 提交成功): a round mark, a title and what the caller adds below
 * (an amount, a note). The tone gives the colours; the mark is ✓ for success and ! otherwise unless `mark` says.
 */
export default function ResultHead({ tone, title, mark, className, children }: { tone: ResultTone; title: string; mark?: string; className?: string; children?: ReactNode }) {
  return (
    <View className={`result-head result-head--${tone}` + (className ? ' ' + className : '')}>
      <Text className='result-head__mark'>{mark ?? (tone === 'success' ? '✓' : '!')}</Text>
      <Text className='result-head__title'>{title}</Text>
      {children}
    </View>
  )
}
