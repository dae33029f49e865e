/**
 * The console's ONE request wrapper, with the app's rules (src/api/request.ts): `Token` and `Authorization` carry
 * the stored token, `Accept-Language` zh-CN, JSON bodies, a 10 s timeout, and every answer is a `{code, msg, data}`
 * envelope whose `data` is what the promise resolves with.
 *
 * - code != 200: `message.error(msg)` (unless `silent`) and a rejection with `ApiError { code, msg }`.
 * - 401: the token is dropped and the session ends, which sends the console to /admin/login (see session.ts);
 *   answers of a request sent with an older token (a login happened since) change nothing.
 * - `tableRequest` adapts a ProTable `request`: current/pageSize -> pageNum/pageSize, `Page<T>` -> ProTable's shape.
 */
import { message } from 'antd'
import type { Envelope, Page } from '../../contract/types'

export const TOKEN_KEY = 'console-token'
export const REQUEST_TIMEOUT = 10000

export class ApiError extends Error {
  constructor(
    /** the envelope's code, or the HTTP status; 0 when the server could not be reached */
    readonly code: number,
    /** the server's sentence (zh-CN), or the console's own for network failures */
    readonly msg: string,
  ) {
    super(msg)
    this.name = 'ApiError'
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

export function getToken(): string {
  try {
    return localStorage.getItem(TOKEN_KEY) ?? ''
  } catch {
    return ''
  }
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token)
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY)
  } catch {
    /* storage unavailable: nothing stored */
  }
}

type UnauthorizedListener = () => void
const unauthorizedListeners = new Set<UnauthorizedListener>()

/** session.ts ends the session here; returns the unsubscribe function */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

export type QueryValue = string | number | boolean | null | undefined
export type Query = Record<string, QueryValue>

export interface CallOptions {
  /** do not show the error toast (the caller shows the message itself, e.g. the login form) */
  silent?: boolean
}

/** a search form's text value, trimmed; blank or not text: undefined (left out of the query) */
export const trimmed = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined)

/** `?a=1&b=x` from the defined, non-empty values */
export function queryString(query?: Query): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params.append(key, String(value))
  }
  const s = params.toString()
  return s ? `?${s}` : ''
}

const NETWORK_MSG = '网络异常，请检查网络后重试'
const UNKNOWN_MSG = '服务器开小差了，请稍后再试'
const EXPIRED_MSG = '登录已失效，请重新登录'

async function request<T>(method: string, path: string, query?: Query, body?: unknown, opts: CallOptions = {}): Promise<T> {
  const token = getToken()
  const headers: Record<string, string> = { Token: token, Authorization: token, 'Accept-Language': 'zh-CN' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT)
  let res: Response
  let raw: unknown = null
  try {
    res = await fetch('/api' + path + queryString(query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    })
    raw = await res.json().catch(() => null)
  } catch {
    if (!opts.silent) message.error(NETWORK_MSG)
    throw new ApiError(0, NETWORK_MSG)
  } finally {
    clearTimeout(timer)
  }
  const env = raw as Partial<Envelope<T>> | null
  const code = env && typeof env.code === 'number' ? env.code : res.status
  if (code === 200 && res.status === 200) return (env as Envelope<T>).data
  if (code === 401 || res.status === 401) {
    // only the session this request was sent with ends: a late answer must not log out a newer login
    if (token && token === getToken()) {
      clearToken()
      message.warning({ content: EXPIRED_MSG, key: 'session-expired' })
      unauthorizedListeners.forEach((l) => l())
    }
    throw new ApiError(401, (env && env.msg) || EXPIRED_MSG)
  }
  const msg = env && typeof env.msg === 'string' && env.msg ? env.msg : UNKNOWN_MSG
  if (!opts.silent) message.error(msg)
  throw new ApiError(code, msg)
}

export const api = {
  get: <T>(path: string, query?: Query, opts?: CallOptions) => request<T>('GET', path, query, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: CallOptions) => request<T>('POST', path, undefined, body, opts),
  put: <T>(path: string, body?: unknown, opts?: CallOptions) => request<T>('PUT', path, undefined, body, opts),
  del: <T>(path: string, opts?: CallOptions) => request<T>('DELETE', path, undefined, undefined, opts),
}

/** what ProTable passes to `request`: its pager plus the search form's fields */
export type TableParams = { current?: number; pageSize?: number; keyword?: string } & Record<string, unknown>

export interface TableResult<T> {
  data: T[]
  total: number
  success: boolean
}

/**
 * A ProTable `request` over a paged list endpoint. `mapParams` turns the form's fields into the endpoint's query
 * (drop, rename, format dates); by default the fields are sent as they are, empty ones left out.
 */
export function tableRequest<T>(path: string, mapParams?: (params: TableParams) => Query) {
  return async (params: TableParams): Promise<TableResult<T>> => {
    const { current = 1, pageSize = 20, ...rest } = params
    const fields: Query = mapParams
      ? mapParams(params)
      : Object.fromEntries(
          Object.entries(rest).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v)) as [string, QueryValue][],
        )
    try {
      const page = await api.get<Page<T>>(path, { ...fields, pageNum: current, pageSize })
      return { data: page.rows, total: page.total, success: true }
    } catch {
      return { data: [], total: 0, success: false }
    }
  }
}

/**
 * Downloads a file the API serves to staff (an evidence bundle PDF): fetched with the token, saved through a link.
 * A refusal's JSON `msg` becomes the ApiError's message.
 */
export async function download(path: string, name: string): Promise<void> {
  const token = getToken()
  const res = await fetch('/api' + path, { headers: { Token: token, Authorization: token, 'Accept-Language': 'zh-CN' } })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { msg?: string } | null
    throw new ApiError(res.status, body?.msg || `下载失败（${res.status}）`)
  }
  const href = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = href
  a.download = name
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}
