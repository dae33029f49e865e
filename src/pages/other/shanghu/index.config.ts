import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('shanghu').title['zh-CN'], onReachBottomDistance: 80 })
