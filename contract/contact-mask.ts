/**
 * Contact masking of the trade room: phone numbers, QQ numbers, WeChat ids and links in a chat message are
 * replaced by '***' (keeping a readable head, e.g. '138****'), because taking the talk (and the payment) out of
 * the room is how account scams start. The server stores only the masked text; the app may run the same function
 * to warn before sending. Shared by server/ and src/: no runtime dependencies, and no lookbehind in the regular
 * expressions (older iOS JavaScriptCore in WeChat rejects them at parse time, which would break the whole bundle).
 *
 * Matching runs on a folded copy of the text (contact-normalise.ts: NFKC, invisible characters and pictographs
 * dropped, look-alike digits and letters read as what they stand for); a match is mapped back to the original
 * characters it came from, which are replaced.
 */
import { foldContacts } from './contact-normalise'
import type { ContactKind } from './trade'

export interface MaskResult {
  /** the text with every contact detail replaced */
  text: string
  /** what was found, each kind once, in ContactKind order; empty when nothing was masked */
  kinds: ContactKind[]
}

const KIND_ORDER: ContactKind[] = ['phone', 'qq', 'wechat', 'payment_link']

const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9'
const isLetter = (ch: string | undefined) => ch !== undefined && ch >= 'a' && ch <= 'z'

interface Hit {
  start: number
  end: number
  kind: ContactKind
  /** characters of the original kept in front of the stars */
  keep: number
  stars: string
}

// ---------------------------------------------------------------------------------------------------------------
// Links: any URL, www., bare domains, e-mail addresses. Links out of the room (QR payments, fake refund pages,
// short links) are the scam itself, so every one is hidden, not only the payment hosts.
// ---------------------------------------------------------------------------------------------------------------

const URL_TAIL = "[^\\s<>\"'，。！？、；：）】》「」]*"
const TLDS =
  'com|cn|net|org|cc|co|io|xyz|top|vip|shop|site|link|info|biz|app|club|online|ink|tk|hk|tw|wang|work|asia|ren|store|tech|icu|ly|me|' +
  'de|uk|us|jp|kr|ru|fr|eu|tv|fun|live|pro|cloud|email|pw|su|to|gg|ai|sh|mobi|name|xin|ltd|group|red|run|cyou|buzz|win|bid|' +
  'loan|ws|xn--[a-z0-9-]+|рф|pф|中国|中國|公司|网络|網絡|网址|在线|商城|香港|台湾|台灣|集团|我爱你|手机|移动'
/** a label of a domain, Latin (with accents), Cyrillic or punycode */
const LABEL = '[a-z0-9\\u00e0-\\u024f\\u0430-\\u045f](?:[-a-z0-9\\u00e0-\\u024f\\u0430-\\u045f]*[a-z0-9\\u00e0-\\u024f\\u0430-\\u045f])?'
/** the dot of a domain and how it is written to get past a filter: evil[.]com, evil(dot)com, evil dot com, evil点com */
const DOT = '(?:\\.|\\s\\.\\s|\\[\\.\\]|\\(\\.\\)|\\[dot\\]|\\(dot\\)|\\sdot\\s|点)'
/** an internationalised name such as 例子.中国 (only with a real dot: Chinese text is full of 点) */
const CJK_LABEL = '[\\u4e00-\\u9fff]{1,12}\\.'
const HOST = `(?:(?:${LABEL}${DOT})+|${CJK_LABEL}(?:${LABEL}${DOT})*)(?:${TLDS})(?![a-z0-9-])`
const SCHEME_RE = new RegExp(`[a-z][a-z0-9+.-]{1,15}:\\/\\/${URL_TAIL}|www\\.${URL_TAIL}`, 'g')
const DOMAIN_RE = new RegExp(`${HOST}(?::\\d{1,5})?(?:\\/${URL_TAIL})?`, 'g')
/** the @ also written as (at), [at], ' at ', 艾特 or # */
const EMAIL_RE = new RegExp(`[a-z0-9._%+-]+(?:\\s?@\\s?|\\s?[(\\[]at[)\\]]\\s?|\\sat\\s|艾特|#)(${HOST})`, 'g')

