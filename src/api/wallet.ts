import type { LedgerEntry, Page, PayPasswordInput, SmsSent, WalletSummary } from '../../contract/types'
import { get, post } from './request'

/** Every change of the caller's balance, newest first (the balance itself is in the profile). */
export const listLedger = (pageNum: number, pageSize: number) => get<Page<LedgerEntry>>('/need/wallet/ledger', { pageNum, pageSize })

/** Balance, the part held by open payments and the payment password's state; with `orderId`, that order's own holds count as available. */
export const getWallet = (orderId?: number | string) => get<WalletSummary>('/need/wallet', orderId ? { orderId } : undefined)

/** An SMS code to the account's own phone, for setting or resetting the payment password. */
export const sendPayPasswordCode = () => post<SmsSent>('/need/wallet/payPassword/sms', {})

export const setPayPassword = (input: PayPasswordInput) => post<null>('/need/wallet/payPassword', input)
