jest.mock('@tarojs/taro', () => require('./taroMock').createTaroMock())
import Taro from '@tarojs/taro'
import { addRecent, clearRecent, loadRecent, RECENT_KEY, RECENT_MAX, withRecent } from '../../src/utils/recentSearches'

const storage = (Taro as unknown as { storage: Map<string, unknown> }).storage

beforeEach(() => storage.clear())

test('most recent first, each word once (case and full-width ignored), trimmed, at most RECENT_MAX', () => {
  expect(withRecent([], '  王者 ')).toEqual(['王者'])
  expect(withRecent(['原神', '王者'], '王者')).toEqual(['王者', '原神'])
  expect(withRecent(['v10', '原神'], 'Ｖ10')).toEqual(['Ｖ10', '原神'])
  expect(withRecent(['原神'], '   ')).toEqual(['原神'])
  const full = Array.from({ length: RECENT_MAX }, (_, i) => 'w' + i)
  const next = withRecent(full, 'new')
  expect(next).toHaveLength(RECENT_MAX)
  expect(next[0]).toBe('new')
  expect(next).not.toContain('w' + (RECENT_MAX - 1))
})

test('kept on the device, read back, and cleared', () => {
  expect(loadRecent()).toEqual([])
  addRecent('典藏')
  addRecent('国服')
  expect(addRecent('典藏')).toEqual(['典藏', '国服'])
  expect(loadRecent()).toEqual(['典藏', '国服'])
  clearRecent()
  expect(loadRecent()).toEqual([])
})

test('whatever else is stored under the key reads as no history', () => {
  storage.set(RECENT_KEY, 'not a list')
  expect(loadRecent()).toEqual([])
  storage.set(RECENT_KEY, ['ok', 3, '', null])
  expect(loadRecent()).toEqual(['ok'])
})
