/**
 * The pages whose first load is budgeted (`npm run size`) and scored (`npm run lighthouse`): home, the goods list
 * and a listing's detail. The detail page needs a real listing: the first one on sale in the running server's
 * demo data.
 */
export interface MeasuredPage {
  name: string
  path: string
  /** gzip KB of JS and CSS the page loads before the network is idle */
  budgetKb: number
}

export async function measuredPages(serverUrl: string): Promise<MeasuredPage[]> {
  const res = await fetch(serverUrl + '/api/web/good/allList', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageNum: 1, pageSize: 1, sort: 'newest' }),
  })
  const body = (await res.json()) as { data?: { rows?: { id: number }[] } }
  const id = body.data?.rows?.[0]?.id
  if (!id) throw new Error('no listing on sale to measure the detail page with: ' + JSON.stringify(body).slice(0, 200))
  return [
    { name: 'home', path: '/index/home', budgetKb: 150 },
    { name: 'goods list', path: '/index/goodList', budgetKb: 170 },
    { name: 'goods detail', path: `/index/goodDetail?id=${id}`, budgetKb: 170 },
  ]
}
