/**
 * Re-encoding of an uploaded image with sharp (libvips). A phone photo carries EXIF: the GPS position where it
 * was taken, the device, the time; none of it may reach other users. So nothing the client sent is stored as
 * it came:
 * - the original is decoded, turned upright by its EXIF orientation and encoded again in its own format, with
 *   no metadata at all (EXIF, XMP, IPTC, ICC: sharp writes none unless asked; colours are converted to sRGB);
 * - two WebP copies are made from it for the app (contract/images.ts): `display` (at most 1280 px on the longest
 *   side, the viewer and the gallery) and `thumb` (400 px, list cards). Animated GIF and WebP stay animated.
 * Bytes that claim an image type but do not decode, or an image of more than MAX_PIXELS, are refused.
 */
import sharp, { type Sharp } from 'sharp'
import type { ImageType } from '../../../contract/selling'
import { IMAGE_VARIANT_PX, type ImageVariant } from '../../../contract/images'
import { AppError } from '../../lib/errors'

/** decompression-bomb guard: a 5 MB file can claim a huge canvas; 40 megapixels is beyond any phone photo */
export const MAX_PIXELS = 40_000_000

export interface Reencoded {
  original: Buffer
  variants: Record<ImageVariant, Buffer>
}

const QUALITY = { original: 88, display: 80, thumb: 72 }

function open(bytes: Buffer, animated: boolean): Sharp {
  // failOn 'error': truncated or corrupt data is refused instead of decoded into grey blocks
  return sharp(bytes, { animated, failOn: 'error', limitInputPixels: MAX_PIXELS })
}

/** Re-encodes `bytes` (already known by file-type to be `type`); 400 uploadUnreadable / uploadTooManyPixels. */
export async function reencode(bytes: Buffer, type: ImageType): Promise<Reencoded> {
  let pages = 1
  try {
    const meta = await open(bytes, false).metadata()
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw new AppError(400, 'uploadTooManyPixels', { mp: MAX_PIXELS / 1_000_000 })
    pages = meta.pages ?? 1
  } catch (e) {
    throw refusal(e)
  }
  const animated = pages > 1 && (type === 'image/gif' || type === 'image/webp')
  // autoOrient applies the EXIF orientation to the pixels (animations carry none)
  const upright = () => (animated ? open(bytes, true) : open(bytes, false).autoOrient())
  const sized = (variant: ImageVariant) =>
    upright()
      .resize({ width: IMAGE_VARIANT_PX[variant], height: IMAGE_VARIANT_PX[variant], fit: 'inside', withoutEnlargement: true })
      .webp({ quality: QUALITY[variant], effort: 4 })
      .toBuffer()
  const same = upright()
  const original =
    type === 'image/jpeg'
      ? same.jpeg({ quality: QUALITY.original, mozjpeg: true })
      : type === 'image/png'
        ? same.png({ compressionLevel: 9 })
        : type === 'image/webp'
          ? same.webp({ quality: QUALITY.original })
          : same.gif()
  try {
    const [o, display, thumb] = await Promise.all([original.toBuffer(), sized('display'), sized('thumb')])
    return { original: o, variants: { display, thumb } }
  } catch (e) {
    throw refusal(e)
  }
}

/** libvips' own errors as the user's message: too large, or anything else that did not decode */
function refusal(e: unknown): AppError {
  if (e instanceof AppError) return e
  if (/pixel limit/i.test((e as Error)?.message ?? '')) return new AppError(400, 'uploadTooManyPixels', { mp: MAX_PIXELS / 1_000_000 })
  return new AppError(400, 'uploadUnreadable')
}
