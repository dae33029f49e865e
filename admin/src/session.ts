/**
 * The operator's session: the token (api.ts keeps it in localStorage `console-token`) and the profile it belongs
 * to. Only `admin` and `staff` may use the console; a user's or merchant's login is refused here and its token
 * revoked at once (every /api/admin route checks the role on the server as well).
 */
import { useSyncExternalStore } from 'react'
import type { LoginResult, PasswordLogin, Role, UserProfile } from '../../contract/types'
import { api, ApiError, clearToken, getToken, onUnauthorized, setToken } from './api'

export type ConsoleRole = 'admin' | 'staff'

export const isConsoleRole = (role: Role | null | undefined): role is ConsoleRole => role === 'admin' || role === 'staff'
export const isAdmin = (role: Role | null | undefined): boolean => role === 'admin'

export const ROLE_NAMES: Record<ConsoleRole, string> = { admin: '管理员', staff: '客服' }
export const NO_CONSOLE_ACCESS = '此账号没有后台权限'

export interface SessionState {
  /** 'loading': a stored token's profile is being read; 'anonymous': no live session */
  status: 'loading' | 'anonymous' | 'ready'
  user: UserProfile | null
  role: ConsoleRole | null
}

let state: SessionState = getToken() ? { status: 'loading', user: null, role: null } : { status: 'anonymous', user: null, role: null }
const listeners = new Set<() => void>()

function set(next: SessionState): void {
  state = next
  listeners.forEach((l) => l())
}

const anonymous = (): SessionState => ({ status: 'anonymous', user: null, role: null })

onUnauthorized(() => set(anonymous()))

export function getSession(): SessionState {
  return state
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** `{ status, user, role }` of the logged-in operator; re-renders when it changes */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession)
}

/** the session's server side ends too: the token of an account without console rights must not stay usable */
async function revoke(): Promise<void> {
  try {
    await api.post<null>('/logout', undefined, { silent: true })
  } catch {
    /* already expired or unreachable: the token is dropped below either way */
  }
  clearToken()
}

/** Reads the profile of a stored token at start; a token that is dead or not an operator's ends the session. */
export async function restoreSession(): Promise<void> {
  if (!getToken()) return set(anonymous())
  try {
    const user = await api.get<UserProfile>('/system/user/profile', undefined, { silent: true })
    if (!isConsoleRole(user.role)) {
      await revoke()
      return set(anonymous())
    }
    set({ status: 'ready', user, role: user.role })
  } catch (e) {
    // a 401 already ended it (api.ts); a network failure leaves the token for the next try
    if (!(e instanceof ApiError && e.code === 0)) clearToken()
    set(anonymous())
  }
}

/**
 * POST /api/login (account name or phone, password, image captcha). Rejects with the server's ApiError, or
 * with `ApiError(403, 此账号没有后台权限)` for an account that is neither admin nor staff (its token revoked).
 */
export async function login(input: PasswordLogin): Promise<UserProfile> {
  const result = await api.post<LoginResult>('/login', input, { silent: true })
  setToken(result.token)
  if (!isConsoleRole(result.user.role)) {
    await revoke()
    set(anonymous())
    throw new ApiError(403, NO_CONSOLE_ACCESS)
  }
  set({ status: 'ready', user: result.user, role: result.user.role })
  return result.user
}

/** POST /api/logout, then the session ends here whatever the server answered */
export async function logout(): Promise<void> {
  await revoke()
  set(anonymous())
}
