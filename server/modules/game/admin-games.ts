/**
 * Games as admins manage them: every game (enabled or not), create, edit, enable and disable. A disabled game
 * leaves the game grid and takes no new listings (checkRegion refuses it); its listings stay as they are.
 * Each change and its audit entry commit together; then the reference snapshot of this process is dropped so
 * the storefront shows the change on the next request (reference.ts).
 */
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm'
import { GAME_HOT_MAX, GAME_NAME_MAX, NAME_EN_MAX, type AdminGame, type GameInput, type GameTypeOption } from '../../../contract/admin-catalogue'
import { charCount, lengthOk } from '../../../contract/rules'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { gameTypes, games } from './schema'
import { goods } from '../goods/schema'
import { AppError, isUniqueViolation } from '../../lib/errors'
import { audit, changes, type Actor } from '../audit/service'
import { acceptedImage } from '../content/images'
import { catalogueChanged } from '../goods/catalogue-version'
import { dropReference } from './reference'
import { gameIconUrl } from './service'
import { likeContains } from '../../lib/like'

/** GET /admin/game-types */
export async function adminGameTypes(db: Db): Promise<GameTypeOption[]> {
  const rows = await db.select().from(gameTypes).orderBy(asc(gameTypes.sort), asc(gameTypes.key))
  return rows.map((r) => ({ key: r.key, name: r.nameZh }))
}

const listingsOf = sql<number>`(select count(*)::int from ${goods} where ${goods.gameId} = ${games.id})`

function selectGames(db: Db) {
  return db
    .select({ g: games, typeName: gameTypes.nameZh, listings: listingsOf })
    .from(games)
    .innerJoin(gameTypes, eq(gameTypes.key, games.type))
}

type Joined = { g: typeof games.$inferSelect; typeName: string; listings: number }
const toAdmin = ({ g, typeName, listings }: Joined): AdminGame => ({
  id: g.id,
  name: g.name,
  nameEn: g.nameEn,
  type: g.type,
  typeName,
  icon: gameIconUrl(g.icon),
  hot: g.hot,
  enabled: g.enabled,
  listings: Number(listings),
  createdAt: g.createdAt.toISOString(),
})

/** GET /admin/games: newest first, by part of the name and by state. */
export async function listAdminGames(
  db: Db,
  q: { name?: string; enabled?: boolean; pageNum: number; pageSize: number },
): Promise<Page<AdminGame>> {
  const where = and(
    q.name?.trim() ? ilike(games.name, likeContains(q.name.trim())) : undefined,
    q.enabled === undefined ? undefined : eq(games.enabled, q.enabled),
  )
  const rows = await selectGames(db)
    .where(where)
    .orderBy(desc(games.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
  const [{ n }] = await db.select({ n: count() }).from(games).where(where)
  return { rows: rows.map(toAdmin), total: Number(n) }
}

/** GET /admin/games/{id} */
export async function adminGame(db: Db, id: number): Promise<AdminGame> {
  const [row] = await selectGames(db).where(eq(games.id, id))
  if (!row) throw new AppError(404, 'catGameNotFound')
  return toAdmin(row)
}

/** The stored form of a game's fields; `current` is the row being edited (its icon may be sent back as is). */
async function checkInput(db: Db, input: GameInput, current?: typeof games.$inferSelect) {
  const name = input.name.trim()
  if (!lengthOk(name, 1, GAME_NAME_MAX)) throw new AppError(400, 'catGameNameRule', { max: GAME_NAME_MAX })
  // absent (a client that does not know it): an edit keeps it
  const nameEn = input.nameEn === undefined ? (current?.nameEn ?? null) : input.nameEn?.trim() || null
  if (nameEn !== null && charCount(nameEn) > NAME_EN_MAX) throw new AppError(400, 'catGameNameEnRule', { max: NAME_EN_MAX })
  const [type] = await db.select({ key: gameTypes.key }).from(gameTypes).where(eq(gameTypes.key, input.type))
  if (!type) throw new AppError(400, 'catGameTypeUnknown')
  if (!Number.isInteger(input.hot) || input.hot < 0 || input.hot > GAME_HOT_MAX) throw new AppError(400, 'catGameHotRule', { max: GAME_HOT_MAX })
  const icon = await acceptedImage(db, input.icon, current ? gameIconUrl(current.icon) : null)
  if (!icon) throw new AppError(400, 'catGameIconInvalid')
  // the stored icon of an unchanged seeded game stays its asset file name
  return { name, nameEn, type: input.type, icon: current && icon === gameIconUrl(current.icon) ? current.icon : icon, hot: input.hot, enabled: input.enabled }
}

const auditFields = (g: typeof games.$inferSelect) => ({ name: g.name, nameEn: g.nameEn, type: g.type, icon: g.icon, hot: g.hot, enabled: g.enabled })

async function nameTaken<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (err) {
    if (isUniqueViolation(err, 'games_name_key')) throw new AppError(409, 'catGameNameTaken')
    throw err
  }
}

/** POST /admin/games */
export async function createGame(ctx: Ctx, actor: Actor, input: GameInput): Promise<AdminGame> {
  const id = await nameTaken(() =>
    ctx.db.transaction(async (tx) => {
      const values = await checkInput(tx, input)
      const [row] = await tx.insert(games).values(values).returning()
      await catalogueChanged(tx)
      await audit(tx, actor, { action: 'game.create', targetType: 'game', targetId: row.id, after: auditFields(row) })
      return row.id
    }),
  )
  dropReference(ctx.db)
  return adminGame(ctx.db, id)
}

/** PUT /admin/games/{id} */
export async function updateGame(ctx: Ctx, actor: Actor, id: number, input: GameInput): Promise<AdminGame> {
  await nameTaken(() =>
    ctx.db.transaction(async (tx) => {
      const [current] = await tx.select().from(games).where(eq(games.id, id)).for('update')
      if (!current) throw new AppError(404, 'catGameNotFound')
      const values = await checkInput(tx, input, current)
      const [row] = await tx.update(games).set(values).where(eq(games.id, id)).returning()
      const diff = changes(auditFields(current), auditFields(row))
      await catalogueChanged(tx)
      await audit(tx, actor, { action: 'game.update', targetType: 'game', targetId: id, ...diff })
    }),
  )
  dropReference(ctx.db)
  return adminGame(ctx.db, id)
}

/** PUT /admin/games/{id}/enabled: switching to the state it has already changes nothing and writes no entry. */
export async function setGameEnabled(ctx: Ctx, actor: Actor, id: number, enabled: boolean): Promise<AdminGame> {
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(games).where(eq(games.id, id)).for('update')
    if (!current) throw new AppError(404, 'catGameNotFound')
    if (current.enabled === enabled) return
    await tx.update(games).set({ enabled }).where(eq(games.id, id))
    await catalogueChanged(tx)
    await audit(tx, actor, {
      action: enabled ? 'game.enable' : 'game.disable',
      targetType: 'game',
      targetId: id,
      before: { enabled: current.enabled },
      after: { enabled },
    })
  })
  dropReference(ctx.db)
  return adminGame(ctx.db, id)
}
