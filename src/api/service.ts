import type {
  BlacklistKind,
  BlacklistResult,
  ClaimableOrder,
  CompensationClaim,
  CompensationClaimInput,
  CooperationInput,
  OfficialCheck,
  OfficialKind,
  ServiceContact,
  SocialAccount,
} from '../../contract/service'
import type { Page } from '../../contract/types'
import { get, post } from './request'

// ---- trust checks (public, rate-limited per IP) ----

export const checkBlacklist = (kind: BlacklistKind, value: string) => get<BlacklistResult>('/black/blackList', { kind, value })

/** "is this really the platform?": a QQ, WeChat, phone, QQ group or payee account */
export const checkOfficialAccount = (kind: OfficialKind, value: string) =>
  get<OfficialCheck>('/V2/H5/checkAccount', { kind, value })

// ---- contacts (public, in display order) ----

export const listServiceQQ = () => get<ServiceContact[]>('/V2/H5/allQQlist')

export const listQQGroups = () => get<ServiceContact[]>('/V2/H5/qqGroup')

/** customer-service WeChat ids and phone lines */
export const listServiceAccounts = () => get<ServiceContact[]>('/V2/H5/account')

export const listSocialAccounts = () => get<SocialAccount[]>('/web/social/list')

export const submitCooperation = (input: CooperationInput) => post<{ id: number }>('/web/cooperate', input)

// ---- compensation claims (login) ----

export const listClaimableOrders = () => get<ClaimableOrder[]>('/need/claims/eligible')

export const submitClaim = (input: CompensationClaimInput) => post<CompensationClaim>('/need/claims', input)

export const listMyClaims = (pageNum: number, pageSize: number) => get<Page<CompensationClaim>>('/need/claims', { pageNum, pageSize })

export const getClaim = (id: number | string) => get<CompensationClaim>('/need/claims/' + encodeURIComponent(String(id)))
