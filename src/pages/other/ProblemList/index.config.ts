import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('ProblemList').title['zh-CN'], onReachBottomDistance: 80 })
