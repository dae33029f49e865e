import type wechatZhCN from './wechat.zh-CN'

/** English copy of WeChat login and binding; the same keys as wechat.zh-CN.ts. */
const wechatEnUS: Record<keyof typeof wechatZhCN, string> = {
  'wechat.login': 'Log in with WeChat',
  'wechat.or': 'or',
  'wechat.loginFailed': 'WeChat login failed, please try again',
  'wechat.bindTitle': 'Bind your phone',
  'wechat.bindHint': 'First WeChat login: verify your phone. A registered phone links WeChat to that account.',
  'wechat.phoneButton': 'Use my WeChat phone number',
  'wechat.bindSubmit': 'Bind and log in',
  'wechat.bindCancel': 'Back to other ways to log in',
  'wechat.row': 'WeChat',
  'wechat.bound': 'Bound',
  'wechat.unbound': 'Not bound',
  'wechat.bindNow': 'Bind',
  'wechat.boundOk': 'WeChat bound',
  'wechat.unboundOk': 'WeChat unbound',
  'wechat.unbind': 'Unbind',
  'wechat.onlyInWeapp': 'Bind it in the WeChat mini program',
  'wechat.unbindConfirm': 'After unbinding, this WeChat can no longer log in to this account. Unbind?',
  // WeChat's privacy check (wx.onNeedPrivacyAuthorization): our sheet before a privacy API runs
  'wechat.privacy.title': 'Your privacy',
  'wechat.privacy.before': 'Before {use}, please read and accept our',
  'wechat.privacy.link': ' Privacy Policy',
  'wechat.privacy.after': '. We only process this information while you use this feature, and for nothing else.',
  'wechat.privacy.agree': 'Accept and continue',
  'wechat.privacy.refuse': 'Decline',
  'wechat.privacy.refused': 'You did not accept the Privacy Policy, so {use} cannot go ahead. Try again and choose “Accept and continue” when you need it.',
  'wechat.privacy.use.image': 'choosing a picture',
  'wechat.privacy.use.clipboard': 'copying',
  'wechat.privacy.use.phone': 'using your phone number',
  'wechat.privacy.use.other': 'using this feature',
}

export default wechatEnUS
