/**
 * API messages of 议价 and the buyer's alerts in zh-CN and en-US (lib/i18n.ts merges them; keys must not clash).
 * The floor is never named: an offer below it reads like any refusal by the seller.
 */
export const offerZh = {
  offerNotFound: '议价不存在',
  offerGoodsNotFound: '商品不存在或已下架',
  offerDisabled: '该商品暂不接受议价',
  offerOwnGoods: '不能对自己的商品议价',
  offerGoodsUnavailable: '商品已被其他买家锁定或已售出，暂时无法接受议价',
  offerAmountRule: '出价需为0.01元以上的金额',
  offerNotBelowPrice: '出价需低于商品售价 ¥{price}，按原价购买请直接下单',
  offerTooLow: '出价不能低于商品售价的{percent}%（¥{min}）',
  offerCounterRule: '还价需在买家出价 ¥{low} 与商品售价 ¥{high} 之间',
  offerBuyerCounterRule: '出价需低于卖家还价 ¥{high}',
  offerMessageRule: '留言不能超过{max}个字',
  offerLiveExists: '您对该商品已有进行中的议价',
  offerOpenLimit: '您同时进行中的议价不能超过{max}个',
  offerNotYourTurn: '现在不是您回复的时候，请等待对方答复',
  offerRoundsUsed: '您的议价次数已用完（最多{max}轮），请接受或拒绝',
  offerClosed: '该议价已结束',
  offerLapsed: '商品价格或状态已变动，该议价已失效',
  offerAutoDeclined: '卖家未接受该价格，本次议价已结束',
  offerSent: '出价已发送，等待卖家答复',
  offerCountered: '还价已发送',
  offerAccepted: '已接受，商品已为买家保留',
  offerDeclined: '已拒绝',
  offerNotPayable: '该议价不能下单：未成交、已下单或保留已过期',
  offerTooMany: '操作太频繁，请稍后再试',
  offerFloorRule: '底价需为0.01元以上且低于售价',
  offerSettingsSaved: '议价设置已保存',
  savedSearchSaved: '已关注此搜索，有新商品上架时会通知您',
  savedSearchExists: '您已关注过这个搜索',
  savedSearchLimit: '关注的搜索不能超过{max}个',
  savedSearchNotFound: '关注的搜索不存在',
  savedSearchGameRequired: '请先选择游戏再关注搜索',
  savedSearchDeleted: '已取消关注',
  priceAlertSaved: '降价提醒已更新',
  priceAlertNotFavourite: '请先收藏该商品',
}

export const offerEn: Record<keyof typeof offerZh, string> = {
  offerNotFound: 'the offer does not exist',
  offerGoodsNotFound: 'the listing does not exist or is no longer on sale',
  offerDisabled: 'this listing does not take offers',
  offerOwnGoods: 'you cannot make an offer on your own listing',
  offerGoodsUnavailable: 'the listing is held by another buyer or sold, so no offer can be accepted now',
  offerAmountRule: 'the offer must be at least 0.01 yuan',
  offerNotBelowPrice: 'an offer must be below the price of {price} yuan; to pay the price, order directly',
  offerTooLow: 'an offer must be at least {percent}% of the price ({min} yuan)',
  offerCounterRule: "a counter must be between the buyer's offer of {low} yuan and the price of {high} yuan",
  offerBuyerCounterRule: "your offer must be below the seller's counter of {high} yuan",
  offerMessageRule: 'the message must be at most {max} characters',
  offerLiveExists: 'you already have an offer under way on this listing',
  offerOpenLimit: 'you can have at most {max} offers under way at once',
  offerNotYourTurn: 'it is not your turn: wait for the other side to answer',
  offerRoundsUsed: 'you have used all your rounds (at most {max}): accept or decline',
  offerClosed: 'this offer has ended',
  offerLapsed: 'the price or status of the listing changed, so this offer has lapsed',
  offerAutoDeclined: 'the seller does not accept this price; the negotiation has ended',
  offerSent: 'offer sent: waiting for the seller',
  offerCountered: 'counter sent',
  offerAccepted: 'accepted: the listing is held for the buyer',
  offerDeclined: 'declined',
  offerNotPayable: 'this offer cannot be ordered: not agreed, already ordered, or its hold has expired',
  offerTooMany: 'too many actions; try again later',
  offerFloorRule: 'the floor must be at least 0.01 yuan and below the price',
  offerSettingsSaved: 'offer settings saved',
  savedSearchSaved: 'search saved: you will be told of new listings',
  savedSearchExists: 'you have already saved this search',
  savedSearchLimit: 'you can save at most {max} searches',
  savedSearchNotFound: 'the saved search does not exist',
  savedSearchGameRequired: 'choose a game before saving a search',
  savedSearchDeleted: 'search removed',
  priceAlertSaved: 'price alert updated',
  priceAlertNotFavourite: 'add the listing to your favourites first',
}

export const offerFieldsZh: Record<string, string> = { floor: '底价' }
export const offerFieldsEn: Record<string, string> = { floor: 'floor' }
/**
 * `amount` and `message` mean an offered price and its note here (a recycling quote, a cooperation enquiry elsewhere):
 * named per route (lib/field-names.ts), so the shared names stay the other forms'
 */
export const offerRouteFieldsZh: Record<string, Record<string, string>> = {
  '/need/offers': { goodsId: '商品', amount: '出价金额', message: '留言' },
  '/need/offers/:id/respond': { amount: '还价金额', message: '留言' },
}
export const offerRouteFieldsEn: Record<string, Record<string, string>> = {
  '/need/offers': { goodsId: 'listing', amount: 'offered price', message: 'message' },
  '/need/offers/:id/respond': { amount: 'counter price', message: 'message' },
}
