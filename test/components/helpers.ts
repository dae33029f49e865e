import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { runInAction } from 'mobx'
import type { UserProfile } from '../../contract/types'
import { sessionStore } from '../../src/stores/session'

export type Handler = (opts: { url: string; method: string; data?: unknown; header: Record<string, string> }) => {
  code: number
  msg?: string
  data?: unknown
}

export interface ApiMock {
  calls: { method: string; path: string; data?: unknown }[]
  spy: jest.SpyInstance
}

/** Fakes the server behind Taro.request: `{'GET /captchaImage': () => ({code: 200, data})}`; unknown calls get 404. */
export function mockApi(handlers: Record<string, Handler>): ApiMock {
  const calls: ApiMock['calls'] = []
  const spy = jest.spyOn(Taro, 'request').mockImplementation(((opts: Parameters<Handler>[0]) => {
    const path = opts.url.replace(/^\/api/, '').split('?')[0]
    calls.push({ method: opts.method, path, data: opts.data })
    const h = handlers[`${opts.method} ${path}`]
    const body = h ? h(opts) : { code: 404, msg: 'not found', data: null }
    return Promise.resolve({ statusCode: body.code, data: { msg: 'ok', data: null, ...body }, header: {} })
  }) as unknown as typeof Taro.request)
  return { calls, spy }
}

export const sleep = (ms = 0) => new Promise((r) => setTimeout(r, ms))

/** Waits until `check` stops throwing (or fails with its last error). */
export async function waitFor(check: () => void, timeout = 10000): Promise<void> {
  const start = Date.now()
  for (;;) {
    try {
      check()
      return
    } catch (e) {
      if (Date.now() - start > timeout) throw e
      await sleep(20)
    }
  }
}

export function text(): string {
  return document.body.textContent ?? ''
}

/** Types into the input under `selector` once it is on screen (a step that just opened may still be rendering). */
export async function typeInto(u: TestUtils, selector: string, value: string): Promise<void> {
  const find = () => document.querySelector(selector + ' input') as HTMLInputElement | null
  await waitFor(() => {
    if (!find()) throw new Error('no input ' + selector)
  })
  u.fireEvent.input(find()!, { target: { value } } as unknown as InputEventInit)
  await sleep(0)
}

/** Types into the textarea under `selector` once it is on screen. */
export async function typeArea(u: TestUtils, selector: string, value: string): Promise<void> {
  await waitFor(() => expect(document.querySelector(selector + ' textarea')).not.toBeNull())
  u.fireEvent.input(document.querySelector(selector + ' textarea')!, { target: { value } } as unknown as InputEventInit)
  await sleep(0)
}

export async function click(u: TestUtils, selector: string): Promise<void> {
  const el = document.querySelector(selector)
  if (!el) throw new Error('no element ' + selector)
  u.fireEvent.click(el)
  await sleep(0)
}

export const demoProfile: UserProfile = {
  id: 1,
  username: 'buyer01',
  phone: '13800001234',
  nickname: '小明',
  avatar: null,
  gender: 'male',
  email: null,
  qq: null,
  wechat: null,
  signature: null,
  role: 'user',
  balance: 12345,
  realName: { verified: false, name: null, idNumber: null, adult: null, verifiedAt: null },
  createdAt: '2026-01-01T00:00:00.000Z',
}

/** A session as after login: a token and `profile` (demoProfile: the buyer) in the session store. */
export function logIn(profile: UserProfile = demoProfile): void {
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(profile)
}

/** Taps digits on the payment-password keypad (NutUI's NumberKeyboard answers touches), once its boxes are empty. */
export async function typePayPassword(u: TestUtils, digits: string) {
  await waitFor(() => expect(document.querySelectorAll('.pay-password-keyboard .key').length).toBeGreaterThan(9))
  // a refused try empties the boxes first
  await waitFor(() => expect(document.querySelectorAll('.nut-shortpassword-input-fake-li-icon')).toHaveLength(0))
  for (const d of digits) {
    const key = [...document.querySelectorAll('.pay-password-keyboard .key')].find((k) => k.textContent === d)
    if (!key) throw new Error('no key ' + d)
    const touch = { touches: [{ clientX: 0, clientY: 0 }], changedTouches: [{ clientX: 0, clientY: 0 }] }
    u.fireEvent.touchStart(key, touch as never)
    u.fireEvent.touchEnd(key, touch as never)
    await sleep(0)
  }
}
