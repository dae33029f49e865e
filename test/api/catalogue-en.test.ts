/**
 * The catalogue in English: attribute names, option values and region names come in English where the catalogue
 * has them (Chinese otherwise), while the values on the wire stay canonical, so English filters and listings
 * use the same values as Chinese ones.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, eq, sql } from 'drizzle-orm'
import { gameAttrs, gameNodes, games } from '../../server/modules/game/schema'
import { goods } from '../../server/modules/goods/schema'
import { call, DRIVERS, roleToken, useTestEnv, type TestEnv } from './helpers'

const EN = 'en-US'

async function gameId(e: TestEnv, icon: string): Promise<number> {
  const [g] = await e.db.select({ id: games.id }).from(games).where(eq(games.icon, icon))
  return g.id
}

for (const driver of DRIVERS) {
  describe(`English catalogue [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('attribute templates: English names and option labels, canonical values, no Chinese units', async () => {
      const e = env()
      const id = await gameId(e, 'wzry.svg')
      const en = await call(e.app, 'GET', `/api/web/gameTempAttr?gameId=${id}`, { lang: EN })
      const zh = await call(e.app, 'GET', `/api/web/gameTempAttr?gameId=${id}`, { lang: 'zh-CN' })
      assert.equal(en.code, 200)
      const rankEn = en.data.find((a: any) => a.key === 'rank')
      const rankZh = zh.data.find((a: any) => a.key === 'rank')
      assert.equal(rankEn.label, 'Rank')
      assert.equal(rankZh.label, '段位')
      assert.deepEqual(rankEn.options, rankZh.options, 'the values are the same in both languages')
      assert.equal(rankEn.optionLabels['王者'], 'King')
      assert.equal(rankEn.optionLabels['青铜'], 'Bronze')
      assert.deepEqual(rankZh.optionLabels, {})
      const heroes = en.data.find((a: any) => a.key === 'heroes')
      assert.equal(heroes.label, 'Heroes')
      assert.equal(heroes.unit, null)
      assert.equal(zh.data.find((a: any) => a.key === 'heroes').unit, '个')
      // an option the catalogue has no English for falls back to its value (no entry)
      const skins = en.data.find((a: any) => a.key === 'rare')
      assert.equal(skins.optionLabels['李白-千年之狐'], 'Li Bai - Millennium Fox')
      const noble = en.data.find((a: any) => a.key === 'noble')
      assert.ok(noble.options.includes('V0'))
      assert.equal(noble.optionLabels['V0'], undefined)

      // League of Legends names the same Chinese rank differently
      const lol = await call(e.app, 'GET', `/api/web/gameTempAttr?gameId=${await gameId(e, 'lol.svg')}`, { lang: EN })
      assert.equal(lol.data.find((a: any) => a.key === 'rank').optionLabels['王者'], 'Challenger')
    })

    it('areas and servers: English names where the catalogue has them, Chinese otherwise', async () => {
      const e = env()
      const id = await gameId(e, 'ys.svg')
      const systems = await call(e.app, 'GET', `/api/web/keylist?gameId=${id}`, { lang: EN })
      assert.equal(systems.code, 200)
      assert.equal(systems.data[0].name, 'Android')
      const carriers = await call(e.app, 'GET', `/api/web/districtSuit?parentId=${systems.data[0].id}`, { lang: EN })
      const areas = await call(e.app, 'GET', `/api/web/districtSuit?parentId=${carriers.data[0].id}`, { lang: EN })
      assert.equal(areas.data[0].name, 'China')
      const servers = await call(e.app, 'GET', `/api/web/districtSuit?parentId=${areas.data[0].id}`, { lang: EN })
      assert.deepEqual(servers.data.map((s: any) => s.name), ['Celestia', 'Irminsul'])
      const zh = await call(e.app, 'GET', `/api/web/districtSuit?parentId=${areas.data[0].id}`, { lang: 'zh-CN' })
      assert.deepEqual(zh.data.map((s: any) => s.name), ['天空岛', '世界树'])

      const wz = await gameId(e, 'wzry.svg')
      const wzAreas = await call(e.app, 'GET', `/api/need/area/list?gameId=${wz}`, { lang: EN })
      assert.ok(wzAreas.data.some((a: any) => a.name === 'Zones 1-100'))
      const wzServers = await call(e.app, 'GET', `/api/need/server/list?gameId=${wz}`, { lang: EN })
      assert.ok(wzServers.data.some((s: any) => s.name === 'Zone 1 Hair Trigger'))
      // a server without an English name stays as stored
      await e.db.update(gameNodes).set({ nameEn: null }).where(and(eq(gameNodes.gameId, wz), eq(gameNodes.name, '1区 一触即发')))
      const stored = await call(e.app, 'GET', `/api/need/server/list?gameId=${wz}`, { lang: EN })
      assert.ok(stored.data.some((s: any) => s.name === '1区 一触即发'))
    })

    it('an English filter uses the canonical value; cards and the detail show English labels', async () => {
      const e = env()
      const id = await gameId(e, 'wzry.svg')
      const [{ n }] = await e.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(goods)
        .where(and(eq(goods.gameId, id), eq(goods.status, 'on_sale'), sql`${goods.attrs} @> '{"rank":"王者"}'::jsonb`))
      assert.ok(n > 0)
      const body = { gameId: id, attrs: [{ key: 'rank', values: ['王者'] }], pageSize: 50 }
      const en = await call(e.app, 'POST', '/api/web/good/allList', { body, lang: EN })
      const zh = await call(e.app, 'POST', '/api/web/good/allList', { body, lang: 'zh-CN' })
      assert.equal(en.code, 200)
      assert.equal(en.data.total, n)
      assert.equal(zh.data.total, n)
      // a card's highlights show the value's English name (Peacekeeper Elite lists its tier first)
      const hp = await gameId(e, 'hpjy.svg')
      const [listed] = await e.db
        .select({ attrs: goods.attrs })
        .from(goods)
        .where(and(eq(goods.gameId, hp), eq(goods.status, 'on_sale')))
        .limit(1)
      const tier = String(listed.attrs.rank)
      const template = await call(e.app, 'GET', `/api/web/gameTempAttr?gameId=${hp}`, { lang: EN })
      const tierEn = template.data.find((a: any) => a.key === 'rank').optionLabels[tier]
      assert.ok(tierEn && tierEn !== tier, `${tier} has an English name`)
      const sameTier = { gameId: hp, attrs: [{ key: 'rank', values: [tier] }] }
      const hpEn = await call(e.app, 'POST', '/api/web/good/allList', { body: sameTier, lang: EN })
      const hpZh = await call(e.app, 'POST', '/api/web/good/allList', { body: sameTier, lang: 'zh-CN' })
      assert.ok(hpEn.data.rows.length > 0)
      assert.ok(hpEn.data.rows.every((r: any) => r.highlights.includes('Tier ' + tierEn)), JSON.stringify(hpEn.data.rows[0].highlights))
      assert.ok(hpZh.data.rows.every((r: any) => r.highlights.includes('段位 ' + tier)))
      assert.ok(en.data.rows.every((r: any) => !/区/.test(r.region.split(' / ')[2] ?? '')), 'areas in English')

      const detail = await call(e.app, 'GET', `/api/web/goods/${en.data.rows[0].id}`, { lang: EN })
      const rank = detail.data.attrs.find((a: any) => a.key === 'rank')
      assert.equal(rank.label, 'Rank')
      assert.equal(rank.value, '王者')
      assert.deepEqual(rank.valueLabels, { 王者: 'King' })
      assert.equal(detail.data.attrs.find((a: any) => a.key === 'heroes').unit, null)
      assert.ok(detail.data.areaName.startsWith('Zones'))
      const detailZh = await call(e.app, 'GET', `/api/web/goods/${en.data.rows[0].id}`, { lang: 'zh-CN' })
      assert.deepEqual(detailZh.data.attrs.find((a: any) => a.key === 'rank').valueLabels, {})
    })

    it('console: option English names are read and edited beside the options, checked like them; absent keeps them', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      const id = await gameId(e, 'wzry.svg')
      const attrs = await call(e.app, 'GET', `/api/admin/games/${id}/attrs`, { token: admin.token })
      assert.equal(attrs.code, 200, attrs.msg)
      const rank = attrs.data.find((a: any) => a.key === 'rank')
      assert.equal(rank.optionsEn['王者'], 'King')
      const body = {
        label: rank.label, labelEn: rank.labelEn, type: rank.type, options: rank.options, unit: rank.unit,
        required: rank.required, filterable: rank.filterable, min: rank.min, max: rank.max,
      }
      const put = (over: Record<string, unknown>, lang = 'zh-CN') =>
        call(e.app, 'PUT', `/api/admin/game-attrs/${rank.id}`, { token: admin.token, lang, body: { ...body, ...over } })
      const stored = async () => (await e.db.select().from(gameAttrs).where(eq(gameAttrs.id, rank.id)))[0].optionsEn

      // bad input: refused with a message in either language, nothing changes
      const before = await stored()
      const long = await put({ optionsEn: { ...rank.optionsEn, 王者: 'K'.repeat(61) } })
      assert.equal(long.code, 400)
      assert.equal(long.msg, '选项的英文名称不能超过60个字符')
      assert.equal((await put({ optionsEn: { 王者: 'K'.repeat(61) } }, EN)).msg, 'the English name of an option must be at most 60 characters')
      const unknown = await put({ optionsEn: { 不存在的段位: 'Nowhere' } })
      assert.equal(unknown.code, 400)
      assert.equal(unknown.msg, '英文名称对应的选项不存在：不存在的段位')
      assert.match((await put({ optionsEn: { 不存在的段位: 'Nowhere' } }, EN)).msg, /option the attribute does not have: 不存在的段位/)
      assert.equal((await put({ optionsEn: { 王者: 7 } })).code, 400)
      assert.equal((await put({ optionsEn: ['King'] })).code, 400)
      const heroes = attrs.data.find((a: any) => a.key === 'heroes')
      const onNumber = await call(e.app, 'PUT', `/api/admin/game-attrs/${heroes.id}`, {
        token: admin.token,
        body: { label: heroes.label, type: heroes.type, options: [], optionsEn: { x: 'y' }, required: heroes.required, filterable: heroes.filterable },
      })
      assert.equal(onNumber.code, 400)
      assert.equal(onNumber.msg, '文本和数字属性不能设置选项')
      assert.deepEqual(await stored(), before, 'refused edits change nothing')

      // saved trimmed, a blank one removed; the storefront answers it at once
      const saved = await put({ optionsEn: { ...rank.optionsEn, ' 王者 ': '  Monarch ', 青铜: '   ' } })
      assert.equal(saved.code, 200, saved.msg)
      assert.equal(saved.data.optionsEn['王者'], 'Monarch')
      assert.equal(saved.data.optionsEn['青铜'], undefined)
      const template = await call(e.app, 'GET', `/api/web/gameTempAttr?gameId=${id}`, { lang: EN })
      const rankEn = template.data.find((a: any) => a.key === 'rank')
      assert.equal(rankEn.optionLabels['王者'], 'Monarch')
      assert.equal(rankEn.optionLabels['青铜'], undefined, 'no English name: the value shows')
      // an edit without optionsEn (an older console) keeps the names of the options that stay
      const kept = await put({ options: rank.options.filter((o: string) => o !== '钻石') })
      assert.equal(kept.code, 200, kept.msg)
      assert.equal(kept.data.optionsEn['王者'], 'Monarch')
      assert.equal(kept.data.optionsEn['钻石'], undefined)
      // a new attribute with English option names
      const added = await call(e.app, 'POST', `/api/admin/games/${id}/attrs`, {
        token: admin.token,
        body: { label: '服务器类型', labelEn: 'Server type', type: 'radio', options: ['官服', '渠道服'], optionsEn: { 官服: 'Official' }, required: false, filterable: true },
      })
      assert.equal(added.code, 200, added.msg)
      assert.deepEqual(added.data.optionsEn, { 官服: 'Official' })
    })
  })
}
