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

test('an empty list shows a picture, its sentence and the way on (去逛逛 starts again from home)', async () => {
  const reLaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve()) as unknown as typeof Taro.reLaunch)
  const u = new TestUtils()
  await u.mount(() => <PageState empty emptyText='还没有收藏的商品' emptyAction='browse' />)
  await waitFor(() => expect(text()).toContain('还没有收藏的商品'))
  expect(document.querySelector('.page-state__pic')).not.toBeNull()
  expect(text()).toContain('去逛逛')
  ;(document.querySelector('.page-state__action') as HTMLElement).click()
  await waitFor(() => expect(reLaunch).toHaveBeenCalledTimes(1))
  expect((reLaunch.mock.calls[0][0] as { url: string }).url).toBe('/pages/index/home/index')
})

test('去出售 opens the sell page on top of the list; a list may bring its own action', async () => {
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as unknown as typeof Taro.navigateTo)
  const u = new TestUtils()
  await u.mount(() => <PageState empty emptyText='还没有商品' emptyAction='sell' />)
  await waitFor(() => expect(text()).toContain('去出售'))
  ;(document.querySelector('.page-state__action') as HTMLElement).click()
  await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1))
  expect((navigateTo.mock.calls[0][0] as { url: string }).url).toContain('/pages/index/sell/index')
  document.body.innerHTML = ''

  const own = jest.fn()
  localeStore.setLocale('en-US')
  const u2 = new TestUtils()
  await u2.mount(() => <PageState empty emptyText='No matches' emptyAction={{ label: 'Clear', onClick: own }} />)
  await waitFor(() => expect(text()).toContain('Clear'))
  ;(document.querySelector('.page-state__action') as HTMLElement).click()
  expect(own).toHaveBeenCalledTimes(1)
})

test('an empty state without an action shows no button', async () => {
  const u = new TestUtils()
  await u.mount(() => <PageState empty emptyText='暂无公告' />)
  await waitFor(() => expect(text()).toContain('暂无公告'))
  expect(document.querySelector('.page-state__action')).toBeNull()
})
