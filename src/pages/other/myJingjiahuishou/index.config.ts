import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('myJingjiahuishou').title['zh-CN'], onReachBottomDistance: 80 })
