/**
 * The listing card's trust line: the seller's positive rate, or 新卖家 for a seller nobody has rated yet (never a
 * blank or 暂无), the 包赔 tier, when it was listed (relative) and how many viewed it, in both languages.
 */
import './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import type { GoodsSummary } from '../../contract/types'
import GoodsCard from '../../src/components/GoodsCard'
import { localeStore } from '../../src/stores/locale'
import { listedAgo } from '../../src/utils/listedAgo'
import { text } from './helpers'

const NOW = Date.parse('2026-11-27T12:00:00Z')
const ago = (ms: number) => new Date(NOW - ms).toISOString()

const card = (over: Partial<GoodsSummary> = {}): GoodsSummary => ({
  id: 7,
  goodsNo: 'G7',
  gameId: 1,
  gameName: '王者荣耀',
  title: '国服典藏 全英雄',
  price: 128800,
  cover: '/api/assets/goods/wzry-1.jpg',
  region: '安卓 / QQ / 一区',
  compensation: 'extended',
  status: 'on_sale',
  views: 12345,
  highlights: ['英雄 120个', '皮肤 300个'],
  publishedAt: ago(3 * 3600_000),
  sellerStanding: { positiveRate: 0.9823, ratingCount: 57, completedTrades: 60, memberSince: '2024-01-01T00:00:00.000Z' },
  ...over,
})

let mounted: TestUtils | null = null
async function show(g: GoodsSummary) {
  mounted = new TestUtils()
  await mounted.mount(() => <GoodsCard goods={g} />)
}

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW)
  localeStore.setLocale('zh-CN')
})

afterEach(() => {
  mounted?.unmout()
  mounted = null
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

test('a rated seller: positive rate, 包赔 tier, listed time and views, with price and region', async () => {
  await show(card())
  const trust = document.querySelector('.goods-card__trust')!.textContent
  expect(trust).toContain('好评 98.2%')
  expect(trust).toContain('加长包赔')
  expect(trust).toContain('3小时前')
  expect(trust).toContain('1.2万人看过')
  expect(text()).toContain('¥1288.00')
  expect(text()).toContain('王者荣耀 · 安卓 / QQ / 一区')
})

test('an unrated seller reads 新卖家, and no 包赔 means no badge', async () => {
  await show(card({ compensation: 'none', views: 8, sellerStanding: { positiveRate: null, ratingCount: 0, completedTrades: 0, memberSince: ago(86400_000) } }))
  expect(document.querySelector('.goods-card__standing--new')!.textContent).toBe('新卖家')
  expect(text()).not.toContain('暂无')
  expect(document.querySelector('.goods-card__badge')).toBeNull()
  expect(text()).toContain('8人看过')
})

test('English', async () => {
  localeStore.setLocale('en-US')
  await show(card({ views: 1234, publishedAt: ago(2 * 86400_000) }))
  const trust = document.querySelector('.goods-card__trust')!.textContent
  expect(trust).toContain('98.2% positive')
  expect(trust).toContain('2 d ago')
  expect(trust).toContain('1.2k views')
})

test('a card without a standing (the console lists) shows no trust chip', async () => {
  await show(card({ sellerStanding: undefined }))
  expect(document.querySelector('.goods-card__standing')).toBeNull()
  expect(text()).toContain('3小时前')
})

test('listedAgo: minutes, hours, days, months; a clock behind the server reads as just now', () => {
  expect(listedAgo(ago(-5000), NOW)).toBe('刚刚发布')
  expect(listedAgo(ago(5 * 60_000), NOW)).toBe('5分钟前')
  expect(listedAgo(ago(26 * 3600_000), NOW)).toBe('1天前')
  expect(listedAgo(ago(95 * 86400_000), NOW)).toBe('3个月前')
  expect(listedAgo(null, NOW)).toBe('')
})
