import { resetPageHooks } from './pageHooks'
import Taro from '@tarojs/taro'
import HeihaoPage from '../../src/pages/other/heihao'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { click, mockApi, text, typeInto, waitFor, type ApiMock } from './helpers'
import { mountPage, unmountPage } from './recycleFixtures'

let api: ApiMock

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
  jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
})

afterEach(() => {
  unmountPage()
  resetPageHooks()
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

const asked = (path: string) => api.calls.filter((c) => c.path === path)
const queryOf = (path: string, i = 0) => {
  const url = (api.spy.mock.calls.filter((c) => (c[0] as { url: string }).url.includes(path))[i][0] as { url: string }).url
  return Object.fromEntries(new URLSearchParams(url.split('?')[1]))
}
const inputValue = () => (document.querySelector('.f-value input') as HTMLInputElement).value

function serve(extra: Parameters<typeof mockApi>[0] = {}) {
  api = mockApi({
    'GET /black/blackList': (o) => {
      const q = Object.fromEntries(new URLSearchParams(o.url.split('?')[1]))
      return q.value === '10086000'
        ? {
            code: 200,
            data: {
              kind: q.kind,
              value: q.value,
              listed: true,
              entries: [
                { reason: '收款后拉黑买家', gameName: '王者荣耀', listedAt: '2026-10-01T02:00:00.000Z' },
                { reason: '找回已售账号', gameName: null, listedAt: '2026-09-01T02:00:00.000Z' },
              ],
            },
          }
        : { code: 200, data: { kind: q.kind, value: q.value, listed: false, entries: [] } }
    },
    'GET /V2/H5/checkAccount': (o) => {
      const q = Object.fromEntries(new URLSearchParams(o.url.split('?')[1]))
      return q.value === '800800800'
        ? { code: 200, data: { kind: q.kind, value: q.value, official: true, name: '客服-小橙' } }
        : { code: 200, data: { kind: q.kind, value: q.value, official: false, name: null } }
    },
    ...extra,
  })
}

test('a bad QQ is refused on screen with the input kept and nothing sent; an empty value too', async () => {
  serve()
  const u = await mountPage(HeihaoPage)
  await waitFor(() => expect(text()).toContain('手机号'))
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('请输入要查询的内容'))

  await click(u, '.kind-qq')
  await typeInto(u, '.f-value', '0123')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('QQ号应为5-12位数字'))
  expect(inputValue()).toBe('0123')

  // fixed, so the error goes at once
  await typeInto(u, '.f-value', '12345')
  await waitFor(() => expect(text()).not.toContain('QQ号应为5-12位数字'))

  // a value of no kind at all keeps the kind picked and its rule
  await click(u, '.kind-phone')
  await typeInto(u, '.f-value', '0138000')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('请输入正确的11位手机号'))
  expect(asked('/black/blackList')).toHaveLength(0)
})

test('a QQ number typed under 手机号 is looked up as a QQ, and the page says so; a mobile under QQ stays a QQ', async () => {
  serve()
  const u = await mountPage(HeihaoPage)
  await waitFor(() => expect(text()).toContain('手机号'))
  const picked = (k: string) => document.querySelector(`.kind-${k} .nut-radio-button-active`)
  expect(picked('phone')).not.toBeNull()
  await typeInto(u, '.f-value', '10086000')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('该QQ已被列入黑名单'))
  expect(queryOf('/black/blackList')).toEqual({ kind: 'qq', value: '10086000' })
  expect(document.querySelector('.lookup-switched')?.textContent).toBe('输入的不是手机号，已按QQ查询')
  expect(text()).toContain('查询对象：QQ 10086000')
  // the kind buttons follow what was searched
  await waitFor(() => expect(picked('qq')).not.toBeNull())
  expect(picked('phone')).toBeNull()

  // a WeChat id typed under QQ
  await typeInto(u, '.f-value', 'Zhang_San88')
  await click(u, '.submit-btn')
  await waitFor(() => expect(asked('/black/blackList')).toHaveLength(2))
  expect(queryOf('/black/blackList', 1)).toEqual({ kind: 'wechat', value: 'zhang_san88' })
  await waitFor(() => expect(document.querySelector('.lookup-switched')?.textContent).toBe('输入的不是QQ，已按微信查询'))

  // ambiguous: 11 digits may be a QQ, so the kind picked is kept and nothing is said
  await click(u, '.kind-qq')
  await typeInto(u, '.f-value', '13800001234')
  await click(u, '.submit-btn')
  await waitFor(() => expect(asked('/black/blackList')).toHaveLength(3))
  expect(queryOf('/black/blackList', 2)).toEqual({ kind: 'qq', value: '13800001234' })
  await waitFor(() => expect(text()).toContain('查询对象：QQ 13800001234'))
  expect(document.querySelector('.lookup-switched')).toBeNull()

  // and in English
  localeStore.setLocale('en-US')
  await click(u, '.kind-phone')
  await typeInto(u, '.f-value', '123456789')
  await click(u, '.submit-btn')
  await waitFor(() => expect(document.querySelector('.lookup-switched')?.textContent).toBe('Not a valid Phone, so it was checked as QQ'))
})

