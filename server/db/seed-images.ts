/**
 * The demo images of scripts/gen-goods-images.mjs as the seeds refer to them: COVERS screenshots per game
 * (`<icon name>-<n>.jpg`, served at /api/assets/goods/) and the home banners.
 */

/** images per game; the generator draws the same number */
export const COVERS = 10

/** URL of image `n` (1..COVERS, wrapping) of the game whose icon is `icon` ('wzry.svg' or 'wzry') */
export function goodsImage(icon: string, n: number): string {
  const base = icon.replace(/\.svg$/, '')
  return `/api/assets/goods/${base}-${(((n - 1) % COVERS) + COVERS) % COVERS + 1}.jpg`
}

/** `count` distinct images of a game starting at `first`, spread over the set (a cover and its detail shots) */
export function goodsImages(icon: string, first: number, count: number): string[] {
  return Array.from({ length: count }, (_, k) => goodsImage(icon, first + k * 3))
}

export const bannerImage = (n: number) => `/api/assets/goods/banner-${n}.jpg`
