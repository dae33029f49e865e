/** The payout.* copy (提现, payout accounts, 提现记录); import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import payoutZhCN from './payout.zh-CN'
import payoutEnUS from './payout.en-US'

addMessages({ 'zh-CN': payoutZhCN, 'en-US': payoutEnUS })
