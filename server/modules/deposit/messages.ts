/** API messages of the seller deposit (保证金) in zh-CN and en-US (lib/i18n.ts merges them). */
export const depositZh = {
  depositRequired: '售价超过¥{threshold}的商品（或商户发布的商品）需先缴纳¥{amount}保证金才能上架，请在「我的 > 保证金」缴纳',
  depositAlreadyPaid: '保证金已足额缴纳',
  depositNotEnough: '钱包可用余额不足¥{amount}，请先充值',
  depositPaid: '保证金已缴纳，冻结在您的钱包中',
}

export const depositEn: Record<keyof typeof depositZh, string> = {
  depositRequired: 'listings priced above ¥{threshold} (or listed by a merchant) need a deposit of ¥{amount} before they go on sale: pay it in Me > Deposit',
  depositAlreadyPaid: 'the deposit is already paid in full',
  depositNotEnough: 'your wallet has less than ¥{amount} available: top it up first',
  depositPaid: 'deposit paid: it is frozen in your wallet',
}
