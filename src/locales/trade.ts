/** The trade.* copy (handover checklist, disputes, ratings); import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import tradeZhCN from './trade.zh-CN'
import tradeEnUS from './trade.en-US'

addMessages({ 'zh-CN': tradeZhCN, 'en-US': tradeEnUS })
