/** The chat.* copy (the trade room); import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import chatZhCN from './chat.zh-CN'
import chatEnUS from './chat.en-US'

addMessages({ 'zh-CN': chatZhCN, 'en-US': chatEnUS })
