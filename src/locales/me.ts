/** The me.* copy (我的); import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import meZhCN from './me.zh-CN'
import meEnUS from './me.en-US'

addMessages({ 'zh-CN': meZhCN, 'en-US': meEnUS })
