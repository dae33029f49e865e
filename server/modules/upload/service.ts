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
import { uploads } from './schema'
import { AppError } from '../../lib/errors'
import { limitOrThrow } from '../limits/limiter'
import type { ImageVariant } from '../../../contract/images'
import { reencode } from './reencode'

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

/** a size of an upload, stored next to it: '<id>-display.webp', '<id>-thumb.webp' (contract/images.ts) */
const VARIANT_KEY_RE = /^([0-9a-f]{32})-(display|thumb)\.webp$/

const variantKey = (key: string, variant: ImageVariant) => key.slice(0, 32) + '-' + variant + '.webp'

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
 * Stores one image of `userId`: the type from the bytes (never the name or the declared type), re-encoded without
 * its metadata (reencode.ts) with its display and thumbnail sizes; the bytes into the storage first (the sizes,
 * then the image) and then the row, so a row never points at missing bytes.
 */
export async function saveUpload(ctx: Ctx, userId: number, bytes: Buffer): Promise<UploadedImage> {
  const detected = await fileTypeFromBuffer(bytes)
  const contentType = detected?.mime as ImageType | undefined
  if (!contentType || !(contentType in EXT)) throw new AppError(400, 'uploadBadType')
  const clean = await reencode(bytes, contentType)
  const key = randomBytes(16).toString('hex') + '.' + EXT[contentType]
  for (const [variant, data] of Object.entries(clean.variants) as [ImageVariant, Buffer][]) await ctx.storage.put(variantKey(key, variant), data)
  await ctx.storage.put(key, clean.original)
  await ctx.db.insert(uploads).values({ key, ownerId: userId, contentType, size: clean.original.length })
  return { url: uploadUrl(key), contentType, size: clean.original.length }
}

/**
 * Stores an image this server made itself (a watermarked copy of an upload: inspection/watermark.ts) as an upload
 * of `ownerId`; the bytes are already clean, so they are stored as given (the sizes fall back to the image).
 */
export async function storeMadeImage(ctx: Ctx, ownerId: number, bytes: Buffer, contentType: 'image/jpeg' | 'image/png'): Promise<UploadedImage> {
  const key = randomBytes(16).toString('hex') + '.' + EXT[contentType]
  await ctx.storage.put(key, bytes)
  await ctx.db.insert(uploads).values({ key, ownerId, contentType, size: bytes.length })
  return { url: uploadUrl(key), contentType, size: bytes.length }
}

/**
 * The bytes and type of an upload, or of one of its sizes ('<id>-thumb.webp'), or null when unknown. An upload
 * made before sizes existed answers a size's key with the image itself, so the app may always ask for a size.
 */
export async function readUpload(ctx: Ctx, key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const variant = VARIANT_KEY_RE.exec(key)
  if (!variant && !KEY_RE.test(key)) return null
  const candidates = variant ? Object.values(EXT).map((ext) => variant[1] + '.' + ext) : [key]
  const [row] = await ctx.db.select({ key: uploads.key, contentType: uploads.contentType }).from(uploads).where(inArray(uploads.key, candidates))
  if (!row) return null
  if (variant) {
    const sized = await ctx.storage.get(key)
    if (sized) return { bytes: sized, contentType: 'image/webp' }
  }
  const bytes = await ctx.storage.get(row.key)
  return bytes ? { bytes, contentType: row.contentType } : null
}
