#!/usr/bin/env node
/**
 * Draws the mini program's native tab bar icons into src/assets/tabbar/: WeChat's tabBar takes image files only
 * (PNG, at most 40 KB each, 81x81 px recommended, in the main package), not the CSS-mask icons H5's bottom bar
 * uses. The shapes are the same line icons (read from src/components/_icons.scss, so both bars show one set), in
 * the bar's colours from src/components/tabs.ts: thin and grey, and bold in the brand's orange for the current tab
 * (<icon>-active.png), as BottomNav.scss draws them. Rasterised by Chromium on a transparent background, as
 * scripts/gen-goods-images.mjs does for the demo pictures, then stored as palette PNGs by sharp (one colour at 16
 * levels of coverage: under 1 KB each instead of ~2 KB, which the 1 MB main package feels). The drawing is
 * deterministic and the files are committed.
 *
 *   node --import tsx scripts/gen-tabbar-icons.mts      (needs Chromium: /usr/bin/chromium or CHROMIUM_PATH)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { TABS, TAB_COLORS } from '../src/components/tabs.ts'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const OUT = join(ROOT, 'src', 'assets', 'tabbar')
const SIZE = 81
const LIMIT = 40 * 1024
/** stroke widths of _icons.scss: 1.8 normally, 2.6 for the current tab */
const THIN = 1.8
const BOLD = 2.6

/** the `<path .../>` markup of each icon in _icons.scss's $icon-paths map */
function iconPaths(): Map<string, string> {
  const scss = readFileSync(join(ROOT, 'src', 'components', '_icons.scss'), 'utf8')
  const out = new Map<string, string>()
  for (const m of scss.matchAll(/^\s*([\w-]+):\s*"(<[^"]+)",?\s*$/gm)) out.set(m[1], m[2])
  return out
}

function svg(paths: string, colour: string, stroke: number): string {
  // a little room around the 24-unit drawing, as the H5 icon box leaves
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="-1.5 -1.5 27 27" fill="none" stroke="${colour}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${paths.replace(/'/g, '"')}</svg>`
}

async function main() {
  const paths = iconPaths()
  mkdirSync(OUT, { recursive: true })
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE }, deviceScaleFactor: 1 })
    for (const tab of TABS) {
      const shape = paths.get(tab.icon)
      if (!shape) throw new Error(`no icon ${tab.icon} in _icons.scss`)
      for (const [file, colour, stroke] of [
        [`${tab.icon}.png`, TAB_COLORS.text, THIN],
        [`${tab.icon}-active.png`, TAB_COLORS.active, BOLD],
      ] as const) {
        await page.setContent(`<!doctype html><html><body style="margin:0;overflow:hidden;background:transparent">${svg(shape, colour, stroke)}</body></html>`)
        const shot = await page.screenshot({ type: 'png', omitBackground: true, clip: { x: 0, y: 0, width: SIZE, height: SIZE } })
        const png = await sharp(shot).png({ palette: true, colors: 16, dither: 0, compressionLevel: 9, effort: 10 }).toBuffer()
        if (png.length > LIMIT) throw new Error(`${file} is ${png.length} bytes, over WeChat's ${LIMIT}`)
        writeFileSync(join(OUT, file), png)
        console.log(`${file}: ${png.length} bytes`)
      }
    }
  } finally {
    await browser.close()
  }
}

await main()
