/** The rent.* copy; import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import rentZhCN from './rent.zh-CN'
import rentEnUS from './rent.en-US'

addMessages({ 'zh-CN': rentZhCN, 'en-US': rentEnUS })
