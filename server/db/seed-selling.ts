/**
 * Demo data of selling: a review queue for the admin (listings pending review from the demo sellers) and one
 * rejected and one delisted listing of seller01 (13800000002), so every tab of MyProducts has something.
 * Hand-written and fixed (no randomness); attribute values are checked against the seeded templates with the
 * same rule the API uses, so the demo data cannot drift from what a seller could submit.
 * Runs inside seed.ts's transaction, after seedGoods (it needs the games, templates and demo sellers).
 */
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { AccountRealName, AttrType, AttrValue } from '../../contract/catalogue'
import { attrProblem } from '../../contract/rules'
import { chinaStamp } from '../../contract/clock'
import type { Cipher } from '../lib/crypto'
import { goodsSearchTokens } from '../lib/search-tokens'
import type { Db } from './client'
import { gameAttrs, gameNodes, games } from '../modules/game/schema'
import { goods } from '../modules/goods/schema'
import { messages } from '../modules/inbox/schema'
import { users } from '../modules/user/schema'
import { goodsImages } from './seed-images'

interface DemoListing {
  icon: string
  sellerPhone: string
  status: 'pending_review' | 'rejected' | 'off_shelf'
  /** which child to take at each level of the game tree */
  path: number
  title: string
  description: string
  /** fen */
  price: number
  attrs: Record<string, AttrValue>
  compensation: 'none' | 'standard' | 'extended'
  accountRealName: AccountRealName
  /** what is bound to the account (the handover checklist); the column's default (phone and email) when absent */
  bindings?: { phone: boolean; email: boolean; thirdParty: boolean }
  hoursAgo: number
  rejectReason?: string
}

const DEMO: DemoListing[] = [
  {
    icon: 'wzry.svg',
    sellerPhone: '13800000003',
    status: 'pending_review',
    path: 0,
    title: '王者荣耀 V8 王者 118英雄 520皮肤 五典藏',
    description: '工作室精品号，上号验号无问题。典藏皮肤五款，铭文满级，可换绑实名，成交后配合换绑。',
    price: 268_800,
    attrs: { heroes: 118, skins: 520, noble: 'V8', rank: '王者', rare: ['李白-千年之狐', '貂蝉-仲夏夜之梦', '孙悟空-至尊宝'] },
    compensation: 'extended',
    accountRealName: 'changeable',
    bindings: { phone: true, email: true, thirdParty: true },
    hoursAgo: 30,
  },
  {
    icon: 'hpjy.svg',
    sellerPhone: '13800000004',
    status: 'pending_review',
    path: 1,
    title: '和平精英 无敌战神 玛莎拉蒂 冰霜M416 海岛号',
    description: '老玩家退坑出号，玛莎拉蒂和冰霜M416都在，套装三百多套，绑定手机可换，支持视频验号。',
    price: 158_000,
    attrs: { rank: '无敌战神', gunSkins: 210, outfits: 360, rare: ['玛莎拉蒂', '冰霜M416'], remark: '支持视频验号' },
    compensation: 'standard',
    accountRealName: 'seller',
    bindings: { phone: true, email: false, thirdParty: false },
    hoursAgo: 20,
  },
  {
    icon: 'ys.svg',
    sellerPhone: '13800000005',
    status: 'pending_review',
    path: 0,
    title: '原神 AR60 雷电将军 芙宁娜 满命初始号',
    description: '天空岛官服，冒险等级60，限定五星雷电将军、芙宁娜、纳西妲，原石三万多，邮箱和手机都可换绑。',
    price: 199_900,
    attrs: { level: 60, fiveStars: 24, rare: ['雷电将军', '芙宁娜', '纳西妲'], primogems: 32_000, binding: '可换绑邮箱和手机' },
    compensation: 'standard',
    accountRealName: 'none',
    bindings: { phone: false, email: true, thirdParty: true },
    hoursAgo: 8,
  },
  {
    icon: 'lolm.svg',
    sellerPhone: '13800000002',
    status: 'pending_review',
    path: 0,
    title: '英雄联盟手游 钻石 96英雄 亚索源计划',
    description: '个人自用号，因工作原因不玩了。英雄96个，皮肤两百多，稀有皮肤亚索-源计划，诚心出售。',
    price: 45_000,
    attrs: { heroes: 96, skins: 230, rank: '钻石', rare: ['亚索-源计划'] },
    compensation: 'none',
    accountRealName: 'seller',
    hoursAgo: 3,
  },
  {
    icon: 'mhxy.svg',
    sellerPhone: '13800000002',
    status: 'rejected',
    path: 0,
    title: '梦幻西游 175级 大唐官府 评分三万八',
    description: '长安城老区，175级大唐官府，人物评分三万八，带神兽和无级别武器，可转区。',
    price: 680_000,
    attrs: { level: 175, school: '大唐官府', score: 38_000, rare: ['神兽', '无级别武器'] },
    compensation: 'extended',
    accountRealName: 'seller',
    bindings: { phone: false, email: false, thirdParty: false },
    hoursAgo: 50,
    rejectReason: '截图中的人物评分与描述不符，请补充角色属性界面截图',
  },
  {
    icon: 'wzry.svg',
    sellerPhone: '13800000002',
    status: 'off_shelf',
    path: 1,
    title: '王者荣耀 V5 星耀 86英雄 小国标',
    description: '安卓QQ区小国标号，英雄86个，皮肤两百四十个，暂时下架，周末重新上架。',
    price: 52_000,
    attrs: { heroes: 86, skins: 240, noble: 'V5', rank: '星耀', rare: [], remark: '小国标' },
    compensation: 'standard',
    accountRealName: 'seller',
    hoursAgo: 120,
  },
]

