/**
 * Demo search events, so a fresh install's hot searches are not empty: words buyers of the demo games search,
 * each by a number of demo searchers spread over the last six days (the list is what real searches make it
 * within a week).
 */
import type { Db } from '../../db/client'
import { searchEvents } from './schema'
import { chinaDate } from '../../../contract/clock'

const DEMO: [keyword: string, searchers: number][] = [
  ['王者荣耀', 38],
  ['国服', 31],
  ['典藏', 27],
  ['原神', 22],
  ['和平精英', 18],
  ['满命', 15],
  ['火麒麟', 12],
  ['全英雄', 10],
  ['金皮', 8],
  ['v10', 6],
  ['初始号', 5],
  ['凤凰蛋', 3],
]

export async function seedSearches(db: Pick<Db, 'insert'>, now = Date.now()): Promise<void> {
  const rows = DEMO.flatMap(([keyword, searchers]) =>
    Array.from({ length: searchers }, (_, i) => {
      // searcher i searched i % 6 days (and some hours) ago
      const at = now - ((i % 6) * 86400_000 + ((i * 7919) % 80_000) * 1000)
      return { keyword, client: `demo-${i + 1}`, day: chinaDate(at), createdAt: new Date(at) }
    }),
  )
  await db.insert(searchEvents).values(rows)
}
