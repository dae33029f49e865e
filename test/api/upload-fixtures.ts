/**
 * Image fixtures of the selling tests: tiny valid PNG and JPEG files built from bytes, a hand-written
 * multipart/form-data body (light-my-request does not take FormData), and an upload through the API.
 */
import assert from 'node:assert/strict'
import { crc32, deflateSync } from 'node:zlib'
import type { App } from '../../server/app'
import { randomIp } from './helpers'

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/** A 1x1 RGBA PNG of the given colour (different colours give different bytes). */
export function tinyPng(rgba: [number, number, number, number] = [255, 0, 0, 255]): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(1, 0)
  ihdr.writeUInt32BE(1, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 6 // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.from([0, ...rgba]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * An 8x8 grey baseline JPEG: one quantisation table, one-symbol Huffman tables, and a single block whose DC
 * difference and AC coefficients are all zero (two 1-bit codes, padded with ones).
 */
export function tinyJpeg(): Buffer {
  const seg = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body]
  const oneSymbolTable = (tableClassAndId: number) => [tableClassAndId, 1, ...new Array(15).fill(0), 0x00]
  return Buffer.from([
    0xff, 0xd8,
    ...seg(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...seg(0xdb, [0x00, ...new Array(64).fill(1)]),
    ...seg(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    ...seg(0xc4, oneSymbolTable(0x00)),
    ...seg(0xc4, oneSymbolTable(0x10)),
    ...seg(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f,
    0xff, 0xd9,
  ])
}

export interface Part {
  name: string
  /** a file part when given */
  filename?: string
  contentType?: string
  data: Buffer | string
}

/** A multipart/form-data body and its content-type header. */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = '----shopTestBoundary' + Math.random().toString(16).slice(2)
  const chunks: Buffer[] = []
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`
    if (p.filename !== undefined) head += `; filename="${p.filename}"\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}`
    chunks.push(Buffer.from(head + '\r\n\r\n'), Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data), Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

export interface UploadResult {
  code: number
  msg: string
  data: any
  raw: string
}

/** POST /api/upload/image with the given parts (one PNG named `file` by default); checks the envelope. */
export async function uploadParts(app: App, token: string | null, parts: Part[], lang?: string): Promise<UploadResult> {
  const { body, contentType } = multipart(parts)
  const headers: Record<string, string> = { 'content-type': contentType }
  if (token) headers.token = token
  if (lang) headers['accept-language'] = lang
  const res = await app.inject({ method: 'POST', url: '/api/upload/image', headers, payload: body, remoteAddress: randomIp() })
  const json = JSON.parse(res.body)
  assert.deepEqual(Object.keys(json).sort(), ['code', 'data', 'msg'])
  assert.equal(res.statusCode, json.code, `upload: HTTP status equals code (${json.msg})`)
  if (json.code !== 200) assert.equal(json.data, null)
  return { code: json.code, msg: json.msg, data: json.data, raw: res.body }
}

let colour = 0
/** Uploads a fresh PNG (distinct bytes each time) and returns its URL. */
export async function uploadImage(app: App, token: string): Promise<string> {
  const n = colour++
  const res = await uploadParts(app, token, [
    { name: 'file', filename: `shot${n}.png`, contentType: 'image/png', data: tinyPng([n & 255, (n >> 8) & 255, 7, 255]) },
  ])
  assert.equal(res.code, 200, res.msg)
  return res.data.url
}
