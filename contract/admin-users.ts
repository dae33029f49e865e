/**
 * The operator console's users (admins only): search, profile, their orders and wallet ledger, ban and unban, and
 * the staff / merchant roles. Their listings are GET /admin/goods/search?seller=<id> (contract/admin-goods.ts).
 * Real name and ID number are masked as the app masks them; the phone is masked too.
 */
import type { OrderRole, OrderStatus } from './orders'
import type { RealNameInfo, Role } from './account'

export interface AdminUserRow {
  id: number
  username: string | null
  nickname: string
  /** masked, e.g. '138****0002' */
  phone: string
  role: Role
  verified: boolean
  banned: boolean
  createdAt: string
}

export interface AdminUserProfile extends AdminUserRow {
  avatar: string | null
  /** masked name and ID number */
  realName: RealNameInfo
  bannedAt: string | null
  banReason: string | null
  wechatBound: boolean
  /** a merchant's shop name */
  shopName: string | null
  /** fen */
  balance: number
  /** fen held by open payments */
  walletHeld: number
  completedSales: number
  /** orders bought (any status) */
  ordersBought: number
  /** orders of theirs as seller that had a dispute */
  disputes: number
  rejectedListings: number
}

/** GET /admin/users query: `q` is an id, a phone (or its start) or an account name (or its start); newest first. */
export interface AdminUserQuery {
  pageNum?: number
  pageSize?: number
  q?: string
  role?: Role
  banned?: boolean
}

/** GET /admin/users/{id}/orders rows: the user's orders as buyer and as seller, newest first. */
export interface AdminUserOrder {
  id: number
  orderNo: string
  goodsId: number
  title: string
  /** which side of the order the user is on */
  side: OrderRole
  kind: 'sale' | 'rental'
  status: OrderStatus
  /** what the buyer pays in all, fen */
  total: number
  createdAt: string
}

/** POST /admin/users/{id}/ban and /unban: a required reason (REVIEW_REASON_MIN..MAX characters); the banned user reads it. */
export interface BanInput {
  reason: string
}

/**
 * POST /admin/users/{id}/role: grant or revoke 'staff' or 'merchant' (a user holds one role). Granting needs the
 * user to be a plain 'user' (409 otherwise); revoking needs them to hold that role. Admins cannot be changed here.
 */
export interface RoleChangeInput {
  role: 'staff' | 'merchant'
  grant: boolean
}
