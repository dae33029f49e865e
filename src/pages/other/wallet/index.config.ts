import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('wallet').title['zh-CN'], onReachBottomDistance: 80 })
