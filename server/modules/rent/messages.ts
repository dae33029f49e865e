/**
 * API messages of the rent module in zh-CN and en-US (lib/i18n.ts merges them; keys must not clash with others).
 * Field names used in validation messages go in the fields maps.
 */
export const rentZh = {
  rentGoodsNotFound: '商品不存在',
  rentPriceRequired: '开启出租时请至少设置按小时或按天的租金',
  rentPriceRule: '租金需为{min}-{max}元之间的金额',
  rentMinHoursRule: '最短租用时长需为{min}-{max}小时',
  rentNotOnSale: '只有在售的商品可以开启出租',
  rentReserved: '该商品有进行中的订单，暂不能修改出租设置',
  rentEnabled: '已开启出租',
  rentDisabled: '已关闭出租',
  rentNotRentable: '该商品暂不支持出租',
  rentHourUnsupported: '该商品不支持按小时租用',
  rentDayUnsupported: '该商品不支持按天租用',
  rentHoursRule: '按小时租用需为{min}-{max}小时',
  rentDaysRule: '按天租用需为{min}-{max}天',
  rentAgreeRequired: '请阅读并同意《账号租赁协议》后再下单',
}

export const rentEn: Record<keyof typeof rentZh, string> = {
  rentGoodsNotFound: 'the listing does not exist',
  rentPriceRequired: 'set an hourly or a daily rent (or both) to offer the listing for rent',
  rentPriceRule: 'the rent must be between {min} and {max} yuan',
  rentMinHoursRule: 'the shortest rental must be {min} to {max} hours',
  rentNotOnSale: 'only a listing on sale can be offered for rent',
  rentReserved: 'this listing has an order in progress; its rent settings cannot change now',
  rentEnabled: 'renting is on',
  rentDisabled: 'renting is off',
  rentNotRentable: 'this listing is not offered for rent now',
  rentHourUnsupported: 'this listing cannot be rented by the hour',
  rentDayUnsupported: 'this listing cannot be rented by the day',
  rentHoursRule: 'an hourly rental must be {min} to {max} hours',
  rentDaysRule: 'a daily rental must be {min} to {max} days',
  rentAgreeRequired: 'read and accept the rental terms before placing the order',
}

export const rentFieldsZh: Record<string, string> = {
  enabled: '是否出租',
  hourPrice: '每小时租金',
  dayPrice: '每天租金',
  minHours: '最短租用时长',
  unit: '租用方式',
  quantity: '租用时长',
}
export const rentFieldsEn: Record<string, string> = {
  enabled: 'renting on or off',
  hourPrice: 'hourly rent',
  dayPrice: 'daily rent',
  minHours: 'shortest rental',
  unit: 'rental unit',
  quantity: 'rental length',
}
