/**
 * Operator-written content in English (issue 23): games, banners and notices carry English fields beside the
 * Chinese, edited in the console. English readers get each English field where it was written and the Chinese one
 * where it was left empty; Chinese readers never see the English. Cached pages (goods list and detail) follow an
 * edit in both languages, and bad input is refused with a message and changes nothing.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, eq, gte } from 'drizzle-orm'
import { games } from '../../server/modules/game/schema'
import { goods } from '../../server/modules/goods/schema'
import { notices } from '../../server/modules/notice/schema'
import { promotions } from '../../server/modules/content/schema'
import { couponTemplates } from '../../server/modules/coupon/schema'
import { blacklist } from '../../server/modules/trust/schema'
import { call, DRIVERS, roleToken, useTestEnv, type TestEnv } from './helpers'
import { template, verifiedUser } from './buying'
import { merchant, submitted } from './recycling'
import { uploadImage } from './upload-fixtures'

const EN = 'en-US'
const ZH = 'zh-CN'

async function wzry(e: TestEnv) {
  const [g] = await e.db.select().from(games).where(eq(games.icon, 'wzry.svg'))
  return g
}

/** the body of PUT /admin/games/{id} for a game row, with changes */
const gameBody = (g: typeof games.$inferSelect, over: Record<string, unknown>) => ({
  name: g.name,
  type: g.type,
  icon: '/api/assets/games/' + g.icon,
  hot: g.hot,
  enabled: g.enabled,
  ...over,
})

