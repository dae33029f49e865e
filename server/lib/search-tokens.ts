/**
 * Keyword search without a Chinese word segmenter: a listing stores the tokens of its title, description and
 * game name in goods.search_tokens (GIN-indexed), and a query matches by `search_tokens @> query_tokens`.
 *
 * Tokens: text is NFKC-normalised and lower-cased; runs of letters/digits outside CJK give whole words; runs of
 * CJK characters give every bigram plus every single character (so one-character queries work too).
 * A query term gives its words, its CJK bigrams, or its single CJK character when the run is one long.
 * Any substring of a CJK run and any whole latin word of the text is therefore found; the containment test can
 * over-match (the bigrams may sit apart), so the caller rechecks the matched rows (see `searchText`).
 */

/** Han ideographs, kana and hangul: scripts written without spaces between words. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[\p{L}\p{N}]+/gu

export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase()
}

function* runs(text: string): Generator<{ run: string; cjk: boolean }> {
  for (const m of normalizeSearchText(text).matchAll(RUN)) yield { run: m[0], cjk: CJK.test(m[0]) }
}

/** Tokens stored for a listing's text. */
export function documentTokens(...texts: string[]): string[] {
  const out = new Set<string>()
  for (const text of texts) {
    for (const { run, cjk } of runs(text)) {
      if (!cjk) {
        out.add(run)
        continue
      }
      const chars = [...run]
      for (let i = 0; i < chars.length; i++) {
        out.add(chars[i])
        if (i + 1 < chars.length) out.add(chars[i] + chars[i + 1])
      }
    }
  }
  return [...out]
}

/** Tokens a query term needs (all of them must be present). */
export function queryTokens(term: string): string[] {
  const out = new Set<string>()
  for (const { run, cjk } of runs(term)) {
    if (!cjk) {
      out.add(run)
      continue
    }
    const chars = [...run]
    if (chars.length === 1) out.add(chars[0])
    for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i] + chars[i + 1])
  }
  return [...out]
}

/** Whitespace-separated terms of a keyword that carry at least one token (punctuation alone is ignored). */
export function keywordTerms(keyword: string): { term: string; tokens: string[] }[] {
  return normalizeSearchText(keyword)
    .split(/\s+/)
    .map((term) => ({ term, tokens: queryTokens(term) }))
    .filter((t) => t.tokens.length > 0)
}

/**
 * Whether a keyword term names part of a game's English name (both normalised): any part of two characters or
 * more ('honor', 'of kings' is two terms, each found), or a whole word of one ('v' of 'identity v'). Listings store
 * the tokens of the Chinese name only (an operator's later English name would otherwise mean rewriting every
 * listing of the game), so the search asks the catalogue for these instead (goods/list.ts keywordMatch).
 */
export function nameHoldsTerm(name: string, term: string): boolean {
  if (!name.includes(term)) return false
  return [...term].length >= 2 || name.split(/[^\p{L}\p{N}]+/u).includes(term)
}

/** Tokens for the search_tokens column of a listing. */
export function goodsSearchTokens(g: { title: string; description: string; gameName: string }): string[] {
  return documentTokens(g.title, g.description, g.gameName)
}

/**
 * The text the recheck compares a term against: the same three fields the tokens came from, in one string
 * (a term never spans two fields because they are joined by a newline, which no term contains).
 */
export function searchText(g: { title: string; description: string; gameName: string }): string {
  return normalizeSearchText([g.title, g.description, g.gameName].join('\n'))
}
