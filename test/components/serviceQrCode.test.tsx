import TestUtils from '@tarojs/test-utils-react'
import QrCode, { asciiBase64, qrDataUrl, utf8Bytes } from '../../src/components/QrCode'
import { waitFor } from './helpers'

test('base64 and UTF-8 without platform helpers match Node', () => {
  for (const s of ['', 'a', 'ab', 'abc', '<svg viewBox="0 0 23 23"/>']) expect(asciiBase64(s)).toBe(Buffer.from(s).toString('base64'))
  for (const s of ['https://qm.qq.com/q/abc', '微信客服', '😀 ok']) expect(Array.from(utf8Bytes(s))).toEqual(Array.from(Buffer.from(s, 'utf8')))
})

test('a QR code of Chinese text is an SVG data URL; text too long for a QR code gives an empty box, not a crash', async () => {
  const url = await qrDataUrl('官方交易1群 https://qm.qq.com/q/abc')
  expect(Buffer.from(url.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg[^>]*>[^]*<\/svg>\s*$/)
  await expect(qrDataUrl('x'.repeat(5000))).rejects.toBeTruthy()

  const u = new TestUtils()
  await u.mount(() => (
    <>
      <QrCode text='https://u.wechat.com/x' size={200} />
      <QrCode text={'x'.repeat(5000)} />
    </>
  ))
  await waitFor(() => expect(document.querySelectorAll('.qr-code__img')).toHaveLength(1))
  expect(document.querySelectorAll('.qr-code')).toHaveLength(2)
  u.unmout()
})
