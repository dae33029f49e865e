import assert from 'node:assert/strict'
import { randomInt } from 'node:crypto'
import { describe, it } from 'node:test'
import { and, asc, count, eq, isNull } from 'drizzle-orm'
import { gameNodes, games } from '../../server/modules/game/schema'
import { goods } from '../../server/modules/goods/schema'
import { messages } from '../../server/modules/inbox/schema'
import { orders } from '../../server/modules/order/schema'
import { users } from '../../server/modules/user/schema'
import { createSession } from '../../server/modules/auth/sessions'
import { createCipher } from '../../server/lib/crypto'
import { verifiedUser } from './buying'
import { call, DRIVERS, registerUser, SECRET, useTestEnv, type TestEnv, type TestUser } from './helpers'
import { uploadImage } from './upload-fixtures'

const EN = 'en-US,en;q=0.9'
const cipher = createCipher(SECRET)
const ACCOUNT = 'wz_acc_5566'
const PASSWORD = 'Pa55word!xyz'
const CONTACT = 'QQ 99887766'

async function adminToken(env: TestEnv): Promise<string> {
  const [admin] = await env.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
  return (await createSession(env.db, admin.id, 1)).token
}

interface Region {
  gameId: number
  systemId: number
  carrierId: number
  areaId: number
  serverId: number
}

/** The first path down a game's tree (every seeded game goes down to servers). */
async function regionOf(env: TestEnv, icon: string, pick = 0): Promise<Region> {
  const [game] = await env.db.select({ id: games.id }).from(games).where(eq(games.icon, icon))
  const child = async (parentId: number | null) => {
    const rows = await env.db
      .select({ id: gameNodes.id })
      .from(gameNodes)
      .where(and(eq(gameNodes.gameId, game.id), parentId === null ? isNull(gameNodes.parentId) : eq(gameNodes.parentId, parentId)))
      .orderBy(asc(gameNodes.sort), asc(gameNodes.id))
    assert.ok(rows.length > 0, 'the seeded tree goes down to servers')
    return rows[Math.min(pick, rows.length - 1)].id
  }
  const systemId = await child(null)
  const carrierId = await child(systemId)
  const areaId = await child(carrierId)
  const serverId = await child(areaId)
  return { gameId: game.id, systemId, carrierId, areaId, serverId }
}

let titles = 0
/** A valid consignment of 王者荣耀 (every attribute type of the template); `images` uploaded by the seller. */
function consignment(region: Region, images: string[], over: Record<string, unknown> = {}) {
  const tag = `Zq${Date.now().toString(36)}${titles++}${randomInt(1000)}`
  return {
    ...region,
    accountRealName: 'seller',
    attrs: {
      heroes: 100,
      skins: 300,
      noble: 'V5',
      rank: '王者',
      rare: ['李白-千年之狐', '韩信-白龙吟'],
      remark: '  送全部铭文  ',
    },
    title: `王者荣耀 V5 王者 100英雄 ${tag}`,
    description: '个人自用号，资料齐全，成交后配合换绑。',
    price: 88_800,
    images,
    credentials: { account: ACCOUNT, password: PASSWORD, notes: '绑定手机可换' },
    compensation: 'standard',
    contact: CONTACT,
    ...over,
  }
}

async function imagesOf(env: TestEnv, user: TestUser, n = 3): Promise<string[]> {
  const out: string[] = []
  for (let i = 0; i < n; i++) out.push(await uploadImage(env.app, user.token))
  return out
}

async function submit(env: TestEnv, user: TestUser, body: unknown, lang?: string) {
  return call(env.app, 'POST', '/api/need/consignment', { token: user.token, body, lang })
}

async function goodsCount(env: TestEnv, sellerId: number): Promise<number> {
  const [{ n }] = await env.db.select({ n: count() }).from(goods).where(eq(goods.sellerId, sellerId))
  return Number(n)
}

function assertNoSecrets(raw: string) {
  assert.ok(!raw.includes(ACCOUNT), 'no account in the response')
  assert.ok(!raw.includes(PASSWORD), 'no password in the response')
  assert.ok(!raw.includes('99887766'), 'no contact in the response')
  // credentialsStale is a flag about them (issue 11), not the credentials
  assert.ok(!/credentials(?!Stale)|contactEnc|costPrice/i.test(raw), 'no secret fields')
}

