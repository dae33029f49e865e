/**
 * The listing detail says whether the listing is offered for rent, by the same rule as GET /web/rent/{id}, so the
 * listing page asks for rent terms only when they exist (both drivers).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { goods } from '../../server/modules/goods/schema'
import { listing, verifiedUser } from './buying'
import { call, DRIVERS, untilAppKnowsVersion, useTestEnv } from './helpers'

for (const driver of DRIVERS) {
  describe(`listing detail: rentable [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('is true exactly when the rent terms answer 200', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const id = await listing(e, seller.id)
      // written beside the app: its cached detail follows by notification
      const setStatus = async (status: 'reserved' | 'sold' | 'on_sale') => {
        await e.db.update(goods).set({ status }).where(eq(goods.id, id))
        await untilAppKnowsVersion(e.db, e.app)
      }
      const agree = async (expected: boolean, why: string) => {
        const detail = await call(e.app, 'GET', `/api/web/goods/${id}`)
        assert.equal(detail.code, 200, detail.msg)
        assert.equal((detail.data as { rentable: boolean }).rentable, expected, why)
        assert.equal((await call(e.app, 'GET', `/api/web/rent/${id}`)).code, expected ? 200 : 404, why)
      }

      await agree(false, 'not offered')
      const on = await call(e.app, 'POST', '/api/need/goods/rent', { token: seller.token, body: { id, enabled: true, hourPrice: 500 } })
      assert.equal(on.code, 200, on.msg)
      await agree(true, 'offered, on sale')
      await setStatus('reserved')
      await agree(true, 'offered, rented out (reserved)')
      await setStatus('sold')
      // the seller still sees a sold listing; nobody can rent it
      const own = await call(e.app, 'GET', `/api/web/goods/${id}`, { token: seller.token })
      assert.equal((own.data as { rentable: boolean }).rentable, false, 'sold')
      await setStatus('on_sale')
      const off = await call(e.app, 'POST', '/api/need/goods/rent', { token: seller.token, body: { id, enabled: false } })
      assert.equal(off.code, 200, off.msg)
      await agree(false, 'renting turned off')
    })
  })
}
