/**
 * THE route table of the app: each entry maps a Taro page (its file path under src/) to its H5 URL(s) and its
 * title per locale, in route-table/ (plain data, split by area; this file joins them in order). config/index.ts (Node, at build time) derives
 * `h5.router.customRoutes` from it, src/app.config.ts derives the pages list and the WeChat subpackage.
 *
 * - `urls[0]` is the canonical URL; the others are aliases (default children such as `/index`).
 * - The first entry is the home page: H5 redirects `/` to its first URL.
 * - Pages under `pages/other/` form the WeChat subpackage (root `pages/other`), served under `/index/other/...`;
 *   the tab screens (components/tabs.ts) keep their `/index/other/...` URLs but live in the main package, where
 *   WeChat's native tabBar needs its pages (pages/index/xiaoxi, pages/index/mycenter); the consignment form's two
 *   steps, the rent list and the recycling appraisal (SUBPACKAGE_MAIN_URLS) keep their `/index/...` URLs but live
 *   in the subpackage, which keeps the main package under WeChat's 1 MB (the tab pages preload the subpackage, so
 *   the sell tab opens them at once).
 * - `auth: true` pages need a token; without one they send the user to /login.
 */
import { serviceRoutes } from './route-table/service'
import { shopRoutes } from './route-table/shop'
import type { RouteEntry, RouteName } from './route-table/types'

export type { RouteEntry, RouteName, RouteTitle } from './route-table/types'

/** Root folder of the WeChat subpackage; every page below it is served under /index/other. */
export const SUBPACKAGE_ROOT = 'pages/other'

export const routes: RouteEntry[] = [...shopRoutes, ...serviceRoutes]

/** pages with an `/index/...` URL that live in the subpackage all the same (see above) */
export const SUBPACKAGE_MAIN_URLS: readonly RouteName[] = ['BasicInformation', 'fillInformation', 'hire', 'jingjiahuishou']

export function inSubpackage(entry: RouteEntry): boolean {
  return entry.page.startsWith(SUBPACKAGE_ROOT + '/')
}

/** Pages of the main package, in table order (the first is the home page). */
export function mainPages(): string[] {
  return routes.filter((r) => !inSubpackage(r)).map((r) => r.page)
}

/** Pages of the subpackage, relative to its root. */
export function subPages(): string[] {
  return routes.filter(inSubpackage).map((r) => r.page.slice(SUBPACKAGE_ROOT.length + 1))
}

/** `h5.router.customRoutes`: '/pages/x/index' -> ['/url', '/alias'] */
export function customRoutes(): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const r of routes) out['/' + r.page] = r.urls.length === 1 ? r.urls[0] : r.urls
  return out
}

export function routeByName(name: RouteName): RouteEntry {
  const r = routes.find((x) => x.name === name)
  if (!r) throw new Error('unknown route ' + name)
  return r
}

/** Finds the entry of a page path ('pages/x/index' or '/pages/x/index') or of an H5 URL ('/index/home'). */
export function findRoute(pathOrUrl: string): RouteEntry | undefined {
  const p = pathOrUrl.split('?')[0]
  const bare = p.replace(/^\//, '')
  return routes.find((r) => r.page === bare || r.urls.includes(p))
}
