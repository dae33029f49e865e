/**
 * Demo catalogue of a fresh install: attribute templates for every seeded game, a few hundred listings on sale
 * (plus sold ones with completed orders for "recent deals", and a few under review / off the shelf), more demo
 * sellers and buyers, and the home banners and featured blocks. Generated from a fixed random seed, so every
 * fresh database looks the same; images are the JPEGs of scripts/gen-goods-images.mjs (seed-images.ts), ten per game
 * handed out in turn down each game's newest-first list.
 *
 * Extra demo accounts (password Demo1234, real-name verified adults):
 *   sellers 13800000003 (星河游戏工作室), 13800000004 (老王账号铺), 13800000005 (小鹿代售)
 *   buyers  13800000011..13800000016 (their completed purchases fill "recent deals")
 */
import { and, eq, inArray } from 'drizzle-orm'
import { chinaStamp } from '../../contract/clock'
import { RATING_TAGS } from '../../contract/trade'
import type { AccountRealName, AttrType } from '../../contract/types'
import type { Cipher } from '../lib/crypto'
import { goodsSearchTokens } from '../lib/search-tokens'
import { checklistFor } from '../modules/handover/checklist'
import { handoverSteps } from '../modules/handover/schema'
import type { Db } from './client'
import { promotions } from '../modules/content/schema'
import { gameAttrs, gameNodes, games } from '../modules/game/schema'
import { goods } from '../modules/goods/schema'
import { orderEvents, orders } from '../modules/order/schema'
import { ratings } from '../modules/rating/schema'
import { users } from '../modules/user/schema'
import { bannerImage, goodsImage, goodsImages } from './seed-images'
import { NODE_EN, optionsEnOf } from './seed-english'
import { PROMOTION_EN } from './seed-english-content'

/** the English title and subtitle of demo promotions (seed-english-content.ts) */
const withEnglish = (rows: (typeof promotions.$inferInsert)[]) =>
  rows.map((r) => ({ ...r, titleEn: PROMOTION_EN[r.title] ?? null, subtitleEn: r.subtitle ? (PROMOTION_EN[r.subtitle] ?? null) : null }))

type Verified = (name: string, first17: string) => Partial<typeof users.$inferInsert>

export interface AttrDef {
  key: string
  label: string
  labelEn: string
  type: AttrType
  options?: string[]
  unit?: string
  required?: boolean
  filterable?: boolean
  min?: number
  max?: number
  /** number fields: the range demo values are drawn from */
  typical?: [number, number]
  /** number fields: the short word used in titles, e.g. '英雄' */
  short?: string
}

export interface GameSpec {
  /** price range in yuan */
  price: [number, number]
  attrs: AttrDef[]
  /** a few words buyers search for */
  phrases: string[]
}

/**
 * How each game account is real-name registered is the listing's own fact (goods.account_real_name, asked once by
 * the selling form and shown once on the listing), not a game attribute: the templates carry no 实名情况 or
 * 可二次实名 (可二次实名 is what 可换绑实名 says). Weighted like the market: most accounts can be re-registered.
 */
const ACCOUNT_REAL_NAMES: AccountRealName[] = ['changeable', 'changeable', 'seller', 'seller', 'none']
/** the words the listing page uses for each (src/locales goods.arn.*), for the demo descriptions */
const ACCOUNT_REAL_NAME_WORDS: Record<AccountRealName, string> = { seller: '实名为本人', none: '未实名', changeable: '可换绑实名' }
const REMARK: AttrDef = { key: 'remark', label: '补充说明', labelEn: 'Notes', type: 'input' }

const num = (key: string, label: string, labelEn: string, unit: string, max: number, typical: [number, number], short: string): AttrDef => ({
  key,
  label,
  labelEn,
  type: 'number',
  unit,
  required: true,
  filterable: true,
  min: 0,
  max,
  typical,
  short,
})
const rank = (label: string, labelEn: string, options: string[]): AttrDef => ({
  key: 'rank',
  label,
  labelEn,
  type: 'radio',
  options,
  required: true,
  filterable: true,
})
const rare = (label: string, labelEn: string, options: string[]): AttrDef => ({
  key: 'rare',
  label,
  labelEn,
  type: 'checkbox',
  options,
  filterable: true,
})

