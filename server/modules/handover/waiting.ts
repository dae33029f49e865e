/** What other modules ask about handovers: whose turn it is. */
import { sql } from 'drizzle-orm'
import { orders } from '../order/schema'
import { handoverSteps } from './schema'

/**
 * SQL condition on `orders`: the order is in handover and a step of it waits for the seller (not yet marked done).
 * Once every step is marked, the buyer's confirmations are what is left.
 */
export const handoverWaitsForSeller = sql`(${orders.status} = 'handover' and exists (select 1 from ${handoverSteps} where ${handoverSteps.orderId} = ${orders.id} and ${handoverSteps.doneAt} is null))`
