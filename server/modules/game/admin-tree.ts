/**
 * A game's region/server tree as admins edit it: add a node one level below its parent, rename, remove a leaf
 * nobody uses, reorder siblings. The levels are fixed (system -> carrier -> area -> server), so the level of a
 * new node follows from its parent. A node named by a listing or a recycling request stays (409): those records
 * keep pointing at it. Each change and its audit entry commit together, then this process's reference snapshot is
 * dropped (reference.ts).
 */
import { and, asc, count, eq, isNull, max, or, sql } from 'drizzle-orm'
import {
  NAME_EN_MAX,
  NODE_KEY_RE,
  NODE_NAME_MAX,
  type AdminGameNode,
  type GameNodeInput,
  type GameNodeOrderInput,
  type GameNodeRename,
} from '../../../contract/admin-catalogue'
import type { GameNodeLevel } from '../../../contract/catalogue'
import { charCount, lengthOk } from '../../../contract/rules'
import { randomBytes } from 'node:crypto'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { gameNodes, games } from './schema'
import { goods } from '../goods/schema'
import { recycleRequests } from '../recycle/schema'
import { AppError, isUniqueViolation } from '../../lib/errors'
import { audit, changes, type Actor } from '../audit/service'
import { isForeignKeyViolation } from '../content/images'
import { catalogueChanged } from '../goods/catalogue-version'
import { dropReference } from './reference'

const CHILD_LEVEL: Record<GameNodeLevel, GameNodeLevel | null> = { system: 'carrier', carrier: 'area', area: 'server', server: null }

type NodeRow = typeof gameNodes.$inferSelect

/** How many listings and recycling requests name each node of the game (at any level of their path). */
async function usesOf(db: Db, gameId: number): Promise<Map<number, number>> {
  const out = new Map<number, number>()
  for (const table of [goods, recycleRequests]) {
    for (const col of [table.systemId, table.carrierId, table.areaId, table.serverId]) {
      const rows = await db
        .select({ id: col, n: count() })
        .from(table)
        .where(and(eq(table.gameId, gameId), sql`${col} is not null`))
        .groupBy(col)
      for (const r of rows) if (r.id !== null) out.set(r.id, (out.get(r.id) ?? 0) + Number(r.n))
    }
  }
  return out
}

async function requireGameRow(db: Db, gameId: number) {
  const [game] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId))
  if (!game) throw new AppError(404, 'catGameNotFound')
}

/** GET /admin/games/{id}/nodes: the whole tree, flat, parents before children, siblings in display order. */
export async function adminNodes(db: Db, gameId: number): Promise<AdminGameNode[]> {
  await requireGameRow(db, gameId)
  const rows = await db
    .select()
    .from(gameNodes)
    .where(eq(gameNodes.gameId, gameId))
    .orderBy(asc(gameNodes.sort), asc(gameNodes.id))
  const uses = await usesOf(db, gameId)
  const byParent = new Map<number | null, NodeRow[]>()
  for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r])
  const out: AdminGameNode[] = []
  const walk = (parentId: number | null) => {
    for (const r of byParent.get(parentId) ?? []) {
      out.push({ id: r.id, parentId: r.parentId, level: r.level as GameNodeLevel, key: r.key, name: r.name, nameEn: r.nameEn, sort: r.sort, uses: uses.get(r.id) ?? 0 })
      walk(r.id)
    }
  }
  walk(null)
  return out
}

function checkNames(name: string, nameEn: string | null | undefined) {
  const n = name.trim()
  if (!lengthOk(n, 1, NODE_NAME_MAX)) throw new AppError(400, 'catNodeNameRule', { max: NODE_NAME_MAX })
  const en = nameEn?.trim() || null
  if (en !== null && charCount(en) > NAME_EN_MAX) throw new AppError(400, 'catNodeNameEnRule', { max: NAME_EN_MAX })
  return { name: n, nameEn: en }
}

const siblingsOf = (gameId: number, parentId: number | null) =>
  and(eq(gameNodes.gameId, gameId), parentId === null ? isNull(gameNodes.parentId) : eq(gameNodes.parentId, parentId))

