/**
 * API messages of the wallet and the payment password in zh-CN and en-US (lib/i18n.ts merges them; keys must not
 * clash with others).
 */
export const walletZh = {
  payPasswordSaved: '支付密码已设置',
  payPasswordFormat: '支付密码需为6位数字',
  payPasswordSimple: '支付密码过于简单，请勿使用连续或重复的数字',
  payPasswordNotSet: '请先设置支付密码',
  payPasswordRequired: '使用余额支付需输入支付密码',
  payPasswordWrong: '支付密码错误，还可尝试{left}次',
  payPasswordLocked: '支付密码错误次数过多，余额支付已锁定，请{minutes}分钟后再试或通过短信验证码重置支付密码',
}

export const walletEn: Record<keyof typeof walletZh, string> = {
  payPasswordSaved: 'payment password saved',
  payPasswordFormat: 'the payment password must be 6 digits',
  payPasswordSimple: 'the payment password is too simple: do not use repeated or consecutive digits',
  payPasswordNotSet: 'set a payment password first',
  payPasswordRequired: 'enter your payment password to pay from the wallet',
  payPasswordWrong: 'wrong payment password, {left} tries left',
  payPasswordLocked:
    'too many wrong payment passwords: wallet payment is locked, try again in {minutes} minutes or reset the payment password with an SMS code',
}

export const walletFieldsZh: Record<string, string> = { payPassword: '支付密码' }
export const walletFieldsEn: Record<string, string> = { payPassword: 'payment password' }
