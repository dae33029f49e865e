import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { uploads } from '../../server/db/schema'
import { call, DRIVERS, randomIp, registerUser, useTestEnv, type TestEnv } from './helpers'
import { tinyJpeg, tinyPng, uploadParts } from './upload-fixtures'

const EN = 'en-US,en;q=0.9'

async function uploadCount(env: TestEnv, userId: number): Promise<number> {
  return (await env.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.ownerId, userId))).length
}

async function fetchImage(env: TestEnv, url: string) {
  return env.app.inject({ method: 'GET', url, remoteAddress: randomIp() })
}

for (const driver of DRIVERS) {
  describe(`uploads [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('a PNG and a JPEG are stored and served back byte for byte with their type, cached for a year', async () => {
      const e = env()
      const user = await registerUser(e)
      for (const [bytes, type, ext] of [
        [tinyPng(), 'image/png', 'png'],
        [tinyJpeg(), 'image/jpeg', 'jpg'],
      ] as const) {
        // the declared type and name say nothing: the bytes decide
        const res = await uploadParts(e.app, user.token, [
          { name: 'file', filename: 'whatever.bin', contentType: 'application/octet-stream', data: bytes },
        ])
        assert.equal(res.code, 200, res.msg)
        assert.match(res.data.url, new RegExp(`^/api/uploads/[0-9a-f]{32}\\.${ext}$`))
        assert.equal(res.data.contentType, type)
        assert.equal(res.data.size, bytes.length)
        const got = await fetchImage(e, res.data.url)
        assert.equal(got.statusCode, 200)
        assert.equal(got.headers['content-type'], type)
        assert.equal(got.headers['cache-control'], 'public, max-age=31536000, immutable')
        assert.equal(got.headers['x-content-type-options'], 'nosniff')
        assert.ok(got.rawPayload.equals(bytes), 'same bytes')
      }
      assert.equal(await uploadCount(e, user.id), 2)
    })

    it('anything but JPEG, PNG, WEBP or GIF bytes is refused, whatever its name says', async () => {
      const e = env()
      const user = await registerUser(e)
      const text = await uploadParts(e.app, user.token, [
        { name: 'file', filename: 'photo.png', contentType: 'image/png', data: 'just some text, not an image at all' },
      ])
      assert.equal(text.code, 400)
      assert.equal(text.msg, '只能上传 JPG、PNG、WEBP 或 GIF 图片')
      const svg = await uploadParts(
        e.app,
        user.token,
        [{ name: 'file', filename: 'x.svg', contentType: 'image/svg+xml', data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' }],
        EN,
      )
      assert.equal(svg.code, 400)
      assert.equal(svg.msg, 'only JPG, PNG, WEBP or GIF images can be uploaded')
      assert.equal(await uploadCount(e, user.id), 0)
    })

    it('a file above uploadMaxBytes is refused with the limit in MB', async () => {
      const e = env()
      const small = await e.build({ uploadMaxBytes: 512 * 1024 })
      const user = await registerUser(e)
      const big = Buffer.concat([tinyPng(), Buffer.alloc(600 * 1024, 1)])
      const res = await uploadParts(small, user.token, [{ name: 'file', filename: 'big.png', contentType: 'image/png', data: big }])
      assert.equal(res.code, 400)
      assert.equal(res.msg, '图片不能超过0.5MB')
      const ok = await uploadParts(small, user.token, [{ name: 'file', filename: 'ok.png', contentType: 'image/png', data: tinyPng() }])
      assert.equal(ok.code, 200, ok.msg)
      assert.equal(await uploadCount(e, user.id), 1)
    })

    it('a request that is not multipart, or has no file, is a clear 400; logged out is 401', async () => {
      const e = env()
      const user = await registerUser(e)
      const json = await call(e.app, 'POST', '/api/upload/image', { token: user.token, body: { file: 'data:image/png;base64,AAAA' } })
      assert.equal(json.code, 400)
      assert.equal(json.msg, '请以 multipart/form-data 方式上传图片（字段名 file）')
      const empty = await call(e.app, 'POST', '/api/upload/image', { token: user.token })
      assert.equal(empty.code, 400)
      assert.equal(empty.msg, '请以 multipart/form-data 方式上传图片（字段名 file）')
      const text = await call(e.app, 'POST', '/api/upload/image', {
        token: user.token,
        rawBody: 'hello',
        headers: { 'content-type': 'text/plain' },
      })
      assert.equal(text.code, 400)
      const noFile = await uploadParts(e.app, user.token, [{ name: 'note', data: 'no file here' }])
      assert.equal(noFile.code, 400)
      assert.equal(noFile.msg, '请选择要上传的图片')
      const zero = await uploadParts(e.app, user.token, [{ name: 'file', filename: 'a.png', contentType: 'image/png', data: Buffer.alloc(0) }])
      assert.equal(zero.code, 400)
      const out = await uploadParts(e.app, null, [{ name: 'file', filename: 'a.png', contentType: 'image/png', data: tinyPng() }])
      assert.equal(out.code, 401)
      assert.equal(await uploadCount(e, user.id), 0)
      // multipart is only parsed by the upload route
      const elsewhere = await e.app.inject({
        method: 'POST',
        url: '/api/need/consignment',
        headers: { token: user.token, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      })
      assert.equal(elsewhere.statusCode, 400)
    })

    it('uploads per user and hour are limited (429)', async () => {
      const e = env()
      const limited = await e.build({ limits: { uploadsPerUserPerHour: 2 } })
      const user = await registerUser(e)
      const other = await registerUser(e)
      const file = () => [{ name: 'file', filename: 'a.png', contentType: 'image/png', data: tinyPng() }]
      assert.equal((await uploadParts(limited, user.token, file())).code, 200)
      assert.equal((await uploadParts(limited, user.token, file())).code, 200)
      const third = await uploadParts(limited, user.token, file())
      assert.equal(third.code, 429)
      assert.match(third.msg, /^上传图片过于频繁，请\d+分钟后再试$/)
      assert.equal((await uploadParts(limited, other.token, file())).code, 200, 'the limit is per user')
      assert.equal(await uploadCount(e, user.id), 2)
    })

    it('unknown images are a 404 envelope', async () => {
      const e = env()
      for (const url of ['/api/uploads/' + 'a'.repeat(32) + '.png', '/api/uploads/..%2Fsecret.key', '/api/uploads/nope']) {
        const res = await call(e.app, 'GET', url)
        assert.equal(res.code, 404)
        assert.equal(res.msg, '图片不存在')
      }
    })
  })
}
