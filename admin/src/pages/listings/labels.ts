/** Names the listing pages show for the API's codes. */
import type { BlacklistHitSource } from '../../../../contract/admin-goods'
import type { AccountRealName, CompensationLevel, GoodsStatus } from '../../../../contract/catalogue'
import type { BlacklistKind } from '../../../../contract/service'

export const GOODS_STATUS: Record<GoodsStatus, { text: string; color: string }> = {
  pending_review: { text: '待审核', color: 'orange' },
  on_sale: { text: '在售', color: 'green' },
  reserved: { text: '交易中', color: 'blue' },
  sold: { text: '已售出', color: 'default' },
  off_shelf: { text: '已下架', color: 'default' },
  rejected: { text: '已驳回', color: 'red' },
}

/** ProTable's valueEnum for the status column and filter */
export const GOODS_STATUS_ENUM = Object.fromEntries(
  Object.entries(GOODS_STATUS).map(([k, v]) => [k, { text: v.text, status: v.color === 'green' ? 'Success' : v.color === 'red' ? 'Error' : v.color === 'orange' ? 'Warning' : v.color === 'blue' ? 'Processing' : 'Default' }]),
)

export const COMPENSATION: Record<CompensationLevel, string> = { none: '不包赔', standard: '标准包赔', extended: '加长包赔', topup: '充值包赔' }
export const ACCOUNT_REAL_NAME: Record<AccountRealName, string> = { seller: '实名为卖家本人', none: '未实名', changeable: '可修改实名（二次实名）' }

export const HIT_SOURCE: Record<BlacklistHitSource, string> = {
  listing_contact: '商品联系方式',
  seller_phone: '卖家手机号',
  seller_qq: '卖家QQ',
  seller_wechat: '卖家微信',
  game_account: '游戏账号',
}
export const BLACKLIST_KIND: Record<BlacklistKind, string> = { phone: '手机号', qq: 'QQ', wechat: '微信', game_account: '游戏账号' }
