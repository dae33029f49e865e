/**
 * Official inspections (验号) and the 找回 risk score (issue 25): a published report and its screenshot hashes never
 * change; a differing attribute keeps the listing off sale until the seller corrects it; the score's inputs move
 * the compensation fee within the configured bounds and the order charges the fee the preview showed; a high-risk
 * listing needs a published inspection; who may do what.
 */
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { describe, it } from 'node:test'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { percentOf } from '../../contract/pricing'
import { gameNodes, games } from '../../server/modules/game/schema'
import { goods } from '../../server/modules/goods/schema'
import { messages } from '../../server/modules/inbox/schema'
import { inspections, inspectionScreenshots } from '../../server/modules/inspection/schema'
import { listingRisk } from '../../server/modules/risk/schema'
import type { App } from '../../server/app'
import { fund, verifiedUser } from './buying'
import { call, DRIVERS, roleToken, useTestEnv, type TestEnv, type TestUser } from './helpers'
import { uploadImage } from './upload-fixtures'

const LOW = { firstOwner: true, secondRealName: true, accountAgeMonths: 36, loginChannel: 'official' }
const HIGH = { firstOwner: false, secondRealName: false, accountAgeMonths: 2, loginChannel: 'channel' }
const BOUNDS = { standard: { min: 2, max: 12 }, extended: { min: 5, max: 25 }, topup: { min: 8, max: 30 } }

async function region(env: TestEnv) {
  const [game] = await env.db.select({ id: games.id }).from(games).where(eq(games.icon, 'wzry.svg'))
  const child = async (parentId: number | null) => {
    const [row] = await env.db
      .select({ id: gameNodes.id })
      .from(gameNodes)
      .where(and(eq(gameNodes.gameId, game.id), parentId === null ? isNull(gameNodes.parentId) : eq(gameNodes.parentId, parentId)))
      .orderBy(asc(gameNodes.sort), asc(gameNodes.id))
      .limit(1)
    return row.id
  }
  const systemId = await child(null)
  const carrierId = await child(systemId)
  const areaId = await child(carrierId)
  const serverId = await child(areaId)
  return { gameId: game.id, systemId, carrierId, areaId, serverId }
}

let n = 0
async function consign(env: TestEnv, app: App, seller: TestUser, over: Record<string, unknown> = {}): Promise<number> {
  const images = [await uploadImage(app, seller.token), await uploadImage(app, seller.token), await uploadImage(app, seller.token)]
  const res = await call(app, 'POST', '/api/need/consignment', {
    token: seller.token,
    body: {
      ...(await region(env)),
      accountRealName: 'seller',
      attrs: { heroes: 100, skins: 300, noble: 'V5', rank: '王者' },
      title: `验号测试 王者 V5 ${Date.now().toString(36)}${n++}`,
      description: '个人自用号，资料齐全，成交后配合换绑。',
      price: 100_000,
      images,
      credentials: { account: 'wz_inspect_01', password: 'Pa55word!xyz', notes: null },
      compensation: 'extended',
      contact: 'QQ 55667788',
      ...over,
    },
  })
  assert.equal(res.code, 200, res.msg)
  return res.data.id
}

/** Starts, fills (every item as `results` says, else ok), screenshots and publishes an inspection; answers it. */
async function inspect(app: App, staff: { token: string }, goodsId: number, results: Record<string, string> = {}) {
  const started = await call(app, 'POST', '/api/admin/inspections', { token: staff.token, body: { goodsId } })
  assert.equal(started.code, 200, started.msg)
  const id = started.data.id
  const checks = started.data.checks.map((c: { key: string }) =>
    results[c.key] === undefined ? { key: c.key, ok: true } : { key: c.key, ok: false, observed: results[c.key] },
  )
  const saved = await call(app, 'PUT', `/api/admin/inspections/${id}`, { token: staff.token, body: { checks, note: '验号过程顺利' } })
  assert.equal(saved.code, 200, saved.msg)
  const shot = await call(app, 'POST', `/api/admin/inspections/${id}/screenshots`, { token: staff.token, body: { url: await uploadImage(app, staff.token) } })
  assert.equal(shot.code, 200, shot.msg)
  const published = await call(app, 'POST', `/api/admin/inspections/${id}/publish`, { token: staff.token })
  assert.equal(published.code, 200, published.msg)
  return published.data
}

/** review is the admins' (staff inspect) */
const approve = async (app: App, e: TestEnv, id: number) =>
  call(app, 'POST', `/api/admin/goods/${id}/review`, { token: (await roleToken(e, 'admin')).token, body: { approve: true } })

