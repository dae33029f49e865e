import { avatarColour, avatarInitial } from '../../src/components/Avatar'

test('a generated avatar shows the first character of the name, upper-cased, and ? without one', () => {
  expect(avatarInitial('星河游戏工作室')).toBe('星')
  expect(avatarInitial('  seller01')).toBe('S')
  expect(avatarInitial('😀 emoji')).toBe('😀')
  expect(avatarInitial('')).toBe('?')
  expect(avatarInitial(null)).toBe('?')
})

test('the colour comes from the name: the same name always gets the same one, names spread over the palette', () => {
  expect(avatarColour('老王账号铺')).toBe(avatarColour('老王账号铺'))
  const names = ['演示买家', '演示卖家', '星河游戏工作室', '老王账号铺', '小鹿代售', '速达游戏回收', '诚信账号回收行', 'buyer01', 'seller02', 'merchant01']
  expect(new Set(names.map(avatarColour)).size).toBeGreaterThanOrEqual(5)
  for (const n of names) expect(avatarColour(n)).toMatch(/^#[0-9a-f]{6}$/)
})
