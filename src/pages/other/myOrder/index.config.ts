import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('myOrder').title['zh-CN'], onReachBottomDistance: 80 })
