import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('baopei').title['zh-CN'], onReachBottomDistance: 80 })
