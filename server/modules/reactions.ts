/**
 * Loads every module's reactions to order transitions (order/machine.ts onOrder), once, before any order moves:
 * app.ts imports it, so the server, its jobs and the tests all run with the same subscribers. The order matters
 * only within a phase: the wallet gives back an old wallet part before payments release their holds, as before.
 */
import './goods/order-reactions'
import './recycle/order-sync'
import './coupon/order-reactions'
import './wallet/order-reactions'
import './payment/order-reactions'
import './handover/order-reactions'
import './order/notices'
