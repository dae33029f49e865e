/** API messages of trade contracts in zh-CN and en-US (lib/i18n.ts merges them). */
export const contractZh = {
  contractNotAccepted: '请先阅读并同意《交易合同》后再付款',
  contractNotFound: '合同不存在',
  contractSellerOnly: '只有卖家需要在换绑前确认合同',
  contractAccepted: '已确认交易合同',
  contractSellerNotAccepted: '请先签署《交易合同》再开始换绑',
}

export const contractEn: Record<keyof typeof contractZh, string> = {
  contractNotAccepted: 'read and accept the trade contract before paying',
  contractNotFound: 'the contract does not exist',
  contractSellerOnly: 'only the seller confirms the contract before the handover',
  contractAccepted: 'trade contract accepted',
  contractSellerNotAccepted: 'sign the trade contract before starting the handover',
}
