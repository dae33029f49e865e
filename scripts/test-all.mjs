#!/usr/bin/env node
// `npm test`: every check CI runs. Two lanes run side by side, since neither keeps both cores busy on its own:
// the API tests (mostly waiting on PostgreSQL and PGlite) beside typecheck, jest, the builds and then the browser
// tests, which need the builds. Each step's output is printed whole when the step ends (so the
// lanes' lines do not mix); the totals of the test runners are added up into one closing line.
// `node scripts/test-all.mjs <part of a step name>...` runs only those steps.
import { spawn } from 'node:child_process'

const lanes = [
  [
    { name: 'typecheck', cmd: 'npm run typecheck' },
    // dpdm over server/, contract/, src/ and admin/src/, type-only imports included; prints each circle's imports
    { name: 'import circles', cmd: 'node scripts/check-circles.mjs' },
    { name: 'app tests (jest)', cmd: 'npm run test:app' },
    { name: 'H5 build', cmd: 'npm run build:h5' },
    // home, the goods list and a listing against their first-load budgets (gzip KB; exits 1 over a budget)
    { name: 'first-load budgets', cmd: 'npm run size' },
    { name: 'WeChat build', cmd: 'npm run build:weapp' },
    { name: 'mini program run headlessly', cmd: 'npm run test:weapp' },
    { name: 'console build', cmd: 'npm run build:admin' },
    { name: 'build checks + browser tests', cmd: 'npm run test:e2e' },
  ],
  [{ name: 'API tests (PGlite + PostgreSQL)', cmd: 'npm run test:api' }],
]

const only = process.argv.slice(2)
const wanted = (step) => !only.length || only.some((o) => step.name.includes(o))
let passed = 0
let failed = 0
const failedSteps = []
const timings = []
const failures = []

function run(step) {
  return new Promise((resolve) => {
    const child = spawn(step.cmd, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (out += chunk))
    child.on('close', (code) => resolve({ code, out }))
  })
}

/** The names of the failed tests in a step's output, so the closing lines (all CI keeps of a long run) say which. */
function failedNames(out) {
  const names = new Set()
  // jest: "  ● Suite › test name" (console blocks are "  ● Console")
  for (const m of out.matchAll(/^\s{2}● (.+)$/gm)) if (m[1].trim() !== 'Console') names.add(m[1].trim())
  // node --test (tap): "not ok 3 - name"; a suite that fails because a test in it did is named by that test already
  for (const m of out.matchAll(/^\s*not ok \d+ - (.+)$/gm)) names.add(m[1].trim())
  return [...names]
}

function count(out) {
  // jest: "Tests:       1 failed, 2 skipped, 40 passed, 43 total"
  const jest = out.match(/^Tests:\s+(.*) total$/m)
  if (jest) {
    const num = (word) => Number((jest[1].match(new RegExp(`(\\d+) ${word}`)) || [0, 0])[1])
    return { pass: num('passed'), fail: num('failed') }
  }
  // node --test (spec reporter): "ℹ pass 12" / "ℹ fail 0"; tap: "# pass 12"
  const pass = [...out.matchAll(/^(?:ℹ|#) pass (\d+)$/gm)].reduce((s, m) => s + Number(m[1]), 0)
  const fail = [...out.matchAll(/^(?:ℹ|#) fail (\d+)$/gm)].reduce((s, m) => s + Number(m[1]), 0)
  return { pass, fail }
}

async function runLane(steps) {
  for (const step of steps.filter(wanted)) {
    console.log(`=== ${step.name}: started (${step.cmd})`)
    const t0 = Date.now()
    const { code, out } = await run(step)
    const secs = Math.round((Date.now() - t0) / 1000)
    const c = count(out)
    passed += c.pass
    failed += c.fail
    if (code !== 0) {
      failedSteps.push(step.name)
      if (c.fail === 0) failed += 1 // a step that failed outside a test (build, typecheck) counts once
      for (const name of failedNames(out)) failures.push(`${step.name}: ${name}`)
    }
    timings.push(`${step.name} ${secs} s`)
    process.stdout.write(`\n=== ${step.name}: ${step.cmd}\n${out}`)
    console.log(`=== ${step.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${secs} s`)
  }
}

const started = Date.now()
await Promise.all(lanes.map(runLane))

console.log(`\nsteps: ${timings.join(', ')}`)
console.log(`all steps finished in ${Math.round((Date.now() - started) / 1000)} s${failedSteps.length ? '; failed: ' + failedSteps.join(', ') : ''}`)
if (failures.length) console.log(`failed tests:\n${failures.map((f) => '  ' + f).join('\n')}`)
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(failedSteps.length ? 1 : 0)
