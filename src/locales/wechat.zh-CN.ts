/** Chinese copy of WeChat login and binding (keys wechat.*); wechat.en-US.ts must have exactly the same keys. */
const wechatZhCN = {
  'wechat.login': '微信一键登录',
  'wechat.or': '或',
  'wechat.loginFailed': '微信登录失败，请重试',
  'wechat.bindTitle': '绑定手机号',
  'wechat.bindHint': '首次使用微信登录，请验证手机号。已注册的手机号将关联到原账号。',
  'wechat.phoneButton': '微信手机号快捷绑定',
  'wechat.bindSubmit': '绑定并登录',
  'wechat.bindCancel': '返回其他登录方式',
  'wechat.row': '微信',
  'wechat.bound': '已绑定',
  'wechat.unbound': '未绑定',
  'wechat.bindNow': '去绑定',
  'wechat.boundOk': '微信已绑定',
  'wechat.unboundOk': '微信已解绑',
  'wechat.unbind': '解绑',
  'wechat.onlyInWeapp': '请在微信小程序中绑定',
  'wechat.unbindConfirm': '解绑后将不能再用此微信登录本账号，确定解绑吗？',
  // WeChat's privacy check (wx.onNeedPrivacyAuthorization): our sheet before a privacy API runs
  'wechat.privacy.title': '隐私保护提示',
  'wechat.privacy.before': '{use}前，请阅读并同意',
  'wechat.privacy.link': '《隐私政策》',
  'wechat.privacy.after': '。我们只在你使用该功能时处理相应信息，不会用于其他用途。',
  'wechat.privacy.agree': '同意并继续',
  'wechat.privacy.refuse': '拒绝',
  'wechat.privacy.refused': '你未同意《隐私政策》，{use}无法进行。需要时请再次操作并选择“同意并继续”。',
  'wechat.privacy.use.image': '选择图片',
  'wechat.privacy.use.clipboard': '复制内容',
  'wechat.privacy.use.phone': '获取手机号',
  'wechat.privacy.use.other': '使用该功能',
}

export default wechatZhCN
