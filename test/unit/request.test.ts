import type { TaroMock } from './taroMock'

jest.mock('@tarojs/taro', () => require('./taroMock').createTaroMock())

// eslint-disable-next-line @typescript-eslint/no-require-imports
const Taro: TaroMock = require('@tarojs/taro').default
import { request, get, post, apiBase, REQUEST_TIMEOUT, TOKEN_KEY, UPLOAD_TIMEOUT, isApiError, uploadImage, type ApiError } from '../../src/api/request'
import { register } from '../../src/api/auth'
import { onUnauthorized } from '../../src/api/events'
import { localeStore } from '../../src/stores/locale'
import { errorText } from '../../src/utils/toast'

function reply(code: number, data: unknown = null, msg = 'ok', statusCode = code) {
  return Promise.resolve({ statusCode, data: { code, msg, data }, header: {} })
}

const flush = () => new Promise((r) => setTimeout(r, 0))

beforeEach(() => {
  jest.clearAllMocks()
  Taro.storage.clear()
  Taro.showModal.mockImplementation(() => Promise.resolve({ confirm: false, cancel: true }))
  localeStore.setLocale('zh-CN')
})

describe('request wrapper', () => {
  test('sends the stored token in Token and Authorization, JSON content type, locale and a 10 s timeout', async () => {
    Taro.storage.set(TOKEN_KEY, 'tok-123')
    Taro.request.mockImplementation(() => reply(200, { a: 1 }))
    await get('/system/user/profile', { x: 'y z' })
    const opts = Taro.request.mock.calls[0][0]
    expect(opts.url).toBe('/api/system/user/profile?x=y%20z')
    expect(opts.method).toBe('GET')
    expect(opts.timeout).toBe(10000)
    expect(REQUEST_TIMEOUT).toBe(10000)
    expect(opts.header).toEqual({
      Token: 'tok-123',
      Authorization: 'tok-123',
      'Content-Type': 'application/json',
      'Accept-Language': 'zh-CN',
    })
  })

  test('Accept-Language follows the locale', async () => {
    localeStore.setLocale('en-US')
    Taro.request.mockImplementation(() => reply(200))
    await get('/x')
    expect(Taro.request.mock.calls[0][0].header['Accept-Language']).toBe('en-US')
  })

  test('without a token both token headers are empty strings', async () => {
    Taro.request.mockImplementation(() => reply(200))
    await get('/web/game/list')
    const h = Taro.request.mock.calls[0][0].header
    expect(h.Token).toBe('')
    expect(h.Authorization).toBe('')
  })

  test('/register sends empty token headers even when a token is stored', async () => {
    Taro.storage.set(TOKEN_KEY, 'tok-123')
    Taro.request.mockImplementation(() => reply(200, { token: 't', expiresAt: '', user: {} }))
    await register({ phone: '13800001234', code: '123456', password: 'abc12345' })
    const opts = Taro.request.mock.calls[0][0]
    expect(opts.url).toBe('/api/register')
    expect(opts.method).toBe('POST')
    expect(opts.data).toEqual({ phone: '13800001234', code: '123456', password: 'abc12345' })
    expect(opts.header.Token).toBe('')
    expect(opts.header.Authorization).toBe('')
  })

  test('base URL is /api on H5 and the configured absolute base on the mini program', () => {
    expect(apiBase()).toBe('/api')
    try {
      delete process.env.TARO_APP_API_BASE
      expect(apiBase('weapp')).toBe('http://127.0.0.1:8080/api')
      process.env.TARO_APP_API_BASE = 'https://api.example.com/api'
      expect(apiBase('weapp')).toBe('https://api.example.com/api')
    } finally {
      delete process.env.TARO_APP_API_BASE
    }
  })

  test('code 200 resolves data', async () => {
    Taro.request.mockImplementation(() => reply(200, { rows: [1], total: 1 }))
    await expect(get('/web/notice/list')).resolves.toEqual({ rows: [1], total: 1 })
  })

  test('other codes reject with the server msg', async () => {
    Taro.request.mockImplementation(() => reply(400, null, '手机号格式不正确'))
    const err = (await post('/login', {}).catch((e) => e)) as ApiError
    expect(isApiError(err)).toBe(true)
    expect(err.message).toBe('手机号格式不正确')
    expect(err.code).toBe(400)
    expect(err.ignored).toBe(false)
    expect(errorText(err)).toBe('手机号格式不正确')
    Taro.request.mockImplementation(() => reply(500, null, '服务器开小差了'))
    await expect(get('/x')).rejects.toThrow('服务器开小差了')
    expect(Taro.showModal).not.toHaveBeenCalled()
  })

  test('401 clears storage and the session, shows exactly ONE dialog for 3 concurrent 401s; confirm goes to /login', async () => {
    Taro.storage.set(TOKEN_KEY, 'expired')
    Taro.storage.set('profile', { id: 1 })
    let close: (r: { confirm: boolean; cancel: boolean }) => void = () => undefined
    Taro.showModal.mockImplementation(() => new Promise((r) => (close = r)))
    const heard = jest.fn()
    const stop = onUnauthorized(heard)
    Taro.request.mockImplementation(() => reply(401, null, 'unauthorized'))
    const results = await Promise.allSettled([get('/a'), get('/b'), post('/c')])
    await flush()
    stop()
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    for (const r of results) expect((r as PromiseRejectedResult).reason.ignored).toBe(true)
    expect(Taro.clearStorageSync).toHaveBeenCalled()
    expect(Taro.storage.has(TOKEN_KEY)).toBe(false)
    // the session ends once: the other two answers came for a token no longer stored
    expect(heard).toHaveBeenCalledTimes(1)
    expect(Taro.showModal).toHaveBeenCalledTimes(1)
    const modal = Taro.showModal.mock.calls[0][0]
    expect(modal.content).toBe('登录超时，请重新登录')
    expect(modal.showCancel).toBe(true)
    expect(Taro.reLaunch).not.toHaveBeenCalled()
    close({ confirm: true, cancel: false })
    await flush()
    expect(Taro.reLaunch).toHaveBeenCalledTimes(1)
    expect(Taro.reLaunch.mock.calls[0][0].url).toBe('/pages/login/index')
  })

  test('a late 401 to a request of an ended session opens no second dialog and does not end a newer login', async () => {
    Taro.storage.set(TOKEN_KEY, 'old')
    let answerLate: (v: unknown) => void = () => undefined
    Taro.request.mockImplementationOnce(() => reply(401)).mockImplementationOnce(() => new Promise((r) => (answerLate = r)))
    const first = get('/a')
    const late = get('/b')
    await expect(first).rejects.toMatchObject({ code: 401, ignored: true })
    await flush()
    expect(Taro.showModal).toHaveBeenCalledTimes(1)
    // the dialog was answered and the user logged in again before /b's answer came
    Taro.storage.set(TOKEN_KEY, 'new')
    answerLate({ statusCode: 401, data: { code: 401, msg: 'unauthorized', data: null }, header: {} })
    await expect(late).rejects.toMatchObject({ code: 401, ignored: true })
    await flush()
    expect(Taro.showModal).toHaveBeenCalledTimes(1)
    expect(Taro.storage.get(TOKEN_KEY)).toBe('new')
  })

  test('confirming the 401 dialog on a page returns there after the new login', async () => {
    Taro.getCurrentInstance.mockReturnValue({ router: { path: '/index/other/geren', params: {} } })
    Taro.showModal.mockImplementation(() => Promise.resolve({ confirm: true, cancel: false }))
    Taro.request.mockImplementation(() => reply(401))
    await get('/system/user/profile').catch(() => null)
    await flush()
    expect(Taro.reLaunch.mock.calls[0][0].url).toBe('/pages/login/index?redirect=geren')
    Taro.getCurrentInstance.mockReturnValue({ router: null })
  })

  test('401 from the HTTP status alone, English text; cancel does not navigate; a later 401 shows the dialog again', async () => {
    localeStore.setLocale('en-US')
    Taro.request.mockImplementation(() => Promise.resolve({ statusCode: 401, data: 'Unauthorized', header: {} }))
    await expect(get('/a')).rejects.toMatchObject({ ignored: true, code: 401 })
    await flush()
    expect(Taro.showModal).toHaveBeenCalledTimes(1)
    expect(Taro.showModal.mock.calls[0][0].content).toBe('login timed out, please log in again')
    expect(Taro.reLaunch).not.toHaveBeenCalled()
    await expect(get('/b')).rejects.toMatchObject({ code: 401 })
    await flush()
    expect(Taro.showModal).toHaveBeenCalledTimes(2)
    expect(Taro.reLaunch).not.toHaveBeenCalled()
  })

  test('403 is ignored: rejects with ignored=true, nothing shown, storage kept', async () => {
    Taro.storage.set(TOKEN_KEY, 'tok')
    Taro.request.mockImplementation(() => reply(403, null, 'forbidden'))
    const err = (await request('GET', '/x').catch((e) => e)) as ApiError
    expect(err.code).toBe(403)
    expect(err.ignored).toBe(true)
    expect(errorText(err)).toBe('')
    await flush()
    expect(Taro.showModal).not.toHaveBeenCalled()
    expect(Taro.clearStorageSync).not.toHaveBeenCalled()
    expect(Taro.storage.get(TOKEN_KEY)).toBe('tok')
  })

  test('a network error rejects with a clear localized message', async () => {
    Taro.request.mockImplementation(() => Promise.reject({ errMsg: 'request:fail timeout' }))
    await expect(get('/x')).rejects.toMatchObject({ message: '网络异常，请检查网络后重试', network: true })
    localeStore.setLocale('en-US')
    await expect(get('/x')).rejects.toThrow('network error, please check your connection')
    expect(Taro.showModal).not.toHaveBeenCalled()
  })
})

