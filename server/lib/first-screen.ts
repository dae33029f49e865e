/**
 * Home's and a listing's first screen as HTML, written into the page the server sends (lib/h5-page.ts), so it is painted before
 * the app's scripts have run. On a phone the bundle takes seconds to boot (Lighthouse put 1.8 s of "render delay"
 * before the banner); this paints the same screen from the same data at once.
 *
 * It is the app's own markup, class for class (src/pages/index/home/index.tsx and the components it draws:
 * SearchPanel, Carousel.h5, NoticeTicker, GameGrid), styled by the app's own stylesheets, which the page links
 * for it. It lies over the app (app.scss `.first-screen`) until the app's home has drawn its first frame and takes
 * it away (src/utils/firstScreen.ts); the app draws that frame from the same data (the page's boot blocks), so
 * nothing moves when it goes. Until then the games and banners are plain links: a tap works before the app does.
 * The copy is the app's (src/locales), in the page request's language.
 */
import { FIRST_SCREEN_ID } from '../../contract/boot'
import { displayUrl, thumbUrl } from '../../contract/images'
import type { GameType, GoodsDetail, GoodsSort, GoodsSummary, NoticeSummary, Page, Promotion } from '../../contract/types'
import { listedAgoText, rateTextOf, viewsShortText } from '../../contract/card-text'
import * as enCatalog from '../../src/locales/catalog.en-US'
import * as zhCatalog from '../../src/locales/catalog.zh-CN'
import * as enSeller from '../../src/locales/seller.en-US'
import * as zhSeller from '../../src/locales/seller.zh-CN'
import * as enModule from '../../src/locales/en-US'
import * as zhModule from '../../src/locales/zh-CN'
import type { CoreKey, Messages } from '../../src/locales/zh-CN'
import { routes, type RouteName } from '../../src/routes'
import { formatFen } from '../../src/utils/format'
import { escapeAttribute } from './html'
import type { Lang } from './lang'

/**
 * The app's copy. src/ is CommonJS to Node (the server is ESM), so a default export arrives wrapped once more
 * than the bundler gives it.
 */
const unwrap = (m: { default: unknown }): Messages => {
  const d = m.default as Messages | { default: Messages }
  return 'default' in d ? (d.default as Messages) : d
}
const zhCN = unwrap(zhModule)
const enUS = unwrap(enModule)
const zhOrEn = (lang: Lang) => (lang === 'en-US' ? enUS : zhCN)

/** text and attribute values alike (escaping '"' in text is harmless) */
const esc = escapeAttribute

/** only the app's own URLs become links (a promotion's link is an operator's) */
const appLink = (url: string | null) => (url && url.startsWith('/index/') ? url : null)

function tag(name: 'a' | 'div', cls: string, href: string | null, inner: string): string {
  return name === 'a' && href ? `<a class="${cls}" href="${esc(href)}">${inner}</a>` : `<div class="${cls}">${inner}</div>`
}

/** a page's canonical URL, from the app's route table */
const url = (name: RouteName) => routes.find((r) => r.name === name)!.urls[0]

/** as home's QUICK */
const QUICK: { route: RouteName; label: CoreKey }[] = [
  { route: 'accountOrder', label: 'home.quickBuy' },
  { route: 'sell', label: 'home.quickSell' },
  { route: 'sale', label: 'home.quickRecycle' },
  { route: 'MyProducts', label: 'home.quickMine' },
]

/** components/SearchPanel as it first draws (closed, empty), with `cls` on its box and `${cls}__btn` on its button */
function searchBox(cls: string, placeholder: string, button: string): string {
  return (
    `<div class="search-panel-box ${cls}"><div class="search-panel__bar search-bar"><div class="search-bar__field">` +
    `<div class="search-bar__icon"></div><div class="search-bar__input"><input class="weui-input first-screen__input" type="search" readonly tabindex="-1" placeholder="${esc(placeholder)}"></div></div>` +
    `<span class="search-panel__btn ${cls}__btn">${esc(button)}</span></div></div>`
  )
}

export interface HomeFirstScreen {
  banners: Promotion[]
  games: GameType[]
  notices: NoticeSummary[]
}

