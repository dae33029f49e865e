import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('jingjiahuishou').title['zh-CN'] })
