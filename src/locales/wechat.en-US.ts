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
}

export default wechatEnUS