export function homeFirstScreen(data: HomeFirstScreen, lang: Lang): string {
  const m = lang === 'en-US' ? enUS : zhCN
  const t = (k: CoreKey) => esc(m[k])
  const hero =
    `<div class="home-hero"><span class="home-hero__title">${t('app.name')}</span>` +
    searchBox('home-search', m['home.searchPh'], m['home.search']) +
    `</div>`
  const first = data.banners[0]
  const banner = first
    ? `<div class="carousel home-banner"><div class="carousel__track"><div class="carousel__slide">` +
      tag(
        'a',
        'home-banner__item',
        appLink(first.link),
        `<div class="home-banner__img"><img class="first-screen__cover" src="${esc(first.image)}" alt="" fetchpriority="high"></div>` +
          `<div class="home-banner__words"><span class="home-banner__title">${esc(first.title)}</span>` +
          (first.subtitle ? `<span class="home-banner__subtitle">${esc(first.subtitle)}</span>` : '') +
          `</div>`,
      ) +
      `</div></div>` +
      (data.banners.length > 1
        ? `<div class="carousel__dots">${data.banners.map((_, i) => `<span class="carousel__dot${i === 0 ? ' carousel__dot--on' : ''}"></span>`).join('')}</div>`
        : '') +
      `</div>`
    : ''
  const quick =
    `<div class="card home-quick">` +
    QUICK.map(
      (q) =>
        `<a class="home-quick__item quick-${q.route}" href="${url(q.route)}"><div class="home-quick__glyph"><div class="home-quick__icon home-quick__icon--${q.route}"></div></div>` +
        `<span class="home-quick__label">${t(q.label)}</span></a>`,
    ).join('') +
    `</div>`
  const notice = data.notices[0]
  const notices =
    `<div class="home-notice"><div class="home-notice__bar">` +
    (notice
      ? `<div class="notice-ticker"><div class="notice-ticker__icon"></div><div class="notice-ticker__window"><span class="notice-ticker__line notice-ticker__line--on">${esc(notice.title)}</span></div></div>`
      : `<span class="home-notice__label">${t('nav.notice')}</span>`) +
    `</div><a class="home-notice__all" href="${url('gonggao')}">${t('home.more')} ›</a></div>`
  const grid =
    `<div class="section-title section-title--row"><span>${t('home.games')}</span><a class="section-title__more all-games" href="${url('accountOrder')}">${t('home.allGames')} ›</a></div>` +
    data.games
      .map(
        (group) =>
          `<div class="game-group card"><span class="game-group__title">${esc(group.typeName)}</span><div class="game-grid">` +
          group.games
            .map(
              (g) =>
                `<a class="game-grid__item game-${g.id}" href="${url('goodList')}?gameId=${g.id}"><div class="game-grid__icon"><img class="first-screen__cover" src="${esc(g.icon)}" alt=""></div>` +
                `<span class="game-grid__name">${esc(g.name)}</span></a>`,
            )
            .join('') +
          `</div></div>`,
      )
      .join('')
  return `<div id="${FIRST_SCREEN_ID}" class="first-screen" aria-hidden="true"><div class="page home-page">${hero}${banner}${quick}${notices}${grid}</div></div>`
}

/** the catalogue screens' copy (src/locales/catalog.*.ts), keyed as the app keys it */
type Catalog = Record<string, string>
const catalogOf = (m: { default: unknown }): Catalog => {
  const d = m.default as Catalog | { default: Catalog }
  return 'default' in d && typeof d.default === 'object' ? (d.default as Catalog) : (d as Catalog)
}
const catalogs: Record<Lang, Catalog> = {
  'zh-CN': { ...catalogOf(zhSeller), ...catalogOf(zhCatalog) },
  'en-US': { ...catalogOf(enSeller), ...catalogOf(enCatalog) },
}

/** the app's t(): '{name}' filled from `vars` */
const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m))

/**
 * A listing's first screen: its gallery (the first photo, the largest paint) and the head card under it (price,
 * title, number, views, game and 包赔 tags), as src/pages/index/goodDetail draws them. The buy bar is the
 * viewer's (their own listing cannot be bought), so it is left to the app. `detail` is what an anonymous viewer
 * is sent.
 */
