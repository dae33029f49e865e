/** The notify.* copy (通知设置); import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import notifyZhCN from './notify.zh-CN'
import notifyEnUS from './notify.en-US'

addMessages({ 'zh-CN': notifyZhCN, 'en-US': notifyEnUS })
