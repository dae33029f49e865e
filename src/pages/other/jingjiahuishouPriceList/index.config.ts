import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('jingjiahuishouPriceList').title['zh-CN'] })
