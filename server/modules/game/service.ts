/** The game grid: enabled games grouped by type, most popular first. */
import { asc, desc, eq } from 'drizzle-orm'
import type { GameType } from '../../../contract/types'
import type { Ctx } from '../../context'
import { games, gameTypes } from '../../db/schema'
import type { Lang } from '../../lib/i18n'

export const GAME_ICON_PATH = '/api/assets/games/'

export async function listGameTypes(ctx: Ctx, lang: Lang): Promise<GameType[]> {
  const rows = await ctx.db
    .select({
      type: gameTypes.key,
      nameZh: gameTypes.nameZh,
      nameEn: gameTypes.nameEn,
      id: games.id,
      name: games.name,
      icon: games.icon,
      hot: games.hot,
    })
    .from(gameTypes)
    .innerJoin(games, eq(games.type, gameTypes.key))
    .where(eq(games.enabled, true))
    .orderBy(asc(gameTypes.sort), desc(games.hot), asc(games.id))
  const byType = new Map<string, GameType>()
  for (const r of rows) {
    let group = byType.get(r.type)
    if (!group) {
      group = { type: r.type, typeName: lang === 'en-US' ? r.nameEn : r.nameZh, games: [] }
      byType.set(r.type, group)
    }
    group.games.push({ id: r.id, name: r.name, icon: GAME_ICON_PATH + r.icon, hot: r.hot })
  }
  return [...byType.values()]
}
