/**
 * API messages of the trade room's chat (part 1 of issue 11) in zh-CN and en-US (lib/i18n.ts merges them; keys must
 * not clash with others). Field names used in validation messages go in the fields maps; `text` is not among
 * them (the name is shared with other modules' bodies), so its rules are checked with messages of their own.
 */
export const chatZh = {
  roomNotFound: '会话不存在',
  chatRoomNotOpen: '订单付款后才会开启交易房间',
  chatTextEmpty: '消息内容不能为空',
  chatTextTooLong: '消息不能超过{max}个字',
  chatRateLimited: '发送消息过于频繁，请稍后再发',
  chatPresaleOwn: '不能咨询自己发布的商品',
  chatCursorsBoth: 'after 和 before 只能选一个',
  chatStaffName: '客服·{name}',
}

export const chatEn: Record<keyof typeof chatZh, string> = {
  roomNotFound: 'the chat room does not exist',
  chatRoomNotOpen: 'the trade room opens once the order is paid',
  chatTextEmpty: 'the message is empty',
  chatTextTooLong: 'a message may have at most {max} characters',
  chatRateLimited: 'you are sending messages too fast, please wait a moment',
  chatPresaleOwn: 'you cannot ask about your own listing',
  chatCursorsBoth: 'use either after or before, not both',
  chatStaffName: 'Support · {name}',
}

export const chatFieldsZh: Record<string, string> = {
  lastId: '已读消息编号',
  after: '起始消息编号',
  before: '截止消息编号',
  limit: '条数',
}

export const chatFieldsEn: Record<string, string> = {
  lastId: 'last read message id',
  after: 'after',
  before: 'before',
  limit: 'limit',
}
