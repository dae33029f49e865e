/** The offer.* (but the sheet's, locales/offerSheet), savedSearch.* and priceAlert.* copy; import this module (for its effect) from every file that uses those keys. */
import { addMessages } from '.'
import './offerSheet'
import offerZhCN from './offer.zh-CN'
import offerEnUS from './offer.en-US'

addMessages({ 'zh-CN': offerZhCN, 'en-US': offerEnUS })
