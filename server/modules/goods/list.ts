/**
 * POST /web/good/allList: the catalogue query. Only listings on sale; filters by the game tree, price, attribute
 * values (jsonb containment on the GIN-indexed attrs, number ranges by value), keyword (GIN-indexed tokens, then
 * an exact recheck) and compensation level; four sorts, each ending in id so pages never overlap.
 */
import { createHash } from 'node:crypto'
import { and, asc, desc, eq, gt, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { GOODS_RESULTS_MAX } from '../../../contract/catalogue'
import type { AttrFilter, CompensationLevel, GoodsQuery, GoodsSort, GoodsSummary, Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import { goods } from './schema'
import { AppError } from '../../lib/errors'
import type { Lang } from '../../lib/i18n'
import { reference } from '../game/reference'
import { gamesNamedInEnglish, keywordMatch, type GamesNamed } from './keyword'
import { listCacheOf, normalisedQuery, type ListCache } from './list-cache'
import { countMatching } from './list-count'
import { toSummaries, type SummaryRow } from './summary'
import { ROW_AT, summaryRowJson, summaryStatement, toRow, type SummaryStatement } from './summary-statement'

export const COMPENSATION_LEVELS: CompensationLevel[] = ['none', 'standard', 'extended', 'topup']
/** a filter's level as a seller choice: a listing whose seller offers 'extended' offers 'topup' too (risk/fee.ts) */
const sellerChoice = (level: CompensationLevel): CompensationLevel => (level === 'topup' ? 'extended' : level)

const ORDER: Record<GoodsSort, SQL[]> = {
  // plain DESC (nulls first) so the (status, game_id, published_at) index is read backwards instead of sorting
  newest: [desc(goods.publishedAt), desc(goods.id)],
  priceAsc: [asc(goods.price), asc(goods.id)],
  priceDesc: [desc(goods.price), desc(goods.id)],
  views: [desc(goods.views), desc(goods.id)],
}

/**
 * Collects the values of one query as placeholders, and a shape key that names its SQL text: two queries of
 * the same shape differ only in their values, so the built statement can be reused (see `pageQuery`).
 */
class Binder {
  readonly values: Record<string, unknown> = {}
  readonly shape: string[] = []
  /** set by a condition whose best plan depends on how common its value is (keyword, attribute) */
  selective = false
  private n = 0
  /** a value bound at execution */
  v(value: unknown) {
    const name = 'p' + this.n++
    this.values[name] = value
    return sql.placeholder(name)
  }
}

/** The attribute conditions, checked against the game's template (unknown keys and wrong kinds are a 400). */
async function attrConditions(ctx: Ctx, b: Binder, gameId: number | undefined, filters: AttrFilter[]): Promise<SQL[]> {
  if (filters.length === 0) return []
  if (gameId === undefined) throw new AppError(400, 'attrFilterNeedsGame')
  b.selective = true
  const ref = await reference(ctx.db, { gameIds: [gameId] })
  const template = new Map((ref.attrs.get(gameId) ?? []).map((a) => [a.key, a]))
  const out: SQL[] = []
  for (const f of filters) {
    const attr = template.get(f.key)
    if (!attr) throw new AppError(400, 'attrUnknown', { key: f.key })
    const label = attr.label
    if (attr.type === 'number') {
      if (f.values !== undefined || (f.min === undefined && f.max === undefined)) throw new AppError(400, 'attrFilterNumber', { label })
      if (f.min !== undefined && f.max !== undefined && f.min > f.max) throw new AppError(400, 'attrRangeInvalid', { label })
      // the CASE keeps a non-number value (bad data) from failing the cast: it simply does not match
      const key = b.v(f.key)
      const value = sql`(case when jsonb_typeof(${goods.attrs} -> ${key}::text) = 'number' then (${goods.attrs} ->> ${key}::text)::numeric end)`
      if (f.min !== undefined) out.push(sql`${value} >= ${b.v(f.min)}::numeric`)
      if (f.max !== undefined) out.push(sql`${value} <= ${b.v(f.max)}::numeric`)
      b.shape.push(`n${f.min !== undefined ? '<' : ''}${f.max !== undefined ? '>' : ''}`)
      continue
    }
    if (f.values === undefined || f.min !== undefined || f.max !== undefined) throw new AppError(400, 'attrFilterChoice', { label })
    // checkbox values are arrays: {"k": ["v"]} is contained in {"k": ["v", "w"]}; the others are single strings
    const wrap = (v: string) => JSON.stringify(attr.type === 'checkbox' ? { [f.key]: [v] } : { [f.key]: v })
    const any = [...new Set(f.values)].map((v) => sql`${goods.attrs} @> ${b.v(wrap(v))}::jsonb`)
    out.push(any.length === 1 ? any[0] : sql`(${sql.join(any, sql` or `)})`)
    b.shape.push(`c${any.length}`)
  }
  return out
}

function keywordConditions(b: Binder, keyword: string | undefined, named: GamesNamed): SQL[] {
  const m = keywordMatch(keyword, (v) => b.v(v), named)
  if (m.where.length === 0) return []
  b.shape.push(m.shape)
  b.selective = true
  return m.where
}

async function conditions(ctx: Ctx, b: Binder, q: GoodsQuery): Promise<SQL> {
  if (q.priceMin !== undefined && q.priceMax !== undefined && q.priceMin > q.priceMax) throw new AppError(400, 'priceRangeInvalid')
  const where: SQL[] = [eq(goods.status, 'on_sale')]
  const column = { gameId: goods.gameId, systemId: goods.systemId, carrierId: goods.carrierId, areaId: goods.areaId, serverId: goods.serverId }
  for (const key of ['gameId', 'systemId', 'carrierId', 'areaId', 'serverId'] as const) {
    if (q[key] === undefined) continue
    where.push(eq(column[key], b.v(q[key])))
    b.shape.push(key)
  }
  if (q.priceMin !== undefined) where.push(gte(goods.price, b.v(q.priceMin)))
  if (q.priceMax !== undefined) where.push(lte(goods.price, b.v(q.priceMax)))
  b.shape.push(`p${q.priceMin !== undefined ? '<' : ''}${q.priceMax !== undefined ? '>' : ''}`)
  if (q.compensation !== undefined && q.compensation !== 'none') {
    where.push(inArray(goods.compensation, COMPENSATION_LEVELS.slice(COMPENSATION_LEVELS.indexOf(sellerChoice(q.compensation)))))
    b.shape.push(q.compensation)
  }
  if (q.accountRealName !== undefined) {
    where.push(eq(goods.accountRealName, b.v(q.accountRealName)))
    b.shape.push('arn')
  }
  where.push(...(await attrConditions(ctx, b, q.gameId, q.attrs ?? [])))
  where.push(...keywordConditions(b, q.keyword, q.keyword ? await gamesNamedInEnglish(ctx) : () => []))
  return and(...where)!
}

/**
 * Built page statements by shape, per database. Building the SQL text through drizzle costs about as much as
 * running the query, so each shape is built once and reused with new values.
 *
 * Most stay unnamed on PostgreSQL, so every execution is planned for its values: a generic plan cannot know that
 * LIMIT is small or how common a keyword or attribute value is, and then sorts thousands of rows instead of
 * walking the sort index. A first page whose best plan does not depend on the values (see `planIsFixed`) is a
 * named statement with its LIMIT written in: PostgreSQL plans it once per connection (the generic plan, after
 * five executions) instead of on every request. Planning was more than half of the database's time for such a
 * page (pgbench: 8 600 pages/s planned each time, 16 300 with the plan kept).
 */
const PAGE_QUERIES_MAX = 500
const pageQueries = new WeakMap<object, Map<string, SummaryStatement>>()

/**
 * True when one plan suits every value of this query: walking the sort's index with the game (if any) and
 * stopping after LIMIT rows. Not with a keyword or attribute condition (the best plan depends on how common the
 * value is), nor with a price range: its generic plan guesses a handful of rows and sorts the whole range
 * instead of stopping early (EXPLAIN: 24 ms instead of 0.1 ms for a range of 5 700 listings).
 */
function planIsFixed(q: GoodsQuery, b: Binder, pageSize: number, offset: number): boolean {
  return offset === 0 && FIXED_PLAN_PAGE_SIZES.has(pageSize) && !b.selective && q.priceMin === undefined && q.priceMax === undefined
}

/** the app's page sizes: each kept plan stays in every connection, so callers cannot multiply them at will */
const FIXED_PLAN_PAGE_SIZES = new Set([10, 20])

function pageQuery(ctx: Ctx, b: Binder, where: SQL, sort: GoodsSort, fixedLimit: number | null) {
  const key = b.shape.join(',') + '|' + sort + '|' + (fixedLimit ?? '')
  let byShape = pageQueries.get(ctx.db)
  if (!byShape) pageQueries.set(ctx.db, (byShape = new Map()))
  let query = byShape.get(key)
  if (!query) {
    if (byShape.size >= PAGE_QUERIES_MAX) byShape.clear()
    const select = ctx.db.select({ row: summaryRowJson }).from(goods).where(where).orderBy(...ORDER[sort])
    if (fixedLimit === null) {
      query = summaryStatement(ctx.db, select.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')), '')
    } else {
      // drizzle writes an SQL chunk as given (a number would become a parameter); fixedLimit is a validated integer
      const limited = select.limit(sql.raw(String(Math.trunc(fixedLimit))) as unknown as number)
      // the name follows the text, so a statement rebuilt after the map is cleared reuses the connection's one
      const name = 'goods_page_' + createHash('sha1').update(limited.toSQL().sql).digest('hex').slice(0, 16)
      query = summaryStatement(ctx.db, limited, name)
    }
    byShape.set(key, query)
  }
  return query
}

/**
 * What a sort orders by before the id: the column, where the row's array holds it, its SQL type and direction.
 * Every sort runs one way on both keys, so "after this row" is one row comparison the sort's index can seek to.
 */
const SORT_KEY: Record<GoodsSort, { column: SQLWrapper; at: number; type: string; desc: boolean }> = {
  newest: { column: goods.publishedAt, at: ROW_AT.publishedAt, type: 'timestamptz', desc: true },
  priceAsc: { column: goods.price, at: ROW_AT.price, type: 'bigint', desc: false },
  priceDesc: { column: goods.price, at: ROW_AT.price, type: 'bigint', desc: true },
  views: { column: goods.views, at: ROW_AT.views, type: 'integer', desc: true },
}

/**
 * A page past the first. Two costs made deep pages slow (EXPLAIN, 1 000 000 listings): the offset's skipped rows
 * were read from the table and each built into a card's JSON, and a selective filter (keyword, attribute) had to
 * find every match before the page. So:
 * - the listings' ids are picked first (from the index alone where it covers the filter) and only the page's own
 *   rows are read and built (page 100 of one game: 10 ms -> 0.5 ms);
 * - keyset: where a page starts (the sort value and id of the row before it) is remembered under the catalogue
 *   version, from the page before it or from one walk over the sort keys of the rows before a page asked first
 *   (which teaches every earlier page's start too), and then the page is read from there like a first page (an
 *   attribute filter's page 100: 350 ms -> under 1 ms). A version change (any listing change, list-cache.ts)
 *   forgets them all, so a remembered start is exact, never approximate. Without a version to trust (an app
 *   without LISTEN) every deep page takes the offset.
 */
function deepQuery(ctx: Ctx, b: Binder, where: SQL, sort: GoodsSort, keyset: boolean) {
  const key = b.shape.join(',') + '|' + sort + '|deep' + (keyset ? '+key' : '')
  let byShape = pageQueries.get(ctx.db)
  if (!byShape) pageQueries.set(ctx.db, (byShape = new Map()))
  let query = byShape.get(key)
  if (!query) {
    if (byShape.size >= PAGE_QUERIES_MAX) byShape.clear()
    const k = SORT_KEY[sort]
    const after = sql`(${k.column}, ${goods.id}) ${sql.raw(k.desc ? '<' : '>')} (${sql.placeholder('afterValue')}::${sql.raw(k.type)}, ${sql.placeholder('afterId')}::integer)`
    const ids = ctx.db
      .select({ id: goods.id })
      .from(goods)
      .where(keyset ? and(where, after) : where)
      .orderBy(...ORDER[sort])
      .limit(sql.placeholder('limit') as unknown as number)
      .offset(sql.placeholder('offset') as unknown as number)
      .as('page_ids')
    query = summaryStatement(ctx.db, ctx.db.select({ row: summaryRowJson }).from(goods).innerJoin(ids, eq(goods.id, ids.id)).orderBy(...ORDER[sort]), '')
    byShape.set(key, query)
  }
  return query
}

/** The sort keys (`[id, value]`) of a query's first rows, for remembering page starts (`deepPage`). */
function walkQuery(ctx: Ctx, b: Binder, where: SQL, sort: GoodsSort) {
  const key = b.shape.join(',') + '|' + sort + '|walk'
  let byShape = pageQueries.get(ctx.db)
  if (!byShape) pageQueries.set(ctx.db, (byShape = new Map()))
  let query = byShape.get(key)
  if (!query) {
    if (byShape.size >= PAGE_QUERIES_MAX) byShape.clear()
    const select = ctx.db
      .select({ row: sql`json_build_array(${goods.id}, ${SORT_KEY[sort].column})` })
      .from(goods)
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(sql.placeholder('limit') as unknown as number)
    query = summaryStatement(ctx.db, select, '')
    byShape.set(key, query)
  }
  return query
}

/** walks under way, per database by version and query (without its page): concurrent deep pages share one */
interface Walk {
  /** rows it reads */
  depth: number
  /** resolves to the rows it found */
  done: Promise<number>
}
const walksByDb = new WeakMap<object, Map<string, Walk>>()
/** how far scrolling on usually gets (10 pages of 10) before a jump deeper walks the whole window */
const SHALLOW_OFFSET = 100

interface Cursor {
  value: unknown
  id: number
}

/** `limit` is pageSize, or less on the page GOODS_RESULTS_MAX cuts (which has no next page) */
async function deepPage(
  ctx: Ctx,
  b: Binder,
  where: SQL,
  q: GoodsQuery,
  sort: GoodsSort,
  pageNum: number,
  pageSize: number,
  limit: number,
): Promise<SummaryRow[]> {
  const cache: ListCache | null = listCacheOf(ctx)
  // learnt before the query: what is remembered under it holds at least this version's listings
  const version = cache ? await cache.currentVersion() : null
  const at = SORT_KEY[sort].at
  const remember = (page: number, value: unknown, id: unknown) => {
    if (version === null || value === null || value === undefined) return
    cache!.rememberCursor(version, normalisedQuery({ ...q, pageNum: page }), { value, id: id as number } satisfies Cursor)
  }
  const startOf = (page: number) => (version === null ? undefined : (cache!.cursor(version, normalisedQuery({ ...q, pageNum: page })) as Cursor | undefined))
  let start = startOf(pageNum)
  if (!start && version !== null) {
    // one walk over the sort keys of the rows before this page remembers where each of those pages starts, so a
    // page asked later reads like a first page. A shallow page (scrolling on) walks twice its offset; a jump
    // further (a crawler's random pages) walks every row a query reaches, so later jumps find their start.
    // Concurrent asks as deep share one walk.
    const offset = (pageNum - 1) * pageSize
    const walkKey = `${version}|${normalisedQuery({ ...q, pageNum: 0 })}`
    let walks = walksByDb.get(ctx.db)
    if (!walks) walksByDb.set(ctx.db, (walks = new Map()))
    let walk = walks.get(walkKey)
    if (!walk || walk.depth < offset) {
      const depth = offset <= SHALLOW_OFFSET ? offset * 2 : GOODS_RESULTS_MAX
      const current: Walk = {
        depth,
        done: walkQuery(ctx, b, where, sort)
          .arrays({ ...b.values, limit: depth })
          .then((keys) => {
            for (let p = 2; (p - 1) * pageSize <= keys.length; p++) {
              const [id, value] = keys[(p - 1) * pageSize - 1]
              remember(p, value, id)
            }
            return keys.length
          })
          .finally(() => {
            if (walks.get(walkKey) === current) walks.delete(walkKey)
          }),
      }
      walks.set(walkKey, (walk = current))
    }
    const walking = walk.done
    if ((await walking) < offset) return []
    start = startOf(pageNum)
  }
  let rows: unknown[][]
  if (start) {
    rows = await deepQuery(ctx, b, where, sort, true).arrays({ ...b.values, afterValue: start.value, afterId: start.id, limit, offset: 0 })
  } else {
    // no version to remember under, or a row without a sort value (a listing never published): by offset, with
    // one row more, the one before the page: where this page starts, for the next ask
    rows = await deepQuery(ctx, b, where, sort, false).arrays({ ...b.values, limit: limit + 1, offset: (pageNum - 1) * pageSize - 1 })
    const before = rows.shift()
    if (before) remember(pageNum, before[at], before[ROW_AT.id])
  }
  const last = rows.at(-1)
  if (rows.length === pageSize && last) remember(pageNum + 1, last[at], last[ROW_AT.id])
  return rows.map(toRow)
}

/**
 * A query reaches its first GOODS_RESULTS_MAX results only: a deep page costs the database in proportion to how
 * far it starts (the offset's rows, or for a keyword every match before it), and past a thousand results nobody
 * but a crawler is reading. So no page can cost more than page 100 of 10; beyond it the answer is a 400 that
 * says to narrow the query.
 */
export async function listGoods(ctx: Ctx, q: GoodsQuery, lang: Lang): Promise<Page<GoodsSummary>> {
  const pageNum = q.pageNum ?? 1
  const pageSize = q.pageSize ?? 10
  const offset = (pageNum - 1) * pageSize
  if (offset >= GOODS_RESULTS_MAX) throw new AppError(400, 'pageTooDeep', { max: GOODS_RESULTS_MAX })
  const limit = Math.min(pageSize, GOODS_RESULTS_MAX - offset)
  const b = new Binder()
  const where = await conditions(ctx, b, q)
  const sort = q.sort ?? 'newest'
  const fixedLimit = planIsFixed(q, b, pageSize, offset) ? pageSize : null
  const page =
    offset === 0
      ? await pageQuery(ctx, b, where, sort, fixedLimit).execute({ ...b.values, limit, offset })
      : await deepPage(ctx, b, where, q, sort, pageNum, pageSize, limit)
  const { sort: _s, pageNum: _n, pageSize: _z, ...filter } = q
  const total =
    page.length > 0 && page.length < limit
      ? offset + page.length
      : page.length === 0 && offset === 0
        ? 0
        : await countMatching(ctx, where, b.values, JSON.stringify(filter))
  return { rows: await toSummaries(ctx.db, page, lang), total }
}

/**
 * Listings on sale matching a catalogue query (a saved search, alert/saved-searches.ts) published after `since`:
 * how many (at most `cap`) and when the newest was published. The same conditions as the list, so a saved search
 * finds what the list shows; a bad attribute filter is the list's 400.
 */
export async function publishedSince(ctx: Pick<Ctx, 'db'>, q: GoodsQuery, since: Date, cap = 100): Promise<{ count: number; newest: Date | null }> {
  const b = new Binder()
  const where = and(await conditions(ctx as Ctx, b, q), gt(goods.publishedAt, since))
  const rows = await ctx.db
    .select({ at: goods.publishedAt })
    .from(goods)
    .where(where)
    .orderBy(desc(goods.publishedAt))
    .limit(cap)
    .prepare('')
    .execute(b.values)
  return { count: rows.length, newest: rows[0]?.at ?? null }
}
