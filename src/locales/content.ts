/** The content.* copy; import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import contentZhCN from './content.zh-CN'
import contentEnUS from './content.en-US'

addMessages({ 'zh-CN': contentZhCN, 'en-US': contentEnUS })
