/**
 * API messages of ratings and the seller's page (part 3 of issue 11) in zh-CN and en-US (lib/i18n.ts merges them).
 */
export const ratingZh = {
  ratingNotCompleted: '交易完成后才能评价',
  ratingSaleOnly: '只有购买的订单可以评价，租号订单不能评价',
  ratingBuyerOnly: '只有买家可以评价这笔交易',
  ratingEditEnded: '评价发表已超过{days}天，不能再修改',
  ratingTagsRule: '评价标签不正确或重复',
  ratingCommentRule: '评价内容不能超过{max}个字',
  ratingSaved: '评价已保存',
  sellerNotFound: '卖家不存在',
}

export const ratingEn: Record<keyof typeof ratingZh, string> = {
  ratingNotCompleted: 'a trade can be rated once it is completed',
  ratingSaleOnly: 'only purchases can be rated, not rentals',
  ratingBuyerOnly: 'only the buyer can rate this trade',
  ratingEditEnded: 'the rating is more than {days} days old and can no longer be changed',
  ratingTagsRule: 'the rating tags are unknown or repeated',
  ratingCommentRule: 'the comment must be at most {max} characters',
  ratingSaved: 'rating saved',
  sellerNotFound: 'the seller does not exist',
}

export const ratingFieldsZh: Record<string, string> = {
  stars: '星级',
  tags: '评价标签',
  comment: '评价内容',
}
export const ratingFieldsEn: Record<string, string> = {
  stars: 'stars',
  tags: 'tags',
  comment: 'comment',
}
