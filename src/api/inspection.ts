import type { InspectionBadge, InspectionReport, SellerInspectionView } from '../../contract/types'
import { get, post } from './request'

/** a published inspection report (官方验号): checklist and screenshots with their SHA-256 */
export const getInspectionReport = (id: number | string) => get<InspectionReport>(`/web/inspection/${id}`)

/** the newest published inspection of a listing, or null (the trade room and the handover link to it) */
export const getListingInspection = (goodsId: number | string) => get<InspectionBadge | null>(`/web/inspection/goods/${goodsId}`)

/** the seller's view of their listing: newest report, what still differs, the risk */
export const getSellerInspection = (goodsId: number) => get<SellerInspectionView>(`/need/inspection/goods/${goodsId}`)

export const requestInspection = (goodsId: number) => post<SellerInspectionView>('/need/inspection/request', { goodsId })

/** takes the inspector's findings into the listing's attributes and bindings */
export const correctToInspection = (goodsId: number) => post<SellerInspectionView>(`/need/inspection/goods/${goodsId}/correct`)
