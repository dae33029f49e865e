/**
 * The ONLY caller of Taro.request (and of Taro.uploadFile).
 *
 * - Base: `/api` on H5 (same origin); on the mini program the absolute `process.env.TARO_APP_API_BASE`
 *   (build-time, default http://127.0.0.1:8080/api).
 * - Headers on every call: `Token` and `Authorization` = the stored token (raw), JSON content type and
 *   `Accept-Language` = the current locale. `/register` sends both token headers empty.
 * - Timeout 10 000 ms. Resolves `data` when the body's code is 200, otherwise rejects with an ApiError whose
 *   message is the server's `msg`.
 * - 401 (body code or HTTP status): clears storage and the session, shows ONE confirm dialog at a time
 *   ('登录超时，请重新登录'); confirm -> the login page (which comes back to the current page after login);
 *   cancel stays. The promise rejects with `ignored: true`. A 401 to a request sent with a token that is no
 *   longer the stored one (its session already ended, or a new login happened since) only rejects.
 * - 403: ignored: the promise rejects with `ignored: true` and nothing is shown (showError skips it).
 * - Network failure / timeout: rejects with the localized '网络异常，请检查网络后重试' (`network: true`).
 * - `uploadImage` is the one caller of Taro.uploadFile and reads its answer the same way.
 */
import Taro from '@tarojs/taro'
import type { Envelope, UploadedImage } from '../../contract/types'
import { t } from '../locales'
import { localeStore } from '../stores/locale'
import { findRoute, type RouteName } from '../routes'
import { confirm } from '../utils/dialog'
import { loginQuery, reLaunch, withQuery, type NavQuery } from '../utils/nav'
import { emitUnauthorized } from './events'

export const TOKEN_KEY = 'token'
export const REQUEST_TIMEOUT = 10000
export const DEFAULT_API_BASE = 'http://127.0.0.1:8080/api'

export interface ApiError extends Error {
  /** body code or HTTP status; 0 for network errors */
  code: number
  /** true when the UI must not show anything (401: the dialog already did; 403: ignored by design) */
  ignored: boolean
  network: boolean
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof Error && typeof (e as ApiError).code === 'number'
}

function apiError(message: string, code: number, extra: Partial<Pick<ApiError, 'ignored' | 'network'>> = {}): ApiError {
  return Object.assign(new Error(message), { code, ignored: false, network: false, ...extra }) as ApiError
}

/** `/api` on H5; the configured absolute base on the mini program. */
export function apiBase(platform: string = process.env.TARO_ENV): string {
  if (platform === 'h5') return '/api'
  return process.env.TARO_APP_API_BASE || DEFAULT_API_BASE
}

/** Origin for server-relative asset URLs ('/api/assets/x.svg'): '' on H5, the API host on the mini program. */
export function assetUrl(url: string): string {
  if (!url || /^(https?:|data:)/.test(url)) return url
  if (process.env.TARO_ENV === 'h5') return url
  const m = /^(https?:\/\/[^/]+)/.exec(apiBase())
  return (m ? m[1] : '') + url
}

export function getToken(): string {
  try {
    const v = Taro.getStorageSync(TOKEN_KEY)
    return typeof v === 'string' ? v : ''
  } catch {
    return ''
  }
}

let unauthorizedDialogOpen = false

/** test hook: whether the 401 dialog is showing */
export function isUnauthorizedDialogOpen(): boolean {
  return unauthorizedDialogOpen
}

/** the route the user is on (to come back to after logging in again), if it is not login/register itself */
function currentRouteName(): RouteName | undefined {
  try {
    const path = typeof Taro.getCurrentInstance === 'function' ? Taro.getCurrentInstance()?.router?.path : undefined
    const r = path ? findRoute(path) : undefined
    return r && r.name !== 'login' && r.name !== 'register' ? r.name : undefined
  } catch {
    return undefined
  }
}

/**
 * The app's 401 rule, in one place: storage and session cleared, ONE confirm dialog at a time, confirm -> the login
 * page. Answers of the request wrapper and the chat socket's unauthorized close (utils/chatSocket) both end here.
 */
