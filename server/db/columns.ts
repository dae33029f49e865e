/**
 * Column kinds every schema file shares, so a timestamp or an amount of money is declared the same way in each.
 */
import { bigint, timestamp } from 'drizzle-orm/pg-core'

/** a point in time (timestamptz), read as a Date */
export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** an amount of money in fen (bigint), read as a number: amounts stay far below 2^53 */
export const fen = (name: string) => bigint(name, { mode: 'number' })
