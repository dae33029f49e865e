import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('myOffers').title['zh-CN'], onReachBottomDistance: 120 })