export function handleUnauthorized(): void {
  try {
    Taro.clearStorageSync()
  } catch {
    /* nothing stored */
  }
  emitUnauthorized()
  if (unauthorizedDialogOpen) return
  unauthorizedDialogOpen = true
  const from = currentRouteName()
  Promise.resolve()
    .then(() => confirm(t('net.timeout')))
    .then((confirmed) => {
      unauthorizedDialogOpen = false
      if (confirmed) return reLaunch('login', loginQuery(from))
    })
    .catch(() => {
      unauthorizedDialogOpen = false
    })
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
export type Query = NavQuery

export interface RequestOptions {
  /** query parameters (GET) */
  query?: Query
  /** JSON body (POST/PUT) */
  body?: unknown
}

function headersFor(token: string): Record<string, string> {
  return { Token: token, Authorization: token, 'Accept-Language': localeStore.locale }
}

/**
 * One reading of a `{code, msg, data}` answer for every caller (JSON requests and uploads): data on 200, the
 * 401 dialog, 403 ignored, otherwise the server's msg.
 */
function readEnvelope<T>(statusCode: number, raw: unknown, sentToken: string): T {
  const body = raw as Partial<Envelope<T>> | undefined | null
  const code = body && typeof body === 'object' && typeof body.code === 'number' ? body.code : statusCode
  if (code === 200) return (body as Envelope<T>).data
  if (code === 401 || statusCode === 401) {
    // only while the token it was sent with is still the stored one: a late answer to a request of a session that
    // already ended must neither open the dialog again after it was answered nor end a newer login
    if (sentToken === getToken()) handleUnauthorized()
    throw apiError(t('net.timeout'), 401, { ignored: true })
  }
  if (code === 403 || statusCode === 403) {
    throw apiError((body && body.msg) || '', 403, { ignored: true })
  }
  const msg = body && typeof body === 'object' && typeof body.msg === 'string' && body.msg ? body.msg : t('net.unknown')
  throw apiError(msg, code || 0)
}

export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const token = path === '/register' ? '' : getToken()
  let res: Taro.request.SuccessCallbackResult<Envelope<T> | string>
  try {
    res = await Taro.request<Envelope<T> | string>({
      url: withQuery(apiBase() + path, options.query),
      method,
      data: options.body as Record<string, unknown> | undefined,
      header: { ...headersFor(token), 'Content-Type': 'application/json' },
      timeout: REQUEST_TIMEOUT,
      dataType: 'json',
    })
  } catch {
    throw apiError(t('net.error'), 0, { network: true })
  }
  return readEnvelope<T>(res.statusCode, res.data, token)
}

/** Uploads are slower than JSON calls (a phone photo on a mobile network), so they get longer than 10 s. */
export const UPLOAD_TIMEOUT = 60000

/**
 * POST /upload/image: the local file (a path from Taro.chooseImage) as the multipart field `file`, with the same
 * token and language headers as `request` (no JSON content type: the platform sets the multipart one) and the
 * same answer handling. uploadFile hands the body back as text, so it is parsed here.
 */
export async function uploadImage(filePath: string): Promise<UploadedImage> {
  const token = getToken()
  let res: Taro.uploadFile.SuccessCallbackResult
  try {
    res = await Taro.uploadFile({
      url: apiBase() + '/upload/image',
      filePath,
      name: 'file',
      header: headersFor(token),
      timeout: UPLOAD_TIMEOUT,
    })
  } catch {
    throw apiError(t('net.error'), 0, { network: true })
  }
  let body: unknown = res.data
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body)
    } catch {
      body = null
    }
  }
  return readEnvelope<UploadedImage>(res.statusCode, body, token)
}

export const get = <T>(path: string, query?: Query) => request<T>('GET', path, { query })
export const post = <T>(path: string, body?: unknown) => request<T>('POST', path, { body })
export const put = <T>(path: string, body?: unknown) => request<T>('PUT', path, { body })
