import './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import { useState } from 'react'
import type { AttrTemplate, AttrValue, ConsignmentRules, UserProfile } from '../../contract/types'
import AttrForm, { PICKER_FROM } from '../../src/components/AttrForm'
import BasicInformationPage from '../../src/pages/other/BasicInformation'
import FillInformationPage from '../../src/pages/other/fillInformation'
import SellPage from '../../src/pages/index/sell'
import SellSuccessPage from '../../src/pages/other/sellSuccess'
import { catalogStore } from '../../src/stores/catalog'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { SELL_DRAFT_KEY, SellDraftStore, sellDraftStore } from '../../src/stores/sellDraft'
import { describeAttrs } from '../../src/utils/sellDraft'
import RegionPicker from '../../src/components/RegionPicker'
import { emptyRegion, type RegionValue } from '../../src/utils/region'
import { click, demoProfile, mockApi, sleep, text, typeInto, waitFor, type ApiMock } from './helpers'

const tpl = (over: Partial<AttrTemplate> & Pick<AttrTemplate, 'key' | 'label' | 'type'>): AttrTemplate => ({
  options: [],
  unit: null,
  required: false,
  filterable: false,
  min: null,
  max: null,
  ...over,
})

const templates: AttrTemplate[] = [
  tpl({ key: 'heroes', label: '英雄数量', type: 'number', unit: '个', min: 0, max: 200, required: true }),
  tpl({ key: 'skins', label: '皮肤数量', type: 'number', unit: '个', min: 0, max: 2000 }),
  tpl({ key: 'rank', label: '段位', type: 'radio', options: ['钻石', '荣耀王者'], required: true }),
  tpl({ key: 'platform', label: '登录方式', type: 'boxradio', options: ['QQ', '微信'] }),
  tpl({ key: 'tags', label: '稀有皮肤', type: 'checkbox', options: ['典藏', '传说', '限定'] }),
  tpl({ key: 'nick', label: '游戏昵称', type: 'input' }),
]

const rules: ConsignmentRules = {
  sellerFeePercent: 5,
  uploadMaxBytes: 5 * 1024 * 1024,
  compensationStandardPercent: 5,
  compensationExtendedPercent: 10,
  reviewHours: 24,
}

const verified: UserProfile = {
  ...demoProfile,
  realName: { verified: true, name: '张*', idNumber: '1101**********1234', adult: true, verifiedAt: '2026-01-01T00:00:00.000Z' },
}

let api: ApiMock
let redirect: jest.SpyInstance
let mounted: TestUtils | null = null

function serve(post: () => { code: number; msg?: string; data?: unknown } = () => ({ code: 200, data: { id: 99 } })) {
  api = mockApi({
    'GET /system/user/profile': () => ({ code: 200, data: verified }),
    'GET /web/gameTempAttr': () => ({ code: 200, data: templates }),
    'GET /need/consignment/rules': () => ({ code: 200, data: rules }),
    'POST /need/consignment': post,
  })
}

/** the draft as BasicInformation leaves it: game 3, a complete region, the account's real-name status */
function basicsDone() {
  sellDraftStore.clear()
  sellDraftStore.begin(verified.id, 3, '王者荣耀')
  sellDraftStore.setRegion({ systemId: 10, carrierId: 11, areaId: 12, serverId: 13, names: ['安卓', 'QQ', '一区', '一服'], leaf: true })
  sellDraftStore.setAccountRealName('changeable')
}

async function mountFill(): Promise<TestUtils> {
  const u = (mounted = new TestUtils())
  await u.mount(FillInformationPage)
  // the inputs are web components: their inner <input> comes a moment after the field
  await waitFor(() => expect(document.querySelector('.attr-heroes input')).not.toBeNull())
  return u
}

async function typeArea(u: TestUtils, selector: string, value: string) {
  const el = document.querySelector(selector + ' textarea') as HTMLTextAreaElement | null
  if (!el) throw new Error('no textarea ' + selector)
  u.fireEvent.input(el, { target: { value } } as unknown as InputEventInit)
  await sleep(0)
}

const posts = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/need/consignment')

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(verified)
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { gameId: '3' }, path: '/index/fillInformation' } } as never)
  jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
  redirect = jest.spyOn(nav, 'redirectTo').mockResolvedValue(undefined as never)
  basicsDone()
})

