import Taro from '@tarojs/taro'
import { makeAutoObservable, reaction, toJS } from 'mobx'
import { DEFAULT_BINDINGS, type AccountBindings } from '../../contract/trade'
import type { AccountOrigin, AccountRealName, AttrValue, CompensationLevel } from '../../contract/types'
import { emptyRegion, type RegionValue } from '../utils/region'

export const SELL_DRAFT_KEY = 'sellDraft'

export type SellWay = 'consign' | 'recycle'

/** stored bindings as booleans, each missing one at its default (a draft saved before the question existed) */
function bindingsOf(b: Partial<AccountBindings> | undefined): AccountBindings {
  const out = { ...DEFAULT_BINDINGS }
  for (const k of Object.keys(out) as (keyof AccountBindings)[]) if (typeof b?.[k] === 'boolean') out[k] = b[k] as boolean
  return out
}

/** what the sell form starts from for the account's origin (the 找回 risk reads it) */
export const DEFAULT_ORIGIN: AccountOrigin = { firstOwner: true, secondRealName: false, accountAgeMonths: null, loginChannel: 'official' }

function originOf(o: Partial<AccountOrigin> | undefined): AccountOrigin {
  return {
    firstOwner: typeof o?.firstOwner === 'boolean' ? o.firstOwner : DEFAULT_ORIGIN.firstOwner,
    secondRealName: typeof o?.secondRealName === 'boolean' ? o.secondRealName : DEFAULT_ORIGIN.secondRealName,
    accountAgeMonths: typeof o?.accountAgeMonths === 'number' ? o.accountAgeMonths : null,
    loginChannel: o?.loginChannel === 'channel' ? 'channel' : 'official',
  }
}

export interface DraftCredentials {
  account: string
  password: string
  notes: string
}

/** What is kept in storage (everything but the game password, see `persisted`). */
interface StoredDraft {
  ownerId: number | null
  gameId: number | null
  gameName: string
  way: SellWay
  region: RegionValue
  accountRealName: AccountRealName | null
  bindings: AccountBindings
  origin: AccountOrigin
  attrs: Record<string, AttrValue>
  title: string
  description: string
  price: string
  images: string[]
  credentials: Omit<DraftCredentials, 'password'>
  compensation: CompensationLevel
  contact: string
}

function blank(): StoredDraft {
  return {
    ownerId: null,
    gameId: null,
    gameName: '',
    way: 'consign',
    region: emptyRegion(),
    accountRealName: null,
    bindings: { ...DEFAULT_BINDINGS },
    origin: { ...DEFAULT_ORIGIN },
    attrs: {},
    title: '',
    description: '',
    price: '',
    images: [],
    credentials: { account: '', notes: '' },
    compensation: 'none',
    contact: '',
  }
}

function readStored(): Partial<StoredDraft> | null {
  try {
    const v = Taro.getStorageSync(SELL_DRAFT_KEY)
    return v && typeof v === 'object' ? (v as Partial<StoredDraft>) : null
  } catch {
    return null
  }
}

/**
 * The sell form in progress (BasicInformation then fillInformation), saved to storage on every change and read
 * back on start, so leaving the form (or the app) keeps what was typed. Cleared after a successful submit.
 * The game password stays in memory only: storage is plain text on the device and outlives a logout.
 */
export class SellDraftStore {
  ownerId: number | null = null
  gameId: number | null = null
  gameName = ''
  way: SellWay = 'consign'
  region: RegionValue = emptyRegion()
  accountRealName: AccountRealName | null = null
  /** what is bound to the game account (asked with the real-name question): the buyer's handover checklist */
  bindings: AccountBindings = { ...DEFAULT_BINDINGS }
  /** first owner, 二次实名, age, channel: declared with the bindings, read by the 找回 risk score */
  origin: AccountOrigin = { ...DEFAULT_ORIGIN }
  attrs: Record<string, AttrValue> = {}
  title = ''
  description = ''
  /** yuan, as typed */
  price = ''
  /** uploaded image URLs, cover first */
  images: string[] = []
  credentials: DraftCredentials = { account: '', password: '', notes: '' }
  compensation: CompensationLevel = 'none'
  contact = ''

