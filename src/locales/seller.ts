/** The seller.* copy; import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import sellerZhCN from './seller.zh-CN'
import sellerEnUS from './seller.en-US'

addMessages({ 'zh-CN': sellerZhCN, 'en-US': sellerEnUS })
