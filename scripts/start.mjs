#!/usr/bin/env node
// `npm start`: the whole storefront on one port. Builds the H5 site and the operator console when dist/h5 or
// dist/admin is missing or older than its sources, then runs the API server, which serves the site, the console
// (/admin/) and /api on PGlite with demo data.
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const built = join(root, 'dist/h5/index.html')

function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)
  }
  return newest
}

/** is `index` missing, or older than anything under `dirs`? */
function stale(index, dirs) {
  const sources = dirs.map((d) => join(root, d)).filter(existsSync)
  return !existsSync(index) || Math.max(...sources.map(newestMtime)) > statSync(index).mtimeMs
}

if (stale(built, ['src', 'config', 'contract']) && process.env.SKIP_H5_BUILD !== '1') {
  console.log('building the H5 site (dist/h5), about 1-2 min ...')
  const r = spawnSync('npx', ['taro', 'build', '--type', 'h5'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

if (stale(join(root, 'dist/admin/index.html'), ['admin', 'contract']) && process.env.SKIP_ADMIN_BUILD !== '1') {
  console.log('building the operator console (dist/admin), about 40 s ...')
  const r = spawnSync('npx', ['vite', 'build', '--config', 'admin/vite.config.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { SEED: 'true', STATIC_DIR: 'dist/h5', ADMIN_DIR: 'dist/admin', ...process.env },
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
