/** zh-CN copy of the handover's room messages (service.ts); `step` is a HandoverStepKey. */
import type { CopyParams, Template } from '../../lib/copy-types'
import { STEP_NAMES } from './checklist'

const name = (p: CopyParams) => STEP_NAMES[p.step as keyof typeof STEP_NAMES] ?? String(p.step)

export const HANDOVER_ZH = {
  'handover.done': (p) =>
    p.staff ? `客服已代卖家标记「${name(p)}」完成，请买家登录核实后确认。` : `卖家已完成「${name(p)}」，请买家登录核实后确认。`,
  'handover.confirmed': (p) => `${p.staff ? '客服已代买家确认' : '买家已确认'}「${name(p)}」（已确认 ${p.confirmed}/${p.total}）。`,
  'handover.undoneDone': (p) => `客服已撤销「${name(p)}」的完成标记${p.alsoConfirmation ? '及买家的确认' : ''}，请卖家重新完成。`,
  'handover.undoneConfirmed': (p) => `客服已撤销买家对「${name(p)}」的确认，请买家重新核实。`,
} satisfies Record<string, Template>
