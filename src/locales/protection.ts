/** The protect.* copy (保证金, 找回 claims); import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import protectionZhCN from './protection.zh-CN'
import protectionEnUS from './protection.en-US'

addMessages({ 'zh-CN': protectionZhCN, 'en-US': protectionEnUS })
