import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('xiaoxi').title['zh-CN'], onReachBottomDistance: 80 })
