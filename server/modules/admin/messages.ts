/**
 * API messages of the console's orders and provider-refund queue (issue 13), in zh-CN and en-US (lib/i18n.ts
 * merges them; keys must not clash with others).
 */
export const consoleOrdersZh = {
  consoleRangeInvalid: '开始时间需早于结束时间',
  refundNotFound: '退款记录不存在',
  refundAlreadySent: '该退款已被支付渠道受理，无需重试',
  refundBeingSent: '该退款正在发送中，请稍后刷新查看结果',
  refundRetrySent: '已重新发送，支付渠道已受理退款',
  refundRetryFailed: '已重新发送，支付渠道仍未受理，原因已记录',
  refundDecisionApproved: '已同意退款',
  refundDecisionRejected: '已驳回退款申请',
}

export const consoleOrdersEn: Record<keyof typeof consoleOrdersZh, string> = {
  consoleRangeInvalid: 'the start time must be before the end time',
  refundNotFound: 'no such refund',
  refundAlreadySent: 'the provider has already taken this refund; there is nothing to retry',
  refundBeingSent: 'this refund is being sent right now; refresh in a moment to see the result',
  refundRetrySent: 'sent again: the provider took the refund',
  refundRetryFailed: 'sent again: the provider still refused it; the reason is recorded',
  refundDecisionApproved: 'refund approved',
  refundDecisionRejected: 'refund request rejected',
}
