import type { UserConfigExport } from '@tarojs/cli'

/**
 * H5 minification: Taro's H5 defaults keep every function name and quote every object key, which only costs bytes
 * (about 10 KB gzip on /index/home's first load, see `npm run size`). The mini program keeps Taro's own, more
 * cautious terser settings.
 */
const h5Terser: UserConfigExport<'webpack5'> = {
  terser: {
    enable: true,
    config: {
      keep_fnames: false,
      compress: { passes: 2 },
      output: { comments: false, keep_quoted_props: false, quote_keys: false },
    },
  },
}

/**
 * Mini program: Taro's own terser settings (merged under these) escape every non-ASCII character, so each Chinese
 * character of the copy costs 6 bytes (`\uXXXX`) instead of 3; WeChat reads scripts as UTF-8 (development builds
 * ship them unescaped), and the main package is limited to 1 MB by our own budget.
 */
const miniTerser: UserConfigExport<'webpack5'> = {
  terser: { enable: true, config: { output: { ascii_only: false } } },
}

export default {
  ...(process.env.TARO_ENV === 'h5' ? h5Terser : miniTerser),
  mini: {},
  h5: {},
} satisfies UserConfigExport<'webpack5'>
