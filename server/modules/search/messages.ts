/**
 * API messages of the console's hot search rules, in zh-CN and en-US (lib/i18n.ts merges them; keys must not
 * clash with others).
 */
export const searchZh = {
  hotKeywordInvalid: '热词需为1-{max}个字，且不能含6位以上的数字',
  hotKeywordContact: '热词含联系方式，不能加入白名单',
  hotRuleNotFound: '该词没有隐藏或加入白名单',
  hotWordHidden: '已隐藏',
  hotWordAllowed: '已加入白名单',
  hotRuleRemoved: '已移除',
}

export const searchEn: Record<keyof typeof searchZh, string> = {
  hotKeywordInvalid: 'a hot search word has 1-{max} characters and no run of 6 or more digits',
  hotKeywordContact: 'the word contains contact details and cannot be allowed',
  hotRuleNotFound: 'the word is neither hidden nor allowed',
  hotWordHidden: 'hidden',
  hotWordAllowed: 'allowed',
  hotRuleRemoved: 'removed',
}
