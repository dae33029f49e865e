import { Tag } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { QuoteStatus, RecycleStatus } from '../../contract/types'
import { t, type MessageKey } from '../locales'
import '../locales/recycle'

type TagType = 'default' | 'primary' | 'info' | 'success' | 'warning' | 'danger'

const REQUEST_TYPE: Record<RecycleStatus, TagType> = {
  open: 'primary',
  accepted: 'info',
  completed: 'success',
  cancelled: 'default',
}

const QUOTE_TYPE: Record<QuoteStatus, TagType> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'default',
  lapsed: 'default',
}

/** The status of a recycling request, or of one quote (`quote`), as a coloured tag. */
function RecycleStatusTag(props: { status: RecycleStatus; quote?: false } | { status: QuoteStatus; quote: true }) {
  const key = (props.quote ? 'recycle.quoteStatus.' : 'recycle.status.') + props.status
  const type = props.quote ? QUOTE_TYPE[props.status] : REQUEST_TYPE[props.status]
  return (
    <Tag type={type} plain className={'recycle-tag recycle-tag--' + props.status}>
      {t(key as MessageKey)}
    </Tag>
  )
}

export default observer(RecycleStatusTag)
