import './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import { runInAction } from 'mobx'
import GonggaoPage from '../../src/pages/other/gonggao'
import { localeStore } from '../../src/stores/locale'
import { click, mockApi, sleep, text, waitFor } from './helpers'
import { firePage, resetPageHooks } from './pageHooks'

const reachBottom = () => firePage('onReachBottom')

const notice = (id: number) => ({ id, noticeType: '1', title: '公告' + id + '号', summary: null, cover: null, pinned: false, publishedAt: '2026-05-01T00:00:00.000Z' })

beforeEach(() => {
  runInAction(() => localeStore.setLocale('zh-CN'))
})

const mounted: TestUtils[] = []

afterEach(() => {
  for (const u of mounted.splice(0)) u.unmout()
  resetPageHooks()
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

test('the announcements list loads the next page at the bottom and says when there is no more', async () => {
  const api = mockApi({
    'GET /web/notice/list': (o) => {
      const pageNum = Number(/pageNum=(\d+)/.exec(o.url)![1])
      const rows = pageNum === 1 ? Array.from({ length: 10 }, (_, i) => notice(i + 1)) : [notice(11), notice(12)]
      return { code: 200, data: { rows, total: 12 } }
    },
  })
  const u = new TestUtils()
  mounted.push(u)
  await u.mount(GonggaoPage)
  await waitFor(() => expect(text()).toContain('公告10号'))
  expect(text()).not.toContain('公告11号')
  reachBottom()
  await waitFor(() => expect(text()).toContain('公告12号'))
  expect(text()).toContain('没有更多了')
  reachBottom()
  await sleep(30)
  expect(api.calls.filter((c) => c.path === '/web/notice/list')).toHaveLength(2)
})

test('a failed next page shows its error and a tap on it tries again', async () => {
  let fail = true
  mockApi({
    'GET /web/notice/list': (o) => {
      const pageNum = Number(/pageNum=(\d+)/.exec(o.url)![1])
      if (pageNum === 2 && fail) return { code: 500, msg: '服务器繁忙' }
      const rows = pageNum === 1 ? Array.from({ length: 10 }, (_, i) => notice(i + 1)) : [notice(11)]
      return { code: 200, data: { rows, total: 11 } }
    },
  })
  const u = new TestUtils()
  mounted.push(u)
  await u.mount(GonggaoPage)
  await waitFor(() => expect(text()).toContain('公告10号'))
  reachBottom()
  await waitFor(() => expect(text()).toContain('服务器繁忙'))
  expect(text()).toContain('公告10号')
  fail = false
  await click(u, '.paged-list__footer')
  await waitFor(() => expect(text()).toContain('公告11号'))
})
