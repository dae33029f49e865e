import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { localeStore } from '../../src/stores/locale'
import { usePageTitle } from '../../src/utils/hooks'
import { waitFor } from './helpers'

type Stack = { route: string }[]
const taro = Taro as unknown as { getCurrentPages?: () => Stack }

/** The stack as Taro.getCurrentPages gives it (the last entry is the page on screen); jest's Taro has none. */
function stackOf(stack: Stack) {
  const fn = jest.fn(() => stack)
  taro.getCurrentPages = fn
  return fn
}

function Probe() {
  usePageTitle('wallet')
  return <View>wallet</View>
}

let titles: string[] = []

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  titles = []
  jest.spyOn(Taro, 'setNavigationBarTitle').mockImplementation(((o: { title: string }) => {
    titles.push(o.title)
    return Promise.resolve({ errMsg: 'ok' })
  }) as unknown as typeof Taro.setNavigationBarTitle)
})

afterEach(() => {
  jest.restoreAllMocks()
  delete taro.getCurrentPages
  localeStore.setLocale('zh-CN')
  document.body.innerHTML = ''
})

test('the page on screen takes its title from the route table and follows a language switch', async () => {
  stackOf([{ route: 'pages/other/wallet/index' }])
  const u = new TestUtils()
  await u.mount(Probe)
  await waitFor(() => expect(titles).toEqual(['我的钱包']))
  localeStore.setLocale('en-US')
  expect(titles).toEqual(['我的钱包', 'Wallet'])
  expect(document.title).toBe('Wallet')
})

test('a page under the one on screen leaves the title alone when the language switches', async () => {
  const top = stackOf([{ route: 'pages/other/wallet/index' }])
  const u = new TestUtils()
  await u.mount(Probe)
  await waitFor(() => expect(titles).toEqual(['我的钱包']))
  // another page opened on top (on H5 also by its URL), then the language switches
  top.mockReturnValue([{ route: 'pages/other/wallet/index' }, { route: '/index/other/mycenter' }])
  localeStore.setLocale('en-US')
  expect(titles).toEqual(['我的钱包'])
})
