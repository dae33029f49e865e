import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('xinwen').title['zh-CN'], onReachBottomDistance: 80 })
