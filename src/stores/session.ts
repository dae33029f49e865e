import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import type { LoginResult, UserProfile } from '../../contract/types'
import { TOKEN_KEY } from '../api/request'
import { onUnauthorized } from '../api/events'
import * as authApi from '../api/auth'
import * as userApi from '../api/user'

const PROFILE_KEY = 'profile'

function readStorage<T>(key: string): T | null {
  try {
    const v = Taro.getStorageSync(key)
    return v === '' || v === undefined || v === null ? null : (v as T)
  } catch {
    return null
  }
}

/** The session: token (kept in Taro storage, restored on reload) and the user's profile. */
export class SessionStore {
  token: string = ''
  profile: UserProfile | null = null
  profileLoading = false

  constructor() {
    this.token = readStorage<string>(TOKEN_KEY) ?? ''
    this.profile = this.token ? readStorage<UserProfile>(PROFILE_KEY) : null
    makeAutoObservable(this)
    // the request wrapper already cleared storage on 401: forget the in-memory session too
    onUnauthorized(() => this.clear())
  }

  get isLoggedIn(): boolean {
    return this.token !== ''
  }

  setProfile(profile: UserProfile | null) {
    this.profile = profile
    try {
      if (profile) Taro.setStorageSync(PROFILE_KEY, profile)
      else Taro.removeStorageSync(PROFILE_KEY)
    } catch {
      /* storage unavailable: memory only */
    }
  }

  /** Stores the token of a login/register result and then fetches the profile via GET /system/user/profile. */
  async applyLogin(result: LoginResult): Promise<void> {
    this.token = result.token
    Taro.setStorageSync(TOKEN_KEY, result.token)
    this.setProfile(result.user)
    // the login result already carries the user: a failed refresh keeps it
    await this.refreshProfile().catch(() => null)
  }

  async refreshProfile(): Promise<UserProfile | null> {
    if (!this.token) return null
    this.profileLoading = true
    try {
      const p = await userApi.getProfile()
      runInAction(() => this.setProfile(p))
      return p
    } finally {
      runInAction(() => {
        this.profileLoading = false
      })
    }
  }

  /** POST /logout (best effort), then forget everything. */
  async logout(): Promise<void> {
    try {
      if (this.token) await authApi.logout()
    } catch {
      /* the token may already be invalid: clearing locally is what matters */
    }
    this.clear()
  }

  clear() {
    this.token = ''
    this.profile = null
    try {
      Taro.removeStorageSync(TOKEN_KEY)
      Taro.removeStorageSync(PROFILE_KEY)
    } catch {
      /* nothing stored */
    }
  }
}

export const sessionStore = new SessionStore()
