/** The selling.* copy; import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import sellingZhCN from './selling.zh-CN'
import sellingEnUS from './selling.en-US'

addMessages({ 'zh-CN': sellingZhCN, 'en-US': sellingEnUS })
