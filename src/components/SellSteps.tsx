import { View } from '@tarojs/components'
import { Step, Steps } from '@nutui/nutui-react-taro'
import { t, type MessageKey } from '../locales'
import './SellSteps.scss'
import '../locales/selling'

const STEPS = ['game', 'basics', 'details', 'review'] as const
export type SellStep = (typeof STEPS)[number]

/** Where the seller is in consignment: game and way (sell), basics, the listing, then review (the success page). */
export default function SellSteps({ current }: { current: SellStep }) {
  return (
    <View className='sell-steps'>
      {/* 'dynamic': steps before the current one show as done, the current one as in progress */}
      <Steps layout='double' status='dynamic' value={STEPS.indexOf(current) + 1}>
        {STEPS.map((s, i) => (
          <Step key={s} value={i + 1} title={t(('selling.step.' + s) as MessageKey)} />
        ))}
      </Steps>
    </View>
  )
}
