import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { t } from '../locales'
import { useLazyPart } from '../utils/lazyPart'
import { navigateTo } from '../utils/nav'
import { priceHistoryPart } from './priceHistoryPart'
import './PriceHistoryEntry.scss'
import '../locales/catalog'

/**
 * 成交价走势 on the goods list and a listing: a line to tap. H5 then draws the chart here (loaded on demand, out of
 * the first load); the mini program opens the 估价 page, whose package carries the chart.
 */
export default function PriceHistoryEntry({ gameId, mark }: { gameId: number; mark?: number | null }) {
  const [open, setOpen] = useState(false)
  const canLoad = !!priceHistoryPart.load
  const Panel = useLazyPart(priceHistoryPart, open && canLoad)
  const tap = () => {
    if (canLoad) setOpen(!open)
    else void navigateTo('valuation', mark ? { gameId, mark } : { gameId })
  }
  return (
    <>
      <View className='price-history-entry' onClick={tap}>
        <Text className='price-history-entry__text'>{t('goods.priceHistory')}</Text>
        <Text className='price-history-entry__go'>{open ? '︿' : '›'}</Text>
      </View>
      {open && Panel ? <Panel gameId={gameId} mark={mark} /> : null}
    </>
  )
}
