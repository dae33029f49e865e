/**
 * API messages of the handover (换绑) and of the order gate it adds (issue 11, part 2), in zh-CN and en-US
 * (lib/i18n.ts merges them; keys must not clash with others). Field names of validation messages in the fields maps.
 */
export const handoverZh = {
  handoverNotFound: '该订单没有换绑流程',
  handoverClosed: '订单当前不在换绑中，不能执行此操作',
  handoverStepNotFound: '该订单的换绑清单中没有这一项',
  handoverSellerOnly: '只有卖家或平台客服可以标记换绑完成',
  handoverBuyerOnly: '只有买家或平台客服可以确认换绑',
  handoverStaffOnly: '只有平台客服可以撤销换绑记录',
  handoverStepAlreadyDone: '这一项已标记完成',
  handoverStepNotDone: '卖家尚未标记完成这一项，请等待卖家完成后再确认',
  handoverStepAlreadyConfirmed: '这一项已确认',
  handoverStepNotConfirmed: '这一项尚未被确认，无需撤销确认',
  handoverRefundNotYet: '卖家已开始换绑或尚未超过换绑开始期限，暂不能立即退款',
  handoverStepDone: '已标记完成',
  handoverStepConfirmed: '已确认',
  handoverStepUndone: '已撤销',
  handoverRefunded: '已退款，款项已退回钱包',
  orderHandoverPending: '请先完成换绑确认',
}

export const handoverEn: Record<keyof typeof handoverZh, string> = {
  handoverNotFound: 'this order has no handover',
  handoverClosed: 'the order is not being handed over now, so this cannot be done',
  handoverStepNotFound: 'this step is not on the order\u2019s handover checklist',
  handoverSellerOnly: 'only the seller or customer service can mark a step done',
  handoverBuyerOnly: 'only the buyer or customer service can confirm a step',
  handoverStaffOnly: 'only customer service can undo handover records',
  handoverStepAlreadyDone: 'this step is already marked done',
  handoverStepNotDone: 'the seller has not marked this step done yet; confirm it once they have',
  handoverStepAlreadyConfirmed: 'this step is already confirmed',
  handoverStepNotConfirmed: 'this step has not been confirmed, there is no confirmation to undo',
  handoverRefundNotYet: 'the seller has started the handover or the start deadline has not passed, so no refund at once yet',
  handoverStepDone: 'marked done',
  handoverStepConfirmed: 'confirmed',
  handoverStepUndone: 'undone',
  handoverRefunded: 'refunded to your wallet',
  orderHandoverPending: 'confirm every handover step first',
}

export const handoverFieldsZh: Record<string, string> = {
  step: '换绑步骤',
  what: '撤销内容',
}
export const handoverFieldsEn: Record<string, string> = {
  step: 'handover step',
  what: 'what to undo',
}
