import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import TsconfigPathsPlugin from 'tsconfig-paths-webpack-plugin'
import devConfig from './dev'
import prodConfig from './prod'
import { writeH5ComponentModules } from './h5-components'
import { writeH5IconIndex } from './h5-icons'
import { PageChunksPlugin } from './h5-page-chunks'
import { WEAPP_TARGETS, weappApiBase } from './weapp'
import { createSwcRegister } from '@tarojs/helper'
import * as fs from 'fs'
import * as path from 'path'

/**
 * @antv/f2's packages each install their own copy of @antv/g-lite 1.2 (the top-level copy is 2.x, for the
 * console's charts): bundled as they lie, the chart carried a dozen copies (2.4 MB, past WeChat's 2 MB per
 * subpackage) and plugins registered into a different copy than the canvas. One copy for the app.
 */
const F2_G_LITE = path.join(path.dirname(require.resolve('@antv/f-engine/package.json')), 'node_modules/@antv/g-lite')

// Taro only transpiles config/ when it loads this file; the route table lives in src/ (the app imports it too),
// so let the same swc hook compile it (routes.ts and the parts in route-table/) before requiring it.
const routesFile = path.resolve(__dirname, '../src/routes.ts')
const routeTableDir = path.resolve(__dirname, '../src/route-table') + path.sep
createSwcRegister({ only: [(file: string) => path.resolve(file) === routesFile || path.resolve(file).startsWith(routeTableDir)] })
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { customRoutes } = require(routesFile) as typeof import('../src/routes')

// contract/ (shared with the server) sits outside src/: compile it like our own sources
const compile = { include: [path.resolve(__dirname, '../contract')] }

/**
 * NutUI is drawn on a 375 px design, our own styles on a 750 px design.
 * H5: 1rem = design width / 10 (see src/utils/rem.ts, which sets the root font size to min(viewport, 540) / 10),
 * so pxtransform's rootValue must be 75 for our files and 37.5 for NutUI's: baseFontSize 37.5 does that
 * (rootValue = baseFontSize / deviceRatio[designWidth] * 2).
 */
function designWidth(input?: string | number | { file?: string }): number {
  const file = typeof input === 'object' && input?.file ? input.file.replace(/\\+/g, '/') : ''
  return file.includes('@nutui') ? 375 : 750
}

/** Writes webpack's stats JSON after a build (see BUILD_STATS below). */
class StatsFilePlugin {
  constructor(private file: string) {}
  apply(compiler: { hooks: { done: { tap: (name: string, fn: (stats: { toJson: (o: object) => unknown }) => void) => void } } }) {
    compiler.hooks.done.tap('StatsFilePlugin', (stats) => {
      const json = stats.toJson({ all: false, assets: true, chunks: true, modules: true, nestedModules: true, dependentModules: true, modulesSpace: Infinity, nestedModulesSpace: Infinity, entrypoints: true, ids: true })
      fs.writeFileSync(this.file, JSON.stringify(json))
    })
  }
}

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'game-account-storefront',
    date: '2026-11-22',
    designWidth,
    deviceRatio: {
      640: 2.34 / 2,
      750: 1,
      375: 2,
      828: 1.81 / 2,
    },
    sourceRoot: 'src',
    // TARO_OUTPUT_DIR lets a second build (another checkout, a helper) run without touching dist/
    outputRoot: process.env.TARO_OUTPUT_DIR || `dist/${process.env.TARO_ENV}`,
    // NutUI's icons render as <i>, which the mini program's templates only know with plugin-html. H5 renders
    // HTML tags natively, so the plugin (its runtime and tag-selector rewriting) is left out of that build.
    plugins: process.env.TARO_ENV === 'h5' ? [] : ['@tarojs/plugin-html'],
    defineConstants: {},
    env: {
      // mini program only (H5 calls the same origin's /api); the appid comes from TARO_APP_ID, which Taro writes
      // into dist/weapp/project.config.json
      TARO_APP_API_BASE: JSON.stringify(weappApiBase()),
    },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: 'webpack5',
    cache: { enable: false },
    mini: {
      compile,
      miniCssExtractPluginOption: { ignoreOrder: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
      webpackChain(chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
        chain.resolve.alias.set('@antv/g-lite$', F2_G_LITE)
        // the phones' engines, not package.json's (H5) browserslist: see config/weapp.ts
        chain.module.rule('script').use('babelLoader').tap((options) => ({ ...options, targets: WEAPP_TARGETS }))
        if (process.env.NODE_ENV === 'production') chain.resolve.alias.set('mobx$', require.resolve('mobx/dist/mobx.esm.production.min.js'))
        if (process.env.BUILD_STATS) chain.plugin('build-stats').use(StatsFilePlugin, [process.env.BUILD_STATS])
      },
    },
    h5: {
      publicPath: '/',
      compile,
      staticDirectory: 'static',
      router: {
        mode: 'browser',
        customRoutes: customRoutes(),
      },
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: {
        pxtransform: { enable: true, config: { baseFontSize: 37.5 } },
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
      // BUILD_STATS also writes source maps (not deployed: the stats build goes to a scratch TARO_OUTPUT_DIR)
      ...(process.env.BUILD_STATS ? { enableSourceMap: true, sourceMapType: 'hidden-source-map' } : {}),
      devServer: {
        proxy: [{ context: ['/api'], target: 'http://127.0.0.1:8080', changeOrigin: true }],
      },
      webpackChain(chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
        // bytes /index/home loads first (budget: `npm run size`)
        chain.resolve.alias
          .set('@antv/g-lite$', F2_G_LITE)
          .set('@tarojs/components$', writeH5ComponentModules(path.resolve(__dirname, '../node_modules/.cache/taro-h5-components')))
          .set('@nutui/icons-react-taro$', writeH5IconIndex(path.resolve(__dirname, '../node_modules/.cache/nutui-icons')))
          .set('swiper/bundle$', path.resolve(__dirname, 'h5-swiper.mjs'))
          // fetch and AbortController polyfills: every browser we build for has both (package.json browserslist).
          // `false` makes webpack use an empty module; webpack-chain's types only know strings.
          .set('whatwg-fetch$', false as unknown as string)
          .set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', false as unknown as string)
          .set('jsonp-retry$', path.resolve(__dirname, 'h5-no-jsonp.mjs'))
          // Taro's system info reads four fields of this 14 KB user-agent parser: a small reader instead
          .set('platform$', path.resolve(__dirname, 'h5-platform.mjs'))
        // page-chunks.json: each page's chunk, which the server preloads from the page's HTML
        chain.plugin('page-chunks').use(PageChunksPlugin, [customRoutes()])
        // production: MobX's own minified build, without its development checks and messages
        if (process.env.NODE_ENV === 'production') chain.resolve.alias.set('mobx$', require.resolve('mobx/dist/mobx.esm.production.min.js'))
        // BUILD_STATS=<file>: webpack's stats JSON (modules per chunk) for finding what makes a chunk big
        if (process.env.BUILD_STATS) chain.plugin('build-stats').use(StatsFilePlugin, [process.env.BUILD_STATS])
      },
    },
  }

  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})
