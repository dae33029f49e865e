import type { Page, PayoutAccount, PayoutAccountInput, PayoutOptions, Withdrawal, WithdrawalInput } from '../../contract/types'
import { get, post } from './request'

/** The 提现 screen's rules (kinds, minimum, fee, daily limit) and what can be withdrawn now. */
export const getPayoutOptions = () => get<PayoutOptions>('/need/payout/options')

/** My bound payout accounts, newest first (masked). */
export const listPayoutAccounts = () => get<PayoutAccount[]>('/need/payout/accounts')

/** Binds an account in my verified real name. */
export const bindPayoutAccount = (input: PayoutAccountInput) => post<PayoutAccount>('/need/payout/accounts', input)

export const removePayoutAccount = (id: number) => post<null>(`/need/payout/accounts/${id}/remove`, {})

/** My withdrawals (提现记录), newest first. */
export const listWithdrawals = (pageNum: number, pageSize: number) => get<Page<Withdrawal>>('/need/payout/withdrawals', { pageNum, pageSize })

/** Requests a withdrawal: the amount leaves the wallet now and waits for review. */
export const requestWithdrawal = (input: WithdrawalInput) => post<Withdrawal>('/need/payout/withdrawals', input)
