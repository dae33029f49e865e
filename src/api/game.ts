import type { AttrTemplate, GameNode, GameType } from '../../contract/types'
import { localeStore } from '../stores/locale'
import { bootData } from './boot'
import { assetUrl, get } from './request'

const withIcons = (types: GameType[]) => types.map((t) => ({ ...t, games: t.games.map((g) => ({ ...g, icon: assetUrl(g.icon) })) }))

/** the game grid grouped by type; icon URLs made absolute on the mini program */
export async function listGames(): Promise<GameType[]> {
  return withIcons(await get<GameType[]>('/web/game/list'))
}

/** the game grid as the server wrote it into home's page (undefined elsewhere, and once taken) */
export function bootGames(): GameType[] | undefined {
  const types = bootData<GameType[]>('games', localeStore.locale)
  return types && withIcons(types)
}

/** children of a node of the game's tree (top level: the systems of the game) */
export const listNodes = (gameId: number, parentId?: number | null) =>
  get<GameNode[]>('/web/keylist', { gameId, parentId: parentId ?? undefined })

/** the game's attribute form; `filterable` ones make the list's filter panel */
export const listAttrTemplates = (gameId: number) => get<AttrTemplate[]>('/web/gameTempAttr', { gameId })
