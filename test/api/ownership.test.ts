/**
 * Who may write what, read from the source. Every table is written only by the module whose schema.ts declares it
 * (docs/architecture.md's module map), the one exception being the wallet's columns of users; orders.status is written only by the order state machine
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

const MODULES = join(SERVER, 'modules')
const rel = (path: string) => relative(ROOT, path).split(sep).join('/')

/** table variable and SQL name -> the module whose schema.ts declares it */
function tableOwners(): { byVar: Map<string, string>; bySql: Map<string, string> } {
  const byVar = new Map<string, string>()
  const bySql = new Map<string, string>()
  for (const path of sources(MODULES).filter((p) => p.endsWith(`${sep}schema.ts`))) {
    const module = relative(MODULES, path).split(sep)[0]
    for (const m of readFileSync(path, 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      byVar.set(m[1], module)
      bySql.set(m[2], module)
    }
  }
  return { byVar, bySql }
}

/**
 * Columns of one module's table that another module owns: the wallet keeps its money and the payment password on
 * the user's row (a balance is read with the account on every page; a table of its own would be a join everywhere).
 */
const SHARED_COLUMNS: Record<string, Record<string, string[]>> = {
  users: { wallet: ['balance', 'walletHeld', 'payPasswordHash', 'payPasswordFails', 'payPasswordLockedUntil', 'updatedAt'] },
}

const moduleOf = (path: string) => (path.startsWith(MODULES + sep) ? relative(MODULES, path).split(sep)[0] : null)

/** `.set({ a: .., b: .. })` keys of the statement starting at `text` */
function setKeys(text: string): string[] | null {
  const set = /^\.update\(\w+\)\s*\.set\(\{/.exec(text)
  if (!set) return null
  let depth = 1
  let i = set[0].length
  let keys: string[] = []
  let token = ''
  for (; i < text.length && depth > 0; i++) {
    const c = text[i]
    if ('{(['.includes(c)) depth++
    else if ('})]'.includes(c)) depth--
    else if (depth === 1 && c === ':' ) keys.push(token.trim().split(/[\s,]+/).pop()!)
    if (depth === 1 && c === ',') token = ''
    else if (depth === 1) token += c
  }
  keys = keys.filter(Boolean)
  return keys
}

/** every write of a table outside the module that owns it, as "file: statement" */
function foreignWrites(): string[] {
  const { byVar, bySql } = tableOwners()
  const found: string[] = []
  for (const path of sources(SERVER)) {
    const file = rel(path)
    if (isSeed(file) || file.startsWith('server/db/')) continue
    const text = readFileSync(path, 'utf8')
    const writer = moduleOf(path)
    for (const m of text.matchAll(/\.(insert|update|delete)\((\w+)\)/g)) {
      const owner = byVar.get(m[2])
      if (!owner || owner === writer) continue
      const allowed = writer && SHARED_COLUMNS[m[2]]?.[writer]
      const keys = m[1] === 'update' ? setKeys(text.slice(m.index)) : null
      if (allowed && keys && keys.length && keys.every((k) => allowed.includes(k))) continue
      found.push(`${file}: .${m[1]}(${m[2]}) of ${owner}'s table${keys ? ' setting ' + keys.join(', ') : ''}`)
    }
    for (const m of text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?\s/gi)) {
      const owner = bySql.get(m[1])
      if (owner && owner !== writer && /sql`|execute/.test(text.slice(Math.max(0, m.index - 200), m.index))) {
        found.push(`${file}: raw SQL writing ${m[1]} of ${owner}`)
      }
    }
  }
  return found
}

describe('ownership of the tables', () => {
  it("every table is written only by the module that declares it (the wallet's columns of users aside)", () => {
    const { byVar } = tableOwners()
    assert.ok(byVar.size >= 40, `the scan finds the tables (${byVar.size})`)
    assert.deepEqual(foreignWrites(), [], 'write through the owner module (docs/architecture.md module map)')
  })

  it('the scan tells a shared column from a foreign one', () => {
    assert.deepEqual(setKeys(".update(users).set({ balance: sql`${users.balance} + 1`, updatedAt: now }).where(x)"), ['balance', 'updatedAt'])
    assert.deepEqual(setKeys('.update(users)\n    .set({ role: sql`case when ${users.role} = 1 end`, shopName: row.shopName })'), ['role', 'shopName'])
    assert.ok(!SHARED_COLUMNS.users.wallet.includes('role'))
  })
})

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
