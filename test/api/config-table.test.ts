/**
 * README's configuration table is what the schema generates (scripts/config-table.mts), and the schema is what
 * the server reads: a variable is added in one place.
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../../server/config'
import { variables } from '../../server/config-schema'
import { configTable } from '../../server/config-table'
import { configProblem, SECRET } from './helpers'

const README = fileURLToPath(new URL('../../README.md', import.meta.url))

/** the Markdown table under README's "## Configuration" */
function readmeTable(): string {
  const text = readFileSync(README, 'utf8')
  const section = text.slice(text.indexOf('\n## Configuration\n'))
  const lines = section.split('\n')
  const start = lines.findIndex((l) => l.startsWith('| variable |'))
  assert.ok(start > 0, 'README has a configuration table')
  const end = lines.findIndex((l, i) => i > start && !l.startsWith('|'))
  return lines.slice(start, end).join('\n') + '\n'
}

describe('configuration schema', () => {
  it("README's configuration table is the one the schema generates (node --import tsx scripts/config-table.mts)", () => {
    const readme = readmeTable().split('\n')
    const generated = configTable().split('\n')
    for (let i = 0; i < Math.max(readme.length, generated.length); i++) {
      assert.equal(readme[i], generated[i], `README.md's configuration table differs at row ${i + 1}: paste the output of node --import tsx scripts/config-table.mts over it`)
    }
  })

  it('every variable has a description, and bad values are refused naming the variable and what it takes', () => {
    for (const [name, s] of variables()) assert.ok(s.description && s.description.length > 10, name)
    const why = configProblem({
      SECRET_KEY: SECRET,
      PORT: '99999',
      SERVICE_FEE_PERCENT: '2.555',
      LIST_CACHE: 'sometimes',
      LOG_LEVEL: 'loud',
      DEMO_DATA: 'please',
      REDIS_URL: 'http://secret@cache',
      SMS_TENCENT_ENDPOINT: 'https://x.example/path',
    })
    assert.match(why, /PORT must be a whole number from 0 to 65535 \(got "99999"\)/)
    assert.match(why, /SERVICE_FEE_PERCENT must be a percentage from 0 to 100 with at most 2 decimals \(got "2.555"\)/)
    assert.match(why, /LIST_CACHE must be true or false \(got "sometimes"\)/)
    assert.match(why, /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent \(got "loud"\)/)
    assert.match(why, /DEMO_DATA must be "allow" or unset \(got "please"\)/)
    assert.match(why, /REDIS_URL must start with redis:\/\/ or rediss:\/\//)
    assert.doesNotMatch(why, /secret@cache/, 'a URL that may hold a password is not repeated')
    assert.match(why, /SMS_TENCENT_ENDPOINT must be an http\(s\) URL without a path/)
  })

  it('values are typed and defaults come from the schema; blank is unset; choices ignore case', () => {
    const c = loadConfig({ SECRET_KEY: SECRET, PORT: ' 9090 ', LOG_LEVEL: 'DEBUG', SERVICE_FEE_PERCENT: '1.25', LIST_CACHE: 'off', HOST: '', WORKERS: '3' })
    assert.equal(c.port, 9090)
    assert.equal(c.host, '127.0.0.1')
    assert.equal(c.logLevel, 'debug')
    assert.equal(c.serviceFeePercent, 1.25)
    assert.equal(c.listCache.enabled, false)
    assert.equal(c.workers, 3)
    assert.equal(c.shutdownTimeoutSeconds, 30)
    assert.equal(loadConfig({ SECRET_KEY: SECRET }).workers, null)
  })
})
