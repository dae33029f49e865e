/**
 * The catalogue page's statement: each row of summaryColumns comes as one JSON array, run on the database
 * driver itself and mapped by hand.
 *
 * Why: reading the page was the largest part of the server's time per catalogue request (CPU profile of
 * `npm run bench:api`): the driver parses every field in JavaScript (15 per row), then drizzle maps each one
 * again. One JSON value per row is one native JSON.parse. The SQL text and its parameters still come from
 * drizzle, built once per query shape; only execution is direct.
 */
import { fillPlaceholders, sql } from 'drizzle-orm'
import pg from 'pg'
import type { AttrValue } from '../../../contract/types'
import type { Db } from '../../db/client'
import { goods } from './schema'
import type { SummaryRow } from './summary'

/** select `{ row: summaryRowJson }`; the same columns as summaryColumns, in the order `toRow` reads them */
export const summaryRowJson = sql<unknown>`json_build_array(${goods.id}, ${goods.goodsNo}, ${goods.gameId}, ${goods.systemId}, ${goods.carrierId}, ${goods.areaId}, ${goods.serverId}, ${goods.title}, ${goods.price}, ${goods.images}, ${goods.attrs}, ${goods.compensation}, ${goods.status}, ${goods.views}, ${goods.publishedAt}, ${goods.sellerId})`

/** the row's JSON array as sent (the deep-page cursor reads its sort value from it exactly: microseconds) */
export function rowArray(value: unknown): unknown[] {
  // both drivers parse json (PGlite) or not (pg's array mode with a json column: text)
  return (typeof value === 'string' ? JSON.parse(value) : value) as unknown[]
}

/** positions in the row's array of the values a sort orders by */
export const ROW_AT = { id: 0, price: 8, views: 13, publishedAt: 14 } as const

export function toRow(value: unknown): SummaryRow {
  // a timestamp in JSON is ISO 8601 text
  const a = rowArray(value)
  return {
    id: a[0] as number,
    goodsNo: a[1] as string,
    gameId: a[2] as number,
    systemId: a[3] as number | null,
    carrierId: a[4] as number | null,
    areaId: a[5] as number | null,
    serverId: a[6] as number | null,
    title: a[7] as string,
    price: a[8] as number,
    images: a[9] as string[],
    attrs: a[10] as Record<string, AttrValue>,
    compensation: a[11] as string,
    status: a[12] as string,
    views: a[13] as number,
    publishedAt: a[14] === null ? null : new Date(a[14] as string),
    sellerId: a[15] as number,
  }
}

const firstToRow = (r: unknown[]) => toRow(r[0])

interface PgliteLike {
  query(text: string, params: unknown[], options: { rowMode: 'array' }): Promise<{ rows: unknown[][] }>
}

export interface SummaryStatement {
  execute(values: Record<string, unknown>): Promise<SummaryRow[]>
  /** the rows as their JSON arrays (rowArray), for a caller that needs a value exactly */
  arrays(values: Record<string, unknown>): Promise<unknown[][]>
}

/**
 * `query` selects `{ row: summaryRowJson }` (and nothing else) with sql.placeholder values; `name` makes it a named
 * statement on PostgreSQL (planned once per connection), '' leaves it unnamed (planned on every execution).
 */
export function summaryStatement(db: Db, query: { toSQL(): { sql: string; params: unknown[] } }, name: string): SummaryStatement {
  const { sql: text, params } = query.toSQL()
  const client = (db as unknown as { $client: unknown }).$client
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const pool = client
    const run = async (values: Record<string, unknown>) => {
      const filled = fillPlaceholders(params, values)
      const config = name ? { name, text, values: filled, rowMode: 'array' as const } : { text, values: filled, rowMode: 'array' as const }
      return (await pool.query<unknown[]>(config)).rows
    }
    return {
      execute: async (values) => (await run(values)).map(firstToRow),
      arrays: async (values) => (await run(values)).map((r) => rowArray(r[0])),
    }
  }
  const lite = client as PgliteLike
  const run = async (values: Record<string, unknown>) => (await lite.query(text, fillPlaceholders(params, values), { rowMode: 'array' })).rows
  return {
    execute: async (values) => (await run(values)).map(firstToRow),
    arrays: async (values) => (await run(values)).map((r) => rowArray(r[0])),
  }
}