for (const driver of DRIVERS) {
  describe(`inspections and 找回 risk [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('a published report and its screenshot hashes never change; drafts are staff-only', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const other = await verifiedUser(e)
      const staff = await roleToken(e, 'staff')
      const goodsId = await consign(e, e.app, seller, { origin: LOW })

      // a seller cannot start, fill or publish inspections
      const refused = await call(e.app, 'POST', '/api/admin/inspections', { token: seller.token, body: { goodsId } })
      assert.equal(refused.code, 403)

      const started = await call(e.app, 'POST', '/api/admin/inspections', { token: staff.token, body: { goodsId } })
      assert.equal(started.code, 200, started.msg)
      const id = started.data.id
      assert.ok(started.data.checks.some((c: { key: string }) => c.key === 'attr:heroes'), 'the checklist follows the attribute template')
      assert.deepEqual(
        started.data.checks.map((c: { key: string }) => c.key).filter((k: string) => !k.startsWith('attr:')),
        ['login', 'binding:phone', 'binding:email', 'binding:thirdParty', 'noBan'],
      )
      const [told] = await e.db.select().from(messages).where(and(eq(messages.userId, seller.id), eq(messages.copyKind, 'inspection.started')))
      assert.ok(told, 'the seller is told the session started')
      assert.match(told.content, /\d{2}:\d{2}/)
      const again = await call(e.app, 'POST', '/api/admin/inspections', { token: staff.token, body: { goodsId } })
      assert.equal(again.code, 409, 'one draft per listing')

      // nobody but staff sees a draft; another user never sees the seller's view
      assert.equal((await call(e.app, 'GET', `/api/web/inspection/${id}`)).code, 404)
      assert.equal((await call(e.app, 'GET', `/api/web/inspection/${id}`, { token: other.token })).code, 404)
      assert.equal((await call(e.app, 'GET', `/api/need/inspection/goods/${goodsId}`, { token: other.token })).code, 404)
      assert.equal((await call(e.app, 'PUT', `/api/admin/inspections/${id}`, { token: seller.token, body: { checks: [] } })).code, 403)
      assert.equal((await call(e.app, 'POST', `/api/admin/inspections/${id}/publish`, { token: other.token })).code, 403)

      const early = await call(e.app, 'POST', `/api/admin/inspections/${id}/publish`, { token: staff.token })
      assert.equal(early.code, 400, 'unchecked items')
      const checks = started.data.checks.map((c: { key: string }) => ({ key: c.key, ok: true }))
      assert.equal((await call(e.app, 'PUT', `/api/admin/inspections/${id}`, { token: staff.token, body: { checks } })).code, 200)
      assert.equal((await call(e.app, 'POST', `/api/admin/inspections/${id}/publish`, { token: staff.token })).code, 400, 'no screenshot')
      const shot = await call(e.app, 'POST', `/api/admin/inspections/${id}/screenshots`, { token: staff.token, body: { url: await uploadImage(e.app, staff.token) } })
      assert.equal(shot.code, 200, shot.msg)
      const [{ url, sha256 }] = shot.data.screenshots
      const served = await e.app.inject({ method: 'GET', url })
      assert.equal(served.statusCode, 200)
      assert.equal(createHash('sha256').update(served.rawPayload).digest('hex'), sha256, 'the hash is of the stored, watermarked bytes')
      assert.equal(served.headers['content-type'], 'image/jpeg')

      const published = await call(e.app, 'POST', `/api/admin/inspections/${id}/publish`, { token: staff.token })
      assert.equal(published.code, 200, published.msg)
      assert.equal(published.data.status, 'published')

      // no API path changes it
      assert.equal((await call(e.app, 'PUT', `/api/admin/inspections/${id}`, { token: staff.token, body: { checks } })).code, 409)
      assert.equal((await call(e.app, 'POST', `/api/admin/inspections/${id}/publish`, { token: staff.token })).code, 409)
      const late = await call(e.app, 'POST', `/api/admin/inspections/${id}/screenshots`, { token: staff.token, body: { url: await uploadImage(e.app, staff.token) } })
      assert.equal(late.code, 409)
      // nor does the database let anyone
      await assert.rejects(e.db.update(inspections).set({ note: 'changed' }).where(eq(inspections.id, id)))
      await assert.rejects(e.db.delete(inspections).where(eq(inspections.id, id)))
      await assert.rejects(e.db.update(inspectionScreenshots).set({ sha256: 'f'.repeat(64) }).where(eq(inspectionScreenshots.inspectionId, id)))
      await assert.rejects(e.db.delete(inspectionScreenshots).where(eq(inspectionScreenshots.inspectionId, id)))
      await assert.rejects(e.db.insert(inspectionScreenshots).values({ inspectionId: id, url: '/api/uploads/x', sha256: 'a'.repeat(64) }))
      const [row] = await e.db.select().from(inspectionScreenshots).where(eq(inspectionScreenshots.inspectionId, id))
      assert.equal(row.sha256, sha256)

      // public now; shown on the listing as 官方验号
      const report = await call(e.app, 'GET', `/api/web/inspection/${id}`)
      assert.equal(report.code, 200, report.msg)
      assert.equal(report.data.screenshots[0].sha256, sha256)
      assert.equal((await approve(e.app, e, goodsId)).code, 200)
      const detail = await call(e.app, 'GET', `/api/web/goods/${goodsId}`)
      assert.equal(detail.code, 200, detail.msg)
      assert.equal(detail.data.protection.inspection.id, id)
      assert.equal(detail.data.protection.inspection.passed, true)
      assert.ok(detail.data.protection.inspection.checked.length >= 5)
    })

    it('a differing attribute keeps the listing off sale until the seller corrects it', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const staff = await roleToken(e, 'staff')
      const goodsId = await consign(e, e.app, seller, { origin: LOW })
      assert.equal((await approve(e.app, e, goodsId)).code, 200)

      const bad = await call(e.app, 'PUT', '/api/admin/inspections/999999', { token: staff.token, body: { checks: [] } })
      assert.equal(bad.code, 404)
      const report = await inspect(e.app, staff, goodsId, { 'attr:heroes': '90' })
      assert.equal(report.differs.length, 1)
      const [listing] = await e.db.select({ status: goods.status }).from(goods).where(eq(goods.id, goodsId))
      assert.equal(listing.status, 'off_shelf', 'taken off sale')

      const view = await call(e.app, 'GET', `/api/need/inspection/goods/${goodsId}`, { token: seller.token })
      assert.equal(view.code, 200, view.msg)
      assert.equal(view.data.differs.length, 1)
      assert.equal(view.data.differs[0].key, 'attr:heroes')
      assert.match(view.data.differs[0].observed, /^90/)

      // relisting goes to review, and review refuses while it differs
      assert.equal((await call(e.app, 'GET', `/api/goods/info/upGoods/${goodsId}`, { token: seller.token })).code, 200)
      const refused = await approve(e.app, e, goodsId)
      assert.equal(refused.code, 409)
      assert.match(refused.msg, /不符/)

      const corrected = await call(e.app, 'POST', `/api/need/inspection/goods/${goodsId}/correct`, { token: seller.token })
      assert.equal(corrected.code, 200, corrected.msg)
      assert.equal(corrected.data.differs.length, 0)
      const [after] = await e.db.select({ attrs: goods.attrs }).from(goods).where(eq(goods.id, goodsId))
      assert.equal(after.attrs.heroes, 90)
      assert.equal((await approve(e.app, e, goodsId)).code, 200)
    })

    it("the score's inputs move the fee within the bounds, the order charges it, and high risk needs an inspection", async () => {
      const e = env()
      const app = await e.build({ compensationRisk: BOUNDS } as never)
      const staff = await roleToken(e, 'staff')
      const low = await consign(e, app, await verifiedUser(e), { origin: LOW })
      const high = await consign(e, app, await verifiedUser(e), { origin: HIGH, bindings: { phone: true, email: true, thirdParty: true } })
      const [lowRisk] = await e.db.select().from(listingRisk).where(eq(listingRisk.goodsId, low))
      const [highRisk] = await e.db.select().from(listingRisk).where(eq(listingRisk.goodsId, high))
      assert.equal(lowRisk.level, 'low')
      assert.equal(highRisk.level, 'high')
      assert.ok(highRisk.reasons.some((r) => r.key === 'notFirstOwner'))

      // staff see the reasons
      const reasons = await call(app, 'GET', `/api/admin/goods/${high}/risk`, { token: staff.token })
      assert.equal(reasons.code, 200, reasons.msg)
      assert.equal(reasons.data.inspectionRequired, true)
      assert.ok(reasons.data.reasons.length > 0)

      // high risk: no sale before a published inspection
      const refused = await approve(app, e, high)
      assert.equal(refused.code, 409)
      assert.match(refused.msg, /验号/)
      assert.equal((await approve(app, e, low)).code, 200)
      await inspect(app, staff, high)
      assert.equal((await approve(app, e, high)).code, 200)

      const buyer = await verifiedUser(e)
      await fund(e, buyer.id, 1_000_000)
      const percentOfListing = async (id: number) => {
        const p = await call(app, 'GET', `/api/need/order/preview?goodsId=${id}&compensation=standard`, { token: buyer.token })
        assert.equal(p.code, 200, p.msg)
        return p.data
      }
      const lowPreview = await percentOfListing(low)
      const highPreview = await percentOfListing(high)
      const [lowScored] = await e.db.select().from(listingRisk).where(eq(listingRisk.goodsId, low))
      const expected = Math.round((2 + (10 * lowScored.score) / 100) * 2) / 2
      assert.equal(lowPreview.risk.tiers[0].percent, expected)
      assert.equal(lowPreview.compensationFee, percentOf(100_000, expected))
      assert.ok(highPreview.compensationFee > lowPreview.compensationFee, 'riskier costs more')
      assert.match(lowPreview.risk.summary, /此账号找回风险较低，包赔费 \d+(\.5)? %/)
      assert.deepEqual(highPreview.compensationOptions.map((o: { level: string }) => o.level), ['none', 'standard'], 'no extended tier at high risk')
      const en = await call(app, 'GET', `/api/need/order/preview?goodsId=${low}&compensation=standard`, { token: buyer.token, lang: 'en-US' })
      assert.match(en.data.risk.summary, /reclaimed by a former owner is low, compensation fee/)

      const ext = await call(app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId: high, compensation: 'extended', agree: true } })
      assert.equal(ext.code, 400)
      const order = await call(app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId: high, compensation: 'standard', agree: true } })
      assert.equal(order.code, 200, order.msg)
      assert.equal(order.data.compensationFee, highPreview.compensationFee, 'the order charges what the preview showed')
    })
  })
}
