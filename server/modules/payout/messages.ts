/** API messages of payout accounts and withdrawals (提现) in zh-CN and en-US (lib/i18n.ts merges them). */
export const payoutZh = {
  payoutNotVerified: '请先完成实名认证，提现账户须为本人实名账户',
  payoutKindUnsupported: '暂不支持提现到该类型的账户',
  payoutAccountRequired: '请填写收款账号',
  payoutHolderRequired: '请填写收款人姓名',
  payoutAlipayFormat: '支付宝账号应为手机号或邮箱',
  payoutWechatFormat: '微信号应为6-20位字母开头的字母、数字、-或_，或绑定的手机号',
  payoutCardFormat: '银行卡号不正确，请核对后重新输入',
  payoutBankName: '请填写开户银行（2-30个字）',
  payoutBankNameOnlyCards: '只有银行卡需要填写开户银行',
  payoutHolderMismatch: '收款人姓名与实名认证的姓名不一致，只能提现到本人账户',
  payoutAccountsFull: '最多绑定{max}个提现账户，请先解绑不用的账户',
  payoutAccountExists: '该账户已绑定过，无需重复绑定',
  payoutAccountNotFound: '提现账户不存在',
  payoutAccountBound: '提现账户已绑定',
  payoutAccountRemoved: '提现账户已解绑',
  withdrawAmount: '提现金额需为正整数（分）',
  withdrawMin: '单笔提现金额不能低于{min}元',
  withdrawBelowFee: '提现金额需高于手续费{fee}元',
  withdrawInsufficient: '可提现余额不足，当前可提现{available}元',
  withdrawDailyLimit: '超出每日提现限额{limit}元，今日还可提现{left}元',
  withdrawRequested: '提现申请已提交，等待平台审核',
  withdrawalNotFound: '提现记录不存在',
  withdrawalDecided: '该提现已处理，请刷新后查看',
  withdrawalReason: '请填写驳回原因（{min}-{max}个字）',
  withdrawalPaid: '已打款',
  withdrawalPayFailed: '打款失败，可重试或驳回',
  withdrawalRejected: '已驳回，金额已退回用户钱包',
}

export const payoutEn: Record<keyof typeof payoutZh, string> = {
  payoutNotVerified: 'complete real-name verification first: you can only withdraw to an account in your own name',
  payoutKindUnsupported: 'withdrawals to this kind of account are not available',
  payoutAccountRequired: 'enter the account',
  payoutHolderRequired: "enter the holder's name",
  payoutAlipayFormat: 'an Alipay account is a mobile number or an email address',
  payoutWechatFormat: 'a WeChat id is 6-20 letters, digits, - or _ starting with a letter, or the bound mobile number',
  payoutCardFormat: 'the bank card number is not valid: check it and try again',
  payoutBankName: 'enter the bank (2-30 characters)',
  payoutBankNameOnlyCards: 'only bank cards have a bank name',
  payoutHolderMismatch: "the holder's name does not match your verified real name: you can only withdraw to your own account",
  payoutAccountsFull: 'at most {max} payout accounts: remove one you no longer use first',
  payoutAccountExists: 'this account is already bound to you: no need to bind it again',
  payoutAccountNotFound: 'payout account not found',
  payoutAccountBound: 'payout account bound',
  payoutAccountRemoved: 'payout account removed',
  withdrawAmount: 'the amount must be a whole number of fen above 0',
  withdrawMin: 'the smallest withdrawal is {min} yuan',
  withdrawBelowFee: 'the amount must be more than the fee of {fee} yuan',
  withdrawInsufficient: 'not enough withdrawable money: {available} yuan can be withdrawn now',
  withdrawDailyLimit: 'over the daily withdrawal limit of {limit} yuan: {left} yuan left today',
  withdrawRequested: 'withdrawal requested: waiting for review',
  withdrawalNotFound: 'withdrawal not found',
  withdrawalDecided: 'this withdrawal was already handled: refresh to see it',
  withdrawalReason: 'enter the reason for rejecting ({min}-{max} characters)',
  withdrawalPaid: 'paid out',
  withdrawalPayFailed: 'the payout failed: retry or reject it',
  withdrawalRejected: "rejected: the amount is back in the user's wallet",
}

export const payoutFieldsZh: Record<string, string> = {
  accountId: '提现账户',
  holderName: '收款人姓名',
  bankName: '开户银行',
}
export const payoutFieldsEn: Record<string, string> = {
  accountId: 'payout account',
  holderName: "holder's name",
  bankName: 'bank',
}

/** names of fields that other forms use for something else (a recycling quote's amount, a game account) */
export const payoutRouteFieldsZh: Record<string, Record<string, string>> = {
  '/need/payout/accounts': { kind: '账户类型', account: '收款账号' },
  '/need/payout/withdrawals': { amount: '提现金额' },
  '/admin/withdrawals/:id/decision': { approve: '审核结果', reason: '驳回原因' },
}
export const payoutRouteFieldsEn: Record<string, Record<string, string>> = {
  '/need/payout/accounts': { kind: 'account type', account: 'payout account number' },
  '/need/payout/withdrawals': { amount: 'withdrawal amount' },
  '/admin/withdrawals/:id/decision': { approve: 'decision', reason: 'reason for rejecting' },
}
