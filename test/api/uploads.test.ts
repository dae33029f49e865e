import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { uploads } from '../../server/modules/upload/schema'
import { LocalDiskStorage } from '../../server/lib/storage'
import { call, DRIVERS, randomIp, registerUser, useTestEnv, type TestEnv } from './helpers'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { imageVariantUrl } from '../../contract/images'
import { tinyJpeg, tinyPng, uploadParts } from './upload-fixtures'

const EN = 'en-US,en;q=0.9'

async function uploadCount(env: TestEnv, userId: number): Promise<number> {
  return (await env.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.ownerId, userId))).length
}

/** whether TIFF-structured EXIF holds the GPS IFD pointer (tag 0x8825) in its byte order */
function hasGpsIfd(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf('II') >= 0 && exif.indexOf('II') < 10 ? exif.indexOf('II') : exif.indexOf('MM'))
  return tiff.includes(tiff[0] === 0x49 ? Buffer.from([0x25, 0x88]) : Buffer.from([0x88, 0x25]))
}

/** A grey PNG whose header claims `width` x `height` pixels, with only its first row of data behind it. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([len, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 0 // grey
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function fetchImage(env: TestEnv, url: string) {
  return env.app.inject({ method: 'GET', url, remoteAddress: randomIp() })
}

for (const driver of DRIVERS) {
  describe(`uploads [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('a PNG and a JPEG are stored re-encoded in their own type and served back with it, cached for a year', async () => {
      const e = env()
      const user = await registerUser(e)
      for (const [bytes, type, ext, format] of [
        [tinyPng(), 'image/png', 'png', 'png'],
        [tinyJpeg(), 'image/jpeg', 'jpg', 'jpeg'],
      ] as const) {
        // the declared type and name say nothing: the bytes decide
        const res = await uploadParts(e.app, user.token, [
          { name: 'file', filename: 'whatever.bin', contentType: 'application/octet-stream', data: bytes },
        ])
        assert.equal(res.code, 200, res.msg)
        assert.match(res.data.url, new RegExp(`^/api/uploads/[0-9a-f]{32}\\.${ext}$`))
        assert.equal(res.data.contentType, type)
        const got = await fetchImage(e, res.data.url)
        assert.equal(got.statusCode, 200)
        assert.equal(got.headers['content-type'], type)
        assert.equal(got.headers['cache-control'], 'public, max-age=31536000, immutable')
        assert.equal(got.headers['x-content-type-options'], 'nosniff')
        assert.equal(res.data.size, got.rawPayload.length, 'size is what is stored')
        const meta = await sharp(got.rawPayload).metadata()
        assert.equal(meta.format, format)
        assert.deepEqual([meta.width, meta.height], (await sharp(bytes).metadata()).width === 1 ? [1, 1] : [8, 8])
      }
      assert.equal(await uploadCount(e, user.id), 2)
    })

    it('a phone photo loses its EXIF (GPS, device) and is turned upright; display and thumbnail WebP sizes are made', async () => {
      const e = env()
      const user = await registerUser(e)
      // 2000x1500 pixels stored sideways: EXIF orientation 6 says "turn 90° clockwise to view" (a 1500x2000 portrait)
      const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#3a7bd5' } })
        .jpeg({ quality: 80 })
        .withExif({
          IFD0: { Make: 'PhoneMakerCo', Model: 'Pocket 12' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 2700/100', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 1700/100' },
        })
        .withMetadata({ orientation: 6 })
        .toBuffer()
      const before = await sharp(photo).metadata()
      assert.ok(before.exif && hasGpsIfd(before.exif), 'the fixture carries a GPS position')
      const res = await uploadParts(e.app, user.token, [{ name: 'file', filename: 'IMG_0001.jpg', contentType: 'image/jpeg', data: photo }])
      assert.equal(res.code, 200, res.msg)
      const original = (await fetchImage(e, res.data.url)).rawPayload
      const meta = await sharp(original).metadata()
      assert.equal(meta.format, 'jpeg')
      assert.equal(meta.exif, undefined, 'no EXIF at all')
      assert.equal(meta.xmp, undefined)
      assert.equal(meta.iptc, undefined)
      assert.equal(meta.orientation, undefined)
      assert.deepEqual([meta.width, meta.height], [1500, 2000], 'upright')
      assert.ok(!original.includes(Buffer.from('PhoneMakerCo')))
      assert.ok(!original.includes(Buffer.from('Exif\0\0')))

      const id = res.data.url.slice('/api/uploads/'.length, -'.jpg'.length)
      for (const [variant, longest] of [
        ['display', 1280],
        ['thumb', 400],
      ] as const) {
        const url = imageVariantUrl(res.data.url, variant)
        assert.equal(url, `/api/uploads/${id}-${variant}.webp`)
        const got = await fetchImage(e, url)
        assert.equal(got.statusCode, 200)
        assert.equal(got.headers['content-type'], 'image/webp')
        assert.equal(got.headers['cache-control'], 'public, max-age=31536000, immutable')
        const v = await sharp(got.rawPayload).metadata()
        assert.equal(v.format, 'webp')
        assert.deepEqual([v.width, v.height], [Math.round((longest * 3) / 4), longest], `${variant}: upright, longest side ${longest}`)
        assert.equal(v.exif, undefined)
        assert.ok(got.rawPayload.length < original.length)
      }
      // a small picture is never enlarged
      const small = await uploadParts(e.app, user.token, [{ name: 'file', filename: 's.png', contentType: 'image/png', data: tinyPng() }])
      const thumb = await sharp((await fetchImage(e, imageVariantUrl(small.data.url, 'thumb'))).rawPayload).metadata()
      assert.deepEqual([thumb.width, thumb.height], [1, 1])
    })

    it('an upload stored before sizes existed answers its size URLs with the image itself', async () => {
      const e = env()
      const user = await registerUser(e)
      const key = 'b'.repeat(32) + '.png'
      const bytes = tinyPng([1, 2, 3, 255])
      // an app on a files folder of this test's own, where the old upload is put as it was stored then
      const dataDir = mkdtempSync(join(tmpdir(), 'shop-old-uploads-'))
      after(() => rmSync(dataDir, { recursive: true, force: true }))
      const app = await e.build({ dataDir })
      await new LocalDiskStorage(join(dataDir, 'uploads')).put(key, bytes)
      await e.db.insert(uploads).values({ key, ownerId: user.id, contentType: 'image/png', size: bytes.length })
      for (const variant of ['display', 'thumb'] as const) {
        const got = await app.inject({ method: 'GET', url: imageVariantUrl('/api/uploads/' + key, variant), remoteAddress: randomIp() })
        assert.equal(got.statusCode, 200)
        assert.equal(got.headers['content-type'], 'image/png')
        assert.ok(got.rawPayload.equals(bytes))
      }
      // a size of no upload is a 404 like any unknown image
      const none = await call(app, 'GET', '/api/uploads/' + 'c'.repeat(32) + '-thumb.webp')
      assert.equal(none.code, 404)
      // demo covers and links are not uploads: the app keeps their URL
      assert.equal(imageVariantUrl('/api/assets/goods/lol-1.jpg', 'thumb'), '/api/assets/goods/lol-1.jpg')
      // the mini program's URLs carry the API's origin
      assert.equal(imageVariantUrl('https://api.example.com/api/uploads/' + key, 'display'), `https://api.example.com/api/uploads/${'b'.repeat(32)}-display.webp`)
    })

    it('bytes that look like an image but do not decode, or claim too many pixels, are refused and nothing is stored', async () => {
      const e = env()
      const user = await registerUser(e)
      // a JPEG's first bytes, then noise: file-type says JPEG, the decoder does not agree
      const broken = Buffer.concat([tinyJpeg().subarray(0, 20), Buffer.alloc(2000, 0x5a)])
      const bad = await uploadParts(e.app, user.token, [{ name: 'file', filename: 'photo.jpg', contentType: 'image/jpeg', data: broken }])
      assert.equal(bad.code, 400)
      assert.equal(bad.msg, '图片已损坏或无法识别，请换一张图片')
      const badEn = await uploadParts(e.app, user.token, [{ name: 'file', filename: 'photo.jpg', contentType: 'image/jpeg', data: broken }], EN)
      assert.equal(badEn.msg, 'the image is damaged or cannot be read, please choose another one')
      // a PNG header claiming 10000 x 10000 pixels (a decompression bomb) is refused before decoding
      const huge = await uploadParts(e.app, user.token, [{ name: 'file', filename: 'huge.png', contentType: 'image/png', data: pngClaiming(10000, 10000) }])
      assert.equal(huge.code, 400)
      assert.equal(huge.msg, '图片尺寸过大（不能超过40百万像素），请缩小后再上传')
      assert.equal(await uploadCount(e, user.id), 0)
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
      // multipart is only parsed by the upload route: elsewhere it is a content type the route does not read
      const elsewhere = await call(e.app, 'POST', '/api/need/consignment', {
        token: user.token,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        rawBody: '--x--\r\n',
      })
      assert.equal(elsewhere.code, 415)
      assert.equal(elsewhere.msg, '不支持的请求内容类型，请使用 application/json')
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
