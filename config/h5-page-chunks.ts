import * as path from 'path'

/**
 * Writes `page-chunks.json` into the H5 build: for each page's URL (the route table's customRoutes), the files of
 * the chunk group its lazy `import()` loads, e.g. { "/index/home": ["/js/5449.12e38c7d.js", "/css/5449.b54c34b4.css"] }.
 *
 * Why: the app's script fetches a page's chunk only once it has run, so the page's first paint waits for two
 * script downloads in a row. The server (server/lib/h5-page.ts) reads this file and preloads the page's own chunk
 * from the HTML, beside the app's scripts.
 */
type Origin = { request?: string }
type ChunkGroup = { origins: Origin[]; getFiles(): string[]; isInitial(): boolean }
type Compilation = {
  chunkGroups: ChunkGroup[]
  outputOptions: { publicPath?: unknown }
  emitAsset(name: string, source: unknown): void
  hooks: { processAssets: { tap(o: { name: string; stage: number }, fn: () => void): void } }
}
type Compiler = {
  webpack: { sources: { RawSource: new (s: string) => unknown }; Compilation: { PROCESS_ASSETS_STAGE_REPORT: number } }
  hooks: { thisCompilation: { tap(name: string, fn: (c: Compilation) => void): void } }
}

export class PageChunksPlugin {
  /** customRoutes: '/pages/x/index' -> its URL or URLs */
  constructor(private routes: Record<string, string | string[]>) {}

  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageChunksPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/'
        const byUrl: Record<string, string[]> = {}
        for (const group of compilation.chunkGroups) {
          if (group.isInitial()) continue
          for (const origin of group.origins) {
            // the app entry's `import('./pages/index/home/index')`, possibly with a query
            const m = /(?:^|[/\\])(pages(?:[/\\][\w-]+)+)/.exec(origin.request ?? '')
            if (!m) continue
            const page = '/' + m[1].split(path.sep).join('/').replace(/\.(tsx?|jsx?)$/, '')
            const urls = this.routes[page]
            if (!urls) continue
            const files = group
              .getFiles()
              .filter((f) => /\.(js|css)$/.test(f))
              .map((f) => publicPath + f)
            for (const url of Array.isArray(urls) ? urls : [urls]) byUrl[url] = files
          }
        }
        compilation.emitAsset('page-chunks.json', new RawSource(JSON.stringify(byUrl)))
      })
    })
  }
}
