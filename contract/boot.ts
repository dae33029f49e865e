/**
 * Data blocks the server writes into the H5 page for its first screen (server/lib/h5-page.ts) and the app reads
 * once (src/api/boot.ts): home's banners, as GET /api/account/zhubo/list?type=banner answers them, in the page
 * request's language (the element's `lang` attribute).
 */
export type BootKey = 'banner'

export const bootElementId = (key: BootKey) => `boot-${key}`
