import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('orderDetail').title['zh-CN'] })
