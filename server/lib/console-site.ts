/**
 * The operator console (admin/, built by `npm run build:admin` into ADMIN_DIR) at /admin/: a single-page app, so
 * any /admin path that is not a file answers its index.html and the console's router takes over. Vite names its
 * assets (/admin/assets/) by content hash, so they are cached for a year; index.html, which names the current
 * ones, never is; the few unhashed files (the favicon) for a day.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'

export const CONSOLE_PREFIX = '/admin'

/** is `path` (without query) one of the console's? */
export const isConsolePath = (path: string) => path === CONSOLE_PREFIX || path.startsWith(CONSOLE_PREFIX + '/')

/** a file's address (hashed asset, icon): missing, it is a 404, never the page, which a stale page would load as a script */
export const isConsoleFile = (path: string) => path.startsWith(CONSOLE_PREFIX + '/assets/') || /\.[a-z0-9]{1,8}$/i.test(path)

export interface ConsoleSite {
  /** answers the console's index.html, for its history-mode routes (/admin/audit, /admin/users/7 ...) */
  sendPage: (reply: FastifyReply) => Promise<FastifyReply>
}

/** Serves `dir` at /admin/ when it holds a build (its index.html); null when there is none. */
export async function registerConsoleSite(app: FastifyInstance, dir: string): Promise<ConsoleSite | null> {
  const indexFile = join(dir, 'index.html')
  if (!existsSync(indexFile)) return null

  await app.register(fastifyStatic, {
    root: dir,
    prefix: CONSOLE_PREFIX + '/',
    decorateReply: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = /[\\/]assets[\\/][^\\/]+$/.test(filePath)
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : filePath.endsWith('.html') ? 'no-cache' : 'public, max-age=86400')
    },
  })
  // one address for the console's home (the prefix route above answers /admin/ only)
  app.get(CONSOLE_PREFIX, { schema: { hide: true } }, (req, reply) => {
    const q = req.url.indexOf('?')
    return reply.redirect(CONSOLE_PREFIX + '/' + (q >= 0 ? req.url.slice(q) : ''), 302)
  })

  return {
    // read per request: a rebuild while the server runs names new assets, and the old ones are gone
    sendPage: async (reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(await readFile(indexFile, 'utf8')),
  }
}
