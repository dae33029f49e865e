/** The inspection.* copy (官方验号, 找回 risk); import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import inspectionZhCN from './inspection.zh-CN'
import inspectionEnUS from './inspection.en-US'

addMessages({ 'zh-CN': inspectionZhCN, 'en-US': inspectionEnUS })
