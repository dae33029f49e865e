// jest for the app: the @tarojs/test-utils-react preset plus what Taro 4 / NutUI need under jest 29.
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

const esmPackages = [
  '@tarojs',
  '@nutui',
  '@stencil',
  '@swc/helpers',
  'swiper',
  'lodash-es',
  'query-string',
  'decode-uri-component',
  'split-on-first',
  'filter-obj',
]

module.exports = defineJestConfig({
  rootDir: __dirname,
  bail: 0,
  // npm test runs jest beside the API tests and builds: a page test that takes 2 s alone can take 10 s then
  testTimeout: 30000,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/test/unit/**/*.test.{ts,tsx}', '<rootDir>/test/components/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/test/unit/__stubs__/quiet-act.ts'],
  transform: {
    '^.+\\.(mjs|js|jsx|ts|tsx)$': require.resolve('@tarojs/test-utils-react/dist/jest/babel-transformer.js'),
  },
  // the first node_modules of the path, wherever it is: not anchored at <rootDir>, since where node_modules is a
  // symlink (a git worktree sharing one install) jest sees the real path; and only the first, since a package
  // transformed here (Taro's) carries node_modules of its own that must be transformed with it
  transformIgnorePatterns: [`^(?:(?!/node_modules/).)*/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json', 'jsx'],
  moduleNameMapper: {
    '^@tarojs/router$': '@tarojs/router/dist/index.cjs.js',
    '\\.(css|scss|sass|less)$': '<rootDir>/test/unit/__stubs__/style.js',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
})
