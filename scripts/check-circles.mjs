#!/usr/bin/env node
/**
 * The import-circle check of `npm test`: dpdm over server/, contract/, src/ and admin/src/ must find no circle.
 * Type-only imports count (no `--transform`): a circle of types still ties the files' meaning together, and
 * one file's types cannot be understood or moved without the other's. Also checked here: no file inside contract/
 * imports contract/types.ts, the barrel (a file that is re-exported by it would close a circle through it; the
 * others should name the file that defines what they use, like every other contract file).
 *
 * Prints each circle as the loop of imports it is, with the import request of every step, and exits 1 when there
 * is one. `node scripts/check-circles.mjs` from the repository's root.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const trees = ['server/**/*.ts', 'contract/**/*.ts', 'src/**/*.ts', 'src/**/*.tsx', 'admin/src/**/*.ts', 'admin/src/**/*.tsx']
const barrel = 'contract/types.ts'

const dir = mkdtempSync(join(tmpdir(), 'circles-'))
const output = join(dir, 'dpdm.json')
let result
try {
  const run = spawnSync(
    'npx',
    ['--no-install', 'dpdm', '--no-warning', '--no-tree', '--no-circular', '--no-progress', '--output', output, ...trees],
    { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  )
  if (run.status !== 0) {
    // its progress lines are noise when it works
    console.error(`${run.stderr}\ndpdm failed (exit ${run.status ?? run.signal})`)
    process.exit(2)
  }
  result = JSON.parse(readFileSync(output, 'utf8'))
} finally {
  rmSync(dir, { recursive: true, force: true })
}

const { tree, circulars, entries } = result
/** how `from` names `to` in its source ('./holds'), so a reader finds the line to change */
const request = (from, to) => (tree[from] || []).find((dep) => dep.id === to)?.request ?? '?'

const problems = []
for (const circle of circulars) {
  const loop = [...circle, circle[0]]
  const steps = loop.slice(1).map((to, i) => `    ${loop[i]}\n      imports '${request(loop[i], to)}' -> ${to}`)
  problems.push(`circle of ${circle.length} file${circle.length > 1 ? 's' : ''}:\n${steps.join('\n')}`)
}
for (const [file, deps] of Object.entries(tree)) {
  if (!file.startsWith('contract/') || file === barrel) continue
  for (const dep of deps || []) {
    if (dep.id === barrel) problems.push(`${file} imports the barrel '${dep.request}'; import the file that defines the type`)
  }
}

if (problems.length) {
  console.log(`Import problems in ${entries.length} files (dpdm, type-only imports included):\n`)
  problems.forEach((p, i) => console.log(`${i + 1}) ${p}\n`))
  process.exit(1)
}
console.log(`No import circles in ${entries.length} files (dpdm, type-only imports included).`)
