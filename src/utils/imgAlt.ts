/**
 * The alt text of a Taro Image's inner <img> on H5 (Taro's Image has no alt prop; `nativeProps` reach the <img>).
 * Screen readers read it, and an image without one fails Lighthouse's accessibility audit. '' marks a picture
 * whose meaning is already in the text beside it (a card's cover next to its title). The mini program has no
 * <img> and takes nothing.
 */
export function imgAlt(alt: string, fetchPriority?: 'high'): { nativeProps?: { alt: string; fetchpriority?: 'high' } } {
  if (process.env.TARO_ENV !== 'h5') return {}
  // 'high' for the picture that is the largest thing on the first screen (Largest Contentful Paint)
  return { nativeProps: fetchPriority ? { alt, fetchpriority: fetchPriority } : { alt } }
}
