import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('finish').title['zh-CN'], onReachBottomDistance: 120 })
