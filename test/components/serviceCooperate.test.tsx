import { resetPageHooks } from './pageHooks'
import Taro from '@tarojs/taro'
import CooperatePage from '../../src/pages/other/cooperate'
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

const posted = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/web/cooperate')
const typeMessage = (u: Awaited<ReturnType<typeof mountPage>>, value: string) =>
  u.fireEvent.input(document.querySelector('.f-message textarea')!, { target: { value } } as unknown as InputEventInit)

test('every rule is checked on screen with the input kept; then exactly CooperationInput is posted and thanks shown', async () => {
  api = mockApi({ 'POST /web/cooperate': () => ({ code: 200, data: { id: 9 } }) })
  const u = await mountPage(CooperatePage)
  await waitFor(() => expect(text()).toContain('渠道合作'))
  expect(text()).toContain('工作室入驻')
  expect(text()).toContain('广告投放')
  expect(text()).toContain('媒体合作')

  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('请选择合作类型'))
  // the kind cards choose the kind too
  await click(u, '.coop-kind--studio')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('请填写联系人（不超过30个字）'))
  await typeInto(u, '.f-name', ' 王经理 ')
  await typeInto(u, '.f-contact', '1380')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('联系方式需为5-50个字'))
  await typeInto(u, '.f-contact', 'wang@studio.cn')
  typeMessage(u, '想合作')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('合作内容需为10-1000个字'))
  await typeInto(u, '.f-company', 'x'.repeat(51))
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('公司/工作室名称不能超过50个字'))
  expect((document.querySelector('.f-name input') as HTMLInputElement).value).toBe(' 王经理 ')
  expect(posted()).toHaveLength(0)

  await typeInto(u, '.f-company', '')
  await click(u, '.kind-advertising')
  typeMessage(u, '我们有一批王者荣耀的优质账号，想在首页做推广。')
  await click(u, '.submit-btn')
  await waitFor(() => expect(posted()).toHaveLength(1))
  expect(posted()[0].data).toEqual({
    kind: 'advertising',
    company: null,
    name: '王经理',
    contact: 'wang@studio.cn',
    message: '我们有一批王者荣耀的优质账号，想在首页做推广。',
  })
  await waitFor(() => expect(text()).toContain('感谢你的合作意向！'))
  await click(u, '.coop-thanks__back')
  expect(nav.navigateTo).toHaveBeenCalledWith('FuwuLists')
})

test('too many enquiries: the 429 sentence is shown and the form kept', async () => {
  api = mockApi({ 'POST /web/cooperate': () => ({ code: 429, msg: '提交过于频繁，请明天再试' }) })
  const u = await mountPage(CooperatePage)
  await waitFor(() => expect(text()).toContain('渠道合作'))
  await click(u, '.kind-channel')
  await typeInto(u, '.f-company', '星火渠道')
  await typeInto(u, '.f-name', '李')
  await typeInto(u, '.f-contact', 'QQ 123456')
  typeMessage(u, '我们有稳定的游戏玩家流量，希望合作推广。')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('提交过于频繁，请明天再试'))
  expect(posted()[0].data).toMatchObject({ kind: 'channel', company: '星火渠道' })
  expect((document.querySelector('.f-company input') as HTMLInputElement).value).toBe('星火渠道')
  expect(text()).not.toContain('感谢你的合作意向！')
})
