import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import * as nav from '../../src/utils/nav'
import LoginPage from '../../src/pages/login'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, mockApi, text, typeInto, waitFor, type ApiMock } from './helpers'

const captcha = { captchaId: 'c1', img: 'data:image/svg+xml;base64,PHN2Zy8+', expiresIn: 120 }
let api: ApiMock

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  sessionStore.clear()
  api = mockApi({
    'GET /captchaImage': () => ({ code: 200, data: captcha }),
    'POST /login': () => ({ code: 400, msg: '验证码错误' }),
    'GET /sms/sendYzm': () => ({ code: 200, data: { expiresIn: 300, resendIn: 60 } }),
    'POST /h5/login': () => ({ code: 200, data: { token: 'tok-sms', expiresAt: '2099-01-01', user: demoProfile } }),
    'GET /system/user/profile': () => ({ code: 200, data: demoProfile }),
  })
})

afterEach(() => {
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

describe('login page: bad input shows a message and sends nothing', () => {
  test('password tab: empty account, then empty password, then empty captcha', async () => {
    const u = await mountLogin()
    expect(text()).toContain('密码登录')
    expect(text()).toContain('验证码登录')
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('请输入账号或手机号'))
    await typeInto(u, '.f-username', 'buyer01')
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('请输入密码'))
    await typeInto(u, '.f-password', 'abc12345')
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('请输入图形验证码'))
    expect(sent('/login')).toHaveLength(0)
  })

  test('password tab: a server error is shown and the captcha is refreshed', async () => {
    const u = await mountLogin()
    await typeInto(u, '.f-username', 'buyer01')
    await typeInto(u, '.f-password', 'abc12345')
    await typeInto(u, '.f-captcha', 'ab12')
    await click(u, '.agreement__text')
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('验证码错误'))
    expect(sent('/login')).toHaveLength(1)
    expect(sent('/login')[0].data).toEqual({ username: 'buyer01', password: 'abc12345', captchaId: 'c1', captchaCode: 'ab12' })
    await waitFor(() => expect(sent('/captchaImage')).toHaveLength(2))
  })

  test('sms tab: empty phone, invalid phone, empty and short code', async () => {
    const u = await mountLogin()
    await click(u, '.tab-sms')
    await waitFor(() => expect(document.querySelector('.f-phone')).not.toBeNull())
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('请输入手机号'))
    await typeInto(u, '.f-phone', '12345')
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('手机号格式不正确'))
    await click(u, '.sms-btn')
    await waitFor(() => expect(text()).toContain('手机号格式不正确'))
    expect(sent('/sms/sendYzm')).toHaveLength(0)
    await typeInto(u, '.f-phone', '13800001234')
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('请输入短信验证码'))
    await typeInto(u, '.f-code', '123')
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('请输入6位数字验证码'))
    expect(sent('/h5/login')).toHaveLength(0)
  })

  test('sms tab: send code counts down; a valid login stores the token, fetches the profile and leaves', async () => {
    const redirect = jest.spyOn(nav, 'redirectTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    const u = await mountLogin()
    await click(u, '.tab-sms')
    await waitFor(() => expect(document.querySelector('.f-phone')).not.toBeNull())
    await typeInto(u, '.f-phone', '13800001234')
    await click(u, '.sms-btn')
    await waitFor(() => expect(text()).toMatch(/60秒后重发|59秒后重发/))
    expect(sent('/sms/sendYzm')).toHaveLength(1)
    await typeInto(u, '.f-code', '123456')
    await click(u, '.agreement__text')
    await click(u, '.submit-btn')
    await waitFor(() => expect(sessionStore.token).toBe('tok-sms'))
    expect(sent('/h5/login')[0].data).toEqual({ phone: '13800001234', code: '123456' })
    await waitFor(() => expect(sent('/system/user/profile')).toHaveLength(1))
    await waitFor(() => expect(redirect).toHaveBeenCalled())
    expect(redirect.mock.calls[0][0]).toBe('mycenter')
    expect(Taro.getStorageSync('token')).toBe('tok-sms')
  })

  test('sms tab: a server error on send is shown', async () => {
    api.spy.mockRestore()
    api = mockApi({
      'GET /captchaImage': () => ({ code: 200, data: captcha }),
      'GET /sms/sendYzm': () => ({ code: 429, msg: '发送太频繁，请稍后再试' }),
    })
    const u = await mountLogin()
    await click(u, '.tab-sms')
    await waitFor(() => expect(document.querySelector('.f-phone')).not.toBeNull())
    await typeInto(u, '.f-phone', '13800001234')
    await click(u, '.sms-btn')
    await waitFor(() => expect(text()).toContain('发送太频繁，请稍后再试'))
    expect(text()).toContain('获取验证码')
  })
})

