/** API messages of the valuation module in zh-CN and en-US (lib/i18n.ts merges them). */
export const valuationZh = {
  valuationListingNotFound: '商品不存在或未在售',
  valuationAttrsRule: '属性值格式不正确：每项应为数字、文字或选项列表',
  valuationPriceRule: '价格需为{min}-{max}元',
}

export const valuationEn: Record<keyof typeof valuationZh, string> = {
  valuationListingNotFound: 'the listing does not exist or is not on sale',
  valuationAttrsRule: 'attribute values must each be a number, a text or a list of options',
  valuationPriceRule: 'the price must be {min}-{max} yuan',
}
