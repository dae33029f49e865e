/** The operator console's audit log: one entry per admin or staff action, written in the action's transaction. */
import type { Role } from './account'

export interface AuditEntry {
  id: number
  actorId: number
  /** the actor's nickname and masked phone as they are now (the id is what the entry keeps) */
  actorName: string
  actorRole: Role
  ip: string
  /** what was done, `<domain>.<verb>`, e.g. `goods.approve`, `user.ban`, `game.create` */
  action: string
  /** what it was done to: a table's noun (`goods`, `user`, `order`, `game`...) and its id */
  targetType: string
  targetId: string
  /** the changed fields before and after (null: created / removed) */
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  /** the reason or note the operator gave */
  reason: string | null
  createdAt: string
}