  constructor() {
    this.apply({ ...blank(), ...(readStored() ?? {}) })
    makeAutoObservable(this, {}, { autoBind: true })
    reaction(
      () => this.persisted,
      (draft) => {
        try {
          Taro.setStorageSync(SELL_DRAFT_KEY, draft)
        } catch {
          /* storage full or unavailable: the draft lasts for this run */
        }
      },
      { equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
    )
  }

  private apply(d: StoredDraft) {
    this.ownerId = d.ownerId ?? null
    this.gameId = d.gameId ?? null
    this.gameName = d.gameName ?? ''
    this.way = d.way === 'recycle' ? 'recycle' : 'consign'
    this.region = { ...emptyRegion(), ...(d.region ?? {}) }
    this.accountRealName = d.accountRealName ?? null
    this.bindings = bindingsOf(d.bindings)
    this.origin = originOf(d.origin)
    this.attrs = { ...(d.attrs ?? {}) }
    this.title = d.title ?? ''
    this.description = d.description ?? ''
    this.price = d.price ?? ''
    this.images = Array.isArray(d.images) ? [...d.images] : []
    this.credentials = { account: d.credentials?.account ?? '', password: '', notes: d.credentials?.notes ?? '' }
    this.compensation = d.compensation ?? 'none'
    this.contact = d.contact ?? ''
  }

  get persisted(): StoredDraft {
    const { password: _password, ...credentials } = this.credentials
    return toJS({
      ownerId: this.ownerId,
      gameId: this.gameId,
      gameName: this.gameName,
      way: this.way,
      region: this.region,
      accountRealName: this.accountRealName,
      bindings: this.bindings,
      origin: this.origin,
      attrs: this.attrs,
      title: this.title,
      description: this.description,
      price: this.price,
      images: this.images,
      credentials,
      compensation: this.compensation,
      contact: this.contact,
    })
  }

  /**
   * The draft belongs to one user and one game: a different user (shared device) or another game starts a blank
   * one; the same ones keep it.
   */
  begin(userId: number | null, gameId: number, gameName: string, way: SellWay = 'consign') {
    if ((this.ownerId !== null && userId !== null && this.ownerId !== userId) || this.gameId !== gameId) this.clear()
    if (userId !== null) this.ownerId = userId
    this.gameId = gameId
    if (gameName) this.gameName = gameName
    this.way = way
  }

  /** a different user than the draft's: forget it (their uploads would be refused anyway) */
  claim(userId: number | null) {
    if (userId === null) return
    if (this.ownerId !== null && this.ownerId !== userId) this.clear()
    this.ownerId = userId
  }

  setRegion(region: RegionValue) {
    this.region = region
  }

  setAccountRealName(v: AccountRealName) {
    this.accountRealName = v
  }

  setBinding(key: keyof AccountBindings, on: boolean) {
    this.bindings = { ...this.bindings, [key]: on }
  }

  setOrigin(change: Partial<AccountOrigin>) {
    this.origin = { ...this.origin, ...change }
  }

  setAttr(key: string, value: AttrValue | undefined) {
    const next = { ...this.attrs }
    if (value === undefined) delete next[key]
    else next[key] = value
    this.attrs = next
  }

  set<K extends 'title' | 'description' | 'price' | 'contact'>(key: K, value: string) {
    this[key] = value
  }

  setImages(images: string[]) {
    this.images = images
  }

  setCredential(key: keyof DraftCredentials, value: string) {
    this.credentials = { ...this.credentials, [key]: value }
  }

  setCompensation(level: CompensationLevel) {
    this.compensation = level
  }

  /** forget everything (after a successful submit) */
  clear() {
    this.apply(blank())
    try {
      Taro.removeStorageSync(SELL_DRAFT_KEY)
    } catch {
      /* nothing stored */
    }
  }
}

export const sellDraftStore = new SellDraftStore()
