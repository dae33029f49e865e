/**
 * Copy of the areas whose screens are not on the home page lives in packs (src/locales/<pack>.ts) that load with
 * those screens. A file that uses a pack's keys without importing the pack would show raw keys on the first
 * screen that happens to need it, so every such file must import the pack itself.
 */
import * as fs from 'fs'
import * as path from 'path'

const SRC = path.join(__dirname, '../../src')
const PACKS = ['selling', 'recycle', 'service', 'content', 'rent', 'me', 'payment', 'order', 'account', 'catalog', 'search', 'seller', 'trade', 'chat', 'orderTrade', 'payout', 'wechat', 'notify']
/** the key prefixes of each pack (a pack named after its one prefix is not listed) */
const PREFIXES: Record<string, string[]> = {
  payment: ['payment', 'security', 'paypwd'],
  order: ['order', 'pay', 'wallet', 'coupon'],
  account: ['login', 'register', 'field', 'err', 'sms', 'gender', 'mine', 'role', 'profile', 'password', 'realname'],
  catalog: ['goods', 'list'],
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return p.endsWith(path.join('src', 'locales')) ? [] : sources(p)
    return /\.(ts|tsx)$/.test(e.name) ? [p] : []
  })
}

test.each(PACKS)('every file that uses %s.* keys imports its pack', (pack) => {
  const uses = new RegExp(`['\`"](${(PREFIXES[pack] ?? [pack]).join('|')})\\.`)
  const imports = new RegExp(`import '(\\.\\./)+locales/${pack}'`)
  const missing = sources(SRC).filter((f) => {
    const text = fs.readFileSync(f, 'utf8')
    return uses.test(text) && !imports.test(text)
  })
  expect(missing).toEqual([])
})

test.each(PACKS)('the %s pack holds only keys of its prefixes, and the core none of them', (pack) => {
  const prefixes = PREFIXES[pack] ?? [pack]
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const keys = Object.keys(require(`../../src/locales/${pack}.zh-CN`).default)
  expect(keys.filter((k) => !prefixes.includes(k.split('.')[0]))).toEqual([])
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const core = Object.keys(require('../../src/locales/zh-CN').default)
  expect(core.filter((k) => prefixes.includes(k.split('.')[0]))).toEqual([])
})

test.each(PACKS)('the %s pack has the same keys in both locales', (pack) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const zh = require(`../../src/locales/${pack}.zh-CN`).default
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const en = require(`../../src/locales/${pack}.en-US`).default
  expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort())
})
