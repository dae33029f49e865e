/** The order.*, pay.*, wallet.* and coupon.* copy; import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import orderZhCN from './order.zh-CN'
import orderEnUS from './order.en-US'

addMessages({ 'zh-CN': orderZhCN, 'en-US': orderEnUS })