describe('login page: the agreement box, the close control, the way back', () => {
  test('a complete form is not sent until the 用户协议/隐私政策 box is ticked', async () => {
    const u = await mountLogin()
    expect(text()).toContain('《用户协议》')
    expect(text()).toContain('《隐私政策》')
    await click(u, '.tab-sms')
    await waitFor(() => expect(document.querySelector('.f-phone')).not.toBeNull())
    await typeInto(u, '.f-phone', '13800001234')
    await typeInto(u, '.f-code', '123456')
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('请先阅读并勾选同意《用户协议》和《隐私政策》'))
    expect(sent('/h5/login')).toHaveLength(0)
    // ticked and unticked again: still refused
    await click(u, '.agreement__text')
    await click(u, '.agreement__text')
    await click(u, '.submit-btn')
    expect(sent('/h5/login')).toHaveLength(0)
    await click(u, '.agreement__text')
    await click(u, '.submit-btn')
    await waitFor(() => expect(sent('/h5/login')).toHaveLength(1))
  })

  test('the user agreement opens in a sheet over the form; the privacy policy on its page', async () => {
    api.spy.mockRestore()
    api = mockApi({
      'GET /captchaImage': () => ({ code: 200, data: captcha }),
      // only the user agreement (notice type 11) is served
      'GET /V2/H5/gonggaoDetails': (o) =>
        new URL(o.url, 'http://x').searchParams.get('noticeType') === '11'
          ? {
              code: 200,
              data: { id: 9, noticeType: '11', title: '用户协议', summary: '', cover: null, pinned: false, category: null, publishedAt: '2026-01-01T00:00:00Z', content: '<p>协议正文第一条</p>' },
            }
          : { code: 404, msg: '没有这篇文档' },
    })
    const go = jest.spyOn(nav, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    const u = await mountLogin()
    await typeInto(u, '.f-username', 'buyer01')
    await click(u, '.link-agreement')
    await waitFor(() => expect(text()).toContain('协议正文第一条'))
    expect(document.querySelector('.terms-popup')?.textContent).toContain('用户协议')
    expect((document.querySelector('.f-username input') as HTMLInputElement).value).toBe('buyer01')
    await click(u, '.link-privacy')
    expect(go).toHaveBeenCalledWith('yinsi')
  })

  test('close: back when there is a page under login, home when login is the first page', async () => {
    const u = await mountLogin()
    // the H5 Taro of the page tests has no page stack: stand in for it
    const back = jest.fn(() => Promise.resolve({ errMsg: 'ok' }))
    const relaunch = jest.fn(() => Promise.resolve({ errMsg: 'ok' }))
    const pages = jest.fn()
    Object.assign(Taro, { navigateBack: back, reLaunch: relaunch, getCurrentPages: pages })
    pages.mockReturnValue([{ route: 'pages/index/goodDetail/index' }, { route: 'pages/login/index' }] as never)
    await click(u, '.auth-close')
    expect(back).toHaveBeenCalled()
    expect(relaunch).not.toHaveBeenCalled()
    pages.mockReturnValue([{ route: 'pages/login/index' }] as never)
    await click(u, '.auth-close')
    expect(relaunch).toHaveBeenCalledWith({ url: '/pages/index/home/index' })
  })

  test('register from the login page keeps where to come back to', async () => {
    const go = jest.spyOn(nav, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    const { Current } = jest.requireActual('@tarojs/runtime')
    Current.router = { params: { redirect: 'goodDetail', back: 'id%3D7' }, path: '/pages/login/index' }
    try {
      const u = await mountLogin()
      await click(u, '.link-register')
      expect(go).toHaveBeenCalledWith('register', { redirect: 'goodDetail', back: 'id=7' })
    } finally {
      Current.router = null
    }
  })
})

describe('login page: why the user was sent here', () => {
  async function mountWith(params: Record<string, string>) {
    const { Current } = jest.requireActual('@tarojs/runtime')
    Current.router = { params, path: '/pages/login/index' }
    try {
      const u = new TestUtils()
      await u.mount(LoginPage)
      await waitFor(() => expect(document.querySelector('.auth-tabs')).not.toBeNull())
      return u
    } finally {
      Current.router = null
    }
  }

  test('a gate reason key is said on the page itself, in both languages', async () => {
    await mountWith({ redirect: 'goodDetail', back: 'id%3D7', reason: 'buy' })
    expect(document.querySelector('.login-reason')?.textContent).toBe('请先登录后再购买')
    document.body.innerHTML = ''
    localeStore.setLocale('en-US')
    await mountWith({ redirect: 'goodDetail', reason: 'chat' })
    expect(document.querySelector('.login-reason')?.textContent).toBe('Log in to ask the seller')
  })

  test('no reason, or anything outside the fixed keys, shows nothing: a link cannot put its words on the page', async () => {
    for (const reason of ['', '请联系客服QQ 12345 领取补偿', 'toString', '__proto__', 'gate.buy']) {
      await mountWith(reason ? { reason: encodeURIComponent(reason) } : {})
      expect(document.querySelector('.login-reason')).toBeNull()
      expect(text()).not.toContain('12345')
      document.body.innerHTML = ''
    }
  })
})
