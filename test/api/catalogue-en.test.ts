/**
 * The catalogue in English: attribute names, option values and region names come in English where the catalogue
 * has them (Chinese otherwise), while the values on the wire stay canonical, so English filters and listings
 * use the same values as Chinese ones.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, eq, sql } from 'drizzle-orm'
import { gameNodes, games } from '../../server/modules/game/schema'
import { goods } from '../../server/modules/goods/schema'
import { call, DRIVERS, useTestEnv, type TestEnv } from './helpers'

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
  })
}
