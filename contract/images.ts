/**
 * Sizes of an uploaded image. At upload the server re-encodes the photo (metadata such as a phone's GPS position
 * stripped, turned upright) and makes two WebP copies next to it: `display` (the image viewer and the listing's
 * gallery) and `thumb` (list cards). They are served at the upload's URL with the size before the extension:
 * '/api/uploads/<id>.jpg' -> '/api/uploads/<id>-thumb.webp'. Uploads made before the variants existed answer
 * those URLs with the original, so the app may always ask for a variant. Any other URL (demo covers, external
 * links) is returned unchanged. Shared by server/ and src/: no runtime dependencies.
 */

export type ImageVariant = 'display' | 'thumb'

/** The longest side, in pixels, of each variant (never enlarged beyond the original). */
export const IMAGE_VARIANT_PX: Record<ImageVariant, number> = { display: 1280, thumb: 400 }

// the mini program sees the same path behind the API's origin (src/api/request.ts assetUrl)
const UPLOAD_RE = /^((?:https?:\/\/[^/?#]+)?)\/api\/uploads\/([0-9a-f]{32})\.(jpg|png|webp|gif)$/

/** The URL of one size of an uploaded image; `url` itself when it is not an upload of this server. */
export function imageVariantUrl(url: string, variant: ImageVariant): string {
  const m = typeof url === 'string' ? UPLOAD_RE.exec(url) : null
  return m ? `${m[1]}/api/uploads/${m[2]}-${variant}.webp` : url
}

/** Shorthands for the app: list cards load the thumbnail, the viewer and gallery the display size. */
export const thumbUrl = (url: string) => imageVariantUrl(url, 'thumb')
export const displayUrl = (url: string) => imageVariantUrl(url, 'display')
