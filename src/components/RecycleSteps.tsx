import { View } from '@tarojs/components'
import { Step, Steps } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { t, type MessageKey } from '../locales'
import './RecycleSteps.scss'
import '../locales/recycle'

const STEPS = ['submit', 'quote', 'accept', 'escrow', 'paid'] as const

/**
 * How a recycle goes, from submitting the account to the money in the wallet. `reached` marks the steps done so
 * far (1-5) on a request's page; the landing page shows them all as plain steps.
 */
function RecycleSteps({ reached = 0 }: { reached?: number }) {
  return (
    <View className='recycle-steps'>
      {/* NutUI's default status draws every step alike: 'dynamic' marks those done (finish) and the current one */}
      <Steps direction='vertical' value={reached} status={reached > 0 ? 'dynamic' : 'default'}>
        {STEPS.map((s, i) => (
          <Step
            key={s}
            value={i + 1}
            title={t(('recycle.step.' + s) as MessageKey)}
            description={t(('recycle.step.' + s + 'Desc') as MessageKey)}
          />
        ))}
      </Steps>
    </View>
  )
}

export default observer(RecycleSteps)
