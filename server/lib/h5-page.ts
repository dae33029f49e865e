/**
 * The H5 app's page (index.html) as the server sends it for a history-mode route, with preload hints in its head.
 *
 * Without hints a page's first paint waits for a chain: the HTML, the app's scripts, then (once they run) the
 * page's own chunk, then the API, and only then its largest image. Lighthouse's mobile run of home put 1.6 s of
 * "load delay" before the banner's request. The hints start the page's chunk (page-chunks.json, written by the
 * H5 build: config/h5-page-chunks.ts) and its lead image (the first banner on home, the first photo on a
 * listing's page) together with the app's scripts. Otherwise the page is the built file, byte for byte.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Ctx } from '../context'
import { listingFirstImage, listPromotions } from '../modules/goods/service'

/** the image a page shows first and largest, by the page's URL (src/routes.ts); null when unknown or none */
async function leadImage(ctx: Ctx, path: string, query: Record<string, unknown>): Promise<string | null> {
  if (path === '/' || path === '/index' || path === '/index/home') {
    const [first] = await listPromotions(ctx, 'banner')
    return first?.image ?? null
  }
  if (path === '/index/goodDetail') {
    const id = Number(query.id)
    return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? listingFirstImage(ctx, id) : null
  }
  return null
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** only the server's own paths are hinted: the page's CSP allows no other origin */
const isOwnPath = (url: string) => url.startsWith('/') && !url.startsWith('//')

const HOME_URLS = ['/', '/index']

export interface H5Page {
  /** the built index.html */
  html: string
  /** the page for a request of `path`, hinted where the build or the data know what it loads first */
  render(ctx: Ctx, path: string, query: Record<string, unknown>): Promise<string>
}

/** Reads the build once, like the inline-script hashes of its CSP: a rebuild of the site takes a restart. */
export function h5Page(staticDir: string): H5Page {
  const html = readFileSync(join(staticDir, 'index.html'), 'utf8')
  const manifest = join(staticDir, 'page-chunks.json')
  const chunks: Record<string, string[]> = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : {}
  const chunkLinks = (path: string) =>
    (chunks[HOME_URLS.includes(path) ? '/index/home' : path] ?? [])
      .filter(isOwnPath)
      .map((f) => `<link rel="preload" as="${f.endsWith('.css') ? 'style' : 'script'}" href="${escapeAttr(f)}">`)
  return {
    html,
    async render(ctx, path, query) {
      if (!html.includes('</head>')) return html
      // a failed lookup only costs the hint
      const image = await leadImage(ctx, path, query).catch(() => null)
      const links = [
        ...(image && isOwnPath(image) ? [`<link rel="preload" as="image" href="${escapeAttr(image)}" fetchpriority="high">`] : []),
        ...chunkLinks(path),
      ]
      return links.length ? html.replace('</head>', links.join('') + '</head>') : html
    },
  }
}
