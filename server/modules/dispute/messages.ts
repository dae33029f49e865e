/**
 * API messages of disputes (售后/仲裁, part 3 of issue 11) in zh-CN and en-US (lib/i18n.ts merges them; keys must
 * not clash with others). Field names used in validation messages go in the fields maps.
 */
export const disputeZh = {
  // opening
  disputeSaleOnly: '租号订单不能发起售后，如有问题请在租期内申请退款',
  disputeWrongState: '该订单当前状态不能发起售后',
  disputeWindowEnded: '订单完成已超过{hours}小时（截至{until}），不能再发起售后，如有问题请申请包赔或联系客服',
  disputeOpen: '该订单已有处理中的售后申请，请等待处理结果',
  disputeAlreadyDecided: '该订单的售后已有处理结果，不能再次发起，如有疑问请联系客服',
  disputeDescriptionRule: '问题描述需为{min}-{max}个字',
  disputeImagesRule: '凭证图片最多{max}张',
  disputeSubmitted: '售后申请已提交，等待卖家回应',
  // the parties' steps
  disputeNotFound: '售后申请不存在',
  disputeBuyerOnly: '只有买家可以进行此操作',
  disputeSellerOnly: '只有卖家可以回应售后申请',
  disputeCannotAnswer: '该售后申请已不在等待卖家回应的阶段',
  disputeAnswerRule: '回应内容需为1-{max}个字',
  disputeCannotWithdraw: '该售后申请已有处理结果，不能撤回',
  disputeCannotEscalate: '当前状态不能申请客服介入',
  disputeAppealUsed: '复核只能申请一次，复核结果为最终裁决',
  disputeAppealNotRejected: '只有被驳回的售后申请可以申请复核',
  disputeAppealEnded: '裁决已超过{hours}小时，不能再申请复核',
  disputeAnswered: '已回应买家的售后申请',
  disputeRefundAccepted: '已同意全额退款，款项已退回买家钱包',
  disputeWithdrawn: '已撤回售后申请',
  disputeEscalated: '已申请平台客服介入',
  disputeAppealed: '已申请复核，平台客服将重新处理',
  // staff
  disputeNotWithStaff: '该售后申请不在待客服裁决状态',
  disputeDecided: '该售后申请已裁决，不能重复裁决',
  disputeAmountRequired: '部分退款请填写退款金额',
  disputeAmountRule: '部分退款金额需大于0且小于买家实付的{max}元',
  disputeReasonRule: '裁决理由需为1-{max}个字',
  disputeOrderChanged: '订单状态已变化，无法执行该裁决，请刷新后重试',
  disputeDecisionDone: '裁决已执行',
  // other modules' actions while a dispute is open
  disputeBlocksOrder: '该订单有处理中的售后申请，请等待处理结果',
}

export const disputeEn: Record<keyof typeof disputeZh, string> = {
  disputeSaleOnly: 'a rental cannot have an after-sale dispute: ask for a refund during the rental period instead',
  disputeWrongState: 'an after-sale dispute cannot be opened on this order now',
  disputeWindowEnded:
    'the order was completed more than {hours} hours ago (until {until}): no dispute can be opened; claim compensation or contact customer service',
  disputeOpen: 'this order already has an open dispute: please wait for its outcome',
  disputeAlreadyDecided: 'a dispute of this order has already been decided and cannot be opened again; contact customer service',
  disputeDescriptionRule: 'the description must be {min}-{max} characters',
  disputeImagesRule: 'at most {max} evidence images',
  disputeSubmitted: 'dispute submitted: waiting for the seller to answer',
  disputeNotFound: 'the dispute does not exist',
  disputeBuyerOnly: 'only the buyer can do this',
  disputeSellerOnly: 'only the seller can answer a dispute',
  disputeCannotAnswer: 'this dispute is no longer waiting for the seller',
  disputeAnswerRule: 'the answer must be 1-{max} characters',
  disputeCannotWithdraw: 'this dispute has been decided and cannot be withdrawn',
  disputeCannotEscalate: 'customer service cannot be asked to step in now',
  disputeAppealUsed: 'a decision can be appealed once; the second decision is final',
  disputeAppealNotRejected: 'only a rejected dispute can be appealed',
  disputeAppealEnded: 'the decision is more than {hours} hours old and can no longer be appealed',
  disputeAnswered: "answered the buyer's dispute",
  disputeRefundAccepted: "full refund accepted: the money went back to the buyer's wallet",
  disputeWithdrawn: 'dispute withdrawn',
  disputeEscalated: 'customer service was asked to step in',
  disputeAppealed: 'appeal submitted: customer service will decide again',
  disputeNotWithStaff: 'this dispute is not waiting for a staff decision',
  disputeDecided: 'this dispute has already been decided',
  disputeAmountRequired: 'give the amount of a partial refund',
  disputeAmountRule: 'a partial refund must be more than 0 and less than the {max} yuan the buyer paid',
  disputeReasonRule: 'the reason must be 1-{max} characters',
  disputeOrderChanged: 'the order has changed and this decision cannot be carried out: reload and try again',
  disputeDecisionDone: 'decision carried out',
  disputeBlocksOrder: 'this order has an open dispute: please wait for its outcome',
}

export const disputeFieldsZh: Record<string, string> = {
  text: '回应内容',
  acceptRefund: '同意退款',
  outcome: '裁决结果',
}
export const disputeFieldsEn: Record<string, string> = {
  text: 'answer',
  acceptRefund: 'refund acceptance',
  outcome: 'outcome',
}
