/**
 * The H5 app's page (index.html) as the server sends it for a history-mode route, with preload hints in its head.
 *
 * Without hints a page's first paint waits for a chain: the HTML, the app's scripts, then (once they run) the
 * page's own chunk, then the API, and only then its largest image. Lighthouse's mobile run of home put 1.6 s of
 * "load delay" before the banner's request. The hints start the page's chunk (page-chunks.json, written by the
 * H5 build: config/h5-page-chunks.ts) and its lead image (the first banner on home, the first photo on a
 * listing's page) together with the app's scripts, and home's banners come in the page itself. Otherwise the page
 * is the built file, byte for byte.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { bootElementId, HOME_NOTICES, type BootKey } from '../../contract/boot'
import { NoticeType } from '../../contract/notices'
import type { Ctx } from '../context'
import { listGameTypes } from '../modules/game/service'
import { listPromotions, publicListing } from '../modules/goods/service'
import { displayUrl } from '../../contract/images'
import { listNotices } from '../modules/notice/service'
import { goodsListFirstScreen, homeFirstScreen, listingFirstScreen } from './first-screen'
import { listGoods } from '../modules/goods/list'
import { GOODS_LIST_FIRST_PAGE } from '../../contract/boot'
import { escapeAttribute } from './html'
import type { Lang } from './lang'
import { IdString } from './schemas'
import { DEFERRED_SCRIPT, START_AFTER_PAINT } from './start-after-paint'

const ID_STRING = new RegExp(IdString.pattern!)

/** home's URLs: the route table's two, and the site's root, which the app rewrites to /index/home */
const HOME_URLS = new Set(['/', '/index', '/index/home'])

interface FirstScreen {
  /** the image the page shows first and largest */
  image: string | null
  /** data the page would ask the API for first, written into the page (src/api/boot.ts reads it once) */
  boot?: { key: BootKey; data: unknown }[]
  /** the first screen as HTML, painted before the app runs (lib/first-screen.ts) */
  html?: string
}

/** what a page shows first, by the page's URL (src/routes.ts); null when unknown */
async function firstScreen(ctx: Ctx, path: string, query: Record<string, unknown>, lang: Lang): Promise<FirstScreen | null> {
  if (HOME_URLS.has(path)) {
    // what the first screen shows, each behind an API round trip the page need not wait for: the banners (the
    // largest thing), the announcements and the games, whose grid would otherwise push what is under it down
    const [banners, games, notices] = await Promise.all([
      listPromotions(ctx, 'banner', lang),
      listGameTypes(ctx, lang),
      listNotices(ctx, { noticeType: NoticeType.announcement, pageNum: 1, pageSize: HOME_NOTICES }, lang),
    ])
    return {
      image: banners[0]?.image ?? null,
      html: homeFirstScreen({ banners, games, notices: notices.rows }, lang),
      boot: [
        { key: 'banner', data: banners },
        { key: 'games', data: games },
        { key: 'notices', data: notices },
      ],
    }
  }
  if (path === '/index/goodList') {
    // the list as the app first asks for it: the query's game (if any), newest first, nothing typed or filtered
    const gameId = typeof query.gameId === 'string' && ID_STRING.test(query.gameId) ? Number(query.gameId) : undefined
    const [games, page] = await Promise.all([
      listGameTypes(ctx, lang),
      listGoods(ctx, { ...(gameId ? { gameId } : {}), sort: 'newest', pageNum: 1, pageSize: GOODS_LIST_FIRST_PAGE }, lang),
    ])
    const game = gameId ? games.flatMap((t) => t.games).find((g) => g.id === gameId) : undefined
    return {
      image: null,
      html: goodsListFirstScreen({ page, gameId, gameName: game?.name ?? '', now: Date.now() }, lang),
      boot: [
        { key: 'games', data: games },
        { key: 'goodsPage', data: { gameId: gameId ?? null, page } },
      ],
    }
  }
  if (path === '/index/goodDetail') {
    // an id as the API's routes take it (/api/web/goods/:id)
    const id = typeof query.id === 'string' && ID_STRING.test(query.id) ? Number(query.id) : null
    const detail = id === null ? null : await publicListing(ctx, id, lang)
    if (!detail) return null
    return {
      image: displayUrl(detail.images[0] ?? detail.cover),
      html: listingFirstScreen(detail, lang),
      boot: [{ key: 'listing', data: detail }],
    }
  }
  return null
}

/** only the server's own paths are hinted: the page's CSP allows no other origin */
const isOwnPath = (url: string) => url.startsWith('/') && !url.startsWith('//')

export interface H5Page {
  /** the built index.html */
  html: string
  /** the page for a request of `path`, hinted where the build or the data know what it loads first */
  render(ctx: Ctx, path: string, query: Record<string, unknown>, lang: Lang): Promise<string>
}

/** Reads the build once, like the inline-script hashes of its CSP: a rebuild of the site takes a restart. */
export function h5Page(staticDir: string): H5Page {
  const html = readFileSync(join(staticDir, 'index.html'), 'utf8')
  const manifest = join(staticDir, 'page-chunks.json')
  const chunks: Record<string, string[]> = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : {}
  // a page drawn by the server needs its stylesheet for that first paint; otherwise it is only fetched early
  const chunkLinks = (path: string, drawn: boolean) =>
    (chunks[HOME_URLS.has(path) ? '/index/home' : path] ?? [])
      .filter(isOwnPath)
      .map((f) =>
        f.endsWith('.css') && drawn
          ? `<link rel="stylesheet" href="${escapeAttribute(f)}">`
          : `<link rel="preload" as="${f.endsWith('.css') ? 'style' : 'script'}" href="${escapeAttribute(f)}">`,
      )
  return {
    html,
    async render(ctx, path, query, lang) {
      if (!html.includes('</head>')) return html
      // a failed lookup only costs the hint
      const first = await firstScreen(ctx, path, query, lang).catch(() => null)
      const links = [
        ...(first?.image && isOwnPath(first.image) ? [`<link rel="preload" as="image" href="${escapeAttribute(first.image)}" fetchpriority="high">`] : []),
        ...chunkLinks(path, !!first?.html),
      ]
      // a data block, never run (so outside the CSP's script-src); '<' escaped so no text can close the element.
      // Its copy is in the page request's language, which the app's own choice may differ from: `lang` says which.
      for (const b of first?.boot ?? []) links.push(`<script type="application/json" id="${bootElementId(b.key)}" lang="${lang}">${JSON.stringify(b.data).replace(/</g, '\\u003c')}</script>`)
      // a function, so '$' in the data is not a replacement pattern
      const page = links.length ? html.replace('</head>', () => links.join('') + '</head>') : html
      if (!first?.html) return page
      const drawn = first.html
      // the app's scripts: fetched at once, run after the drawn screen's first paint (lib/start-after-paint.ts)
      const scripts: string[] = []
      const preloaded = page.replace(DEFERRED_SCRIPT, (_, src: string) => {
        scripts.push(src)
        return `<link rel="preload" as="script" href="${src}">`
      })
      const start = `<script data-scripts="${escapeAttribute(scripts.join(' '))}">${START_AFTER_PAINT}</script>`
      // the page's language is the drawing's, so its fonts are the ones the app then uses (app.scss: html[lang])
      return preloaded.replace(/<html lang="[^"]*">/, `<html lang="${lang}">`).replace('</body>', () => drawn + start + '</body>')
    },
  }
}
