import type { AttrTemplate, GameNode, GameType } from '../../contract/types'
import { assetUrl, get } from './request'

/** the game grid grouped by type; icon URLs made absolute on the mini program */
export async function listGames(): Promise<GameType[]> {
  const types = await get<GameType[]>('/web/game/list')
  return types.map((t) => ({ ...t, games: t.games.map((g) => ({ ...g, icon: assetUrl(g.icon) })) }))
}

/** children of a node of the game's tree (top level: the systems of the game) */
export const listNodes = (gameId: number, parentId?: number | null) =>
  get<GameNode[]>('/web/keylist', { gameId, parentId: parentId ?? undefined })

/** the game's attribute form; `filterable` ones make the list's filter panel */
export const listAttrTemplates = (gameId: number) => get<AttrTemplate[]>('/web/gameTempAttr', { gameId })
