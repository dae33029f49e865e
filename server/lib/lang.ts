/**
 * The two languages of the API and how a request picks one (Accept-Language).
 */
export type Lang = 'zh-CN' | 'en-US'

/** Picks zh-CN or en-US from an Accept-Language header by its q-values; zh-CN unless English is preferred. */
export function pickLang(header: string | undefined): Lang {
  if (!header) return 'zh-CN'
  let best: { lang: Lang; q: number } | null = null
  for (const part of header.split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';')
    const qParam = params.find((p) => p.trim().startsWith('q='))
    const q = qParam ? Number(qParam.trim().slice(2)) : 1
    if (!Number.isFinite(q) || q <= 0) continue
    const lang: Lang | null = tag.startsWith('zh') ? 'zh-CN' : tag.startsWith('en') ? 'en-US' : null
    if (lang && (!best || q > best.q)) best = { lang, q }
  }
  return best?.lang ?? 'zh-CN'
}

/**
 * The reader's copy of a text an operator keeps in both languages (a game's name, a banner, a notice): the English
 * one for English readers where it was written, otherwise the Chinese, which every row has.
 */
export function inLang<T extends string | null>(lang: Lang, zh: T, en: string | null | undefined): T | string {
  return lang === 'en-US' && en ? en : zh
}
