import type { LedgerEntry, Page } from '../../contract/types'
import { get } from './request'

/** Every change of the caller's balance, newest first (the balance itself is in the profile). */
export const listLedger = (pageNum: number, pageSize: number) => get<Page<LedgerEntry>>('/need/wallet/ledger', { pageNum, pageSize })
