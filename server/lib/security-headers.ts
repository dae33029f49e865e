/**
 * Security headers on every response (helmet): no MIME sniffing, no framing by other sites (the login page
 * must not be clickjacked), a strict referrer policy, and a Content-Security-Policy that allows scripts only
 * from this origin plus the exact inline scripts of the built H5 page (by hash, so 'unsafe-inline' is never
 * needed). Rich text is sanitised on the server already; the CSP is the second line of defence.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'
import { START_AFTER_PAINT } from './start-after-paint'

/** `'sha256-...'` sources for each inline <script> (one without src) of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(m[1] ?? '') || !m[2]) continue
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`)
  }
  return hashes
}

/**
 * The headers helmet would set, worked out once: they are the same for every response, and @fastify/helmet
 * rebuilt them (re-parsing the CSP) on every request, a measurable share of a catalogue request's CPU.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {}
  const res = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  let error: unknown = null
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    error = err ?? null
  })
  if (error) throw error
  return headers
}

export async function installSecurityHeaders(app: FastifyInstance, pageHtml: string | null): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // the page's own inline scripts, and the one that starts the app after a drawn first screen's paint
        scriptSrc: ["'self'", ...(pageHtml ? [...inlineScriptHashes(pageHtml), ...inlineScriptHashes(`<script>${START_AFTER_PAINT}</script>`)] : [])],
        // Taro and NutUI set style attributes at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        // the captcha is a data: URL
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // blob: for image uploads: Taro.uploadFile on H5 reads the chosen photo back from its blob: URL
        connectSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // game icons (and later listing images) are shown by the mini program, which is another origin
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  })
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers)
    done()
  })
}