describe('uploadImage', () => {
  // the shared Taro mock has no uploadFile: the upload tests bring their own
  const taro = Taro as unknown as { uploadFile: jest.Mock }
  const uploaded = { url: '/api/uploads/ab12.png', contentType: 'image/png', size: 1234 }
  // uploadFile hands the body back as text
  const answer = (code: number, data: unknown = null, msg = 'ok', statusCode = code) =>
    Promise.resolve({ statusCode, data: JSON.stringify({ code, msg, data }) })

  beforeEach(() => {
    taro.uploadFile = jest.fn()
  })

  test('sends the file as `file` with the token and language headers (no JSON type), a 60 s timeout, and resolves data', async () => {
    Taro.storage.set(TOKEN_KEY, 'tok-9')
    localeStore.setLocale('en-US')
    taro.uploadFile.mockImplementation(() => answer(200, uploaded))
    await expect(uploadImage('wxfile://tmp/a.png')).resolves.toEqual(uploaded)
    const opts = taro.uploadFile.mock.calls[0][0]
    expect(opts.url).toBe('/api/upload/image')
    expect(opts.filePath).toBe('wxfile://tmp/a.png')
    expect(opts.name).toBe('file')
    expect(opts.header).toEqual({ Token: 'tok-9', Authorization: 'tok-9', 'Accept-Language': 'en-US' })
    expect(opts.timeout).toBe(60000)
    expect(UPLOAD_TIMEOUT).toBeGreaterThan(REQUEST_TIMEOUT)
    expect(Taro.request).not.toHaveBeenCalled()
  })

  test('an already parsed body works too (H5 may hand back an object)', async () => {
    taro.uploadFile.mockImplementation(() => Promise.resolve({ statusCode: 200, data: { code: 200, msg: 'ok', data: uploaded } }))
    await expect(uploadImage('blob:x')).resolves.toEqual(uploaded)
  })

  test('a refused file rejects with the server msg', async () => {
    taro.uploadFile.mockImplementation(() => answer(400, null, '只能上传 JPG、PNG、WEBP 或 GIF 图片'))
    const err = (await uploadImage('a.txt').catch((e) => e)) as ApiError
    expect(err.code).toBe(400)
    expect(errorText(err)).toBe('只能上传 JPG、PNG、WEBP 或 GIF 图片')
    taro.uploadFile.mockImplementation(() => answer(429, null, '上传太频繁，请稍后再试'))
    await expect(uploadImage('a.png')).rejects.toMatchObject({ code: 429, message: '上传太频繁，请稍后再试' })
  })

  test('401 is handled like request: storage cleared, one dialog, ignored', async () => {
    Taro.storage.set(TOKEN_KEY, 'expired')
    const heard = jest.fn()
    const stop = onUnauthorized(heard)
    taro.uploadFile.mockImplementation(() => answer(401, null, 'unauthorized'))
    const err = (await uploadImage('a.png').catch((e) => e)) as ApiError
    await flush()
    stop()
    expect(err).toMatchObject({ code: 401, ignored: true })
    expect(Taro.storage.has(TOKEN_KEY)).toBe(false)
    expect(heard).toHaveBeenCalledTimes(1)
    expect(Taro.showModal).toHaveBeenCalledTimes(1)
    expect(Taro.showModal.mock.calls[0][0].content).toBe('登录超时，请重新登录')
  })

  test('401 from the HTTP status with a non-JSON body, 403 ignored, network failure localized', async () => {
    taro.uploadFile.mockImplementation(() => Promise.resolve({ statusCode: 401, data: 'Unauthorized' }))
    await expect(uploadImage('a.png')).rejects.toMatchObject({ code: 401, ignored: true })
    await flush()
    taro.uploadFile.mockImplementation(() => answer(403, null, 'forbidden'))
    await expect(uploadImage('a.png')).rejects.toMatchObject({ code: 403, ignored: true })
    taro.uploadFile.mockImplementation(() => Promise.reject({ errMsg: 'uploadFile:fail timeout' }))
    await expect(uploadImage('a.png')).rejects.toMatchObject({ message: '网络异常，请检查网络后重试', network: true, code: 0 })
  })
})