afterEach(() => {
  mounted?.unmout()
  mounted = null
  jest.restoreAllMocks()
  sessionStore.clear()
  sellDraftStore.clear()
  document.body.innerHTML = ''
})

test('AttrForm renders every attribute type with required marks, units and ranges, and reports typed values', async () => {
  const changes: [string, AttrValue | undefined][] = []
  const u = (mounted = new TestUtils())
  await u.mount(AttrForm, { props: { templates, values: {}, onChange: (k: string, v: AttrValue | undefined) => changes.push([k, v]), showErrors: false } })
  await waitFor(() => expect(document.querySelectorAll('.attr-field')).toHaveLength(6))
  expect(document.querySelectorAll('.attr-field__required')).toHaveLength(2)
  expect(document.querySelector('.attr-heroes')?.textContent).toContain('英雄数量（个）')
  expect((document.querySelector('.attr-heroes input') as HTMLInputElement).placeholder).toBe('请输入0-200个')
  // choices are chips that wrap (every option on screen at any width); several-choice ones say so
  expect(document.querySelectorAll('.attr-rank .option-chips .attr-option')).toHaveLength(2)
  expect(document.querySelectorAll('.attr-platform .option-chips .attr-option')).toHaveLength(2)
  expect(document.querySelectorAll('.attr-tags .option-chips--multiple .attr-option')).toHaveLength(3)
  expect(document.querySelector('.attr-tags .attr-field__hint')?.textContent).toBe('可多选')
  expect(document.querySelector('.attr-rank .attr-field__hint')).toBeNull()
  expect(document.querySelector('.attr-nick input')).not.toBeNull()
  expect(document.querySelector('.attr-error')).toBeNull()

  await typeInto(u, '.attr-heroes', '120')
  // a number field takes digits only
  await typeInto(u, '.attr-skins', '12a')
  await click(u, '.attr-rank .attr-option-1')
  await click(u, '.attr-platform .attr-option-0')
  await click(u, '.attr-tags .attr-option-2')
  await typeInto(u, '.attr-nick', '小乔')
  expect(changes).toEqual([
    ['heroes', 120],
    ['skins', 12],
    ['rank', '荣耀王者'],
    ['platform', 'QQ'],
    ['tags', ['限定']],
    ['nick', '小乔'],
  ])
})

/** AttrForm holding its values as a page would; `attrValues` is the latest */
let attrValues: Record<string, AttrValue | undefined> = {}
function AttrHarness({ list, initial }: { list: AttrTemplate[]; initial: Record<string, AttrValue | undefined> }) {
  const [values, setValues] = useState(initial)
  const onChange = (k: string, v: AttrValue | undefined) =>
    setValues((old) => {
      attrValues = { ...old, [k]: v }
      return attrValues
    })
  return <AttrForm templates={list} values={values} onChange={onChange} showErrors />
}

test('AttrForm: chips show the choice; several can be ticked and unticked, kept in the template order', async () => {
  attrValues = {}
  const u = (mounted = new TestUtils())
  await u.mount(AttrHarness, { props: { list: templates, initial: { rank: '钻石', tags: ['限定'] } } })
  await waitFor(() => expect(document.querySelector('.attr-rank .attr-option-0.option-chip--on')).not.toBeNull())
  expect(document.querySelector('.attr-rank .attr-option-1.option-chip--on')).toBeNull()
  expect(document.querySelector('.attr-tags .attr-option-2.option-chip--on')).not.toBeNull()
  await click(u, '.attr-tags .attr-option-0')
  expect(attrValues.tags).toEqual(['典藏', '限定'])
  await click(u, '.attr-tags .attr-option-2')
  expect(attrValues.tags).toEqual(['典藏'])
  expect(document.querySelector('.attr-tags .attr-option-2.option-chip--on')).toBeNull()
  await click(u, '.attr-tags .attr-option-0')
  // nothing ticked: the optional field is empty again, not an empty list
  expect(attrValues.tags).toBeUndefined()
  await click(u, '.attr-rank .attr-option-1')
  expect(attrValues.rank).toBe('荣耀王者')
  expect(document.querySelector('.attr-rank .attr-option-1.option-chip--on')).not.toBeNull()
  expect(document.querySelector('.attr-rank .attr-option-0.option-chip--on')).toBeNull()
})