/** POST /admin/games/{id}/nodes */
export async function addNode(ctx: Ctx, actor: Actor, gameId: number, input: GameNodeInput): Promise<AdminGameNode> {
  const names = checkNames(input.name, input.nameEn)
  const key = input.key?.trim() || 'n' + randomBytes(4).toString('hex')
  if (!NODE_KEY_RE.test(key)) throw new AppError(400, 'catNodeKeyRule')
  let row: NodeRow
  try {
    row = await ctx.db.transaction(async (tx) => {
      await requireGameRow(tx, gameId)
      let level: GameNodeLevel = 'system'
      if (input.parentId !== null) {
        // the parent is locked, so it cannot be removed while its child is added
        const [parent] = await tx.select().from(gameNodes).where(eq(gameNodes.id, input.parentId)).for('update')
        if (!parent || parent.gameId !== gameId) throw new AppError(400, 'catNodeParentNotFound')
        const child = CHILD_LEVEL[parent.level as GameNodeLevel]
        if (!child) throw new AppError(400, 'catNodeTooDeep')
        level = child
      }
      const [{ last }] = await tx.select({ last: max(gameNodes.sort) }).from(gameNodes).where(siblingsOf(gameId, input.parentId))
      const [created] = await tx
        .insert(gameNodes)
        .values({ gameId, parentId: input.parentId, level, key, ...names, sort: (last ?? -1) + 1 })
        .returning()
      await catalogueChanged(tx)
      await audit(tx, actor, {
        action: 'gameNode.create',
        targetType: 'gameNode',
        targetId: created.id,
        after: { gameId, parentId: created.parentId, level, key, name: created.name, nameEn: created.nameEn },
      })
      return created
    })
  } catch (err) {
    if (isUniqueViolation(err, 'game_nodes_key')) throw new AppError(409, 'catNodeKeyTaken')
    throw err
  }
  dropReference(ctx.db)
  return { id: row.id, parentId: row.parentId, level: row.level as GameNodeLevel, key: row.key, name: row.name, nameEn: row.nameEn, sort: row.sort, uses: 0 }
}

/** PUT /admin/game-nodes/{id} */
export async function renameNode(ctx: Ctx, actor: Actor, id: number, input: GameNodeRename): Promise<void> {
  const names = checkNames(input.name, input.nameEn)
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(gameNodes).where(eq(gameNodes.id, id)).for('update')
    if (!current) throw new AppError(404, 'catNodeNotFound')
    await tx.update(gameNodes).set(names).where(eq(gameNodes.id, id))
    const diff = changes({ name: current.name, nameEn: current.nameEn }, names)
    await catalogueChanged(tx)
    await audit(tx, actor, { action: 'gameNode.rename', targetType: 'gameNode', targetId: id, ...diff })
  })
  dropReference(ctx.db)
}

/**
 * DELETE /admin/game-nodes/{id}: a leaf only (409 naming how many children), and only when no listing or
 * recycling request names it (409 naming how many). A listing submitted at the same moment either lands first
 * (its reference makes the delete fail: 409) or fails on the missing node.
 */
export async function removeNode(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const [node] = await tx.select().from(gameNodes).where(eq(gameNodes.id, id)).for('update')
      if (!node) throw new AppError(404, 'catNodeNotFound')
      const [{ children }] = await tx.select({ children: count() }).from(gameNodes).where(eq(gameNodes.parentId, id))
      if (Number(children) > 0) throw new AppError(409, 'catNodeHasChildren', { count: Number(children) })
      let used = 0
      for (const table of [goods, recycleRequests]) {
        const [{ n }] = await tx
          .select({ n: count() })
          .from(table)
          .where(or(eq(table.systemId, id), eq(table.carrierId, id), eq(table.areaId, id), eq(table.serverId, id)))
        used += Number(n)
      }
      if (used > 0) throw new AppError(409, 'catNodeInUse', { count: used })
      await tx.delete(gameNodes).where(eq(gameNodes.id, id))
      await catalogueChanged(tx)
      await audit(tx, actor, {
        action: 'gameNode.remove',
        targetType: 'gameNode',
        targetId: id,
        before: { gameId: node.gameId, parentId: node.parentId, level: node.level, key: node.key, name: node.name },
      })
    })
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new AppError(409, 'catNodeInUse', { count: 1 })
    throw err
  }
  dropReference(ctx.db)
}

/** PUT /admin/games/{id}/nodes/order: `ids` must be every child of `parentId`, each once. */
export async function reorderNodes(ctx: Ctx, actor: Actor, gameId: number, input: GameNodeOrderInput): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await requireGameRow(tx, gameId)
    const rows = await tx
      .select({ id: gameNodes.id, sort: gameNodes.sort })
      .from(gameNodes)
      .where(siblingsOf(gameId, input.parentId))
      .orderBy(asc(gameNodes.sort), asc(gameNodes.id))
      .for('update')
    const known = new Set(rows.map((r) => r.id))
    if (input.ids.length !== rows.length || new Set(input.ids).size !== rows.length || input.ids.some((x) => !known.has(x))) {
      throw new AppError(400, 'catNodeOrderMismatch')
    }
    for (const [sort, id] of input.ids.entries()) await tx.update(gameNodes).set({ sort }).where(eq(gameNodes.id, id))
    await catalogueChanged(tx)
    await audit(tx, actor, {
      action: 'gameNode.reorder',
      targetType: 'game',
      targetId: gameId,
      before: { parentId: input.parentId, ids: rows.map((r) => r.id) },
      after: { parentId: input.parentId, ids: input.ids },
    })
  })
  dropReference(ctx.db)
}
