import type { JobKind } from '../../../../contract/admin-jobs'

/** what each kind of background item does, as staff read it */
export const JOB_KIND: Record<JobKind, string> = {
  'order.expire': '超时未支付取消',
  'order.complete': '到期自动完成',
  'dispute.escalate': '售后超时转客服',
  'views.purge': '清理浏览记录',
  'offer.expire': '议价超时',
  'offer.lapse': '议价因商品变动失效',
  'search.notify': '关注搜索上新通知',
  'deposit.release': '保证金解冻',
}
