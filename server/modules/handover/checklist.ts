/**
 * The handover (换绑) checklist of a sale order: which steps it has, built once at payment from what the listing
 * declares (goods.bindings, goods.account_real_name), and the names the system messages use for them. The steps
 * are fixed at payment, so a seller who edits the listing afterwards does not change a running handover.
 */
import { asc, eq } from 'drizzle-orm'
import type { AccountRealName } from '../../../contract/catalogue'
import { HANDOVER_STEP_ORDER, type AccountBindings, type HandoverStepKey } from '../../../contract/trade'
import type { Db } from '../../db/client'
import { goods } from '../goods/schema'
import { handoverSteps } from './schema'

export type StepRow = typeof handoverSteps.$inferSelect

/** 'password' always; the rest as the listing declares them; in HANDOVER_STEP_ORDER. */
export function checklistFor(bindings: AccountBindings, accountRealName: AccountRealName | string): HandoverStepKey[] {
  const has: Record<HandoverStepKey, boolean> = {
    password: true,
    phone: bindings.phone,
    email: bindings.email,
    realname: accountRealName === 'changeable',
    third_party: bindings.thirdParty,
  }
  return HANDOVER_STEP_ORDER.filter((key) => has[key])
}

/** Step names in the room's messages (zh-CN, written once at the event like every system message). */
export const STEP_NAMES: Record<HandoverStepKey, string> = {
  password: '修改登录密码',
  phone: '换绑手机',
  email: '换绑邮箱/密保',
  realname: '修改实名认证',
  third_party: '解绑第三方登录',
}

/** Inserts the order's steps from its listing, inside the payment's transaction; answers the keys. */
export async function insertChecklist(tx: Db, orderId: number, goodsId: number): Promise<HandoverStepKey[]> {
  const [listing] = await tx
    .select({ bindings: goods.bindings, accountRealName: goods.accountRealName })
    .from(goods)
    .where(eq(goods.id, goodsId))
  const keys = checklistFor(listing.bindings, listing.accountRealName)
  await tx
    .insert(handoverSteps)
    .values(keys.map((key, position) => ({ orderId, key, position })))
    .onConflictDoNothing()
  return keys
}

/** The order's steps in checklist order. */
export async function stepsOf(db: Pick<Db, 'select'>, orderId: number): Promise<StepRow[]> {
  return db.select().from(handoverSteps).where(eq(handoverSteps.orderId, orderId)).orderBy(asc(handoverSteps.position))
}
