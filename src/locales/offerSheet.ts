/** The offer sheet's copy (offer.btn, offer.sheet.*, offer.pay, offer.status.*); import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import offerSheetZhCN from './offerSheet.zh-CN'
import offerSheetEnUS from './offerSheet.en-US'

addMessages({ 'zh-CN': offerSheetZhCN, 'en-US': offerSheetEnUS })
