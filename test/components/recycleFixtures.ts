import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import type { RecycleOpening, RecycleQuote, RecycleRequest, UserProfile } from '../../contract/types'
import { demoProfile } from './helpers'

export const verifiedProfile: UserProfile = {
  ...demoProfile,
  realName: { verified: true, name: '张*', idNumber: '1101**********1234', adult: true, verifiedAt: '2026-01-02T00:00:00.000Z' },
}

export const merchantProfile: UserProfile = { ...verifiedProfile, id: 6, role: 'merchant' }

export const games = [{ type: 'mobile', typeName: '手游', games: [{ id: 1, name: '王者荣耀', icon: '/api/assets/games/wzry.svg', hot: 1 }] }]

export function recycleRequest(over: Partial<RecycleRequest> = {}): RecycleRequest {
  return {
    id: 5,
    requestNo: 'R20261122093015123456',
    gameId: 1,
    gameName: '王者荣耀',
    region: '安卓 / QQ',
    title: 'V8 百皮肤 荣耀王者',
    description: '段位荣耀王者，皮肤一百多个，英雄全。',
    images: ['/api/uploads/a.png'],
    expectedPrice: 150000,
    status: 'open',
    quoteCount: 0,
    bestQuote: null,
    acceptedQuote: null,
    orderId: null,
    orderStatus: null,
    contact: 'QQ 123456',
    createdAt: '2026-11-22T01:30:15.000Z',
    updatedAt: '2026-11-22T01:30:15.000Z',
    ...over,
  }
}

export function quote(id: number, amount: number, over: Partial<RecycleQuote> = {}): RecycleQuote {
  return {
    id,
    requestId: 5,
    merchantId: 100 + id,
    merchantName: '商户' + id,
    amount,
    note: null,
    status: 'pending',
    createdAt: '2026-11-22T02:00:00.000Z',
    updatedAt: '2026-11-22T02:00:00.000Z',
    ...over,
  }
}

export function opening(over: Partial<RecycleOpening> = {}): RecycleOpening {
  const r = recycleRequest()
  return {
    id: r.id,
    requestNo: r.requestNo,
    gameId: r.gameId,
    gameName: r.gameName,
    region: r.region,
    title: r.title,
    description: r.description,
    images: r.images,
    expectedPrice: r.expectedPrice,
    quoteCount: 1,
    myQuote: null,
    createdAt: r.createdAt,
    ...over,
  }
}

let mounted: TestUtils | null = null

/** Mounts a page in a container named like Taro's page (NutUI's Tabs look the page up by path), with query `params`. */
export async function mountPage(Page: () => JSX.Element | null, params: Record<string, string> = {}): Promise<TestUtils> {
  const container = document.createElement('div')
  container.id = '/pages/test/index'
  document.body.appendChild(container)
  Current.page = { path: container.id } as never
  Current.router = { params, path: container.id } as never
  const u = (mounted = new TestUtils())
  await u.mount(Page, { container })
  return u
}

export function unmountPage(): void {
  mounted?.unmout()
  mounted = null
  Current.page = null
  Current.router = null
}