/** Inserts the demo listings above (and the rejected one's message). `now` fixes the clock for tests. */
export async function seedSelling(db: Db, opts: { cipher: Cipher; now?: number }): Promise<void> {
  const now = opts.now ?? Date.now()
  const { cipher } = opts
  const rows: (typeof goods.$inferInsert)[] = []
  for (const [i, d] of DEMO.entries()) {
    const [game] = await db.select({ id: games.id, name: games.name }).from(games).where(eq(games.icon, d.icon))
    const [seller] = await db.select({ id: users.id }).from(users).where(eq(users.phone, d.sellerPhone))
    if (!game || !seller) throw new Error(`seed-selling: missing game ${d.icon} or seller ${d.sellerPhone}`)

    const templates = await db.select().from(gameAttrs).where(eq(gameAttrs.gameId, game.id))
    for (const key of Object.keys(d.attrs)) {
      if (!templates.some((t) => t.key === key)) throw new Error(`seed-selling: ${d.icon} has no attribute ${key}`)
    }
    for (const t of templates) {
      const tpl = { ...t, type: t.type as AttrType }
      const problem = attrProblem(tpl, d.attrs[t.key])
      if (problem) throw new Error(`seed-selling: ${d.icon} attribute ${t.key}: ${problem}`)
    }
    const attrs = Object.fromEntries(Object.entries(d.attrs).filter(([, v]) => !(Array.isArray(v) && v.length === 0)))

    const path: Record<string, number> = {}
    for (let parent: number | null = null; ; ) {
      const children: { id: number; level: string }[] = await db
        .select({ id: gameNodes.id, level: gameNodes.level })
        .from(gameNodes)
        .where(and(eq(gameNodes.gameId, game.id), parent === null ? isNull(gameNodes.parentId) : eq(gameNodes.parentId, parent)))
        .orderBy(asc(gameNodes.sort), asc(gameNodes.id))
      if (children.length === 0) break
      const node = children[Math.min(d.path, children.length - 1)]
      path[node.level] = node.id
      parent = node.id
    }

    const created = new Date(now - d.hoursAgo * 3600_000)
    const stamp = chinaStamp(created).slice(0, 8)
    const base = d.icon.replace(/\.svg$/, '')
    rows.push({
      // the 9xxxxx sequence keeps clear of seed-goods' numbers
      goodsNo: `G${stamp}${900001 + i}`,
      sellerId: seller.id,
      gameId: game.id,
      systemId: path.system ?? null,
      carrierId: path.carrier ?? null,
      areaId: path.area ?? null,
      serverId: path.server ?? null,
      title: d.title,
      description: d.description,
      price: d.price,
      images: goodsImages(d.icon, i + 1, 3),
      attrs,
      compensation: d.compensation,
      accountRealName: d.accountRealName,
      ...(d.bindings ? { bindings: d.bindings } : {}),
      channel: 'consign',
      credentialsEnc: cipher.encrypt(
        JSON.stringify({ account: `${base}_demo_${700 + i}`, password: `Demo${8800 + i}pw`, notes: '绑定手机为卖家手机，登录如需验证码请联系卖家' }),
      ),
      contactEnc: cipher.encrypt(`QQ ${800_000_100 + i * 7}`),
      status: d.status,
      rejectReason: d.rejectReason ?? null,
      searchTokens: goodsSearchTokens({ title: d.title, description: d.description, gameName: game.name }),
      // the delisted one was on sale before (approved), so relisting puts it straight back
      publishedAt: d.status === 'off_shelf' ? new Date(created.getTime() + 3600_000) : null,
      createdAt: created,
      updatedAt: created,
    })
  }
  const inserted = await db.insert(goods).values(rows).returning({ id: goods.id, sellerId: goods.sellerId, status: goods.status, title: goods.title, rejectReason: goods.rejectReason })
  const rejected = inserted.filter((g) => g.status === 'rejected')
  if (rejected.length > 0) {
    await db.insert(messages).values(
      rejected.map((g) => ({
        userId: g.sellerId,
        kind: 'goods',
        title: '商品审核未通过',
        content: `您的商品“${g.title}”未通过审核，原因：${g.rejectReason}。可在“我的商品”中重新提交审核。`,
        link: '/index/other/MyProducts',
      })),
    )
  }
}
