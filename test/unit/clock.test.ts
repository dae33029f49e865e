import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { chinaDate, chinaStamp, chinaTime } from '../../contract/clock'
import { formatDate } from '../../src/utils/date'

/**
 * The platform shows China time (UTC+8) whatever zone the phone is in. jest's environment keeps its own copy of
 * process.env, so each zone runs the app's formatDate in a Node process started with that TZ, as a phone set to
 * that zone would, and reports what the device itself would have shown next to it.
 */
const ROOT = path.resolve(__dirname, '../..')
const SAMPLES = [
  ['2026-11-23T01:56:00.000Z', true],
  ['2026-12-31T16:30:00.000Z', false],
  ['2026-12-31T16:30:00.000Z', true],
  ['2026-07-01T20:15:00-04:00', true],
  ['2026-05-01', false],
  ['not a date', true],
] as const
const EXPECTED = ['2026-11-23 09:56', '2027-01-01', '2027-01-01 00:30', '2026-07-02 08:15', '2026-05-01', '']

function runIn(zone: string): { shown: string[]; deviceHour: number } {
  const script =
    "const { formatDate } = require('./src/utils/date.ts');" +
    `const samples = ${JSON.stringify(SAMPLES)};` +
    'console.log(JSON.stringify({ shown: samples.map(([iso, t]) => formatDate(iso, t)),' +
    " deviceHour: new Date('2026-11-23T01:56:00.000Z').getHours() }))"
  const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  })
  return JSON.parse(out.trim().split('\n').pop() as string)
}

describe.each([
  ['UTC', 1],
  ['America/New_York', 20],
  ['Asia/Shanghai', 9],
])('a device in %s', (zone, deviceHour) => {
  test('shows China time: a rental ending 01:56 UTC ends 09:56, as the server wrote it in the timeline', () => {
    const r = runIn(zone)
    // the zone really is in force: the device's own clock reads this hour
    expect(r.deviceHour).toBe(deviceHour)
    expect(r.shown).toEqual(EXPECTED)
  }, 30_000)
})

test('the shared clock: instants, dates after 16:00 UTC, stamps, bad input', () => {
  expect(chinaTime(new Date('2026-11-23T01:56:00.000Z'))).toBe('2026-11-23 09:56')
  expect(chinaTime(Date.UTC(2026, 10, 23, 1, 56), false)).toBe('2026-11-23')
  expect(chinaDate(Date.UTC(2026, 11, 31, 15, 59))).toBe('2026-12-31')
  expect(chinaDate(Date.UTC(2026, 11, 31, 16, 0))).toBe('2027-01-01')
  expect(chinaStamp(new Date('2026-11-22T05:25:01.000Z'))).toBe('20261122132501')
  expect(formatDate(null)).toBe('')
  expect(formatDate(undefined, true)).toBe('')
  expect(formatDate('')).toBe('')
  expect(chinaTime(Number.NaN)).toBe('')
})
