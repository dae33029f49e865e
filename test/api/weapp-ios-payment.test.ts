/**
 * WEAPP_IOS_PAYMENT and H5_SITE_URL: whether the mini program on iOS pays in place or sends the buyer to the H5
 * site, as GET /api/pay/methods tells the app; the values the server accepts; and that asking changes nothing (the
 * order stays unpaid until the buyer pays on the H5 site, through the same pay route).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { loadConfig } from '../../server/config'
import { orders } from '../../server/modules/order/schema'
import { listing, verifiedUser } from './buying'
import { call, configProblem, DRIVERS, useTestEnv } from './helpers'

describe('WEAPP_IOS_PAYMENT and H5_SITE_URL (configuration)', () => {
  it('defaults to paying in the mini program; h5 and a site address are read, case aside and without the trailing slash', () => {
    const none = loadConfig({ DATA_DIR: '/tmp/unused', SECRET_KEY: 'x'.repeat(40) })
    assert.equal(none.weappIosPayment, 'in_app')
    assert.equal(none.h5SiteUrl, null)
    const set = loadConfig({ DATA_DIR: '/tmp/unused', SECRET_KEY: 'x'.repeat(40), WEAPP_IOS_PAYMENT: 'H5', H5_SITE_URL: 'https://m.example.com/' })
    assert.equal(set.weappIosPayment, 'h5')
    assert.equal(set.h5SiteUrl, 'https://m.example.com')
  })

  it('refuses a value it does not know, naming the variable and what it takes', () => {
    assert.match(configProblem({ WEAPP_IOS_PAYMENT: 'web' }), /WEAPP_IOS_PAYMENT must be one of in_app, h5 \(got "web"\)/)
    assert.match(configProblem({ H5_SITE_URL: 'm.example.com' }), /H5_SITE_URL must be an http\(s\) URL without a path/)
    assert.match(configProblem({ H5_SITE_URL: 'https://m.example.com/shop' }), /H5_SITE_URL must be an http\(s\) URL without a path/)
  })
})

for (const driver of DRIVERS) {
  describe(`GET /pay/methods tells the mini program how to pay on iOS [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('in_app by default, with the address the request came to as the H5 site', async () => {
      const e = env()
      const buyer = await verifiedUser(e)
      const res = await call(e.app, 'GET', '/api/pay/methods', { token: buyer.token, headers: { host: 'shop.example.com:8443' } })
      assert.equal(res.code, 200)
      assert.equal(res.data.weappIos, 'in_app')
      assert.equal(res.data.h5Site, 'http://shop.example.com:8443')
    })

    it('h5 with H5_SITE_URL: the site given; asking leaves the order unpaid', async () => {
      const e = env()
      const app = await e.build({ weappIosPayment: 'h5', h5SiteUrl: 'https://m.example.com' })
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const goodsId = await listing(e, seller.id, { price: 10_000, compensation: 'none' })
      const created = await call(app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId, compensation: 'none', agree: true } })
      assert.equal(created.code, 200, created.msg)
      const res = await call(app, 'GET', '/api/pay/methods', { token: buyer.token })
      assert.equal(res.data.weappIos, 'h5')
      assert.equal(res.data.h5Site, 'https://m.example.com')
      assert.deepEqual(res.data.methods, ['sandbox'])
      const [row] = await e.db.select({ status: orders.status }).from(orders).where(eq(orders.id, created.data.id))
      assert.equal(row.status, 'pending_payment')
      assert.equal((await call(app, 'GET', '/api/pay/methods')).code, 401)
    })
  })
}
