/**
 * The real entry point (server/main.ts) as a child process (on a free port unless env says otherwise), its output
 * kept, for tests that need whole server processes.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams
  out: () => string
  err: () => string
  waitFor(re: RegExp, ms?: number): Promise<RegExpMatchArray>
  exited: Promise<number | null>
}

/** `script`: server/main.ts, or scripts/start-cluster.mjs for the cluster of `npm run start:cluster` */
export function startServer(env: Record<string, string>, script = 'server/main.ts'): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'warn', ...env },
  })
  let out = ''
  let err = ''
  child.stdout.on('data', (d) => (out += d))
  child.stderr.on('data', (d) => (err += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return {
    child,
    out: () => out,
    err: () => err,
    exited,
    async waitFor(re, ms = 30_000) {
      const deadline = Date.now() + ms
      for (;;) {
        const m = out.match(re)
        if (m) return m
        if (child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`waiting for ${re}: exit ${child.exitCode}\nstdout:\n${out}\nstderr:\n${err}`)
        }
        await new Promise((r) => setTimeout(r, 50))
      }
    },
  }
}
