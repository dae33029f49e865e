import TestUtils from '@tarojs/test-utils-react'
import RegisterPage from '../../src/pages/register'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, mockApi, text, typeInto, waitFor, type ApiMock } from './helpers'

let api: ApiMock

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  sessionStore.clear()
  api = mockApi({
    'GET /sms/sendYzm/new': () => ({ code: 200, data: { expiresIn: 300, resendIn: 60 } }),
    'POST /register': () => ({ code: 200, data: { token: 'tok-new', expiresAt: '2099-01-01', user: demoProfile } }),
    'GET /system/user/profile': () => ({ code: 200, data: demoProfile }),
  })
})

afterEach(() => {
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

const sent = (path: string) => api.calls.filter((c) => c.path === path)

async function fill(u: TestUtils, f: Partial<Record<'phone' | 'code' | 'password' | 'confirm' | 'username' | 'nickname', string>>) {
  for (const [k, v] of Object.entries(f)) await typeInto(u, '.f-' + k, v as string)
}

async function expectMessage(u: TestUtils, message: string) {
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain(message))
}

const good = { phone: '13800001234', code: '123456', password: 'abc12345', confirm: 'abc12345' }

describe('register page', () => {
  test('bad input, field by field: a message is shown and nothing is sent', async () => {
    const u = new TestUtils()
    await u.mount(RegisterPage)
    await waitFor(() => expect(document.querySelector('.f-phone input')).not.toBeNull())
    await expectMessage(u, '请输入手机号')
    await fill(u, { phone: '2380000123' })
    await expectMessage(u, '手机号格式不正确')
    await fill(u, { phone: good.phone })
    await expectMessage(u, '请输入短信验证码')
    await fill(u, { code: '12a' })
    await expectMessage(u, '请输入6位数字验证码')
    await fill(u, { code: good.code })
    await expectMessage(u, '请输入密码')
    await fill(u, { password: 'abcdefgh' })
    await expectMessage(u, '密码需为8-32位，且同时包含字母和数字')
    await fill(u, { password: 'abc1' })
    await expectMessage(u, '密码需为8-32位，且同时包含字母和数字')
    await fill(u, { password: good.password, confirm: 'abc12346' })
    await expectMessage(u, '两次输入的密码不一致')
    await fill(u, { confirm: good.confirm, username: '1abc' })
    await expectMessage(u, '账号名需字母开头，4-20位字母、数字或下划线')
    await fill(u, { username: '' })
    await expectMessage(u, '请先阅读并勾选同意《用户协议》和《隐私政策》')
    expect(sent('/register')).toHaveLength(0)
  })

  test('send code with a bad phone sends nothing; with a good one calls /sms/sendYzm/new', async () => {
    const u = new TestUtils()
    await u.mount(RegisterPage)
    await waitFor(() => expect(document.querySelector('.f-phone input')).not.toBeNull())
    await click(u, '.sms-btn')
    await waitFor(() => expect(text()).toContain('请输入手机号'))
    await fill(u, { phone: '1380000' })
    await click(u, '.sms-btn')
    await waitFor(() => expect(text()).toContain('手机号格式不正确'))
    expect(api.calls).toHaveLength(0)
    await fill(u, { phone: good.phone })
    await click(u, '.sms-btn')
    await waitFor(() => expect(sent('/sms/sendYzm/new')).toHaveLength(1))
    await waitFor(() => expect(text()).toMatch(/\d+秒后重发/))
  })

  test('valid input with the agreement checked registers, stores the token and goes to my centre', async () => {
    const redirect = jest.spyOn(nav, 'redirectTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    const u = new TestUtils()
    await u.mount(RegisterPage)
    await waitFor(() => expect(document.querySelector('.f-phone input')).not.toBeNull())
    await fill(u, { ...good, nickname: '新玩家' })
    await click(u, '.agreement__text')
    await click(u, '.submit-btn')
    await waitFor(() => expect(sent('/register')).toHaveLength(1))
    expect(sent('/register')[0].data).toEqual({ phone: good.phone, code: good.code, password: good.password, nickname: '新玩家' })
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('mycenter'))
    expect(sessionStore.token).toBe('tok-new')
    expect(sessionStore.profile?.nickname).toBe('小明')
  })
})

test('registering from a gated action goes back to that page with its query; the close control leaves', async () => {
  const redirect = jest.spyOn(nav, 'redirectTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
  const { Current } = jest.requireActual('@tarojs/runtime')
  Current.router = { params: { redirect: 'goodDetail', back: 'id%3D7' }, path: '/pages/register/index' }
  try {
    const u = new TestUtils()
    await u.mount(RegisterPage)
    await waitFor(() => expect(document.querySelector('.f-phone input')).not.toBeNull())
    expect(document.querySelector('.auth-close')).not.toBeNull()
    expect(text()).toContain('《用户协议》')
    await fill(u, good)
    await click(u, '.agreement__text')
    await click(u, '.submit-btn')
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('goodDetail', { id: '7' }))
  } finally {
    Current.router = null
  }
})
