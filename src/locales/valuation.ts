/** The valuation.* copy (估价, price history); import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import valuationZhCN from './valuation.zh-CN'
import valuationEnUS from './valuation.en-US'

addMessages({ 'zh-CN': valuationZhCN, 'en-US': valuationEnUS })
