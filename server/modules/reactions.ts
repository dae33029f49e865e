/**
 * Loads every module's reactions to order transitions (order/machine.ts onOrder), once, before any order moves:
 * app.ts imports it, so the server, its jobs and the tests all run with the same subscribers. Their order does not
 * matter but once (claim's after wallet's, said there): each 'apply' reaction writes only its own module's rows,
 * and the 'tell' ones (order/notices.ts) run after all of them.
 */
import './goods/order-reactions'
import './recycle/order-sync'
import './coupon/order-reactions'
import './wallet/order-reactions'
// after the wallet's: a seller's claim debt is paid from the proceeds the wallet's reaction just credited
import './claim/order-reactions'
import './payment/order-reactions'
import './handover/order-reactions'
import './valuation/order-reactions'
import './order/notices'
import './offer/price-reactions'
