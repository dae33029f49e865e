/**
 * `npm run size`: what a phone downloads before /index/home is usable. Opens the built H5 site (dist/h5, served
 * by the real server on demo data) in headless Chromium, records every JS and CSS file /index/home loads until
 * the network is idle, and prints each file's size raw and gzipped plus the total against the 200 KB budget.
 * Exits 1 over budget. Build first with `npm run build:h5` (or set STATIC_DIR to a build elsewhere).
 */
import { gzipSync } from 'node:zlib'
import { launchBrowser, phonePage, startServer } from '../test/e2e/harness.ts'

const BUDGET_KB = 200

// STATIC_DIR: measure another build (e.g. one made with TARO_OUTPUT_DIR) instead of dist/h5
const server = await startServer(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {})
const browser = await launchBrowser()
try {
  const { page } = await phonePage(browser)
  const files: { url: string; type: string; raw: number; gzip: number }[] = []
  const pending: Promise<void>[] = []
  page.on('response', (res) => {
    const type = res.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    pending.push(
      res.body().then((body) => {
        files.push({ url: new URL(res.url()).pathname, type, raw: body.length, gzip: gzipSync(body).length })
      }),
    )
  })
  await page.goto(server.url + '/index/home', { waitUntil: 'networkidle' })
  await Promise.all(pending)

  const kb = (n: number) => (n / 1024).toFixed(1).padStart(7)
  files.sort((a, b) => b.gzip - a.gzip)
  console.log('file'.padEnd(60) + 'raw KB'.padStart(9) + 'gzip KB'.padStart(9))
  for (const f of files) console.log(f.url.padEnd(60) + kb(f.raw).padStart(9) + kb(f.gzip).padStart(9))
  const sum = (type?: string) => files.filter((f) => !type || f.type === type).reduce((s, f) => s + f.gzip, 0)
  const total = sum()
  console.log(`\n/index/home first load, gzip: JS ${kb(sum('script')).trim()} KB + CSS ${kb(sum('stylesheet')).trim()} KB = ${kb(total).trim()} KB (budget ${BUDGET_KB} KB)`)
  if (total > BUDGET_KB * 1024) {
    console.log('over budget')
    process.exitCode = 1
  }
} finally {
  await browser.close()
  await server.stop()
}
