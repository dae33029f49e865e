/** The login.*, register.*, field.*, err.*, sms.*, gender.*, mine.*, role.*, profile.*, password.* and realname.* copy; import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import accountZhCN from './account.zh-CN'
import accountEnUS from './account.en-US'

addMessages({ 'zh-CN': accountZhCN, 'en-US': accountEnUS })
