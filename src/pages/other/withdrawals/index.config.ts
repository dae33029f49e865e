import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('withdrawals').title['zh-CN'], onReachBottomDistance: 80 })
