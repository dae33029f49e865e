/**
 * Walks every path of the product specification's route table (section 2 of ../shared/spec.md: the top level,
 * every child of /index and of /index/other) in the built H5 against the real server, logged in as the demo
 * buyer, and fails on any page that is missing (lands elsewhere), blank or throws.
 */
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, smsLogin, useBrowserEnv } from './harness.ts'

/** Section 2 of the spec, as written there. */
const TOP = ['/login', '/register', '/yinsi']
const INDEX = [
  'pay',
  'sureOrder',
  'yhjdetail',
  'orderDetail',
  'home',
  'finish',
  'accountOrder',
  'goodList',
  'goodDetail',
  'appDownload',
  'sale',
  'sell',
  'BasicInformation',
  'fillInformation',
  'hire',
  'commit',
  'jingjiahuishou',
  'FraudPrevention',
  'FuwuLists',
  'security',
]
const OTHER = [
  'mycenter',
  'passwore',
  'heihao',
  'redbao',
  'xiaoxi',
  'cooperate',
  'geren',
  'baopei',
  'gonggao',
  'bangzhu',
  'contactkefu',
  'meiti',
  'newsDetail',
  'collect',
  'jieshao',
  'fankui',
  'myJingjiahuishou',
  'jingjiahuishouPriceList',
  'MyProducts',
  'Myevaluation',
  'Mybrowsing',
  'Realname',
  'helpdetail',
  'suggest',
  'ProblemList',
  'shanghu',
  'xinwen',
]
const PATHS = [...TOP, ...INDEX.map((p) => '/index/' + p), ...OTHER.map((p) => '/index/other/' + p)]

/** Where a path lands: / redirects to the home page; /index and /index/other show their default child in place. */
const LANDS: Record<string, string> = { '/': '/index/home', '/index': '/index', '/index/other': '/index/other' }

describe('the spec route table in Chromium', () => {
  const env = useBrowserEnv()

  it('every path opens its own page, shows something and throws nothing (logged in as the demo buyer)', async () => {
    const { server, browser } = env()
    const { page, context, errors } = await phonePage(browser)
    await smsLogin(page, server, '13800000001')
    const problems: string[] = []
    for (const path of [...Object.keys(LANDS), ...PATHS]) {
      const before = errors.length
      await page.goto(server.url + path)
      const expected = LANDS[path] ?? path
      try {
        await page.waitForURL((u) => u.pathname === expected, { timeout: 10000 })
      } catch {
        problems.push(`${path}: landed on ${new URL(page.url()).pathname}, expected ${expected}`)
        continue
      }
      // the page has rendered something a user can read (a loading spinner alone does not count)
      const text = await page
        .waitForFunction(
          () => {
            const pages = [...document.querySelectorAll('.taro_page')] as HTMLElement[]
            const shown = pages.find((p) => p.offsetParent !== null || getComputedStyle(p).display !== 'none') ?? pages[pages.length - 1]
            const t = (shown?.innerText ?? '').replace(/\s+/g, '')
            return t.length >= 4 && !/^(加载中…?)+$/.test(t) ? t : false
          },
          undefined,
          { timeout: 10000 },
        )
        .then((h) => h.jsonValue() as Promise<string>)
        .catch(() => '')
      if (!text) problems.push(`${path}: blank`)
      if (errors.length > before) problems.push(`${path}: threw ${errors.slice(before).join(' | ')}`)
    }
    assert.deepEqual(problems, [])
    await context.close()
  })
})
