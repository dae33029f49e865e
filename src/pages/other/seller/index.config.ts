import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('seller').title['zh-CN'], onReachBottomDistance: 120 })
