/**
 * Home's first screen as HTML, written into the page the server sends (lib/h5-page.ts), so it is painted before
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
import type { GameType, NoticeSummary, Promotion } from '../../contract/types'
import * as enModule from '../../src/locales/en-US'
import * as zhModule from '../../src/locales/zh-CN'
import type { CoreKey, Messages } from '../../src/locales/zh-CN'
import { routes, type RouteName } from '../../src/routes'
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
    `<div class="search-panel-box home-search"><div class="search-panel__bar search-bar"><div class="search-bar__field">` +
    `<div class="search-bar__icon"></div><div class="search-bar__input"><input class="weui-input first-screen__input" type="search" readonly tabindex="-1" placeholder="${esc(m['home.searchPh'])}"></div></div>` +
    `<span class="search-panel__btn home-search__btn">${t('home.search')}</span></div></div></div>`
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
