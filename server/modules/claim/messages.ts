/**
 * API messages of the claim module in zh-CN and en-US (lib/i18n.ts merges them; keys must not clash with others).
 * Field names used in validation messages go in the fields maps.
 * Also holds the messages of the inbox (modules/inbox).
 */
export const claimZh = {
  // the buyer's claim
  claimNotCompleted: '订单完成后才能申请包赔',
  claimNoCompensation: '该订单未购买包赔服务，不能申请包赔',
  claimWindowEnded: '该订单的包赔期已于{until}结束，不能再申请包赔',
  claimDuplicate: '该订单已有处理中或已赔付的包赔申请',
  claimDescriptionRule: '问题描述需为{min}-{max}个字',
  claimImagesRule: '请上传{min}-{max}张凭证截图',
  claimContactRule: '联系方式需为{min}-{max}个字符（手机号、QQ或微信）',
  claimNotFound: '包赔申请不存在',
  claimTopupsNotCovered: '该订单购买的不是充值包赔，不能申报充值金额',
  claimTopupsCount: '最多申报{max}笔充值',
  claimTopupAmountRule: '第{n}笔充值金额需为0.01-{max}元',
  claimTopupDateRule: '第{n}笔充值时间需在订单付款（{paidAt}）之后、现在之前',
  claimTopupReceiptRule: '第{n}笔充值请上传充值凭证',
  claimSubmitted: '包赔申请已提交，请等待平台审核',
  // admin
  claimDecided: '该包赔申请已处理，不能重复处理',
  claimAmountRule: '赔付金额需为0.01-{max}元（不超过本申请的赔付上限）',
  claimRejectNoteRule: '驳回时请填写{min}-{max}个字的原因',
  claimNoteRule: '处理说明不能超过{max}个字',
  claimApproved: '已通过，赔付已存入买家钱包',
  claimRejected: '已驳回',
  // inbox
  messageNotFound: '消息不存在',
  messagesAllRead: '已全部标为已读',
}

export const claimEn: Record<keyof typeof claimZh, string> = {
  claimNotCompleted: 'compensation can be claimed only after the order is completed',
  claimNoCompensation: 'this order was bought without compensation, so no claim can be made',
  claimWindowEnded: 'the compensation period of this order ended on {until}; no claim can be made',
  claimDuplicate: 'this order already has a claim under review or paid',
  claimDescriptionRule: 'the description must be {min}-{max} characters',
  claimImagesRule: 'upload {min}-{max} screenshots as evidence',
  claimContactRule: 'the contact must be {min}-{max} characters (phone, QQ or WeChat)',
  claimNotFound: 'the claim does not exist',
  claimTopupsNotCovered: 'this order was not bought with top-up compensation, so no top-ups can be stated',
  claimTopupsCount: 'state at most {max} top-ups',
  claimTopupAmountRule: 'top-up {n} must be 0.01-{max} yuan',
  claimTopupDateRule: 'top-up {n} must have been paid after the order was paid ({paidAt}) and not in the future',
  claimTopupReceiptRule: 'upload the receipt of top-up {n}',
  claimSubmitted: 'claim submitted: the platform will review it',
  claimDecided: 'this claim has already been decided',
  claimAmountRule: "the amount must be 0.01-{max} yuan (at most the claim's cap)",
  claimRejectNoteRule: 'give a rejection reason of {min}-{max} characters',
  claimNoteRule: 'the note must be at most {max} characters',
  claimApproved: "approved: the compensation was paid into the buyer's wallet",
  claimRejected: 'rejected',
  messageNotFound: 'the message does not exist',
  messagesAllRead: 'all messages marked as read',
}

export const claimFieldsZh: Record<string, string> = {
  orderId: '订单',
}
export const claimFieldsEn: Record<string, string> = {
  orderId: 'order',
}
