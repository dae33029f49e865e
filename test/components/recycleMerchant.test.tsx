import { resetPageHooks } from './pageHooks'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { MerchantApplication, MerchantTrade, RecycleQuote } from '../../contract/types'
import ShanghuPage from '../../src/pages/other/shanghu'
import * as nav from '../../src/utils/nav'
import { catalogStore } from '../../src/stores/catalog'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, mockApi, text, typeInto, waitFor, type ApiMock } from './helpers'
import { games, merchantProfile, mountPage, opening, quote, unmountPage, verifiedProfile } from './recycleFixtures'

let api: ApiMock

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    sessionStore.token = 'tok'
    catalogStore.gameTypeList = []
  })
  jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
  jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
})

afterEach(() => {
  unmountPage()
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

const posted = (path: string) => api.calls.filter((c) => c.method === 'POST' && c.path === path)

const application = (over: Partial<MerchantApplication> = {}): MerchantApplication => ({
  id: 3,
  userId: 1,
  shopName: '星辰回收',
  contact: 'QQ 123456',
  intro: '专业回收王者荣耀账号，当天付款。',
  status: 'pending',
  reason: null,
  createdAt: '2026-11-22T01:00:00.000Z',
  decidedAt: null,
  ...over,
})

async function typeArea(u: Awaited<ReturnType<typeof mountPage>>, sel: string, value: string) {
  await waitFor(() => expect(document.querySelector(sel + ' textarea')).not.toBeNull())
  u.fireEvent.input(document.querySelector(sel + ' textarea')!, { target: { value } } as unknown as InputEventInit)
}

describe('merchant centre for a user', () => {
  test('recruitment text and the application form: a bad shop name is refused on screen, a good one is sent', async () => {
    sessionStore.setProfile(verifiedProfile)
    api = mockApi({
      'GET /system/user/profile': () => ({ code: 200, data: verifiedProfile }),
      'GET /merchant/application': () => ({ code: 200, data: null }),
      'POST /merchant/apply': (o) => ({ code: 200, data: application(o.data as Partial<MerchantApplication>) }),
    })
    const u = await mountPage(ShanghuPage)
    await waitFor(() => expect(document.querySelector('.f-shop-name')).not.toBeNull())
    expect(text()).toContain('成为回收商户')
    expect(text()).toContain('已完成实名认证且年满18周岁')
    expect(text()).toContain('一个店铺名称（2-30个字）')

    await typeInto(u, '.f-shop-name', '星')
    await typeInto(u, '.f-contact', 'QQ 123456')
    await typeArea(u, '.f-intro', '专业回收王者荣耀账号，当天付款。')
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('店铺名称需为2-30个字'))
    expect(posted('/merchant/apply')).toHaveLength(0)
    expect((document.querySelector('.f-shop-name input') as HTMLInputElement).value).toBe('星')

    await typeInto(u, '.f-shop-name', '星辰回收')
    await click(u, '.submit-btn')
    await waitFor(() => expect(posted('/merchant/apply')).toHaveLength(1))
    expect(posted('/merchant/apply')[0].data).toEqual({ shopName: '星辰回收', contact: 'QQ 123456', intro: '专业回收王者荣耀账号，当天付款。' })
    await waitFor(() => expect(text()).toContain('申请审核中'))
    expect(document.querySelector('.f-shop-name')).toBeNull()
  })

  test('a rejected application shows the reason and may be sent again, starting from the last one', async () => {
    sessionStore.setProfile(verifiedProfile)
    api = mockApi({
      'GET /system/user/profile': () => ({ code: 200, data: verifiedProfile }),
      'GET /merchant/application': () => ({ code: 200, data: application({ status: 'rejected', reason: '介绍过于简单' }) }),
    })
    const u = await mountPage(ShanghuPage)
    await waitFor(() => expect(text()).toContain('申请未通过'))
    expect(text()).toContain('原因：介绍过于简单')
    await click(u, '.merchant-reapply')
    await waitFor(() => expect(document.querySelector('.f-shop-name input')).not.toBeNull())
    expect((document.querySelector('.f-shop-name input') as HTMLInputElement).value).toBe('星辰回收')
  })

  test('an unverified user is sent to real-name verification first', async () => {
    sessionStore.setProfile(demoProfile)
    api = mockApi({
      'GET /system/user/profile': () => ({ code: 200, data: demoProfile }),
      'GET /merchant/application': () => ({ code: 200, data: null }),
    })
    const u = await mountPage(ShanghuPage)
    await waitFor(() => expect(text()).toContain('完成实名认证后才能申请成为回收商户'))
    expect(document.querySelector('.f-shop-name')).toBeNull()
    await click(u, '.merchant-blocked__go')
    expect(nav.navigateTo).toHaveBeenCalledWith('Realname')
  })
})

describe('merchant centre for a merchant', () => {
  test('open requests with a game filter; a quote is sent in fen and then shown as my quote', async () => {
    sessionStore.setProfile(merchantProfile)
    let sent: RecycleQuote | null = null
    api = mockApi({
      'GET /system/user/profile': () => ({ code: 200, data: merchantProfile }),
      'GET /web/game/list': () => ({ code: 200, data: games }),
      'GET /merchant/requests': () => ({ code: 200, data: { rows: [opening()], total: 1 } }),
      'POST /merchant/quote': (o) => {
        const body = o.data as { requestId: number; amount: number; note: string | null }
        sent = quote(9, body.amount, { requestId: body.requestId, note: body.note, merchantName: '星辰回收' })
        return { code: 200, data: sent }
      },
    })
    const u = await mountPage(ShanghuPage)
    await waitFor(() => expect(document.querySelectorAll('.opening')).toHaveLength(1))
    const row = () => document.querySelector('.opening')!.textContent ?? ''
    expect(row()).toContain('V8 百皮肤 荣耀王者')
    expect(row()).toContain('期望价格 ¥1500.00')
    expect(row()).toContain('段位荣耀王者')
    expect(row()).toContain('未报价')
    expect(document.querySelectorAll('.opening__image')).toHaveLength(1)

    await waitFor(() => expect(document.querySelector('.game-chip--1')).not.toBeNull())
    await click(u, '.game-chip--1')
    await waitFor(() => expect(api.spy.mock.calls.some(([o]) => /\/merchant\/requests\?gameId=1&/.test((o as { url: string }).url))).toBe(true))
    await waitFor(() => expect(document.querySelectorAll('.opening')).toHaveLength(1))

    await click(u, '.opening-quote-btn')
    await waitFor(() => expect(document.querySelector('.f-quote-amount input')).not.toBeNull())
    await typeInto(u, '.f-quote-amount', '0')
    await click(u, '.quote-submit')
    await waitFor(() => expect(text()).toContain('报价需在1-1000000元之间'))
    expect(posted('/merchant/quote')).toHaveLength(0)

    await typeInto(u, '.f-quote-amount', '1288.8')
    await typeArea(u, '.f-quote-note', '可当天付款')
    await click(u, '.quote-submit')
    await waitFor(() => expect(posted('/merchant/quote')).toHaveLength(1))
    expect(posted('/merchant/quote')[0].data).toEqual({ requestId: 5, amount: 128880, note: '可当天付款' })
    await waitFor(() => expect(row()).toContain('我的报价 ¥1288.80'))
    expect(row()).toContain('待选择')
    expect(row()).toContain('2 条报价')
    expect(document.querySelector('.opening-quote-btn')?.textContent).toBe('修改报价')
    expect(sent).not.toBeNull()
  })

  test('a request closed meanwhile (409): the message as a toast and the list again', async () => {
    sessionStore.setProfile(merchantProfile)
    let gone = false
    api = mockApi({
      'GET /system/user/profile': () => ({ code: 200, data: merchantProfile }),
      'GET /web/game/list': () => ({ code: 200, data: games }),
      'GET /merchant/requests': () => ({ code: 200, data: gone ? { rows: [], total: 0 } : { rows: [opening()], total: 1 } }),
      'POST /merchant/quote': () => {
        gone = true
        return { code: 409, msg: '该回收申请已不再接受报价' }
      },
    })
    const u = await mountPage(ShanghuPage)
    await waitFor(() => expect(document.querySelectorAll('.opening')).toHaveLength(1))
    await click(u, '.opening-quote-btn')
    await waitFor(() => expect(document.querySelector('.f-quote-amount input')).not.toBeNull())
    await typeInto(u, '.f-quote-amount', '1200')
    await click(u, '.quote-submit')
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '该回收申请已不再接受报价' })))
    await waitFor(() => expect(text()).toContain('暂无待报价的回收申请'))
  })

  test('deals: the accepted quote, the order to pay and the seller contact', async () => {
    sessionStore.setProfile(merchantProfile)
    const trade: MerchantTrade = {
      quote: quote(9, 128800, { status: 'accepted' }),
      requestNo: 'R20261122093015123456',
      gameName: '王者荣耀',
      title: 'V8 百皮肤 荣耀王者',
      requestStatus: 'accepted',
      orderId: 42,
      orderStatus: 'pending_payment',
      sellerContact: 'QQ 123456',
    }
    api = mockApi({
      'GET /system/user/profile': () => ({ code: 200, data: merchantProfile }),
      'GET /web/game/list': () => ({ code: 200, data: games }),
      'GET /merchant/requests': () => ({ code: 200, data: { rows: [], total: 0 } }),
      'GET /merchant/trades': () => ({ code: 200, data: { rows: [trade], total: 1 } }),
    })
    const u = await mountPage(ShanghuPage)
    await waitFor(() => expect(text()).toContain('暂无待报价的回收申请'))
    const tab = Array.from(document.querySelectorAll('.nut-tabs-titles-item')).find((e) => e.textContent === '已成交')!
    u.fireEvent.click(tab)
    await waitFor(() => expect(document.querySelectorAll('.trade')).toHaveLength(1))
    const row = document.querySelector('.trade')!.textContent ?? ''
    expect(row).toContain('¥1288.00')
    expect(row).toContain('待付款')
    expect(row).toContain('QQ 123456')
    await click(u, '.trade-pay-btn')
    expect(nav.navigateTo).toHaveBeenCalledWith('orderDetail', { id: 42 })
  })
})
