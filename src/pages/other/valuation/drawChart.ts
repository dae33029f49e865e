import { Axis, Canvas, Chart, Line, LineGuide, Point, jsx as f2jsx } from '@antv/f2'
import type { PriceWeek } from '../../../../contract/valuation'

/** F2's element factory, loosely typed: its component classes are generic over their records */
const jsx = f2jsx as unknown as (type: unknown, props: Record<string, unknown>, children?: unknown) => { props: any }

/**
 * Draws the weekly medians (yuan) as a line with points into a 2d context, the listing's price as a dashed level
 * line; answers the F2 canvas (destroy it before drawing again).
 */
export async function drawChart(
  context: CanvasRenderingContext2D,
  size: { width: number; height: number; pixelRatio: number },
  weeks: PriceWeek[],
  mark: number | null | undefined,
): Promise<Canvas> {
  const data = weeks.map((w) => ({ week: w.week.slice(5), price: w.median / 100, count: w.count }))
  const children = [
    jsx(Axis, { field: 'week', tickCount: 4 }),
    jsx(Axis, { field: 'price', tickCount: 4 }),
    jsx(Line, { x: 'week', y: 'price', color: '#ff6a00' }),
    jsx(Point, { x: 'week', y: 'price', color: '#ff6a00', size: 2 }),
    ...(mark ? [jsx(LineGuide, { records: [{ week: 'min', price: mark / 100 }, { week: 'max', price: mark / 100 }], style: { stroke: '#1677ff', lineDash: [4, 4] } })] : []),
  ]
  const { props } = jsx(
    Canvas,
    { context, pixelRatio: size.pixelRatio, width: size.width, height: size.height },
    jsx(Chart, { data, scale: { week: { type: 'cat' }, price: { min: 0, nice: true } } }, children),
  )
  const canvas = new Canvas(props)
  await canvas.render()
  return canvas
}
