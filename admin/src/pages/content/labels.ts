/** Chinese names of the content pages' enumerations. */
import type { NoticeTypeValue } from '../../../../contract/types'

export const NOTICE_TYPE: Record<NoticeTypeValue, string> = {
  '1': '平台公告',
  '2': '新闻资讯',
  '3': '帮助文章',
  '4': '交易须知',
  '5': '包赔说明',
  '6': '关于我们',
  '7': '隐私政策',
  '8': '防骗指南',
  '9': '担保交易指南',
  '10': 'App 使用指南',
  '11': '用户协议',
}

export const NOTICE_TYPE_ENUM = Object.fromEntries(Object.entries(NOTICE_TYPE).map(([k, v]) => [k, { text: v }]))

export const SLOT = { banner: '首页轮播', featured: '推荐位' } as const

export const COUPON_KIND = { coupon: '优惠券', red_packet: '红包' } as const

export const BLACKLIST_KIND = { phone: '手机号', qq: 'QQ', wechat: '微信', game_account: '游戏账号' } as const

export const OFFICIAL_KIND = { qq: 'QQ', wechat: '微信', phone: '电话', qq_group: 'QQ群', payee: '收款账号' } as const

export const COOPERATION_KIND = { channel: '渠道合作', studio: '工作室入驻', advertising: '广告投放', media: '媒体合作', other: '其他' } as const

export const HOT_VERDICT = {
  hidden: '已隐藏',
  contact: '含联系方式',
  allowed: '白名单',
  catalogue: '类目词',
  unknown: '非类目词',
} as const

export const HOT_RULE = { hidden: '隐藏', allowed: '白名单' } as const
