/** The service.* copy; import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import serviceZhCN from './service.zh-CN'
import serviceEnUS from './service.en-US'

addMessages({ 'zh-CN': serviceZhCN, 'en-US': serviceEnUS })
