import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('yhjdetail').title['zh-CN'], onReachBottomDistance: 80 })
