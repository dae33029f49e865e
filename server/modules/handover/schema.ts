/**
 * The handover (换绑) checklist of a sale order: one row per step (contract/trade.ts HandoverStepKey), built from
 * the listing's bindings and real-name fact at payment. Who marked and who confirmed is kept (user and role), as
 * the record a dispute or claim is judged on.
 */
import { sql } from 'drizzle-orm'
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { tz } from '../../db/columns'
import { orders } from '../order/schema'
import { users } from '../user/schema'

export const handoverSteps = pgTable(
  'handover_steps',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    doneAt: tz('done_at'),
    doneBy: integer('done_by').references(() => users.id),
    /** 'seller' or 'staff' */
    doneRole: text('done_role'),
    confirmedAt: tz('confirmed_at'),
    confirmedBy: integer('confirmed_by').references(() => users.id),
    /** 'buyer' or 'staff' */
    confirmedRole: text('confirmed_role'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.key] }),
    check('handover_steps_key_check', sql`${t.key} in ('password', 'phone', 'email', 'realname', 'third_party')`),
    check('handover_steps_done_role_check', sql`${t.doneRole} is null or ${t.doneRole} in ('seller', 'staff')`),
    check('handover_steps_confirmed_role_check', sql`${t.confirmedRole} is null or ${t.confirmedRole} in ('buyer', 'staff')`),
    check('handover_steps_confirm_after_done', sql`${t.confirmedAt} is null or ${t.doneAt} is not null`),
  ],
)
