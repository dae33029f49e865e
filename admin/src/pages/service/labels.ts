/** The console's words for customer service's values. */
import type { CallbackStatus, ServiceCaseKind, ServiceCaseOrigin, ServiceCaseScope, ServiceTeam } from '../../../../contract/customer-service'

export const CASE_KIND: Record<ServiceCaseKind, string> = { room: '交易房间', dispute: '售后仲裁' }
export const CASE_ORIGIN: Record<ServiceCaseOrigin, string> = { dispute: '申请客服介入', staff: '客服主动进入', user: '用户再次留言' }
export const CASE_SCOPE: Record<ServiceCaseScope, string> = { open: '全部进行中', mine: '我接手的', unclaimed: '待接手', closed: '已结束' }
export const TEAM: Record<ServiceTeam, string> = { general: '通用', trade: '交易客服', dispute: '售后仲裁' }
export const CALLBACK_STATUS: Record<CallbackStatus, { text: string; color: string }> = {
  open: { text: '待回电', color: 'orange' },
  done: { text: '已回电', color: 'green' },
  cancelled: { text: '用户已取消', color: 'default' },
}

/** minutes as the queues show a wait: 12分钟, 2小时5分钟 */
export function waitText(minutes: number): string {
  if (minutes < 60) return `${minutes}分钟`
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return m ? `${h}小时${m}分钟` : `${h}小时`
}
