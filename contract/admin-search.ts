/**
 * Wire types of the console's hot search page (admins only). The public list (GET /web/search/hot) shows a
 * keyword only when the catalogue knows it (a game name, an attribute option, words of a listing on sale) or an
 * operator allowed it, never when it holds contact details, and never when an operator hid it.
 */

/** An operator's word on a keyword: kept off the list, or let on although the catalogue does not know it. */
export type HotSearchRule = 'hidden' | 'allowed'

/**
 * Why a keyword is or is not on the public list, in the order the checks run: hidden by an operator; holds
 * contact details (masked in chat, so never shown); allowed by an operator; known to the catalogue; unknown.
 */
export type HotSearchVerdict = 'hidden' | 'contact' | 'allowed' | 'catalogue' | 'unknown'

/** GET /admin/search/hot rows: the keywords of the window with enough searchers, most searchers first. */
export interface AdminHotSearch {
  keyword: string
  /** distinct searchers over the window */
  count: number
  verdict: HotSearchVerdict
  /** on the public list (verdict 'allowed' or 'catalogue') */
  shown: boolean
}

/** GET /admin/search/rules rows, newest first. */
export interface HotSearchRuleEntry {
  keyword: string
  rule: HotSearchRule
  createdAt: string
}

/** PUT /admin/search/rules body: hide or allow a keyword (replaces the keyword's other rule). */
export interface HotSearchRuleInput {
  keyword: string
  rule: HotSearchRule
}
