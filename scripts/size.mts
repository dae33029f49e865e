/**
 * `npm run size`: what a phone downloads before a page is usable, for home, the goods list and a listing's detail
 * (scripts/measured-pages.mts, each with its budget). Opens the built H5 site (dist/h5, served by the real server on
 * demo data) in headless Chromium, records every JS and CSS file each page loads on a cold visit until the network
 * is idle, and prints each file's size raw and gzipped plus each page's total against its budget. Exits 1 when a
 * page is over budget. Build first with `npm run build:h5` (or set STATIC_DIR to a build elsewhere).
 * The numbers are deterministic for one build: the same files load whatever the timing.
 */
import { gzipSync } from 'node:zlib'
import type { Response } from 'playwright-core'
import { launchBrowser, phonePage, startServer } from '../test/e2e/harness.ts'
import { measuredPages } from './measured-pages.mts'

interface Loaded {
  url: string
  type: string
  raw: number
  gzip: number
}

const kb = (n: number) => (n / 1024).toFixed(1)

// STATIC_DIR: measure another build (e.g. one made with TARO_OUTPUT_DIR) instead of dist/h5
const server = await startServer(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {})
const browser = await launchBrowser()
const summary: string[] = []
try {
  for (const target of await measuredPages(server.url)) {
    // a fresh context per page: nothing cached from the page before
    const { page, context } = await phonePage(browser)
    const files: Loaded[] = []
    const pending: Promise<void>[] = []
    const onResponse = (res: Response) => {
      const type = res.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      const url = new URL(res.url()).pathname
      pending.push(
        res.body().then(
          (body) => void files.push({ url, type, raw: body.length, gzip: gzipSync(body).length }),
          (e: Error) => Promise.reject(new Error(`could not read ${url} of ${target.path}: ${e.message}`)),
        ),
      )
    }
    page.on('response', onResponse)
    await page.goto(server.url + target.path, { waitUntil: 'networkidle' })
    // what arrives after the network was idle is not part of the first load
    page.off('response', onResponse)
    await Promise.all(pending)
    await context.close()

    files.sort((a, b) => b.gzip - a.gzip)
    console.log(`\n${target.path}\n` + 'file'.padEnd(60) + 'raw KB'.padStart(9) + 'gzip KB'.padStart(9))
    for (const f of files) console.log(f.url.padEnd(60) + kb(f.raw).padStart(9) + kb(f.gzip).padStart(9))
    const sum = (type?: string) => files.filter((f) => !type || f.type === type).reduce((s, f) => s + f.gzip, 0)
    const total = sum()
    const over = total > target.budgetKb * 1024
    if (over) process.exitCode = 1
    summary.push(
      `${target.name.padEnd(13)} JS ${kb(sum('script')).padStart(6)} KB + CSS ${kb(sum('stylesheet')).padStart(5)} KB = ${kb(total).padStart(6)} KB` +
        ` (budget ${target.budgetKb} KB)${over ? '  OVER BUDGET' : ''}`,
    )
  }
  console.log('\nfirst load, gzip:\n' + summary.join('\n'))
} finally {
  await browser.close()
  await server.stop()
}
