/**
 * Readable record numbers shared by every module that makes them (orders, payments, recycling requests,
 * listings, compensation claims).
 */
import { randomInt } from 'node:crypto'
import { chinaStamp } from '../../contract/clock'

/**
 * 'O20261122132501' + 6 random digits: readable (the time in China Standard Time), unique by the index of its
 * table (two numbers in the same second clash with odds of one in a million). O orders, P payments, R recycling
 * requests, G listings, C compensation claims.
 */
export function humanNo(prefix: 'O' | 'P' | 'R' | 'G' | 'C', now = new Date()): string {
  return prefix + chinaStamp(now) + String(randomInt(0, 1_000_000)).padStart(6, '0')
}
