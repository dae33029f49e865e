/**
 * The 'wechat' outside channel: subscribe messages (订阅消息) through `subscribeMessage.send`. A copy kind goes
 * through the template configured for it (wechat-config.ts); the user needs a bound openid (identity) and an
 * unused one-time grant of that template (wechat-grants.ts). WeChat's API when WECHAT_LOGIN=weixin, the log
 * otherwise ('sandbox', like the SMS log provider). Access token: wechat-token.ts.
 */
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { renderLine, renderMessage } from '../../lib/copy'
import type { CopyParam } from '../../lib/copy-types'
import { chinaTime } from '../../../contract/clock'
import { findRoute } from '../../../src/routes'
import { openidOf } from '../identity/service'
import { weixinJson, WechatUnavailable } from '../identity/wechat-provider'
import type { Delivery, OutsideChannel, SendResult } from './channel'
import type { SubscribeTemplate, WechatSubscribeConfig } from './wechat-config'
import { dropGrants, returnGrant, useGrant } from './wechat-grants'
import { wechatTokensOf, type AccessTokens } from './wechat-token'

/** the body of subscribeMessage.send */
export interface SubscribeMessage {
  touser: string
  template_id: string
  page?: string
  data: Record<string, { value: string }>
  miniprogram_state: WechatSubscribeConfig['state']
  lang: 'zh_CN'
}

export interface SubscribeAnswer {
  errcode: number
  errmsg: string
  msgid?: number | string
}

/** Who delivers a message: WeChat's API, or the log. */
export interface SubscribeApi {
  readonly name: 'sandbox' | 'weixin'
  send(msg: SubscribeMessage): Promise<SubscribeAnswer>
}

/** errcodes of a token WeChat no longer takes */
const TOKEN_ERRORS = new Set([40001, 42001, 40014])
/** errcodes that may pass: system busy, rate limited */
const PASSING = new Set([-1, 45009, 45011, ...TOKEN_ERRORS])
const USER_REFUSED = 43101

export class WeixinSubscribeApi implements SubscribeApi {
  readonly name = 'weixin' as const
  constructor(
    private readonly apiBase: string,
    private readonly tokens: AccessTokens,
  ) {}

  async send(msg: SubscribeMessage): Promise<SubscribeAnswer> {
    const post = async (token: string) => {
      const url = new URL('/cgi-bin/message/subscribe/send', this.apiBase)
      url.search = new URLSearchParams({ access_token: token }).toString()
      const body = await weixinJson<SubscribeAnswer>(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(msg) }, 'subscribeMessage.send')
      return { ...body, errcode: body.errcode ?? 0, errmsg: body.errmsg ?? '' }
    }
    const token = await this.tokens.get()
    const first = await post(token)
    // a token WeChat no longer takes: renewed once (by whichever process sees it first) and tried again
    return TOKEN_ERRORS.has(first.errcode) ? post(await this.tokens.renew(token)) : first
  }
}

/** Writes each message to the log instead of WeChat: tests and demos. */
export class SandboxSubscribeApi implements SubscribeApi {
  readonly name = 'sandbox' as const
  readonly sent: SubscribeMessage[] = []
  constructor(private readonly log: (line: string) => void = (line) => console.log(line)) {}
  async send(msg: SubscribeMessage): Promise<SubscribeAnswer> {
    this.sent.push(msg)
    const fields = Object.entries(msg.data).map(([k, v]) => `${k}=${v.value}`).join(' ')
    this.log(`WeChat subscribe message to ${msg.touser} (template ${msg.template_id}, page ${msg.page ?? '-'}): ${fields}`)
    return { errcode: 0, errmsg: 'ok', msgid: `sandbox-${this.sent.length}` }
  }
}

/** An app URL ('/index/orderDetail?id=3') -> the mini program page it opens ('pages/index/orderDetail/index?id=3'), from the route table. */
export function miniProgramPage(link: string | null): string | undefined {
  if (!link) return undefined
  const [path, query] = link.split('?', 2)
  const page = findRoute(path)?.page
  if (!page) return undefined
  return query ? `${page}?${query}` : page
}

const chars = (s: string, n: number) => (Array.from(s).length > n ? Array.from(s).slice(0, n - 1).join('') + '…' : s)

/** a parameter as text: a list joined, a nested copy (a system reason) rendered in zh-CN */
const textOf = (raw: CopyParam | undefined): string =>
  raw === null || raw === undefined ? '' : Array.isArray(raw) ? raw.join('、') : typeof raw === 'object' ? renderLine('zh-CN', raw) : String(raw)

