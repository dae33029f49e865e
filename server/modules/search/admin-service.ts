/**
 * The console's side of hot searches (admins): every keyword of the window with its verdict, and the rules
 * (hide a keyword, allow one the catalogue does not know). Rule changes are audited and rebuild the public list.
 */
import { desc, eq } from 'drizzle-orm'
import type { AdminHotSearch, HotSearchRuleEntry, HotSearchRuleInput } from '../../../contract/admin-search'
import { SEARCH_KEYWORD_MAX } from '../../../contract/rules'
import type { Ctx } from '../../context'
import { AppError } from '../../lib/errors'
import { audit, type Actor } from '../audit/service'
import { hotSearchRules } from './schema'
import { countableKeyword, forgetHotSearches, hotCandidates } from './service'
import { holdsContact, judge } from './verdict'

/** GET /admin/search/hot */
export async function adminHotSearches(ctx: Ctx): Promise<AdminHotSearch[]> {
  return judge(ctx, await hotCandidates(ctx))
}

/** GET /admin/search/rules: newest first. */
export async function listHotRules(ctx: Ctx): Promise<HotSearchRuleEntry[]> {
  const rows = await ctx.db.select().from(hotSearchRules).orderBy(desc(hotSearchRules.createdAt), hotSearchRules.keyword)
  return rows.map((r) => ({ keyword: r.keyword, rule: r.rule as HotSearchRuleEntry['rule'], createdAt: r.createdAt.toISOString() }))
}

/** The keyword as searches count it (so a rule meets the events it is about); 400 when no search would count it. */
function ruleKeyword(raw: string): string {
  const keyword = countableKeyword(raw)
  if (keyword === null) throw new AppError(400, 'hotKeywordInvalid', { max: SEARCH_KEYWORD_MAX })
  return keyword
}

const ACTION = { hidden: 'hot_search.hide', allowed: 'hot_search.allow' } as const
const UNDO = { hidden: 'hot_search.unhide', allowed: 'hot_search.disallow' } as const

/** PUT /admin/search/rules: hides or allows a keyword (a keyword has one rule: the new one replaces the old). */
export async function setHotRule(ctx: Ctx, actor: Actor, input: HotSearchRuleInput): Promise<HotSearchRuleEntry> {
  const keyword = ruleKeyword(input.keyword)
  if (input.rule === 'allowed' && holdsContact(keyword)) throw new AppError(400, 'hotKeywordContact')
  const row = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(hotSearchRules).where(eq(hotSearchRules.keyword, keyword)).for('update')
    const [saved] = await tx
      .insert(hotSearchRules)
      .values({ keyword, rule: input.rule })
      .onConflictDoUpdate({ target: hotSearchRules.keyword, set: { rule: input.rule, createdAt: new Date() } })
      .returning()
    await audit(tx, actor, {
      action: ACTION[input.rule],
      targetType: 'hot_search',
      targetId: keyword,
      before: before ? { rule: before.rule } : null,
      after: { rule: input.rule },
    })
    return saved
  })
  forgetHotSearches(ctx)
  return { keyword: row.keyword, rule: row.rule as HotSearchRuleEntry['rule'], createdAt: row.createdAt.toISOString() }
}

/** DELETE /admin/search/rules/{keyword}: unhides or disallows; 404 when the keyword has no rule. */
export async function removeHotRule(ctx: Ctx, actor: Actor, raw: string): Promise<void> {
  const keyword = ruleKeyword(raw)
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.delete(hotSearchRules).where(eq(hotSearchRules.keyword, keyword)).returning()
    if (!gone) throw new AppError(404, 'hotRuleNotFound')
    const rule = gone.rule as HotSearchRuleEntry['rule']
    await audit(tx, actor, { action: UNDO[rule], targetType: 'hot_search', targetId: keyword, before: { rule }, after: null })
  })
  forgetHotSearches(ctx)
}