const LOL_RANKS = ['黑铁', '青铜', '白银', '黄金', '铂金', '翡翠', '钻石', '大师', '宗师', '王者']

/** keyed by the game's icon file (stable across seeds) */
export const SPECS: Record<string, GameSpec> = {
  'wzry.svg': {
    price: [80, 8000],
    attrs: [
      num('heroes', '英雄数量', 'Heroes', '个', 130, [40, 125], '英雄'),
      num('skins', '皮肤数量', 'Skins', '个', 900, [50, 650], '皮肤'),
      { key: 'noble', label: '贵族等级', labelEn: 'VIP level', type: 'radio', options: ['V0', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6', 'V7', 'V8', 'V9', 'V10'], filterable: true, required: true },
      rank('段位', 'Rank', ['青铜', '白银', '黄金', '铂金', '钻石', '星耀', '王者']),
      rare('典藏皮肤', 'Collector skins', ['李白-千年之狐', '貂蝉-仲夏夜之梦', '孙悟空-至尊宝', '诸葛亮-武陵仙君', '韩信-白龙吟', '露娜-紫霞仙子', '赵云-引擎之心', '公孙离-祈雪灵祝']),
      REMARK,
    ],
    phrases: ['国服', '荣耀典藏', '无限王者', '小国标', '全英雄'],
  },
  'hpjy.svg': {
    price: [60, 6000],
    attrs: [
      rank('段位', 'Tier', ['青铜', '白银', '黄金', '铂金', '星钻', '皇冠', '王牌', '无敌战神']),
      num('gunSkins', '枪械皮肤', 'Gun skins', '个', 500, [10, 320], '枪皮'),
      num('outfits', '套装数量', 'Outfits', '套', 800, [20, 500], '套装'),
      rare('稀有载具/枪皮', 'Rare vehicles and skins', ['玛莎拉蒂', '特斯拉', '兰博基尼', '冰霜M416', '黄金AKM', '火箭少女套装', '飞行器']),
      REMARK,
    ],
    phrases: ['海岛', '满级枪', '战神', '玛莎', '海景房'],
  },
  'ys.svg': {
    price: [100, 12000],
    attrs: [
      num('level', '冒险等级', 'Adventure rank', '级', 60, [35, 60], 'AR'),
      num('fiveStars', '五星角色', 'Five-star characters', '个', 80, [3, 45], '五星'),
      rare('限定五星', 'Limited five-stars', ['雷电将军', '钟离', '胡桃', '纳西妲', '甘雨', '夜兰', '枫原万叶', '芙宁娜', '那维莱特']),
      num('primogems', '原石数量', 'Primogems', '个', 200000, [0, 60000], '原石'),
      { key: 'binding', label: '绑定情况', labelEn: 'Bindings', type: 'boxradio', options: ['可换绑邮箱和手机', '仅可换绑手机', '不可换绑'], filterable: true, required: true },
      REMARK,
    ],
    phrases: ['满命', '初始号', '天空岛', '专武', '深渊满星'],
  },
  'lolm.svg': {
    price: [50, 3000],
    attrs: [
      num('heroes', '英雄数量', 'Champions', '个', 130, [30, 125], '英雄'),
      num('skins', '皮肤数量', 'Skins', '个', 600, [20, 400], '皮肤'),
      rank('段位', 'Rank', LOL_RANKS),
      rare('稀有皮肤', 'Rare skins', ['亚索-源计划', '阿狸-星之守护者', '金克丝-奥德赛', '伊泽瑞尔-未来战士', '劫-至高之拳', '锐雯-神王']),
      REMARK,
    ],
    phrases: ['峡谷', '全英雄', '绝版皮肤', '国服'],
  },
  'jcc.svg': {
    price: [30, 2000],
    attrs: [
      rank('段位', 'Rank', ['黑铁', '青铜', '白银', '黄金', '铂金', '钻石', '大师', '宗师', '王者']),
      num('littles', '小小英雄', 'Little legends', '个', 300, [10, 200], '小小英雄'),
      num('boards', '棋盘皮肤', 'Arena skins', '个', 120, [3, 80], '棋盘'),
      rare('稀有特效', 'Rare effects', ['金铲铲', '至臻炼金', '星之守护者', '源计划', '神谕']),
      REMARK,
    ],
    phrases: ['赛季', '金铲铲', '宗师', '满星'],
  },
  'dzpd.svg': {
    price: [20, 1500],
    attrs: [
      rank('段位', 'Rank', ['鹌鹑蛋', '鸽子蛋', '鹅蛋', '鸵鸟蛋', '凤凰蛋']),
      num('skins', '皮肤数量', 'Skins', '个', 500, [10, 300], '皮肤'),
      rare('稀有皮肤', 'Rare skins', ['小鸭蛋', '星云', '机甲蛋', '冰淇淋', '彩虹独角兽']),
      REMARK,
    ],
    phrases: ['蛋仔岛', '凤凰蛋', '盲盒', '限定'],
  },
  'dwrg.svg': {
    price: [40, 3000],
    attrs: [
      num('level', '推理等级', 'Deduction level', '级', 100, [30, 100], '推理'),
      num('costumes', '时装数量', 'Costumes', '件', 400, [10, 260], '时装'),
      rare('金皮/虚妄', 'Gold costumes', ['红蝶-白无垢', '杰克-歌剧演员', '调香师-化妆师', '佣兵-巨石', '祭司-守夜人']),
      rank('最高段位', 'Best tier', ['一阶', '二阶', '三阶', '四阶', '五阶', '六阶', '七阶', '巅峰七阶']),
      REMARK,
    ],
    phrases: ['庄园', '金皮', '屠夫', '求生者'],
  },
  'xqtd.svg': {
    price: [100, 10000],
    attrs: [
      num('level', '开拓等级', 'Trailblaze level', '级', 70, [30, 70], '开拓'),
      num('fiveStars', '五星角色', 'Five-star characters', '个', 60, [3, 35], '五星'),
      rare('限定五星', 'Limited five-stars', ['希儿', '景元', '刃', '卡芙卡', '银狼', '符玄', '镜流', '黄泉']),
      { key: 'binding', label: '绑定情况', labelEn: 'Bindings', type: 'boxradio', options: ['可换绑邮箱和手机', '仅可换绑手机', '不可换绑'], filterable: true, required: true },
      REMARK,
    ],
    phrases: ['星穹列车', '满命', '光锥', '初始号'],
  },
  'hyrz.svg': {
    price: [50, 5000],
    attrs: [
      num('ninjas', '忍者数量', 'Ninjas', '个', 400, [40, 300], '忍者'),
      rank('段位', 'Rank', ['下忍', '中忍', '上忍', '精英上忍', '影级', '超影']),
      rare('S忍', 'S-rank ninjas', ['鸣人-六道', '佐助-须佐能乎', '宇智波斑', '千手柱间', '宇智波鼬-须佐', '波风水门']),
      REMARK,
    ],
    phrases: ['木叶', '超影', '满忍', '决斗场'],
  },
  'cfm.svg': {
    price: [50, 5000],
    attrs: [
      rank('军衔', 'Rank', ['列兵', '士官', '尉官', '校官', '将官', '元帅']),
      num('weapons', '英雄级武器', 'Legendary weapons', '把', 300, [5, 150], '英雄武器'),
      rare('稀有武器', 'Rare weapons', ['M4A1-雷神', 'AK47-火麒麟', '巴雷特-毁灭', '屠龙', '炽天使']),
      REMARK,
    ],
    phrases: ['火麒麟', '英雄级', '排位', '满V'],
  },
  'qqfc.svg': {
    price: [30, 3000],
    attrs: [
      num('cars', '赛车数量', 'Cars', '辆', 500, [20, 300], '赛车'),
      num('aCars', 'A车数量', 'A-class cars', '辆', 120, [2, 60], 'A车'),
      rank('段位', 'Rank', ['青铜', '白银', '黄金', '铂金', '钻石', '星耀', '车神']),
      rare('稀有赛车', 'Rare cars', ['玛莎拉蒂', '雷诺', '天行者', '幻影', '极光']),
      REMARK,
    ],
    phrases: ['车神', '满改', '氮气', '漂移'],
  },
  'mhxy.svg': {
    price: [100, 20000],
    attrs: [
      num('level', '角色等级', 'Character level', '级', 175, [69, 175], '级'),
      { key: 'school', label: '门派', labelEn: 'School', type: 'radio', options: ['大唐官府', '化生寺', '龙宫', '普陀山', '方寸山', '狮驼岭'], filterable: true, required: true },
      num('score', '人物评分', 'Score', '分', 50000, [5000, 40000], '评分'),
      rare('珍品', 'Treasures', ['神兽', '无级别武器', '祥瑞坐骑', '锦衣', '特技装备']),
      REMARK,
    ],
    phrases: ['长安城', '神兽', '满修', '转区'],
  },
  'lol.svg': {
    price: [50, 8000],
    attrs: [
      num('heroes', '英雄数量', 'Champions', '个', 170, [60, 168], '英雄'),
      num('skins', '皮肤数量', 'Skins', '个', 1500, [50, 900], '皮肤'),
      rank('段位', 'Rank', LOL_RANKS),
      num('level', '召唤师等级', 'Summoner level', '级', 1000, [30, 600], '级'),
      rare('稀有皮肤', 'Rare skins', ['至臻', '终极皮肤', '冠军皮肤', '源计划', '星之守护者', '绝版勇者']),
      REMARK,
    ],
    phrases: ['艾欧尼亚', '全英雄', '绝版', '黑色玫瑰'],
  },
  'cf.svg': {
    price: [50, 6000],
    attrs: [
      rank('军衔', 'Rank', ['列兵', '士官', '尉官', '校官', '将官', '元帅']),
      num('weapons', '英雄级武器', 'Legendary weapons', '把', 400, [5, 200], '英雄武器'),
      rare('稀有武器', 'Rare weapons', ['M4A1-雷神', 'AK47-火麒麟', '巴雷特-毁灭', '屠龙', '炫金武器']),
      REMARK,
    ],
    phrases: ['英雄级', '火麒麟', '老号', '排位'],
  },
  'dnf.svg': {
    price: [100, 15000],
    attrs: [
      num('level', '角色等级', 'Character level', '级', 110, [60, 110], '级'),
      num('fame', '名望', 'Fame', '点', 60000, [10000, 55000], '名望'),
      { key: 'job', label: '职业', labelEn: 'Class', type: 'radio', options: ['鬼剑士', '神枪手', '魔法师', '格斗家', '圣职者', '暗夜使者'], filterable: true, required: true },
      rare('稀有装扮', 'Rare outfits', ['天空套', '稀有克隆', '神话装备', '光环', '宠物']),
      REMARK,
    ],
    phrases: ['史诗', '神话', '搬砖', '天空套'],
  },
}

/** mulberry32: deterministic demo data */
export function rng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const TAGS = ['【急售】', '【精品】', '【性价比】', '【稀有】', '【高配】', '', '', '']
const OPENERS = [
  '个人自用号，因工作原因不玩了，诚心出售。',
  '工作室精品号，上号验号无问题，资料齐全。',
  '账号为本人注册，从未借给他人，无违规无封号记录。',
  '老玩家退坑出号，号内资源丰富，适合想直接上分的朋友。',
]
const CLOSERS = [
  '成交后第一时间配合换绑，支持视频验号。',
  '平台担保交易，确认收货前资金由平台托管。',
  '价格可小刀，诚心要的直接拍，秒回消息。',
  '支持包赔，换绑完成后再确认收货即可。',
]

interface Node {
  id: number
  parentId: number | null
  level: string
  name: string
}

export async function seedGoods(db: Db, opts: { cipher: Cipher; passwordHash: string; verified: Verified; now?: number }) {
  const r = rng(20261122)
  const now = opts.now ?? Date.now()
  const pick = <T>(list: T[]): T => list[Math.floor(r() * list.length)]
  const between = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1))
  const { cipher, passwordHash, verified } = opts

  const sellerRows = await db
    .insert(users)
    .values([
      { phone: '13800000003', username: 'seller02', passwordHash, nickname: '星河游戏工作室', ...verified('王芳', '44030119880912345') },
      { phone: '13800000004', username: 'seller03', passwordHash, nickname: '老王账号铺', ...verified('王强', '51010719850221456') },
      { phone: '13800000005', username: 'seller04', passwordHash, nickname: '小鹿代售', ...verified('刘洋', '33010219950630567') },
    ])
    .returning({ id: users.id })
  const BUYER_REAL_NAMES = ['赵磊', '陈静', '杨帆', '黄敏', '周杰', '吴昊']
  // region + birth date + sequence; seed.ts completes the check character
  const BUYER_ID_FIRST17 = ['11010519900101123', '31011519910212234', '44010619920323345', '32010219930404456', '42010619940515567', '50010319950626678']
  const buyerNames = ['张小凡', '夜雨声烦', '李逍遥', '一只喵', '林间小鹿', '风清扬']
  const buyerRows = await db
    .insert(users)
    .values(
      buyerNames.map((nickname, i) => ({
        phone: `138000000${11 + i}`,
        username: `buyer0${i + 2}`,
        passwordHash,
        nickname,
        ...verified(BUYER_REAL_NAMES[i], BUYER_ID_FIRST17[i]),
      })),
    )
    .returning({ id: users.id })
  const [mainSeller] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '13800000002'))
  const sellers = [mainSeller.id, mainSeller.id, ...sellerRows.map((s) => s.id)]
  const buyers = buyerRows.map((b) => b.id)

  const gameList = await db.select({ id: games.id, name: games.name, icon: games.icon, hot: games.hot }).from(games)
  const nodes = await db.select({ id: gameNodes.id, gameId: gameNodes.gameId, parentId: gameNodes.parentId, level: gameNodes.level, name: gameNodes.name }).from(gameNodes)

  await db.insert(gameAttrs).values(
    gameList.flatMap((g) =>
      (SPECS[g.icon]?.attrs ?? []).map((a, i) => ({
        gameId: g.id,
        key: a.key,
        label: a.label,
        labelEn: a.labelEn,
        type: a.type,
        options: a.options ?? [],
        optionsEn: optionsEnOf(g.icon, a.key, a.options),
        unit: a.unit ?? null,
        required: a.required ?? false,
        filterable: a.filterable ?? false,
        min: a.min ?? null,
        max: a.max ?? null,
        sort: i,
      })),
    ),
  )

  // English names of areas and servers (one update per distinct name)
  for (const name of new Set(nodes.filter((n) => (n.level === 'area' || n.level === 'server') && NODE_EN[n.name]).map((n) => n.name))) {
    await db
      .update(gameNodes)
      .set({ nameEn: NODE_EN[name] })
      .where(and(eq(gameNodes.name, name), inArray(gameNodes.level, ['area', 'server'])))
  }

  const goodsRows: (typeof goods.$inferInsert)[] = []
  const sold: { index: number; buyerId: number; completedAt: Date }[] = []
  const hotTotal = gameList.reduce((s, g) => s + g.hot, 0)
  let seq = 0
  for (const g of gameList) {
    const spec = SPECS[g.icon]
    if (!spec) continue
    const children = (parentId: number | null) => nodes.filter((n) => n.gameId === g.id && n.parentId === parentId)
    const base = g.icon.replace(/\.svg$/, '')
    // ~380 on sale in all, more for popular games, at least 10 per game
    const onSale = Math.max(10, Math.round((380 * g.hot) / hotTotal))
    const count = onSale + Math.max(2, Math.round(onSale / 9))
    const firstRow = goodsRows.length
    for (let k = 0; k < count; k++) {
      const path: Node[] = []
      for (let parent: number | null = null; ; ) {
        const next = children(parent)
        if (next.length === 0) break
        const n = pick(next)
        path.push(n)
        parent = n.id
      }
      const at = (level: string) => path.find((n) => n.level === level)
      const values: Record<string, number | string | string[]> = {}
      const words: string[] = []
      for (const a of spec.attrs) {
        if (a.type === 'number') {
          const [lo, hi] = a.typical ?? [a.min ?? 0, a.max ?? 100]
          values[a.key] = between(lo, hi)
        } else if (a.type === 'checkbox') {
          const opts = [...(a.options ?? [])].sort(() => r() - 0.5)
          values[a.key] = opts.slice(0, between(0, Math.min(3, opts.length)))
        } else if (a.type === 'input') {
          if (r() < 0.5) values[a.key] = pick(['送全部铭文/配件', '绑定手机可换', '可小刀', '支持视频验号'])
        } else {
          // higher options are rarer: skew towards the low end of the list
          const opts = a.options ?? []
          values[a.key] = opts[Math.min(opts.length - 1, Math.floor(r() * r() * opts.length * 1.3))]
        }
      }
      const numbers = spec.attrs.filter((a) => a.type === 'number').slice(0, 2)
      const rankAttr = spec.attrs.find((a) => a.key === 'rank' || a.key === 'school' || a.key === 'job')
      if (rankAttr) words.push(String(values[rankAttr.key]))
      for (const a of numbers) words.push(a.short === '级' || a.short === 'AR' ? `${a.short}${values[a.key]}` : `${values[a.key]}${a.short}`)
      const rares = (values.rare as string[] | undefined) ?? []
      if (rares.length > 0) words.push(rares[0])
      if (values.noble) words.push(String(values.noble))
      const accountRealName = pick(ACCOUNT_REAL_NAMES)
      if (accountRealName === 'changeable') words.push('可换绑实名')
      const title = `${pick(TAGS)}${g.name} ${words.join(' ')} ${pick(spec.phrases)}`.replace(/\s+/g, ' ').trim()
      const description = [
        pick(OPENERS),
        `区服：${path.map((n) => n.name).join(' / ')}。`,
        ...numbers.map((a) => `${a.label}${values[a.key]}${a.unit ?? ''}。`),
        rares.length > 0 ? `拥有${rares.join('、')}等稀有内容。` : '',
        `账号${ACCOUNT_REAL_NAME_WORDS[accountRealName]}。`,
        `关键词：${spec.phrases.slice(0, 3).join('、')}。`,
        pick(CLOSERS),
      ].join('')
      const [lo, hi] = spec.price
      // most listings are cheap, a few are expensive (the square skews towards lo)
      const yuan = Math.round(lo + (hi - lo) * r() * r())
      const price = yuan * 100 + (r() < 0.3 ? 50 : 0)
      const published = new Date(now - Math.floor(r() * 30 * 86400_000) - 3600_000)
      between(1, 3) // drawn as before, so the rest of the demo data stays the same; covers are given out below
      const images = goodsImages(g.icon, 1, between(2, 3))
      const isSold = k >= onSale
      const extra = !isSold && k < 4 && g.hot >= 85 ? (['pending_review', 'off_shelf', 'rejected', 'on_sale'] as const)[k] : 'on_sale'
      const status = isSold ? 'sold' : extra
      seq++
      const stamp = chinaStamp(published).slice(0, 8)
      goodsRows.push({
        goodsNo: `G${stamp}${String(seq).padStart(6, '0')}`,
        sellerId: pick(sellers),
        gameId: g.id,
        systemId: at('system')?.id ?? null,
        carrierId: at('carrier')?.id ?? null,
        areaId: at('area')?.id ?? null,
        serverId: at('server')?.id ?? null,
        title,
        description,
        price,
        costPrice: Math.round(price * (0.5 + r() * 0.3)),
        images,
        attrs: values,
        accountRealName,
        // varied from the sequence (not the random stream, so the rest of the demo data stays as it was):
        // buyers see different handover checklists
        bindings: { phone: seq % 4 !== 3, email: seq % 3 !== 1, thirdParty: seq % 5 === 0 },
        compensation: pick(['none', 'standard', 'standard', 'extended']),
        credentialsEnc: cipher.encrypt(
          JSON.stringify({ account: `${base}_${100000 + seq}`, password: `Pw${(r() * 1e8).toFixed(0)}`, notes: '绑定手机为卖家手机，登录如需验证码请联系卖家' }),
        ),
        contactEnc: cipher.encrypt(`QQ ${between(100000000, 999999999)}`),
        status,
        rejectReason: status === 'rejected' ? '截图与账号信息不符，请补充真实截图' : null,
        views: Math.floor(r() * r() * 5000),
        searchTokens: goodsSearchTokens({ title, description, gameName: g.name }),
        publishedAt: status === 'pending_review' || status === 'rejected' ? null : published,
        soldAt: null,
        createdAt: published,
        updatedAt: published,
      })
      if (isSold) {
        const completedAt = new Date(now - Math.floor(r() * 7 * 86400_000))
        goodsRows[goodsRows.length - 1].soldAt = completedAt
        sold.push({ index: goodsRows.length - 1, buyerId: pick(buyers), completedAt })
      }
    }
    // covers in turn down the newest-first list, so neighbouring listings of a game never share one
    goodsRows
      .slice(firstRow)
      .sort((a, b) => (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime())
      .forEach((row, j) => (row.images = goodsImages(g.icon, j + 1, (row.images as string[]).length)))
  }
  const inserted = await db.insert(goods).values(goodsRows).returning({ id: goods.id })

  if (sold.length > 0) {
    const orderRows = await db
      .insert(orders)
      .values(
        sold.map((s, i) => {
          const g = goodsRows[s.index]
          const paidAt = new Date(s.completedAt.getTime() - 2 * 86400_000)
          // handed over in 20 minutes to a few hours, so sellers' average handover times differ
          const deliveredAt = new Date(paidAt.getTime() + (20 + ((i * 37) % 220)) * 60_000)
          const stamp = chinaStamp(paidAt)
          const serviceFee = Math.max(100, Math.round(g.price * 0.02))
          return {
            orderNo: `O${stamp}${String(900000 + i).padStart(6, '0')}`,
            goodsId: inserted[s.index].id,
            buyerId: s.buyerId,
            sellerId: g.sellerId,
            status: 'completed' as const,
            price: g.price,
            serviceFee,
            total: g.price + serviceFee,
            externalPaid: g.price + serviceFee,
            sellerProceeds: g.price - Math.round(g.price * 0.05),
            payDeadline: new Date(paidAt.getTime() + 15 * 60_000),
            paidAt,
            handoverDeadline: new Date(paidAt.getTime() + 24 * 3600_000),
            handoverStartedAt: new Date(paidAt.getTime() + 10 * 60_000),
            handoverCompletedAt: deliveredAt,
            deliveredAt,
            completedAt: s.completedAt,
            createdAt: new Date(paidAt.getTime() - 5 * 60_000),
            updatedAt: s.completedAt,
          }
        }),
      )
      .returning({
        id: orders.id,
        goodsId: orders.goodsId,
        buyerId: orders.buyerId,
        sellerId: orders.sellerId,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
        startedAt: orders.handoverStartedAt,
        deliveredAt: orders.deliveredAt,
        completedAt: orders.completedAt,
      })
    // every step of their checklists marked by the seller and confirmed by the buyer before delivery
    const listingOf = new Map(sold.map((s) => [inserted[s.index].id, goodsRows[s.index]]))
    await db.insert(handoverSteps).values(
      orderRows.flatMap((o) => {
        const g = listingOf.get(o.goodsId)!
        return checklistFor(g.bindings!, g.accountRealName!).map((key, position) => ({
          orderId: o.id,
          key,
          position,
          doneAt: o.startedAt,
          doneBy: o.sellerId,
          doneRole: 'seller',
          confirmedAt: o.deliveredAt,
          confirmedBy: o.buyerId,
          confirmedRole: 'buyer',
        }))
      }),
    )
    await seedRatings(db, orderRows, sellerRows[2].id)
    await db.insert(orderEvents).values(
      orderRows.flatMap((o) => [
        { orderId: o.id, status: 'pending_payment', at: o.createdAt },
        { orderId: o.id, status: 'paid', at: o.paidAt! },
        { orderId: o.id, status: 'handover', at: o.paidAt! },
        { orderId: o.id, status: 'delivered', at: o.deliveredAt! },
        { orderId: o.id, status: 'completed', at: o.completedAt! },
      ]),
    )
  }

  // sellers with a past: the established shops joined years ago, 小鹿代售 only last week (a 新卖家 without ratings)
  const joined: [number, number][] = [
    [mainSeller.id, 430],
    [sellerRows[0].id, 1150],
    [sellerRows[1].id, 820],
    [sellerRows[2].id, 6],
    ...buyers.map((id, i): [number, number] => [id, 60 + i * 97]),
  ]
  for (const [id, days] of joined) await db.update(users).set({ createdAt: new Date(now - days * 86400_000) }).where(eq(users.id, id))

  const gameId = (icon: string) => gameList.find((g) => g.icon === icon)?.id
  const listOf = (icon: string) => `/index/goodList?gameId=${gameId(icon)}`
  await db.insert(promotions).values(
    withEnglish([
      { slot: 'banner', title: '王者荣耀 精品账号专场', subtitle: '可换绑实名 · 平台包赔', image: bannerImage(1), link: listOf('wzry.svg'), sort: 1 },
      { slot: 'banner', title: '原神 / 星穹铁道 五星号', subtitle: '满命角色 · 官服B服齐全', image: bannerImage(2), link: listOf('ys.svg'), sort: 2 },
      { slot: 'banner', title: '安心交易 资金担保', subtitle: '确认收货后卖家才收款', image: bannerImage(3), link: '/index/accountOrder', sort: 3 },
      { slot: 'featured', title: '王者荣耀', subtitle: '国服典藏 · 全英雄', image: goodsImage('wzry', 2), link: listOf('wzry.svg'), sort: 1 },
      { slot: 'featured', title: '和平精英', subtitle: '玛莎拉蒂 · 无敌战神', image: goodsImage('hpjy', 2), link: listOf('hpjy.svg'), sort: 2 },
      { slot: 'featured', title: '原神', subtitle: '限定五星 · 可换绑', image: goodsImage('ys', 2), link: listOf('ys.svg'), sort: 3 },
      { slot: 'featured', title: '英雄联盟', subtitle: '绝版皮肤 · 高段位', image: goodsImage('lol', 2), link: listOf('lol.svg'), sort: 4 },
      { slot: 'featured', title: '下线的推荐位', subtitle: null, image: goodsImage('cf', 1), link: null, sort: 9, enabled: false },
    ]),
  )
}

