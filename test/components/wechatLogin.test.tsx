/**
 * 微信一键登录 (issue 12, identity): shown only in the mini program; a bound WeChat logs straight in, a new one binds
 * a phone by SMS code; and the 微信 row of 账号与安全 binds and unbinds.
 */
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import * as nav from '../../src/utils/nav'
import * as platform from '../../src/utils/platform'
import LoginPage from '../../src/pages/login'
import WechatCell from '../../src/pages/other/accountSecurity/WechatCell'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, logIn, mockApi, text, typeInto, waitFor, type ApiMock } from './helpers'

const captcha = { captchaId: 'c1', img: 'data:image/svg+xml;base64,PHN2Zy8+', expiresIn: 120 }
const login = { token: 'tok-wx', expiresAt: '2099-01-01', user: demoProfile }
let api: ApiMock
let wxLogin: jest.Mock
const originalLogin = (Taro as unknown as { login?: unknown }).login

function serve(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  api?.spy.mockRestore()
  api = mockApi({
    'GET /captchaImage': () => ({ code: 200, data: captcha }),
    'GET /system/user/profile': () => ({ code: 200, data: demoProfile }),
    'POST /wechat/login': () => ({ code: 200, data: { bound: false, ticket: 'v1:TICKET', expiresIn: 600, phoneButton: false } }),
    'POST /wechat/sendYzm': () => ({ code: 200, data: { expiresIn: 300, resendIn: 60 } }),
    'POST /wechat/bindPhone': () => ({ code: 200, data: login }),
    ...extra,
  })
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  sessionStore.clear()
  jest.spyOn(platform, 'inWeapp').mockReturnValue(true)
  wxLogin = jest.fn(() => Promise.resolve({ code: 'wx-code-1', errMsg: 'login:ok' }))
  Object.assign(Taro, { login: wxLogin })
  serve()
})

