import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import PageState from '../../src/components/PageState'
import { localeStore } from '../../src/stores/locale'
import { text, waitFor } from './helpers'

beforeEach(() => localeStore.setLocale('zh-CN'))

afterEach(() => {
  document.body.innerHTML = ''
  jest.restoreAllMocks()
})

test('an error that a retry can fix offers 重试', async () => {
  const retry = jest.fn()
  const u = new TestUtils()
  await u.mount(() => <PageState error='网络异常' onRetry={retry} />)
  await waitFor(() => expect(text()).toContain('网络异常'))
  expect(text()).toContain('重试')
  expect(document.querySelector('.page-state__home')).toBeNull()
  ;(document.querySelector('.page-state__retry') as HTMLElement).click()
  expect(retry).toHaveBeenCalledTimes(1)
})

test('an error nothing can fix (a missing listing) offers the way home instead', async () => {
  const reLaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve()) as unknown as typeof Taro.reLaunch)
  const u = new TestUtils()
  await u.mount(() => <PageState error='商品不存在或已下架' />)
  await waitFor(() => expect(text()).toContain('返回首页'))
  expect(text()).not.toContain('重试')
  ;(document.querySelector('.page-state__home') as HTMLElement).click()
  await waitFor(() => expect(reLaunch).toHaveBeenCalledTimes(1))
  expect((reLaunch.mock.calls[0][0] as { url: string }).url).toBe('/pages/index/home/index')
})
