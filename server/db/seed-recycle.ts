/**
 * Demo data of account recycling: two approved merchants, one pending merchant application (the admin's queue),
 * open requests with quotes from both merchants, one accepted request whose merchant has paid (the order is
 * delivered and completes by itself after the protection window), a cancelled one, and completed recycles (request
 * completed, escrow listing sold, completed order bought by the merchant, the seller credited through the ledger),
 * so /index/sale shows recent recycles. Hand-written and relative to `now`: every fresh database looks the same.
 *
 * Demo merchants (password Demo1234, real-name verified adults, role merchant):
 *   13800000006 merchant01 (shop 诚信账号回收行), 13800000007 merchant02 (shop 速达游戏回收)
 *
 * Runs inside seed.ts's transaction after seedGoods and seedCoupons (it needs the games, tree nodes and demo
 * users, and credits sellers' wallets through the ledger).
 */
import { and, asc, eq, isNull } from 'drizzle-orm'
import { chinaStamp } from '../../contract/clock'
import type { QuoteStatus } from '../../contract/recycling'
import type { Cipher } from '../lib/crypto'
import { goodsSearchTokens } from '../lib/search-tokens'
import { defaultConfig } from '../config'
import { priceOrder } from '../modules/order/pricing'
import { credit } from '../modules/wallet/service'
import type { Db } from './client'
import { gameNodes, games } from '../modules/game/schema'
import { goods } from '../modules/goods/schema'
import { orderEvents, orders } from '../modules/order/schema'
import { merchantApplications, recycleQuotes, recycleRequests } from '../modules/recycle/schema'
import { users } from '../modules/user/schema'
import { goodsImages } from './seed-images'

type Verified = (name: string, first17: string) => Partial<typeof users.$inferInsert>

const HOUR = 3600_000
const DAY = 24 * HOUR

type State = 'open' | 'accepted' | 'completed' | 'cancelled'

interface DemoRequest {
  icon: string
  sellerPhone: string
  /** how deep the region goes: 1 system, 2 carrier, 3 area, 4 server */
  depth: number
  title: string
  description: string
  /** fen */
  expected: number
  /** [merchant index, fen, note]; for accepted/completed the first one is the accepted quote */
  quotes: [0 | 1, number, string | null][]
  state: State
  hoursAgo: number
}

const DEMO: DemoRequest[] = [
  {
    icon: 'wzry.svg',
    sellerPhone: '13800000002',
    depth: 3,
    title: '王者荣耀 V8 荣耀王者 120英雄 300皮肤',
    description: '个人自用号，英雄全开，皮肤三百多款，含三款典藏，可二次实名，诚心回收。',
    expected: 150_000,
    quotes: [
      [1, 135_000, '当天打款，可议价'],
      [0, 128_000, '资料齐全可加价'],
    ],
    state: 'open',
    hoursAgo: 5,
  },
  {
    icon: 'hpjy.svg',
    sellerPhone: '13800000011',
    depth: 2,
    title: '和平精英 无敌战神 玛莎拉蒂 海岛满级枪',
    description: '老玩家退坑，玛莎拉蒂和冰霜M416都在，套装两百多套，绑定手机可换。',
    expected: 80_000,
    quotes: [[0, 62_000, null]],
    state: 'open',
    hoursAgo: 9,
  },
  {
    icon: 'ys.svg',
    sellerPhone: '13800000012',
    depth: 2,
    title: '原神 AR60 雷电将军满命 胡桃 专武齐全',
    description: '天空岛官服，限定五星十二个，雷电将军满命带专武，可换绑邮箱和手机。',
    expected: 260_000,
    quotes: [
      [1, 225_000, '专武加价'],
      [0, 210_000, null],
    ],
    state: 'open',
    hoursAgo: 20,
  },
  {
    icon: 'lol.svg',
    sellerPhone: '13800000013',
    depth: 3,
    title: '英雄联盟 钻石 全英雄 400皮肤 多款绝版',
    description: '十年老号，全英雄，四百多皮肤，多款绝版，召唤师等级三百多。',
    expected: 90_000,
    quotes: [],
    state: 'open',
    hoursAgo: 30,
  },
  {
    icon: 'cf.svg',
    sellerPhone: '13800000002',
    depth: 2,
    title: 'CF 穿越火线 元帅 火麒麟 英雄级武器80把',
    description: '十年老号，火麒麟、雷神都在，英雄级武器八十把，排位元帅。',
    expected: 60_000,
    quotes: [
      [0, 56_000, '已付款，请注意查收'],
      [1, 52_000, null],
    ],
    state: 'accepted',
    hoursAgo: 40,
  },
  {
    icon: 'dwrg.svg',
    sellerPhone: '13800000002',
    depth: 1,
    title: '第五人格 巅峰七阶 金皮五件 时装两百件',
    description: '推理等级满，金皮五件，时装两百多件，退坑出。',
    expected: 40_000,
    quotes: [[1, 26_000, null]],
    state: 'cancelled',
    hoursAgo: 72,
  },
  {
    icon: 'qqfc.svg',
    sellerPhone: '13800000014',
    depth: 2,
    title: 'QQ飞车 车神 A车40辆 满改玛莎拉蒂',
    description: '车神段位，A车四十辆，满改玛莎拉蒂，氮气漂移全会。',
    expected: 50_000,
    quotes: [
      [0, 46_000, null],
      [1, 43_000, null],
    ],
    state: 'completed',
    hoursAgo: 26,
  },
  {
    icon: 'jcc.svg',
    sellerPhone: '13800000015',
    depth: 2,
    title: '金铲铲之战 宗师 小小英雄120个 金铲铲特效',
    description: '赛季宗师，小小英雄一百二十个，棋盘皮肤五十个，带金铲铲特效。',
    expected: 30_000,
    quotes: [
      [1, 27_500, '秒收'],
      [0, 25_000, null],
    ],
    state: 'completed',
    hoursAgo: 50,
  },
  {
    icon: 'mhxy.svg',
    sellerPhone: '13800000012',
    depth: 3,
    title: '梦幻西游 175级 大唐官府 神兽 无级别武器',
    description: '长安城老区，一百七十五级大唐官府，神兽和无级别武器都在，满修。',
    expected: 500_000,
    quotes: [[0, 468_000, '高价回收精品号']],
    state: 'completed',
    hoursAgo: 80,
  },
  {
    icon: 'dzpd.svg',
    sellerPhone: '13800000002',
    depth: 2,
    title: '蛋仔派对 凤凰蛋 稀有皮肤五款 盲盒全收集',
    description: '凤凰蛋段位，稀有皮肤五款，盲盒全收集，退坑出。',
    expected: 20_000,
    quotes: [
      [1, 18_800, null],
      [0, 17_000, null],
    ],
    state: 'completed',
    hoursAgo: 120,
  },
]