async function review(env: TestEnv, token: string, id: number, body: unknown) {
  return call(env.app, 'POST', `/api/admin/goods/${id}/review`, { token, body })
}

async function inCatalogue(env: TestEnv, keyword: string): Promise<number[]> {
  const res = await call(env.app, 'POST', '/api/web/good/allList', { body: { keyword } })
  assert.equal(res.code, 200, res.msg)
  return res.data.rows.map((r: { id: number }) => r.id)
}

for (const driver of DRIVERS) {
  describe(`selling [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('rules: the sell form numbers come from the configuration (public)', async () => {
      const res = await call(env().app, 'GET', '/api/need/consignment/rules')
      assert.equal(res.code, 200, res.msg)
      assert.deepEqual(res.data, {
        sellerFeePercent: 5,
        uploadMaxBytes: 5 * 1024 * 1024,
        compensationStandardPercent: 10,
        compensationExtendedPercent: 20,
        reviewHours: 24,
      })
    })

    it('one of my listings by id (the page after submitting): the seller only; 404 for others, 400 for a bad id', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const other = await verifiedUser(e)
      const region = await regionOf(e, 'wzry.svg')
      const { data: g } = await submit(e, seller, consignment(region, await imagesOf(e, seller)))
      const res = await call(e.app, 'GET', `/api/need/myConsignment/${g.id}`, { token: seller.token })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.id, g.id)
      assert.equal(res.data.status, 'pending_review')
      assert.equal(res.data.title, g.title)
      assert.equal(res.data.proceeds, g.proceeds)
      assertNoSecrets(res.raw)
      assert.equal((await call(e.app, 'GET', `/api/need/myConsignment/${g.id}`, { token: other.token })).code, 404)
      assert.equal((await call(e.app, 'GET', `/api/need/myConsignment/${g.id}`)).code, 401)
      assert.equal((await call(e.app, 'GET', '/api/need/myConsignment/abc', { token: seller.token })).code, 400)
      assert.equal((await call(e.app, 'GET', '/api/need/myConsignment/999999999', { token: seller.token })).code, 404)
      const en = await call(e.app, 'GET', `/api/need/myConsignment/${g.id}`, { token: other.token, lang: EN })
      assert.match(en.msg, /[a-z]/i)
    })

    it('consign -> pending review, hidden from everyone but the seller; approve -> in the catalogue and buyable', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const region = await regionOf(e, 'wzry.svg')
      const input = consignment(region, await imagesOf(e, seller))
      const res = await submit(e, seller, input)
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.msg, '商品已提交审核')
      const g = res.data
      assert.equal(g.status, 'pending_review')
      assert.match(g.goodsNo, /^G\d{20}$/)
      assert.equal(g.price, 88_800)
      assert.equal(g.proceeds, 88_800 - 4440, 'price minus the 5 % fee')
      assert.equal(g.cover, input.images[0])
      assert.equal(g.rejectReason, null)
      assert.equal(g.activeOrderId, null)
      assert.equal(g.publishedAt, null)
      assert.deepEqual([g.canDelist, g.canRelist, g.canEditPrice], [true, false, true])
      assert.deepEqual(g.bindings, { phone: true, email: true, thirdParty: false }, 'undeclared bindings: phone and email bound')
      assert.equal(g.credentialsStale, false)
      assert.ok(g.region.split(' / ').length === 4, g.region)
      assertNoSecrets(res.raw)

      const [row] = await e.db.select().from(goods).where(eq(goods.id, g.id))
      assert.equal(row.channel, 'consign')
      assert.equal(row.accountRealName, 'seller')
      assert.ok(!('realname' in row.attrs), 'the real-name status is the listing\'s, not an attribute')
      assert.equal(row.sellerId, seller.id)
      assert.equal(row.attrs.remark, '送全部铭文', 'texts stored trimmed')
      assert.deepEqual(JSON.parse(cipher.decrypt(row.credentialsEnc)), { account: ACCOUNT, password: PASSWORD, notes: '绑定手机可换' })
      assert.equal(cipher.decrypt(row.contactEnc!), CONTACT)
      assert.ok(row.searchTokens.length > 0)
      const told = await e.db.select().from(messages).where(eq(messages.userId, seller.id))
      assert.deepEqual(told.map((m) => [m.kind, m.title]), [['goods', '商品已提交审核']])

      const keyword = input.title.split(' ').pop()!
      assert.deepEqual(await inCatalogue(e, keyword), [], 'not listed before review')
      const own = await call(e.app, 'GET', `/api/web/goods/${g.id}`, { token: seller.token })
      assert.equal(own.code, 200, own.msg)
      assert.equal(own.data.accountRealName, 'seller')
      assert.deepEqual(own.data.bindings, { phone: true, email: true, thirdParty: false })
      assert.equal(own.data.buyable, false)
      assert.deepEqual(own.data.images, input.images)
      assertNoSecrets(own.raw)
      assert.equal((await call(e.app, 'GET', `/api/web/goods/${g.id}`, { token: buyer.token })).code, 404)
      assert.equal((await call(e.app, 'GET', `/api/web/goods/${g.id}`)).code, 404)

      const admin = await adminToken(e)
      const approved = await review(e, admin, g.id, { approve: true })
      assert.equal(approved.code, 200, approved.msg)
      assert.equal(approved.data.status, 'on_sale')
      assert.ok(Date.now() - Date.parse(approved.data.publishedAt) < 60_000, 'published now')
      assertNoSecrets(approved.raw)
      const [msg] = await e.db.select().from(messages).where(and(eq(messages.userId, seller.id), eq(messages.title, '商品审核通过')))
      assert.equal(msg.link, `/index/goodDetail?id=${g.id}`)

      assert.deepEqual(await inCatalogue(e, keyword), [g.id])
      const seen = await call(e.app, 'GET', `/api/web/goods/${g.id}`, { token: buyer.token })
      assert.equal(seen.code, 200)
      assert.equal(seen.data.buyable, true)
      assert.equal(seen.data.accountRealName, 'seller')
      const preview = await call(e.app, 'GET', `/api/need/order/preview?goodsId=${g.id}&compensation=standard`, { token: buyer.token })
      assert.equal(preview.data.blocked, null)
      const order = await call(e.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId: g.id, compensation: 'standard', agree: true } })
      assert.equal(order.code, 200, order.msg)
    })

    it('reject needs a reason; the seller is told why; a decided listing cannot be reviewed again', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const region = await regionOf(e, 'wzry.svg')
      const { data: g } = await submit(e, seller, consignment(region, await imagesOf(e, seller)))
      const admin = await adminToken(e)
      let res = await review(e, admin, g.id, { approve: false })
      assert.equal(res.code, 400)
      assert.equal(res.msg, '请填写2-200个字的驳回原因')
      res = await review(e, admin, g.id, { approve: false, reason: ' 差 ' })
      assert.equal(res.code, 400)
      res = await review(e, admin, g.id, { approve: false, reason: 'x'.repeat(201) })
      assert.equal(res.code, 400)
      res = await review(e, admin, g.id, { approve: false, reason: '截图与描述不符', extra: 1 })
      assert.equal(res.code, 400)
      assert.equal(res.msg, '不支持的字段：extra')
      const [still] = await e.db.select({ status: goods.status }).from(goods).where(eq(goods.id, g.id))
      assert.equal(still.status, 'pending_review')

      res = await review(e, admin, g.id, { approve: false, reason: '截图与描述不符。' })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.msg, '已驳回')
      assert.equal(res.data.status, 'rejected')
      assert.equal(res.data.rejectReason, '截图与描述不符。')
      const [msg] = await e.db.select().from(messages).where(and(eq(messages.userId, seller.id), eq(messages.title, '商品审核未通过')))
      assert.ok(msg.content.includes('截图与描述不符'), msg.content)
      assert.equal(msg.link, '/index/other/MyProducts')

      const again = await review(e, admin, g.id, { approve: true })
      assert.equal(again.code, 409)
      assert.equal(again.msg, '该商品不是待审核状态')
      assert.equal((await review(e, admin, 999_999_999, { approve: true })).code, 404)
      const mine = await call(e.app, 'GET', '/api/need/myConsignment?status=rejected', { token: seller.token })
      assert.equal(mine.data.rows[0].rejectReason, '截图与描述不符。')
      assert.equal(mine.data.rows[0].canRelist, true)
    })

    it('admin routes: 401 logged out, 403 for non-admins; the queue is pending listings, oldest first', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const region = await regionOf(e, 'wzry.svg')
      const first = (await submit(e, seller, consignment(region, await imagesOf(e, seller)))).data
      const second = (await submit(e, seller, consignment(region, await imagesOf(e, seller)))).data
      assert.equal((await call(e.app, 'GET', '/api/admin/goods')).code, 401)
      assert.equal((await call(e.app, 'GET', '/api/admin/goods', { token: seller.token })).code, 403)
      assert.equal((await review(e, seller.token, first.id, { approve: true })).code, 403)
      assert.equal((await call(e.app, 'POST', `/api/admin/goods/${first.id}/review`, { body: { approve: true } })).code, 401)

      const admin = await adminToken(e)
      const queue = await call(e.app, 'GET', '/api/admin/goods?pageSize=50', { token: admin })
      assert.equal(queue.code, 200, queue.msg)
      assert.ok(queue.data.rows.every((r: { status: string }) => r.status === 'pending_review'))
      const ids = queue.data.rows.map((r: { id: number }) => r.id)
      let total = queue.data.total
      for (let page = 2; ids.length < total; page++) {
        const more = await call(e.app, 'GET', `/api/admin/goods?pageSize=50&pageNum=${page}`, { token: admin })
        ids.push(...more.data.rows.map((r: { id: number }) => r.id))
        total = more.data.total
      }
      assert.ok(ids.indexOf(first.id) >= 0 && ids.indexOf(first.id) < ids.indexOf(second.id), 'oldest first')
      const one = await call(e.app, 'GET', `/api/admin/goods?pageSize=50&pageNum=${Math.floor(ids.indexOf(first.id) / 50) + 1}`, { token: admin })
      const r = one.data.rows.find((x: { id: number }) => x.id === first.id)
      assert.equal(r.sellerId, seller.id)
      assert.equal(typeof r.sellerNickname, 'string')
      assert.equal(r.accountRealName, 'seller')
      assert.equal(r.images.length, 3)
      assert.ok(r.description.length >= 10)
      assert.deepEqual(
        r.attrs.find((a: { key: string }) => a.key === 'heroes'),
        { key: 'heroes', label: '英雄数量', value: 100, unit: '个' },
      )
      assertNoSecrets(queue.raw)
      assertNoSecrets(one.raw)
      const rejected = await call(e.app, 'GET', '/api/admin/goods?status=rejected', { token: admin })
      assert.equal(rejected.code, 200)
      assert.ok(rejected.data.rows.every((x: { status: string }) => x.status === 'rejected'))
      assert.equal((await call(e.app, 'GET', '/api/admin/goods?status=nope', { token: admin })).code, 400)
    })

    it('every bad input is a 400 naming the problem, and nothing is inserted', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const other = await verifiedUser(e)
      const region = await regionOf(e, 'wzry.svg')
      const otherRegion = await regionOf(e, 'wzry.svg', 1)
      const foreign = await regionOf(e, 'hpjy.svg')
      const images = await imagesOf(e, seller)
      const othersImage = await uploadImage(e.app, other.token)
      const base = consignment(region, images)
      const attrs = (a: Record<string, unknown>) => ({ attrs: { ...base.attrs, ...a } })
      const { heroes: _h, ...withoutHeroes } = base.attrs
      const before = await goodsCount(e, seller.id)

      const cases: [string, Record<string, unknown>, string][] = [
        ['price 0', { price: 0 }, '价格需为1-1000000元之间的金额（最多两位小数）'],
        ['negative price', { price: -500 }, '价格需为1-1000000元之间的金额（最多两位小数）'],
        ['fraction of a fen', { price: 100.5 }, '价格需为1-1000000元之间的金额（最多两位小数）'],
        ['below 1 yuan', { price: 99 }, '价格需为1-1000000元之间的金额（最多两位小数）'],
        ['price as text', { price: '888' }, '价格格式不正确'],
        ['two images', { images: images.slice(0, 2) }, '请上传3-12张图片（首张为封面）'],
        ['13 images', { images: new Array(13).fill(images[0]) }, '请上传3-12张图片（首张为封面）'],
        ['image of another user', { images: [...images.slice(0, 2), othersImage] }, '图片无效，请重新上传'],
        ['unknown image', { images: [...images.slice(0, 2), '/api/uploads/' + 'b'.repeat(32) + '.png'] }, '图片无效，请重新上传'],
        ['outside image', { images: [...images.slice(0, 2), 'https://example.com/a.png'] }, '图片无效，请重新上传'],
        ['same image twice', { images: [images[0], images[1], images[0]] }, '同一张图片不能重复添加'],
        ['number as text', attrs({ heroes: '100' }), '属性“英雄数量”需为0-130之间的整数'],
        ['number out of range', attrs({ heroes: 131 }), '属性“英雄数量”需为0-130之间的整数'],
        ['number with a fraction', attrs({ heroes: 10.5 }), '属性“英雄数量”需为0-130之间的整数'],
        ['radio not an option', attrs({ noble: 'V99' }), '属性“贵族等级”只能选择给定的选项'],
        ['radio as number', attrs({ noble: 5 }), '属性“贵族等级”的取值类型不正确'],
        // the account's real-name status is asked once, as accountRealName: no game attribute repeats it
        ['real-name as an attribute', attrs({ realname: '本人实名' }), '该游戏没有属性“realname”'],
        ['re-verification as an attribute', attrs({ reverify: '可以' }), '该游戏没有属性“reverify”'],
        ['checkbox as text', attrs({ rare: '李白-千年之狐' }), '属性“典藏皮肤”的取值类型不正确'],
        ['checkbox unknown option', attrs({ rare: ['不存在的皮肤'] }), '属性“典藏皮肤”只能选择给定的选项'],
        ['checkbox twice the same', attrs({ rare: ['李白-千年之狐', '李白-千年之狐'] }), '属性“典藏皮肤”只能选择给定的选项'],
        ['input too long', attrs({ remark: '长'.repeat(51) }), '属性“补充说明”不能超过50个字'],
        ['input as number', attrs({ remark: 12 }), '属性“补充说明”的取值类型不正确'],
        ['boolean value', attrs({ noble: true }), '属性“贵族等级”的取值类型不正确'],
        ['unknown attribute', attrs({ speed: 3 }), '该游戏没有属性“speed”'],
        ['missing required attribute', { attrs: withoutHeroes }, '请填写属性“英雄数量”'],
        ['required attribute empty', attrs({ rank: '' }), '请填写属性“段位”'],
        ['area without carrier', { carrierId: null }, '请选择运营商'],
        ['stops before the server', { serverId: undefined }, '请选择服务器'],
        ['stops at the system', { carrierId: undefined, areaId: undefined, serverId: undefined }, '请选择运营商'],
        ['node of another game', { serverId: foreign.serverId }, '区服不存在'],
        ['unknown node', { serverId: 2_000_000_000 }, '区服不存在'],
        ['node of the wrong level', { serverId: region.areaId }, '所选区服层级不正确，请重新选择'],
        ['server of another area', { serverId: otherRegion.serverId }, '所选区服与上一级不匹配，请重新选择'],
        ['unknown field', { foo: 1 }, '不支持的字段：foo'],
        ['unknown credentials field', { credentials: { account: 'a1', password: 'p1', pin: '1' } }, '不支持的字段：pin'],
        ['title too short', { title: '王者号' }, '标题需为5-60个字'],
        ['title blank', { title: '      ' }, '标题需为5-60个字'],
        ['title too long', { title: '王'.repeat(61) }, '标题需为5-60个字'],
        ['description too short', { description: '好号' }, '商品描述需为10-2000个字'],
        ['account blank', { credentials: { account: '  ', password: 'p1' } }, '请填写游戏账号（不超过64个字符）'],
        ['password too long', { credentials: { account: 'a1', password: 'p'.repeat(65) } }, '请填写账号密码（不超过64个字符）'],
        ['notes too long', { credentials: { account: 'a1', password: 'p1', notes: '注'.repeat(501) } }, '绑定信息不能超过500个字'],
        ['contact too short', { contact: 'QQ' }, '联系方式需为5-50个字符（手机号、QQ或微信）'],
        ['bad compensation', { compensation: 'gold' }, '包赔类型格式不正确'],
        ['bad accountRealName', { accountRealName: 'maybe' }, '账号实名情况格式不正确'],
        ['unknown bindings field', { bindings: { phone: true, email: false, thirdParty: false, qq: true } }, '不支持的字段：qq'],
        ['bindings not yes/no', { bindings: { phone: 'yes', email: false, thirdParty: false } }, '账号绑定情况格式不正确'],
      ]
      for (const [what, over, msg] of cases) {
        const res = await submit(e, seller, { ...base, ...over })
        assert.equal(res.code, 400, `${what}: ${res.msg}`)
        assert.equal(res.msg, msg, what)
      }
      const missingGame = await submit(e, seller, { ...base, gameId: 2_000_000_000 })
      assert.equal(missingGame.code, 404)
      const en = await submit(e, seller, { ...base, ...attrs({ heroes: 500 }) }, EN)
      assert.equal(en.msg, '"Heroes" must be a whole number from 0 to 130')
      assert.equal(await goodsCount(e, seller.id), before, 'nothing inserted')
      // declared bindings are kept as given (the buyer's handover checklist follows them)
      const declared = await submit(e, seller, { ...base, bindings: { phone: false, email: true, thirdParty: true } })
      assert.equal(declared.code, 200, declared.msg)
      assert.deepEqual(declared.data.bindings, { phone: false, email: true, thirdParty: true })

      const unverified = await registerUser(e)
      const own = await imagesOf(e, unverified)
      let res = await submit(e, unverified, consignment(region, own))
      assert.equal(res.code, 400)
      assert.equal(res.msg, '请先完成实名认证再发布商品')
      const minor = await verifiedUser(e, 16)
      res = await submit(e, minor, consignment(region, await imagesOf(e, minor)))
      assert.equal(res.code, 400)
      assert.equal(res.msg, '未满18周岁的用户不能出售游戏账号')
      res = await call(e.app, 'POST', '/api/need/consignment', { body: base })
      assert.equal(res.code, 401)
      assert.equal(await goodsCount(e, unverified.id), 0)
      assert.equal(await goodsCount(e, minor.id), 0)
    })

    it('delist, relist and reprice follow the lifecycle; an order in progress blocks them (409); others get 404', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const sellerB = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const admin = await adminToken(e)
      const region = await regionOf(e, 'wzry.svg')
      const { data: g } = await submit(e, seller, consignment(region, await imagesOf(e, seller)))
      await review(e, admin, g.id, { approve: true })
      const down = (u: TestUser, id: number) => call(e.app, 'POST', '/api/goods/info/downGoods', { token: u.token, body: { id } })
      const up = (u: TestUser, id: number) => call(e.app, 'GET', `/api/goods/info/upGoods/${id}`, { token: u.token })
      const price = (u: TestUser, id: number, p: unknown) =>
        call(e.app, 'POST', '/api/need/goods/editPrice', { token: u.token, body: { id, price: p } })

      // someone else's listing does not exist for them
      for (const res of [await down(sellerB, g.id), await up(sellerB, g.id), await price(sellerB, g.id, 50_000)]) {
        assert.equal(res.code, 404)
        assert.equal(res.msg, '商品不存在')
      }
      const [after404] = await e.db.select({ status: goods.status, price: goods.price }).from(goods).where(eq(goods.id, g.id))
      assert.deepEqual(after404, { status: 'on_sale', price: 88_800 })

      let res = await down(seller, g.id)
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.msg, '商品已下架')
      assert.equal(res.data.status, 'off_shelf')
      assert.deepEqual([res.data.canDelist, res.data.canRelist, res.data.canEditPrice], [false, true, true])
      assertNoSecrets(res.raw)
      assert.equal((await call(e.app, 'GET', `/api/web/goods/${g.id}`, { token: buyer.token })).data.buyable, false)
      assert.equal((await down(seller, g.id)).code, 409, 'already off the shelf')
      res = await up(seller, g.id)
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.msg, '商品已重新上架')
      assert.equal(res.data.status, 'on_sale', 'approved before: straight back on sale')
      assert.equal((await up(seller, g.id)).code, 409, 'already on sale')

      res = await price(seller, g.id, 66_600)
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.price, 66_600)
      assert.equal(res.data.proceeds, 66_600 - 3330)
      assert.equal(res.data.status, 'on_sale')
      for (const bad of [0, 99, 100.5, -1]) {
        const r = await price(seller, g.id, bad)
        assert.equal(r.code, 400, String(bad))
        assert.equal(r.msg, '价格需为1-1000000元之间的金额（最多两位小数）')
      }
      assert.equal((await call(e.app, 'POST', '/api/need/goods/editPrice', { token: seller.token, body: { id: g.id, price: 100, x: 1 } })).code, 400)

      // a buyer's order reserves it: no delisting or repricing until it ends
      const order = await call(e.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId: g.id, compensation: 'none', agree: true } })
      assert.equal(order.code, 200, order.msg)
      for (const r of [await down(seller, g.id), await price(seller, g.id, 70_000)]) {
        assert.equal(r.code, 409)
        assert.equal(r.msg, '该商品有进行中的订单，不能下架或改价')
      }
      const [held] = await e.db.select({ status: goods.status, price: goods.price }).from(goods).where(eq(goods.id, g.id))
      assert.deepEqual(held, { status: 'reserved', price: 66_600 })
      const tab = await call(e.app, 'GET', '/api/need/myConsignment?status=on_sale', { token: seller.token })
      const mine = tab.data.rows.find((r: { id: number }) => r.id === g.id)
      assert.equal(mine.status, 'reserved')
      assert.equal(mine.activeOrderId, order.data.id)
      assert.deepEqual([mine.canDelist, mine.canRelist, mine.canEditPrice], [false, false, false])
      const cancelled = await call(e.app, 'POST', `/api/need/order/${order.data.id}/cancel`, { token: buyer.token })
      assert.equal(cancelled.code, 200, cancelled.msg)
      res = await price(seller, g.id, 70_000)
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.activeOrderId, null)

      // sold is final
      await e.db.update(goods).set({ status: 'sold' }).where(eq(goods.id, g.id))
      for (const r of [await down(seller, g.id), await up(seller, g.id), await price(seller, g.id, 80_000)]) {
        assert.equal(r.code, 409)
        assert.equal(r.msg, '该商品已售出，不能再修改')
      }
    })

    it('a never-approved listing goes back to review when relisted; a rejected one is resubmitted', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const admin = await adminToken(e)
      const region = await regionOf(e, 'wzry.svg')
      const { data: g } = await submit(e, seller, consignment(region, await imagesOf(e, seller)))
      let res = await call(e.app, 'POST', '/api/goods/info/downGoods', { token: seller.token, body: { id: g.id } })
      assert.equal(res.data.status, 'off_shelf')
      assert.equal((await review(e, admin, g.id, { approve: true })).code, 409, 'off the shelf is not in the queue')
      res = await call(e.app, 'GET', `/api/goods/info/upGoods/${g.id}`, { token: seller.token })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.msg, '商品已重新提交审核')
      assert.equal(res.data.status, 'pending_review')
      await review(e, admin, g.id, { approve: false, reason: '请补充英雄截图' })
      res = await call(e.app, 'GET', `/api/goods/info/upGoods/${g.id}`, { token: seller.token })
      assert.equal(res.data.status, 'pending_review')
      assert.equal(res.data.rejectReason, null)
      const [row] = await e.db.select({ rejectReason: goods.rejectReason }).from(goods).where(eq(goods.id, g.id))
      assert.equal(row.rejectReason, null)
      assert.equal((await call(e.app, 'GET', '/api/goods/info/upGoods/abc', { token: seller.token })).code, 400)
      assert.equal((await call(e.app, 'GET', `/api/goods/info/upGoods/${g.id}`)).code, 401)
    })

    it('MyProducts: each tab lists the right listings of the caller only, newest first, never credentials', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const other = await verifiedUser(e)
      const admin = await adminToken(e)
      const region = await regionOf(e, 'wzry.svg')
      const ids: number[] = []
      for (let i = 0; i < 6; i++) ids.push((await submit(e, seller, consignment(region, await imagesOf(e, seller)))).data.id)
      const [pending, onSale, reserved, offShelf, sold, rejected] = ids
      for (const id of [onSale, reserved, offShelf, sold]) await review(e, admin, id, { approve: true })
      await review(e, admin, rejected, { approve: false, reason: '信息不全' })
      await call(e.app, 'POST', '/api/goods/info/downGoods', { token: seller.token, body: { id: offShelf } })
      await call(e.app, 'POST', '/api/need/order', { token: other.token, body: { goodsId: reserved, compensation: 'none', agree: true } })
      await e.db.update(goods).set({ status: 'sold' }).where(eq(goods.id, sold))
      // a recycling escrow listing of the same seller is not a consignment
      const [recycle] = await e.db
        .insert(goods)
        .values({
          goodsNo: 'GR' + Date.now(),
          sellerId: seller.id,
          gameId: region.gameId,
          title: '回收托管 账号',
          price: 10_000,
          credentialsEnc: cipher.encrypt('{}'),
          status: 'reserved',
          channel: 'recycle',
        })
        .returning({ id: goods.id })

      const tab = async (status?: string) => {
        const res = await call(e.app, 'GET', `/api/need/myConsignment${status ? `?status=${status}` : ''}`, { token: seller.token })
        assert.equal(res.code, 200, res.msg)
        assertNoSecrets(res.raw)
        return res.data
      }
      const all = await tab()
      assert.equal(all.total, 6)
      assert.deepEqual(all.rows.map((r: { id: number }) => r.id), [...ids].reverse(), 'newest first')
      assert.deepEqual((await tab('all')).total, 6)
      const idsOf = async (s: string) => (await tab(s)).rows.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b)
      assert.deepEqual(await idsOf('pending_review'), [pending])
      assert.deepEqual(await idsOf('on_sale'), [onSale, reserved])
      assert.deepEqual(await idsOf('off_shelf'), [offShelf])
      assert.deepEqual(await idsOf('sold'), [sold])
      assert.deepEqual(await idsOf('rejected'), [rejected])
      const page2 = await call(e.app, 'GET', '/api/need/myConsignment?pageNum=2&pageSize=4', { token: seller.token })
      assert.deepEqual(page2.data.rows.map((r: { id: number }) => r.id), [ids[1], ids[0]])
      assert.equal((await call(e.app, 'GET', '/api/need/myConsignment?status=reserved', { token: seller.token })).code, 400)
      assert.equal((await call(e.app, 'GET', '/api/need/myConsignment')).code, 401)
      const others = await call(e.app, 'GET', '/api/need/myConsignment', { token: other.token })
      assert.equal(others.data.total, 0)

      // the escrow listing: not managed here, not public
      assert.equal((await call(e.app, 'POST', '/api/goods/info/downGoods', { token: seller.token, body: { id: recycle.id } })).code, 404)
      assert.equal((await call(e.app, 'GET', `/api/web/goods/${recycle.id}`, { token: other.token })).code, 404)
      assert.equal((await call(e.app, 'GET', `/api/web/goods/${recycle.id}`)).code, 404)
      assert.equal((await call(e.app, 'GET', `/api/web/goods/${recycle.id}`, { token: seller.token })).code, 200)
      assert.equal((await call(e.app, 'GET', `/api/web/recommend/${recycle.id}`)).code, 404)
      assert.equal((await call(e.app, 'POST', '/api/web/goods/collect', { token: other.token, body: { goodsId: recycle.id } })).code, 404)
      assert.equal((await call(e.app, 'GET', `/api/admin/goods?status=reserved&pageSize=50`, { token: admin })).data.rows.some((r: { id: number }) => r.id === recycle.id), false)
    })

    it('recent deals list consignment sales only', async () => {
      const e = env()
      const deals = await call(e.app, 'GET', '/api/web/recentlydeal?pageSize=5')
      assert.equal(deals.code, 200)
      const first = deals.data.rows[0]
      const [o] = await e.db.select({ goodsId: orders.goodsId }).from(orders).where(eq(orders.orderNo, first.orderNo))
      await e.db.update(goods).set({ channel: 'recycle' }).where(eq(goods.id, o.goodsId))
      try {
        const after = await call(e.app, 'GET', '/api/web/recentlydeal?pageSize=5')
        assert.ok(!after.data.rows.some((r: { orderNo: string }) => r.orderNo === first.orderNo))
        assert.equal(after.data.total, deals.data.total - 1)
      } finally {
        await e.db.update(goods).set({ channel: 'consign' }).where(eq(goods.id, o.goodsId))
      }
    })
  })
}
