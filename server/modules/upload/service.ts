/**
 * Uploaded images: stored bytes (ctx.storage) plus an `uploads` row naming the owner and the content type, and the
 * check that a listing or request only uses its author's own uploads.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import type { ImageType, UploadedImage } from '../../../contract/selling'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { uploads } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { limitOrThrow } from '../../lib/rate-limit'

export const UPLOAD_URL_PREFIX = '/api/uploads/'

/** extension of the stored key per accepted type */
const EXT: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
}

/** the shape of every key this server generates (randomBytes(16) as hex + an extension) */
const KEY_RE = /^[0-9a-f]{32}\.(jpg|png|webp|gif)$/

export const uploadUrl = (key: string) => UPLOAD_URL_PREFIX + key

/** The key of an upload URL of this server, or null for anything else. */
export function keyOfUrl(url: string): string | null {
  if (typeof url !== 'string' || !url.startsWith(UPLOAD_URL_PREFIX)) return null
  const key = url.slice(UPLOAD_URL_PREFIX.length)
  return KEY_RE.test(key) ? key : null
}

/**
 * 400 imageInvalid unless every URL is '/api/uploads/<key>' of an upload owned by `userId`; 400 imageDuplicate
 * when one image is given twice. Takes a database or a transaction handle (only reads).
 */
export async function assertOwnImages(db: Pick<Db, 'select'>, userId: number, urls: string[]): Promise<void> {
  const keys: string[] = []
  for (const url of urls) {
    const key = keyOfUrl(url)
    if (!key) throw new AppError(400, 'imageInvalid')
    keys.push(key)
  }
  if (new Set(keys).size !== keys.length) throw new AppError(400, 'imageDuplicate')
  if (keys.length === 0) return
  const rows = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(inArray(uploads.key, keys), eq(uploads.ownerId, userId)))
  if (rows.length !== keys.length) throw new AppError(400, 'imageInvalid')
}

/** Counts one upload of `userId` against the hourly limit; 429 past it (checked before the bytes are read). */
export async function countUpload(ctx: Ctx, userId: number): Promise<void> {
  await limitOrThrow(ctx.db, 'upload:' + userId, 3600, ctx.config.limits.uploadsPerUserPerHour, 'uploadRateLimited')
}

/**
 * Stores one image of `userId`: the type from the bytes (never the name or the declared type), the bytes into
 * the storage first and then the row, so a row never points at missing bytes.
 */
export async function saveUpload(ctx: Ctx, userId: number, bytes: Buffer): Promise<UploadedImage> {
  const detected = await fileTypeFromBuffer(bytes)
  const contentType = detected?.mime as ImageType | undefined
  if (!contentType || !(contentType in EXT)) throw new AppError(400, 'uploadBadType')
  const key = randomBytes(16).toString('hex') + '.' + EXT[contentType]
  await ctx.storage.put(key, bytes)
  await ctx.db.insert(uploads).values({ key, ownerId: userId, contentType, size: bytes.length })
  return { url: uploadUrl(key), contentType, size: bytes.length }
}

/** The bytes and type of an upload, or null when unknown. */
export async function readUpload(ctx: Ctx, key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!KEY_RE.test(key)) return null
  const [row] = await ctx.db.select({ contentType: uploads.contentType }).from(uploads).where(eq(uploads.key, key))
  if (!row) return null
  const bytes = await ctx.storage.get(key)
  return bytes ? { bytes, contentType: row.contentType } : null
}
