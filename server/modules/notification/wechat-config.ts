/**
 * WeChat subscribe messages (订阅消息): the templates the platform applied for in the mini program's console
 * (WECHAT_SUBSCRIBE_TEMPLATES) and the mini program version a tap on a message opens (WECHAT_SUBSCRIBE_STATE).
 *
 * WECHAT_SUBSCRIBE_TEMPLATES is JSON: template key -> { id, kinds, moments, fields }
 * - `id`: the template id from the console (公共模板库 -> 我的模板)
 * - `kinds`: the copy kinds (lib/copy.ts) sent through it, e.g. ["order.paid.seller"]
 * - `moments`: when the app asks the user for it: 'paid' (after paying), 'listed' (after listing), 'dispute'
 *   (after opening a dispute); WeChat only allows asking right after such a tap
 * - `fields`: the template's keys -> a value built from the copy: `{param}` is a parameter of the copy,
 *   `{@title}` / `{@text}` its zh-CN title / text, `{@now}` the time of sending; other text is kept as written.
 *   Values are fitted to the key's type (thing: 20 characters, character_string: 32 letters/digits, time: China
 *   time, amount: fen as 元, phrase: 5 characters, name: 10 characters).
 */
import type { Env } from '../../config-schema'

import { SUBSCRIBE_MOMENTS, type SubscribeMoment } from '../../../contract/wechat-subscribe'

export interface SubscribeTemplate {
  key: string
  id: string
  kinds: string[]
  moments: SubscribeMoment[]
  fields: Record<string, string>
}

export interface WechatSubscribeConfig {
  templates: SubscribeTemplate[]
  /** miniprogram_state: which version a tap opens */
  state: 'formal' | 'trial' | 'developer'
}

const FIELD_KEY = /^(thing|character_string|number|letter|symbol|time|date|amount|phone_number|car_number|name|phrase)\d+$/
const TEMPLATE_ID = /^[A-Za-z0-9_-]{1,64}$/

/** Reads the two variables; a problem names the template and what is wrong with it. */
export function readWechatSubscribeConfig(v: Env, problems: string[]): WechatSubscribeConfig {
  const out: WechatSubscribeConfig = { templates: [], state: v.WECHAT_SUBSCRIBE_STATE }
  let raw: unknown
  try {
    raw = JSON.parse(v.WECHAT_SUBSCRIBE_TEMPLATES)
  } catch {
    problems.push('WECHAT_SUBSCRIBE_TEMPLATES must be JSON: {"<key>": {"id", "kinds", "moments", "fields"}}')
    return out
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.push('WECHAT_SUBSCRIBE_TEMPLATES must be a JSON object of templates by key')
    return out
  }
  const kindsSeen = new Map<string, string>()
  for (const [key, t] of Object.entries(raw as Record<string, unknown>)) {
    const bad = (what: string) => problems.push(`WECHAT_SUBSCRIBE_TEMPLATES.${key}: ${what}`)
    const o = (t ?? {}) as Record<string, unknown>
    if (typeof o.id !== 'string' || !TEMPLATE_ID.test(o.id)) { bad('id must be the template id from the WeChat console'); continue }
    const kinds = Array.isArray(o.kinds) ? o.kinds.filter((k): k is string => typeof k === 'string') : []
    if (kinds.length === 0) { bad('kinds must list the copy kinds sent through it'); continue }
    const moments = Array.isArray(o.moments) ? o.moments : []
    if (!moments.every((m) => (SUBSCRIBE_MOMENTS as readonly unknown[]).includes(m))) { bad(`moments must be among ${SUBSCRIBE_MOMENTS.join(', ')}`); continue }
    const fields = (o.fields ?? {}) as Record<string, unknown>
    if (typeof fields !== 'object' || Object.keys(fields).length === 0 || !Object.entries(fields).every(([k, f]) => FIELD_KEY.test(k) && typeof f === 'string')) {
      bad('fields must map template keys such as thing1 or time2 to text')
      continue
    }
    for (const kind of kinds) {
      if (kindsSeen.has(kind)) bad(`kind ${kind} is already sent through ${kindsSeen.get(kind)}`)
      kindsSeen.set(kind, key)
    }
    out.templates.push({ key, id: o.id, kinds, moments: moments as SubscribeMoment[], fields: fields as Record<string, string> })
  }
  // requestSubscribeMessage takes at most 3 template ids at a time
  for (const m of SUBSCRIBE_MOMENTS) {
    if (out.templates.filter((t) => t.moments.includes(m)).length > 3) problems.push(`WECHAT_SUBSCRIBE_TEMPLATES: at most 3 templates per moment (WeChat asks for 3 at a time); ${m} has more`)
  }
  return out
}