for (const driver of DRIVERS) {
  describe(`English content [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('the demo: game names, banners, the ticker, news, help and documents in English; Chinese where no English was written', async () => {
      const e = env()
      const grid = await call(e.app, 'GET', '/api/web/game/list', { lang: EN })
      const names = grid.data.flatMap((t: any) => t.games.map((g: any) => g.name))
      assert.ok(names.includes('Honor of Kings'), names.join())
      assert.ok(!names.some((n: string) => /[\u4e00-\u9fff]/.test(n)), 'every demo game has an English name')
      const zhGrid = await call(e.app, 'GET', '/api/web/game/list', { lang: ZH })
      assert.ok(zhGrid.data.flatMap((t: any) => t.games.map((g: any) => g.name)).includes('王者荣耀'))

      const banners = await call(e.app, 'GET', '/api/account/zhubo/list?type=banner', { lang: EN })
      assert.equal(banners.data[0].title, 'Honor of Kings: premium accounts')
      assert.equal((await call(e.app, 'GET', '/api/account/zhubo/list?type=banner', { lang: ZH })).data[0].title, '王者荣耀 精品账号专场')

      const ticker = await call(e.app, 'GET', '/api/web/notice/list?noticeType=1&pageNum=1&pageSize=10', { lang: EN })
      assert.equal(ticker.data.rows[0].title, 'Safety reminder: beware of off-platform trade scams')
      assert.match(ticker.data.rows[0].summary, /^Fraudsters/)
      const notes = await call(e.app, 'GET', '/api/V2/H5/gonggaoDetails?noticeType=4', { lang: EN })
      assert.equal(notes.data.title, 'Trading notes')
      assert.match(notes.data.content, /How a trade works/)

      // help: English categories, and a category asked for by its English name
      const help = await call(e.app, 'GET', '/api/web/notice/list?noticeType=3&pageNum=1&pageSize=50', { lang: EN })
      const categories = new Set(help.data.rows.map((r: any) => r.category))
      assert.deepEqual([...categories].sort(), ['Account security', 'Buying', 'Compensation and after-sales', 'Payments and refunds', 'Selling'])
      const buying = await call(e.app, 'GET', '/api/web/notice/list?noticeType=3&category=Buying&pageNum=1&pageSize=50', { lang: EN })
      const buyingZh = await call(e.app, 'GET', `/api/web/notice/list?noticeType=3&category=${encodeURIComponent('买号指南')}&pageNum=1&pageSize=50`, { lang: EN })
      assert.equal(buying.data.total, 4)
      const longest = await call(e.app, 'GET', `/api/web/notice/list?noticeType=3&category=${encodeURIComponent('Compensation and after-sales')}&pageNum=1&pageSize=50`, { lang: EN })
      assert.equal(longest.data.total, 4, longest.msg)
      assert.deepEqual(buying.data.rows, buyingZh.data.rows)
      const article = await call(e.app, 'GET', `/api/web/notice/${buying.data.rows[0].id}`, { lang: EN })
      assert.match(article.data.content, /escrow/)

      // the privacy policy has an English title only: its content falls back to the Chinese
      const privacy = await call(e.app, 'GET', '/api/V2/H5/gonggaoDetails?noticeType=7', { lang: EN })
      assert.equal(privacy.data.title, 'Privacy policy')
      assert.match(privacy.data.content, /我们收集的信息/)
    })

    it('listings: game, region and server names and option values in English, labels apart from values', async () => {
      const e = env()
      const g = await wzry(e)
      const list = await call(e.app, 'POST', '/api/web/good/allList', { lang: EN, body: { gameId: g.id, pageNum: 1, pageSize: 20 } })
      assert.equal(list.code, 200, list.msg)
      for (const row of list.data.rows) {
        assert.equal(row.gameName, 'Honor of Kings')
        assert.doesNotMatch(row.region, /[\u4e00-\u9fff]/, row.region)
        for (const h of row.highlights) assert.match(h, /^[A-Za-z ]+ \S/, h)
      }
      const withSkins = (await e.db.select().from(goods).where(eq(goods.gameId, g.id))).find(
        (x) => x.status === 'on_sale' && Array.isArray(x.attrs.rare) && x.attrs.rare.length > 0,
      )!
      const detail = await call(e.app, 'GET', `/api/web/goods/${withSkins.id}`, { lang: EN })
      assert.equal(detail.data.gameName, 'Honor of Kings')
      assert.match(detail.data.serverName, /^Zone \d+ /)
      const rare = detail.data.attrs.find((a: any) => a.key === 'rare')
      assert.equal(rare.label, 'Collector skins')
      for (const v of rare.value) assert.match(rare.valueLabels[v], /^[A-Z][A-Za-z ]+ - /, v)
      const zh = await call(e.app, 'GET', `/api/web/goods/${withSkins.id}`, { lang: ZH })
      assert.equal(zh.data.gameName, '王者荣耀')
      assert.deepEqual(zh.data.attrs.find((a: any) => a.key === 'rare').valueLabels, {})
    })

    it('console: a game’s English name shows at once in cached lists and details, blank falls back to Chinese, overlong is refused', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      const g = await wzry(e)
      const page = () => call(e.app, 'POST', '/api/web/good/allList', { lang: EN, body: { gameId: g.id, pageNum: 1, pageSize: 5 } })
      const first = await page()
      const goodsId = first.data.rows[0].id
      const detail = () => call(e.app, 'GET', `/api/web/goods/${goodsId}`, { lang: EN })
      assert.equal((await detail()).data.gameName, 'Honor of Kings')
      // twice, so both come from the cache
      assert.equal((await page()).data.rows[0].gameName, 'Honor of Kings')

      const tooLong = await call(e.app, 'PUT', `/api/admin/games/${g.id}`, { token: admin.token, body: gameBody(g, { nameEn: 'x'.repeat(61) }) })
      assert.equal(tooLong.code, 400)
      assert.match(tooLong.msg, /英文名称不能超过60个字符/)
      const tooLongEn = await call(e.app, 'PUT', `/api/admin/games/${g.id}`, { token: admin.token, lang: EN, body: gameBody(g, { nameEn: 'x'.repeat(61) }) })
      assert.match(tooLongEn.msg, /English name must be at most 60/)
      assert.equal((await wzry(e)).nameEn, 'Honor of Kings', 'a refused edit changes nothing')

      const renamed = await call(e.app, 'PUT', `/api/admin/games/${g.id}`, { token: admin.token, body: gameBody(g, { nameEn: '  King of Glory  ' }) })
      assert.equal(renamed.code, 200, renamed.msg)
      assert.equal(renamed.data.nameEn, 'King of Glory')
      assert.equal((await page()).data.rows[0].gameName, 'King of Glory')
      assert.equal((await detail()).data.gameName, 'King of Glory')
      const grid = await call(e.app, 'GET', '/api/web/game/list', { lang: EN })
      assert.ok(grid.data.some((t: any) => t.games.some((x: any) => x.name === 'King of Glory')))
      // Chinese readers are not touched
      assert.equal((await call(e.app, 'GET', `/api/web/goods/${goodsId}`, { lang: ZH })).data.gameName, '王者荣耀')

      const cleared = await call(e.app, 'PUT', `/api/admin/games/${g.id}`, { token: admin.token, body: gameBody(g, { nameEn: ' ' }) })
      assert.equal(cleared.code, 200, cleared.msg)
      assert.equal(cleared.data.nameEn, null)
      assert.equal((await page()).data.rows[0].gameName, '王者荣耀', 'no English name: the Chinese one')
      assert.equal((await detail()).data.gameName, '王者荣耀')
      // the tests below read the demo's English name
      const restored = await call(e.app, 'PUT', `/api/admin/games/${g.id}`, { token: admin.token, body: gameBody(g, { nameEn: 'Honor of Kings' }) })
      assert.equal(restored.code, 200, restored.msg)
    })

    it('console: banners save an English title and subtitle; blank falls back, overlong is refused', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      const image = await uploadImage(e.app, admin.token)
      const base = { slot: 'banner', title: '双十一特惠', subtitle: '全场包赔', image, link: '/index/goodList?gameId=1', enabled: true }
      const before = (await e.db.select().from(promotions)).length
      for (const [over, msg] of [
        [{ titleEn: 'x'.repeat(61) }, /英文标题不能超过60个字符/],
        [{ subtitleEn: 'x'.repeat(81) }, /英文副标题不能超过80个字符/],
      ] as const) {
        const res = await call(e.app, 'POST', '/api/admin/promotions', { token: admin.token, body: { ...base, ...over } })
        assert.equal(res.code, 400)
        assert.match(res.msg, msg)
      }
      assert.equal((await e.db.select().from(promotions)).length, before)

      const created = await call(e.app, 'POST', '/api/admin/promotions', { token: admin.token, body: { ...base, titleEn: 'Singles Day deals' } })
      assert.equal(created.code, 200, created.msg)
      assert.equal(created.data.titleEn, 'Singles Day deals')
      assert.equal(created.data.subtitleEn, null)
      const shown = async (lang: string) =>
        (await call(e.app, 'GET', '/api/account/zhubo/list?type=banner', { lang })).data.find((p: any) => p.id === created.data.id)
      assert.deepEqual([(await shown(EN)).title, (await shown(EN)).subtitle], ['Singles Day deals', '全场包赔'])
      assert.deepEqual([(await shown(ZH)).title, (await shown(ZH)).subtitle], ['双十一特惠', '全场包赔'])

      // a client that does not send the English fields leaves them as they are
      const kept = await call(e.app, 'PUT', `/api/admin/promotions/${created.data.id}`, { token: admin.token, body: base })
      assert.equal(kept.data.titleEn, 'Singles Day deals')
      const edited = await call(e.app, 'PUT', `/api/admin/promotions/${created.data.id}`, {
        token: admin.token,
        body: { ...base, titleEn: '', subtitleEn: 'Compensation on everything' },
      })
      assert.equal(edited.code, 200, edited.msg)
      assert.deepEqual([(await shown(EN)).title, (await shown(EN)).subtitle], ['双十一特惠', 'Compensation on everything'])
    })

    it('console: notices save English title, help category and content (sanitised); bad input is refused', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      const base = { noticeType: '3', title: '如何开发票？', content: '<p>在订单详情申请发票。</p>', category: '支付与退款' }
      const count = async () => (await e.db.select({ id: notices.id }).from(notices)).length
      const before = await count()
      for (const [over, msg] of [
        [{ titleEn: 'x'.repeat(201) }, /英文标题不能超过200个字符/],
        [{ categoryEn: 'x'.repeat(41) }, /英文分类不能超过40个字符/],
        [{ category: null, categoryEn: 'Invoices' }, /需与中文分类一起填写/],
      ] as const) {
        const res = await call(e.app, 'POST', '/api/admin/notices', { token: admin.token, body: { ...base, ...over } })
        assert.equal(res.code, 400, JSON.stringify(over))
        assert.match(res.msg, msg)
      }
      assert.equal(await count(), before)

      const created = await call(e.app, 'POST', '/api/admin/notices', {
        token: admin.token,
        body: {
          ...base,
          titleEn: 'How do I get an invoice?',
          categoryEn: 'Payments and refunds',
          contentEn: '<p>Ask for one in the order.</p><script>alert(1)</script>',
        },
      })
      assert.equal(created.code, 200, created.msg)
      assert.equal(created.data.title, '如何开发票？', 'the console sees the Chinese as stored')
      assert.equal(created.data.titleEn, 'How do I get an invoice?')
      assert.doesNotMatch(created.data.contentEn, /script/)
      const id = created.data.id
      const en = await call(e.app, 'GET', `/api/web/notice/${id}`, { lang: EN })
      assert.equal(en.data.title, 'How do I get an invoice?')
      assert.equal(en.data.category, 'Payments and refunds')
      assert.equal(en.data.summary, 'Ask for one in the order.')
      assert.equal(en.data.content, '<p>Ask for one in the order.</p>')
      const zh = await call(e.app, 'GET', `/api/web/notice/${id}`, { lang: ZH })
      assert.deepEqual([zh.data.title, zh.data.category, zh.data.content], ['如何开发票？', '支付与退款', '<p>在订单详情申请发票。</p>'])

      // a client that does not send the English fields leaves them as they are
      const kept = await call(e.app, 'PUT', `/api/admin/notices/${id}`, { token: admin.token, body: base })
      assert.deepEqual([kept.data.titleEn, kept.data.categoryEn, kept.data.contentEn], ['How do I get an invoice?', 'Payments and refunds', '<p>Ask for one in the order.</p>'])
      // English content that sanitises to nothing is none: English readers get the Chinese
      const emptied = await call(e.app, 'PUT', `/api/admin/notices/${id}`, {
        token: admin.token,
        body: { ...base, titleEn: 'How do I get an invoice?', contentEn: '<script>alert(1)</script>', categoryEn: null },
      })
      assert.equal(emptied.code, 200, emptied.msg)
      assert.equal(emptied.data.contentEn, null)
      const after = await call(e.app, 'GET', `/api/web/notice/${id}`, { lang: EN })
      assert.equal(after.data.title, 'How do I get an invoice?')
      assert.equal(after.data.content, '<p>在订单详情申请发票。</p>')
      assert.equal(after.data.summary, '在订单详情申请发票。')
      assert.equal(after.data.category, '支付与退款', 'no English category: the Chinese one')
    })

    it('coupons: names and their games in English, the Chinese where none was written; the console edits the English name', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      const g = await wzry(e)
      const listEn = await call(e.app, 'GET', '/api/V2/H5/getCouponList', { lang: EN })
      const listZh = await call(e.app, 'GET', '/api/V2/H5/getCouponList', { lang: ZH })
      assert.equal(listEn.code, 200)
      assert.ok(listEn.data.some((t: any) => t.name === '¥10 off ¥100'), listEn.data.map((t: any) => t.name).join())
      assert.ok(listZh.data.some((t: any) => t.name === '满100减10'))
      const forGame = listEn.data.find((t: any) => t.gameId === g.id)
      assert.deepEqual([forGame.name, forGame.gameName], ['Honor of Kings coupon', 'Honor of Kings'])
      const forGameZh = listZh.data.find((t: any) => t.gameId === g.id)
      assert.deepEqual([forGameZh.name, forGameZh.gameName], ['王者荣耀专享券', '王者荣耀'])
      assert.ok(listEn.data.filter((t: any) => t.gameId === null).every((t: any) => t.gameName === null))
      const detail = await call(e.app, 'GET', `/api/V2/H5/coupon/${forGame.id}`, { lang: EN })
      assert.deepEqual([detail.data.name, detail.data.gameName], ['Honor of Kings coupon', 'Honor of Kings'])

      // claimed, in my list and in the order preview, in the reader's language
      const user = await verifiedUser(e)
      const mine = await call(e.app, 'POST', '/api/coupon/record/receive', { token: user.token, lang: EN, body: { templateId: forGame.id } })
      assert.equal(mine.code, 200, mine.msg)
      assert.deepEqual([mine.data.name, mine.data.gameName], ['Honor of Kings coupon', 'Honor of Kings'])
      const auto = await call(e.app, 'GET', '/api/coupon/record/receiveCoupon/auto', { token: user.token, lang: EN })
      assert.deepEqual(auto.data.claimed.map((r: any) => r.name).sort(), ['Newcomer coupon', 'Newcomer red packet'])
      const myEn = await call(e.app, 'GET', '/api/coupon/record/myList?status=0&pageSize=20', { token: user.token, lang: EN })
      const myZh = await call(e.app, 'GET', '/api/coupon/record/myList?status=0&pageSize=20', { token: user.token, lang: ZH })
      assert.ok(myEn.data.rows.some((r: any) => r.name === 'Honor of Kings coupon' && r.gameName === 'Honor of Kings'))
      assert.ok(myZh.data.rows.some((r: any) => r.name === '王者荣耀专享券' && r.gameName === '王者荣耀'))
      const [onSale] = await e.db
        .select({ id: goods.id })
        .from(goods)
        .where(and(eq(goods.gameId, g.id), eq(goods.status, 'on_sale'), gte(goods.price, 20_000)))
        .limit(1)
      const preview = await call(e.app, 'GET', `/api/need/order/preview?goodsId=${onSale.id}&compensation=none`, { token: user.token, lang: EN })
      assert.equal(preview.code, 200, preview.msg)
      assert.ok(preview.data.coupons.some((c: any) => c.name === 'Honor of Kings coupon'))
      assert.ok(preview.data.redPackets.some((c: any) => c.name === 'Newcomer red packet'))

      // no English name: English readers see the Chinese
      const plain = await template(e, { name: '只有中文的券' })
      assert.equal((await call(e.app, 'GET', `/api/V2/H5/coupon/${plain}`, { lang: EN })).data.name, '只有中文的券')

      // the console: overlong refused in both languages and nothing changes; trimmed; absent keeps it; blank clears it
      const [row] = await e.db.select().from(couponTemplates).where(eq(couponTemplates.id, plain))
      const body = {
        kind: row.kind, name: row.name, description: row.description, amount: row.amount, threshold: row.threshold, gameId: row.gameId,
        validDays: row.validDays, stock: row.stock, perUserLimit: row.perUserLimit, auto: row.auto, listed: row.listed, enabled: row.enabled,
      }
      const put = (over: Record<string, unknown>, lang = ZH) =>
        call(e.app, 'PUT', `/api/admin/coupon-templates/${plain}`, { token: admin.token, lang, body: { ...body, ...over } })
      const long = await put({ nameEn: 'x'.repeat(61) })
      assert.equal(long.code, 400)
      assert.equal(long.msg, '英文名称不能超过60个字符')
      assert.equal((await put({ nameEn: 'x'.repeat(61) }, EN)).msg, 'the English name must be at most 60 characters')
      assert.equal((await put({ nameEn: 42 })).code, 400)
      assert.equal((await e.db.select().from(couponTemplates).where(eq(couponTemplates.id, plain)))[0].nameEn, null, 'refused edits change nothing')
      const set = await put({ nameEn: '  Chinese-only coupon  ' })
      assert.equal(set.code, 200, set.msg)
      assert.equal(set.data.nameEn, 'Chinese-only coupon')
      assert.equal(set.data.name, '只有中文的券', 'the console gets the Chinese name to edit')
      assert.equal((await call(e.app, 'GET', `/api/V2/H5/coupon/${plain}`, { lang: EN })).data.name, 'Chinese-only coupon')
      assert.equal((await call(e.app, 'GET', `/api/V2/H5/coupon/${plain}`, { lang: ZH })).data.name, '只有中文的券')
      assert.equal((await put({ description: '改了说明' })).data.nameEn, 'Chinese-only coupon', 'absent: kept')
      assert.equal((await put({ nameEn: '  ' })).data.nameEn, null, 'blank: none')
      const created = await call(e.app, 'POST', '/api/admin/coupon-templates', { token: admin.token, body: { ...body, name: '新建券', nameEn: 'New coupon', gameId: g.id } })
      assert.equal(created.code, 200, created.msg)
      assert.equal(created.data.nameEn, 'New coupon')
      const adminList = await call(e.app, 'GET', '/api/admin/coupon-templates?pageSize=50', { token: admin.token, lang: EN })
      assert.equal(adminList.data.rows.find((t: any) => t.id === created.data.id).gameName, 'Honor of Kings')
    })

    it('recycling and the blacklist check name games in English', async () => {
      const e = env()
      const g = await wzry(e)
      const recentEn = await call(e.app, 'GET', '/api/account/backlist/recent?pageSize=50', { lang: EN })
      const recentZh = await call(e.app, 'GET', '/api/account/backlist/recent?pageSize=50', { lang: ZH })
      assert.ok(recentEn.data.rows.length > 0, 'the demo has completed recycles')
      assert.ok(recentEn.data.rows.every((r: any) => !/[\u4e00-\u9fff]/.test(r.gameName)), recentEn.data.rows.map((r: any) => r.gameName).join())
      assert.ok(recentZh.data.rows.some((r: any) => /[\u4e00-\u9fff]/.test(r.gameName)))

      const seller = await verifiedUser(e)
      const req = await submitted(e, seller)
      const mineEn = await call(e.app, 'GET', `/api/account/backlist/${req.id}`, { token: seller.token, lang: EN })
      assert.equal(mineEn.data.gameName, 'Honor of Kings')
      const tab = await call(e.app, 'GET', '/api/account/backlist/allList', { token: seller.token, lang: EN })
      assert.equal(tab.data.rows[0].gameName, 'Honor of Kings')
      assert.equal((await call(e.app, 'GET', `/api/account/backlist/${req.id}`, { token: seller.token, lang: ZH })).data.gameName, '王者荣耀')
      const m = await merchant(e)
      const openings = await call(e.app, 'GET', `/api/merchant/requests?pageSize=50&gameId=${g.id}`, { token: m.token, lang: EN })
      assert.equal(openings.code, 200, openings.msg)
      assert.ok(openings.data.rows.length > 0)
      assert.ok(openings.data.rows.every((r: any) => r.gameName === 'Honor of Kings'))

      // the blacklist check: the game an entry is limited to, in the reader's language; bad input is still refused
      await e.db.insert(blacklist).values({ kind: 'qq', value: '99887766', reason: '骗子，收款后失联', gameId: g.id })
      const en = await call(e.app, 'GET', '/api/black/blackList?kind=qq&value=99887766', { lang: EN })
      assert.equal(en.code, 200, en.msg)
      assert.equal(en.data.entries[0].gameName, 'Honor of Kings')
      assert.equal((await call(e.app, 'GET', '/api/black/blackList?kind=qq&value=99887766', { lang: ZH })).data.entries[0].gameName, '王者荣耀')
      const bad = await call(e.app, 'GET', '/api/black/blackList?kind=qq&value=12', { lang: EN })
      assert.equal(bad.code, 400)
      assert.doesNotMatch(bad.msg, /[\u4e00-\u9fff]/)
      const admin = await roleToken(e, 'admin')
      const entries = await call(e.app, 'GET', '/api/admin/blacklist?kind=qq&value=99887766', { token: admin.token, lang: EN })
      assert.equal(entries.data.rows[0].gameName, 'Honor of Kings')
    })
  })
}