test('AttrForm: a single choice with many options is a picker row that shows the choice', async () => {
  const many = Array.from({ length: PICKER_FROM + 3 }, (_, i) => '英雄' + (i + 1))
  const hero = tpl({ key: 'hero', label: '主玩英雄', type: 'radio', options: many, required: true })
  attrValues = {}
  const u = (mounted = new TestUtils())
  await u.mount(AttrHarness, { props: { list: [hero], initial: {} } })
  await waitFor(() => expect(document.querySelector('.attr-hero .attr-picker')).not.toBeNull())
  expect(document.querySelectorAll('.attr-hero .option-chip')).toHaveLength(0)
  expect(document.querySelector('.attr-picker__text')?.textContent).toBe('请选择主玩英雄')
  expect(document.querySelector('.attr-hero .attr-error')?.textContent).toBe('请选择主玩英雄')
  await click(u, '.attr-picker')
  await waitFor(() => expect(document.querySelector('.nut-picker-confirm-btn, .nut-picker-control .nut-picker-confirm-btn')).not.toBeNull())
  await click(u, '.nut-picker-confirm-btn')
  await waitFor(() => expect(attrValues).toEqual({ hero: '英雄1' }))
  await waitFor(() => expect(document.querySelector('.attr-picker__text')?.textContent).toBe('英雄1'))
  expect(document.querySelector('.attr-hero .attr-error')).toBeNull()
})

test('describeAttrs drafts a description from the chosen attributes in template order', () => {
  expect(describeAttrs(templates, { rank: '荣耀王者', heroes: 120, tags: ['典藏', '传说'] })).toBe(
    '英雄数量：120个；段位：荣耀王者；稀有皮肤：典藏、传说。',
  )
  expect(describeAttrs(templates, {})).toBe('')
})

test('submit checks every rule on screen first: a number out of range and a missing required radio, nothing sent', async () => {
  serve()
  const scroll = jest.spyOn(Taro, 'pageScrollTo').mockResolvedValue(undefined as never)
  const u = await mountFill()
  // step 3 of 4 is the current one, the two before it done
  expect(document.querySelector('.sell-steps .nut-step-process')?.textContent).toContain('商品信息')
  expect(document.querySelectorAll('.sell-steps .nut-step-finish')).toHaveLength(2)
  await typeInto(u, '.attr-heroes', '500')
  await typeInto(u, '.f-title', '国服V8')
  await click(u, '.submit-btn')
  // the page goes to the first refused field (the attributes come first)
  await waitFor(() => expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ selector: '.attr-heroes' })))
  await waitFor(() => expect(text()).toContain('英雄数量需在0-200个之间'))
  expect(text()).toContain('请选择段位')
  expect(document.querySelector('.field-error--title')?.textContent).toBe('标题需为5-60个字')
  expect(document.querySelector('.field-error--images')).not.toBeNull()
  expect(document.querySelector('.form-error')?.textContent).toContain('项需要修改')
  expect(posts()).toHaveLength(0)
  // what was typed is kept
  expect((document.querySelector('.attr-heroes input') as HTMLInputElement).value).toBe('500')
  expect((document.querySelector('.f-title input') as HTMLInputElement).value).toBe('国服V8')
  // fixing a field clears its message
  await typeInto(u, '.attr-heroes', '120')
  await waitFor(() => expect(text()).not.toContain('英雄数量需在'))
})

