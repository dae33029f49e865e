import { Text } from '@tarojs/components'
import type { AttrValues } from '../../../../contract/valuation'
import { valuate } from '../../../api/valuation'
import { t } from '../../../locales'
import { formatFen } from '../../../utils/format'
import { useLoad } from '../../../utils/hooks'
import '../../../locales/valuation'

/**
 * 平台估价参考 for a recycling request: the valuation range of its attributes beside the quotes (the seller's and the
 * merchants' screens) and under the form. Nothing without attributes; a plain line when the deals are too few.
 */
export default function ValuationReference({ gameId, attrs }: { gameId: number; attrs: AttrValues | undefined }) {
  const key = JSON.stringify(attrs ?? {})
  const has = !!attrs && Object.keys(attrs).length > 0
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const v = useLoad(() => (has ? valuate(gameId, attrs!).catch(() => null) : Promise.resolve(null)), [gameId, key])
  const data = v.data
  if (!data) return null
  return (
    <Text className={'muted valuation-reference' + (data.status === 'ok' ? '' : ' valuation-reference--none')}>
      {data.status === 'ok'
        ? t('valuation.reference', { low: formatFen(data.low), high: formatFen(data.high), estimate: formatFen(data.estimate) })
        : t('valuation.referenceNone')}
    </Text>
  )
}
