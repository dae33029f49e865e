import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('Myevaluation').title['zh-CN'], onReachBottomDistance: 80 })
