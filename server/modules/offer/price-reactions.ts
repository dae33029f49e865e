/**
 * What a listing's price change does beyond the listing (goods/edits.ts onPriceChange), in the edit's
 * transaction: the live offers on it lapse (their buyers told), and a drop is told to its favourites.
 * Loaded once by server/modules/reactions.ts.
 */
import { onPriceChange } from '../goods/edits'
import { tellPriceDrop } from '../alert/service'
import { lapseOnPriceChange } from './service'

onPriceChange(lapseOnPriceChange)
onPriceChange(tellPriceDrop)
