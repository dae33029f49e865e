import type { AutoClaimResult, CouponKind, CouponRecord, CouponTemplate, Page } from '../../contract/types'
import { get, post } from './request'

/** 0 unused and valid, 1 used, 2 expired */
export type CouponRecordStatus = 0 | 1 | 2

export const listCouponTemplates = (kind: CouponKind) => get<CouponTemplate[]>('/V2/H5/getCouponList', { kind })

export const getCouponTemplate = (id: number | string) => get<CouponTemplate>('/V2/H5/coupon/' + encodeURIComponent(String(id)))

export const claimCoupon = (templateId: number) => post<CouponRecord>('/coupon/record/receive', { templateId })

/** claims the newcomer and automatic coupons due to the caller (once per user; empty when nothing was due) */
export const autoClaimCoupons = () => get<AutoClaimResult>('/coupon/record/receiveCoupon/auto')

export const listMyCoupons = (status: CouponRecordStatus, kind: CouponKind, pageNum: number, pageSize: number) =>
  get<Page<CouponRecord>>('/coupon/record/myList', { status, kind, pageNum, pageSize })
