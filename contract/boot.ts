/**
 * Data blocks the server writes into the H5 page for its first screen (server/lib/h5-page.ts) and the app reads
 * once (src/api/boot.ts), each as its API call answers it, in the page request's language (the element's `lang`
 * attribute). Home's: the banners (GET /api/account/zhubo/list?type=banner), the games (GET /api/web/game/list)
 * and the latest announcements (GET /api/web/notice/list?noticeType=1&pageNum=1&pageSize=5, HOME_NOTICES); a
 * listing's: the listing as a logged-out visitor gets it (GET /api/web/goods/{id}); the goods list's: the games and
 * the first page of its list as the page first asks for it (POST /api/web/good/allList with the query's gameId,
 * sort newest), with that gameId.
 */
export type BootKey = 'banner' | 'games' | 'notices' | 'listing' | 'goodsPage'

/** the goods list's page size (src/pages/index/goodList), which its first page written into the H5 page has */
export const GOODS_LIST_FIRST_PAGE = 10

/** how many announcements home's ticker shows */
export const HOME_NOTICES = 5

export const bootElementId = (key: BootKey) => `boot-${key}`

/** the element holding the first screen the server draws (server/lib/first-screen.ts), which the app takes away */
export const FIRST_SCREEN_ID = 'first-screen'