const RATING_COMMENTS = ['发货很快，账号和描述一致', '卖家很耐心，换绑一步步教', '价格公道，推荐', null, '号很干净，满意', null, '回复及时，交易顺利']

/**
 * The buyers' ratings of the demo's completed sales (most 5 stars, a few 4, the odd 3), so sellers show a real
 * positive rate; `newSeller`'s sales stay unrated. Chosen by position, not the random stream, so the rest of the
 * demo data stays as it was.
 */
async function seedRatings(db: Db, orderRows: { id: number; sellerId: number; buyerId: number; completedAt: Date | null }[], newSeller: number) {
  const rows = orderRows
    .filter((o) => o.sellerId !== newSeller && o.completedAt)
    .map((o, i) => ({
      orderId: o.id,
      sellerId: o.sellerId,
      buyerId: o.buyerId,
      stars: i % 13 === 6 ? 3 : i % 5 === 2 ? 4 : 5,
      tags: RATING_TAGS.filter((_, k) => (i + k) % 3 === 0),
      comment: RATING_COMMENTS[i % RATING_COMMENTS.length],
      createdAt: new Date(o.completedAt!.getTime() + 3600_000),
      updatedAt: new Date(o.completedAt!.getTime() + 3600_000),
    }))
  if (rows.length > 0) await db.insert(ratings).values(rows)
}
