import { resetPageHooks } from './pageHooks'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { RecycleRequest } from '../../contract/types'
import PriceListPage from '../../src/pages/other/jingjiahuishouPriceList'
import RecycleFormPage from '../../src/pages/other/jingjiahuishou'
import * as nav from '../../src/utils/nav'
import { catalogStore } from '../../src/stores/catalog'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, mockApi, text, typeInto, waitFor, type ApiMock } from './helpers'
import { games, mountPage, quote, recycleRequest, unmountPage, verifiedProfile } from './recycleFixtures'

let api: ApiMock
let modal: jest.SpyInstance
let toast: jest.SpyInstance

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    sessionStore.token = 'tok'
    catalogStore.gameTypeList = []
  })
  sessionStore.setProfile(verifiedProfile)
  jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
  jest.spyOn(nav, 'redirectTo').mockResolvedValue(undefined as never)
  modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
})

afterEach(() => {
  unmountPage()
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

const posted = (path: string) => api.calls.filter((c) => c.method === 'POST' && c.path === path)
const inputValue = (sel: string) => (document.querySelector(sel + ' input') as HTMLInputElement).value

describe('appraisal form (jingjiahuishou)', () => {
  function serve(profile = verifiedProfile) {
    api = mockApi({
      'GET /system/user/profile': () => ({ code: 200, data: profile }),
      'GET /web/game/list': () => ({ code: 200, data: games }),
      'GET /web/keylist': (o) =>
        /parentId=10/.test(o.url)
          ? { code: 200, data: [{ id: 11, gameId: 1, parentId: 10, level: 'carrier', key: 'qq', name: 'QQ', hasChildren: true }] }
          : { code: 200, data: [{ id: 10, gameId: 1, parentId: null, level: 'system', key: 'android', name: '安卓', hasChildren: true }] },
      'POST /account/backlist': () => ({ code: 200, data: recycleRequest({ id: 77 }) }),
    })
  }

  async function typeText(u: Awaited<ReturnType<typeof mountPage>>, sel: string, value: string) {
    await waitFor(() => expect(document.querySelector(sel + ' textarea')).not.toBeNull())
    u.fireEvent.input(document.querySelector(sel + ' textarea')!, { target: { value } } as unknown as InputEventInit)
  }

  test("the game's attributes, optional: what is filled in is sent for the valuation reference, the rest left out", async () => {
    api = mockApi({
      'GET /system/user/profile': () => ({ code: 200, data: verifiedProfile }),
      'GET /web/game/list': () => ({ code: 200, data: games }),
      'GET /web/keylist': () => ({ code: 200, data: [{ id: 10, gameId: 1, parentId: null, level: 'system', key: 'android', name: '安卓', hasChildren: false }] }),
      'GET /web/gameTempAttr': () => ({
        code: 200,
        data: [
          { key: 'skins', label: '皮肤数', type: 'number', options: [], unit: '个', required: true, filterable: true },
          { key: 'note', label: '备注', type: 'input', options: [], unit: null, required: true, filterable: false },
        ],
      }),
      'POST /account/backlist': () => ({ code: 200, data: recycleRequest({ id: 78 }) }),
    })
    jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['/tmp/shot.png'], tempFiles: [] } as never)
    jest.spyOn(Taro, 'uploadFile').mockResolvedValue({
      statusCode: 200,
      data: JSON.stringify({ code: 200, msg: 'ok', data: { url: '/api/uploads/shot.png', contentType: 'image/png', size: 10 } }),
    } as never)
    const u = await mountPage(RecycleFormPage, { gameId: '1' })
    await waitFor(() => expect(document.querySelector('.recycle-attrs .attr-skins')).not.toBeNull())
    // optional here: no required marks
    expect(document.querySelector('.recycle-attrs .attr-field__required')).toBeNull()
    await waitFor(() => expect(document.querySelector('.node-10')).not.toBeNull())
    await click(u, '.node-10')
    await typeInto(u, '.attr-skins', '120')
    await typeInto(u, '.f-title', 'V8 百皮肤 荣耀王者')
    await typeText(u, '.f-description', '段位荣耀王者，皮肤一百多个，英雄全。')
    await click(u, '.image-uploader__add')
    await waitFor(() => expect(document.querySelectorAll('.image-uploader__img')).toHaveLength(1))
    await typeInto(u, '.f-price', '1500')
    await typeInto(u, '.f-account', 'wzry_8848')
    await typeInto(u, '.f-password', 'Secret#123')
    await typeInto(u, '.f-contact', 'QQ 123456')
    await click(u, '.submit-btn')
    await waitFor(() => expect(posted('/account/backlist')).toHaveLength(1))
    expect(posted('/account/backlist')[0].data).toMatchObject({ gameId: 1, attrs: { skins: 120 } })
    expect(Object.keys((posted('/account/backlist')[0].data as { attrs: object }).attrs)).toEqual(['skins'])
  })

  test('checks every rule on screen, sends nothing until the form is right, then posts RecycleInput in fen', async () => {
    serve()
    jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['/tmp/shot.png'], tempFiles: [] } as never)
    jest.spyOn(Taro, 'uploadFile').mockResolvedValue({
      statusCode: 200,
      data: JSON.stringify({ code: 200, msg: 'ok', data: { url: '/api/uploads/shot.png', contentType: 'image/png', size: 10 } }),
    } as never)
    const u = await mountPage(RecycleFormPage, { gameId: '1' })
    await waitFor(() => expect(text()).toContain('王者荣耀'))
    expect(text()).toContain('只有你接受某个商户的报价并且该商户付款后')

    // nothing chosen yet: the region comes first
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('请选择区服（至少选择系统）'))
    await waitFor(() => expect(document.querySelector('.node-10')).not.toBeNull())
    await click(u, '.node-10')

    await typeInto(u, '.f-title', 'V8 百皮肤 荣耀王者')
    await typeText(u, '.f-description', '太短了')
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('账号描述需为10-2000个字'))

    await typeText(u, '.f-description', '段位荣耀王者，皮肤一百多个，英雄全。')
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('请上传1-9张账号截图'))

    await click(u, '.image-uploader__add')
    await waitFor(() => expect(document.querySelectorAll('.image-uploader__img')).toHaveLength(1))

    await typeInto(u, '.f-price', '0.5')
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('期望价格需在1-1000000元之间'))
    await typeInto(u, '.f-price', '12.345')
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('期望价格需在1-1000000元之间'))

    await typeInto(u, '.f-price', '1500.5')
    await typeInto(u, '.f-account', ' wzry_8848 ')
    await typeInto(u, '.f-password', 'Secret#123')
    await typeInto(u, '.f-contact', 'QQ')
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('联系方式需为5-50个字'))

    // every failed try kept what was typed and sent nothing
    expect(inputValue('.f-title')).toBe('V8 百皮肤 荣耀王者')
    expect(inputValue('.f-price')).toBe('1500.5')
    expect(posted('/account/backlist')).toHaveLength(0)

    await typeInto(u, '.f-contact', 'QQ 123456')
    await click(u, '.submit-btn')
    await waitFor(() => expect(posted('/account/backlist')).toHaveLength(1))
    expect(posted('/account/backlist')[0].data).toEqual({
      gameId: 1,
      systemId: 10,
      carrierId: null,
      areaId: null,
      serverId: null,
      title: 'V8 百皮肤 荣耀王者',
      description: '段位荣耀王者，皮肤一百多个，英雄全。',
      images: ['/api/uploads/shot.png'],
      expectedPrice: 150050,
      credentials: { account: 'wzry_8848', password: 'Secret#123', notes: null },
      contact: 'QQ 123456',
    })
    await waitFor(() => expect(nav.redirectTo).toHaveBeenCalledWith('commit', { id: 77 }))
  })

  test('the server refusing keeps the form and shows its message', async () => {
    serve()
    api = mockApi({
      'GET /system/user/profile': () => ({ code: 200, data: verifiedProfile }),
      'GET /web/game/list': () => ({ code: 200, data: games }),
      'GET /web/keylist': () => ({ code: 200, data: [{ id: 10, gameId: 1, parentId: null, level: 'system', key: 'android', name: '安卓', hasChildren: false }] }),
      'POST /account/backlist': () => ({ code: 400, msg: '图片不属于当前用户' }),
    })
    jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['/tmp/shot.png'], tempFiles: [] } as never)
    jest.spyOn(Taro, 'uploadFile').mockResolvedValue({
      statusCode: 200,
      data: JSON.stringify({ code: 200, msg: 'ok', data: { url: '/api/uploads/shot.png', contentType: 'image/png', size: 10 } }),
    } as never)
    const u = await mountPage(RecycleFormPage, { gameId: '1' })
    await waitFor(() => expect(document.querySelector('.node-10')).not.toBeNull())
    await click(u, '.node-10')
    await typeInto(u, '.f-title', 'V8 百皮肤 荣耀王者')
    await typeText(u, '.f-description', '段位荣耀王者，皮肤一百多个，英雄全。')
    await click(u, '.image-uploader__add')
    await waitFor(() => expect(document.querySelectorAll('.image-uploader__img')).toHaveLength(1))
    await typeInto(u, '.f-price', '1500')
    await typeInto(u, '.f-account', 'wzry_8848')
    await typeInto(u, '.f-password', 'Secret#123')
    await typeInto(u, '.f-contact', 'QQ 123456')
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('图片不属于当前用户'))
    expect(inputValue('.f-title')).toBe('V8 百皮肤 荣耀王者')
    expect(nav.redirectTo).not.toHaveBeenCalled()
  })

  test('without a game it offers the game grid first', async () => {
    serve()
    const u = await mountPage(RecycleFormPage)
    await waitFor(() => expect(text()).toContain('选择要回收的游戏'))
    await waitFor(() => expect(document.querySelector('.game-1')).not.toBeNull())
    await click(u, '.game-1')
    await waitFor(() => expect(document.querySelector('.f-title')).not.toBeNull())
    expect(document.querySelector('.recycle-form__game')?.textContent).toBe('王者荣耀')
  })

  test('a user without real-name verification is sent to Realname instead of the form', async () => {
    serve(demoProfile)
    sessionStore.setProfile(demoProfile)
    const u = await mountPage(RecycleFormPage, { gameId: '1' })
    await waitFor(() => expect(text()).toContain('完成实名认证后才能提交账号回收'))
    expect(document.querySelector('.f-title')).toBeNull()
    await click(u, '.recycle-blocked__go')
    expect(nav.navigateTo).toHaveBeenCalledWith('Realname')
  })

  test('a minor is told they may not trade', async () => {
    const minor = { ...verifiedProfile, realName: { ...verifiedProfile.realName, adult: false } }
    serve(minor)
    sessionStore.setProfile(minor)
    await mountPage(RecycleFormPage, { gameId: '1' })
    await waitFor(() => expect(text()).toContain('未满18周岁的用户不能进行账号交易'))
    expect(document.querySelector('.recycle-blocked__go')).toBeNull()
  })
})

