import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('Mybrowsing').title['zh-CN'], onReachBottomDistance: 120 })
