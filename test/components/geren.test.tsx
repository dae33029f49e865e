import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import GerenPage from '../../src/pages/other/geren'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, text, typeInto, waitFor } from './helpers'

/** A fake server whose profile answer is held back until the test releases it. */
function slowProfileServer() {
  let release: () => void = () => {}
  const held = new Promise<void>((r) => (release = r))
  const puts: unknown[] = []
  jest.spyOn(Taro, 'request').mockImplementation((async (opts: { url: string; method: string; data?: unknown }) => {
    if (opts.method === 'GET' && opts.url.endsWith('/system/user/profile')) {
      await held
      return { statusCode: 200, data: { code: 200, msg: 'ok', data: demoProfile }, header: {} }
    }
    if (opts.method === 'PUT' && opts.url.endsWith('/system/user/profile')) {
      puts.push(opts.data)
      return { statusCode: 200, data: { code: 200, msg: 'ok', data: { ...demoProfile, ...(opts.data as object) } }, header: {} }
    }
    return { statusCode: 404, data: { code: 404, msg: 'not found', data: null }, header: {} }
  }) as unknown as typeof Taro.request)
  return { release, puts }
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
})

afterEach(() => {
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

test('a profile refresh that arrives after the user started typing keeps their edits', async () => {
  const server = slowProfileServer()
  const u = new TestUtils()
  await u.mount(GerenPage)
  await waitFor(() => expect(document.querySelector('.f-nickname input')).not.toBeNull())
  await typeInto(u, '.f-nickname', '新昵称')
  server.release()
  await new Promise((r) => setTimeout(r, 50))
  expect((document.querySelector('.f-nickname input') as HTMLInputElement).value).toBe('新昵称')
  await click(u, '.submit-btn')
  await waitFor(() => expect(server.puts).toHaveLength(1))
  expect(server.puts[0]).toMatchObject({ nickname: '新昵称' })
})

test('a bad e-mail is refused on the page and nothing is sent', async () => {
  const server = slowProfileServer()
  server.release()
  const u = new TestUtils()
  await u.mount(GerenPage)
  await waitFor(() => expect(document.querySelector('.f-email input')).not.toBeNull())
  await typeInto(u, '.f-email', 'not-an-email')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('邮箱'))
  expect(server.puts).toHaveLength(0)
})
