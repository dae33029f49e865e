/** The search.* copy (the search panel's suggestions); import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import searchZhCN from './search.zh-CN'
import searchEnUS from './search.en-US'

addMessages({ 'zh-CN': searchZhCN, 'en-US': searchEnUS })