test('a complete form posts exactly the ConsignmentInput, clears the draft and opens MyProducts on the review tab', async () => {
  serve()
  let n = 0
  const taro = Taro as unknown as Record<string, unknown>
  const chooseImage = jest.fn(() => Promise.resolve({ tempFilePaths: ['blob:1', 'blob:2', 'blob:3'], tempFiles: [] }))
  const uploadFile = jest.fn(() => {
    n += 1
    return Promise.resolve({ statusCode: 200, data: JSON.stringify({ code: 200, msg: 'ok', data: { url: '/api/uploads/k' + n + '.png', contentType: 'image/png', size: 10 } }) })
  })
  const saved = { chooseImage: taro.chooseImage, uploadFile: taro.uploadFile }
  taro.chooseImage = chooseImage
  taro.uploadFile = uploadFile
  try {
    const u = await mountFill()
    await typeInto(u, '.attr-heroes', '120')
    await click(u, '.attr-rank .attr-option-1')
    await click(u, '.attr-tags .attr-option-1')
    await click(u, '.attr-tags .attr-option-0')
    await typeInto(u, '.attr-nick', ' 小乔 ')
    await typeInto(u, '.f-title', '国服V8 满英雄 典藏皮肤')
    await typeInto(u, '.f-price', '1288.5')
    await click(u, '.fill-generate')
    await waitFor(() => expect((document.querySelector('.f-description textarea') as HTMLTextAreaElement).value).toContain('英雄数量：120个'))
    await click(u, '.image-uploader__add')
    await waitFor(() => expect(document.querySelectorAll('.image-uploader__img')).toHaveLength(3))
    expect(chooseImage.mock.calls[0]).toEqual([expect.objectContaining({ count: 12, sizeType: ['compressed'] })])
    expect(document.querySelector('.image-uploader__label')?.textContent).toBe('封面')
    await typeInto(u, '.f-account', 'wzry_8888')
    await typeInto(u, '.f-password', 'pw123456')
    await typeArea(u, '.f-notes', '绑定手机 138****0000')
    await click(u, '.comp-switch')
    await click(u, '.comp-extended')
    expect(document.querySelector('.comp-extended')?.textContent).toContain('买家另付 10%（¥128.85）')
    await typeInto(u, '.f-contact', 'QQ 123456')
    // fee preview: 5 % of 1288.50
    expect(document.querySelector('.fee-row--fee')?.textContent).toContain('-¥64.43')
    expect(document.querySelector('.fee-proceeds')?.textContent).toBe('¥1224.07')
    await click(u, '.fill-terms__check')
    await click(u, '.submit-btn')
    await waitFor(() => expect(posts()).toHaveLength(1))
    expect(posts()[0].data).toEqual({
      gameId: 3,
      systemId: 10,
      carrierId: 11,
      areaId: 12,
      serverId: 13,
      accountRealName: 'changeable',
      // not asked in this test: the form's defaults (a phone and an email bound, no third-party login)
      bindings: { phone: true, email: true, thirdParty: false },
      // not asked either: the origin's defaults (the 找回 risk score reads it)
      origin: { firstOwner: true, secondRealName: false, accountAgeMonths: null, loginChannel: 'official' },
      attrs: { heroes: 120, rank: '荣耀王者', tags: ['典藏', '传说'], nick: '小乔' },
      title: '国服V8 满英雄 典藏皮肤',
      description: '英雄数量：120个；段位：荣耀王者；稀有皮肤：典藏、传说；游戏昵称：小乔。',
      price: 128850,
      images: ['/api/uploads/k1.png', '/api/uploads/k2.png', '/api/uploads/k3.png'],
      credentials: { account: 'wzry_8888', password: 'pw123456', notes: '绑定手机 138****0000' },
      compensation: 'extended',
      contact: 'QQ 123456',
    })
    // the success screen reads the new listing back by its id
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('sellSuccess', { id: 99 }))
    expect(sellDraftStore.title).toBe('')
    expect(sellDraftStore.images).toEqual([])
  } finally {
    taro.chooseImage = saved.chooseImage
    taro.uploadFile = saved.uploadFile
  }
})

test('a refused upload shows the server msg; the server refusing the listing is shown and keeps the form', async () => {
  serve(() => ({ code: 400, msg: '图片无效，请重新上传' }))
  const taro = Taro as unknown as Record<string, unknown>
  const saved = { chooseImage: taro.chooseImage, uploadFile: taro.uploadFile }
  taro.chooseImage = jest.fn(() => Promise.resolve({ tempFilePaths: ['blob:bad'], tempFiles: [] }))
  taro.uploadFile = jest.fn(() => Promise.resolve({ statusCode: 400, data: JSON.stringify({ code: 400, msg: '只能上传 JPG、PNG、WEBP 或 GIF 图片', data: null }) }))
  try {
    sellDraftStore.setAttr('heroes', 120)
    sellDraftStore.setAttr('rank', '钻石')
    sellDraftStore.set('title', '国服V8 满英雄 典藏皮肤')
    sellDraftStore.set('price', '100')
    sellDraftStore.set('description', '这是一个很不错的账号，欢迎购买')
    sellDraftStore.setImages(['/api/uploads/a.png', '/api/uploads/b.png', '/api/uploads/c.png'])
    sellDraftStore.setCredential('account', 'acc')
    sellDraftStore.setCredential('password', 'pw')
    sellDraftStore.set('contact', '13800001234')
    const u = await mountFill()
    await click(u, '.image-uploader__add')
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '只能上传 JPG、PNG、WEBP 或 GIF 图片' })))
    expect(document.querySelectorAll('.image-uploader__img')).toHaveLength(3)
    await click(u, '.fill-terms__check')
    await click(u, '.submit-btn')
    await waitFor(() => expect(document.querySelector('.form-error')?.textContent).toBe('图片无效，请重新上传'))
    expect(redirect).not.toHaveBeenCalled()
    expect(sellDraftStore.title).toBe('国服V8 满英雄 典藏皮肤')
  } finally {
    taro.chooseImage = saved.chooseImage
    taro.uploadFile = saved.uploadFile
  }
})

