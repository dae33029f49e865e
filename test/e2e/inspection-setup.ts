/**
 * A published official inspection (验号) of a listing through the staff API, for the tests that need one to look
 * at (the mini program's report page, the listing's badge): start, every item 一致, one screenshot, publish.
 */
import { deflateSync, crc32 } from 'node:zlib'
import type { RunningServer } from './harness.ts'

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/** a plain grey PNG of w x h (a screenshot stand-in) */
export function greyPng(w = 320, h = 200): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(w, 0)
  ihdr.writeUInt32BE(h, 4)
  ihdr[8] = 8
  ihdr[9] = 2 // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, 0xc8)])
  const raw = Buffer.concat(Array.from({ length: h }, () => row))
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))])
}

async function call<T>(server: RunningServer, method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(server.url + '/api' + path, {
    method,
    headers: { Token: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const out = (await res.json()) as { code: number; msg: string; data: T }
  if (out.code !== 200) throw new Error(`${method} ${path}: ${out.code} ${out.msg}`)
  return out.data
}

/** Uploads a screenshot as `token`'s user; answers its URL. */
export async function uploadShot(server: RunningServer, token: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([greyPng()], { type: 'image/png' }), 'shot.png')
  const res = await fetch(server.url + '/api/upload/image', { method: 'POST', headers: { Token: token }, body: form })
  const out = (await res.json()) as { code: number; msg: string; data: { url: string } }
  if (out.code !== 200) throw new Error(`upload: ${out.msg}`)
  return out.data.url
}

/** Inspects listing `goodsId` as staff (`staffToken`) and publishes the report; answers its id. */
export async function publishInspection(server: RunningServer, staffToken: string, goodsId: number): Promise<number> {
  const draft = await call<{ id: number; checks: { key: string }[] }>(server, 'POST', '/admin/inspections', staffToken, { goodsId })
  await call(server, 'PUT', `/admin/inspections/${draft.id}`, staffToken, { checks: draft.checks.map((c) => ({ key: c.key, ok: true })) })
  await call(server, 'POST', `/admin/inspections/${draft.id}/screenshots`, staffToken, { url: await uploadShot(server, staffToken) })
  await call(server, 'POST', `/admin/inspections/${draft.id}/publish`, staffToken)
  return draft.id
}
