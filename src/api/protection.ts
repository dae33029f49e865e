import type { ClaimStats, ContractPreview, DepositState, SellerDebt, TradeContract } from '../../contract/protection'
import { get, post } from './request'

/** my seller deposit (保证金): what is frozen, what is needed, when it is released */
export const getDeposit = () => get<DepositState>('/need/deposit')

/** freezes what is missing of the deposit in my wallet (payment password) */
export const payDeposit = (payPassword: string) => post<DepositState>('/need/deposit/pay', { payPassword })

/** what I owe the platform for 找回 claims it paid on my sales (my next proceeds pay it first) */
export const getSellerDebt = () => get<SellerDebt>('/need/claims/debt')

/** public 包赔 figures of the last 30 days (no login) */
export const getClaimStats = () => get<ClaimStats>('/web/claims/stats')

/** the contract an order on this listing at this tier would store (checkout, before the order exists) */
export const previewContract = (goodsId: number, compensation: string, offerId?: number) =>
  get<ContractPreview>('/need/contract/preview', { goodsId, compensation, ...(offerId ? { offerId } : {}) })

/** the order's trade contract (buyer, seller) */
export const getContract = (orderId: number) => get<TradeContract>(`/need/order/${orderId}/contract`)

/** the seller signs the order's trade contract before the handover */
export const acceptContract = (orderId: number) => post<TradeContract>(`/need/order/${orderId}/contract/accept`)
