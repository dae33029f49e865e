/**
 * Images an admin picks for content and the catalogue (banners, game icons): an image uploaded to this server
 * (POST /upload/image, by any admin), or the image the record already shows (the seeded demo data points at the
 * server's own assets). Anything else would be a link to elsewhere, which a storefront should not embed.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { uploads } from '../upload/schema'
import { keyOfUrl } from '../upload/service'

/** true when `url` is '/api/uploads/<key>' of a stored upload */
export async function isUploadedImage(db: Pick<Db, 'select'>, url: string): Promise<boolean> {
  const key = keyOfUrl(url)
  if (!key) return false
  const [row] = await db.select({ key: uploads.key }).from(uploads).where(eq(uploads.key, key))
  return !!row
}

/** A record's new image: the one it has (unchanged), or an upload of this server; null when neither. */
export async function acceptedImage(db: Pick<Db, 'select'>, url: string, current?: string | null): Promise<string | null> {
  const trimmed = url.trim()
  if (current && trimmed === current) return current
  return (await isUploadedImage(db, trimmed)) ? trimmed : null
}

/** PostgreSQL foreign_key_violation (a row still referenced), whichever driver reports it. */
export function isForeignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: string }).code === '23503') return true
  }
  return false
}
