import type {
  FavouriteItem,
  GoodsDetail,
  GoodsFeedPage,
  GoodsQuery,
  GoodsSummary,
  HotSearch,
  Page,
  Promotion,
  PromotionSlot,
  RecentDeal,
} from '../../contract/types'
import { bootData } from './boot'
import { assetUrl, get, post } from './request'
import { localeStore } from '../stores/locale'

// image paths from the server become loadable URLs here, so screens never think about the mini program's host
const withCover = <T extends { cover: string }>(x: T): T => ({ ...x, cover: assetUrl(x.cover) })
const pageOf = <T>(page: Page<T>, fix: (x: T) => T): Page<T> => ({ rows: page.rows.map(fix), total: page.total })
const fixFavourite = (f: FavouriteItem): FavouriteItem => ({ ...f, goods: withCover(f.goods) })

export async function searchGoods(query: GoodsQuery): Promise<Page<GoodsSummary>> {
  return pageOf(await post<Page<GoodsSummary>>('/web/good/allList', query), withCover)
}

/** the home feed (猜你喜欢): the caller's own browsing and favourites first when logged in, else the most viewed */
export async function listFeed(pageNum: number, pageSize: number): Promise<GoodsFeedPage> {
  const page = await get<GoodsFeedPage>('/web/goods/feed', { pageNum, pageSize })
  return { ...page, rows: page.rows.map(withCover) }
}

const fixDetail = (g: GoodsDetail): GoodsDetail => ({
  ...withCover(g),
  images: g.images.map(assetUrl),
  seller: { ...g.seller, avatar: g.seller.avatar ? assetUrl(g.seller.avatar) : null },
})

/** every public field of a listing; also records it in the caller's browsing history */
export async function getGoods(id: number | string): Promise<GoodsDetail> {
  return fixDetail(await get<GoodsDetail>('/web/goods/' + encodeURIComponent(String(id))))
}

/** the goods list's first page (of game `gameId`, or every game) as the server wrote it into its page; once */
export function bootGoodsPage(gameId: number | undefined): Page<GoodsSummary> | undefined {
  const b = bootData<{ gameId: number | null; page: Page<GoodsSummary> }>('goodsPage', localeStore.locale)
  return b && (b.gameId ?? undefined) === gameId ? pageOf(b.page, withCover) : undefined
}

/** listing `id` as the server wrote it into its page for a logged-out visitor (undefined elsewhere, and once taken) */
export function bootListing(id: string): GoodsDetail | undefined {
  const g = bootData<GoodsDetail>('listing', localeStore.locale)
  return g && String(g.id) === id ? fixDetail(g) : undefined
}

export const addFavourite = (goodsId: number) => post<unknown>('/web/goods/collect', { goodsId })
export const removeFavourite = (goodsId: number) => post<unknown>('/web/goods/collect/remove', { goodsId })

export async function listFavourites(pageNum: number, pageSize: number): Promise<Page<FavouriteItem>> {
  return pageOf(await get<Page<FavouriteItem>>('/web/goods/collect/list', { pageNum, pageSize }), fixFavourite)
}

export async function listBrowsing(pageNum: number, pageSize: number): Promise<Page<FavouriteItem>> {
  return pageOf(await get<Page<FavouriteItem>>('/need/myBrowse', { pageNum, pageSize }), fixFavourite)
}

export const clearBrowsing = () => post<unknown>('/need/myBrowse/clear')

const withImage = (p: Promotion): Promotion => ({ ...p, image: assetUrl(p.image) })

export async function listPromotions(type: PromotionSlot): Promise<Promotion[]> {
  return (await get<Promotion[]>('/account/zhubo/list', { type })).map(withImage)
}

/** home's banners as the server wrote them into its page (undefined elsewhere, and once taken) */
export function bootBanners(): Promotion[] | undefined {
  return bootData<Promotion[]>('banner', localeStore.locale)?.map(withImage)
}

export async function listRecommended(goodsId: number): Promise<GoodsSummary[]> {
  return (await get<GoodsSummary[]>('/web/recommend/' + encodeURIComponent(String(goodsId)))).map(withCover)
}

export async function listRecentDeals(pageNum: number, pageSize: number): Promise<Page<RecentDeal>> {
  return pageOf(await get<Page<RecentDeal>>('/web/recentlydeal', { pageNum, pageSize }), withCover)
}

/** what was searched most over the last 7 days (the server counts each searcher once a day) */
export const listHotSearches = (limit = 10) => get<HotSearch[]>('/web/search/hot', { limit })
