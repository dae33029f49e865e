/** The games for a filter's select (GET /web/game/list, grouped by type), read once per page load. */
import type { GameType } from '../../../../contract/types'
import { api } from '../../api'

let cached: Promise<{ label: string; value: number }[]> | null = null

export function gameOptions(): Promise<{ label: string; value: number }[]> {
  cached ??= api
    .get<GameType[]>('/web/game/list')
    .then((types) => types.flatMap((t) => t.games.map((g) => ({ label: g.name, value: g.id }))))
    .catch((e) => {
      cached = null
      throw e
    })
  return cached
}
