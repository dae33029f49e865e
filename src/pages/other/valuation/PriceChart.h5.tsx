import type { Canvas } from '@antv/f2'
import { useEffect, useRef } from 'react'
import { drawChart } from './drawChart'
import type { PriceChartProps } from './priceChartProps'
import './PriceChart.scss'

/** H5: the same chart in a plain canvas element (see PriceChart.tsx). */
export default function PriceChart({ weeks, mark, markLabel, height = 180 }: PriceChartProps) {
  const box = useRef<HTMLCanvasElement | null>(null)
  const chart = useRef<Canvas | null>(null)
  useEffect(() => {
    const node = box.current
    const context = node?.getContext('2d')
    if (!node || !context) return
    let cancelled = false
    const width = node.clientWidth || 300
    const pixelRatio = window.devicePixelRatio || 2
    node.width = width * pixelRatio
    node.height = height * pixelRatio
    chart.current?.destroy()
    chart.current = null
    drawChart(context, { width, height, pixelRatio }, weeks, mark)
      .then((c) => (cancelled ? c.destroy() : (chart.current = c)))
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [weeks, mark, height])
  useEffect(() => () => chart.current?.destroy(), [])
  return (
    <div className='price-chart' style={{ height: `${height}px` }}>
      <canvas ref={box} className='price-chart__canvas price-chart__canvas--h5' style={{ width: '100%', height: `${height}px` }} />
      {mark && markLabel ? <div className='price-chart__mark'>{markLabel}</div> : null}
    </div>
  )
}