describe('quotes (jingjiahuishouPriceList)', () => {
  const quotes = [quote(1, 120000), quote(2, 150000, { note: '可当天付款' }), quote(3, 130000)]

  function serve(accept: () => { code: number; msg?: string; data?: unknown }) {
    let current: RecycleRequest = recycleRequest({ quoteCount: 3, bestQuote: 150000 })
    let currentQuotes = quotes
    api = mockApi({
      'GET /account/backlist/5': () => ({ code: 200, data: current }),
      'GET /account/backlist/5/quotes': () => ({ code: 200, data: currentQuotes }),
      'POST /account/backlist/5/accept': () => {
        const res = accept()
        if (res.code === 200) {
          currentQuotes = quotes.map((q) => ({ ...q, status: q.id === 2 ? 'accepted' : 'rejected' }))
          current = { ...current, status: 'accepted', acceptedQuote: currentQuotes[1], orderId: 42, orderStatus: 'pending_payment' }
          return { code: 200, data: current }
        }
        return res
      },
      'POST /account/backlist/5/cancel': () => {
        current = { ...current, status: 'cancelled' }
        return { code: 200, data: current }
      },
    })
  }

  const rows = () => Array.from(document.querySelectorAll('.quote-row')).map((r) => r.textContent ?? '')

  test('quotes highest first; accept asks first, posts the quote id, then shows the accepted request and its order', async () => {
    serve(() => ({ code: 200 }))
    const u = await mountPage(PriceListPage, { id: '5' })
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(rows()[0]).toContain('商户2')
    expect(rows()[0]).toContain('¥1500.00')
    expect(rows()[0]).toContain('备注：可当天付款')
    expect(rows()[0]).toContain('最高价')
    expect(rows()[1]).toContain('¥1300.00')
    expect(rows()[2]).toContain('¥1200.00')
    expect(text()).toContain('商家报价（3）')

    modal.mockResolvedValueOnce({ confirm: false, cancel: true })
    await click(u, '.quote-row .quote-accept')
    await waitFor(() => expect(modal).toHaveBeenCalledTimes(1))
    expect(posted('/account/backlist/5/accept')).toHaveLength(0)

    await click(u, '.quote-row .quote-accept')
    await waitFor(() => expect(posted('/account/backlist/5/accept')).toHaveLength(1))
    expect(posted('/account/backlist/5/accept')[0].data).toEqual({ quoteId: 2 })
    const ask = modal.mock.calls[1][0].content as string
    expect(ask).toContain('商户2')
    expect(ask).toContain('¥1500.00')
    expect(ask).toContain('其他报价将被拒绝')
    expect(ask).toContain('平台担保')

    await waitFor(() => expect(document.querySelector('.recycle-order-btn')).not.toBeNull())
    expect(document.querySelector('.recycle-summary .recycle-tag')?.textContent).toBe('已接受报价')
    expect(text()).toContain('成交价 ¥1500.00（商户2）')
    expect(text()).toContain('订单状态：待付款')
    expect(document.querySelectorAll('.quote-accept')).toHaveLength(0)
    expect(document.querySelector('.recycle-cancel-btn')).toBeNull()
    await click(u, '.recycle-order-btn')
    expect(nav.navigateTo).toHaveBeenCalledWith('orderDetail', { id: 42 })
  })

  test('a 409 (accepted elsewhere) is shown as a toast and the quotes are loaded again', async () => {
    serve(() => ({ code: 409, msg: '该申请已接受其他报价' }))
    const u = await mountPage(PriceListPage, { id: '5' })
    await waitFor(() => expect(rows()).toHaveLength(3))
    const loads = () => api.calls.filter((c) => c.path === '/account/backlist/5/quotes').length
    expect(loads()).toBe(1)
    await click(u, '.quote-row .quote-accept')
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '该申请已接受其他报价' })))
    await waitFor(() => expect(loads()).toBe(2))
  })

  test('an open request may be cancelled after a confirm', async () => {
    serve(() => ({ code: 200 }))
    const u = await mountPage(PriceListPage, { id: '5' })
    await waitFor(() => expect(document.querySelector('.recycle-cancel-btn')).not.toBeNull())
    await click(u, '.recycle-cancel-btn')
    await waitFor(() => expect(posted('/account/backlist/5/cancel')).toHaveLength(1))
    expect(modal.mock.calls[0][0].content).toContain('确定取消该回收申请吗')
    await waitFor(() => expect(document.querySelector('.recycle-summary .recycle-tag')?.textContent).toBe('已取消'))
    expect(document.querySelectorAll('.quote-accept')).toHaveLength(0)
  })

  test('a bad id says so without asking the server', async () => {
    api = mockApi({})
    await mountPage(PriceListPage, { id: 'x' })
    await waitFor(() => expect(text()).toContain('回收申请参数有误'))
    expect(api.calls).toHaveLength(0)
  })
})
