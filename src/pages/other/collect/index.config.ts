import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('collect').title['zh-CN'], onReachBottomDistance: 120 })
