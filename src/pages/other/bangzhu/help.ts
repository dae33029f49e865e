import { NoticeType, type NoticeSummary } from '../../../../contract/types'
import { listNotices } from '../../../api/notice'

/** the server's largest page */
const PAGE_SIZE = 50
/** a help centre is tens of articles; this only stops a runaway loop */
const MAX_PAGES = 20

/** Every published help article (type '3'), in the server's order (pinned first, then newest). */
export async function loadHelpArticles(): Promise<NoticeSummary[]> {
  const rows: NoticeSummary[] = []
  for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum++) {
    const page = await listNotices(NoticeType.help, pageNum, PAGE_SIZE)
    rows.push(...page.rows)
    if (page.rows.length < PAGE_SIZE || rows.length >= page.total) break
  }
  return rows
}

export interface HelpGroup {
  /** null: articles without a category, shown last */
  category: string | null
  articles: NoticeSummary[]
}

/** Articles grouped by category, categories in the order they first appear, uncategorised ones last. */
export function groupByCategory(articles: NoticeSummary[]): HelpGroup[] {
  const groups = new Map<string | null, NoticeSummary[]>()
  for (const a of articles) {
    const key = a.category?.trim() || null
    if (!groups.has(key)) groups.set(key, [])
    groups.get(key)!.push(a)
  }
  const out = Array.from(groups, ([category, list]) => ({ category, articles: list }))
  return out.filter((g) => g.category !== null).concat(out.filter((g) => g.category === null))
}

/** Articles whose title contains the query (case-insensitive); everything for an empty query. */
export function filterByTitle(articles: NoticeSummary[], query: string): NoticeSummary[] {
  const q = query.trim().toLowerCase()
  return q ? articles.filter((a) => a.title.toLowerCase().includes(q)) : articles
}
