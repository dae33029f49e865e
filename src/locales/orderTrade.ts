/**
 * The orderTrade.* copy: what the order page (main package) says of the trade room, and the dispute states and
 * outcomes the room says too. The rest of the room's copy is the trade pack, which loads with the room's screens.
 * Import this module (for its effect) from every file that uses those keys.
 */
import { addMessages } from '.'
import orderTradeZhCN from './orderTrade.zh-CN'
import orderTradeEnUS from './orderTrade.en-US'

addMessages({ 'zh-CN': orderTradeZhCN, 'en-US': orderTradeEnUS })
