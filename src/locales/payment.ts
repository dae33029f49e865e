/** The payment.*, security.* and paypwd.* copy; import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import paymentZhCN from './payment.zh-CN'
import paymentEnUS from './payment.en-US'

addMessages({ 'zh-CN': paymentZhCN, 'en-US': paymentEnUS })
