/**
 * API messages of SMS delivery and WeChat login (issue 12, identity) in zh-CN and en-US (lib/i18n.ts merges them).
 */
export const identityZh = {
  smsSendFailed: '短信发送失败，请稍后再试',
  wechatLoginOff: '未开通微信登录',
  wechatCodeInvalid: '微信登录凭证无效或已使用，请重新登录',
  wechatUnavailable: '微信登录暂时不可用，请稍后再试',
  wechatTicketInvalid: '微信登录已过期，请重新点击微信一键登录',
  wechatTakenByOther: '该微信已绑定其他账号',
  wechatAccountHasOther: '该账号已绑定其他微信，请先在账号设置中解绑',
  wechatNotBound: '当前账号未绑定微信',
  wechatBoundOk: '微信已绑定',
  wechatUnboundOk: '微信已解绑',
  wechatPhoneOff: '暂不支持微信手机号快捷绑定，请用短信验证码绑定',
  wechatPhoneForeign: '该微信绑定的不是中国大陆手机号，请用短信验证码绑定',
}

export const identityEn: Record<keyof typeof identityZh, string> = {
  smsSendFailed: 'the SMS could not be sent, please try again later',
  wechatLoginOff: 'WeChat login is not available',
  wechatCodeInvalid: 'the WeChat login code is invalid or already used, please log in again',
  wechatUnavailable: 'WeChat login is unavailable just now, please try again later',
  wechatTicketInvalid: 'the WeChat login has expired, please tap WeChat login again',
  wechatTakenByOther: 'this WeChat is already bound to another account',
  wechatAccountHasOther: 'this account is bound to another WeChat; unbind it in account settings first',
  wechatNotBound: 'this account has no WeChat bound',
  wechatBoundOk: 'WeChat bound',
  wechatUnboundOk: 'WeChat unbound',
  wechatPhoneOff: "WeChat's phone number cannot be used here, please bind by SMS code",
  wechatPhoneForeign: 'the phone number of this WeChat is not a mainland China number, please bind by SMS code',
}

export const identityFieldsZh: Record<string, string> = {
  wxCode: '微信登录码',
  ticket: '微信登录凭证',
  phoneCode: '微信手机号授权码',
}

export const identityFieldsEn: Record<string, string> = {
  wxCode: 'WeChat login code',
  ticket: 'WeChat login ticket',
  phoneCode: 'WeChat phone number code',
}