test('the draft is kept across leaving and coming back, and a new start reads it from storage (without the password)', async () => {
  serve()
  let u = await mountFill()
  await typeInto(u, '.attr-heroes', '88')
  await typeInto(u, '.f-title', '留着下次再填的标题')
  await typeInto(u, '.f-password', 'secret99')
  mounted?.unmout()
  mounted = null
  document.body.innerHTML = ''
  u = await mountFill()
  expect((document.querySelector('.f-title input') as HTMLInputElement).value).toBe('留着下次再填的标题')
  expect((document.querySelector('.attr-heroes input') as HTMLInputElement).value).toBe('88')
  const stored = Taro.getStorageSync(SELL_DRAFT_KEY)
  expect(stored.title).toBe('留着下次再填的标题')
  expect(JSON.stringify(stored)).not.toContain('secret99')
  const restarted = new SellDraftStore()
  expect(restarted.gameId).toBe(3)
  expect(restarted.region.serverId).toBe(13)
  expect(restarted.attrs).toEqual({ heroes: 88 })
  expect(restarted.title).toBe('留着下次再填的标题')
  expect(restarted.credentials.password).toBe('')
  void u
})

test('the bindings answered in step 1 are sent as they were answered, and kept by the stored draft', async () => {
  serve()
  sellDraftStore.setBinding('phone', false)
  sellDraftStore.setBinding('thirdParty', true)
  sellDraftStore.setAttr('heroes', 120)
  sellDraftStore.setAttr('rank', '钻石')
  sellDraftStore.set('title', '国服V8 满英雄 典藏皮肤')
  sellDraftStore.set('price', '100')
  sellDraftStore.set('description', '这是一个很不错的账号，欢迎购买')
  sellDraftStore.setImages(['/api/uploads/a.png', '/api/uploads/b.png', '/api/uploads/c.png'])
  sellDraftStore.setCredential('account', 'acc')
  sellDraftStore.setCredential('password', 'pw')
  sellDraftStore.set('contact', '13800001234')
  expect(new SellDraftStore().bindings).toEqual({ phone: false, email: true, thirdParty: true })
  const u = await mountFill()
  await click(u, '.fill-terms__check')
  await click(u, '.submit-btn')
  await waitFor(() => expect(posts()).toHaveLength(1))
  expect((posts()[0].data as { bindings: unknown }).bindings).toEqual({ phone: false, email: true, thirdParty: true })
})

test('a draft stored before the bindings question starts with the defaults', () => {
  const stored = { ...sellDraftStore.persisted } as Record<string, unknown>
  delete stored.bindings
  Taro.setStorageSync(SELL_DRAFT_KEY, stored)
  expect(new SellDraftStore().bindings).toEqual({ phone: true, email: true, thirdParty: false })
  Taro.setStorageSync(SELL_DRAFT_KEY, { ...stored, bindings: { phone: 'yes', email: false } })
  expect(new SellDraftStore().bindings).toEqual({ phone: true, email: false, thirdParty: false })
})

test('without the basics (region, real-name status) the form sends the user back to BasicInformation', async () => {
  serve()
  sellDraftStore.setRegion({ systemId: 10, carrierId: null, areaId: null, serverId: null, names: ['安卓'], leaf: false })
  const u = (mounted = new TestUtils())
  await u.mount(FillInformationPage)
  await waitFor(() => expect(text()).toContain('请先完成账号基本信息'))
  await click(u, '.fill-needbasics__go')
  expect(redirect).toHaveBeenCalledWith('BasicInformation', { gameId: 3 })
})

