/**
 * Demo data of trust and service: blacklist entries of every kind, the platform's official accounts (customer
 * service, QQ groups, a payee account that is not listed publicly) and its media accounts. Called by seed.ts inside
 * its transaction, after the games. Values are stored normalised (contract/rules.ts normaliseLookup), as the admin
 * routes store them.
 *
 * Looked up by the tests: QQ 10001001 (two entries) and phone 13900000013 are listed; QQ 10001002 is clean.
 */
import { inArray } from 'drizzle-orm'
import type { Db } from './client'
import { games } from '../modules/game/schema'
import { blacklist, officialAccounts, socialAccounts } from '../modules/trust/schema'

const DAY = 86400_000

/** kind, value, reason, game name (or null), days ago */
const BLACKLIST: [string, string, string, string | null, number][] = [
  ['qq', '10001001', '账号已被原号主找回，买家损失8000元', '王者荣耀', 3],
  ['qq', '10001001', '多次交易后恶意找回', '和平精英', 41],
  ['phone', '13900000013', '冒充平台客服诈骗', null, 5],
  ['phone', '13900000027', '收款后拒不交付账号', '原神', 12],
  ['phone', '13900000045', '一号多卖，同一账号卖给多位买家', '金铲铲之战', 60],
  ['qq', '2850001234', '使用虚假截图骗取定金', null, 8],
  ['qq', '3300998877', '账号实名信息与卖家不符，交易后申诉找回', '第五人格', 23],
  ['wechat', 'kefu_xiaocheng88', '冒充平台客服“小橙”，诱导私下转账', null, 2],
  ['wechat', 'game_trader_lee', '私下交易收款后拉黑买家', '英雄联盟手游', 17],
  ['wechat', '13900000031', '多次交易后恶意找回', '和平精英', 33],
  ['game_account', 'wz_king_2077', '账号已被原号主找回，买家损失3500元', '王者荣耀', 9],
  ['game_account', 'sky_island_666', '账号存在违规记录，交易后被封禁', '原神', 27],
  ['game_account', 'dnf_gold_seller', '盗号后转卖，已被官方冻结', '地下城与勇士', 50],
]

const OFFICIAL: {
  kind: string
  name: string
  value: string
  description: string | null
  qrText: string | null
  public: boolean
  sort: number
}[] = [
  { kind: 'qq', name: '售前客服-小橙', value: '800012345', description: '每日 9:00-23:00，买号咨询', qrText: null, public: true, sort: 1 },
  { kind: 'qq', name: '售后客服-小橘', value: '800012346', description: '每日 9:00-23:00，找回与包赔', qrText: null, public: true, sort: 2 },
  { kind: 'qq', name: '卖号客服-小柚', value: '800012347', description: '工作日 10:00-19:00，寄售与回收', qrText: null, public: true, sort: 3 },
  {
    kind: 'wechat',
    name: '微信客服-小橙',
    value: 'xiaocheng_kefu',
    description: '每日 9:00-23:00',
    qrText: 'https://u.wechat.com/xiaocheng_kefu',
    public: true,
    sort: 1,
  },
  {
    kind: 'wechat',
    name: '微信客服-小橘',
    value: 'xiaoju_kefu',
    description: '每日 9:00-23:00',
    qrText: 'https://u.wechat.com/xiaoju_kefu',
    public: true,
    sort: 2,
  },
  // a mobile line: checkAccount can only verify phone values that lookupValueOk accepts (mobile numbers)
  { kind: 'phone', name: '客服热线', value: '17700000100', description: '每日 9:00-21:00', qrText: null, public: true, sort: 3 },
  {
    kind: 'qq_group',
    name: '官方交易1群',
    value: '612345001',
    description: '2000人群，新人福利',
    qrText: 'https://qm.qq.com/q/yxzh612345001',
    public: true,
    sort: 1,
  },
  {
    kind: 'qq_group',
    name: '官方交易2群',
    value: '612345002',
    description: '2000人群，每日捡漏',
    qrText: 'https://qm.qq.com/q/yxzh612345002',
    public: true,
    sort: 2,
  },
  {
    kind: 'qq_group',
    name: '卖家交流群',
    value: '612345003',
    description: '寄售卖家答疑与活动通知',
    qrText: 'https://qm.qq.com/q/yxzh612345003',
    public: true,
    sort: 3,
  },
  // money is only ever paid through the app: the payee account is checkable but not advertised
  { kind: 'payee', name: '平台对公收款账户', value: 'pay@yxzh-trade.com', description: '支付宝企业账户', qrText: null, public: false, sort: 1 },
]

const SOCIAL = [
  {
    platform: 'wechat_mp',
    name: '游戏账号交易',
    handle: 'yxzh_trade',
    description: '每周福利活动、防骗指南和行情速递',
    url: 'https://mp.weixin.qq.com/yxzh_trade',
    followers: 128_000,
    sort: 1,
  },
  {
    platform: 'weibo',
    name: '游戏账号交易官方',
    handle: '@游戏账号交易官方',
    description: '官方公告与抽奖活动',
    url: 'https://weibo.com/yxzhtrade',
    followers: 56_000,
    sort: 2,
  },
  {
    platform: 'douyin',
    name: '游戏账号交易',
    handle: 'yxzh2024',
    description: '每晚8点直播鉴号',
    url: 'https://www.douyin.com/user/yxzh2024',
    followers: 342_000,
    sort: 3,
  },
  {
    platform: 'bilibili',
    name: '游戏账号交易官方',
    handle: 'UID 3493112',
    description: '交易流程与防骗视频教程',
    url: 'https://space.bilibili.com/3493112',
    followers: 21_000,
    sort: 4,
  },
  {
    platform: 'xiaohongshu',
    name: '游戏账号交易',
    handle: '9527001122',
    description: '好号推荐与买号避坑笔记',
    url: 'https://www.xiaohongshu.com/user/profile/9527001122',
    followers: 18_000,
    sort: 5,
  },
]

export async function seedService(tx: Db): Promise<void> {
  const names = [...new Set(BLACKLIST.map((b) => b[3]).filter((n): n is string => n !== null))]
  const found = await tx.select({ id: games.id, name: games.name }).from(games).where(inArray(games.name, names))
  const gameId = new Map(found.map((g) => [g.name, g.id]))
  const now = Date.now()
  await tx.insert(blacklist).values(
    BLACKLIST.map(([kind, value, reason, game, daysAgo], i) => ({
      kind,
      value,
      reason,
      gameId: game === null ? null : (gameId.get(game) ?? null),
      // by index within a day as well, so "newest first" is well defined
      createdAt: new Date(now - daysAgo * DAY - i * 60_000),
    })),
  )
  await tx.insert(officialAccounts).values(OFFICIAL)
  await tx.insert(socialAccounts).values(SOCIAL)
}
