/** The goods.* and list.* copy; import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import catalogZhCN from './catalog.zh-CN'
import catalogEnUS from './catalog.en-US'

addMessages({ 'zh-CN': catalogZhCN, 'en-US': catalogEnUS })
