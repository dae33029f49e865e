/**
 * Whether a searched keyword may be shown to everyone. Anyone can search anything from enough addresses, so the
 * count alone would let a scammer advertise on the home page ('加薇信abcdefg低价出号'). A keyword is shown only
 * when the catalogue knows every term of it (part of a game name or of an attribute option, or found in the
 * title of a listing on sale) or an operator allowed it; never when it holds contact details (what chat would
 * mask) and never when an operator hid it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { maskContacts } from '../../../contract/contact-mask'
import type { HotSearchRule, HotSearchVerdict } from '../../../contract/admin-search'
import type { Ctx } from '../../context'
import { gameAttrs, games } from '../game/schema'
import { goods } from '../goods/schema'
import { keywordTerms, normalizeSearchText } from '../../lib/search-tokens'
import { hotSearchRules } from './schema'

export interface Judged {
  keyword: string
  count: number
  verdict: HotSearchVerdict
  shown: boolean
}

/**
 * The words of the catalogue itself: enabled games' names (Chinese and English: the search finds a game by either)
 * and their attribute options, normalised.
 */
async function vocabulary(ctx: Ctx): Promise<string[]> {
  const names = await ctx.db.select({ name: games.name, nameEn: games.nameEn }).from(games).where(eq(games.enabled, true))
  const attrs = await ctx.db
    .select({ options: gameAttrs.options })
    .from(gameAttrs)
    .innerJoin(games, eq(games.id, gameAttrs.gameId))
    .where(eq(games.enabled, true))
  return [
    ...names.flatMap((n) => (n.nameEn ? [n.name, n.nameEn] : [n.name])),
    ...attrs.flatMap((a) => a.options),
  ].map(normalizeSearchText)
}

/** A listing on sale has the term in its title (the GIN index of the tokens finds the candidates). */
async function inSomeTitle(ctx: Ctx, term: string, tokens: string[]): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: goods.id })
    .from(goods)
    .where(
      and(
        eq(goods.status, 'on_sale'),
        eq(goods.channel, 'consign'),
        sql`${goods.searchTokens} @> array[${sql.join(tokens.map((t) => sql`${t}::text`), sql`, `)}]`,
        sql`strpos(lower(normalize(${goods.title}, NFKC)), ${term}::text) > 0`,
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The rules operators set on these keywords. */
export async function rulesOf(ctx: Ctx, keywords: string[]): Promise<Map<string, HotSearchRule>> {
  if (keywords.length === 0) return new Map()
  const rows = await ctx.db.select().from(hotSearchRules).where(inArray(hotSearchRules.keyword, keywords))
  return new Map(rows.map((r) => [r.keyword, r.rule as HotSearchRule]))
}

/** A keyword chat would mask (a phone, QQ or WeChat id, a link): never shown, and never allowed. */
export const holdsContact = (keyword: string) => maskContacts(keyword).kinds.length > 0

/**
 * Judges `rows` in order and stops once `enough` of them are shown (the public list needs only its first few;
 * the console passes Infinity to see every verdict).
 */
export async function judge(ctx: Ctx, rows: { keyword: string; count: number }[], enough = Infinity): Promise<Judged[]> {
  const rules = await rulesOf(ctx, rows.map((r) => r.keyword))
  let vocab: string[] | undefined
  const out: Judged[] = []
  let shown = 0
  for (const row of rows) {
    if (shown >= enough) break
    const rule = rules.get(row.keyword)
    let verdict: HotSearchVerdict
    if (rule === 'hidden') verdict = 'hidden'
    else if (holdsContact(row.keyword)) verdict = 'contact'
    else if (rule === 'allowed') verdict = 'allowed'
    else {
      vocab ??= await vocabulary(ctx)
      verdict = (await knownToCatalogue(ctx, row.keyword, vocab)) ? 'catalogue' : 'unknown'
    }
    const ok = verdict === 'allowed' || verdict === 'catalogue'
    if (ok) shown++
    out.push({ ...row, verdict, shown: ok })
  }
  return out
}

async function knownToCatalogue(ctx: Ctx, keyword: string, vocab: string[]): Promise<boolean> {
  const terms = keywordTerms(keyword)
  if (terms.length === 0) return false
  for (const { term, tokens } of terms) {
    if (vocab.some((word) => word.includes(term))) continue
    if (!(await inSomeTitle(ctx, term, tokens))) return false
  }
  return true
}
