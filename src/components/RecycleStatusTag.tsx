import { Tag } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { QuoteStatus, RecycleRequest, RecycleStatus } from '../../contract/types'
import { t, type MessageKey } from '../locales'
import './RecycleStatusTag.scss'
import '../locales/recycle'

/** What the owner reads on a request: an open one with a live quote is waiting for them (待选择), not for merchants. */
export type RecycleStage = RecycleStatus | 'choosing'

export function recycleStage(r: Pick<RecycleRequest, 'status' | 'bestQuote'>): RecycleStage {
  // bestQuote is the best pending or accepted quote; an open request has no accepted one
  return r.status === 'open' && r.bestQuote !== null ? 'choosing' : r.status
}

/** text and tint of each tag: the brand orange for what waits on someone, blue in escrow, green done, grey over */
const TONE = {
  orange: { color: '#ff6a00', background: '#fff3e8' },
  brand: { color: '#ffffff', background: '#ff6a00' },
  blue: { color: '#1677ff', background: '#e8f3ff' },
  green: { color: '#00a870', background: '#e8f8f0' },
  grey: { color: '#86909c', background: '#f2f3f5' },
}

const STAGE_TONE: Record<RecycleStage, keyof typeof TONE> = {
  open: 'orange',
  choosing: 'brand',
  accepted: 'blue',
  completed: 'green',
  cancelled: 'grey',
}

const QUOTE_TONE: Record<QuoteStatus, keyof typeof TONE> = {
  pending: 'orange',
  accepted: 'green',
  rejected: 'grey',
  lapsed: 'grey',
}

type Props = { request: Pick<RecycleRequest, 'status' | 'bestQuote'> } | { quote: QuoteStatus }

/** The state of one of my recycling requests, or of one quote, as a small tinted tag like the app's other badges. */
function RecycleStatusTag(props: Props) {
  const [key, tone, name] =
    'quote' in props
      ? ['recycle.quoteStatus.' + props.quote, QUOTE_TONE[props.quote], props.quote]
      : (() => {
          const stage = recycleStage(props.request)
          return ['recycle.status.' + stage, STAGE_TONE[stage], stage]
        })()
  return (
    <Tag color={TONE[tone].color} background={TONE[tone].background} className={'recycle-tag recycle-tag--' + name}>
      {t(key as MessageKey)}
    </Tag>
  )
}

export default observer(RecycleStatusTag)
