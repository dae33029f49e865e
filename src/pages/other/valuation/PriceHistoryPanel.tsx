import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { HistoryFilter } from '../../../../contract/valuation'
import { priceHistory, type HistoryNarrowing } from '../../../api/valuation'
import OptionChips from '../../../components/OptionChips'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import { formatFen } from '../../../utils/format'
import { useLoad } from '../../../utils/hooks'
import PriceChart from './PriceChart'
import './PriceHistoryPanel.scss'
import '../../../locales/valuation'

interface Props {
  gameId: number
  /** a listing's price (fen), marked on the chart */
  mark?: number | null
}

const ALL = '__all'

/** a choice of a filter as one chip value */
const choiceKey = (f: HistoryFilter, i: number) => `${f.key}:${i}`

/**
 * 成交价走势: the game's weekly median deal price over the last year with the number of deals, narrowed by one key
 * attribute (a rank, a band of a count). On the 估价 page, and loaded on demand on the goods list and the listing.
 */
export default function PriceHistoryPanel({ gameId, mark }: Props) {
  const [pick, setPick] = useState(ALL)
  const [filters, setFilters] = useState<HistoryFilter[]>([])
  const narrowing = (): HistoryNarrowing => {
    if (pick === ALL) return {}
    const [key, index] = pick.split(':')
    const c = filters.find((f) => f.key === key)?.choices[Number(index)]
    return c ? { key, value: c.value, min: c.min, max: c.max } : {}
  }
  const history = useLoad(
    async () => {
      const h = await priceHistory(gameId, narrowing())
      if (pick === ALL) setFilters(h.filters)
      return h
    },
    [gameId, pick],
  )
  // the first rank-like filter and the count bands: a few chips, not every option attribute
  const shown = [filters.find((f) => f.choices.some((c) => c.value !== undefined)), filters.find((f) => f.choices.some((c) => c.min !== undefined))].filter(
    (f): f is HistoryFilter => !!f,
  )
  const options = [ALL, ...shown.flatMap((f) => f.choices.map((_, i) => choiceKey(f, i)))]
  const labelOf = (o: string) => {
    if (o === ALL) return t('valuation.historyAll')
    const [key, index] = o.split(':')
    const f = shown.find((x) => x.key === key)
    return f ? `${f.label} ${f.choices[Number(index)].label}` : o
  }
  const h = history.data
  const last = h && h.weeks.length > 0 ? h.weeks[h.weeks.length - 1] : null
  return (
    <View className='card price-history'>
      <Text className='card-title'>{t('valuation.history')}</Text>
      {options.length > 1 ? <OptionChips className='price-history__filters' chipClass='history-chip' options={options} value={pick} onPick={setPick} label={labelOf} /> : null}
      <PageState loading={history.loading && !h} error={h ? '' : history.error} onRetry={history.retryable ? history.reload : undefined} />
      {h ? (
        h.count === 0 ? (
          <Text className='muted price-history__empty'>{t('valuation.historyEmpty')}</Text>
        ) : (
          <>
            <Text className='muted price-history__caption'>{t('valuation.historyDeals', { n: h.count })}</Text>
            <PriceChart weeks={h.weeks} mark={mark} markLabel={mark ? t('valuation.historyHere', { price: formatFen(mark) }) : undefined} />
            {last ? (
              <Text className='muted price-history__last'>
                {last.week} · {formatFen(last.median)} · {last.count}
              </Text>
            ) : null}
          </>
        )
      ) : null}
    </View>
  )
}