describe('sell and BasicInformation', () => {
  const games = [{ type: 'mobile', typeName: '手游', games: [{ id: 3, name: '王者荣耀', icon: '/i.svg', hot: 1 }, { id: 4, name: '和平精英', icon: '/j.svg', hot: 1 }] }]
  const node = (id: number, parentId: number | null, level: string, name: string, hasChildren: boolean) => ({ id, gameId: 3, parentId, level, key: 'k' + id, name, hasChildren })
  const TREE: Record<string, unknown[]> = {
    root: [node(10, null, 'system', '安卓', true), node(20, null, 'system', '苹果', true)],
    '10': [node(11, 10, 'carrier', 'QQ', true)],
    '11': [node(12, 11, 'area', '一区', true)],
    '12': [node(13, 12, 'server', '一服', false), node(14, 12, 'server', '二服', false)],
  }
  let navigate: jest.SpyInstance

  function serveBasics(profile: UserProfile = verified) {
    api = mockApi({
      'GET /system/user/profile': () => ({ code: 200, data: profile }),
      'GET /web/game/list': () => ({ code: 200, data: games }),
      'GET /need/consignment/rules': () => ({ code: 200, data: rules }),
      'GET /web/keylist': (o) => ({ code: 200, data: TREE[/parentId=(\d+)/.exec(o.url)?.[1] ?? 'root'] ?? [] }),
    })
  }

  beforeEach(() => {
    navigate = jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
    runInAction(() => {
      catalogStore.gameTypeList = []
    })
    sellDraftStore.clear()
  })

  test('sell: the game grid and the two ways; consignment goes on to BasicInformation with the game in the draft', async () => {
    serveBasics()
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: {}, path: '/index/sell' } } as never)
    const u = (mounted = new TestUtils())
    await u.mount(SellPage)
    await waitFor(() => expect(document.querySelector('.game-4')).not.toBeNull())
    await waitFor(() => expect(text()).toContain('成交后收取5%服务费'))
    expect(text()).toContain('寄售（自主定价）')
    expect(text()).toContain('竞价回收（商家报价）')
    await click(u, '.sell-way--consign')
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请先选择要出售的游戏' }))
    expect(navigate).not.toHaveBeenCalled()
    await click(u, '.game-4')
    await click(u, '.sell-way--recycle')
    expect(navigate).toHaveBeenLastCalledWith('jingjiahuishou', { gameId: 4 })
    await click(u, '.game-3')
    expect(text()).toContain('已选择：王者荣耀')
    await click(u, '.sell-way--consign')
    expect(navigate).toHaveBeenLastCalledWith('BasicInformation', { gameId: 3 })
    expect(sellDraftStore.gameId).toBe(3)
    expect(sellDraftStore.gameName).toBe('王者荣耀')
  })

  test('BasicInformation: next is blocked until the region reaches a server and the real-name status is chosen', async () => {
    serveBasics()
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { gameId: '3' }, path: '/index/BasicInformation' } } as never)
    const scroll = jest.spyOn(Taro, 'pageScrollTo').mockResolvedValue(undefined as never)
    const u = (mounted = new TestUtils())
    await u.mount(BasicInformationPage)
    await waitFor(() => expect(document.querySelector('.region-picker .node-10')).not.toBeNull())
    expect(text()).toContain('王者荣耀')
    expect(document.querySelector('.region-picker__box')?.textContent).toContain('请选择区服')
    expect(document.querySelector('.sell-steps .nut-step-process')?.textContent).toContain('基本信息')
    expect(document.querySelector('.sell-blocked')).toBeNull()
    // going on with nothing chosen: the region is marked and scrolled to
    await click(u, '.submit-btn')
    expect(document.querySelector('.form-error')?.textContent).toBe('请选择完整的区服（需选到具体服务器）')
    expect(document.querySelector('.basic-region.basic-section--error')).not.toBeNull()
    await waitFor(() => expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ selector: '.basic-region' })))
    // the whole box opens the sheet of levels
    expect(document.querySelector('.region-sheet--open')).toBeNull()
    await click(u, '.region-picker__path')
    expect(document.querySelector('.region-sheet--open')).not.toBeNull()
    await click(u, '.node-10')
    await waitFor(() => expect(document.querySelector('.node-11')).not.toBeNull())
    await click(u, '.node-11')
    await waitFor(() => expect(document.querySelector('.node-12')).not.toBeNull())
    await click(u, '.submit-btn')
    expect(document.querySelector('.form-error')?.textContent).toBe('请选择完整的区服（需选到具体服务器）')
    await click(u, '.node-12')
    await waitFor(() => expect(document.querySelector('.node-14')).not.toBeNull())
    await click(u, '.node-14')
    // a server is the bottom of the tree: the sheet closes and the box shows the path
    expect(document.querySelector('.region-sheet--open')).toBeNull()
    expect(document.querySelector('.region-picker__path')?.textContent).toBe('安卓 / QQ / 一区 / 二服')
    await click(u, '.submit-btn')
    expect(document.querySelector('.form-error')?.textContent).toBe('请选择账号实名情况')
    await waitFor(() => expect(scroll).toHaveBeenLastCalledWith(expect.objectContaining({ selector: '.basic-arn' })))
    expect(navigate).not.toHaveBeenCalled()
    // the one real-name question of the form: the listing's three values
    expect([...document.querySelectorAll('.arn-options .option-chip')].map((e) => e.textContent)).toEqual(['实名为本人', '未实名', '可换绑实名'])
    await click(u, '.arn-seller')
    expect(document.querySelector('.basic-arn__explain')?.textContent).toContain('本人名下')
    await click(u, '.submit-btn')
    expect(navigate).toHaveBeenCalledWith('fillInformation', { gameId: 3 })
    expect(sellDraftStore.region).toMatchObject({ systemId: 10, carrierId: 11, areaId: 12, serverId: 14, leaf: true })
    expect(sellDraftStore.accountRealName).toBe('seller')
    // choosing a higher level again clears the deeper ones
    await click(u, '.node-20')
    expect(sellDraftStore.region).toMatchObject({ systemId: 20, carrierId: null, areaId: null, serverId: null, names: ['苹果'] })
  })

  test('BasicInformation asks what the account is bound to, one switch with a hint each: phone and email on, third-party off', async () => {
    serveBasics()
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { gameId: '3' }, path: '/index/BasicInformation' } } as never)
    const u = (mounted = new TestUtils())
    await u.mount(BasicInformationPage)
    await waitFor(() => expect(document.querySelector('.basic-bindings')).not.toBeNull())
    const row = (k: string) => document.querySelector('.basic-binding--' + k)!
    const on = (k: string) => !row(k).querySelector('.nut-switch')!.classList.contains('nut-switch-close')
    expect(document.querySelector('.basic-bindings .basic-section__title')?.textContent).toBe('账号绑定情况')
    expect([...document.querySelectorAll('.basic-binding__label')].map((e) => e.textContent)).toEqual(['绑定手机', '绑定邮箱', '第三方登录'])
    expect(row('phone').querySelector('.basic-binding__hint')?.textContent).toContain('换绑为买家的手机')
    expect(row('thirdParty').querySelector('.basic-binding__hint')?.textContent).toContain('解绑')
    expect([on('phone'), on('email'), on('thirdParty')]).toEqual([true, true, false])
    await click(u, '.binding-switch--email')
    await click(u, '.binding-switch--thirdParty')
    expect(sellDraftStore.bindings).toEqual({ phone: true, email: false, thirdParty: true })
    await waitFor(() => expect([on('phone'), on('email'), on('thirdParty')]).toEqual([true, false, true]))
    // kept in storage with the rest of the draft (editing the basics later finds them as answered)
    expect(Taro.getStorageSync(SELL_DRAFT_KEY).bindings).toEqual({ phone: true, email: false, thirdParty: true })
    // the account's origin is asked beside them (the 找回 risk score reads it)
    expect(document.querySelector('.basic-origin .basic-section__title')?.textContent).toBe('账号来源')
    await click(u, '.origin-switch--firstOwner')
    await click(u, '.origin-switch--channel')
    expect(sellDraftStore.origin).toEqual({ firstOwner: false, secondRealName: false, accountAgeMonths: null, loginChannel: 'channel' })
    expect(Taro.getStorageSync(SELL_DRAFT_KEY).origin.loginChannel).toBe('channel')
  })

  test('RegionPicker without a game: the box says to pick a game first and does not open', async () => {
    serveBasics()
    const u = (mounted = new TestUtils())
    await u.mount(RegionPicker, { props: { gameId: null, value: emptyRegion(), onChange: () => undefined, toLeaf: true } })
    await waitFor(() => expect(document.querySelector('.region-picker__hint')?.textContent).toBe('请先选择游戏，再选择区服'))
    await click(u, '.region-picker__box')
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请先选择游戏，再选择区服' }))
    expect(document.querySelector('.region-sheet--open')).toBeNull()
    expect(api.calls).toEqual([])
  })

  test('RegionPicker for any depth (recycling): 确定 closes the sheet once a system is chosen', async () => {
    serveBasics()
    let value = emptyRegion()
    function Holder() {
      const [v, setV] = useState(emptyRegion())
      return (
        <RegionPicker
          gameId={3}
          value={v}
          onChange={(next: RegionValue) => {
            value = next
            setV(next)
          }}
          toLeaf={false}
        />
      )
    }
    const u = (mounted = new TestUtils())
    await u.mount(Holder)
    await click(u, '.region-picker__box')
    await waitFor(() => expect(document.querySelector('.node-10')).not.toBeNull())
    expect(document.querySelector('.region-picker__done')).toBeNull()
    await click(u, '.node-10')
    await waitFor(() => expect(document.querySelector('.region-picker__done')).not.toBeNull())
    expect(document.querySelector('.region-sheet--open')).not.toBeNull()
    await click(u, '.region-picker__done')
    expect(document.querySelector('.region-sheet--open')).toBeNull()
    expect(value).toMatchObject({ systemId: 10, names: ['安卓'] })
  })

  test('BasicInformation: a user without real-name verification is told so, with the way to verify', async () => {
    serveBasics(demoProfile)
    sessionStore.setProfile(demoProfile)
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { gameId: '3' }, path: '/index/BasicInformation' } } as never)
    const u = (mounted = new TestUtils())
    await u.mount(BasicInformationPage)
    await waitFor(() => expect(text()).toContain('完成实名认证后才能出售账号'))
    await click(u, '.sell-blocked__go')
    expect(navigate).toHaveBeenCalledWith('Realname')
  })
})

