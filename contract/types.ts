/**
 * The wire contract shared by the app (src/) and the API server (server/), as one import: this file only
 * re-exports, and no file inside contract/ imports it (each imports the file that defines a type), so the contract
 * has no import circles. The app imports these with `import type` (NoticeType is the one value); nothing here may
 * pull in runtime code of either side. Amounts are integer fen; times are ISO-8601 strings.
 */
export type * from './envelope'
export type * from './account'
export * from './notices'
export type * from './catalogue'
export type * from './orders'
export type * from './selling'
export type * from './recycling'
export type * from './service'
export type * from './rentals'
export type * from './wallet'
export type * from './payout'
export type * from './notifications'
export type * from './inspection'
