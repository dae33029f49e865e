import { Canvas as TaroCanvas, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { Canvas } from '@antv/f2'
import { useEffect, useRef, useState } from 'react'
import { drawChart } from './drawChart'
import type { PriceChartProps } from './priceChartProps'
import './PriceChart.scss'

let seq = 0

/** the 2d canvas node and its size, by selector query */
function canvasNode(id: string): Promise<{ node: HTMLCanvasElement; width: number; height: number } | null> {
  return new Promise((resolve) => {
    Taro.createSelectorQuery()
      .select('#' + id)
      .fields({ node: true, size: true })
      .exec((res) => {
        const r = res?.[0]
        const node = r?.node as HTMLCanvasElement | undefined
        if (!node || typeof node.getContext !== 'function') return resolve(null)
        resolve({ node, width: r.width || 300, height: r.height || 180 })
      })
  })
}

/**
 * The weekly median deal price as a line: F2 drawing into a Taro `<Canvas type="2d">` (mini program; H5 draws into
 * a plain canvas, PriceChart.h5.tsx, so the app's first load does not carry Taro's canvas component). A simulator
 * without canvas 2d leaves the box empty; the caption beside it carries the numbers. Only subpackage pages import
 * it, so F2 stays out of the main package.
 */
export default function PriceChart({ weeks, mark, markLabel, height = 180 }: PriceChartProps) {
  const [id] = useState(() => `price-chart-${++seq}`)
  const chart = useRef<Canvas | null>(null)
  useEffect(() => {
    let cancelled = false
    void (async () => {
      const found = await canvasNode(id)
      if (!found || cancelled) return
      const { node, width, height: h } = found
      const pixelRatio = Taro.getSystemInfoSync?.().pixelRatio || 2
      node.width = width * pixelRatio
      node.height = h * pixelRatio
      const context = node.getContext('2d')
      if (!context) return
      chart.current?.destroy()
      chart.current = await drawChart(context, { width, height: h, pixelRatio }, weeks, mark)
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
