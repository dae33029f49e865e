/** App URLs that recycling messages point at (src/routes.ts). */
export const myRecycleLink = '/index/other/myJingjiahuishou'
export const quotesLink = (requestId: number) => `/index/other/jingjiahuishouPriceList?id=${requestId}`
export const merchantLink = '/index/other/shanghu'
