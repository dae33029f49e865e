import { Canvas as TaroCanvas, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Axis, Canvas, Chart, Line, LineGuide, Point, jsx as f2jsx } from '@antv/f2'
import { useEffect, useRef, useState } from 'react'
import type { PriceWeek } from '../../../../contract/valuation'
import './PriceChart.scss'

interface Props {
  weeks: PriceWeek[]
  /** a price (fen) drawn as a level line: where this listing sits */
  mark?: number | null
  markLabel?: string
  /** css height in px (design px) */
  height?: number
}

let seq = 0

/** F2's element factory, loosely typed: its component classes are generic over their records */
const jsx = f2jsx as unknown as (type: unknown, props: Record<string, unknown>, children?: unknown) => { props: any }

/** the 2d canvas node and its size: the selector query in the mini program, the element itself in H5 */
function canvasNode(id: string): Promise<{ node: HTMLCanvasElement; width: number; height: number } | null> {
  return new Promise((resolve) => {
    Taro.createSelectorQuery()
      .select('#' + id)
      .fields({ node: true, size: true })
      .exec((res) => {
        const r = res?.[0]
        let node = r?.node as HTMLCanvasElement | undefined
        if (!node && typeof document !== 'undefined') {
          const el = document.getElementById(id)
          node = (el?.tagName === 'CANVAS' ? el : el?.querySelector('canvas')) as HTMLCanvasElement | undefined
        }
        if (!node || typeof node.getContext !== 'function') return resolve(null)
        resolve({ node, width: r?.width || node.clientWidth || 300, height: r?.height || node.clientHeight || 180 })
      })
  })
}

/**
 * The weekly median deal price as a line (F2 drawing into a Taro 2d canvas, H5 and mini program). A simulator
 * without canvas 2d leaves the box empty; the numbers are in the caption beside it. Loaded lazily by the pages
 * that show it (F2 is about 150 KB), never in the first load or the mini program's main package.
 */
export default function PriceChart({ weeks, mark, markLabel, height = 180 }: Props) {
  const [id] = useState(() => `price-chart-${++seq}`)
  const chart = useRef<Canvas | null>(null)
  useEffect(() => {
    let cancelled = false
    void (async () => {
      const found = await canvasNode(id)
      if (!found || cancelled) return
      const { node, width, height: h } = found
      const dpr = Taro.getSystemInfoSync?.().pixelRatio || 2
      node.width = width * dpr
      node.height = h * dpr
      const context = node.getContext('2d')
      if (!context) return
      const data = weeks.map((w) => ({ week: w.week.slice(5), price: w.median / 100, count: w.count }))
      const children = [
        jsx(Axis, { field: 'week', tickCount: 4 }),
        jsx(Axis, { field: 'price', tickCount: 4 }),
        jsx(Line, { x: 'week', y: 'price', color: '#ff6a00' }),
        jsx(Point, { x: 'week', y: 'price', color: '#ff6a00', size: 2 }),
        ...(mark ? [jsx(LineGuide, { records: [{ week: 'min', price: mark / 100 }, { week: 'max', price: mark / 100 }], style: { stroke: '#1677ff', lineDash: [4, 4] } })] : []),
      ]
      const { props } = jsx(Canvas, { context, pixelRatio: dpr, width, height: h }, jsx(Chart, { data, scale: { week: { type: 'cat' }, price: { min: 0, nice: true } } }, children))
      chart.current?.destroy()
      chart.current = new Canvas(props)
      await chart.current.render()
    })().catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [id, weeks, mark])
  useEffect(() => () => chart.current?.destroy(), [])
  return (
    <View className='price-chart' style={{ height: Taro.pxTransform(height * 2) }}>
      <TaroCanvas type='2d' id={id} canvasId={id} className='price-chart__canvas' />
      {mark && markLabel ? <View className='price-chart__mark'>{markLabel}</View> : null}
    </View>
  )
}