function findLinks(f: string, hits: Hit[]) {
  for (const m of f.matchAll(EMAIL_RE)) {
    const host = m[1].replace(/\[?\(?dot\)?\]?|点|[\s[\]()]/g, '.').replace(/\.+/g, '.')
    const qqMail = host === 'qq.com' || host === 'foxmail.com'
    add(hits, { start: m.index!, end: m.index! + m[0].length, kind: qqMail ? 'qq' : 'payment_link', keep: 0, stars: '***' })
  }
  for (const m of f.matchAll(SCHEME_RE)) {
    const scheme = m[0].indexOf('://')
    // 'https://***' still says it was a link
    add(hits, { start: m.index!, end: m.index! + m[0].length, kind: 'payment_link', keep: scheme > 0 ? scheme + 3 : 0, stars: '***' })
  }
  for (const m of f.matchAll(DOMAIN_RE)) {
    const before = f[m.index! - 1]
    // part of a longer word or of an address matched above (the overlap check drops the latter anyway)
    if (before === '@' || before === '_' || before === '.') continue
    add(hits, { start: m.index!, end: m.index! + m[0].length, kind: 'payment_link', keep: 0, stars: '***' })
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Mainland mobile numbers: 1[3-9] and nine more digits, also written with spaces, dashes or dots between digits,
// in full-width digits or Chinese numerals, with or without +86.
// ---------------------------------------------------------------------------------------------------------------

const PHONE_RE = /(?:(?:\+|00)?86[\s-]{0,2})?1[\s\-_.·/|*~]{0,3}[3-9](?:[\s\-_.·/|*~]{0,3}\d){9}/g

function findPhones(f: string, hits: Hit[]) {
  PHONE_RE.lastIndex = 0
  for (let m = PHONE_RE.exec(f); m; m = PHONE_RE.exec(f)) {
    const start = m.index
    const end = start + m[0].length
    // inside a longer number (an order number, an amount): not a phone; look again one character further
    if (isDigit(f[start - 1]) || isDigit(f[end])) {
      PHONE_RE.lastIndex = start + 1
      continue
    }
    add(hits, { start, end, kind: 'phone', keep: throughDigits(f, start + m[0].search(/1[\s\-_.·/|*~]{0,3}[3-9]/), 3) - start, stars: '****' })
  }
}

// ---------------------------------------------------------------------------------------------------------------
// QQ numbers: 5-11 digits shortly after a QQ word, or a bare 6-11 digit number that is not an amount, a level,
// a date or an id of the game or the platform.
// ---------------------------------------------------------------------------------------------------------------

const QQ_WORD_RE = /q\s?q|扣\s?扣|抠\s?抠|口\s?口|寇\s?寇|蔻\s?蔻|kou\s?kou|企\s?鹅|球球|秋秋|q号|q群|qun|群号|扣号|q\s?[:：]/g
const DIGITS_AFTER_RE = /^[^\d\n]{0,8}?((?:\d[\s\-_.]{0,2}){4,10}\d)/

function findQqAfterWord(f: string, hits: Hit[]) {
  for (const m of f.matchAll(QQ_WORD_RE)) {
    // 'qq'/'kou' inside an English word
    if (/^[a-z]/.test(m[0]) && isLetter(f[m.index! - 1])) continue
    const from = m.index! + m[0].length
    const d = DIGITS_AFTER_RE.exec(f.slice(from))
    if (!d) continue
    const start = from + d[0].length - d[1].length
    const end = from + d[0].length
    if (isDigit(f[end])) continue
    add(hits, { start, end, kind: 'qq', keep: throughDigits(f, start, 2) - start, stars: '***' })
  }
}

/** The index just after the `n`th digit from `from` (the readable head of a masked number). */
function throughDigits(f: string, from: number, n: number): number {
  let i = from
  for (let seen = 0; i < f.length && seen < n; i++) if (isDigit(f[i])) seen++
  return i
}

/** words right before a number that make it an amount, a count or an id rather than a QQ number */
const NOT_QQ_BEFORE = [
  '¥', '￥', '$', '价', '价格', '售价', '原价', '报价', '总价', '卖', '出', '收', '战力', '战斗力', '金币', '钻石',
  '点券', '积分', '经验', '元宝', '银两', '充值', '消费', '累计', '流水', 'id', 'uid', '编号', '订单', '单号',
  '区', '服', '第', '排名', '等级', '尾号',
]
/** words right after a number that make it an amount or a count */
const NOT_QQ_AFTER = [
  '元', '块', '圆', 'rmb', '万', '千', '百', '亿', 'w', 'k', '%', '级', '星', '天', '小时', '个', '点', '钻', '金',
  '币', '分', '次', '张', '件', '把', '只', '名', '段', '年', '月', '日', '人', '位', '条', '套', '场', '局', '秒',
  '战', '经验', '积分', '出', '收',
]
const DATE_RE = /^(19|20)\d\d(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/
/** 666666, 888888, 2333333: chat slang, not numbers */
const SLANG_RE = /^\d?(\d)\1+$/

function findBareQq(f: string, typed: boolean[], hits: Hit[]) {
  for (const m of f.matchAll(/\d{6,11}/g)) {
    const start = m.index!
    const end = start + m[0].length
    const before = f[start - 1]
    const after = f[end]
    // part of a longer number, a decimal, or a code with letters (O2026..., GT..., V8)
    if (isDigit(before) || isDigit(after) || before === '.' || (after === '.' && isDigit(f[end + 1]))) continue
    if (isLetter(before) || isLetter(after)) continue
    // a number typed as digits; Chinese numerals in a row are too often words (一二三四五六七)
    if (!typed.slice(start, end).every(Boolean)) continue
    if (DATE_RE.test(m[0]) || SLANG_RE.test(m[0])) continue
    const head = f.slice(Math.max(0, start - 8), start).replace(/[\s:：是为]+$/, '')
    if (NOT_QQ_BEFORE.some((w) => head.endsWith(w))) continue
    const tail = f.slice(end).replace(/^\s+/, '')
    if (NOT_QQ_AFTER.some((w) => tail.startsWith(w))) continue
    add(hits, { start, end, kind: 'qq', keep: 2, stars: '***' })
  }
}

// ---------------------------------------------------------------------------------------------------------------
// WeChat ids after a WeChat word (微信, VX, wx, V信, 薇信, 加V ...): 6-20 letters, digits, '_' or '-'.
// ---------------------------------------------------------------------------------------------------------------

const WECHAT_WORD_RE =
  /[微威薇徽维胃喂魏卫危]\s?信|微\s?芯|v\s?信|v\s?x|w\s?x|wei\s?xin|wechat|we\s?chat|绿泡泡|(?:加\s?我?|\+|私)\s?(?:v(?!\s?[信x])|微(?!\s?[信芯]))|v\s?[:：]/g
const ID_AFTER_RE = /^\s*(?:号码|号|id)?\s*[:：是为]?\s*(?:搜索?|加)?\s*([a-z0-9][-_a-z0-9]{5,19})/

function findWechat(f: string, hits: Hit[]) {
  for (const m of f.matchAll(WECHAT_WORD_RE)) {
    // 'vx'/'wx' inside an English word
    if (/^[a-z]/.test(m[0]) && isLetter(f[m.index! - 1])) continue
    const from = m.index! + m[0].length
    const id = ID_AFTER_RE.exec(f.slice(from))
    if (!id) continue
    const start = from + id[0].length - id[1].length
    const end = from + id[0].length
    if (isLetter(f[end]) || isDigit(f[end])) continue
    add(hits, { start, end, kind: 'wechat', keep: 2, stars: '***' })
  }
}

/** Keeps the first hit of any overlapping pair: rules run in order of confidence. */
function add(hits: Hit[], hit: Hit) {
  if (hits.some((h) => hit.start < h.end && h.start < hit.end)) return
  hits.push(hit)
}

/** Masks the contact details of a chat message; `kinds` says what was found (empty: `text` is unchanged). */
export function maskContacts(text: string): MaskResult {
  const { text: f, from, to, typed } = foldContacts(text)
  const hits: Hit[] = []
  findLinks(f, hits)
  findPhones(f, hits)
  findWechat(f, hits)
  findQqAfterWord(f, hits)
  findBareQq(f, typed, hits)
  if (hits.length === 0) return { text, kinds: [] }
  hits.sort((a, b) => a.start - b.start)
  let out = ''
  let at = 0
  for (const h of hits) {
    // the original characters the folded match came from
    const start = from[h.start]
    const kept = h.keep > 0 ? to[Math.min(h.start + h.keep, h.end) - 1] : start
    out += text.slice(at, start) + text.slice(start, kept) + h.stars
    at = to[h.end - 1]
  }
  out += text.slice(at)
  const found = new Set(hits.map((h) => h.kind))
  return { text: out, kinds: KIND_ORDER.filter((k) => found.has(k)) }
}
