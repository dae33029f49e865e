import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('redbao').title['zh-CN'], onReachBottomDistance: 80 })