export function listingFirstScreen(detail: GoodsDetail, lang: Lang): string {
  const c = catalogs[lang]
  const images = (detail.images.length > 0 ? detail.images : [detail.cover]).map(displayUrl)
  const gallery =
    `<div class="gallery-box"><div class="carousel gallery"><div class="carousel__track"><div class="carousel__slide">` +
    `<div class="gallery__img"><img class="first-screen__cover first-screen__cover--fit" src="${esc(images[0])}" alt="${esc(fill(c['goods.photoAlt'], { n: 1 }))}" fetchpriority="high"></div>` +
    `</div></div></div><span class="gallery__count">1/${images.length}</span></div>`
  const status = detail.status !== 'on_sale' ? `<span class="goods-head__status">${esc(c['goods.status.' + detail.status])}</span>` : ''
  const head =
    `<div class="card goods-head"><div class="goods-head__price-row"><span class="goods-head__price">${esc(formatFen(detail.price))}</span>${status}</div>` +
    `<span class="goods-head__title">${esc(detail.title)}</span>` +
    `<div class="goods-head__meta"><span>${esc(fill(c['goods.no'], { no: detail.goodsNo }))}</span><span>${esc(fill(c['goods.views'], { n: detail.views }))}</span></div>` +
    `<div class="goods-head__tags"><span class="goods-tag">${esc(detail.gameName)}</span>` +
    `<span class="goods-tag goods-tag--${esc(detail.compensation)}">${esc(c['goods.compensation.' + detail.compensation])}</span></div></div>`
  return `<div id="${FIRST_SCREEN_ID}" class="first-screen" aria-hidden="true">${titleBar('goodDetail', lang)}<div class="page page--plain goods-detail">${gallery}${head}</div></div>`
}

/** Taro's home glyph (@tarojs/router's navigation bar), which it shows on a page opened straight from a link */
const HOME_GLYPH =
  '<svg viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg"><path d="M23.8899 12.2737C23.8232 12.3584 23.7237 12.3997 23.6198 12.3974H20.7994V23.5996C20.7994 23.8194 20.6213 24 20.4001 24H14.7994C14.5791 24 14.4002 23.8194 14.4002 23.5996V15.6H9.59963V23.5996C9.59963 23.8194 9.42075 24 9.20033 24H3.59968C3.48981 24 3.38964 23.954 3.31764 23.8811C3.24495 23.8091 3.2004 23.7087 3.2004 23.5996V12.3975H0.398546V12.3967C0.296893 12.396 0.194446 12.3544 0.11579 12.2738C-0.0371146 12.114 -0.0400714 11.864 0.11579 11.7076L11.7201 0.117284C11.8767 -0.0390948 12.1298 -0.0390948 12.2863 0.117284L23.8899 11.7076C24.0465 11.864 24.0265 12.0995 23.8899 12.2737ZM12.0029 0.964625L1.37086 11.5854L3.59968 11.5839V11.5999C3.65537 11.5999 3.70804 11.611 3.75557 11.6307C3.89952 11.692 4.00046 11.8339 4.00046 11.9996V23.1991H8.79955V15.2003C8.79955 14.9789 8.97917 14.8002 9.20033 14.8002H14.7995C15.0207 14.8002 15.2003 14.9789 15.2003 15.2003V23.1991H20.0001V11.9996C20.0001 11.8339 20.1003 11.692 20.2443 11.6307C20.2918 11.611 20.3453 11.5999 20.4001 11.5999V11.5713L22.6193 11.5691L12.0029 0.964625Z" fill="currentColor"/></svg>'

/** the navigation bar Taro draws over a page that has one (app.scss #taro-navigation-bar), with the route's title */
function titleBar(name: RouteName, lang: Lang): string {
  const title = routes.find((r) => r.name === name)!.title[lang]
  return `<div class="first-screen__bar"><a class="first-screen__home" href="${url('home')}">${HOME_GLYPH}</a><span class="first-screen__title">${esc(title)}</span></div>`
}

/** as the goods list's SORTS */
const SORTS: GoodsSort[] = ['newest', 'priceAsc', 'priceDesc', 'views']

