import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('MyProducts').title['zh-CN'], onReachBottomDistance: 80 })
