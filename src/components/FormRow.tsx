import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'

/** One labelled row of a form: label, control, optional extra (a send-code button, a captcha image). */
export default function FormRow({ label, children, extra }: { label: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <View className='form-row'>
      <Text className='form-row__label'>{label}</Text>
      <View className='form-row__control'>{children}</View>
      {extra ? <View className='form-row__extra'>{extra}</View> : null}
    </View>
  )
}
