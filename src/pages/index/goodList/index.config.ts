import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('goodList').title['zh-CN'], onReachBottomDistance: 120 })
