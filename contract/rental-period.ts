/**
 * The rented period an order carries (contract/rentals.ts has the rest of renting). Apart from rentals.ts because
 * orders.ts needs it while rentals.ts builds on orders.ts: kept together they would import each other.
 */

export type RentUnit = 'hour' | 'day'

/** On OrderDetail / OrderSummary of a rental order. */
export interface RentalInfo {
  unit: RentUnit
  quantity: number
  /** set once paid: the credentials are shown from start until end */
  start: string | null
  end: string | null
}
