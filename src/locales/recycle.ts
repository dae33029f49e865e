/** The recycle.* copy; import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import recycleZhCN from './recycle.zh-CN'
import recycleEnUS from './recycle.en-US'

addMessages({ 'zh-CN': recycleZhCN, 'en-US': recycleEnUS })
