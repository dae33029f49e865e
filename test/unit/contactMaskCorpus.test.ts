import { maskContacts } from '../../contract/contact-mask'
import { hasVisibleText } from '../../contract/contact-normalise'
import { MUST_MASK, MUST_NOT_MASK } from './contact-mask-corpus'

/**
 * Contact masking against the corpus (contact-mask-corpus.ts): every trick there is masked as the right kind,
 * every ordinary sentence comes through unchanged, and the masked text keeps the writer's own characters
 * around the mask.
 */
describe('maskContacts: the corpus of ways around it', () => {
  it('holds at least 150 variants and 50 ordinary sentences', () => {
    expect(MUST_MASK.length).toBeGreaterThanOrEqual(150)
    expect(MUST_NOT_MASK.length).toBeGreaterThanOrEqual(50)
  })
  for (const [text, kind] of MUST_MASK) {
    it(`masks ${JSON.stringify(text)} as ${kind}`, () => {
      const r = maskContacts(text)
      expect(r.kinds).toContain(kind)
      expect(r.text).not.toBe(text)
      // not enough of a number is left to call it (a readable head, a country code)
      expect(r.text.replace(/[^0-9]/g, '').length).toBeLessThan(8)
    })
  }
})

describe('maskContacts: ordinary sentences', () => {
  for (const text of MUST_NOT_MASK) {
    it(JSON.stringify(text), () => {
      expect(maskContacts(text)).toEqual({ text, kinds: [] })
    })
  }
})

describe('maskContacts: the mask covers what the match came from', () => {
  const cases: [string, string][] = [
    ['138   0013   8000 晚上打', '138**** 晚上打'],
    ['电话 1\u200b3\u200b8\u200b0\u200b0\u200b1\u200b3\u200b8\u200b0\u200b0\u200b0 晚上打', '电话 1\u200b3\u200b8**** 晚上打'],
    ['打 １３８－００１３－８０００ 吧', '打 １３８**** 吧'],
    ['网站 evil。com 退款', '网站 *** 退款'],
    ['网站 evil dot com 退款', '网站 *** 退款'],
    ['加薇信abcdefg低价出号', '加薇信ab***低价出号'],
    ['微❤信 zhangsan88 速加', '微❤信 zh*** 速加'],
    ['kou kou 12345678 私聊', 'kou kou 12*** 私聊'],
    ['𝟏𝟑𝟖𝟎𝟎𝟏𝟑𝟖𝟎𝟎𝟎', '𝟏𝟑𝟖****'],
    ['打 1️⃣3️⃣8️⃣0️⃣0️⃣1️⃣3️⃣8️⃣0️⃣0️⃣0️⃣ 吧', '打 1️⃣3️⃣8️⃣**** 吧'],
  ]
  for (const [input, masked] of cases) {
    it(input, () => expect(maskContacts(input).text).toBe(masked))
  }
})

describe('hasVisibleText', () => {
  it('is false for white space, zero-width, bidi and variation characters only', () => {
    for (const t of ['', '   ', '\u200b\u200c\u200d', '\u2060\ufeff', '\u200e\u200f\u202a\u202e', '\ufe0f\ufe0e', ' \u3000\u200b\n\t', '\u00ad\u034f']) {
      expect(hasVisibleText(t)).toBe(false)
    }
  })
  it('is true for text, digits, punctuation and emoji', () => {
    for (const t of ['a', '好', '1', '。', '❤', '👍', '\u200b好\u200b']) expect(hasVisibleText(t)).toBe(true)
  })
})
