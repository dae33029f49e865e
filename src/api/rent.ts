import type {
  OrderDetail,
  Page,
  RentableGoods,
  RentPreview,
  RentOrderInput,
  RentSettingsInput,
  RentSort,
  RentTerms,
  RentUnit,
  SellerRentTerms,
} from '../../contract/types'
import { assetUrl, get, post } from './request'

export interface RentListQuery {
  gameId?: number
  keyword?: string
  sort: RentSort
}

const withCover = (r: RentableGoods): RentableGoods => ({ ...r, goods: { ...r.goods, cover: assetUrl(r.goods.cover) } })

export async function listRentable(q: RentListQuery, pageNum: number, pageSize: number): Promise<Page<RentableGoods>> {
  const page = await get<Page<RentableGoods>>('/web/rent/list', { ...q, keyword: q.keyword || undefined, pageNum, pageSize })
  return { rows: page.rows.map(withCover), total: page.total }
}

/** a listing's rent terms; rejects (404) when it is not offered for rent */
export const getRentTerms = (goodsId: number | string) => get<RentTerms>('/web/rent/' + encodeURIComponent(String(goodsId)))

export const getMyRentTerms = (goodsId: number) => get<SellerRentTerms>('/need/goods/rent/' + encodeURIComponent(String(goodsId)))

export const saveRentTerms = (input: RentSettingsInput) => post<RentableGoods>('/need/goods/rent', input)

export const previewRent = (goodsId: number, unit: RentUnit, quantity: number) =>
  get<RentPreview>('/need/rent/preview', { goodsId, unit, quantity })

export const createRentOrder = (input: RentOrderInput) => post<OrderDetail>('/need/rent/order', input)
