import type { GameType } from '../../contract/types'
import { assetUrl, get } from './request'

/** the game grid grouped by type; icon URLs made absolute on the mini program */
export async function listGames(): Promise<GameType[]> {
  const types = await get<GameType[]>('/web/game/list')
  return types.map((t) => ({ ...t, games: t.games.map((g) => ({ ...g, icon: assetUrl(g.icon) })) }))
}
