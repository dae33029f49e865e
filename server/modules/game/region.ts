/**
 * The check of a region path (system -> carrier -> area -> server) a seller picked for a listing or a recycling
 * request. The tree's levels are fixed, so a path is valid when every given node is of its level, of the game,
 * and a child of the node before it, with no level skipped.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { gameNodes, games } from './schema'
import { AppError } from '../../lib/errors'
import type { MessageKey } from '../../lib/i18n'

export interface RegionPath {
  systemId: number
  carrierId?: number | null
  areaId?: number | null
  serverId?: number | null
}

const LEVELS = ['system', 'carrier', 'area', 'server'] as const
type Level = (typeof LEVELS)[number]

/** what to tell a seller who stopped before this level */
const CHOOSE: Record<Level, MessageKey> = {
  system: 'nodeNotFound',
  carrier: 'regionChooseCarrier',
  area: 'regionChooseArea',
  server: 'regionChooseServer',
}

/**
 * 404 gameNotFound unless the game exists and is enabled; 400 when the path is not a path of its tree. With
 * `toLeaf` the last given node must have no children (a listing names the exact server).
 * Takes a database or a transaction handle (only reads).
 */
export async function checkRegion(
  db: Pick<Db, 'select'>,
  gameId: number,
  path: RegionPath,
  opts: { toLeaf: boolean },
): Promise<void> {
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.id, gameId), eq(games.enabled, true)))
  if (!game) throw new AppError(404, 'gameNotFound')

  const given = [path.systemId, path.carrierId, path.areaId, path.serverId]
  const ids: number[] = []
  for (let i = 0; i < given.length; i++) {
    const id = given[i]
    if (id === undefined || id === null) continue
    // a node below a level that was left out: name the first missing level
    if (ids.length !== i) throw new AppError(400, CHOOSE[LEVELS[ids.length]])
    ids.push(id)
  }

  const rows = await db
    .select({ id: gameNodes.id, gameId: gameNodes.gameId, parentId: gameNodes.parentId, level: gameNodes.level })
    .from(gameNodes)
    .where(inArray(gameNodes.id, ids))
  const byId = new Map(rows.map((r) => [r.id, r]))
  let parentId: number | null = null
  for (let i = 0; i < ids.length; i++) {
    const node = byId.get(ids[i])
    if (!node || node.gameId !== gameId) throw new AppError(400, 'nodeNotFound')
    if (node.level !== LEVELS[i]) throw new AppError(400, 'regionWrongLevel')
    if (node.parentId !== parentId) throw new AppError(400, 'regionNotChild')
    parentId = node.id
  }

  if (opts.toLeaf) {
    const [child] = await db
      .select({ level: gameNodes.level })
      .from(gameNodes)
      .where(eq(gameNodes.parentId, ids[ids.length - 1]))
      .limit(1)
    if (child) throw new AppError(400, CHOOSE[child.level as Level] ?? 'regionWrongLevel')
  }
}
