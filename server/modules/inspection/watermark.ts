/**
 * The visible watermark of an inspection screenshot: the listing number and the time (China time) burnt into the
 * image with sharp, so a copy shown anywhere (or cut out of the report) still says which listing and when.
 * ASCII only: the server's fonts may lack CJK glyphs, and the numbers are what matters.
 */
import sharp from 'sharp'
import { MAX_PIXELS } from '../upload/reencode'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** 2026-11-28 14:03 (UTC+8) */
export function chinaTime(at: Date): string {
  const t = new Date(at.getTime() + 8 * 3_600_000).toISOString()
  return `${t.slice(0, 10)} ${t.slice(11, 16)} UTC+8`
}

export function watermarkText(goodsNo: string, at: Date): string {
  return `INSPECTED ${goodsNo} ${chinaTime(at)}`
}

/** A JPEG of `bytes` with `text` across its lower part (a dark band, white text) and once more faintly mid-image. */
export async function burnWatermark(bytes: Buffer, text: string): Promise<Buffer> {
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate()
  const meta = await image.metadata()
  const width = meta.width ?? 800
  const height = meta.height ?? 600
  const size = Math.max(12, Math.round(Math.min(width, height) / 22))
  const band = Math.round(size * 1.8)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect x="0" y="${height - band}" width="${width}" height="${band}" fill="rgba(0,0,0,0.55)"/>
  <text x="${Math.round(size / 2)}" y="${height - Math.round(band / 2 - size / 3)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" fill="#ffffff">${escape(text)}</text>
  <text x="50%" y="50%" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" fill="rgba(255,255,255,0.35)" transform="rotate(-20 ${width / 2} ${height / 2})">${escape(text)}</text>
</svg>`
  return image
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .jpeg({ quality: 88 })
    .toBuffer()
}
