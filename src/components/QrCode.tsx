import { View, Image } from '@tarojs/components'
import { toString as qrToString } from 'qrcode'
import { useEffect, useState } from 'react'
import './QrCode.scss'

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/**
 * Base64 of an ASCII string. The mini program has no btoa, and a base64 data URL is the safest form for its Image
 * (percent-encoded SVG data URLs are not drawn everywhere); qrcode's SVG is plain ASCII, so no UTF-8 step is needed.
 */
export function asciiBase64(s: string): string {
  let out = ''
  for (let i = 0; i < s.length; i += 3) {
    const a = s.charCodeAt(i)
    const b = i + 1 < s.length ? s.charCodeAt(i + 1) : NaN
    const c = i + 2 < s.length ? s.charCodeAt(i + 2) : NaN
    const n = (a << 16) | ((b || 0) << 8) | (c || 0)
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63]
    out += Number.isNaN(b) ? '=' : B64[(n >> 6) & 63]
    out += Number.isNaN(c) ? '=' : B64[n & 63]
  }
  return out
}

/** UTF-8 bytes of a string (surrogate pairs joined), without TextEncoder. */
export function utf8Bytes(s: string): Uint8Array {
  const out: number[] = []
  for (const ch of s) {
    const c = ch.codePointAt(0)!
    if (c < 0x80) out.push(c)
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63))
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63))
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63))
  }
  return Uint8Array.from(out)
}

/** The QR code of `text` as an SVG data URL (rejects when the text is too long for a QR code). */
export async function qrDataUrl(text: string): Promise<string> {
  // qrcode turns a string into bytes with TextEncoder, which the mini program (and jsdom) may lack: hand it the bytes
  const svg = await qrToString([{ data: utf8Bytes(text), mode: 'byte' }], { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return 'data:image/svg+xml;base64,' + asciiBase64(svg)
}

/** design px (750-wide design) -> the unit our own styles compile to on each platform */
const designSize = (px: number) => (process.env.TARO_ENV === 'h5' ? px / 75 + 'rem' : px + 'rpx')

interface Props {
  /** what the code holds: a link, a number... */
  text: string
  /** width and height in design px (750-wide design); 320 by default */
  size?: number
}

/** A square QR code of `text`, drawn from the qrcode package's SVG; an empty box while it is drawn or if it fails. */
export default function QrCode({ text, size = 320 }: Props) {
  const [src, setSrc] = useState('')
  useEffect(() => {
    let live = true
    setSrc('')
    qrDataUrl(text).then(
      (url) => live && setSrc(url),
      () => live && setSrc(''),
    )
    return () => {
      live = false
    }
  }, [text])
  const side = designSize(size)
  return (
    <View className='qr-code' style={{ width: side, height: side }}>
      {src ? <Image className='qr-code__img' src={src} mode='aspectFit' /> : null}
    </View>
  )
}
