/**
 * The folded text contact masking matches on, with a map back to the original. Scammers write a number or a
 * WeChat word so that the eye reads it and a pattern does not: full-width, circled or mathematical digits,
 * zero-width or bidi characters between them, emoji in the middle of a word (微❤信), Cyrillic look-alike
 * letters, 'o' for 0 and the spoken numerals (幺, 洞, 拐, 勾) inside a number, runs of spaces. Folding undoes
 * those tricks; the map lets the mask cover exactly the original characters a match came from, so the masked
 * message still reads as written.
 *
 * No Unicode property escapes and no lookbehind here: the app runs this in WeChat's older JavaScriptCore too.
 */

export interface Folded {
  /** NFKC, lower case, invisible characters and pictographs dropped, white space runs as one space */
  text: string
  /** for each character of `text`: the first UTF-16 index of the original characters it came from */
  from: number[]
  /** for each character of `text`: the UTF-16 index just after the original characters it came from */
  to: number[]
  /** for each character of `text`: it is a digit written as a digit (not a Chinese numeral or a look-alike) */
  typed: boolean[]
}

/** digits written as Chinese numerals (幺 is how 1 is read out in phone numbers) */
const CJK_DIGITS: Record<string, string> = {
  '〇': '0', 零: '0', 一: '1', 壹: '1', 幺: '1', 二: '2', 贰: '2', 三: '3', 叁: '3', 四: '4', 肆: '4',
  五: '5', 伍: '5', 六: '6', 陆: '6', 七: '7', 柒: '7', 八: '8', 捌: '8', 九: '9', 玖: '9',
}

/**
 * Read as digits only inside a run of digits: the radio alphabet of spoken numbers (洞 0, 两 2, 拐 7, 勾 9) and
 * the letters that look like digits. Elsewhere they are ordinary words and letters.
 */
const RUN_DIGITS: Record<string, string> = { 洞: '0', 两: '2', 拐: '7', 勾: '9', o: '0', l: '1', i: '1' }

/** Greek and Cyrillic letters that look like the Latin ones (NFKC keeps them apart) */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', і: 'i',
  ј: 'j', ԛ: 'q', ԝ: 'w', α: 'a', β: 'b', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
}

/** other characters that stand for an ASCII one in contact details */
const SIGNS: Record<string, string> = { '➕': '+', '。': '.', '｡': '.', '．': '.', '＠': '@', 'ⓥ': 'v' }

/**
 * Characters that show nothing (format characters, zero-width spaces, bidi controls, variation selectors,
 * combining marks, tag characters) or are pictures, which are dropped from the folded text.
 */
function isDropped(cp: number): boolean {
  return (
    cp === 0xad ||
    (cp >= 0x300 && cp <= 0x36f) ||
    cp === 0x34f ||
    cp === 0x61c ||
    cp === 0x115f ||
    cp === 0x1160 ||
    (cp >= 0x17b4 && cp <= 0x17b5) ||
    (cp >= 0x180b && cp <= 0x180f) ||
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2060 && cp <= 0x206f) ||
    (cp >= 0x20d0 && cp <= 0x20ff) ||
    cp === 0x3164 ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    cp === 0xfeff ||
    cp === 0xffa0 ||
    (cp >= 0xfff0 && cp <= 0xfffb) ||
    (cp >= 0xe0000 && cp <= 0xe0fff) ||
    isPicture(cp)
  )
}

/** arrows, technical and geometric symbols, dingbats, emoji: put between characters to break a word or a number */
function isPicture(cp: number): boolean {
  return (
    (cp >= 0x2190 && cp <= 0x21ff) ||
    (cp >= 0x2300 && cp <= 0x23ff) ||
    (cp >= 0x2500 && cp <= 0x27bf) ||
    (cp >= 0x2900 && cp <= 0x297f) ||
    (cp >= 0x2b00 && cp <= 0x2bff) ||
    (cp >= 0x1f000 && cp <= 0x1faff)
  )
}

const isSpace = (ch: string) => /\s/.test(ch)

/** combining marks and variation selectors: they change the look of the character before them */
const isMark = (cp: number) =>
  (cp >= 0x300 && cp <= 0x36f) || (cp >= 0x20d0 && cp <= 0x20ff) || (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef)

/** True when the text shows something: not only white space and invisible characters. */
export function hasVisibleText(text: string): boolean {
  for (const ch of text) {
    const cp = ch.codePointAt(0)!
    if (!isSpace(ch) && !isDroppedInvisible(cp)) return true
  }
  return false
}

/** dropped and shows nothing (a picture shows something) */
const isDroppedInvisible = (cp: number) => isDropped(cp) && !isPicture(cp)

/** Folds `text` for matching; see Folded. */
export function foldContacts(text: string): Folded {
  const out: string[] = []
  const from: number[] = []
  const to: number[] = []
  const typed: boolean[] = []
  let i = 0
  for (const ch of text) {
    const start = i
    i += ch.length
    const cp = ch.codePointAt(0)!
    const sign = SIGNS[ch]
    if (sign) {
      push(sign, start, i, false)
      continue
    }
    if (isDropped(cp)) {
      // a mark belongs to the character before it (the keycap of 1️⃣): masked with it, not left behind
      if (isMark(cp) && to.length > 0 && to[to.length - 1] === start) to[to.length - 1] = i
      continue
    }
    if (isSpace(ch)) {
      // one space for a run of them, spanning the whole run
      if (out.length > 0 && out[out.length - 1] === ' ' && to[to.length - 1] === start) to[to.length - 1] = i
      else push(' ', start, i, false)
      continue
    }
    for (const n of ch.normalize('NFKC').toLowerCase()) {
      if (isDropped(n.codePointAt(0)!)) continue
      if (isSpace(n)) push(' ', start, i, false)
      else if (CJK_DIGITS[n]) push(CJK_DIGITS[n], start, i, false)
      else push(LOOK_ALIKES[n] ?? SIGNS[n] ?? n, start, i, n >= '0' && n <= '9')
    }
  }
  return { text: readRunDigits(out.join(''), typed), from, to, typed }

  // one entry per UTF-16 unit, so indexes into `text` are indexes into the arrays
  function push(ch: string, start: number, end: number, isTyped: boolean) {
    for (let u = 0; u < ch.length; u++) {
      out.push(ch[u])
      from.push(start)
      to.push(end)
      typed.push(isTyped)
    }
  }
}

/**
 * In a run of at least seven digit-like characters (separators allowed) that holds at least four real digits,
 * look-alikes become digits: '138oo138ooo', '幺三八洞洞...'. One character for one, so the map still holds.
 */
function readRunDigits(text: string, typed: boolean[]): string {
  return text.replace(/[0-9oli洞两拐勾](?:[\s\-_.·]{0,2}[0-9oli洞两拐勾]){6,}/g, (run, at: number) => {
    if ((run.match(/[0-9]/g) ?? []).length < 4) return run
    return run.replace(/[oli洞两拐勾]/g, (c, i: number) => {
      // a letter typed for a digit is typing a number; a spoken numeral is not
      if (c >= 'a' && c <= 'z') typed[at + i] = true
      return RUN_DIGITS[c]
    })
  })
}
