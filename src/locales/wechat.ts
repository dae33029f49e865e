/** The wechat.* copy; import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import wechatZhCN from './wechat.zh-CN'
import wechatEnUS from './wechat.en-US'

addMessages({ 'zh-CN': wechatZhCN, 'en-US': wechatEnUS })
