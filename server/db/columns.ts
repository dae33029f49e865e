/**
 * Column kinds every schema file shares, so a timestamp or an amount of money is declared the same way in each.
 */
import { sql, type SQL } from 'drizzle-orm'
import { bigint, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core'

/** a point in time (timestamptz), read as a Date */
export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** an amount of money in fen (bigint), read as a number: amounts stay far below 2^53 */
export const fen = (name: string) => bigint(name, { mode: 'number' })

/**
 * `column in ('a', 'b', ...)` for a CHECK: a status column allows exactly the values of its contract list, written
 * once in contract/. Gives the same SQL text as the list written out by hand, so the constraints stay as migrated.
 */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`
