/**
 * Who may write what, read from the source: orders.status is written only by the order state machine
 * (server/modules/order/machine.ts transition() and the first state in insertOrder), goods.status only by the goods
 * module (server/modules/goods/, whose state.ts holds a listing's transitions); seeds write demo data directly.
 * A write is an `.update(orders)` / `.update(goods)` whose statement sets `status`, any `.insert(orders)` /
 * `.insert(goods)` (a new row gets a status), or raw SQL updating the column.
 */
import assert from 'node:assert/strict'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const SERVER = join(ROOT, 'server')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return name.endsWith('.ts') ? [path] : []
  })
}

const isSeed = (file: string) => /(^|\/)seed[^/]*\.ts$/.test(file)

/** the files that write `<table>.status`, relative to the repository, with the first statement found */
function statusWriters(table: 'orders' | 'goods'): Map<string, string> {
  const found = new Map<string, string>()
  const update = new RegExp(`\\.update\\(${table}\\)`, 'g')
  const insert = new RegExp(`\\.insert\\(${table}\\)`)
  const raw = new RegExp(`update\\s+"?${table}"?\\s+set\\b[^;\`]*\\bstatus\\b`, 'i')
  for (const path of sources(SERVER)) {
    const file = relative(ROOT, path).split(sep).join('/')
    const text = readFileSync(path, 'utf8')
    for (const m of text.matchAll(update)) {
      // the statement up to its condition: .update(t).set({...}).where(...)
      const rest = text.slice(m.index)
      const end = rest.search(/\.where\(|\.returning\(|\n\s*\n/)
      const statement = rest.slice(0, end < 0 ? 600 : end)
      if (/\bstatus\b/.test(statement)) found.set(file, statement.slice(0, 120))
    }
    if (insert.test(text)) found.set(file, `.insert(${table})`)
    const r = raw.exec(text)
    if (r) found.set(file, r[0].slice(0, 120))
  }
  return found
}

describe('ownership of the status columns', () => {
  it('only the order state machine writes orders.status', () => {
    const writers = statusWriters('orders')
    assert.ok(writers.has('server/modules/order/machine.ts'), 'the scan finds transition() itself')
    const others = [...writers].filter(([file]) => file !== 'server/modules/order/machine.ts' && !isSeed(file))
    assert.deepEqual(others, [], 'orders.status changes go through order/machine.ts transition()')
  })

  it('only the goods module writes goods.status', () => {
    const writers = statusWriters('goods')
    assert.ok(writers.has('server/modules/goods/state.ts'), 'the scan finds the listing state API itself')
    const others = [...writers].filter(([file]) => !file.startsWith('server/modules/goods/') && !isSeed(file))
    assert.deepEqual(others, [], 'goods.status changes go through goods/state.ts')
  })

  it('the scan sees a status written outside its owner', () => {
    // the same patterns on a made-up statement, so a change of code style cannot make the checks pass vacuously
    const statement = "await tx.update(orders).set({ status: 'completed', updatedAt: now }).where(eq(orders.id, id))"
    const rest = statement.slice(statement.indexOf('.update(orders)'))
    assert.match(rest.slice(0, rest.search(/\.where\(/)), /\bstatus\b/)
  })
})
