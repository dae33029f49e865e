/**
 * Every table of the database, gathered from the schema.ts of the module that owns it (docs/architecture.md's
 * module map): the schema object drizzle is given (db/client.ts). One schema and one migrations folder serve
 * PGlite and PostgreSQL; after a change to any module's schema.ts run `npm run db:generate` and commit the new
 * migration. No module schema imports this file (it would close an import circle): they import each other.
 */
export * from '../modules/audit/schema'
export * from '../modules/auth/schema'
export * from '../modules/chat/schema'
export * from '../modules/claim/schema'
export * from '../modules/content/schema'
export * from '../modules/coupon/schema'
export * from '../modules/dispute/schema'
export * from '../modules/feedback/schema'
export * from '../modules/game/schema'
export * from '../modules/goods/schema'
export * from '../modules/handover/schema'
export * from '../modules/inbox/schema'
export * from '../modules/jobs/schema'
export * from '../modules/limits/schema'
export * from '../modules/notice/schema'
export * from '../modules/notification/schema'
export * from '../modules/notification/wechat-schema'
export * from '../modules/order/schema'
export * from '../modules/payment/schema'
export * from '../modules/payout/schema'
export * from '../modules/rating/schema'
export * from '../modules/recycle/schema'
export * from '../modules/search/schema'
export * from '../modules/service/schema'
export * from '../modules/trust/schema'
export * from '../modules/upload/schema'
export * from '../modules/user/schema'
export * from '../modules/wallet/schema'
