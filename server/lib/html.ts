/** Rich text written by admins (notices) is sanitised before it is stored, so no page renders scripts. */
import { createRequire } from 'node:module'

// xss is CommonJS without named exports Node can detect; its typings describe the require() shape.
const { FilterXSS, whiteList } = createRequire(import.meta.url)('xss') as typeof import('xss')

const filter = new FilterXSS({
  whiteList: { ...whiteList, section: [], h2: ['style'], h3: ['style'], p: ['style'] },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style'],
})

export function sanitizeHtml(html: string): string {
  return filter.process(html)
}

/** Text as a double-quoted attribute value of HTML the server writes (lib/h5-page.ts). */
export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Plain-text excerpt of HTML for notice lists. */
export function excerpt(html: string, max = 80): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
  const chars = Array.from(text)
  return chars.length > max ? chars.slice(0, max).join('') + '…' : text
}
