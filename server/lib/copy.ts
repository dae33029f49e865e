/**
 * Copy stored as data: what the server writes for people to read later (inbox messages, order timeline entries,
 * wallet ledger notes, the trade room's system messages) is stored as a kind plus parameters (`copy_kind`,
 * `copy_params`) and rendered in the reader's language when read. The old text column is still filled in zh-CN at
 * the event, so anything reading the text keeps working, and rows written before copy existed (no kind) are read
 * as their stored text.
 *
 * Parameters are data: order numbers, amounts in fen, instants as ISO strings, listing titles and reasons people
 * typed (shown as written), or another copy ({kind, params}) rendered in the same language: a system reason or
 * note nested in a message.
 */
import { chinaTime } from '../../contract/clock'
import { COPY_EN, COPY_ZH, type CopyKind } from './copy-catalogue'
import type { Catalogue, Copy, CopyParam, CopyParams, Fmt, Template } from './copy-types'
import type { Lang } from './i18n'
import { yuan } from './money'

export type { Copy, CopyKind, CopyParam, CopyParams }

/** A copy of a kind the catalogue knows. */
export const copy = (kind: CopyKind, params: CopyParams = {}): Copy => ({ kind, params })

const CATALOGUES: Record<Lang, Catalogue> = { 'zh-CN': COPY_ZH, 'en-US': COPY_EN }

const EN_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

const isCopy = (v: unknown): v is Copy => typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as Copy).kind === 'string'

function fmtOf(lang: Lang): Fmt {
  const f: Fmt = {
    lang,
    money: (fen) => (lang === 'zh-CN' ? yuan(Number(fen)) : `¥${(Number(fen) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`),
    time: (at) => {
      if (typeof at !== 'string' || !at) return ''
      if (lang === 'zh-CN') return chinaTime(at)
      const d = new Date(at)
      return Number.isFinite(d.getTime()) ? `${EN_TIME.format(d)} (UTC+8)` : ''
    },
    text: (v) => (v === null || v === undefined ? '' : isCopy(v) ? renderLine(lang, v) : Array.isArray(v) ? f.list(v) : String(v)),
    list: (items) => items.join(lang === 'zh-CN' ? '、' : ', '),
  }
  return f
}

function template(lang: Lang, kind: string): Template | undefined {
  return (CATALOGUES[lang] as Record<string, Template>)[kind]
}

/** One line of copy in `lang` (an inbox template answers its content). */
export function renderLine(lang: Lang, c: Copy): string {
  const t = template(lang, c.kind) ?? template('zh-CN', c.kind)
  if (!t) return ''
  const f = fmtOf(lang)
  return typeof t === 'function' ? t(c.params ?? {}, f) : t.text(c.params ?? {}, f)
}

/** An inbox message's title and content in `lang`. */
export function renderMessage(lang: Lang, c: Copy): { title: string; content: string } {
  const t = template(lang, c.kind) ?? template('zh-CN', c.kind)
  const f = fmtOf(lang)
  if (!t) return { title: '', content: '' }
  if (typeof t === 'function') return { title: '', content: t(c.params ?? {}, f) }
  return { title: t.title(c.params ?? {}, f), content: t.text(c.params ?? {}, f) }
}

/** The zh-CN text written into the old text column beside the kind. */
export const zhLine = (c: Copy) => renderLine('zh-CN', c)

/**
 * What a reader reads of a stored row: rendered from its kind when it has one, otherwise its stored text (rows
 * written before copy was stored as data). The one function every reader of these columns uses.
 */
export function readLine(lang: Lang, row: { copyKind: string | null; copyParams: unknown }, stored: string): string {
  if (!row.copyKind || !template('zh-CN', row.copyKind)) return stored
  return renderLine(lang, { kind: row.copyKind, params: (row.copyParams ?? {}) as CopyParams })
}

/** readLine for an inbox message's title and content. */
export function readMessage(
  lang: Lang,
  row: { copyKind: string | null; copyParams: unknown; title: string; content: string },
): { title: string; content: string } {
  if (!row.copyKind || !template('zh-CN', row.copyKind)) return { title: row.title, content: row.content }
  return renderMessage(lang, { kind: row.copyKind, params: (row.copyParams ?? {}) as CopyParams })
}

/** the columns a row stores for `c` */
export const copyColumns = (c: Copy | null | undefined) => ({ copyKind: c?.kind ?? null, copyParams: c ? (c.params ?? {}) : null })

/** a note or reason: copy the system writes, or text a person typed (stored and shown as written) */
export type Line = string | Copy

/** the zh-CN text of a line, for columns that hold text only */
export const zhText = (l: Line) => (typeof l === 'string' ? l : zhLine(l))

/** a line stored as zh-CN text plus, for copy the system wrote, its kind and params (orders.cancel_reason_kind) */
export const lineColumns = (l: Line) => ({ text: zhText(l), ...copyColumns(typeof l === 'string' ? null : l) })

/** a stored line back as the caller passed it: its copy when it has a known kind, otherwise the text as written */
export function storedLine(kind: string | null, params: unknown, text: string): Line {
  return kind && template('zh-CN', kind) ? { kind, params: (params ?? {}) as CopyParams } : text
}