afterEach(() => {
  Object.assign(Taro, { login: originalLogin })
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

const sent = (path: string) => api.calls.filter((c) => c.path === path)

async function mountLogin() {
  const u = new TestUtils()
  await u.mount(LoginPage)
  await waitFor(() => expect(sent('/captchaImage')).toHaveLength(1))
  return u
}

describe('login page: 微信一键登录', () => {
  test('is not offered in the H5 site', async () => {
    jest.spyOn(platform, 'inWeapp').mockReturnValue(false)
    await mountLogin()
    expect(text()).toContain('密码登录')
    expect(text()).not.toContain('微信一键登录')
    expect(document.querySelector('.wechat-login-btn')).toBeNull()
  })

  test('needs the agreement ticked before asking WeChat', async () => {
    const u = await mountLogin()
    expect(text()).toContain('微信一键登录')
    await click(u, '.wechat-login-btn')
    await waitFor(() => expect(text()).toContain('请先阅读并勾选同意《用户协议》和《隐私政策》'))
    expect(wxLogin).not.toHaveBeenCalled()
    expect(sent('/wechat/login')).toHaveLength(0)
  })

  test('a WeChat bound to an account logs straight in and leaves', async () => {
    serve({ 'POST /wechat/login': () => ({ code: 200, data: { bound: true, login } }) })
    const redirect = jest.spyOn(nav, 'redirectTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    const u = await mountLogin()
    await click(u, '.agreement__text')
    await click(u, '.wechat-login-btn')
    await waitFor(() => expect(sessionStore.token).toBe('tok-wx'))
    expect(sent('/wechat/login')[0].data).toEqual({ wxCode: 'wx-code-1' })
    await waitFor(() => expect(redirect).toHaveBeenCalled())
    expect(text()).not.toContain('绑定手机号')
  })

  test('a new WeChat user binds a phone: the SMS code goes with the ticket, then bindPhone logs in', async () => {
    const redirect = jest.spyOn(nav, 'redirectTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    const u = await mountLogin()
    await click(u, '.agreement__text')
    await click(u, '.wechat-login-btn')
    await waitFor(() => expect(text()).toContain('绑定手机号'))
    expect(text()).toContain('已注册的手机号将关联到原账号')
    expect(document.querySelector('.f-username')).toBeNull()
    expect(document.querySelector('.wechat-phone-btn')).toBeNull()
    // bad input first: nothing is sent
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('请输入手机号'))
    await typeInto(u, '.f-bind-phone', '12345')
    await click(u, '.sms-btn')
    await waitFor(() => expect(text()).toContain('手机号格式不正确'))
    expect(sent('/wechat/sendYzm')).toHaveLength(0)
    await typeInto(u, '.f-bind-phone', '13800001234')
    await click(u, '.sms-btn')
    await waitFor(() => expect(sent('/wechat/sendYzm')).toHaveLength(1))
    expect(sent('/wechat/sendYzm')[0].data).toEqual({ ticket: 'v1:TICKET', phone: '13800001234' })
    await typeInto(u, '.f-bind-code', '123456')
    await click(u, '.submit-btn')
    await waitFor(() => expect(sessionStore.token).toBe('tok-wx'))
    expect(sent('/wechat/bindPhone')[0].data).toEqual({ ticket: 'v1:TICKET', phone: '13800001234', code: '123456' })
    await waitFor(() => expect(redirect).toHaveBeenCalled())
  })

  test("where the server offers it, WeChat's phone-number button binds without an SMS code", async () => {
    serve({
      'POST /wechat/login': () => ({ code: 200, data: { bound: false, ticket: 'v1:TICKET', expiresIn: 600, phoneButton: true } }),
      'POST /wechat/bindPhoneNumber': () => ({ code: 200, data: login }),
    })
    jest.spyOn(nav, 'redirectTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    const u = await mountLogin()
    await click(u, '.agreement__text')
    await click(u, '.wechat-login-btn')
    await waitFor(() => expect(document.querySelector('.wechat-phone-btn')).not.toBeNull())
    expect(text()).toContain('微信手机号快捷绑定')
    const button = document.querySelector('.wechat-phone-btn')!
    // declined in WeChat's sheet: no code, nothing sent
    button.dispatchEvent(new CustomEvent('getphonenumber', { detail: { errMsg: 'getPhoneNumber:fail user deny' } }))
    button.dispatchEvent(new CustomEvent('getphonenumber', { detail: { errMsg: 'getPhoneNumber:ok', code: 'pc-1' } }))
    await waitFor(() => expect(sessionStore.token).toBe('tok-wx'))
    expect(sent('/wechat/bindPhoneNumber').map((c) => c.data)).toEqual([{ ticket: 'v1:TICKET', phoneCode: 'pc-1' }])
    expect(sent('/wechat/bindPhone')).toHaveLength(0)
  })

  test("the server's refusal is shown on the bind step; 返回 goes back to the form", async () => {
    serve({ 'POST /wechat/bindPhone': () => ({ code: 409, msg: '该账号已绑定其他微信，请先在账号设置中解绑' }) })
    const u = await mountLogin()
    await click(u, '.agreement__text')
    await click(u, '.wechat-login-btn')
    await waitFor(() => expect(document.querySelector('.f-bind-phone')).not.toBeNull())
    await typeInto(u, '.f-bind-phone', '13800001234')
    await typeInto(u, '.f-bind-code', '123456')
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('该账号已绑定其他微信，请先在账号设置中解绑'))
    expect(sessionStore.token).toBeFalsy()
    await click(u, '.wechat-bind__cancel')
    await waitFor(() => expect(text()).toContain('密码登录'))
  })

  test('WeChat refusing wx.login is a message, not a request', async () => {
    wxLogin.mockImplementation(() => Promise.reject(new Error('login:fail')))
    const u = await mountLogin()
    await click(u, '.agreement__text')
    await click(u, '.wechat-login-btn')
    await waitFor(() => expect(text()).toContain('微信登录失败，请重试'))
    expect(sent('/wechat/login')).toHaveLength(0)
  })
})

describe('账号与安全: the 微信 row', () => {
  async function mountCell() {
    logIn()
    const u = new TestUtils()
    await u.mount(WechatCell)
    await waitFor(() => expect(sent('/need/wechat')).toHaveLength(1))
    return u
  }

  test('not bound, in the mini program: binding sends the wx.login code', async () => {
    let bound = false
    serve({
      'GET /need/wechat': () => ({ code: 200, data: { bound, boundAt: bound ? '2026-11-24T00:00:00Z' : null } }),
      'POST /need/wechat/bind': () => {
        bound = true
        return { code: 200, msg: '微信已绑定', data: { bound: true, boundAt: '2026-11-24T00:00:00Z' } }
      },
    })
    const u = await mountCell()
    await waitFor(() => expect(text()).toContain('未绑定'))
    expect(text()).toContain('去绑定')
    await click(u, '.sec-wechat')
    await waitFor(() => expect(sent('/need/wechat/bind')).toHaveLength(1))
    expect(sent('/need/wechat/bind')[0].data).toEqual({ wxCode: 'wx-code-1' })
    await waitFor(() => expect(text()).toContain('已绑定'))
    expect(text()).toContain('解绑')
  })

  test('bound: unbinding asks first, and cancelling sends nothing', async () => {
    serve({
      'GET /need/wechat': () => ({ code: 200, data: { bound: true, boundAt: '2026-11-24T00:00:00Z' } }),
      'POST /need/wechat/unbind': () => ({ code: 200, msg: '微信已解绑', data: { bound: false, boundAt: null } }),
    })
    const modal = jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: false, cancel: true })) as never)
    const u = await mountCell()
    await waitFor(() => expect(text()).toContain('已绑定'))
    await click(u, '.sec-wechat')
    await waitFor(() => expect(modal).toHaveBeenCalled())
    expect(sent('/need/wechat/unbind')).toHaveLength(0)
    modal.mockImplementation((() => Promise.resolve({ confirm: true, cancel: false })) as never)
    await click(u, '.sec-wechat')
    await waitFor(() => expect(sent('/need/wechat/unbind')).toHaveLength(1))
    expect(wxLogin).not.toHaveBeenCalled()
  })

  test('not bound, in the H5 site: no bind (it needs the mini program)', async () => {
    jest.spyOn(platform, 'inWeapp').mockReturnValue(false)
    serve({ 'GET /need/wechat': () => ({ code: 200, data: { bound: false, boundAt: null } }) })
    const u = await mountCell()
    await waitFor(() => expect(text()).toContain('未绑定'))
    expect(text()).not.toContain('去绑定')
    await click(u, '.sec-wechat')
    expect(wxLogin).not.toHaveBeenCalled()
    expect(sent('/need/wechat/bind')).toHaveLength(0)
  })
})
