import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('sale').title['zh-CN'], onReachBottomDistance: 80 })
