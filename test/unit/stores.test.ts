import type { TaroMock } from './taroMock'

jest.mock('@tarojs/taro', () => require('./taroMock').createTaroMock())

// eslint-disable-next-line @typescript-eslint/no-require-imports
const Taro: TaroMock = require('@tarojs/taro').default
import { SessionStore } from '../../src/stores/session'
import { LocaleStore, localeFromSystem, localeStore } from '../../src/stores/locale'
import { t } from '../../src/locales'
import '../../src/locales/account'
import { get } from '../../src/api/request'

const profile = { id: 7, phone: '13800001234', nickname: '小明' }
const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 200, msg: 'ok', data }, header: {} })

beforeEach(() => {
  jest.clearAllMocks()
  Taro.storage.clear()
  localeStore.setLocale('zh-CN')
})

describe('session store', () => {
  test('restores the token (and cached profile) from storage on start', () => {
    Taro.storage.set('token', 'tok-1')
    Taro.storage.set('profile', profile)
    const s = new SessionStore()
    expect(s.token).toBe('tok-1')
    expect(s.isLoggedIn).toBe(true)
    expect(s.profile).toEqual(profile)
    expect(new SessionStore().isLoggedIn).toBe(true)
    Taro.storage.clear()
    expect(new SessionStore().isLoggedIn).toBe(false)
  })

  test('after login the token is stored and the profile fetched from /system/user/profile', async () => {
    Taro.request.mockImplementation((o: { url: string }) => (o.url === '/api/system/user/profile' ? ok({ ...profile, nickname: '新名字' }) : ok(null)))
    const s = new SessionStore()
    await s.applyLogin({ token: 'tok-2', expiresAt: '', user: profile as never })
    expect(Taro.storage.get('token')).toBe('tok-2')
    expect(Taro.request.mock.calls[0][0].url).toBe('/api/system/user/profile')
    expect(Taro.request.mock.calls[0][0].header.Token).toBe('tok-2')
    expect(s.profile?.nickname).toBe('新名字')
  })

  test('logout calls POST /logout, then clears token and profile', async () => {
    Taro.storage.set('token', 'tok-3')
    Taro.request.mockImplementation(() => ok(null))
    const s = new SessionStore()
    await s.logout()
    expect(Taro.request.mock.calls[0][0]).toMatchObject({ url: '/api/logout', method: 'POST' })
    expect(s.isLoggedIn).toBe(false)
    expect(Taro.storage.has('token')).toBe(false)
  })

  test('a 401 anywhere clears the in-memory session', async () => {
    Taro.storage.set('token', 'tok-4')
    const s = new SessionStore()
    Taro.request.mockImplementation(() => Promise.resolve({ statusCode: 401, data: { code: 401, msg: 'x', data: null }, header: {} }))
    await get('/x').catch(() => null)
    expect(s.isLoggedIn).toBe(false)
    expect(s.profile).toBeNull()
  })
})

describe('locale', () => {
  test('system language picks en-US only for English', () => {
    expect(localeFromSystem('en')).toBe('en-US')
    expect(localeFromSystem('en_US')).toBe('en-US')
    expect(localeFromSystem('en-GB')).toBe('en-US')
    expect(localeFromSystem('zh_CN')).toBe('zh-CN')
    expect(localeFromSystem('ja')).toBe('zh-CN')
    expect(localeFromSystem(undefined)).toBe('zh-CN')
  })

  test('first start follows the system, a stored choice wins afterwards', () => {
    Taro.storage.clear()
    Taro.getSystemInfoSync.mockReturnValueOnce({ language: 'en' })
    expect(new LocaleStore().locale).toBe('en-US')
    const s = new LocaleStore()
    s.setLocale('zh-CN')
    Taro.getSystemInfoSync.mockReturnValueOnce({ language: 'en' })
    expect(new LocaleStore().locale).toBe('zh-CN')
  })

  test('t() translates in the current locale and fills placeholders', () => {
    expect(t('sms.resend', { n: 42 })).toBe('42秒后重发')
    localeStore.setLocale('en-US')
    expect(t('sms.resend', { n: 42 })).toBe('Resend in 42s')
    expect(t('net.timeout')).toBe('login timed out, please log in again')
  })
})