describe('the success screen after submitting', () => {
  const listing = {
    id: 99,
    title: '国服V8 满英雄 典藏皮肤',
    cover: '/api/uploads/k1.png',
    price: 128850,
    gameId: 3,
    gameName: '王者荣耀',
    status: 'pending_review',
    rejectReason: null,
    proceeds: 122407,
  }
  let navigate: jest.SpyInstance

  beforeEach(() => {
    navigate = jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
  })

  async function mountDone(id: string | undefined, data: Record<string, unknown> = listing) {
    api = mockApi({
      'GET /system/user/profile': () => ({ code: 200, data: verified }),
      'GET /need/consignment/rules': () => ({ code: 200, data: rules }),
      'GET /need/myConsignment/99': () => ({ code: 200, data }),
    })
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: id ? { id } : {}, path: '/index/other/sellSuccess' } } as never)
    const u = (mounted = new TestUtils())
    await u.mount(SellSuccessPage)
    return u
  }

  test('says the listing waits for review, what review checks and how long it takes, read back from the server', async () => {
    const reLaunch = jest.spyOn(nav, 'reLaunch').mockResolvedValue(undefined as never)
    const u = await mountDone('99')
    await waitFor(() => expect(text()).toContain('已提交，等待审核'))
    expect(text()).toContain('国服V8 满英雄 典藏皮肤')
    expect(text()).toContain('¥1288.50')
    expect(document.querySelector('.sell-done-review__what')?.textContent).toContain('截图与账号属性')
    expect(document.querySelector('.sell-done-review__time')?.textContent).toBe('审核一般在24小时内完成。')
    // every step done: the indicator is on its last one
    expect(document.querySelector('.sell-steps .nut-step-process')?.textContent).toContain('提交审核')
    expect(document.querySelectorAll('.sell-steps .nut-step-finish')).toHaveLength(3)
    await click(u, '.sell-done-mine')
    expect(redirect).toHaveBeenCalledWith('MyProducts', { tab: 'pending_review' })
    await click(u, '.sell-done-home')
    expect(reLaunch).toHaveBeenCalledWith('home')
    expect(navigate).not.toHaveBeenCalled()
  })

  test('a listing reviewed meanwhile says so', async () => {
    await mountDone('99', { ...listing, status: 'rejected', rejectReason: '截图不清晰' })
    await waitFor(() => expect(text()).toContain('审核未通过'))
    expect(text()).toContain('未通过原因：截图不清晰')
  })

  test('without an id it says so and asks the server nothing', async () => {
    await mountDone(undefined)
    await waitFor(() => expect(text()).toContain('商品参数有误'))
    expect(api.calls.filter((c) => c.path.startsWith('/need/'))).toEqual([])
  })
})
