/** The keyword rule of listings, shared by the catalogue (list.ts) and the rent list (rent/service.ts). */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { keywordTerms, nameHoldsTerm, normalizeSearchText } from '../../lib/search-tokens'
import type { Ctx } from '../../context'
import { reference } from '../game/reference'
import { goods } from './schema'

/** The listing's searchable text, normalised the way lib/search-tokens.ts normalises (NFKC, then lower case). */
const searchable = sql`lower(normalize(${goods.title} || E'\\n' || ${goods.description} || E'\\n' || (select g.name from games g where g.id = ${goods.gameId}), NFKC))`

/** The enabled games whose English name holds a keyword term (nameHoldsTerm), by term. */
export type GamesNamed = (term: string) => number[]

/** `GamesNamed` over the catalogue's reference snapshot (reloaded on a catalogue change, see reference.ts). */
export async function gamesNamedInEnglish(ctx: Ctx): Promise<GamesNamed> {
  const ref = await reference(ctx.db)
  const names: { id: number; name: string }[] = []
  for (const [id, g] of ref.games) if (g.enabled && g.nameEn) names.push({ id, name: normalizeSearchText(g.nameEn) })
  return (term) => names.filter((g) => nameHoldsTerm(g.name, term)).map((g) => g.id)
}

/**
 * The keyword rule of listings (the catalogue and the rent list): the GIN index finds the candidates. A term of one
 * token (a word, a CJK pair or one CJK character) is found exactly by it; longer terms are rechecked against the
 * text, since their bigrams may only occur apart. A term that is part of a game's English name (`named`) also
 * matches every listing of that game: listings store the tokens of the Chinese name only. `bind` turns a value into
 * SQL (a placeholder of a prepared query, or a plain parameter by default). `shape` names the SQL text built.
 */
export function keywordMatch(
  keyword: string | undefined,
  bind: (value: string | number) => SQLWrapper = (v) => sql`${v}`,
  named: GamesNamed = () => [],
): { where: SQL[]; shape: string } {
  const terms = keywordTerms(keyword ?? '').map((t) => ({ ...t, games: named(t.term) }))
  if (terms.length === 0) return { where: [], shape: '' }
  const contains = (tokens: string[]) => sql`${goods.searchTokens} @> array[${sql.join(tokens.map((t) => sql`${bind(t)}::text`), sql`, `)}]`
  const needsRecheck = (t: { term: string; tokens: string[] }) => t.tokens.length > 1 || t.tokens[0] !== t.term
  const recheck = (term: string) => sql`strpos(${searchable}, ${bind(term)}::text) > 0`
  const where: SQL[] = []
  const shape: string[] = []
  // terms of the text alone: one containment of all their tokens (one GIN lookup), then the rechecks
  const plain = terms.filter((t) => t.games.length === 0)
  if (plain.length > 0) {
    const tokens = [...new Set(plain.flatMap((t) => t.tokens))]
    const rechecked = plain.filter(needsRecheck)
    where.push(contains(tokens), ...rechecked.map((t) => recheck(t.term)))
    shape.push(`k${tokens.length}.${rechecked.length}`)
  }
  // a term naming a game: in the text as above, or the listing is of that game
  for (const t of terms.filter((x) => x.games.length > 0)) {
    const inText = needsRecheck(t) ? sql`(${contains(t.tokens)} and ${recheck(t.term)})` : contains(t.tokens)
    const ofGame = sql`${goods.gameId} in (${sql.join(t.games.map((id) => sql`${bind(id)}::integer`), sql`, `)})`
    where.push(sql`(${inText} or ${ofGame})`)
    shape.push(`n${t.tokens.length}.${needsRecheck(t) ? 1 : 0}.${t.games.length}`)
  }
  return { where, shape: shape.join('+') }
}
