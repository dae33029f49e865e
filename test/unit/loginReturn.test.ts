/** Coming back after login: the page the user was sent away from opens again with the query it had. */
jest.mock('@tarojs/taro', () => require('./taroMock').createTaroMock())
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Taro = require('@tarojs/taro').default ?? require('@tarojs/taro')
import { leaveAfterLogin } from '../../src/utils/afterLogin'
import { goLogin, loginQuery, parseQuery } from '../../src/utils/nav'

beforeEach(() => {
  jest.clearAllMocks()
})

test('parseQuery reads what withQuery writes and drops malformed pairs', () => {
  expect(parseQuery('gameId=3&note=a%26b%3Dc&bad=%E0%A4%A&=x&flag')).toEqual({ gameId: '3', note: 'a&b=c' })
  expect(parseQuery(undefined)).toEqual({})
})

test('goLogin keeps the current page and its query (not Taro keys, not an earlier hand-over)', async () => {
  Taro.getCurrentInstance = jest.fn(() => ({ router: { params: { gameId: '7', q: '%E5%8E%9F%E7%A5%9E', $taroTimestamp: '1', redirect: 'x' } } }))
  expect(loginQuery('jingjiahuishou')).toEqual({ redirect: 'jingjiahuishou', back: 'gameId=7&q=%E5%8E%9F%E7%A5%9E' })
  await goLogin('jingjiahuishou')
  const url: string = Taro.redirectTo.mock.calls[0][0].url
  expect(url.startsWith('/pages/login/index?redirect=jingjiahuishou&back=')).toBe(true)
  const back = decodeURIComponent(url.split('back=')[1])
  expect(parseQuery(back)).toEqual({ gameId: '7', q: '原神' })
})

test('after login the page opens again with its query', () => {
  leaveAfterLogin('jingjiahuishou', 'gameId=7&q=%E5%8E%9F%E7%A5%9E')
  expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/other/jingjiahuishou/index?gameId=7&q=%E5%8E%9F%E7%A5%9E' })
})

test('a page that opened login over itself is gone back to (one step, or two through register), keeping its state', () => {
  Taro.getCurrentPages = jest.fn(() => [{ route: 'pages/index/home/index' }, { route: 'pages/index/goodDetail/index' }, { route: 'pages/login/index' }])
  leaveAfterLogin('goodDetail', 'id=7')
  expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
  expect(Taro.redirectTo).not.toHaveBeenCalled()

  jest.clearAllMocks()
  Taro.getCurrentPages = jest.fn(() => [{ route: 'pages/index/goodDetail/index' }, { route: 'pages/login/index' }, { route: 'pages/register/index' }])
  leaveAfterLogin('goodDetail', 'id=7')
  expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 2 })

  // the page under login is another one (login replaced the page that needed it): that page opens again
  jest.clearAllMocks()
  Taro.getCurrentPages = jest.fn(() => [{ route: 'pages/index/home/index' }, { route: 'pages/login/index' }])
  leaveAfterLogin('sureOrder', 'goodsId=7')
  expect(Taro.navigateBack).not.toHaveBeenCalled()
  expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/index/sureOrder/index?goodsId=7' })
  Taro.getCurrentPages = jest.fn(() => [])
})

test('loginFirst: with a session the action goes on; without, it opens login over the page with the reason key', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { loginFirst } = require('../../src/utils/loginGate')
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { sessionStore } = require('../../src/stores/session')
  sessionStore.clear()
  Taro.getCurrentInstance = jest.fn(() => ({ router: { params: { id: '7' } } }))
  expect(loginFirst('goodDetail', 'favourite')).toBe(false)
  // the login page says 请先登录后再收藏 itself: a toast here would be gone before it shows
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/index?redirect=goodDetail&back=id%3D7&reason=favourite' })
  expect(Taro.showToast).not.toHaveBeenCalled()
  jest.clearAllMocks()
  expect(loginFirst('sell', 'sell', { gameId: 3 })).toBe(false)
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/index?redirect=sell&back=gameId%3D3&reason=sell' })
  jest.clearAllMocks()
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('mobx').runInAction(() => (sessionStore.token = 'tok'))
  expect(loginFirst('goodDetail', 'buy')).toBe(true)
  expect(Taro.showToast).not.toHaveBeenCalled()
  expect(Taro.navigateTo).not.toHaveBeenCalled()
  sessionStore.clear()
})
