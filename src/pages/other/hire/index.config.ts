import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('hire').title['zh-CN'], onReachBottomDistance: 120 })