test('clean and listed verdicts; the value is sent normalised', async () => {
  serve()
  const u = await mountPage(HeihaoPage)
  await waitFor(() => expect(text()).toContain('手机号'))
  await click(u, '.kind-qq')
  await typeInto(u, '.f-value', ' 12345 678 ')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('未查到黑名单记录'))
  expect(queryOf('/black/blackList')).toEqual({ kind: 'qq', value: '12345678' })
  expect(text()).toContain('查询对象：QQ 12345678')
  expect(document.querySelector('.verdict--clean')).not.toBeNull()
  expect(text()).toContain('请只通过平台担保交易')

  await typeInto(u, '.f-value', '10086000')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('该QQ已被列入黑名单'))
  expect(document.querySelector('.verdict--listed')).not.toBeNull()
  expect(document.querySelectorAll('.verdict__entry')).toHaveLength(2)
  expect(text()).toContain('收款后拉黑买家')
  expect(text()).toContain('游戏：王者荣耀')
  expect(text()).toContain('列入时间：2026-10-01')
  expect(text()).toContain('找回已售账号')
})

test('too many checks: the 429 sentence is shown and the value kept', async () => {
  serve({ 'GET /black/blackList': () => ({ code: 429, msg: '查询过于频繁，请稍后再试' }) })
  const u = await mountPage(HeihaoPage)
  await waitFor(() => expect(text()).toContain('手机号'))
  await typeInto(u, '.f-value', '13800000001')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('查询过于频繁，请稍后再试'))
  expect(inputValue()).toBe('13800000001')
})

test('official account check both ways (opened on its tab from ?tab=official)', async () => {
  serve()
  const u = await mountPage(HeihaoPage, { tab: 'official' })
  await waitFor(() => expect(text()).toContain('QQ群'))
  expect(text()).toContain('收款账号')
  await typeInto(u, '.f-value', '800800800')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('是平台官方账号：客服-小橙'))
  expect(queryOf('/V2/H5/checkAccount')).toEqual({ kind: 'qq', value: '800800800' })

  await click(u, '.kind-wechat')
  await typeInto(u, '.f-value', 'Fake_Kefu01')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('不是平台官方账号，谨防诈骗'))
  expect(queryOf('/V2/H5/checkAccount', 1)).toEqual({ kind: 'wechat', value: 'fake_kefu01' })
  await click(u, '.verdict__kefu')
  expect(nav.navigateTo).toHaveBeenCalledWith('contactkefu')

  // a QQ group number is checked with its own rule
  await click(u, '.kind-qq_group')
  await typeInto(u, '.f-value', '12345')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('QQ群号应为6-12位数字'))
  expect(asked('/V2/H5/checkAccount')).toHaveLength(2)
})

test('switching tabs keeps each check apart', async () => {
  serve()
  const u = await mountPage(HeihaoPage)
  await waitFor(() => expect(document.querySelectorAll('.nut-tabs-titles-item')).toHaveLength(2))
  const tab = Array.from(document.querySelectorAll('.nut-tabs-titles-item')).find((e) => e.textContent === '验证官方账号')!
  u.fireEvent.click(tab)
  await waitFor(() => expect(text()).toContain('有人自称平台客服'))
  expect(text()).toContain('QQ群')
})