/** a field's value fitted to its type (WeChat refuses the whole message for one misfit value) */
function fit(key: string, raw: CopyParam | undefined): string {
  const value = textOf(raw)
  const type = key.replace(/\d+$/, '')
  switch (type) {
    case 'time':
      return chinaTime(value) || value
    case 'date':
      return chinaTime(value, false) || value
    case 'amount':
      return /^-?\d+$/.test(value) ? `${(Number(value) / 100).toFixed(2)}元` : value
    case 'character_string':
      return value.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32)
    case 'number':
    case 'letter':
    case 'symbol':
      return value.slice(0, 32)
    case 'phrase':
      return chars(value, 5)
    case 'name':
      return chars(value, 10)
    default:
      return chars(value, 20)
  }
}

/** The template's data for a delivery: `{param}`, `{@title}`, `{@text}`, `{@now}` replaced, each value fitted. */
export function templateData(t: SubscribeTemplate, d: Delivery, now = new Date()): Record<string, { value: string }> {
  const message = renderMessage('zh-CN', d.copy)
  const lookup = (name: string): CopyParam | undefined =>
    name === '@title' ? message.title : name === '@text' ? message.content : name === '@now' ? now.toISOString() : d.copy.params?.[name]
  const data: Record<string, { value: string }> = {}
  for (const [key, pattern] of Object.entries(t.fields)) {
    const whole = /^\{(@?\w+)\}$/.exec(pattern)
    const raw = whole ? lookup(whole[1]) : pattern.replace(/\{(@?\w+)\}/g, (_, n: string) => textOf(lookup(n)))
    data[key] = { value: fit(key, raw) }
  }
  return data
}

export class WechatChannel implements OutsideChannel {
  readonly name = 'wechat' as const
  constructor(
    private readonly db: Db,
    private readonly config: WechatSubscribeConfig,
    readonly api: SubscribeApi,
  ) {}

  templateOf(kind: string): SubscribeTemplate | undefined {
    return this.config.templates.find((t) => t.kinds.includes(kind))
  }

  async send(d: Delivery): Promise<SendResult> {
    const t = this.templateOf(d.copy.kind)
    if (!t) return { ok: false, retry: false, skip: true, error: 'no template' }
    const openid = await openidOf(this.db, d.userId)
    if (!openid) return { ok: false, retry: false, skip: true, error: 'no openid' }
    if (!(await useGrant(this.db, d.userId, t.key))) return { ok: false, retry: false, skip: true, error: 'no grant' }
    const msg: SubscribeMessage = {
      touser: openid,
      template_id: t.id,
      ...(miniProgramPage(d.link) ? { page: miniProgramPage(d.link) } : {}),
      data: templateData(t, d),
      miniprogram_state: this.config.state,
      lang: 'zh_CN',
    }
    let answer: SubscribeAnswer
    try {
      answer = await this.api.send(msg)
    } catch (err) {
      await returnGrant(this.db, d.userId, t.key)
      return { ok: false, retry: true, error: err instanceof WechatUnavailable ? err.message : 'WeChat unavailable' }
    }
    if (answer.errcode === 0) return { ok: true, providerId: answer.msgid === undefined ? null : String(answer.msgid) }
    if (answer.errcode === USER_REFUSED) {
      await dropGrants(this.db, d.userId, t.key)
      return { ok: false, retry: false, skip: true, error: 'user refused (43101)' }
    }
    // not delivered: the grant is still the user's
    await returnGrant(this.db, d.userId, t.key)
    return { ok: false, retry: PASSING.has(answer.errcode), error: `errcode ${answer.errcode}: ${answer.errmsg}` }
  }
}

/**
 * The channel of an app's configuration: WeChat's API with WECHAT_LOGIN=weixin, the log with 'sandbox'; none when
 * WeChat login is off (no openids) or no template is configured.
 */
export function createWechatChannel(db: Db, config: Pick<Config, 'wechatLogin' | 'wechatSubscribe'>, log?: (line: string) => void): WechatChannel | null {
  const login = config.wechatLogin
  if (login.provider === 'off' || config.wechatSubscribe.templates.length === 0) return null
  const api = login.provider === 'weixin' ? new WeixinSubscribeApi(login.apiBase, wechatTokensOf(db, login)) : new SandboxSubscribeApi(log)
  return new WechatChannel(db, config.wechatSubscribe, api)
}
