import type { GoodsSummary, Page } from '../../contract/types'
import type { Rating, SellerProfile } from '../../contract/trade'
import { assetUrl, get } from './request'

const path = (id: number, tail = '') => '/web/seller/' + encodeURIComponent(String(id)) + tail

/** the seller page's head: public profile and the record computed from real orders (404 for no such seller) */
export async function getSeller(id: number): Promise<SellerProfile> {
  const s = await get<SellerProfile>(path(id))
  return { ...s, avatar: s.avatar ? assetUrl(s.avatar) : null }
}

/** the seller's listings on sale, newest first */
export async function listSellerGoods(id: number, pageNum: number, pageSize: number): Promise<Page<GoodsSummary>> {
  const page = await get<Page<GoodsSummary>>(path(id, '/goods'), { pageNum, pageSize })
  return { rows: page.rows.map((g) => ({ ...g, cover: assetUrl(g.cover) })), total: page.total }
}

/** buyers' ratings of the seller, newest first (buyer nicknames masked by the server) */
export const listSellerRatings = (id: number, pageNum: number, pageSize: number) =>
  get<Page<Rating>>(path(id, '/ratings'), { pageNum, pageSize })
