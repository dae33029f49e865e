import type { ClaimStats, DepositState, SellerDebt } from '../../contract/protection'
import { get, post } from './request'

/** my seller deposit (保证金): what is frozen, what is needed, when it is released */
export const getDeposit = () => get<DepositState>('/need/deposit')

/** freezes what is missing of the deposit in my wallet (payment password) */
export const payDeposit = (payPassword: string) => post<DepositState>('/need/deposit/pay', { payPassword })

/** what I owe the platform for 找回 claims it paid on my sales (my next proceeds pay it first) */
export const getSellerDebt = () => get<SellerDebt>('/need/claims/debt')

/** public 包赔 figures of the last 30 days (no login) */
export const getClaimStats = () => get<ClaimStats>('/web/claims/stats')