/** components/GoodsCard, for a card without a note line */
function goodsCard(g: GoodsSummary, c: Catalog, lang: Lang, now: number): string {
  const tr = (k: string, vars?: Record<string, string | number>) => fill(c[k] ?? k, vars ?? {})
  const offSale = g.status !== 'on_sale'
  const standing = g.sellerStanding
  const facts = [listedAgoText(tr, g.publishedAt, now), tr('goods.card.viewed', { n: viewsShortText(g.views, lang) })].filter(Boolean).join(' · ')
  const trust =
    (standing
      ? `<span class="goods-card__standing${standing.positiveRate === null ? ' goods-card__standing--new' : ''}">${esc(
          standing.positiveRate === null ? tr('goods.card.newSeller') : tr('goods.card.positive', { rate: rateTextOf(tr, standing.positiveRate) }),
        )}</span>`
      : '') +
    (g.compensation !== 'none' ? `<span class="goods-card__badge goods-card__badge--${esc(g.compensation)}">${esc(tr('goods.card.comp.' + g.compensation))}</span>` : '') +
    `<span class="goods-card__facts">${esc(facts)}</span>`
  return (
    `<a class="goods-card${offSale ? ' goods-card--off' : ''}" href="${url('goodDetail')}?id=${g.id}"><div class="goods-card__main">` +
    `<div class="goods-card__cover-box"><div class="goods-card__cover"><img class="first-screen__cover first-screen__cover--fit" src="${esc(thumbUrl(g.cover))}" alt=""></div>` +
    (offSale ? `<span class="goods-card__status">${esc(tr('goods.status.' + g.status))}</span>` : '') +
    `</div><div class="goods-card__body"><span class="goods-card__title">${esc(g.title)}</span>` +
    (g.highlights.length > 0 ? `<div class="goods-card__highlights">${g.highlights.slice(0, 3).map((h) => `<span class="goods-card__highlight">${esc(h)}</span>`).join('')}</div>` : '') +
    `<div class="goods-card__trust">${trust}</div>` +
    `<div class="goods-card__bottom"><span class="goods-card__price">${esc(formatFen(g.price))}</span><span class="goods-card__region">${esc([g.gameName, g.region].filter(Boolean).join(' · '))}</span></div>` +
    `</div></div></a>`
  )
}

export interface GoodsListFirstScreen {
  /** the first page of the list as the app first asks for it (the query's game, newest first) */
  page: Page<GoodsSummary>
  /** the query's game id, and its name ('' for every game, or an id that is no game) */
  gameId?: number
  gameName: string
  now: number
}

/**
 * The goods list's first screen: the search box, the game and sort bars, the count and the first cards, as
 * src/pages/index/goodList draws them before anything is typed or chosen.
 */
export function goodsListFirstScreen(data: GoodsListFirstScreen, lang: Lang): string {
  const c = catalogs[lang]
  const head =
    `<div class="good-list-head">${searchBox('good-list-search', c['list.searchPh'], zhOrEn(lang)['home.search'])}` +
    `<div class="good-list-game"><span class="good-list-game__name">${esc(data.gameName || c['list.allGames'])}</span>` +
    // 关注此搜索 (a game's list only): a tap needs the app, so it waits for it
    (data.gameId ? `<span class="good-list-game__switch follow-search-btn">${esc(c['list.followSearch'])}</span>` : '') +
    `<a class="good-list-game__switch" href="${url('accountOrder')}?pick=1">${esc(c['list.switchGame'])}</a></div>` +
    `<div class="sort-bar">${SORTS.map((s, i) => `<span class="sort-bar__item sort-${s}${i === 0 ? ' sort-bar__item--active' : ''}">${esc(c['list.sort.' + s])}</span>`).join('')}` +
    `<span class="sort-bar__item filter-btn">${esc(c['list.filter'])}</span></div></div>`
  // 成交价走势 of a game's list (components/PriceHistoryEntry, closed)
  const history = data.gameId
    ? `<div class="price-history-entry"><span class="price-history-entry__text">${esc(c['goods.priceHistory'])}</span><span class="price-history-entry__go">›</span></div>`
    : ''
  const rows = data.page.rows
  const list =
    rows.length > 0
      ? `<div class="good-list-total">${esc(fill(c['list.total'], { n: data.page.total }))}</div>` +
        `<div class="paged-list">${rows.map((g) => `<div class="paged-list__item">${goodsCard(g, c, lang, data.now)}</div>`).join('')}</div>`
      : ''
  return `<div id="${FIRST_SCREEN_ID}" class="first-screen" aria-hidden="true">${titleBar('goodList', lang)}<div class="page page--plain good-list-page">${head}${history}${list}</div></div>`
}
