/** The money.* copy; import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import moneyZhCN from './money.zh-CN'
import moneyEnUS from './money.en-US'

addMessages({ 'zh-CN': moneyZhCN, 'en-US': moneyEnUS })
