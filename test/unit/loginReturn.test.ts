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
  expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/index/jingjiahuishou/index?gameId=7&q=%E5%8E%9F%E7%A5%9E' })
})