/** 'YYYYMMDDHHmmss' in China Standard Time, as the server's numbers use */
const stamp = (t: number) => chinaStamp(t)

export async function seedRecycle(tx: Db, opts: { cipher: Cipher; passwordHash: string; verified: Verified; now?: number }): Promise<void> {
  const { cipher, passwordHash, verified } = opts
  const now = opts.now ?? Date.now()
  const config = defaultConfig()

  const shops = ['诚信账号回收行', '速达游戏回收']
  const merchants = await tx
    .insert(users)
    .values([
      { phone: '13800000006', username: 'merchant01', passwordHash, nickname: '诚信回收', role: 'merchant', shopName: shops[0], ...verified('赵刚', '11010819870415789') },
      { phone: '13800000007', username: 'merchant02', passwordHash, nickname: '速达回收', role: 'merchant', shopName: shops[1], ...verified('孙丽', '31010519890823891') },
    ])
    .returning({ id: users.id })
  const merchantIds = merchants.map((m) => m.id)
  await tx.insert(merchantApplications).values([
    {
      userId: merchantIds[0],
      shopName: shops[0],
      contact: '微信 chengxin_huishou',
      intro: '专注手游账号回收五年，王者荣耀、和平精英、原神高价回收，当天打款。',
      status: 'approved',
      createdAt: new Date(now - 30 * DAY),
      decidedAt: new Date(now - 29 * DAY),
    },
    {
      userId: merchantIds[1],
      shopName: shops[1],
      contact: 'QQ 80012345',
      intro: '全品类游戏账号回收，估价快，成交快，平台担保交易。',
      status: 'approved',
      createdAt: new Date(now - 20 * DAY),
      decidedAt: new Date(now - 19 * DAY),
    },
  ])
  const [applicant] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, '13800000016'))
  if (applicant) {
    await tx.insert(merchantApplications).values({
      userId: applicant.id,
      shopName: '风清扬账号工作室',
      contact: '微信 fengqy_game',
      intro: '长期收购端游和手游账号，熟悉梦幻西游和地下城与勇士，诚信经营。',
      status: 'pending',
      createdAt: new Date(now - 3 * HOUR),
    })
  }

  const gameList = await tx.select({ id: games.id, name: games.name, icon: games.icon }).from(games)
  const firstChild = async (gameId: number, parentId: number | null) => {
    const [n] = await tx
      .select({ id: gameNodes.id })
      .from(gameNodes)
      .where(and(eq(gameNodes.gameId, gameId), parentId === null ? isNull(gameNodes.parentId) : eq(gameNodes.parentId, parentId)))
      .orderBy(asc(gameNodes.sort), asc(gameNodes.id))
      .limit(1)
    return n?.id ?? null
  }

  for (let i = 0; i < DEMO.length; i++) {
    const d = DEMO[i]
    const game = gameList.find((g) => g.icon === d.icon)
    const [seller] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, d.sellerPhone))
    if (!game || !seller) continue
    const path: (number | null)[] = []
    for (let level = 0, parent: number | null = null; level < 4; level++) {
      const id: number | null = level < d.depth ? await firstChild(game.id, parent) : null
      path.push(id)
      parent = id
    }
    const base = d.icon.replace(/\.svg$/, '')
    const createdAt = new Date(now - d.hoursAgo * HOUR)
    const credentialsEnc = cipher.encrypt(JSON.stringify({ account: `${base}_rc${1000 + i}`, password: `Rc${(i + 1) * 7919}x`, notes: '登录后请先修改密码并换绑手机' }))
    const contactEnc = cipher.encrypt(`QQ ${2_000_000 + i * 1111}`)
    const images = goodsImages(d.icon, i * 2 + 5, 2)
    const [request] = await tx
      .insert(recycleRequests)
      .values({
        requestNo: `R${stamp(createdAt.getTime())}${String(700000 + i).padStart(6, '0')}`,
        sellerId: seller.id,
        gameId: game.id,
        systemId: path[0],
        carrierId: path[1],
        areaId: path[2],
        serverId: path[3],
        title: d.title,
        description: d.description,
        images,
        expectedPrice: d.expected,
        credentialsEnc,
        contactEnc,
        status: 'open',
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: recycleRequests.id })

    const quoteAt = (k: number) => new Date(createdAt.getTime() + (k + 1) * HOUR)
    const traded = d.state === 'accepted' || d.state === 'completed'
    const quoteRows = d.quotes.length === 0 ? [] : await tx
      .insert(recycleQuotes)
      .values(
        d.quotes.map(([m, amount, note], k) => ({
          requestId: request.id,
          merchantId: merchantIds[m],
          amount,
          note,
          status: (d.state === 'open' ? 'pending' : traded && k === 0 ? 'accepted' : 'rejected') as QuoteStatus,
          createdAt: quoteAt(k),
          updatedAt: d.state === 'open' ? quoteAt(k) : quoteAt(d.quotes.length),
        })),
      )
      .returning({ id: recycleQuotes.id })

    if (d.state === 'cancelled') {
      const at = quoteAt(d.quotes.length)
      await tx.update(recycleRequests).set({ status: 'cancelled', cancelledAt: at, updatedAt: at }).where(eq(recycleRequests.id, request.id))
      continue
    }
    if (!traded) continue

    // the accepted quote's escrow listing and the merchant's order, paid from outside the wallet
    const [merchantIndex, amount] = d.quotes[0]
    const buyerId = merchantIds[merchantIndex]
    const acceptedAt = quoteAt(d.quotes.length)
    const paidAt = new Date(acceptedAt.getTime() + 10 * 60_000)
    const completedAt = d.state === 'completed' ? new Date(Math.min(paidAt.getTime() + 20 * HOUR, now - HOUR)) : null
    const [listing] = await tx
      .insert(goods)
      .values({
        goodsNo: `G${stamp(acceptedAt.getTime())}${String(800000 + i).padStart(6, '0')}`,
        sellerId: seller.id,
        gameId: game.id,
        systemId: path[0],
        carrierId: path[1],
        areaId: path[2],
        serverId: path[3],
        title: d.title,
        description: d.description,
        price: amount,
        images,
        compensation: 'none',
        channel: 'recycle',
        credentialsEnc,
        contactEnc,
        status: completedAt ? 'sold' : 'reserved',
        searchTokens: goodsSearchTokens({ title: d.title, description: d.description, gameName: game.name }),
        publishedAt: null,
        soldAt: completedAt,
        createdAt: acceptedAt,
        updatedAt: completedAt ?? paidAt,
      })
      .returning({ id: goods.id })
    const price = priceOrder(config, { price: amount, compensation: 'none' })
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: `O${stamp(acceptedAt.getTime())}${String(800000 + i).padStart(6, '0')}`,
        goodsId: listing.id,
        buyerId,
        sellerId: seller.id,
        status: completedAt ? 'completed' : 'delivered',
        compensation: 'none',
        ...price,
        externalPaid: price.total,
        payDeadline: new Date(acceptedAt.getTime() + config.payTimeoutMinutes * 60_000),
        paidAt,
        deliveredAt: paidAt,
        autoCompleteAt: new Date(paidAt.getTime() + config.protectionHours * HOUR),
        completedAt,
        createdAt: acceptedAt,
        updatedAt: completedAt ?? paidAt,
      })
      .returning({ id: orders.id, orderNo: orders.orderNo })
    await tx.insert(orderEvents).values([
      { orderId: order.id, status: 'pending_payment', at: acceptedAt },
      { orderId: order.id, status: 'paid', note: `实付 ${(price.total / 100).toFixed(2)} 元，款项由平台托管`, at: paidAt },
      { orderId: order.id, status: 'delivered', note: '平台已将账号信息交付买家', at: paidAt },
      ...(completedAt ? [{ orderId: order.id, status: 'completed', note: '买家确认收货', at: completedAt }] : []),
    ])
    if (completedAt) {
      await credit(tx, seller.id, price.sellerProceeds, {
        kind: 'sale_proceeds',
        orderId: order.id,
        note: `订单 ${order.orderNo} 完成，货款入账（已扣除平台服务费）`,
      })
    }
    await tx
      .update(recycleRequests)
      .set({
        status: completedAt ? 'completed' : 'accepted',
        acceptedQuoteId: quoteRows[0].id,
        goodsId: listing.id,
        orderId: order.id,
        completedAt,
        updatedAt: completedAt ?? paidAt,
      })
      .where(eq(recycleRequests.id, request.id))
  }
}
