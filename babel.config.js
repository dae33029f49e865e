// babel-preset-taro: https://docs.taro.zone/docs/next/babel-config
// NutUI's ES entry imports no CSS: babel-plugin-import rewrites `import { Button } from '@nutui/nutui-react-taro'`
// into the component module plus its CSS (directory names are the lower-cased component names).
const nutuiDir = '@nutui/nutui-react-taro/dist/es/packages'

module.exports = {
  presets: [
    [
      'taro',
      {
        framework: 'react',
        ts: true,
        compiler: 'webpack5',
      },
    ],
  ],
  plugins: [
    [
      'import',
      {
        libraryName: '@nutui/nutui-react-taro',
        camel2DashComponentName: false,
        customName: (name) => `${nutuiDir}/${name.toLowerCase()}`,
        customStyleName: (name) => `${nutuiDir}/${name.toLowerCase()}/style/css`,
      },
      'nutui-react-taro',
    ],
  ],
}
