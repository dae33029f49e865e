/**
 * `npm run lighthouse`: Lighthouse (mobile preset: a mid-range phone, 4x CPU slowdown, simulated slow 4G) on home,
 * the goods list and a listing's detail (scripts/measured-pages.mts) of the built H5 site, served by the real
 * server on demo data, in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Prints the performance,
 * accessibility and best-practices scores of each page, its main metrics, and the audits that failed. Scores vary
 * from run to run with the machine's load (performance most), so nothing is asserted: read them.
 * Each page is measured LH_RUNS times (default 3) and the run with the median performance score is the one
 * reported, with its long tasks (> 50 ms, what runs in them) and the scripts' start-up time.
 * Build first with `npm run build:h5` (or set STATIC_DIR to a build elsewhere).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startServer } from '../test/e2e/harness.ts'
import { measuredPages } from './measured-pages.mts'

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']

const server = await startServer(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {})
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--lang=zh-CN'],
})
const rows: string[] = []
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3))
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']
const perf = (lhr: Lhr) => lhr.categories.performance?.score ?? 0
type Item = Record<string, unknown>
const itemsOf = (lhr: Lhr, id: string) => ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? [])
try {
  // LH_PAGES=home,goods list: only those
  const only = process.env.LH_PAGES?.split(',')
  for (const target of (await measuredPages(server.url)).filter((p) => !only || only.includes(p.name))) {
    const runs: Lhr[] = []
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(server.url + target.path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      })
      if (!result) throw new Error('lighthouse returned nothing for ' + target.path)
      runs.push(result.lhr)
    }
    const byScore = [...runs].sort((a, b) => perf(a) - perf(b))
    const lhr = byScore[Math.floor((byScore.length - 1) / 2)]
    const { categories, audits } = lhr
    const score = (c: string) => String(Math.round((categories[c]?.score ?? 0) * 100)).padStart(4)
    const each = runs.map((r) => Math.round(perf(r) * 100)).join(', ')
    rows.push(`${target.name.padEnd(13)}${score('performance')}${score('accessibility').padStart(16)}${score('best-practices').padStart(17)}   runs: ${each}`)
    console.log(`\n${target.path} (the median of ${RUNS} runs: ${each})`)
    console.log('  ' + METRICS.map((m) => `${audits[m]?.title}: ${audits[m]?.displayValue}`).join(' | '))
    for (const c of CATEGORIES) {
      const failed = categories[c].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && (audits[ref.id].score ?? 1) < 0.9)
        .map((ref) => `${ref.id} (${audits[ref.id].displayValue || Math.round((audits[ref.id].score ?? 0) * 100)})`)
      if (failed.length) console.log(`  ${c} below 90: ${failed.join(', ')}`)
    }
    // the largest contentful paint's element and where its time went (TTFB, load delay, load time, render delay)
    const lcp = audits['largest-contentful-paint-element']?.details as { items?: { items?: Record<string, unknown>[] }[] } | undefined
    const [element, phases] = lcp?.items ?? []
    const node = element?.items?.[0]?.node as { snippet?: string } | undefined
    if (node) console.log(`  LCP element: ${node.snippet?.slice(0, 120)}`)
    if (phases?.items) console.log('  LCP phases: ' + phases.items.map((p) => `${p.phase} ${Math.round(Number(p.timing))} ms`).join(', '))
    // the main thread's long tasks (observed, before the 4x slowdown is simulated) and what the scripts cost
    const urlOf = (u: unknown) => String(u).replace(server.url, '') || 'the page'
    const long = itemsOf(lhr, 'long-tasks')
    console.log(`  long tasks (> 50 ms): ${long.length}` + long.map((t) => `\n    at ${Math.round(Number(t.startTime))} ms, ${Math.round(Number(t.duration))} ms: ${urlOf(t.url)}`).join(''))
    const boot = itemsOf(lhr, 'bootup-time').slice(0, 6)
    console.log('  script start-up (ms: total / scripting / parse+compile):' + boot.map((b) => `\n    ${Math.round(Number(b.total))} / ${Math.round(Number(b.scripting))} / ${Math.round(Number(b.scriptParseCompile))}  ${urlOf(b.url)}`).join(''))
    // LH_REQUESTS=1: what the page fetched and when (the observed load, not the simulated one)
    if (process.env.LH_REQUESTS) {
      const items = (audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []
      for (const r of items) {
        const url = String(r.url).replace(server.url, '')
        console.log(`    ${String(Math.round(Number(r.networkRequestTime))).padStart(6)} -> ${String(Math.round(Number(r.networkEndTime))).padStart(6)} ms ${String(Math.round(Number(r.transferSize) / 1024)).padStart(4)} KB ${url.slice(0, 90)}`)
      }
    }
    // LH_NODES=1: the elements behind each failed accessibility audit (where to fix it)
    if (process.env.LH_NODES) {
      for (const ref of categories.accessibility.auditRefs) {
        const a = audits[ref.id]
        if (a.score === null || a.score >= 1) continue
        const items = ((a.details as { items?: { node?: { selector?: string; snippet?: string; explanation?: string } }[] })?.items ?? []).slice(0, 6)
        for (const it of items) console.log(`    ${ref.id}: ${it.node?.selector} ${it.node?.snippet?.slice(0, 100)} ${it.node?.explanation?.split('\n')[1] ?? ''}`)
      }
    }
  }
  console.log(`\nLighthouse, mobile preset\npage          performance   accessibility   best-practices   (the median run of ${RUNS})\n` + rows.join('\n'))
} finally {
  chrome.kill()
  await server.stop()
}
