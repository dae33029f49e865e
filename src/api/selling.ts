import type { CredentialsUpdateInput } from '../../contract/trade'
import type {
  ConsignmentInput,
  ConsignmentRules,
  MyGoods,
  MyGoodsTab,
  Page,
} from '../../contract/types'
import { get, post, put } from './request'

export { uploadImage } from './request'

/** the numbers the sell form shows: fee percent, compensation percents, upload limit */
export const getConsignmentRules = () => get<ConsignmentRules>('/need/consignment/rules')

/** a new listing, answered as the seller sees it (status pending_review) */
export const submitConsignment = (input: ConsignmentInput) => post<MyGoods>('/need/consignment', input)

/** one of my consignment listings (404 for anyone else's) */
export const getMyGoods = (id: number) => get<MyGoods>('/need/myConsignment/' + encodeURIComponent(String(id)))

export const listMyGoods = (status: MyGoodsTab, pageNum: number, pageSize: number) =>
  get<Page<MyGoods>>('/need/myConsignment', { status, pageNum, pageSize })

/** off_shelf -> on sale (or back to review), rejected -> resubmitted */
export const relistGoods = (id: number) => get<MyGoods>('/goods/info/upGoods/' + encodeURIComponent(String(id)))

export const delistGoods = (id: number) => post<MyGoods>('/goods/info/downGoods', { id })

/** price in fen */
export const editGoodsPrice = (id: number, price: number) => post<MyGoods>('/need/goods/editPrice', { id, price })

/** new credentials (after a rental, or at any time before it sells): a stale listing approved before goes back on sale */
export const updateCredentials = (id: number, input: CredentialsUpdateInput) =>
  put<MyGoods>('/need/myConsignment/' + encodeURIComponent(String(id)) + '/credentials', input)
