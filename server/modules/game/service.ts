/** The game grid (enabled games by type, most popular first), each game's tree and its attribute template. */
import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import type { AttrTemplate, AttrType, GameNode, GameNodeLevel, GameType } from '../../../contract/types'
import type { Ctx } from '../../context'
import { gameAttrs, gameNodes, games, gameTypes } from './schema'
import { AppError } from '../../lib/errors'
import { inLang, type Lang, type MessageKey } from '../../lib/i18n'
import { nodeName, optionLabels } from './node-names'

export const GAME_ICON_PATH = '/api/assets/games/'

/**
 * The URL of a game's icon: a file of server/assets/games (the seeded games store its name) or an image uploaded
 * in the console (stored as its '/api/uploads/<key>' path).
 */
export const gameIconUrl = (icon: string) => (icon.startsWith('/') ? icon : GAME_ICON_PATH + icon)

export async function listGameTypes(ctx: Ctx, lang: Lang): Promise<GameType[]> {
  const rows = await ctx.db
    .select({
      type: gameTypes.key,
      nameZh: gameTypes.nameZh,
      nameEn: gameTypes.nameEn,
      id: games.id,
      name: games.name,
      gameNameEn: games.nameEn,
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
    group.games.push({ id: r.id, name: inLang(lang, r.name, r.gameNameEn), icon: gameIconUrl(r.icon), hot: r.hot })
  }
  return [...byType.values()]
}

type NodeRow = typeof gameNodes.$inferSelect

function toNode(r: NodeRow, lang: Lang): GameNode {
  return {
    id: r.id,
    gameId: r.gameId,
    parentId: r.parentId,
    level: r.level as GameNodeLevel,
    key: r.key,
    name: nodeName(lang, r.level, r.key, r.name, r.nameEn),
    hasChildren: r.level !== 'server',
  }
}

const nodeOrder = [asc(gameNodes.sort), asc(gameNodes.id)]

/** An enabled game, or 404. */
export async function requireGame(ctx: Ctx, gameId: number) {
  const [game] = await ctx.db.select().from(games).where(and(eq(games.id, gameId), eq(games.enabled, true)))
  if (!game) throw new AppError(404, 'gameNotFound')
  return game
}

/** A node of an enabled game (of `gameId` when given), or 404. */
async function requireNode(ctx: Ctx, nodeId: number, gameId?: number): Promise<NodeRow> {
  const [row] = await ctx.db
    .select({ node: gameNodes })
    .from(gameNodes)
    .innerJoin(games, eq(games.id, gameNodes.gameId))
    .where(and(eq(gameNodes.id, nodeId), eq(games.enabled, true)))
  if (!row || (gameId !== undefined && row.node.gameId !== gameId)) throw new AppError(404, 'nodeNotFound')
  return row.node
}

async function childrenOf(ctx: Ctx, parentId: number, lang: Lang): Promise<GameNode[]> {
  const rows = await ctx.db.select().from(gameNodes).where(eq(gameNodes.parentId, parentId)).orderBy(...nodeOrder)
  return rows.map((r) => toNode(r, lang))
}

/**
 * GET /web/keylist: the children of `parentId`; without it the game's systems, or with `systemKey` the carriers
 * of that system.
 */
export async function keyList(
  ctx: Ctx,
  q: { gameId?: number; systemKey?: string; parentId?: number },
  lang: Lang,
): Promise<GameNode[]> {
  if (q.parentId !== undefined) {
    if (q.gameId !== undefined) await requireGame(ctx, q.gameId)
    const parent = await requireNode(ctx, q.parentId, q.gameId)
    return childrenOf(ctx, parent.id, lang)
  }
  if (q.gameId === undefined) throw new AppError(400, 'gameOrParentRequired')
  await requireGame(ctx, q.gameId)
  if (q.systemKey !== undefined) {
    const [system] = await ctx.db
      .select()
      .from(gameNodes)
      .where(and(eq(gameNodes.gameId, q.gameId), isNull(gameNodes.parentId), eq(gameNodes.key, q.systemKey)))
    if (!system) throw new AppError(404, 'nodeNotFound')
    return childrenOf(ctx, system.id, lang)
  }
  const rows = await ctx.db
    .select()
    .from(gameNodes)
    .where(and(eq(gameNodes.gameId, q.gameId), isNull(gameNodes.parentId)))
    .orderBy(...nodeOrder)
  return rows.map((r) => toNode(r, lang))
}

/** GET /web/districtSuit: the children of any node. */
export async function districtSuit(ctx: Ctx, parentId: number, lang: Lang): Promise<GameNode[]> {
  const parent = await requireNode(ctx, parentId)
  return childrenOf(ctx, parent.id, lang)
}

const PARENT_LEVEL: Record<'carrier' | 'area' | 'server', { parent: GameNodeLevel; message: MessageKey }> = {
  carrier: { parent: 'system', message: 'operatorParentInvalid' },
  area: { parent: 'carrier', message: 'areaParentInvalid' },
  server: { parent: 'area', message: 'serverParentInvalid' },
}

/**
 * GET /need/operator|area|server/list: one level. With `parentId` the children of that node (which must be of the
 * level above); with only `gameId` every node of that level in the game.
 */
export async function levelList(
  ctx: Ctx,
  level: 'carrier' | 'area' | 'server',
  q: { gameId?: number; parentId?: number },
  lang: Lang,
): Promise<GameNode[]> {
  if (q.gameId !== undefined) await requireGame(ctx, q.gameId)
  if (q.parentId !== undefined) {
    const parent = await requireNode(ctx, q.parentId, q.gameId)
    if (parent.level !== PARENT_LEVEL[level].parent) throw new AppError(400, PARENT_LEVEL[level].message)
    return childrenOf(ctx, parent.id, lang)
  }
  if (q.gameId === undefined) throw new AppError(400, 'gameOrParentRequired')
  const rows = await ctx.db
    .select()
    .from(gameNodes)
    .where(and(eq(gameNodes.gameId, q.gameId), eq(gameNodes.level, level)))
    .orderBy(asc(gameNodes.parentId), ...nodeOrder)
  return rows.map((r) => toNode(r, lang))
}

type AttrRow = typeof gameAttrs.$inferSelect

export function toTemplate(r: AttrRow, lang: Lang): AttrTemplate {
  return {
    key: r.key,
    label: lang === 'en-US' && r.labelEn ? r.labelEn : r.label,
    type: r.type as AttrType,
    options: r.options,
    optionLabels: optionLabels(lang, r.optionsEn),
    // units are stored in Chinese ('个', '级'); in English the label says what is counted
    unit: lang === 'zh-CN' ? r.unit : null,
    required: r.required,
    filterable: r.filterable,
    min: r.min,
    max: r.max,
  }
}

/** The attribute rows of a game in display order. */
export async function attrRows(ctx: Ctx, gameId: number): Promise<AttrRow[]> {
  return ctx.db.select().from(gameAttrs).where(eq(gameAttrs.gameId, gameId)).orderBy(asc(gameAttrs.sort), asc(gameAttrs.id))
}

/** GET /web/gameTempAttr: the game's attribute form. */
export async function attrTemplate(ctx: Ctx, gameId: number, lang: Lang): Promise<AttrTemplate[]> {
  await requireGame(ctx, gameId)
  return (await attrRows(ctx, gameId)).map((r) => toTemplate(r, lang))
}
